"""Guizhou rules (贵州麻将 [000:1013–1015], REGIONAL.md §2) as a ruleset.

108 tiles, no chow; the first dealer by dice, then the winner deals (a drawn hand:
the dealer stays); one winner per discard, the nearest in play order; the value
table of :mod:`.scoring` (平胡 10 ... 青龙背 100, added); 豆 (kongs) earn money at
the settlement, whether or not the konger wins; 热炮 and 抢杠 as the source says.
The rules of each hand are in :mod:`mahjong_tui.rulesets.guizhou.hand_rules`.

Where the digest leaves a point open its decision is the default of an option.
The digest and the source agree on every rule; the source adds nothing the digest
leaves out but the name 捉鸡川麻将 (its chickens are not described at all).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from mahjong_tui.engine.match import Seating, dealer_seating
from mahjong_tui.engine.rules import (
    HandOutcome,
    HandRules,
    HandShapes,
    RuleOptionError,
    WinProbe,
)
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.wall import Deal, WallBreak, WallGeometry, second_thrower
from mahjong_tui.rulesets.guizhou import rule_sheet
from mahjong_tui.rulesets.options import OptionsRuleset, RuleSheet, options_from_dict
from mahjong_tui.rulesets.suits108 import GEOMETRY_108, TILES_108, tiles_108

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand

__all__ = ["GUIZHOU", "GuizhouRuleset", "guizhou_from_dict", "guizhou_tiles"]

GEOMETRY = GEOMETRY_108
"""54 stacks: the dealer's and the opposite wall 14, the side walls 13."""

SHAPES = HandShapes(kinds=tuple(range(27)), chows=True, seven_pairs=True,
                    four_as_two_pairs=True)
"""Sets (chows in the hand too) and a pair, or seven pairs (a four is two: 龙七对)."""


guizhou_tiles = tiles_108
"""The 108 tiles: 1-9 of characters, dots and bamboo, four of each, sorted."""


@dataclass(frozen=True, slots=True)
class GuizhouRuleset(OptionsRuleset):
    """Guizhou rules and their options (defaults: the source and the digest's decisions).

    Attributes:
        name: ``guizhou``.
        hands_per_match: hands in a match.
        starting_points: scores start here (zero-sum).
        first_dealer_by_dice: East throws two dice for the first dealer, counted off
            from East in play order (else East deals first).
        plain_discard_needs_dou: 平胡 wins on a discard only if the winner holds a 豆
            (the source); 热炮 and 抢杠 are exempt.
        clean_seven_pairs: the value of 清七对, absent from the source (decision 90).
        dou_without_win: 豆 money is paid whether or not the konger wins (decision);
            else only the winner's 豆 are paid, and none in a drawn hand.
        hot_shot: 热炮: the 豆 formed right before a discard that is won is void and
            its discarder pays the winner its full value.
        table_points: match points for ranks 1..4.
    """

    name: str = "guizhou"
    hands_per_match: int = 16
    starting_points: int = 0
    first_dealer_by_dice: bool = True
    plain_discard_needs_dou: bool = True
    clean_seven_pairs: int = 90
    dou_without_win: bool = True
    hot_shot: bool = True
    table_points: tuple[int, ...] = (4, 3, 2, 1)

    def __post_init__(self) -> None:
        if not 1 <= self.hands_per_match <= 64:
            raise RuleOptionError("ruleset option hands_per_match must be 1..64")
        if self.clean_seven_pairs < 0:
            raise RuleOptionError("ruleset option clean_seven_pairs must be 0 or more")
        if len(self.table_points) != 4:
            raise RuleOptionError("ruleset option table_points needs 4 values")

    # -- what the engine reads -------------------------------------------------
    family = "guizhou"
    sheet: ClassVar[RuleSheet] = rule_sheet  # summary, label and describe
    chow_allowed = False
    multiple_winners = False
    seat_swap_before_west = False
    min_fan = 0
    robbing_kong = True
    add_kong_any_tile = False       # 转弯豆: the fourth tile is drawn
    last_discard_claimable = False
    pung_on_last_discard = False
    passed_win_bars = False
    replacement_from_tail = False   # no dead wall: the next live tile
    kong_after_pung = False
    shapes = SHAPES

    @property
    def geometry(self) -> WallGeometry:
        """54 stacks of two."""
        return GEOMETRY

    def plan_values(self) -> dict[str, int]:
        """What the value table pays for the plans a bot may aim at (per payer):
        ``plain`` 平胡, ``flush`` 清一色, ``all_pungs`` 大对子, ``seven_pairs`` 七对."""
        from mahjong_tui.rulesets.guizhou.scoring import HANDS

        return {"plain": HANDS[("plain", False)].value,
                "flush": HANDS[("plain", True)].value,
                "all_pungs": HANDS[("all_pungs", False)].value,
                "seven_pairs": HANDS[("seven_pairs", False)].value}

    def win_value(self, probe: WinProbe) -> int:
        """What the winner of ``probe`` would receive from the Guizhou scorer (its
        kongs are its 豆; no 热炮); 0 when it is no legal win (a 平胡 without 豆 on a
        discard)."""
        from mahjong_tui.rulesets.guizhou.scoring import GuizhouSituation, score_guizhou

        if any(t.index >= 27 for t in probe.concealed):
            return 0
        situation = GuizhouSituation(concealed=probe.concealed, melds=probe.melds,
                                     win_tile=probe.win_tile, self_drawn=probe.self_drawn)
        score = score_guizhou(situation, clean_seven_pairs=self.clean_seven_pairs,
                              plain_discard_needs_dou=self.plain_discard_needs_dou)
        return score.received if score.is_win else 0

    def tile_set(self) -> list[Tile]:
        """The 108 tiles, sorted."""
        return guizhou_tiles()

    def random_deal(self, rng: random.Random, hand_number: int) -> Deal:
        """Shuffle the 108 tiles and throw the dealer's dice; for the first hand
        East's throw for the first dealer comes first, as ``extra_dice``."""
        extra: tuple[int, ...] = ()
        if hand_number == 0 and self.first_dealer_by_dice:
            extra = (rng.randint(1, 6), rng.randint(1, 6))
        tiles = guizhou_tiles()
        rng.shuffle(tiles)
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        return Deal(tuple(tiles), dice, (), extra)

    def check_deal(self, deal: Deal) -> None:
        """Raise ``ValueError`` unless ``deal`` is the 108 tiles with valid dice."""
        if tuple(sorted(deal.tiles)) != TILES_108:
            raise ValueError("the wall is not the 108 Guizhou tiles")
        dice = (*deal.dealer_dice, *deal.extra_dice)
        if len(deal.dealer_dice) != 2 or deal.second_dice or \
                len(deal.extra_dice) not in (0, 2) or \
                not all(type(d) is int and 1 <= d <= 6 for d in dice):
            raise ValueError("the dice are not a Guizhou throw")

    def wall_break(self, deal: Deal) -> WallBreak:
        """One throw: its total names the wall and counts off the stacks."""
        a, b = deal.dealer_dice
        return GEOMETRY.break_at(0, second_thrower(a + b), a + b)

    def seating(self, hand_number: int, previous: HandOutcome | None,
                last: Seating | None, deal: Deal, *, start_hand: int,
                first_dealer: int | None) -> Seating:
        """The first hand: East's throw counted off from East; then the winner
        deals; after a drawn hand the dealer stays."""
        if previous is None or last is None:
            if first_dealer is not None:
                dealer = first_dealer
            elif len(deal.extra_dice) == 2:
                dealer = second_thrower(sum(deal.extra_dice))
            else:
                dealer = 0
        elif not previous.winners:
            dealer = previous.dealer
        else:
            dealer = previous.winners[0]
        return dealer_seating(hand_number, dealer)

    def hand_rules(self, hand: Hand) -> HandRules:
        """Guizhou's rules for one hand."""
        from mahjong_tui.rulesets.guizhou.hand_rules import GuizhouHandRules

        return GuizhouHandRules(self, hand)


GUIZHOU = GuizhouRuleset()
"""The Guizhou rules."""


def guizhou_from_dict(data: dict[str, Any]) -> GuizhouRuleset:
    """Rebuild a ruleset written by :meth:`GuizhouRuleset.to_dict`.

    Raises:
        ValueError: on unknown fields, wrong types or unsupported options.
    """
    return options_from_dict(GuizhouRuleset, data)
