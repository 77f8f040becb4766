"""Beijing mahjong (北京麻将, "2020 draft 4" [000:1009–1011], REGIONAL.md §1) as a
ruleset: the options, with the digest's decisions as defaults.

The rules of each hand are in :mod:`mahjong_tui.rulesets.beijing.hand_rules`, the
money in :mod:`.settlement`, the fans in :mod:`.scoring`. Where the text leaves a
point open (see ``docs/rulesets/beijing.md``):

* 136 tiles, no flowers, no wilds; MCR's break and deal.
* The reserve: the last ``reserve_stacks`` stacks are never drawn live and serve
  only kong replacements; "一杠7，二杠8，三杠9" is read as the span of the reserve
  from the tail, the replacements already taken inside it: 7 stacks with no kong
  or one, one stack more for each further kong.
* 三家杠荒牌: once three different players have konged the hand is a draw.
* 上楼: each floor is one fan more on the win payments, inside the cap; kong money
  and 跟庄 never go up.
* 庄点 is the dealer dealing in (20 + 10), 点庄 a non-dealer dealing in to the
  dealer (20 + 20).
* Kong money goes to a winning konger only: 明杠 from the discarder of the konged
  tile, 加杠 from the player whose tile was punged, 暗杠 from each player.
* 跟庄: the three others each discard the dealer's first discard in the first
  go-around, with no claim or kong before; the dealer pays each of them.
* 推倒和: the text lists the fan hands that are not 推倒和 without 门清 and 混一色;
  the digest's reading counts both as fans (so a concealed hand, which may win on
  a discard, is never 推倒和).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from mahjong_tui.engine.rules import HandRules, HandShapes, RuleOptionError, WinProbe
from mahjong_tui.rulesets.beijing import rule_sheet
from mahjong_tui.rulesets.beijing.scoring import (
    BeijingScoring,
    BeijingSituation,
    score_beijing,
    win_shares,
)
from mahjong_tui.rulesets.options import OptionsRuleset, RuleSheet, options_from_dict
from mahjong_tui.rulesets.plain136 import Plain136Table

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand

__all__ = ["BEIJING", "BeijingRuleset", "beijing_from_dict", "reserve_tiles"]

SHAPES = HandShapes(kinds=tuple(range(34)), chows=True, seven_pairs=True,
                    four_as_two_pairs=True, discard_win_needs_concealed=True)


def reserve_tiles(stacks: int, kongs: int) -> int:
    """Tiles of the reserve still in the wall after ``kongs`` kongs.

    The reserve spans ``stacks`` stacks from the tail with no kong or one, and one
    stack more for each further kong ("一杠7，二杠8，三杠9"); the replacements
    already taken lie inside it.
    """
    span = stacks + max(0, kongs - 1)
    return 2 * span - kongs


@dataclass(frozen=True, slots=True)
class BeijingRuleset(Plain136Table, OptionsRuleset):
    """Beijing rules and their options (defaults: the digest's decisions).

    Attributes:
        name: ``beijing``.
        hands_per_match: hands in a match (the text is silent; decision 16).
        starting_points: scores start here (zero-sum money).
        reserve_stacks: stacks at the tail kept for kong replacements.
        three_kongers_draw: 三家杠荒牌, the hand is a draw once three players konged.
        max_floor: floors of 上楼 (the text: 2).
        base: a non-dealer's share at 0 fan.
        fan_cap: the most fan of a win, floors included.
        payer_cap: the most one payer loses on a win.
        exposed_kong_money: a winner's 明杠 or 加杠, from one player.
        concealed_kong_money: a winner's 暗杠, from each player.
        follow_dealer: 跟庄, what the dealer pays each player (0: no 跟庄).
        table_points: match points for ranks 1..4.
    """

    name: str = "beijing"
    hands_per_match: int = 16
    starting_points: int = 0
    reserve_stacks: int = 7
    three_kongers_draw: bool = True
    max_floor: int = 2
    base: int = 10
    fan_cap: int = 6
    payer_cap: int = 640
    exposed_kong_money: int = 10
    concealed_kong_money: int = 20
    follow_dealer: int = 10
    table_points: tuple[int, ...] = (4, 2, 1, 0)

    def __post_init__(self) -> None:
        if not 1 <= self.hands_per_match <= 64:
            raise RuleOptionError("ruleset option hands_per_match must be 1..64")
        if not 0 <= self.reserve_stacks <= 20:
            raise RuleOptionError("ruleset option reserve_stacks must be 0..20")
        if not 0 <= self.max_floor <= 6:
            raise RuleOptionError("ruleset option max_floor must be 0..6")
        for key in ("base", "fan_cap", "payer_cap", "exposed_kong_money",
                    "concealed_kong_money", "follow_dealer"):
            if getattr(self, key) < 0:
                raise RuleOptionError(f"ruleset option {key} must be 0 or more")
        if len(self.table_points) != 4:
            raise RuleOptionError("ruleset option table_points needs 4 values")

    # -- what the engine reads -------------------------------------------------
    family = "beijing"
    sheet: ClassVar[RuleSheet] = rule_sheet  # summary, label and describe
    chow_allowed = True
    multiple_winners = False
    seat_swap_before_west = False
    min_fan = 0
    robbing_kong = True
    add_kong_any_tile = False
    last_discard_claimable = False
    pung_on_last_discard = False
    passed_win_bars = False
    replacement_from_tail = True
    kong_after_pung = True
    shapes = SHAPES

    @property
    def scoring(self) -> BeijingScoring:
        """The money of a win."""
        return BeijingScoring(self.base, self.fan_cap, self.payer_cap)

    def win_value(self, probe: WinProbe) -> int:
        """What the winner of ``probe`` would receive from Beijing's scorer (the floor
        of 上楼 from the note ``"floor"``; a non-dealer discarder); 0 when it is no
        legal win (a discard after a claim, 推倒和 on a discard)."""
        floor = probe.note("floor", 0)
        situation = BeijingSituation(
            concealed=probe.concealed, melds=probe.melds, win_tile=probe.win_tile,
            self_drawn=probe.self_drawn, winner_is_dealer=probe.dealer,
            floor=min(floor if isinstance(floor, int) else 0, self.max_floor))
        score = score_beijing(situation, self.scoring)
        return score.received if score.is_win else 0

    def plan_values(self) -> dict[str, int]:
        """What a non-dealer's concealed self-drawn win pays in all on the ground floor
        for the plans a bot may aim at: ``plain`` (门清, 1 fan), ``flush`` (清一色 +
        门清, 6 fan), ``all_pungs`` (对对和 + 门清, 2 fan), ``seven_pairs`` (七对 + 门清,
        5 fan), each within the cap."""
        def paid(fan: int) -> int:
            shares = win_shares(self.scoring, min(self.fan_cap, fan), self_drawn=True,
                                winner_is_dealer=False)
            return sum(s.amount for s in shares)

        return {"plain": paid(1), "flush": paid(6), "all_pungs": paid(2),
                "seven_pairs": paid(5)}

    def hand_rules(self, hand: Hand) -> HandRules:
        """Beijing's rules for one hand."""
        from mahjong_tui.rulesets.beijing.hand_rules import BeijingHandRules

        return BeijingHandRules(self, hand)


BEIJING = BeijingRuleset()
"""The Beijing rules with the digest's decisions."""


def beijing_from_dict(data: dict[str, Any]) -> BeijingRuleset:
    """Rebuild a ruleset written by :meth:`BeijingRuleset.to_dict`.

    Raises:
        ValueError: on unknown fields, wrong types or unsupported options.
    """
    return options_from_dict(BeijingRuleset, data)
