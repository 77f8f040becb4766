"""One hand as a state machine: deal, setup choices, turns, claims, kongs, wins, the end.

Internal to the engine: callers use :class:`mahjong_tui.engine.game.Game`, which wraps
a :class:`Hand` per hand. Everything here is indexed by *player*; ``order`` maps seat
winds (play order, 0 = dealer) to players.

The flow is the same for every ruleset; what differs is asked of the ruleset
(:class:`mahjong_tui.engine.rules.Ruleset`) and of the :class:`HandRules` it made for
this hand: who may win and what it scores, which discards and melds are allowed, the
payments, whether a win ends the hand. Procedure decisions shared by all rulesets
(see also ``docs/rules-variation.md``):

* Competing claims are collected from every asked player before anything is
  resolved, so the order of arrival never matters.
* Wins on one discard: with ``multiple_winners`` every legal declarer wins;
  otherwise the first declarer in play order after the discarder whose win is
  legal takes it (false declarations examined before it are penalised).
* Players who have won are out: they skip their turns, are asked nothing, and the
  ruleset leaves them out of later payments. The first winner on a discard takes the
  tile into his hand; another winner on the same discard keeps 13 tiles (the tile is
  one, shown with each of them).
* Bonus tiles (MCR's flowers) are set aside and replaced from the tail, at the deal
  and in play; a win on a flower's replacement is self-drawn, never 杠上开花.
* A player who lets a win on a discard pass, where the ruleset bars it (Sichuan
  过水不胡), may not win on a discard until his next draw unless it scores more fan.
* Tiles the ruleset keeps back at the tail (Beijing) are never drawn live: the hand
  is a draw when the live wall reaches them; kong replacements from the tail may
  take them. Tiles turned up after the deal (Hangzhou's 财神 indicator) come from
  the live wall before the first turn and stay out of play.
"""

from __future__ import annotations

from itertools import compress as _compress
from typing import Any

from mahjong_tui.engine.actions import (
    Action,
    AddKong,
    Chow,
    ConcealedKong,
    Discard,
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
    FlowerReplaced,
    HandAbandoned,
    Konged,
    Payment,
    TilesTurnedUp,
    WallExhausted,
    Won,
)
from mahjong_tui.engine.melds import Meld, MeldKind, offset_of
from mahjong_tui.engine.rules import HandOutcome, HandRules, Ruleset, SetupStep, WinCheck
from mahjong_tui.engine.tiles import NUM_KINDS, TILES, Suit, Tile
from mahjong_tui.engine.views import PendingClaim, Phase
from mahjong_tui.engine.wall import Deal, Wall

__all__ = ["CHOW_TURN", "DRAW", "FLOWER", "KONG", "PUNG_TURN", "Hand", "IllegalActionError",
           "is_among"]


class IllegalActionError(ValueError):
    """An action that is not legal now; the state is unchanged."""


WIN = Win()
PASS = Pass()
DISCARDS = tuple(Discard(t) for t in TILES)
CONCEALED_KONGS = tuple(ConcealedKong(t) for t in TILES)
ADD_KONGS = tuple(AddKong(t) for t in TILES)
PUNGS = tuple(Pung(t) for t in TILES)
KONGS = tuple(Kong(t) for t in TILES)
CHOWS = tuple(Chow(t) for t in TILES)

# How the current turn started: decides which actions exist and the win flags.
DRAW = "draw"          # a live draw (or the dealer's deal)
KONG = "kong"          # a kong's replacement draw
FLOWER = "flower"      # a flower's replacement draw
CHOW_TURN = "chow"     # after claiming a chow: discard only
PUNG_TURN = "pung"     # after claiming a pung: discard or concealed kong

_REPS = tuple(tuple((t,) * c for c in range(5)) for t in TILES)
_KINDS = range(len(TILES))


def expand(counts: list[int]) -> list[Tile]:
    """The tiles of a count vector, sorted (``compress`` skips the absent kinds)."""
    out: list[Tile] = []
    for i in _compress(_KINDS, counts):
        out += _REPS[i][counts[i]]
    return out


def _may_complete(kinds: frozenset[int] | None, index: int) -> bool:
    """The ruleset's cheap pre-check (:meth:`HandRules.win_filter`) lets the tile
    kind ``index`` through to the full win check."""
    return kinds is None or index in kinds


def is_among(action: object, legal: tuple[Action, ...]) -> bool:
    """``action in legal``, trying identity first: legal actions are interned, so this
    avoids a dataclass ``__eq__`` per element on the hot path."""
    for a in legal:
        if a is action:
            return True
    return action in legal


class Hand:
    """The state of one hand. Mutated only through :meth:`apply` (and :meth:`start`).

    Args:
        ruleset: the rules.
        order: players by seat wind (``order[0]`` deals).
        round_wind: prevalent wind 0..3.
        deal: the wall order and dice.
        hand_number: the hand in the match (0-based).
        per_seat: duplicate draw mode (see :class:`mahjong_tui.engine.wall.Wall`).
        previous: how the previous hand of the match ended (the ruleset's hand
            rules may read its ``carry``), ``None`` for the first hand.
    """

    def __init__(self, ruleset: Ruleset, order: tuple[int, ...], round_wind: int, deal: Deal,
                 *, hand_number: int = 0, per_seat: bool = False,
                 previous: HandOutcome | None = None) -> None:
        self.ruleset = ruleset
        self.order = order
        self.seat_of = [0, 0, 0, 0]
        for seat, player in enumerate(order):
            self.seat_of[player] = seat
        self._after = [tuple(order[(self.seat_of[q] + k) % 4] for k in (1, 2, 3))
                       for q in range(4)]
        self.round_wind = round_wind
        self.hand_number = hand_number
        self.deal = deal
        self.per_seat = per_seat
        self.previous = previous
        self.turned_up: tuple[Tile, ...] = ()
        self.wall = Wall(deal, ruleset.geometry, ruleset.wall_break(deal))
        self.counts: list[list[int]] = [[0] * len(TILES) for _ in range(4)]
        self.drawn: list[Tile | None] = [None] * 4
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.discards: list[list[Tile]] = [[], [], [], []]
        self.claimed: list[list[bool]] = [[], [], [], []]
        self.flowers: list[list[Tile]] = [[], [], [], []]
        self.phase = Phase.TURN
        self.turn_player = order[0]
        self.turn_kind = DRAW
        self.turns_taken = [0, 0, 0, 0]   # discards made (天胡/地胡 need "first")
        self.claim: PendingClaim | None = None
        self.options: dict[int, tuple[Action, ...]] = {}
        self.answers: dict[int, Action] = {}
        self.barred: set[int] = set()
        self.out: list[bool] = [False] * 4       # won: skips turns, claims, payments
        self.winners: list[int] = []
        self.win_tiles: list[Tile | None] = [None] * 4
        self.voids: list[Suit | None] = [None] * 4   # declared void suits (定缺)
        # The exchange (换三张): per player the tiles given and received.
        self.exchanged: list[tuple[tuple[Tile, ...], tuple[Tile, ...]]] | None = None
        self.passed_fan: list[int | None] = [None] * 4
        self.melds_made = 0                      # pungs and kongs so far (地胡 needs none)
        self.first_win_from: int | None = None
        self.first_win_count = 0
        self.deltas = [0, 0, 0, 0]
        self.over = False
        self.last_discard: tuple[int, Tile] | None = None
        self.concealed_kongs = 0  # declared this hand (views must hide them)
        self.last_tile_drawn = False      # the current turn's tile was the wall's last
        self.discard_after_last = False   # the pending discard was made after it
        self.setup_index = -1
        self._turn_cache: tuple[Action, ...] | None = None
        self._pub: tuple[Any, Any, Any, Any] | None = None
        self._events: list[Event] = []
        self.rules: HandRules = ruleset.hand_rules(self)

    # -- queries ---------------------------------------------------------------
    @property
    def setup_step(self) -> SetupStep | None:
        """The setup phase in progress, if any."""
        if self.phase is not Phase.SETUP:
            return None
        return self.rules.setup_steps[self.setup_index]

    @property
    def winner(self) -> int | None:
        """The first winner, or ``None``."""
        return self.winners[0] if self.winners else None

    def in_play_order(self, after: int) -> tuple[int, ...]:
        """The other players after ``after`` in play order."""
        return self._after[after]

    def to_act(self) -> tuple[int, ...]:
        """Players who must decide now, in play order."""
        if self.over:
            return ()
        if self.phase is Phase.TURN:
            return (self.turn_player,)
        if self.phase is Phase.SETUP:
            return tuple(p for p in self.order if p not in self.answers)
        assert self.claim is not None
        return tuple(p for p in self.in_play_order(self.claim.from_player)
                     if p in self.options and p not in self.answers)

    def legal(self, player: int) -> tuple[Action, ...]:
        """The legal actions of ``player`` now (empty when not asked)."""
        if self.over:
            return ()
        if self.phase is Phase.TURN:
            if player != self.turn_player:
                return ()
            if self._turn_cache is None:
                self._turn_cache = self._turn_actions(player)
            return self._turn_cache
        if player in self.answers:
            return ()
        return self.options.get(player, ())

    def tiles_of(self, player: int, minus: Tile | None = None) -> list[Tile]:
        """A player's concealed tiles (drawn tile included), sorted; less one copy of
        ``minus`` if given."""
        counts = self.counts[player]
        if minus is not None:
            counts = counts.copy()
            counts[minus.index] -= 1
        return expand(counts)

    def public(self) -> tuple[tuple[tuple[Tile, ...], ...], tuple[tuple[bool, ...], ...],
                              tuple[tuple[Tile, ...], ...], tuple[tuple[Meld, ...], ...]]:
        """Discards, their claimed marks, flowers and melds of every player, as
        tuples (cached until one of them changes)."""
        if self._pub is None:
            self._pub = (tuple(map(tuple, self.discards)), tuple(map(tuple, self.claimed)),
                         tuple(map(tuple, self.flowers)), tuple(map(tuple, self.melds)))
        return self._pub

    def hand_size(self, player: int) -> int:
        """Concealed tile count of ``player``."""
        return sum(self.counts[player])

    def next_player(self, player: int) -> int:
        """The player after ``player`` in play order who is still in."""
        seat = self.seat_of[player]
        for k in (1, 2, 3, 4):
            q = self.order[(seat + k) % 4]
            if not self.out[q]:
                return q
        return player

    def live_left(self) -> int:
        """Tiles left for live draws (the wall less what the ruleset keeps back)."""
        return self.wall.remaining - self.rules.kept_back()

    def wall_done(self) -> bool:
        """True when no tile is left for a live draw."""
        return self.live_left() <= 0

    def _can_replace(self, seat: int) -> bool:
        """A kong's replacement can be drawn for ``seat``: from the tail while any
        tile is left, as the next live tile only while the live wall lasts."""
        return self.wall.can_draw(seat) and (self.ruleset.replacement_from_tail
                                             or self.live_left() > 0)

    def visible(self, t: Tile) -> int:
        """Copies of ``t`` face up on the table: discards not claimed, exposed melds."""
        n = 0
        ti = t.index
        for p in range(4):
            for tile, taken in zip(self.discards[p], self.claimed[p], strict=True):
                if tile.index == ti and not taken:
                    n += 1
            for m in self.melds[p]:
                if not m.concealed:
                    n += m.tiles.count(t)
        return n

    def outcome(self) -> HandOutcome:
        """How the hand ended (for the next hand's seating)."""
        return HandOutcome(self.hand_number, self.order[0], tuple(self.winners),
                           self.first_win_from, self.first_win_count,
                           self.rules.carry_over())

    # -- start -------------------------------------------------------------------
    def start(self) -> list[Event]:
        """Deal, replace bonus tiles (E, S, W, N, chains included), open the setup
        steps if the ruleset has any, else give the dealer the turn."""
        ev = self._events = []
        dealt = self.wall.deal()
        for seat, taken in enumerate(dealt):
            p = self.order[seat]
            for tile, _pos in taken:
                self.counts[p][tile.index] += 1
            ev.append(Dealt(p, tuple(t for t, _ in taken), tuple(pos for _, pos in taken)))
        last_for_dealer = dealt[0][-1][0]
        for seat in range(4):
            p = self.order[seat]
            pending = [TILES[i] for i in range(NUM_KINDS, len(TILES)) if self.counts[p][i]]
            while pending:
                flower = pending.pop(0)
                self.counts[p][flower.index] -= 1
                self.flowers[p].append(flower)
                tile, pos = self.wall.draw(seat, from_tail=True)
                ev.append(FlowerReplaced(p, flower, tile, pos))
                self.counts[p][tile.index] += 1
                if tile.is_flower:
                    pending.append(tile)
                elif seat == 0:
                    last_for_dealer = tile
        turn_up = self.rules.turn_up_count()
        if turn_up:
            taken = [self.wall.draw(0, from_tail=False) for _ in range(turn_up)]
            self.turned_up = tuple(t for t, _ in taken)
            ev.append(TilesTurnedUp(self.turned_up, tuple(pos for _, pos in taken)))
        if self.per_seat:
            self.wall.split()
        self.phase = Phase.TURN
        self.turn_player = self.order[0]
        self.turn_kind = DRAW
        self.drawn[self.order[0]] = last_for_dealer
        if self.rules.setup_steps:
            self._open_setup(0)
        return ev

    def _open_setup(self, index: int) -> None:
        self.setup_index = index
        self.phase = Phase.SETUP
        step = self.rules.setup_steps[index]
        self.answers = {}
        self.options = {p: step.choices(self, p) for p in range(4)}

    def _resolve_setup(self) -> None:
        step = self.rules.setup_steps[self.setup_index]
        answers = self.answers
        self.options = {}
        self.answers = {}
        for p in range(4):
            self._changed(p)
        self._events.extend(step.resolve(self, answers))
        if self.setup_index + 1 < len(self.rules.setup_steps):
            self._open_setup(self.setup_index + 1)
        else:
            self.phase = Phase.TURN
            self.setup_index = -1

    # -- the one mutation path -------------------------------------------------
    def apply(self, player: int, action: Action) -> list[Event]:
        """Apply a legal action and return the events it caused.

        Raises:
            IllegalActionError: when the action is not legal now (nothing changes).
        """
        if self.over:
            raise IllegalActionError("the hand is over")
        if not 0 <= player <= 3:
            raise IllegalActionError(f"no player {player!r}")
        if isinstance(action, Pung) and action.tile is None and self.claim is not None:
            action = PUNGS[self.claim.tile.index]
        legal = self.legal(player)
        if not legal:
            raise IllegalActionError(f"player {player} is not to act now")
        if not is_among(action, legal):
            text = getattr(action, "text", repr(action))
            raise IllegalActionError(f"{text!r} is not legal for player {player} now")
        self._events = []
        self._turn_cache = None
        self._pub = None
        if self.phase is Phase.TURN:
            self._apply_turn(player, action)
        else:
            self.answers[player] = action
            if not self.to_act():
                if self.phase is Phase.SETUP:
                    self._resolve_setup()
                elif self.phase is Phase.CLAIM:
                    self._resolve_claim()
                else:
                    self._resolve_rob()
        return self._events

    # -- turn ------------------------------------------------------------------
    def _turn_actions(self, p: int) -> tuple[Action, ...]:
        acts: list[Action] = []
        kind = self.turn_kind
        counts = self.counts[p]
        drawn = self.drawn[p]
        rules = self.rules
        if (p not in self.barred and kind not in (CHOW_TURN, PUNG_TURN) and drawn is not None
                and _may_complete(rules.win_filter(p), drawn.index)
                and rules.self_drawn_win(p).offer):
            if rules.must_win(p):
                return (WIN,)
            acts.append(WIN)
        if kind != CHOW_TURN and self._can_replace(self.seat_of[p]) and (
                kind != PUNG_TURN or self.ruleset.kong_after_pung):
            if 4 in counts:
                acts.extend(CONCEALED_KONGS[i] for i in range(NUM_KINDS)
                            if counts[i] == 4 and rules.may_meld(p, TILES[i]))
            if kind != PUNG_TURN and self.melds[p]:
                for t in self._add_kong_tiles(p, drawn):
                    acts.append(ADD_KONGS[t.index])
        acts.extend(rules.discard_choices(p, counts))
        return tuple(acts)

    def _add_kong_tiles(self, p: int, drawn: Tile | None) -> list[Tile]:
        """Tiles ``p`` may add to an exposed pung: the drawn tile, or with the
        ruleset's ``add_kong_any_tile`` any held tile."""
        any_tile = self.ruleset.add_kong_any_tile
        out = []
        for m in self.melds[p]:
            if m.kind is not MeldKind.PUNG:
                continue
            t = m.tiles[0]
            if (t == drawn or (any_tile and self.counts[p][t.index])) and \
                    self.rules.may_meld(p, t):
                out.append(t)
        return out

    def _apply_turn(self, p: int, action: Action) -> None:
        counts = self.counts[p]
        if isinstance(action, Discard):
            t = action.tile
            if t is not self.drawn[p]:
                self._changed(p)
            counts[t.index] -= 1
            self.drawn[p] = None
            self.discards[p].append(t)
            self.claimed[p].append(False)
            self.turns_taken[p] += 1
            self.last_discard = (p, t)
            self.discard_after_last = self.wall_done()
            self._events.append(Discarded(p, t))
            self._ledger(self.rules.on_discard(p, t))
            self._open_claims(p, t)
        elif isinstance(action, Win):
            drawn = self.drawn[p]
            assert drawn is not None
            check = self.rules.self_drawn_win(p)
            if check.result is not None:
                self._win(p, None, drawn, check, robbing=False)
                if not self.over:
                    self._next_turn(p)
            else:
                self._false_win(p, drawn)
        elif isinstance(action, ConcealedKong):
            i = action.tile.index
            self._changed(p)
            counts[i] -= 4
            self.drawn[p] = None
            meld = Meld.kong(action.tile, concealed=True)
            self.concealed_kongs += 1
            self.melds_made += 1
            self.melds[p].append(meld)
            self._events.append(Konged(p, meld, True))
            self._ledger(self.rules.on_kong(p, meld, None, with_drawn=True))
            self._replace_kong(p)
        elif isinstance(action, AddKong):
            t = action.tile
            options: dict[int, tuple[Action, ...]] = {}
            if self.ruleset.robbing_kong:
                for q in self.in_play_order(p):
                    if q in self.barred or self.out[q]:
                        continue
                    check = self.rules.discard_win(q, t, p, robbing=True)
                    if check.offer:
                        options[q] = (WIN,) if self.rules.must_win(q) else (WIN, PASS)
            if options:
                self.phase = Phase.ROB_KONG
                self.claim = PendingClaim(t, p, robbing=True)
                self.options = options
                self.answers = {}
            else:
                self._complete_add_kong(p, t)

    def _complete_add_kong(self, p: int, t: Tile) -> None:
        self._changed(p)
        with_drawn = self.drawn[p] == t
        self.counts[p][t.index] -= 1
        self.drawn[p] = None
        melds = self.melds[p]
        for k, m in enumerate(melds):
            if m.kind is MeldKind.PUNG and m.tiles[0] == t:
                melds[k] = Meld.kong(t, m.offset, added=True)
                self._events.append(Konged(p, melds[k], False))
                self._ledger(self.rules.on_kong(p, melds[k], None,
                                                       with_drawn=with_drawn))
                break
        self._replace_kong(p)

    def _replace_kong(self, p: int) -> None:
        """After a kong: the ruleset may end the hand as a draw (Beijing 三家杠),
        else ``p`` draws the replacement."""
        reason = self.rules.abandon_reason()
        if reason is not None:
            self._events.append(HandAbandoned(reason))
            self._drawn_end()
            return
        self._draw(p, from_tail=self.ruleset.replacement_from_tail, kind=KONG)

    def _draw(self, p: int, *, from_tail: bool, kind: str) -> None:
        """Draw for ``p`` (replacing flowers from the tail) and give ``p`` the turn."""
        seat = self.seat_of[p]
        if not self.wall.can_draw(seat) or (not from_tail and self.live_left() <= 0):
            self._exhausted()
            return
        tile, pos = self.wall.draw(seat, from_tail=from_tail)
        self._events.append(Drew(p, tile, pos, from_tail))
        while tile.is_flower:
            self.flowers[p].append(tile)
            if not self.wall.can_draw(seat):
                # A flower as the wall's last tile: nothing to replace it, a draw.
                self._events.append(FlowerReplaced(p, tile, None, None))
                self._exhausted()
                return
            flower = tile
            tile, pos = self.wall.draw(seat, from_tail=True)
            self._events.append(FlowerReplaced(p, flower, tile, pos))
            kind = FLOWER
        self.counts[p][tile.index] += 1
        self.drawn[p] = tile
        self.passed_fan[p] = None
        self.turn_player = p
        self.turn_kind = kind
        self.phase = Phase.TURN
        self.claim = None
        self.last_tile_drawn = self.wall_done()

    # -- claims ------------------------------------------------------------------
    def _open_claims(self, d: int, t: Tile) -> None:
        options: dict[int, tuple[Action, ...]] = {}
        ruleset = self.ruleset
        rules = self.rules
        ti = t.index
        # After the wall's last tile only a win (and where the ruleset allows it, a
        # pung) may take the discard.
        kong_ok = ruleset.last_discard_claimable or not self._no_more_draws_after(d)
        pung_ok = kong_ok or ruleset.pung_on_last_discard
        for k, p in enumerate(self.in_play_order(d), start=1):
            if self.out[p]:
                continue
            acts: list[Action] = []
            if p not in self.barred and _may_complete(rules.win_filter(p), ti) and \
                    rules.discard_win(p, t, d, robbing=False).offer:
                if rules.must_win(p):
                    options[p] = (WIN,)
                    continue
                acts.append(WIN)
            if pung_ok or kong_ok:
                c = self.counts[p][ti]
                if c >= 2 and rules.may_meld(p, t) and rules.may_claim(p, t, d):
                    if c == 3 and kong_ok and self._can_replace(self.seat_of[p]):
                        acts.append(KONGS[ti])
                    if pung_ok:
                        acts.append(PUNGS[ti])
                if pung_ok and k == 1 and ruleset.chow_allowed and ti < 27 and \
                        rules.may_claim(p, t, d):
                    acts.extend(self._chows(p, ti))
            if acts:
                acts.append(PASS)
                options[p] = tuple(acts)
        if options:
            self.phase = Phase.CLAIM
            self.claim = PendingClaim(t, d)
            self.options = options
            self.answers = {}
        else:
            self._next_turn(d)

    def _no_more_draws_after(self, d: int) -> bool:
        if self.per_seat:
            return (not self.wall.can_draw(self.seat_of[self.next_player(d)])
                    or self.wall_done())
        return self.wall_done()

    def _chows(self, p: int, ti: int) -> list[Action]:
        c = self.counts[p]
        r = ti % 9
        out: list[Action] = []
        if r >= 2 and c[ti - 2] and c[ti - 1]:
            out.append(CHOWS[ti - 2])
        if 1 <= r <= 7 and c[ti - 1] and c[ti + 1]:
            out.append(CHOWS[ti - 1])
        if r <= 6 and c[ti + 1] and c[ti + 2]:
            out.append(CHOWS[ti])
        return out

    def _claimers_in_order(self) -> list[int]:
        assert self.claim is not None
        return [p for p in self.in_play_order(self.claim.from_player) if p in self.answers]

    def _note_passed_wins(self) -> None:
        """过水: a player who had a win on offer and did not take it (where the ruleset
        bars it) may not win on a discard until his next draw unless for more fan."""
        if not self.ruleset.passed_win_bars:
            return
        claim = self.claim
        assert claim is not None
        for p, acts in self.options.items():
            if WIN in acts and not isinstance(self.answers.get(p), Win):
                check = self.rules.discard_win(p, claim.tile, claim.from_player,
                                               robbing=claim.robbing)
                if check.result is not None:
                    fan = self.rules.win_fan(check.result)
                    old = self.passed_fan[p]
                    self.passed_fan[p] = fan if old is None else max(old, fan)

    def _resolve_wins(self) -> list[int]:
        """Settle declared wins on the pending tile; returns the winners in order."""
        claim = self.claim
        assert claim is not None
        self._note_passed_wins()
        winners: list[tuple[int, WinCheck]] = []
        for p in self._claimers_in_order():
            if not isinstance(self.answers[p], Win):
                continue
            check = self.rules.discard_win(p, claim.tile, claim.from_player,
                                           robbing=claim.robbing)
            if check.result is not None:
                winners.append((p, check))
                if not self.ruleset.multiple_winners:
                    break
            else:
                self._false_win(p, claim.tile)
        if not winners:
            return []
        d = claim.from_player
        if claim.robbing:
            self._changed(d)
            self.counts[d][claim.tile.index] -= 1
            self.drawn[d] = None
        else:
            self.claimed[d][-1] = True
        first = not self.winners
        for n, (p, check) in enumerate(winners):
            self._win(p, d, claim.tile, check, robbing=claim.robbing, takes_tile=n == 0)
        if first:
            self.first_win_from = d
            self.first_win_count = len(winners)
        return [p for p, _ in winners]

    def _after_discard_wins(self, winners: list[int]) -> None:
        """Play goes on after the winner farthest from the discarder."""
        self.claim = None
        self.options = {}
        self.answers = {}
        self.phase = Phase.TURN
        self._draw(self.next_player(winners[-1]), from_tail=False, kind=DRAW)

    def _resolve_claim(self) -> None:
        claim = self.claim
        assert claim is not None
        winners = self._resolve_wins()
        if winners:
            if not self.over:
                self._after_discard_wins(winners)
            return
        d, t = claim.from_player, claim.tile
        chosen: tuple[int, Action] | None = None
        for p in self._claimers_in_order():
            a = self.answers[p]
            if isinstance(a, Pung | Kong):
                chosen = (p, a)
                break
        if chosen is None:
            for p in self._claimers_in_order():
                a = self.answers[p]
                if isinstance(a, Chow):
                    chosen = (p, a)
                    break
        self.claim = None
        self.options = {}
        self.answers = {}
        if chosen is None:
            self._next_turn(d)
            return
        p, a = chosen
        self._changed(p)
        counts = self.counts[p]
        ti = t.index
        offset = offset_of(self.seat_of[p], self.seat_of[d])
        self.claimed[d][-1] = True
        self.last_discard = None
        if isinstance(a, Chow):
            first = a.first.index
            for i in (first, first + 1, first + 2):
                if i != ti:
                    counts[i] -= 1
            meld = Meld.chow(a.first, t)
            kind = CHOW_TURN
        elif isinstance(a, Pung):
            counts[ti] -= 2
            meld = Meld.pung(t, offset)
            kind = PUNG_TURN
        else:
            counts[ti] -= 3
            meld = Meld.kong(t, offset)
            kind = KONG
        self.melds[p].append(meld)
        if kind != CHOW_TURN:
            self.melds_made += 1
        self._events.append(Claimed(p, a, d, meld))
        if kind == KONG:
            self._ledger(self.rules.on_kong(p, meld, d, with_drawn=False))
            self._replace_kong(p)
        else:
            self.phase = Phase.TURN
            self.turn_player = p
            self.turn_kind = kind
            self.drawn[p] = None
            self.last_tile_drawn = False

    def _resolve_rob(self) -> None:
        claim = self.claim
        assert claim is not None
        winners = self._resolve_wins()
        if winners:
            if not self.over:
                self._after_discard_wins(winners)
            return
        self.phase = Phase.TURN
        self.claim = None
        self.options = {}
        self.answers = {}
        self._complete_add_kong(claim.from_player, claim.tile)

    def _next_turn(self, d: int) -> None:
        self.claim = None
        self.options = {}
        self.answers = {}
        self._draw(self.next_player(d), from_tail=False, kind=DRAW)

    # -- wins --------------------------------------------------------------------
    def _changed(self, p: int) -> None:
        """``p``'s tiles other than the drawn one changed: forget the cached waits."""
        self.rules.tiles_changed(p)

    def _win(self, p: int, d: int | None, tile: Tile, check: WinCheck, *, robbing: bool,
             takes_tile: bool = True) -> None:
        pay, extra = self.rules.on_win(p, d, tile, check, robbing=robbing)
        for q in range(4):
            self.deltas[q] += pay[q]
        self.winners.append(p)
        self.win_tiles[p] = tile
        self.out[p] = True
        ends = self.rules.hand_over_after_win()
        hands = []
        for q in range(4):
            if ends or q == p:
                tiles = self.tiles_of(q)
                if q == p and d is None:
                    tiles.remove(tile)
                hands.append(tuple(tiles))
            else:
                hands.append(())
        self._events.append(Won(p, d, tile, check.result, check.flags, tuple(pay),
                                tuple(hands),
                                tuple(tuple(m) for m in self.melds)))
        self._ledger(extra)
        if d is not None and takes_tile:  # the claimed or robbed tile joins the hand
            self.counts[p][tile.index] += 1
        if d is None:
            self.drawn[p] = None
        if ends:
            self.over = True
            self.phase = Phase.OVER
            self.claim = None

    def _false_win(self, p: int, tile: Tile) -> None:
        event = self.rules.on_false_win(p, tile)
        for q in range(4):
            self.deltas[q] += event.payments[q]  # type: ignore[union-attr]
        self.barred.add(p)
        self._events.append(event)

    def _ledger(self, events: list[Event]) -> None:
        """Add the ruleset's events, booking every payment among them."""
        for e in events:
            if isinstance(e, Payment):
                for q in range(4):
                    self.deltas[q] += e.amounts[q]
            self._events.append(e)

    def _exhausted(self) -> None:
        self._events.append(WallExhausted())
        self._drawn_end()

    def _drawn_end(self) -> None:
        self._ledger(self.rules.on_exhausted())
        self.over = True
        self.phase = Phase.OVER
        self.claim = None
