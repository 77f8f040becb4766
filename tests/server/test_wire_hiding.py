"""Information hiding on the wire: what the server sends a seat depends only on what
that seat may know.

The property, for every ruleset: take a game, and a second game whose deal differs
only in tiles the seat ``s`` never sees (the other seats' concealed tiles and the
wall's unseen tiles, reshuffled among themselves), and play both with the same
actions (while they stay legal). Every message the server sends ``s`` (events, views,
prompts, acknowledgements, and the ``state`` snapshot a resync returns) is then the
same text in both games. The same for a spectator, with every concealed tile of every
seat reshuffled.

How the second deal is built, through public API only: the first game is played
through a real :class:`~mahjong_tui.server.room.Room` (every seat held by a player,
so nobody's bot moves); its full event history (``Game.events``, unredacted, on the
server) says which wall position every tile came from and where each went. A
position is *fixed* when ``s`` ever saw its tile by the end of the run (its own
tiles; every tile made public: discards, melds, flowers, turned-up tiles, hands
revealed by a win, a false win or the hand's end) or when another seat gave the
tile away (discarded, melded, passed in the exchange), so the other seats' actions
stay possible. The tiles on every other position are reshuffled among themselves
(:class:`~mahjong_tui.engine.wall.Deal` in, ``Game.new(deals=...)``). The reshuffle
changes who *could* claim a discard: where only the second game asks a seat, that
seat passes; where only the first did, its pass is skipped. Messages are compared
at every point where both games wait on the same seats.

Leaks found and fixed in the server while writing these tests (see the report in
the commit): prompt ids were numbered across all seats, so a seat's next prompt id
told it whether somebody else had been asked about a discard; a resync during a
discard's claim window returned the table as it really stood, so it told whether
the engine had moved on (nobody could claim) or was waiting on a claimer.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from mahjong_tui.engine.actions import (
    Action,
    AddKong,
    Chow,
    ConcealedKong,
    DeclareVoid,
    Discard,
    Exchange,
    Kong,
    Pass,
    Pung,
    Win,
)
from mahjong_tui.engine.events import (
    Claimed,
    Dealt,
    Discarded,
    Drew,
    Event,
    FalseWin,
    FlowerReplaced,
    HandEnded,
    Konged,
    TilesExchanged,
    TilesTurnedUp,
    VoidsDeclared,
    Won,
)
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import Tile, parse_tiles
from mahjong_tui.engine.views import Phase
from mahjong_tui.engine.wall import Deal
from mahjong_tui.net.codec import WireCodec
from mahjong_tui.net.protocol import RoomOptions, encode_message
from mahjong_tui.rulesets import get_ruleset, ruleset_names
from mahjong_tui.server.bot_pool import BotPool
from mahjong_tui.server.room import NOBODY, Room, Seat

NAMES = ("Ann", "Bob", "Cho", "Dee")
RULESETS = ruleset_names()
SPECTATOR = NOBODY
CLAIM_PHASES = (Phase.CLAIM, Phase.ROB_KONG)


# -- a room whose every seat is a recording connection --------------------------------
@dataclass(eq=False)
class Recorder:
    """A connection as a room sees it (the ``Peer`` protocol): keeps every message
    as the exact text the server would send."""

    name: str
    wants_views: bool = True
    texts: list[str] = field(default_factory=list)

    def post(self, message: dict[str, Any]) -> None:
        self.texts.append(encode_message(message))

    def last_prompt(self) -> int:
        """The id of the latest prompt this seat was sent."""
        for text in reversed(self.texts):
            message = json.loads(text)
            if message["type"] == "prompt":
                return int(message["id"])
        raise AssertionError("this seat was never prompted")


class Table:
    """A :class:`Room` playing ``game``: four seats held by recording connections
    and one recording spectator. Every answer goes through ``Room.answer``, with the
    prompt id the seat was sent, as a client's would."""

    def __init__(self, game: Game, ruleset_name: str, *, claim_seconds: float = 0.0) -> None:
        self.game = game
        self.peers = {p: Recorder(NAMES[p]) for p in range(4)}
        self.peers[SPECTATOR] = Recorder("watcher")
        seats = [Seat(NAMES[p], f"token-{p}", peers=[self.peers[p]]) for p in range(4)]
        options = RoomOptions(ruleset=ruleset_name, claim_seconds=claim_seconds,
                              away_seconds=600, players=4)
        self.pool = BotPool(0)
        self.room = Room("WIRE1", options, game.ruleset, seats, self.pool, game=game)
        self.room.watch(self.peers[SPECTATOR])
        self.room.start(0)  # a dealt game: prompts whoever owes a decision

    async def act(self, player: int, action: Action) -> None:
        refused = await self.room.answer(player, self.peers[player].last_prompt(), action)
        assert refused is None, refused

    def snapshot(self, seat: int) -> str:
        """The ``state`` message a resync (or a reconnect) of ``seat`` gets now."""
        return encode_message(self.room.snapshot(seat))

    def close(self) -> None:
        self.room.close()
        self.pool.close()


# -- random play ----------------------------------------------------------------------------
def choose(rng: random.Random, game: Game, player: int) -> Action:
    """A random legal action, leaning towards actions that keep the hand going."""
    legal = game.legal_actions(player)
    phase = game.view(player).phase
    wins = [a for a in legal if isinstance(a, Win)]
    if phase in CLAIM_PHASES:
        claims = [a for a in legal if isinstance(a, Pung | Kong | Chow)]
        roll = rng.random()
        if wins and roll < 0.5:
            return wins[0]
        if claims and roll < 0.35:
            return rng.choice(claims)
        passes = [a for a in legal if isinstance(a, Pass)]
        return passes[0] if passes else rng.choice(legal)
    if phase is Phase.TURN:
        if wins and rng.random() < 0.3:
            return wins[0]
        kongs = [a for a in legal if isinstance(a, ConcealedKong | AddKong)]
        if kongs and rng.random() < 0.5:
            return rng.choice(kongs)
        discards = [a for a in legal if isinstance(a, Discard)]
        return rng.choice(discards or list(legal))
    return rng.choice(legal)


@dataclass
class Checkpoint:
    """Game 1 after one action: who it waits on, and how far each stream had got."""

    to_act: tuple[int, ...]
    phase: Phase
    sent: int
    snapshot: str | None


@dataclass
class Run:
    """The first game: its deal, its actions and its checkpoints for one seat."""

    seed: int
    deal: Deal
    actions: list[tuple[int, Action]]
    checkpoints: list[Checkpoint]
    texts: list[str]
    events: list[Event]
    all_texts: dict[int, list[str]]


async def play_first(ruleset_name: str, seed: int, seat: int, steps: int) -> Run:
    """Deal from ``seed`` and play up to ``steps`` random actions (one hand)."""
    ruleset = get_ruleset(ruleset_name)
    deal = ruleset.random_deal(random.Random(seed), 0)
    game = Game.new(seed, ruleset, NAMES, deals=[deal], hands=1)
    table = Table(game, ruleset_name)
    rng = random.Random(seed * 7 + 1)
    actions: list[tuple[int, Action]] = []
    checkpoints: list[Checkpoint] = []
    try:
        for step in range(steps):
            to_act = game.to_act()
            if not to_act:
                break
            player = rng.choice(sorted(to_act))
            action = choose(rng, game, player)
            await table.act(player, action)
            actions.append((player, action))
            snap = table.snapshot(seat) if step % 4 == 0 else None
            checkpoints.append(Checkpoint(game.to_act(), game.view(0).phase,
                                          len(table.peers[seat].texts), snap))
        return Run(seed, deal, actions, checkpoints, list(table.peers[seat].texts),
                   list(game.events), {p: list(r.texts) for p, r in table.peers.items()})
    finally:
        table.close()


# -- what the seat could not have seen ----------------------------------------------
def unseen_positions(ruleset_name: str, deal: Deal, events: list[Event],
                     seat: int) -> list[int]:
    """The wall positions (physical indices into ``deal.tiles``) whose tiles ``seat``
    (``SPECTATOR``: nobody) never saw in ``events`` and no other seat gave away."""
    positions = get_ruleset(ruleset_name).geometry.positions
    index = {pos: i for i, pos in enumerate(positions)}
    fixed = {i for i, t in enumerate(deal.tiles) if t.is_flower}
    taken: set[int] = set()
    held: list[dict[Tile, list[int | None]]] = [defaultdict(list) for _ in range(4)]
    last_discard: Tile | None = None

    def gain(player: int, tile: Tile | None, where: Any) -> None:
        i = index[where]
        taken.add(i)
        if player == seat:
            fixed.add(i)
        else:
            assert tile is not None
            held[player][tile].append(i)

    def lose(player: int, tile: Tile) -> None:
        if player == seat:
            return
        slot = held[player][tile].pop()
        if slot is not None:
            fixed.add(slot)

    def reveal(player: int) -> None:
        for slots in held[player].values():
            fixed.update(i for i in slots if i is not None)

    for e in events:
        if isinstance(e, Dealt):
            for tile, where in zip(e.tiles, e.positions, strict=True):
                gain(e.player, tile, where)
        elif isinstance(e, Drew):
            gain(e.player, e.tile, e.position)
        elif isinstance(e, FlowerReplaced):
            lose(e.player, e.flower)
            if e.position is not None:
                gain(e.player, e.replacement, e.position)
        elif isinstance(e, TilesTurnedUp):
            for where in e.positions:
                taken.add(index[where])
                fixed.add(index[where])
        elif isinstance(e, Discarded):
            lose(e.player, e.tile)
            last_discard = e.tile
        elif isinstance(e, Claimed):
            tiles = list(e.meld.tiles)
            assert last_discard is not None
            tiles.remove(last_discard)
            for tile in tiles:
                lose(e.player, tile)
        elif isinstance(e, Konged):
            assert e.meld is not None  # the server's history is unredacted
            for _ in range(4 if e.concealed else 1):
                lose(e.player, e.meld.tile)
        elif isinstance(e, TilesExchanged):
            for tile in e.given:
                assert tile is not None
                lose(e.player, tile)
            if e.player != seat:
                for tile in e.received:
                    assert tile is not None
                    held[e.player][tile].append(None)
        elif isinstance(e, Won):
            reveal(e.player)
            if e.from_player is not None:
                reveal(e.from_player)  # robbed of a kong: the added tile was his
            for player, hand in enumerate(e.hands):
                if hand:
                    reveal(player)
        elif isinstance(e, FalseWin):
            reveal(e.player)  # whether the hand was ready is announced
        elif isinstance(e, HandEnded):
            for player in range(4):
                reveal(player)
    hidden = [i for slots in (s for h in held for s in h.values()) for i in slots
              if i is not None and i not in fixed]
    hidden += [i for i in range(len(deal.tiles)) if i not in taken and i not in fixed]
    return sorted(set(hidden))


def reshuffled(deal: Deal, positions: list[int], rng: random.Random) -> Deal:
    """``deal`` with the tiles on ``positions`` shuffled among themselves: all of them,
    or a few swaps (any, or within a suit), which keep the other seats' actions legal
    longer."""
    tiles = list(deal.tiles)
    mode = rng.randrange(3)
    if mode == 0:
        moved = [tiles[i] for i in positions]
        rng.shuffle(moved)
        for i, tile in zip(positions, moved, strict=True):
            tiles[i] = tile
    for _ in range(rng.randint(1, 8) if mode else 0):
        a, b = rng.sample(positions, 2)
        if mode == 2:  # within a suit: Sichuan's void rules stay as they were
            same = [i for i in positions if tiles[i].suit is tiles[a].suit and i != a]
            if not same:
                continue
            b = rng.choice(same)
        tiles[a], tiles[b] = tiles[b], tiles[a]
    return Deal(tuple(tiles), deal.dealer_dice, deal.second_dice, deal.extra_dice)


@dataclass
class Compared:
    """What one pair of games checked."""

    checkpoints: int = 0
    snapshots: int = 0
    asked_differently: int = 0
    replayed: int = 0
    actions: int = 0
    deal_differs: bool = False


async def replay_and_compare(ruleset_name: str, run: Run, seat: int, deal: Deal,
                             ) -> Compared:
    """Play ``run``'s actions on ``deal`` and compare what ``seat`` is sent."""
    ruleset = get_ruleset(ruleset_name)
    game = Game.new(run.seed, ruleset, NAMES, deals=[deal], hands=1)
    table = Table(game, ruleset_name)
    out = Compared(actions=len(run.actions), deal_differs=deal != run.deal)
    peer = table.peers[seat]
    compared_to = 0
    try:
        for step, ((player, action), mark) in enumerate(
                zip(run.actions, run.checkpoints, strict=True)):
            legal = game.legal_actions(player)
            if isinstance(action, Pass) and not any(isinstance(a, Pass) for a in legal):
                pass  # only the first game asked this seat about the discard
            elif not any(a == action for a in legal):
                break  # the reshuffle took away a tile this action needs
            else:
                await table.act(player, action)
            # Seats only this game asks about the discard let it pass.
            while extra := _asked_only_here(game, mark):
                if not any(isinstance(a, Pass) for a in game.legal_actions(extra[0])):
                    break
                await table.act(extra[0], Pass())
                out.asked_differently += 1
            out.replayed = step + 1
            if game.to_act() != mark.to_act or game.view(0).phase is not mark.phase:
                continue  # one game waits on a seat the other does not ask
            sent = peer.texts
            if len(sent) != mark.sent:
                raise AssertionError(_first_difference(run.texts, sent, seat, step))
            if sent[compared_to:] != run.texts[compared_to:mark.sent]:
                raise AssertionError(_first_difference(run.texts, sent, seat, step))
            compared_to = mark.sent
            out.checkpoints += 1
            if mark.snapshot is not None:
                snapshot = table.snapshot(seat)
                if snapshot != mark.snapshot:
                    raise AssertionError(_first_difference([mark.snapshot], [snapshot], seat,
                                                           step))
                out.snapshots += 1
        return out
    finally:
        table.close()


def _asked_only_here(game: Game, mark: Checkpoint) -> list[int]:
    """The seats ``game`` asks about a discard (or an added kong) that the first game,
    at ``mark``, does not."""
    phase = game.view(0).phase
    if phase not in CLAIM_PHASES:
        return []
    if mark.phase is not phase:
        return sorted(game.to_act())
    return sorted(set(game.to_act()) - set(mark.to_act))


def _first_difference(a: list[str], b: list[str], seat: int, step: int) -> str:
    """Where two message streams part, with some text either side."""
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            at = next(k for k in range(min(len(x), len(y)) + 1)
                      if k == min(len(x), len(y)) or x[k] != y[k])
            return (f"seat {seat}, after action {step}: message {i} differs at {at}:\n"
                    f"  first game:  ...{x[max(0, at - 300):at + 200]}\n"
                    f"  reshuffled: ...{y[max(0, at - 300):at + 200]}")
    return f"seat {seat}, after action {step}: {len(a)} messages against {len(b)}"


def property_cases(ruleset_name: str) -> Iterator[tuple[int, int, int]]:
    """(seed, seat, steps): every seat and the spectator, short and long runs."""
    base = 1_000_003 * (RULESETS.index(ruleset_name) + 1)
    for k, seat in enumerate((0, 1, 2, 3, SPECTATOR, 0, 2, SPECTATOR)):
        yield base + 7919 * k, seat, (30, 70, 120)[k % 3]


# -- the property ---------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset_name", RULESETS)
def test_reshuffling_what_a_seat_cannot_see_changes_no_message(ruleset_name: str) -> None:
    async def main() -> list[Compared]:
        results = []
        for seed, seat, steps in property_cases(ruleset_name):
            run = await play_first(ruleset_name, seed, seat, steps)
            hidden = unseen_positions(ruleset_name, run.deal, run.events, seat)
            if len(hidden) < 2:
                continue  # the hand ended with every tile shown: nothing to reshuffle
            rng = random.Random(seed)
            for _ in range(3):
                deal = reshuffled(run.deal, hidden, rng)
                results.append(await replay_and_compare(ruleset_name, run, seat, deal))
        return results

    results = asyncio.run(main())
    print(ruleset_name, len(results), sum(r.deal_differs for r in results),
          sum(r.checkpoints for r in results), sum(r.snapshots for r in results),
          sum(r.replayed for r in results), sum(r.actions for r in results),
          sum(r.asked_differently for r in results))
    # The check had teeth: different deals, long replays, many comparisons, and
    # discards that only one of the two games let somebody claim.
    assert sum(r.deal_differs for r in results) >= len(results) - 2
    assert sum(r.checkpoints for r in results) >= 300
    assert sum(r.snapshots for r in results) >= 60
    assert sum(r.replayed for r in results) >= sum(r.actions for r in results) // 3
    assert sum(r.asked_differently for r in results) >= 1


# -- no seed, no wall ----------------------------------------------------------------------
def _walk(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _walk(v)
    elif isinstance(value, list):
        for v in value:
            yield from _walk(v)
    else:
        yield value


def _tile_runs(value: Any) -> Iterator[list[Tile]]:
    if isinstance(value, dict):
        if value.get("$") in ("tiles", "tile") and isinstance(value.get("v"), str):
            yield parse_tiles(value["v"])
        for v in value.values():
            yield from _tile_runs(v)
    elif isinstance(value, list):
        yield from _tile_runs(value)
        yield [t for v in value if isinstance(v, dict) and v.get("$") == "tile"
               for t in parse_tiles(v["v"])]


def assert_no_seed_or_wall(texts: list[str], seed: int, deal: Deal) -> None:
    wall = deal.tiles
    slices = {tuple(wall[i:i + 8]) for i in range(len(wall) - 7)}
    for text in texts:
        message = json.loads(text)
        for leaf in _walk(message):
            assert leaf != seed
            if isinstance(leaf, str):
                assert leaf not in ("seed", "bot_seed", "deal", "wall_tiles")
                assert "wall:Deal" not in leaf and "wall:Wall" not in leaf
        for run in _tile_runs(message):
            assert len(run) < 8 or not any(tuple(run[i:i + 8]) in slices
                                           for i in range(len(run) - 7)), text[:300]


@pytest.mark.parametrize("ruleset_name", RULESETS)
def test_no_message_holds_the_seed_or_the_wall(ruleset_name: str) -> None:
    seed = 3_141_592_653 + RULESETS.index(ruleset_name)
    run = asyncio.run(play_first(ruleset_name, seed, 0, 400))
    assert run.events and isinstance(run.events[-1], HandEnded | type(run.events[-1]))
    for texts in run.all_texts.values():
        assert len(texts) > 20
        assert_no_seed_or_wall(texts, seed, run.deal)


# -- Sichuan's secret choices ---------------------------------------------------------------
async def _setup_stream(ruleset_name: str, seed: int, seat: int,
                        order: list[int], pick: Callable[[int, tuple[Action, ...]], Action],
                        ) -> tuple[list[str], list[str], Game]:
    """Answer the setup steps in ``order`` with ``pick``; the messages ``seat`` got
    while they were open (with a snapshot after every answer), and after."""
    ruleset = get_ruleset(ruleset_name)
    game = Game.new(seed, ruleset, NAMES, hands=1)
    table = Table(game, ruleset_name)
    before: list[str] = []
    try:
        for step in ("exchange", "void"):
            assert game.view(seat if seat != SPECTATOR else 0).table.setup == step
            for p in order:
                await table.act(p, pick(p, game.legal_actions(p)))
                if p != order[-1]:
                    before.append(table.snapshot(seat))
            before.append(f"-- {step} resolved --")
        return before, list(table.peers[seat].texts), game
    finally:
        table.close()


@pytest.mark.parametrize("ruleset_name", [n for n in RULESETS if n.startswith("sichuan")])
@pytest.mark.parametrize("seat", [0, 1, 2, 3, SPECTATOR])
def test_exchange_choices_and_voids_stay_secret_until_revealed(ruleset_name: str,
                                                               seat: int) -> None:
    """Two tables dealt alike, where the other seats lay down different tiles and
    declare different voids, in a different order: until the step resolves, the
    seat is sent the same messages; the exchange shows it only the tiles it gives and
    gets, the voids are shown all at once."""
    seed = 2024 + seat
    others = [p for p in range(4) if p != seat]

    def first(p: int, legal: tuple[Action, ...]) -> Action:
        return legal[0]

    def last(p: int, legal: tuple[Action, ...]) -> Action:
        return legal[0] if p == seat else legal[-1]

    async def main() -> tuple[Any, Any]:
        a = await _setup_stream(ruleset_name, seed, seat, [*others, seat][-4:]
                                if seat != SPECTATOR else [0, 1, 2, 3], first)
        b = await _setup_stream(ruleset_name, seed, seat, [seat, *others][:4]
                                if seat != SPECTATOR else [3, 1, 0, 2], last)
        return a, b

    (snaps_a, sent_a, game_a), (snaps_b, sent_b, game_b) = asyncio.run(main())
    # The others really chose differently.
    choices_a = [e for e in game_a.events if isinstance(e, TilesExchanged | VoidsDeclared)]
    choices_b = [e for e in game_b.events if isinstance(e, TilesExchanged | VoidsDeclared)]
    assert choices_a != choices_b
    # The snapshots while the exchange was open, before anything was revealed.
    exchange_a = snaps_a[:snaps_a.index("-- exchange resolved --")]
    exchange_b = snaps_b[:snaps_b.index("-- exchange resolved --")]
    # While a step is open the seat sees the same table whoever has answered: every
    # snapshot equals the first one taken (the seat's own answer aside).
    own_a = [i for i, p in enumerate([*others, seat] if seat != SPECTATOR else []) if p == seat]
    assert len(set(exchange_a[:own_a[0]] if own_a else exchange_a)) <= 1
    assert len(set(exchange_b[1:] if seat != SPECTATOR else exchange_b)) <= 1
    # The messages up to the reveal of the exchange are the same text.
    cut_a = _index_of(sent_a, "ExchangeDirection")
    cut_b = _index_of(sent_b, "ExchangeDirection")
    assert _without_ok(sent_a[:cut_a]) == _without_ok(sent_b[:cut_b])
    # The reveal: the seat sees the tiles it gave and got, nobody else's.
    for text in sent_a[cut_a:cut_a + 1]:
        events = WireCodec(game_a.ruleset).decode(json.loads(text)["events"])
        for e in events:
            if isinstance(e, TilesExchanged):
                assert (None not in e.given) == (e.player == seat or e.to_player == seat)
                assert (None not in e.received) == (e.player == seat or e.from_player == seat)
    # Voids: nothing about them until VoidsDeclared, which names all four at once.
    voids_a = _index_of(sent_a, "VoidsDeclared")
    voids_b = _index_of(sent_b, "VoidsDeclared")
    tail_a = [t for t in sent_a[cut_a + 1:voids_a] if '"type":"ok"' not in t]
    tail_b = [t for t in sent_b[cut_b + 1:voids_b] if '"type":"ok"' not in t]
    assert [t for t in tail_a if '"voids":[' in t and '"voids":[null' not in t] == []
    assert [t for t in tail_b if '"voids":[' in t and '"voids":[null' not in t] == []
    assert "VoidsDeclared" in sent_a[voids_a]


def _index_of(texts: list[str], needle: str) -> int:
    for i, text in enumerate(texts):
        if needle in text:
            return i
    raise AssertionError(f"no message holds {needle}")


def _without_ok(texts: list[str]) -> list[str]:
    return [t for t in texts if json.loads(t)["type"] not in ("ok", "prompt")]


# -- whether anybody may claim a discard ----------------------------------------------------
@dataclass
class ClaimPair:
    """Two deals that differ in tiles ``seat`` cannot see, the same actions up to a
    discard by another seat, which only the second deal lets somebody claim."""

    seed: int
    seat: int
    deal: Deal
    other: Deal
    prefix: list[tuple[int, Action]]
    discarder: int
    discard: Action


def _engine_replay(game: Game, prefix: list[tuple[int, Action]],
                   asked: list[tuple[tuple[int, ...], Phase]]) -> bool:
    """Apply ``prefix`` to ``game`` as :func:`replay_and_compare` does (a seat only one
    game asks about a discard passes); ``False`` once an action is not legal."""
    for (player, action), (to_act, phase) in zip(prefix, asked, strict=True):
        legal = game.legal_actions(player)
        if isinstance(action, Pass) and not any(isinstance(a, Pass) for a in legal):
            continue
        if not any(a == action for a in legal):
            return False
        game.apply(player, action)
        mark = Checkpoint(to_act, phase, 0, None)
        while extra := _asked_only_here(game, mark):
            if not any(isinstance(a, Pass) for a in game.legal_actions(extra[0])):
                return False
            game.apply(extra[0], Pass())
    return True


def find_claim_pair(ruleset_name: str, seat: int, seed: int) -> ClaimPair:
    """Search deals from ``seed`` on for a :class:`ClaimPair` (engine only)."""
    ruleset = get_ruleset(ruleset_name)
    for attempt in range(200):
        s = seed + attempt
        deal = ruleset.random_deal(random.Random(s), 0)
        game = Game.new(s, ruleset, NAMES, deals=[deal], hands=1)
        rng = random.Random(s)
        prefix: list[tuple[int, Action]] = []
        asked: list[tuple[tuple[int, ...], Phase]] = []
        for _ in range(60):
            to_act = game.to_act()
            if not to_act:
                break
            player = rng.choice(sorted(to_act))
            action = choose(rng, game, player)
            if isinstance(action, Discard) and player != seat and len(prefix) > 8:
                game.apply(player, action)
                if game.view(0).phase is Phase.TURN:  # nobody could claim it
                    hidden = unseen_positions(ruleset_name, deal, game.events, seat)
                    shuffler = random.Random(s)
                    for _ in range(40):
                        other = reshuffled(deal, hidden, shuffler)
                        second = Game.new(s, ruleset, NAMES, deals=[other], hands=1)
                        if not _engine_replay(second, prefix, asked):
                            continue
                        if not any(a == action for a in second.legal_actions(player)):
                            continue
                        second.apply(player, action)
                        if second.view(0).phase is Phase.CLAIM \
                                and seat not in second.to_act():
                            return ClaimPair(s, seat, deal, other, prefix, player, action)
                prefix.append((player, action))
                asked.append((game.to_act(), game.view(0).phase))
                continue
            game.apply(player, action)
            prefix.append((player, action))
            asked.append((game.to_act(), game.view(0).phase))
    raise AssertionError("no discard that only one deal lets somebody claim")


async def _wait_for(peer: Recorder, count: int) -> None:
    for _ in range(500):
        if len(peer.texts) >= count:
            return
        await asyncio.sleep(0.005)
    raise AssertionError("the room never sent the discard")


@pytest.mark.parametrize(("ruleset_name", "seat"),
                         [("mcr", 0), ("sichuan", 2), ("beijing", SPECTATOR),
                          ("hangzhou", 3)])
def test_nobody_can_tell_whether_a_discard_could_be_claimed(ruleset_name: str,
                                                            seat: int) -> None:
    """The same discard, claimable by nobody (the engine moves straight on) or by
    somebody (the engine waits): the seat is sent the same messages, the discard is
    shown with nobody to act, and a resync while the claim window is open, before
    or after the claimer answered, shows the same table in both."""
    pair = find_claim_pair(ruleset_name, seat, 77 + 1000 * (seat + 1))
    ruleset = get_ruleset(ruleset_name)
    window = 0.6

    async def main() -> tuple[list[str], list[str], list[str], list[str]]:
        tables = []
        for deal in (pair.deal, pair.other):
            game = Game.new(pair.seed, ruleset, NAMES, deals=[deal], hands=1)
            asked: list[tuple[tuple[int, ...], Phase]] = []
            if deal is pair.other:  # the first game's checkpoints, for the passes
                first = Game.new(pair.seed, ruleset, NAMES, deals=[pair.deal], hands=1)
                for player, action in pair.prefix:
                    first.apply(player, action)
                    asked.append((first.to_act(), first.view(0).phase))
                assert _engine_replay(game, pair.prefix, asked)
            else:
                for player, action in pair.prefix:
                    game.apply(player, action)
            tables.append(Table(game, ruleset_name, claim_seconds=window))
        nobody, somebody = tables
        peers = (nobody.peers[seat], somebody.peers[seat])
        start = [len(p.texts) for p in peers]
        assert [p.texts for p in peers][0] == [p.texts for p in peers][1]
        tasks = [asyncio.create_task(t.act(pair.discarder, pair.discard)) for t in tables]
        await _wait_for(peers[0], start[0] + 1)
        await _wait_for(peers[1], start[1] + 1)
        claimers = sorted(somebody.game.to_act())
        assert claimers and seat not in claimers
        assert nobody.game.view(0).phase is Phase.TURN  # the engine moved on
        during = [nobody.snapshot(seat), somebody.snapshot(seat)]
        # The claimers answer at once; the outcome waits for the window to close.
        answers = [asyncio.create_task(somebody.act(q, Pass())) for q in claimers]
        await asyncio.sleep(0.05)
        after_answers = [nobody.snapshot(seat), somebody.snapshot(seat)]
        await asyncio.gather(*tasks, *answers)
        for t in tables:
            t.close()
        return during, after_answers, peers[0].texts, peers[1].texts

    during, after_answers, sent_nobody, sent_somebody = asyncio.run(main())
    # The discard, held open: the table at the discard, nobody to act.
    held = [m for m in map(json.loads, sent_nobody) if m["type"] == "events"
            and [e["$"] for e in m["events"]] == ["engine.event_types:Discarded"]][-1]
    view = held["view"]
    assert view["to_act"] == [] and view["legal"] == []
    assert view["table"]["phase"] == {"$": "engine.views:Phase", "v": "claim"}
    assert view["table"]["pending_claim"]["from_player"] == pair.discarder
    if during[0] != during[1]:
        raise AssertionError(_first_difference(during[:1], during[1:], seat, -1))
    if after_answers[0] != after_answers[1]:
        raise AssertionError(_first_difference(after_answers[:1], after_answers[1:], seat, -1))
    if sent_nobody != sent_somebody:
        raise AssertionError(_first_difference(sent_nobody, sent_somebody, seat, -1))
