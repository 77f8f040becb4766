"""Beijing's rules for one hand: the reserve at the tail, wins through the Beijing
scorer (self-draw only after a chow or pung), 三家杠荒牌, 跟庄, kong money at the
win, and the floor of 上楼 carried into the next hand.

All money goes through the ledger: a win's payments in its ``Won`` event, kong
money and 跟庄 in ``Payment`` events (see :mod:`.settlement`).
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
from mahjong_tui.rulesets.beijing.ruleset import reserve_tiles
from mahjong_tui.rulesets.beijing.scoring import (
    BeijingScore,
    BeijingSituation,
    score_beijing,
)
from mahjong_tui.rulesets.beijing.settlement import (
    FollowDealer,
    kong_money,
    win_payments,
)
from mahjong_tui.rulesets.sets_and_pair import counts_of, waits

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand
    from mahjong_tui.rulesets.beijing.ruleset import BeijingRuleset

__all__ = ["BeijingHandRules", "floor_of"]


def floor_of(hand: Hand) -> int:
    """The floor of 上楼 this hand is played on (from the previous hand)."""
    previous = hand.previous
    carry = None if previous is None else previous.carry
    return carry if isinstance(carry, int) and not isinstance(carry, bool) else 0


class BeijingHandRules(HandRulesDefaults):
    """Beijing's rules for one hand.

    Args:
        ruleset: the options.
        hand: the hand they apply to.
    """

    def __init__(self, ruleset: BeijingRuleset, hand: Hand) -> None:
        self.ruleset = ruleset
        self.scoring = ruleset.scoring
        self.hand = hand
        self.setup_steps: tuple[SetupStep, ...] = ()
        self.floor = min(floor_of(hand), ruleset.max_floor)
        self.kongs: list[tuple[int, Meld, int | None]] = []   # konger, meld, discarder
        self.follow = FollowDealer(hand)
        self._waits: list[frozenset[int] | None] = [None] * 4

    # -- the wall ----------------------------------------------------------------
    def kept_back(self) -> int:
        """The reserve: 7 stacks, one more per kong from the second on, less the
        replacements taken."""
        return reserve_tiles(self.ruleset.reserve_stacks, len(self.kongs))

    def abandon_reason(self) -> str | None:
        """三家杠荒牌: three different players have konged."""
        if self.ruleset.three_kongers_draw and len({p for p, _, _ in self.kongs}) >= 3:
            return "三家杠荒牌: three players have konged"
        return None

    def public_notes(self) -> tuple[tuple[str, Any], ...]:
        """The floor of 上楼 and the tiles kept back at the tail."""
        return (("floor", self.floor), ("kept_back", self.kept_back()))

    def carry_over(self) -> int:
        """The next hand's floor: one up after a dealer repeat or a draw (at most
        ``max_floor``), the ground after a non-dealer's win."""
        h = self.hand
        if h.winners and h.winners[0] != h.order[0]:
            return 0
        return min(self.ruleset.max_floor, self.floor + 1)

    # -- wins --------------------------------------------------------------------
    def _waits_of(self, p: int, minus: Tile | None) -> frozenset[int]:
        """The kinds completing ``p``'s concealed tiles less ``minus`` (cached while
        those tiles stay as they are)."""
        h = self.hand
        cacheable = minus is h.drawn[p]
        cached = self._waits[p]
        if cacheable and cached is not None:
            return cached
        counts = counts_of([t.index for t in h.tiles_of(p, minus)])
        found = waits(counts)
        if not h.melds[p] and sum(counts) == 13:
            odd = [i for i, c in enumerate(counts) if c % 2]
            if len(odd) == 1:   # seven pairs waiting on its single tile
                found = found | {odd[0]}
        if cacheable:
            self._waits[p] = found
        return found

    def _situation(self, p: int, tile: Tile, *, self_drawn: bool, robbing: bool = False,
                   from_player: int | None = None) -> BeijingSituation:
        h = self.hand
        concealed = h.tiles_of(p)
        if not self_drawn:
            concealed.append(tile)
        dealer = h.order[0]
        return BeijingSituation(
            concealed=tuple(sorted(concealed, key=lambda t: t.index)),
            melds=tuple(h.melds[p]), win_tile=tile, self_drawn=self_drawn,
            winner_is_dealer=p == dealer, discarder_is_dealer=from_player == dealer,
            after_kong=self_drawn and h.turn_kind == KONG,
            last_tile=(h.last_tile_drawn if self_drawn
                       else (not robbing and h.discard_after_last)),
            robbing_kong=robbing, floor=self.floor)

    def _check(self, situation: BeijingSituation) -> WinCheck:
        score = score_beijing(situation, self.scoring)
        return WinCheck(True, score, situation) if score.is_win else NO_WIN

    def self_drawn_win(self, player: int) -> WinCheck:
        """Any complete hand may win by self-draw (推倒和 included)."""
        drawn = self.hand.drawn[player]
        if drawn is None or drawn.index not in self._waits_of(player, drawn):
            return NO_WIN
        return self._check(self._situation(player, drawn, self_drawn=True))

    def discard_win(self, player: int, tile: Tile, from_player: int, *,
                    robbing: bool) -> WinCheck:
        """Only a concealed hand (门清) wins on a discard or robs a kong."""
        h = self.hand
        if any(not m.concealed for m in h.melds[player]) or \
                h.counts[player][tile.index] >= 4 or \
                tile.index not in self._waits_of(player, None):
            return NO_WIN
        return self._check(self._situation(player, tile, self_drawn=False, robbing=robbing,
                                           from_player=from_player))

    def must_win(self, player: int) -> bool:
        """No win is ever obliged."""
        return False

    def win_fan(self, result: Any) -> int:
        """The fan counted, floors included."""
        assert isinstance(result, BeijingScore)
        return result.total_fan

    def discard_choices(self, player: int, held: Sequence[int]) -> Iterable[Discard]:
        """Any held tile."""
        return compress(DISCARDS[:34], held[:34])

    def may_meld(self, player: int, tile: Tile) -> bool:
        """Any tile may be punged or konged."""
        return True

    # -- money -------------------------------------------------------------------
    def on_win(self, player: int, from_player: int | None, tile: Tile, check: WinCheck, *,
               robbing: bool) -> tuple[tuple[int, ...], list[Event]]:
        """The win's shares (包庄 on a discard), then the winner's kong money."""
        score = check.result
        assert isinstance(score, BeijingScore)
        pay = win_payments(self.hand, player, from_player, score)
        return pay, kong_money(self, player)

    def on_false_win(self, player: int, tile: Tile) -> Event:
        """Never reached: only legal wins are offered."""
        return FalseWin(player, tile, True, 0, (0, 0, 0, 0))

    def on_kong(self, player: int, meld: Meld, from_player: int | None, *,
                with_drawn: bool) -> list[Event]:
        """Note the kong; its money is paid only if the konger wins."""
        self.kongs.append((player, meld, from_player))
        return []

    def on_discard(self, player: int, tile: Tile) -> list[Event]:
        """跟庄 is paid when the first go-around follows the dealer's discard."""
        return self.follow.on_discard(player, tile, self.ruleset.follow_dealer)

    def hand_over_after_win(self) -> bool:
        """One win ends the hand."""
        return True

    def on_exhausted(self) -> list[Event]:
        """A draw (荒牌) pays nothing; the dealer repeats and the table goes up."""
        return []

    def tiles_changed(self, player: int) -> None:
        """Forget the cached waits of ``player``."""
        self._waits[player] = None
