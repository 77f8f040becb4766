"""Shared helpers for the engine tests: stacked walls and scripted play."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from mahjong_tui.engine.actions import Action, Discard, Pass
from mahjong_tui.engine.events import Dealt, Drew, FlowerReplaced, TilesTurnedUp
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.engine.tiles import Tile, full_tile_set, parse_tiles
from mahjong_tui.engine.views import Phase
from mahjong_tui.engine.wall import Deal, Position, arrange_deal
from mahjong_tui.rulesets.mcr.ruleset import MCR

# Ring-order indices (see mahjong_tui.engine.wall.arrange_deal) each seat is dealt.
SEAT_SLOTS: tuple[tuple[int, ...], ...] = (
    (*range(0, 4), *range(16, 20), *range(32, 36), 48, 52),
    (*range(4, 8), *range(20, 24), *range(36, 40), 49),
    (*range(8, 12), *range(24, 28), *range(40, 44), 50),
    (*range(12, 16), *range(28, 32), *range(44, 48), 51),
)
LIVE_START = 53


def tail_slot(k: int) -> int:
    """Ring-order index of the k-th replacement (top then bottom of the last stack)."""
    return 2 * (71 - k // 2) + k % 2


def stacked_deal(hands: Sequence[str], live: str = "", tail: str = "",
                 dealer_dice: tuple[int, int] = (3, 4),
                 second_dice: tuple[int, int] = (2, 3),
                 slots_extra: dict[int, str] | None = None) -> Deal:
    """A deal giving seat ``s`` (0 = dealer) the tiles ``hands[s]`` (14 for the dealer,
    13 for the others, in notation), then ``live`` tiles at the live end and ``tail``
    tiles as the first replacements. Other tiles fill the rest; leftover flowers go
    to the middle of the live wall, away from both ends."""
    slots: dict[int, Tile] = {}
    for seat, text in enumerate(hands):
        tiles = parse_tiles(text)
        assert len(tiles) == len(SEAT_SLOTS[seat]), (seat, len(tiles))
        for i, t in zip(SEAT_SLOTS[seat], tiles, strict=True):
            slots[i] = t
    for k, t in enumerate(parse_tiles(live)):
        slots[LIVE_START + k] = t
    for k, t in enumerate(parse_tiles(tail)):
        slots[tail_slot(k)] = t
    for i, text in (slots_extra or {}).items():
        slots[i] = parse_tiles(text)[0]
    pool = full_tile_set()
    for t in slots.values():
        pool.remove(t)
    free = sorted(set(range(144)) - set(slots), key=lambda i: abs(i - 100))
    flowers = [t for t in pool if t.is_flower]
    others = [t for t in pool if not t.is_flower]
    for i, t in zip(free, flowers + others, strict=True):
        slots[i] = t
    return arrange_deal([slots[i] for i in range(144)], dealer_dice, second_dice)


def new_game(deal: Deal, ruleset: Ruleset = MCR, **kw: object) -> Game:
    """A one-hand game on ``deal``."""
    return Game.new(0, ruleset, deals=[deal], hands=1, **kw)  # type: ignore[arg-type]


def tile(text: str) -> Tile:
    """One tile from notation."""
    (t,) = parse_tiles(text)
    return t


def pass_all(game: Game) -> None:
    """Every player asked in a claim window passes."""
    while game.to_act() and game.table_view().phase is not Phase.TURN:
        game.apply(game.to_act()[0], Pass())


def tsumogiri(game: Game) -> list[object]:
    """The player on turn discards the tile just drawn (or the last tile held), and
    everybody passes on it. Returns the events."""
    p = game.to_act()[0]
    view = game.view(p)
    t = view.drawn or view.concealed[-1]
    events: list[object] = list(game.apply(p, Discard(t)))
    while game.to_act() and game.table_view().phase is not Phase.TURN:
        events.extend(game.apply(game.to_act()[0], Pass()))
    return events


def apply_in_order(game: Game, answers: Sequence[tuple[int, Action]]) -> list[object]:
    """Apply ``(player, action)`` pairs in this order; returns all events."""
    out: list[object] = []
    for p, a in answers:
        out.extend(game.apply(p, a))
    return out


def played(ruleset: Ruleset, seed: int,
           steps: int) -> tuple[Game, Deal, list[tuple[int, Action]]] | None:
    """A hand of ``ruleset`` dealt from ``seed`` and played for ``steps`` actions by
    random bots: the game, its deal and the actions in order; ``None`` when the hand
    is over by then."""
    from bots import get_bot

    deal = ruleset.random_deal(random.Random(seed), 0)
    game = Game.new(seed, ruleset, deals=[deal], hands=1)
    bots = [get_bot("random", seed + i) for i in range(4)]
    actions: list[tuple[int, Action]] = []
    for _ in range(steps):
        if game.is_over:
            return None
        p = game.to_act()[0]
        action = bots[p].decide(game.view(p))
        game.apply(p, action)
        actions.append((p, action))
    return None if game.is_over else (game, deal, actions)


def replayed(ruleset: Ruleset, seed: int, deal: Deal,
             actions: Sequence[tuple[int, Action]]) -> Game | None:
    """The hand dealt from ``deal`` with ``actions`` applied in order, through the
    public API; ``None`` as soon as one is not among its player's legal actions there
    (the deal changed what someone may do)."""
    game = Game.new(seed, ruleset, deals=[deal], hands=1)
    for p, action in actions:
        if game.is_over or p not in game.to_act() or action not in game.view(p).legal:
            return None
        game.apply(p, action)
    return game


def _taken(game: Game, ruleset: Ruleset) -> dict[int, int | None]:
    """Every wall place the hand has taken a tile from so far, in the order taken, by
    its index in the deal, with who took it (``None``: turned up for everyone)."""
    geometry = ruleset.geometry

    def index(pos: Position) -> int:
        return geometry.stack_id(pos.wall, pos.stack) * 2 + pos.level

    taken: dict[int, int | None] = {}
    for e in game.events:
        if isinstance(e, Dealt):
            taken.update((index(pos), e.player) for pos in e.positions)
        elif isinstance(e, Drew | FlowerReplaced) and e.position is not None:
            taken[index(e.position)] = e.player
        elif isinstance(e, TilesTurnedUp):
            taken.update((index(pos), None) for pos in e.positions)
    return taken


def hidden_redealt(game: Game, ruleset: Ruleset, deal: Deal, viewer: int,
                   rng: random.Random, *, hand_tiles: int = 52,
                   turned_up_too: bool = False) -> Deal:
    """``deal`` with the tiles ``viewer`` has not seen in ``game`` so far dealt out
    again at random: the undrawn wall and the other players' concealed tiles (at the
    places they drew them from, the latest copies of a kind first, so that every tile
    they have discarded or melded was still theirs to play). Flowers stay put (a
    flower drawn is shown and replaced), and so does a tile turned up for all
    (unless ``turned_up_too``). At most ``hand_tiles`` of the other players'
    tiles, picked at random, are dealt again with the wall (0: the undrawn wall
    alone).

    Replaying the game's actions on the new deal (:func:`replayed`) gives a game that
    ``viewer`` cannot tell apart from ``game`` whenever every action is still legal.
    """
    taken = _taken(game, ruleset)
    table = game.table_view()
    movable = [i for i in range(len(deal.tiles))  # the undrawn wall
               if i not in taken or (turned_up_too and taken[i] is None)]
    held_places: list[int] = []
    for q in range(4):
        if q == viewer:
            continue
        held = Counter(t.index for t in table.concealed[q])
        if table.drawn[q] is not None:
            held[table.drawn[q].index] += 1
        for i in reversed([i for i, who in taken.items() if who == q]):  # latest first
            kind = deal.tiles[i].index
            if held[kind] > 0:
                held[kind] -= 1
                held_places.append(i)
    movable += rng.sample(held_places, min(hand_tiles, len(held_places)))
    movable = [i for i in movable if not deal.tiles[i].is_flower]
    tiles = list(deal.tiles)
    moved = [tiles[i] for i in movable]
    rng.shuffle(moved)
    for i, t in zip(movable, moved, strict=True):
        tiles[i] = t
    return replace(deal, tiles=tuple(tiles))


def hidden_twin(ruleset: Ruleset, seed: int, steps: int, shuffle: int,
                tries: int = 20) -> tuple[Game, Game, int] | None:
    """A hand of ``ruleset`` played for ``steps`` actions (:func:`played`), its
    viewer (the player to act), and its twin: the same actions replayed on a deal
    whose tiles hidden from the viewer were dealt again (:func:`hidden_redealt`,
    shuffled from ``shuffle``). A redeal on which an action is no longer legal, or
    after which others are to act (a changed hand may claim where it could not, so
    the play would differ), is drawn
    again with fewer of the other hands' tiles, ``tries`` times at most; then only
    the undrawn wall is dealt again, which never changes what anyone may do.
    ``None`` when the hand is over."""
    start = played(ruleset, seed, steps)
    if start is None:
        return None
    game, deal, actions = start
    viewer = game.to_act()[0]
    rng = random.Random(shuffle)
    for attempt in range(tries + 1):
        hand_tiles = 0 if attempt == tries else max(1, 8 >> (attempt // 4))
        other_deal = hidden_redealt(game, ruleset, deal, viewer, rng, hand_tiles=hand_tiles)
        twin = replayed(ruleset, seed, other_deal, actions)
        # The last action must leave the same players to act: else a changed hand
        # has a claim to decide that the original had not.
        if twin is not None and twin.to_act() == game.to_act():
            return game, twin, viewer
    raise AssertionError("the undrawn wall alone changed what someone may do")
