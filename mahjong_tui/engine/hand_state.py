"""The state of one hand: what is on the table, whose turn it is, and what it asks.

:class:`HandState` holds every field of a hand (indexed by *player*; ``order`` maps
seat winds, 0 = dealer, to players) and answers the read-only questions the state
machine, the views and the rulesets' hand rules ask of it. It changes nothing: the
transitions are in the layers above it (:mod:`mahjong_tui.engine.hand`).
"""

from __future__ import annotations

from itertools import compress as _compress
from typing import Any

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.events import Event
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.rules import HandOutcome, HandRules, Ruleset, SetupStep
from mahjong_tui.engine.tiles import TILES, Suit, Tile
from mahjong_tui.engine.views import PendingClaim, Phase
from mahjong_tui.engine.wall import Deal, Wall

__all__ = ["CHOW_TURN", "DRAW", "EVERY_KIND", "FLOWER", "KONG", "PUNG_TURN", "HandState",
           "expand"]

# How the current turn started: decides which actions exist and the win flags.
DRAW = "draw"          # a live draw (or the dealer's deal)
KONG = "kong"          # a kong's replacement draw
FLOWER = "flower"      # a flower's replacement draw
CHOW_TURN = "chow"     # after claiming a chow: discard only
PUNG_TURN = "pung"     # after claiming a pung: discard or concealed kong

EVERY_KIND = frozenset(range(len(TILES)))
"""Every tile kind: the win filter of rules that have none."""

_REPS = tuple(tuple((t,) * c for c in range(5)) for t in TILES)
_KINDS = range(len(TILES))


def expand(counts: list[int]) -> list[Tile]:
    """The tiles of a count vector, sorted (``compress`` skips the absent kinds)."""
    out: list[Tile] = []
    for i in _compress(_KINDS, counts):
        out += _REPS[i][counts[i]]
    return out


class HandState:
    """The fields of one hand and the questions asked of them (no transitions).

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

    rules: HandRules
    """The ruleset's rules for this hand (made by the subclass once the state exists)."""

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
        # Playouts skip the events of plain draws, discards and claims (nobody reads them).
        self.quiet = False
        # Per player, the rules' win filter until his tiles change (see win_kinds).
        self._win_kinds: list[frozenset[int] | None] = [None, None, None, None]
        # Per player, whether his tiles other than the drawn one hold four of a kind,
        # kept as long as the filter above (``None``: not known; the playout loop).
        self._fours: list[bool | None] = [None, None, None, None]

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
        out = self.out
        for q in self._after[player]:
            if not out[q]:
                return q
        return player

    def live_left(self) -> int:
        """Tiles left for live draws (the wall less what the ruleset keeps back)."""
        return self.wall.remaining - self.rules.kept_back()

    def wall_done(self) -> bool:
        """True when no tile is left for a live draw (``live_left() <= 0``)."""
        return self.wall.remaining <= self.rules.kept_back()

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

    def win_kinds(self, p: int) -> frozenset[int]:
        """The tile kinds that may complete ``p``'s tiles without the drawn one: the
        rules' :meth:`~mahjong_tui.engine.rules.HandRules.win_filter` (every kind
        where it has none), kept until those tiles change. The rules' answer may
        narrow meanwhile (a filter becomes the waits once searched), never widen, so
        the kept one is still a superset of the waits."""
        kinds = self._win_kinds[p]
        if kinds is None:
            found = self.rules.win_filter(p)
            kinds = self._win_kinds[p] = EVERY_KIND if found is None else found
        return kinds

    def _changed(self, p: int) -> None:
        """``p``'s tiles other than the drawn one changed: forget the cached waits."""
        self._win_kinds[p] = None
        self._fours[p] = None
        self.rules.tiles_changed(p)

    def _swapped(self, p: int, out_kind: int, in_kind: int) -> None:
        """``p``, on turn, discards a tile of kind ``out_kind`` other than the drawn
        one (of kind ``in_kind``): :meth:`_changed`, telling the rules the swap."""
        self._win_kinds[p] = None
        self._fours[p] = None
        self.rules.tiles_swapped(p, out_kind, in_kind)

