"""Jindi's rules for one hand: wins through the Jindi scorer (开门, 三色全, 幺九),
only the nearest of several players who can win on a discard, the last 7 stacks
kept on the table, and the three bills of a win. A draw pays nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import compress
from typing import TYPE_CHECKING, Any

from mahjong_tui.engine.actions import Discard
from mahjong_tui.engine.events import Event, FalseWin
from mahjong_tui.engine.hand import DISCARDS, KONG
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.rules import NO_WIN, HandRulesDefaults, SetupStep, WinCheck
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.rulesets.jindi.scoring import JindiScore, JindiSituation, score_jindi
from mahjong_tui.rulesets.sets_and_pair import counts_of, waits

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand
    from mahjong_tui.rulesets.jindi.ruleset import JindiRuleset

__all__ = ["JindiHandRules"]


class JindiHandRules(HandRulesDefaults):
    """Jindi's rules for one hand.

    Args:
        ruleset: the options.
        hand: the hand they apply to.
    """

    def __init__(self, ruleset: JindiRuleset, hand: Hand) -> None:
        self.ruleset = ruleset
        self.hand = hand
        self.setup_steps: tuple[SetupStep, ...] = ()
        self._waits: list[frozenset[int] | None] = [None] * 4

    def kept_back(self) -> int:
        """The last stacks stay on the table whatever the kongs took from the tail."""
        return 2 * self.ruleset.kept_back_stacks

    def public_notes(self) -> tuple[tuple[str, Any], ...]:
        """The tiles kept back at the tail."""
        return (("kept_back", self.kept_back()),)

    # -- wins --------------------------------------------------------------------
    def _opened(self, p: int) -> bool:
        return any(not m.concealed for m in self.hand.melds[p])

    def _waits_of(self, p: int, minus: Tile | None) -> frozenset[int]:
        h = self.hand
        cacheable = minus is h.drawn[p]
        cached = self._waits[p]
        if cacheable and cached is not None:
            return cached
        found = waits(counts_of([t.index for t in h.tiles_of(p, minus)]))
        if cacheable:
            self._waits[p] = found
        return found

    def _situation(self, p: int, tile: Tile, from_player: int | None, *,
                   robbing: bool = False) -> JindiSituation:
        h = self.hand
        concealed = h.tiles_of(p)
        if from_player is not None:
            concealed.append(tile)
        opened = tuple(self._opened(q) for q in range(4))
        return JindiSituation(
            concealed=tuple(sorted(concealed, key=lambda t: t.index)),
            melds=tuple(h.melds[p]), win_tile=tile, winner=p, dealer=h.order[0],
            discarder=from_player, opened=(opened[0], opened[1], opened[2], opened[3]),
            after_kong=from_player is None and h.turn_kind == KONG, robbing_kong=robbing)

    def _check(self, situation: JindiSituation) -> WinCheck:
        score = score_jindi(situation, all_pungs_fan=self.ruleset.all_pungs_fan)
        return WinCheck(True, score, situation) if score.is_win else NO_WIN

    def _discard_check(self, player: int, tile: Tile, from_player: int, *,
                       robbing: bool = False) -> WinCheck:
        h = self.hand
        if not self._opened(player) or h.counts[player][tile.index] >= 4 or \
                tile.index not in self._waits_of(player, None):
            return NO_WIN
        return self._check(self._situation(player, tile, from_player, robbing=robbing))

    def self_drawn_win(self, player: int) -> WinCheck:
        """A complete, opened hand with the three suits and a terminal or honour."""
        drawn = self.hand.drawn[player]
        if drawn is None or not self._opened(player) or \
                drawn.index not in self._waits_of(player, drawn):
            return NO_WIN
        return self._check(self._situation(player, drawn, None))

    def discard_win(self, player: int, tile: Tile, from_player: int, *,
                    robbing: bool) -> WinCheck:
        """As a self-draw; when several can win on the tile only the nearest in
        turn after the discarder does."""
        check = self._discard_check(player, tile, from_player, robbing=robbing)
        if not check.offer:
            return NO_WIN
        h = self.hand
        for q in h.in_play_order(from_player):
            if q == player:
                break
            if not h.out[q] and self._discard_check(q, tile, from_player).offer:
                return NO_WIN
        return check

    def must_win(self, player: int) -> bool:
        """No win is ever obliged."""
        return False

    def win_fan(self, result: Any) -> int:
        """What the winner receives in all (the 过水 rule is off)."""
        assert isinstance(result, JindiScore)
        return result.received

    def discard_choices(self, player: int, held: Sequence[int]) -> Iterable[Discard]:
        """Any held tile."""
        return compress(DISCARDS[:34], held[:34])

    def may_meld(self, player: int, tile: Tile) -> bool:
        """Any tile may be punged or konged."""
        return True

    # -- money -------------------------------------------------------------------
    def on_win(self, player: int, from_player: int | None, tile: Tile, check: WinCheck, *,
               robbing: bool) -> tuple[tuple[int, ...], list[Event]]:
        """All three players pay their bills."""
        score = check.result
        assert isinstance(score, JindiScore)
        pay = [0, 0, 0, 0]
        for bill in score.bills:
            pay[bill.player] -= bill.total
            pay[player] += bill.total
        return tuple(pay), []

    def on_false_win(self, player: int, tile: Tile) -> Event:
        """Never reached: only legal wins are offered."""
        return FalseWin(player, tile, True, 0, (0, 0, 0, 0))

    def on_kong(self, player: int, meld: Meld, from_player: int | None, *,
                with_drawn: bool) -> list[Event]:
        """No kong money."""
        return []

    def on_discard(self, player: int, tile: Tile) -> list[Event]:
        """No discard payments."""
        return []

    def hand_over_after_win(self) -> bool:
        """One win ends the hand."""
        return True

    def on_exhausted(self) -> list[Event]:
        """荒庄 pays nothing; the dealer stays."""
        return []

    def tiles_changed(self, player: int) -> None:
        """Forget the cached waits of ``player``."""
        self._waits[player] = None
