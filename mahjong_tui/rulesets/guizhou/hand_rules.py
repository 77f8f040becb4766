"""Guizhou's rules for one hand: wins through the Guizhou scorer, 豆 (kong money)
settled when the hand ends, 热炮 and 抢杠.

Choice (documented in ``docs/rulesets/guizhou.md``): 豆 are settled at the end of
the hand, as the source says (在结算时), not paid at once: a 热炮 voids the 豆
before any money moved. A hand ends at its first win; the payments of the win are
in its ``Won`` event, the 热炮 penalty and every 豆 follow as ``Payment`` events.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import compress
from typing import TYPE_CHECKING, Any

from mahjong_tui.engine.actions import Discard
from mahjong_tui.engine.events import Event, FalseWin, Payment
from mahjong_tui.engine.hand import DISCARDS, KONG
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.rules import NO_WIN, HandRulesDefaults, SetupStep, WinCheck
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.rulesets.guizhou.scoring import (
    DOU_KINDS,
    DouKind,
    GuizhouScore,
    GuizhouSituation,
    is_complete,
    score_guizhou,
)

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand
    from mahjong_tui.rulesets.guizhou.ruleset import GuizhouRuleset

__all__ = ["Dou", "GuizhouHandRules"]


@dataclass(frozen=True, slots=True)
class Dou:
    """One 豆 (a kong) waiting for the settlement.

    Attributes:
        player: the konger.
        kind: 闷豆, 转弯豆 or 点豆.
        feeder: who discarded the tile of a 点豆, else ``None``.
    """

    player: int
    kind: DouKind
    feeder: int | None

    def amounts(self) -> tuple[int, ...]:
        """What the 豆 moves, per player."""
        amounts = [0, 0, 0, 0]
        payers = [self.feeder] if self.feeder is not None else \
            [q for q in range(4) if q != self.player]
        for q in payers:
            amounts[q] -= self.kind.each
            amounts[self.player] += self.kind.each
        return tuple(amounts)


class GuizhouHandRules(HandRulesDefaults):
    """Guizhou's rules for one hand.

    Args:
        ruleset: the options.
        hand: the hand they apply to.
    """

    setup_steps: tuple[SetupStep, ...] = ()

    def __init__(self, ruleset: GuizhouRuleset, hand: Hand) -> None:
        self.ruleset = ruleset
        self.hand = hand
        self.dous: list[Dou] = []
        self._last_dou: Dou | None = None  # the konger's 豆 before his discard
        self._hot: Dou | None = None       # the pending discard followed it

    # -- offers ------------------------------------------------------------------
    def _check(self, player: int, tile: Tile, *, self_drawn: bool, robbing: bool = False,
               from_player: int | None = None) -> WinCheck:
        h = self.hand
        concealed = h.tiles_of(player)
        if not self_drawn:
            concealed.append(tile)
            concealed.sort()
        hot = (self.ruleset.hot_shot and not self_drawn and not robbing
               and self._hot is not None and self._hot.player == from_player)
        situation = GuizhouSituation(
            concealed=tuple(concealed), melds=tuple(h.melds[player]), win_tile=tile,
            self_drawn=self_drawn, after_kong=self_drawn and h.turn_kind == KONG,
            robbing_kong=robbing, hot_shot=hot)
        score = score_guizhou(situation, clean_seven_pairs=self.ruleset.clean_seven_pairs,
                              plain_discard_needs_dou=self.ruleset.plain_discard_needs_dou)
        return WinCheck(True, score, situation) if score.is_win else NO_WIN

    def self_drawn_win(self, player: int) -> WinCheck:
        """A complete hand with the drawn tile."""
        h = self.hand
        drawn = h.drawn[player]
        if drawn is None or not is_complete(h.counts[player][:27], len(h.melds[player])):
            return NO_WIN
        return self._check(player, drawn, self_drawn=True)

    def discard_win(self, player: int, tile: Tile, from_player: int, *,
                    robbing: bool) -> WinCheck:
        """A complete hand with the tile; a 平胡 needs a 豆 unless 热炮 or 抢杠."""
        counts = self.hand.counts[player][:27]
        if counts[tile.index] >= 4:
            return NO_WIN
        counts[tile.index] += 1
        if not is_complete(counts, len(self.hand.melds[player])):
            return NO_WIN
        return self._check(player, tile, self_drawn=False, robbing=robbing,
                           from_player=from_player)

    def must_win(self, player: int) -> bool:
        """A win may always be passed."""
        return False

    def win_fan(self, result: Any) -> int:
        """The value per payer."""
        assert isinstance(result, GuizhouScore)
        return result.value

    def discard_choices(self, player: int, held: Sequence[int]) -> Iterable[Discard]:
        """Any held tile."""
        return compress(DISCARDS[:27], held[:27])

    def may_meld(self, player: int, tile: Tile) -> bool:
        """Every tile may be punged or konged."""
        return True

    # -- money -------------------------------------------------------------------
    def on_win(self, player: int, from_player: int | None, tile: Tile, check: WinCheck, *,
               robbing: bool) -> tuple[tuple[int, ...], list[Event]]:
        """Self-draw: each other player pays the value; a discard: the discarder; a
        robbed kong: the robbed player all three shares. Then 热炮 and the 豆."""
        score = check.result
        situation = check.flags
        assert isinstance(score, GuizhouScore) and isinstance(situation, GuizhouSituation)
        pay = [0, 0, 0, 0]
        payers = [q for q in range(4) if q != player] if from_player is None \
            else [from_player] * score.payers
        for q in payers:
            pay[q] -= score.value
            pay[player] += score.value
        extra: list[Event] = []
        hot = self._hot
        if situation.hot_shot and hot is not None and from_player is not None:
            self.dous.remove(hot)
            amounts = [0, 0, 0, 0]
            amounts[from_player] -= hot.kind.full_value
            amounts[player] += hot.kind.full_value
            extra.append(Payment("hot shot", from_player, tuple(amounts),
                                 f"{hot.kind.zh} {hot.kind.full_value}"))
        extra.extend(self._settle(player))
        return tuple(pay), extra

    def _settle(self, winner: int | None) -> list[Event]:
        """Every 豆 still standing pays (with ``dou_without_win`` off, the winner's only)."""
        out: list[Event] = []
        for dou in self.dous:
            if self.ruleset.dou_without_win or dou.player == winner:
                out.append(Payment("dou", dou.player, dou.amounts(), dou.kind.zh))
        self.dous = []
        return out

    def on_false_win(self, player: int, tile: Tile) -> Event:
        """Never reached: only legal wins are offered."""
        return FalseWin(player, tile, True, 0, (0, 0, 0, 0))

    def on_kong(self, player: int, meld: Meld, from_player: int | None, *,
                with_drawn: bool) -> list[Event]:
        """Note the 豆; it is paid when the hand ends."""
        kind = "concealed" if meld.concealed else "added" if meld.added else "exposed"
        dou = Dou(player, DOU_KINDS[kind], from_player if kind == "exposed" else None)
        self.dous.append(dou)
        self._last_dou = dou
        return []

    def on_discard(self, player: int, tile: Tile) -> list[Event]:
        """The 热炮 window is the konger's discard right after his 豆."""
        last = self._last_dou
        self._hot = last if last is not None and last.player == player else None
        self._last_dou = None
        return []

    def hand_over_after_win(self) -> bool:
        """One win ends the hand."""
        return True

    def on_exhausted(self) -> list[Event]:
        """A drawn hand: only 豆 money moves."""
        return self._settle(None) if self.ruleset.dou_without_win else []

    def tiles_changed(self, player: int) -> None:
        """Nothing is cached."""

    def public_notes(self) -> tuple[tuple[str, Any], ...]:
        """The 豆 standing, as ``(player, kind)`` pairs (``concealed``, ``added``,
        ``exposed``); a 闷豆's tile stays hidden."""
        return (("dou", tuple((d.player, d.kind.id) for d in self.dous)),)
