"""Sichuan's rules for one hand: wins through the Sichuan scorer, the void suit,
kong money (刮风下雨) and its transfer or refund, and the drawn-hand settlement.

All money is in base units and goes through the ledger: a win's payments in its
``Won`` event, everything else in ``Payment`` events.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import compress
from typing import TYPE_CHECKING, Any

from mahjong_tui.engine.actions import Discard
from mahjong_tui.engine.events import Event, FalseWin, Payment
from mahjong_tui.engine.hand import DISCARDS, KONG
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.rules import NO_WIN, HandRulesDefaults, SetupStep, WinCheck
from mahjong_tui.engine.tiles import Suit, Tile
from mahjong_tui.rulesets.sichuan.scoring import (
    SichuanScore,
    SichuanSituation,
    score_sichuan,
    winning_kinds,
)
from mahjong_tui.rulesets.sichuan.settlement import settle_exhausted
from mahjong_tui.rulesets.sichuan.setup import ExchangeStep, VoidStep

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand
    from mahjong_tui.rulesets.sichuan.ruleset import SichuanRuleset

__all__ = ["KongIncome", "SichuanHandRules", "may_be_ready"]

_KINDS = range(27)
_SUIT_OF = (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO)


_NO_WAITS: frozenset[int] = frozenset()
# Four sets and a pair keep each suit's count at 0 mod 3 but the pair's, at 2: one
# tile short of it, the residues are one suit at 1, or two at 2.
_READY_RESIDUES = frozenset({(1, 0, 0), (0, 1, 0), (0, 0, 1), (2, 2, 0), (2, 0, 2),
                             (0, 2, 2)})


def may_be_ready(counts: list[int], melds: Sequence[Meld]) -> bool:
    """A cheap NECESSARY condition for the concealed tiles ``counts`` (13 less three
    per meld) to have a winning tile, checked before the scorer searches the waits
    (``tests/engine/test_sichuan_ready_filter.py`` checks it never rejects a ready
    hand): at most two suits among them and the melds (a winning hand lacks one),
    and the suits' residues of four sets and a pair, or six pairs already for seven
    pairs (no melds)."""
    s0 = sum(counts[0:9])
    s1 = sum(counts[9:18])
    s2 = sum(counts[18:27])
    if s0 and s1 and s2:
        return False
    if melds:
        suits = {m.tiles[0].index // 9 for m in melds}
        suits.update(k for k, n in enumerate((s0, s1, s2)) if n)
        if len(suits) > 2:
            return False
    if (s0 % 3, s1 % 3, s2 % 3) in _READY_RESIDUES:
        return True
    return not melds and sum(c >> 1 for c in counts[:27]) >= 6


class KongIncome:
    """What one kong earned, kept for 呼叫转移 and refunds.

    Attributes:
        player: the konger.
        amounts: the payment, per player (the konger's share positive).
        detail: e.g. ``暗杠 5p``.
    """

    __slots__ = ("amounts", "detail", "player")

    def __init__(self, player: int, amounts: tuple[int, ...], detail: str) -> None:
        self.player = player
        self.amounts = amounts
        self.detail = detail


class SichuanHandRules(HandRulesDefaults):
    """Sichuan's rules for one hand.

    Args:
        ruleset: the options.
        hand: the hand they apply to.
    """

    def __init__(self, ruleset: SichuanRuleset, hand: Hand) -> None:
        self.ruleset = ruleset
        self.scoring = ruleset.scoring
        self.hand = hand
        steps: list[SetupStep] = []
        if ruleset.exchange:
            steps.append(ExchangeStep())
        if ruleset.declare_void:
            steps.append(VoidStep())
        self.setup_steps: tuple[SetupStep, ...] = tuple(steps)
        self.incomes: list[KongIncome] = []
        self._last_kong: KongIncome | None = None    # the konger's kong before his discard
        self._kong_discard: KongIncome | None = None  # the pending discard followed it
        self._w13: list[frozenset[int] | None] = [None] * 4

    # -- helpers -----------------------------------------------------------------
    def _void(self, p: int) -> Suit | None:
        return self.hand.voids[p] if self.ruleset.declare_void else None

    def _holds_void(self, p: int) -> bool:
        void = self._void(p)
        if void is None:
            return False
        k = _SUIT_OF.index(void)
        return any(self.hand.counts[p][9 * k:9 * k + 9])

    def _waits(self, p: int, minus: Tile | None) -> frozenset[int]:
        """The tiles completing ``p``'s concealed tiles less ``minus`` (cached per
        player until those tiles change)."""
        h = self.hand
        cacheable = minus is h.drawn[p]
        if cacheable and self._w13[p] is not None:
            cached = self._w13[p]
            assert cached is not None
            return cached
        counts = h.counts[p]
        if minus is not None:
            counts = counts.copy()
            counts[minus.index] -= 1
        if may_be_ready(counts, h.melds[p]):
            waits = winning_kinds(counts, h.melds[p], self._void(p))
        else:
            waits = _NO_WAITS
        if cacheable:
            self._w13[p] = waits
        return waits

    def _situation(self, p: int, tile: Tile, *, self_drawn: bool,
                   robbing: bool = False, from_player: int | None = None) -> SichuanSituation:
        h = self.hand
        concealed = h.tiles_of(p)
        if not self_drawn:
            concealed.append(tile)
        first_round = h.melds_made == 0 and h.turns_taken[p] == 0
        dealer = h.order[0]
        he = self.scoring.heavenly_earthly
        heavenly = he and self_drawn and p == dealer and first_round
        earthly = he and p != dealer and first_round and (
            self_drawn or (from_player == dealer and h.turns_taken[dealer] == 1
                           and not robbing and sum(h.turns_taken) == 1))
        kong_discard = (not self_drawn and self._kong_discard is not None
                        and self._kong_discard.player == from_player)
        if robbing and from_player is not None and h.turn_kind == KONG:
            kong_discard = True
        return SichuanSituation(
            concealed=tuple(sorted(concealed, key=lambda t: t.index)),
            melds=tuple(h.melds[p]), win_tile=tile, self_drawn=self_drawn,
            void=self._void(p), after_kong=self_drawn and h.turn_kind == KONG,
            kong_discard=kong_discard, robbing_kong=robbing,
            last_tile=(h.last_tile_drawn if self_drawn
                       else (not robbing and h.discard_after_last)),
            heavenly=heavenly, earthly=earthly)

    def _check(self, situation: SichuanSituation, p: int, *, discard: bool) -> WinCheck:
        score = score_sichuan(situation, self.scoring)
        if not score.is_win:
            return NO_WIN
        if discard:
            passed = self.hand.passed_fan[p]
            if passed is not None and score.total_fan <= passed:
                return NO_WIN  # 过水不胡
        return WinCheck(True, score, situation)

    # -- offers ------------------------------------------------------------------
    def self_drawn_win(self, player: int) -> WinCheck:
        """A complete hand of at most two suits, none of the void suit."""
        h = self.hand
        drawn = h.drawn[player]
        if drawn is None or self._holds_void(player) or \
                drawn.index not in self._waits(player, drawn):
            return NO_WIN
        return self._check(self._situation(player, drawn, self_drawn=True), player,
                           discard=False)

    def discard_win(self, player: int, tile: Tile, from_player: int, *,
                    robbing: bool) -> WinCheck:
        """As a self-draw; 过水不胡 may bar it."""
        h = self.hand
        if h.counts[player][tile.index] >= 4 or self._holds_void(player) or \
                tile.index not in self._waits(player, None):
            return NO_WIN
        return self._check(self._situation(player, tile, self_drawn=False, robbing=robbing,
                                           from_player=from_player), player, discard=True)

    def must_win(self, player: int) -> bool:
        """后4张必胡."""
        return self.ruleset.must_win_last_four and self.hand.wall.remaining <= 4

    def win_fan(self, result: Any) -> int:
        """The capped fan."""
        assert isinstance(result, SichuanScore)
        return result.total_fan

    def discard_choices(self, player: int, held: Sequence[int]) -> Iterable[Discard]:
        """Void-suit tiles first: while any is held, only they may go."""
        void = self._void(player)
        if void is not None:
            k = _SUIT_OF.index(void)
            forced = [DISCARDS[i] for i in range(9 * k, 9 * k + 9) if held[i]]
            if forced:
                return forced
        return compress(DISCARDS[:27], held[:27])

    def may_meld(self, player: int, tile: Tile) -> bool:
        """Never a pung or kong of the void suit."""
        return tile.suit is not self._void(player)

    # -- money -------------------------------------------------------------------
    def _in(self, exclude: int) -> list[int]:
        h = self.hand
        return [q for q in range(4) if q != exclude and not h.out[q]]

    def on_win(self, player: int, from_player: int | None, tile: Tile, check: WinCheck, *,
               robbing: bool) -> tuple[tuple[int, ...], list[Event]]:
        """The discarder pays the value; on a self-draw each player still in pays."""
        score = check.result
        assert isinstance(score, SichuanScore)
        pay = [0, 0, 0, 0]
        payers = [from_player] if from_player is not None else self._in(player)
        for q in payers:
            pay[q] -= score.payment_each
            pay[player] += score.payment_each
        extra: list[Event] = []
        income = self._kong_discard if from_player is not None else None
        if income is not None and income.player == from_player and not robbing:
            if self.ruleset.kong_transfer:
                gain = income.amounts[from_player]
                if gain > 0:
                    amounts = [0, 0, 0, 0]
                    amounts[from_player] -= gain
                    amounts[player] += gain
                    extra.append(Payment("kong transfer", from_player, tuple(amounts),
                                         income.detail))
                if income in self.incomes:  # handed over: nothing left to refund later
                    self.incomes.remove(income)
            elif self.ruleset.kong_discard_refund and income in self.incomes:
                extra.append(self._refund(income))
        return tuple(pay), extra

    def _refund(self, income: KongIncome) -> Payment:
        self.incomes.remove(income)
        return Payment("kong refund", income.player, tuple(-a for a in income.amounts),
                       income.detail)

    def on_false_win(self, player: int, tile: Tile) -> Event:
        """Never reached: only legal wins are offered."""
        return FalseWin(player, tile, True, 0, (0, 0, 0, 0))

    def on_kong(self, player: int, meld: Meld, from_player: int | None, *,
                with_drawn: bool) -> list[Event]:
        """刮风下雨: 直杠 from the discarder, 面下杠 1 and 暗杠 2 from each player in."""
        rules = self.ruleset
        amounts = [0, 0, 0, 0]
        tile = meld.tiles[0]
        if meld.concealed:
            kind, payers, each = "暗杠", self._in(player), 2
        elif meld.added:
            paid = with_drawn or rules.added_kong_old_tile_pays
            kind, payers, each = "面下杠", self._in(player) if paid else [], 1
        else:
            assert from_player is not None
            kind = "直杠"
            payers = [from_player]
            each = rules.direct_kong
            if rules.direct_kong_everyone:
                for q in self._in(player):
                    if q != from_player:
                        amounts[q] -= 1
                        amounts[player] += 1
        for q in payers:
            amounts[q] -= each
            amounts[player] += each
        income = KongIncome(player, tuple(amounts), f"{kind} {tile.text}")
        self._last_kong = income
        if not any(amounts):
            return []
        self.incomes.append(income)
        return [Payment("kong", player, income.amounts, income.detail)]

    def on_discard(self, player: int, tile: Tile) -> list[Event]:
        """The 杠上炮 window is the konger's discard right after his kong."""
        last = self._last_kong
        self._kong_discard = last if last is not None and last.player == player else None
        self._last_kong = None
        return []

    def hand_over_after_win(self) -> bool:
        """The hand ends when three have won."""
        return len(self.hand.winners) >= 3

    def on_exhausted(self) -> list[Event]:
        """查花猪, 查大叫 and refunds (see :mod:`.settlement`)."""
        return settle_exhausted(self)

    def tiles_changed(self, player: int) -> None:
        """Forget the cached waits of ``player``."""
        self._w13[player] = None

    def win_filter(self, player: int) -> frozenset[int]:
        """The waits of ``player``'s tiles without the drawn one (searched once per
        change of those tiles), so the engine asks :meth:`discard_win` and
        :meth:`self_drawn_win` only about the tiles that complete them."""
        return self._waits(player, self.hand.drawn[player])

    # -- for the settlement ------------------------------------------------------
    def concealed13(self, player: int) -> list[Tile]:
        """A player's concealed tiles (13 less three per meld between turns)."""
        return self.hand.tiles_of(player)

    def void_of(self, player: int) -> Suit | None:
        """The declared void suit, if the preset declares one."""
        return self._void(player)
