"""One hand as a state machine: deal, flowers, turns, claims, kongs, the end.

Internal to the engine: callers use :class:`mahjong_tui.engine.game.Game`, which wraps a
:class:`Hand` per hand. Everything here is indexed by *player*; ``order`` maps
seat winds (play order, 0 = dealer) to players.

Procedure decisions not spelled out in MCR.md (see also ``docs/rules-variation.md``):

* Competing claims are collected from every asked player before anything is
  resolved, so the order of arrival never matters.
* Wins on one discard: the first declarer in play order after the discarder
  whose win is legal takes it; in the competition ruleset, false declarations
  examined before it are penalised.
* An added kong (加杠) can only be made with the tile just drawn.
* The discard made after the wall's last tile can only be won on
  (``Ruleset.last_discard_claimable``).
* A win on a flower's replacement is self-drawn, never 杠上开花, even when the
  flower was itself a kong replacement.
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
    FalseWin,
    FlowerReplaced,
    Konged,
    WallExhausted,
    Won,
)
from mahjong_tui.engine.melds import Meld, MeldKind, offset_of
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.engine.tiles import NUM_KINDS, TILES, Tile
from mahjong_tui.engine.views import PendingClaim, Phase
from mahjong_tui.engine.wall import Deal, Wall
from mahjong_tui.rulesets.mcr import scoring as _scoring
from mahjong_tui.rulesets.mcr.readiness import (
    may_be_ready,
    may_be_special,
    may_win_regular,
    residues_of,
)
from mahjong_tui.rulesets.mcr.scoring.types import ScoreResult, Situation, WinFlags

__all__ = ["Hand", "IllegalActionError", "is_among", "may_be_ready"]


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


_NO_WAITS: frozenset[int] = frozenset()
_REPS = tuple(tuple((t,) * c for c in range(5)) for t in TILES)
_KINDS = range(len(TILES))


def _expand(counts: list[int]) -> list[Tile]:
    """The tiles of a count vector, sorted (``compress`` skips the absent kinds)."""
    out: list[Tile] = []
    for i in _compress(_KINDS, counts):
        out += _REPS[i][counts[i]]
    return out


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
        per_seat: duplicate draw mode (see :class:`mahjong_tui.engine.wall.Wall`).
    """

    def __init__(self, ruleset: Ruleset, order: tuple[int, ...], round_wind: int, deal: Deal,
                 *, per_seat: bool = False) -> None:
        self.rules = ruleset
        self.order = order
        self.seat_of = [0, 0, 0, 0]
        for seat, player in enumerate(order):
            self.seat_of[player] = seat
        self.round_wind = round_wind
        self.deal = deal
        self.per_seat = per_seat
        self.wall = Wall(deal)
        self.counts: list[list[int]] = [[0] * len(TILES) for _ in range(4)]
        self.drawn: list[Tile | None] = [None] * 4
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.discards: list[list[Tile]] = [[], [], [], []]
        self.claimed: list[list[bool]] = [[], [], [], []]
        self.flowers: list[list[Tile]] = [[], [], [], []]
        self.phase = Phase.TURN
        self.turn_player = order[0]
        self.turn_kind = DRAW
        self.claim: PendingClaim | None = None
        self.options: dict[int, tuple[Action, ...]] = {}
        self.answers: dict[int, Action] = {}
        self.barred: set[int] = set()
        self.deltas = [0, 0, 0, 0]
        self.over = False
        self.winner: int | None = None
        self.last_discard: tuple[int, Tile] | None = None
        self.concealed_kongs = 0  # declared this hand (views must hide them)
        self.last_tile_drawn = False      # the current turn's tile was the wall's last
        self.discard_after_last = False   # the pending discard was made after it
        self._turn_cache: tuple[Action, ...] | None = None
        self._w13: list[frozenset[int] | None] = [None] * 4
        # Same lifetime as _w13: residues and the special-shape pre-check of the tiles
        # without the drawn one (see _may_win).
        self._res13: list[tuple[int, int, int, int] | None] = [None] * 4
        self._spec13: list[bool | None] = [None] * 4
        self._pub: tuple[Any, Any, Any, Any] | None = None
        self._events: list[Event] = []

    # -- queries ---------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        """Players who must decide now, in play order."""
        if self.over:
            return ()
        if self.phase is Phase.TURN:
            return (self.turn_player,)
        assert self.claim is not None
        base = self.seat_of[self.claim.from_player]
        out = []
        for k in (1, 2, 3):
            p = self.order[(base + k) % 4]
            if p in self.options and p not in self.answers:
                out.append(p)
        return tuple(out)

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
        return _expand(counts)

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
        """The player after ``player`` in play order."""
        return self.order[(self.seat_of[player] + 1) % 4]

    def wall_done(self) -> bool:
        """True when no tile is left to draw."""
        return self.wall.remaining == 0

    # -- start -------------------------------------------------------------------
    def start(self) -> list[Event]:
        """Deal, replace flowers (E, S, W, N, chains included), and give the dealer
        the turn. Returns the events."""
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
        if self.per_seat:
            self.wall.split()
        self.phase = Phase.TURN
        self.turn_player = self.order[0]
        self.turn_kind = DRAW
        self.drawn[self.order[0]] = last_for_dealer
        return ev

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
                if self.phase is Phase.CLAIM:
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
        if (p not in self.barred and kind not in (CHOW_TURN, PUNG_TURN) and drawn is not None
                and (self.rules.competition or self._legal_win(self._self_drawn_result(p)))):
            acts.append(WIN)
        if kind != CHOW_TURN and self.wall.can_draw(self.seat_of[p]):
            if 4 in counts:
                acts.extend(CONCEALED_KONGS[i] for i in range(NUM_KINDS) if counts[i] == 4)
            if drawn is not None and kind != PUNG_TURN and self.melds[p]:
                for m in self.melds[p]:
                    if m.kind is MeldKind.PUNG and m.tiles[0] == drawn:
                        acts.append(ADD_KONGS[drawn.index])
        acts.extend(_compress(DISCARDS, counts))
        return tuple(acts)

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
            self.last_discard = (p, t)
            self.discard_after_last = self.wall_done()
            self._events.append(Discarded(p, t))
            self._open_claims(p, t)
        elif isinstance(action, Win):
            result = self._self_drawn_result(p)
            drawn = self.drawn[p]
            assert drawn is not None
            if self._legal_win(result):
                assert result is not None
                self._win(p, None, drawn, result, self._self_drawn_flags(p, drawn))
            else:
                self._false_win(p, drawn, self._hand_without(p, drawn))
        elif isinstance(action, ConcealedKong):
            i = action.tile.index
            self._changed(p)
            counts[i] -= 4
            self.drawn[p] = None
            meld = Meld.kong(action.tile, concealed=True)
            self.concealed_kongs += 1
            self.melds[p].append(meld)
            self._events.append(Konged(p, meld, True))
            self._draw(p, from_tail=True, kind=KONG)
        elif isinstance(action, AddKong):
            t = action.tile
            options: dict[int, tuple[Action, ...]] = {}
            if self.rules.robbing_kong:
                for k in (1, 2, 3):
                    q = self.order[(self.seat_of[p] + k) % 4]
                    if q in self.barred:
                        continue
                    if self.rules.competition or self._legal_win(
                            self._claim_result(q, t, p, robbing=True)):
                        options[q] = (WIN, PASS)
            if options:
                self.phase = Phase.ROB_KONG
                self.claim = PendingClaim(t, p, robbing=True)
                self.options = options
                self.answers = {}
            else:
                self._complete_add_kong(p, t)

    def _complete_add_kong(self, p: int, t: Tile) -> None:
        self._changed(p)
        self.counts[p][t.index] -= 1
        self.drawn[p] = None
        melds = self.melds[p]
        for k, m in enumerate(melds):
            if m.kind is MeldKind.PUNG and m.tiles[0] == t:
                melds[k] = Meld.kong(t, m.offset, added=True)
                self._events.append(Konged(p, melds[k], False))
                break
        self._draw(p, from_tail=True, kind=KONG)

    def _draw(self, p: int, *, from_tail: bool, kind: str) -> None:
        """Draw for ``p`` (replacing flowers from the tail) and give ``p`` the turn."""
        seat = self.seat_of[p]
        if not self.wall.can_draw(seat):
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
        self.turn_player = p
        self.turn_kind = kind
        self.phase = Phase.TURN
        self.claim = None
        self.last_tile_drawn = self.wall_done()

    # -- claims ------------------------------------------------------------------
    def _open_claims(self, d: int, t: Tile) -> None:
        options: dict[int, tuple[Action, ...]] = {}
        rules = self.rules
        ti = t.index
        base = self.seat_of[d]
        sets_allowed = rules.last_discard_claimable or not self._no_more_draws_after(d)
        for k in (1, 2, 3):
            seat = (base + k) % 4
            p = self.order[seat]
            acts: list[Action] = []
            if p not in self.barred and (rules.competition or (
                    self._may_win(p, ti) and ti in self._waits(p)
                    and self._legal_win(self._claim_result(p, t, d)))):
                acts.append(WIN)
            if sets_allowed:
                c = self.counts[p][ti]
                if c == 3 and self.wall.can_draw(seat):
                    acts.append(KONGS[ti])
                if c >= 2:
                    acts.append(PUNGS[ti])
                if k == 1 and rules.chow_allowed and ti < 27:
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
            return not self.wall.can_draw(self.seat_of[self.next_player(d)])
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
        base = self.seat_of[self.claim.from_player]
        return [self.order[(base + k) % 4] for k in (1, 2, 3)
                if self.order[(base + k) % 4] in self.answers]

    def _resolve_wins(self) -> bool:
        """Settle declared wins on the pending tile; True if the hand was won."""
        claim = self.claim
        assert claim is not None
        for p in self._claimers_in_order():
            if not isinstance(self.answers[p], Win):
                continue
            result = self._claim_result(p, claim.tile, claim.from_player, robbing=claim.robbing)
            if self._legal_win(result):
                assert result is not None
                flags = self._claim_flags(p, claim.tile, robbing=claim.robbing)
                if claim.robbing:
                    self._changed(claim.from_player)
                    self.counts[claim.from_player][claim.tile.index] -= 1
                    self.drawn[claim.from_player] = None
                else:
                    self.claimed[claim.from_player][-1] = True
                self._win(p, claim.from_player, claim.tile, result, flags)
                return True
            self._false_win(p, claim.tile, self.tiles_of(p))
        return False

    def _resolve_claim(self) -> None:
        claim = self.claim
        assert claim is not None
        if self._resolve_wins():
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
        self._events.append(Claimed(p, a, d, meld))
        if kind == KONG:
            self._draw(p, from_tail=True, kind=KONG)
        else:
            self.phase = Phase.TURN
            self.turn_player = p
            self.turn_kind = kind
            self.drawn[p] = None
            self.last_tile_drawn = False

    def _resolve_rob(self) -> None:
        claim = self.claim
        assert claim is not None
        if self._resolve_wins():
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
    def _hand_without(self, p: int, tile: Tile) -> list[Tile]:
        return self.tiles_of(p, tile)

    def _visible(self, t: Tile) -> int:
        """Copies of ``t`` face up on the table: discards not claimed, exposed melds."""
        n = 0
        for p in range(4):
            for tile, taken in zip(self.discards[p], self.claimed[p], strict=True):
                if tile == t and not taken:
                    n += 1
            for m in self.melds[p]:
                if not m.concealed:
                    n += m.tiles.count(t)
        return n

    def _self_drawn_flags(self, p: int, tile: Tile) -> WinFlags:
        return WinFlags(
            self_drawn=True,
            last_copy=self._visible(tile) == 3,
            kong_replacement=self.turn_kind == KONG,
            last_wall_tile=self.last_tile_drawn,
        )

    def _claim_flags(self, p: int, tile: Tile, *, robbing: bool = False) -> WinFlags:
        visible = self._visible(tile)
        if not robbing:
            visible -= 1  # the discard itself is the winning tile, not one of the three
        return WinFlags(
            self_drawn=False,
            last_copy=visible == 3,
            robbing_kong=robbing,
            last_wall_tile=(not robbing) and self.discard_after_last,
        )

    def _waits(self, p: int, minus: Tile | None = None) -> frozenset[int]:
        """Indices of the tiles that would complete ``p``'s concealed tiles (less ``minus``, the
        tile just drawn) into a winning shape. Cached per player until the tiles
        without the drawn one change (see :meth:`_changed`)."""
        if minus is self.drawn[p]:
            cached = self._w13[p]
            if cached is not None:
                return cached
        counts = self.counts[p]
        if minus is not None:
            counts = counts.copy()
            counts[minus.index] -= 1
        n_melds = len(self.melds[p])
        if may_be_ready(counts, n_melds):
            tiles = _expand(counts)
            waits = frozenset(t.index for t in _scoring.winning_tiles(tiles, self.melds[p]))
        else:
            waits = _NO_WAITS
        if minus is self.drawn[p]:
            self._w13[p] = waits
        return waits

    def _changed(self, p: int) -> None:
        """``p``'s tiles other than the drawn one changed: forget the cached waits."""
        self._w13[p] = None
        self._res13[p] = None
        self._spec13[p] = None

    def _less(self, p: int, minus: Tile | None) -> list[int]:
        counts = self.counts[p]
        if minus is None:
            return counts
        counts = counts.copy()
        counts[minus.index] -= 1
        return counts

    def _may_win(self, p: int, index: int, minus: Tile | None = None) -> bool:
        """A cheap necessary condition for tile ``index`` to complete ``p``'s tiles (less
        ``minus``): checked before the waits are searched, so most discards and draws
        are rejected with a few sums (see :mod:`mahjong_tui.rulesets.mcr.readiness`). Cached like
        :meth:`_waits`."""
        n_melds = len(self.melds[p])
        if minus is not self.drawn[p]:
            counts = self._less(p, minus)
            return (may_win_regular(residues_of(counts), index)
                    or may_be_special(counts, n_melds))
        residues = self._res13[p]
        if residues is None:
            residues = self._res13[p] = residues_of(self._less(p, minus))
        if may_win_regular(residues, index):
            return True
        special = self._spec13[p]
        if special is None:
            special = self._spec13[p] = may_be_special(self._less(p, minus), n_melds)
        return special

    def _score(self, p: int, concealed: list[Tile], win_tile: Tile,
               flags: WinFlags) -> ScoreResult:
        situation = Situation(
            concealed=tuple(concealed), melds=tuple(self.melds[p]), win_tile=win_tile,
            flags=flags, seat_wind=self.seat_of[p], prevalent_wind=self.round_wind,
            flowers=len(self.flowers[p]))
        return _scoring.score_hand(situation, minimum=self.rules.min_fan)

    def _self_drawn_result(self, p: int) -> ScoreResult | None:
        drawn = self.drawn[p]
        if (drawn is None or not self._may_win(p, drawn.index, drawn)
                or drawn.index not in self._waits(p, drawn)):
            return None
        return self._score(p, self._hand_without(p, drawn), drawn,
                           self._self_drawn_flags(p, drawn))

    def _claim_result(self, p: int, t: Tile, d: int, *, robbing: bool = False
                      ) -> ScoreResult | None:
        if (self.counts[p][t.index] >= 4 or not self._may_win(p, t.index)
                or t.index not in self._waits(p)):
            return None
        return self._score(p, self.tiles_of(p), t, self._claim_flags(p, t, robbing=robbing))

    def _legal_win(self, result: ScoreResult | None) -> bool:
        return (result is not None and result.is_win
                and result.total_without_flowers >= self.rules.min_fan)

    def _win(self, p: int, d: int | None, tile: Tile, result: ScoreResult,
             flags: WinFlags) -> None:
        fan = result.total
        base = self.rules.base_payment
        pay = [0, 0, 0, 0]
        for q in range(4):
            if q == p:
                continue
            amount = base + fan if (d is None or q == d) else base
            pay[q] -= amount
            pay[p] += amount
        for q in range(4):
            self.deltas[q] += pay[q]
        hands = []
        for q in range(4):
            tiles = self.tiles_of(q)
            if q == p and d is None:
                tiles.remove(tile)
            hands.append(tuple(tiles))
        self._events.append(Won(p, d, tile, result, flags, tuple(pay), tuple(hands),
                                tuple(tuple(m) for m in self.melds)))
        if d is not None:  # the claimed or robbed tile joins the winner's hand
            self.counts[p][tile.index] += 1
        self.over = True
        self.winner = p
        self.phase = Phase.OVER
        self.claim = None

    def _false_win(self, p: int, tile: Tile, hand13: list[Tile]) -> None:
        not_ready = not _scoring.winning_tiles(tuple(hand13), tuple(self.melds[p]))
        penalty = self.rules.not_ready_penalty if not_ready else self.rules.false_win_penalty
        pay = [penalty] * 4
        pay[p] = -3 * penalty
        for q in range(4):
            self.deltas[q] += pay[q]
        self.barred.add(p)
        self._events.append(FalseWin(p, tile, not_ready, penalty, tuple(pay)))

    def _exhausted(self) -> None:
        self._events.append(WallExhausted())
        self.over = True
        self.winner = None
        self.phase = Phase.OVER
        self.claim = None

