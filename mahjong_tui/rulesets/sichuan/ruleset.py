"""Sichuan "bloody battle" (血战到底) as a ruleset: the presets and their options.

``sichuan`` follows the Chengdu rules of ``SICHUAN.md`` (the default), ``sichuan-sbr``
the 2025 competition rules (SBR). The rules of each hand are in
:mod:`mahjong_tui.rulesets.sichuan.hand_rules`, the setup choices in
:mod:`.setup`, the drawn-hand settlement in :mod:`.settlement`, the fan tables in
:mod:`.scoring`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from mahjong_tui.engine.match import Seating, dealer_seating
from mahjong_tui.engine.rules import HandOutcome, HandRules, RuleOptionError
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.wall import Deal, WallBreak, WallGeometry, second_thrower
from mahjong_tui.rulesets.options import OptionsRuleset, RuleSheet, options_from_dict
from mahjong_tui.rulesets.sichuan import rule_sheet
from mahjong_tui.rulesets.sichuan.scoring import PRESETS, SichuanScoring
from mahjong_tui.rulesets.suits108 import GEOMETRY_108, TILES_108, tiles_108

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand

__all__ = ["SICHUAN", "SICHUAN_SBR", "SichuanRuleset", "sichuan_from_dict", "sichuan_tiles"]

GEOMETRY = GEOMETRY_108
"""54 stacks: the dealer's and the opposite wall 14, the side walls 13."""


sichuan_tiles = tiles_108
"""The 108 tiles: 1-9 of characters, dots and bamboo, four of each, sorted."""


@dataclass(frozen=True, slots=True)
class SichuanRuleset(OptionsRuleset):
    """Sichuan rules and their options (defaults: the Chengdu digest).

    Attributes:
        name: ``sichuan`` or ``sichuan-sbr``.
        scoring_preset: the fan table (``sichuan`` Chengdu, ``sichuan-sbr`` SBR).
        hands_per_match: hands in a match.
        starting_points: scores start here (zero-sum).
        exchange: 换三张, three tiles of one suit passed on as a die says.
        declare_void: 定缺, a void suit declared at once and enforced.
        first_dealer_by_dice: the first dealer is whoever throws highest (else the
            first player, East).
        single_die_break: the wall is counted off by the dealer's smaller die (SBR)
            instead of the throw's total (Chengdu).
        must_win_last_four: 后4张必胡, with 4 or fewer tiles in the wall a possible win
            must be taken.
        passed_win_bars: 过水不胡 / 顺和.
        direct_kong: what the discarder pays for a 直杠 (2; option 1).
        direct_kong_everyone: 家家有, a 直杠 also takes 1 from each other player in.
        added_kong_old_tile_pays: a 面下杠 with a tile held from before is paid
            (Chengdu yes; SBR pays only with the tile just drawn).
        kong_transfer: 呼叫转移, a 杠上炮's kong income goes to each winner.
        kong_discard_refund: 退税 (SBR), a 杠上炮's kong income goes back to its payers.
        flower_pig: what a 花猪 pays each other player still in at a drawn end (0: a
            花猪 is charged as not ready, as SBR's 被动花猪).
        not_ready_pays_best: 查大叫 pays the best possible value (else the lowest).
        table_points: match points for ranks 1..4 (tied players share those of the
            places they tie for).
    """

    name: str = "sichuan"
    scoring_preset: str = "sichuan"
    hands_per_match: int = 16
    starting_points: int = 0
    exchange: bool = True
    declare_void: bool = True
    first_dealer_by_dice: bool = True
    single_die_break: bool = False
    must_win_last_four: bool = True
    passed_win_bars: bool = True
    direct_kong: int = 2
    direct_kong_everyone: bool = False
    added_kong_old_tile_pays: bool = True
    kong_transfer: bool = True
    kong_discard_refund: bool = False
    flower_pig: int = 16
    not_ready_pays_best: bool = True
    table_points: tuple[int, ...] = (4, 3, 2, 1)

    def __post_init__(self) -> None:
        if self.scoring_preset not in PRESETS:
            raise RuleOptionError(f"unknown Sichuan scoring preset {self.scoring_preset!r}")
        if not 1 <= self.hands_per_match <= 64:
            raise RuleOptionError("ruleset option hands_per_match must be 1..64")
        if self.direct_kong not in (1, 2):
            raise RuleOptionError("ruleset option direct_kong must be 1 or 2")
        if self.flower_pig < 0:
            raise RuleOptionError("ruleset option flower_pig must be 0 or more")
        if len(self.table_points) != 4:
            raise RuleOptionError("ruleset option table_points needs 4 values")
        if self.kong_transfer and self.kong_discard_refund:
            raise RuleOptionError("kong_transfer and kong_discard_refund exclude each other")

    # -- what the engine reads -------------------------------------------------
    family = "sichuan"
    sheet: ClassVar[RuleSheet] = rule_sheet  # summary, label and describe
    chow_allowed = False
    multiple_winners = True
    seat_swap_before_west = False
    min_fan = 0
    robbing_kong = True
    add_kong_any_tile = True
    last_discard_claimable = False
    pung_on_last_discard = True
    replacement_from_tail = False
    kong_after_pung = False

    @property
    def scoring(self) -> SichuanScoring:
        """The fan table's options."""
        return PRESETS[self.scoring_preset]

    @property
    def geometry(self) -> WallGeometry:
        """54 stacks of two."""
        return GEOMETRY

    def tile_set(self) -> list[Tile]:
        """The 108 tiles, sorted."""
        return sichuan_tiles()

    def random_deal(self, rng: random.Random, hand_number: int) -> Deal:
        """Shuffle the 108 tiles; the dealer's throw, the exchange die and, for the
        first hand, the seats' throws for the first dealer."""
        tiles = sichuan_tiles()
        rng.shuffle(tiles)
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        extra = [rng.randint(1, 6)]
        if hand_number == 0 and self.first_dealer_by_dice:
            extra.extend(_seat_throws(rng))
        return Deal(tuple(tiles), dice, (), tuple(extra))

    def check_deal(self, deal: Deal) -> None:
        """Raise ``ValueError`` unless ``deal`` is the 108 tiles with valid dice."""
        if tuple(sorted(deal.tiles)) != TILES_108:
            raise ValueError("the wall is not the 108 Sichuan tiles")
        dice = (*deal.dealer_dice, *deal.extra_dice)
        if len(deal.dealer_dice) != 2 or deal.second_dice or not deal.extra_dice or \
                not all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
            raise ValueError("the dice are not a Sichuan throw")
        if len(deal.extra_dice) > 1:
            _first_dealer(deal.extra_dice[1:])

    def wall_break(self, deal: Deal) -> WallBreak:
        """One throw: its total names the wall (as MCR's seat count); Chengdu counts
        off the total, SBR the smaller die."""
        a, b = deal.dealer_dice
        wall = second_thrower(a + b)
        count = min(a, b) if self.single_die_break else a + b
        return GEOMETRY.break_at(0, wall, count)

    def seating(self, hand_number: int, previous: HandOutcome | None,
                last: Seating | None, deal: Deal, *, start_hand: int,
                first_dealer: int | None) -> Seating:
        """The first winner deals next; after a first win taken by several on one
        discard, the discarder; after no win the dealer stays."""
        if previous is None or last is None:
            if first_dealer is not None:
                dealer = first_dealer
            elif len(deal.extra_dice) > 1:
                dealer = _first_dealer(deal.extra_dice[1:])
            else:
                dealer = 0
        elif not previous.winners:
            dealer = previous.dealer
        elif previous.first_win_count > 1 and previous.first_win_from is not None:
            dealer = previous.first_win_from
        else:
            dealer = previous.winners[0]
        return dealer_seating(hand_number, dealer)

    def hand_rules(self, hand: Hand) -> HandRules:
        """Sichuan's rules for one hand."""
        from mahjong_tui.rulesets.sichuan.hand_rules import SichuanHandRules

        return SichuanHandRules(self, hand)


def _seat_throws(rng: random.Random) -> list[int]:
    """Each player throws two dice, all four again on a tied highest total."""
    out: list[int] = []
    while True:
        round_ = [rng.randint(1, 6) for _ in range(8)]
        out.extend(round_)
        totals = [round_[2 * p] + round_[2 * p + 1] for p in range(4)]
        if totals.count(max(totals)) == 1:
            return out


def _first_dealer(throws: Sequence[int]) -> int:
    """The player with the unique highest total in the last round of throws.

    Raises:
        ValueError: when the throws do not end on a unique highest total.
    """
    if not throws or len(throws) % 8:
        raise ValueError("the seats' throws are incomplete")
    for start in range(0, len(throws), 8):
        totals = [throws[start + 2 * p] + throws[start + 2 * p + 1] for p in range(4)]
        unique = totals.count(max(totals)) == 1
        if unique != (start + 8 == len(throws)):
            raise ValueError("the seats' throws do not end on one highest total")
    return totals.index(max(totals))


SICHUAN = SichuanRuleset()
"""The Chengdu rules (the default Sichuan preset)."""

SICHUAN_SBR = replace(
    SICHUAN, name="sichuan-sbr", scoring_preset="sichuan-sbr", exchange=False,
    first_dealer_by_dice=False, single_die_break=True, must_win_last_four=False,
    added_kong_old_tile_pays=False, kong_transfer=False, kong_discard_refund=True,
    flower_pig=0)
"""The SBR 2025 competition rules."""


def sichuan_from_dict(data: dict[str, Any]) -> SichuanRuleset:
    """Rebuild a ruleset written by :meth:`SichuanRuleset.to_dict`.

    Raises:
        ValueError: on unknown fields, wrong types or unsupported options.
    """
    return options_from_dict(SichuanRuleset, data)
