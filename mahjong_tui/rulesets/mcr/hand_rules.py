"""MCR's rules for one hand: the win check through the fan calculator, payments,
false wins in competition.

The win check is on the hot path of every discard and draw, so it keeps, per
player, the waits of the tiles without the drawn one and cheap necessary
conditions (:mod:`mahjong_tui.rulesets.mcr.readiness`) until those tiles change.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import compress, product
from typing import TYPE_CHECKING, Any

from mahjong_tui.engine.actions import Discard
from mahjong_tui.engine.events import Event, FalseWin
from mahjong_tui.engine.hand import DISCARDS, KONG, expand
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.rules import NO_WIN, HandRulesDefaults, SetupStep, WinCheck
from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.engine.views import Phase
from mahjong_tui.rulesets.mcr import scoring as _scoring
from mahjong_tui.rulesets.mcr.readiness import (
    GROUP,
    PLACE,
    group_codes,
    may_be_ready,
    may_be_special,
    may_win_regular,
    readiness_of_codes,
    regular_residues,
    shape_residues,
)
from mahjong_tui.rulesets.mcr.scoring.types import ScoreResult, Situation, WinFlags

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand
    from mahjong_tui.rulesets.mcr.ruleset import McrRuleset

__all__ = ["McrHandRules"]

_NO_WAITS: frozenset[int] = frozenset()
_REGULAR = frozenset((a, b, c, d) for a, b, c, d in product(range(3), repeat=4)
                     if regular_residues((a, b, c, d)))
_ANY_KIND: frozenset[int] = frozenset(range(34))
_KINDS = range(len(TILES))
_NO_STEPS: tuple[SetupStep, ...] = ()
_FALSE_WIN = WinCheck(True)  # competition: offered, and false if declared
# The waits of hands seen before (playouts from one position meet the same hands
# again and again): the calculator's answer, keyed by the concealed counts and the
# meld tiles (the melds count by number for the shape and by their tiles for the
# copies left), forgotten wholesale when full.
_WAITS_SEEN: dict[tuple[tuple[int, ...], tuple[int, ...]], frozenset[int]] = {}
_WAITS_SEEN_MAX = 1 << 16


class McrHandRules(HandRulesDefaults):
    """MCR's rules for one hand.

    Args:
        ruleset: the MCR options.
        hand: the hand they apply to.
    """

    setup_steps = _NO_STEPS

    def __init__(self, ruleset: McrRuleset, hand: Hand) -> None:
        self.ruleset = ruleset
        self.hand = hand
        self._competition = ruleset.competition
        self._w13: list[frozenset[int] | None] = [None] * 4
        # Same lifetime as _w13: residues and the special-shape pre-check of the tiles
        # without the drawn one (see _may_win).
        self._res13: list[tuple[int, int, int, int] | None] = [None] * 4
        self._spec13: list[bool | None] = [None] * 4
        self._filter13: list[frozenset[int] | None] = [None] * 4
        # The group codes (readiness.group_codes) of each player's tiles without the
        # drawn one, four per player, kept through swaps (tiles_swapped) and valid
        # while _coded says so: the pre-checks read them instead of the counts.
        self._codes: list[int] = [0] * 16
        self._coded: list[bool] = [False] * 4

    # -- offers ------------------------------------------------------------------
    def self_drawn_win(self, player: int) -> WinCheck:
        """A legal self-drawn win (any declaration in competition rules)."""
        result = self._self_drawn_result(player)
        legal = self._legal_win(result)
        if not (legal or self.ruleset.competition):
            return NO_WIN
        drawn = self.hand.drawn[player]
        assert drawn is not None
        flags = self._self_drawn_flags(drawn) if legal else None
        return WinCheck(True, result if legal else None, flags)

    def discard_win(self, player: int, tile: Tile, from_player: int, *,
                    robbing: bool) -> WinCheck:
        """A legal win on a discard or a robbed kong (any declaration in competition)."""
        competition = self.ruleset.competition
        if not (self._may_win(player, tile.index) and tile.index in self._waits(player)):
            return _FALSE_WIN if competition else NO_WIN
        result = self._claim_result(player, tile, robbing=robbing)
        legal = self._legal_win(result)
        if not (legal or self.ruleset.competition):
            return NO_WIN
        flags = self._claim_flags(tile, robbing=robbing) if legal else None
        return WinCheck(True, result if legal else None, flags)

    def must_win(self, player: int) -> bool:
        """MCR never obliges a win."""
        return False

    def win_fan(self, result: Any) -> int:
        """The total fan."""
        assert isinstance(result, ScoreResult)
        return result.total

    def discard_choices(self, player: int, held: Sequence[int]) -> Iterable[Discard]:
        """Any held tile."""
        return compress(DISCARDS, held)

    def may_meld(self, player: int, tile: Tile) -> bool:
        """Any tile may be punged or konged."""
        return True

    # -- money -------------------------------------------------------------------
    def on_win(self, player: int, from_player: int | None, tile: Tile, check: WinCheck, *,
               robbing: bool) -> tuple[tuple[int, ...], list[Event]]:
        """Base from everyone, fan from the discarder (from everyone on a self-draw)."""
        result = check.result
        assert isinstance(result, ScoreResult)
        fan = result.total
        base = self.ruleset.base_payment
        pay = [0, 0, 0, 0]
        for q in range(4):
            if q == player:
                continue
            amount = base + fan if (from_player is None or q == from_player) else base
            pay[q] -= amount
            pay[player] += amount
        return tuple(pay), []

    def on_false_win(self, player: int, tile: Tile) -> Event:
        """10 (20 when not even ready) to each other player; barred for the hand."""
        h = self.hand
        hand13 = h.tiles_of(player, tile) if h.phase is Phase.TURN else h.tiles_of(player)
        not_ready = not _scoring.winning_tiles(tuple(hand13), tuple(h.melds[player]))
        rules = self.ruleset
        penalty = rules.not_ready_penalty if not_ready else rules.false_win_penalty
        pay = [penalty] * 4
        pay[player] = -3 * penalty
        return FalseWin(player, tile, not_ready, penalty, tuple(pay))

    def on_kong(self, player: int, meld: Meld, from_player: int | None, *,
                with_drawn: bool) -> list[Event]:
        """Kongs are paid only through their fan."""
        return []

    def hand_over_after_win(self) -> bool:
        """A win ends an MCR hand."""
        return True

    def on_exhausted(self) -> list[Event]:
        """A drawn hand pays nothing."""
        return []

    def tiles_changed(self, player: int) -> None:
        """Forget the cached waits of ``player``."""
        self._w13[player] = None
        self._res13[player] = None
        self._spec13[player] = None
        self._filter13[player] = None
        self._coded[player] = False

    def tiles_swapped(self, player: int, out_kind: int, in_kind: int) -> None:
        """Forget the cached waits of ``player``; his group codes follow the swap."""
        self._w13[player] = None
        self._res13[player] = None
        self._spec13[player] = None
        self._filter13[player] = None
        if self._coded[player]:
            codes = self._codes
            base = player << 2
            codes[base + GROUP[out_kind]] -= PLACE[out_kind]
            codes[base + GROUP[in_kind]] += PLACE[in_kind]

    def win_filter(self, player: int) -> frozenset[int]:
        """The tile kinds that may complete ``player``'s tiles without the drawn one,
        so the engine skips the win check of every other tile: none when the cheap
        conditions of :meth:`_may_win` rule every tile out, else the waits themselves
        (searched once per change of those tiles). Every kind in competition, where
        any declaration is offered."""
        f = self._filter13[player]
        if f is not None:
            return f
        if self._competition:
            f = _ANY_KIND
        else:
            waits = self._w13[player]
            if waits is not None:
                return waits
            h = self.hand
            drawn = h.drawn[player]
            n_melds = len(h.melds[player])
            if self._res13[player] is None:
                # The first look since the tiles changed.
                if not self._first_look(player, drawn, n_melds):
                    self._filter13[player] = _NO_WAITS
                    return _NO_WAITS
                return self._waits(player, drawn)
            counts = h.counts[player] if drawn is None else self._less(player, drawn)
            if self._may_be_ready13(player, counts, n_melds):
                return self._waits(player, drawn)
            f = _NO_WAITS
        self._filter13[player] = f
        return f

    # -- the win check -------------------------------------------------------------
    def _self_drawn_flags(self, tile: Tile) -> WinFlags:
        h = self.hand
        return WinFlags(
            self_drawn=True,
            last_copy=h.visible(tile) == 3,
            kong_replacement=h.turn_kind == KONG,
            last_wall_tile=h.last_tile_drawn,
        )

    def _claim_flags(self, tile: Tile, *, robbing: bool) -> WinFlags:
        h = self.hand
        visible = h.visible(tile)
        if not robbing:
            visible -= 1  # the discard itself is the winning tile, not one of the three
        return WinFlags(
            self_drawn=False,
            last_copy=visible == 3,
            robbing_kong=robbing,
            last_wall_tile=(not robbing) and h.discard_after_last,
        )

    def _waits(self, p: int, minus: Tile | None = None) -> frozenset[int]:
        """Indices of the tiles that would complete ``p``'s concealed tiles (less
        ``minus``, the tile just drawn) into a winning shape. Cached per player until
        the tiles without the drawn one change (see :meth:`tiles_changed`)."""
        h = self.hand
        counts = h.counts[p]
        if minus is not None:
            counts = counts.copy()
            counts[minus.index] -= 1
        melds = h.melds[p]
        n_melds = len(melds)
        if minus is h.drawn[p]:
            cached = self._w13[p]
            if cached is not None:
                return cached
            ready = self._may_be_ready13(p, counts, n_melds)
        else:
            ready = may_be_ready(counts, n_melds)
        if ready:
            key = (tuple(counts), tuple(t.index for m in melds for t in m.tiles))
            found = _WAITS_SEEN.get(key)
            if found is None:
                tiles = expand(counts)
                found = frozenset(t.index for t in _scoring.winning_tiles(tiles, melds))
                if len(_WAITS_SEEN) >= _WAITS_SEEN_MAX:
                    _WAITS_SEEN.clear()
                _WAITS_SEEN[key] = found
            waits = found
        else:
            waits = _NO_WAITS
        if minus is h.drawn[p]:
            self._w13[p] = waits
        return waits

    def _may_be_ready13(self, p: int, counts: list[int], n_melds: int) -> bool:
        """:func:`may_be_ready` of ``p``'s tiles without the drawn one (``counts``),
        from the residues and the special-shape pre-check cached with the waits."""
        residues = self._res13[p]
        if residues is None:
            return self._first_look(p, self.hand.drawn[p], n_melds)
        if residues in _REGULAR:
            return True
        kept = self._spec13[p]
        if kept is not None:
            return kept
        special = self._spec13[p] = n_melds <= 1 and may_be_special(counts, n_melds)
        return special

    def _first_look(self, p: int, drawn: Tile | None, n_melds: int) -> bool:
        """:meth:`_may_be_ready13` the first time after ``p``'s tiles changed: the
        residues and the special-shape pre-check from his group codes, cached."""
        if not self._coded[p]:
            self._code(p, drawn)
        codes = self._codes
        base = p << 2
        residues, special = readiness_of_codes(
            codes[base], codes[base + 1], codes[base + 2], codes[base + 3], n_melds)
        self._res13[p] = residues
        if special:
            self._spec13[p] = True
            return True
        if residues in _REGULAR:
            return True
        # readiness() looks at the special shapes when the residues are not
        # regular: its answer is the pre-check's.
        self._spec13[p] = False
        return False

    def _code(self, p: int, drawn: Tile | None) -> None:
        """Work out ``p``'s group codes afresh, the drawn tile left out."""
        codes = group_codes(self.hand.counts[p])
        if drawn is not None:
            codes[GROUP[drawn.index]] -= PLACE[drawn.index]
        base = p << 2
        self._codes[base:base + 4] = codes
        self._coded[p] = True

    def _less(self, p: int, minus: Tile | None) -> list[int]:
        counts = self.hand.counts[p]
        if minus is None:
            return counts
        counts = counts.copy()
        counts[minus.index] -= 1
        return counts

    def _may_win(self, p: int, index: int, minus: Tile | None = None) -> bool:
        """A cheap necessary condition for tile ``index`` to complete ``p``'s tiles (less
        ``minus``): checked before the waits are searched, so most discards and draws
        are rejected with a few sums (see :mod:`mahjong_tui.rulesets.mcr.readiness`).
        Cached like :meth:`_waits`."""
        h = self.hand
        n_melds = len(h.melds[p])
        if minus is not h.drawn[p]:
            counts = self._less(p, minus)
            return (may_win_regular(shape_residues(counts), index)
                    or may_be_special(counts, n_melds))
        residues = self._res13[p]
        if residues is None:
            residues = self._res13[p] = shape_residues(self._less(p, minus))
        if may_win_regular(residues, index):
            return True
        special = self._spec13[p]
        if special is None:
            special = self._spec13[p] = may_be_special(self._less(p, minus), n_melds)
        return special

    def _score(self, p: int, concealed: list[Tile], win_tile: Tile,
               flags: WinFlags) -> ScoreResult:
        h = self.hand
        situation = Situation(
            concealed=tuple(concealed), melds=tuple(h.melds[p]), win_tile=win_tile,
            flags=flags, seat_wind=h.seat_of[p], prevalent_wind=h.round_wind,
            flowers=len(h.flowers[p]))
        return _scoring.score_hand(situation, minimum=self.ruleset.min_fan)

    def _self_drawn_result(self, p: int) -> ScoreResult | None:
        h = self.hand
        drawn = h.drawn[p]
        if (drawn is None or not self._may_win(p, drawn.index, drawn)
                or drawn.index not in self._waits(p, drawn)):
            return None
        return self._score(p, h.tiles_of(p, drawn), drawn, self._self_drawn_flags(drawn))

    def _claim_result(self, p: int, t: Tile, *, robbing: bool = False) -> ScoreResult | None:
        h = self.hand
        if (h.counts[p][t.index] >= 4 or not self._may_win(p, t.index)
                or t.index not in self._waits(p)):
            return None
        return self._score(p, h.tiles_of(p), t, self._claim_flags(t, robbing=robbing))

    def _legal_win(self, result: ScoreResult | None) -> bool:
        return (result is not None and result.is_win
                and result.total_without_flowers >= self.ruleset.min_fan)
