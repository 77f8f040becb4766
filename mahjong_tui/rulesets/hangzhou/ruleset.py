"""Hangzhou mahjong (杭州麻将) as a ruleset: the presets and their options.

The source [004:217-219] is a short web copy; ``REGIONAL.md`` §4 digests it and
makes the decisions it leaves open, which are the defaults here:

* 财神 (wild tiles): after the deal the next live tile is turned up (翻财神); it
  is out of play and the other three of its kind are 财神. Option ``fixed_wild``:
  a fixed kind, all four of it wild, nothing turned up (preset ``hangzhou-fixed``,
  白板).
* Chow only by the discarder's next player (下家), pung or kong by anyone; a win
  comes first, then pung and kong, then chow. No 抢杠 (the source names none).
* 杠开 doubles (``kong_bloom``); base 1; on a self-draw each other player pays, on
  a discard win the discarder alone; a discarded 财神 cannot be claimed or won
  on; no kong money; a drawn hand pays nothing; no dead wall (every tile is drawn).

Where the source says more than the digest, the source is followed:

* 财飘: "其余三家该轮不能吃、不能碰也不能放冲，只能自摸" - in that go-around no
  discard may be chowed, punged, konged or won on, by anyone (the others "may not
  feed a win"), until the 财飘 player's next draw. Every discarded 财神 opens this
  go-around (nobody else can see whether the hand behind it held four sets), so
  the claim ban shows no concealed tile; the ×2 counts only for a 暴头 on that draw.
* A third 财飘 in a row (the source values two) doubles again.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from mahjong_tui.engine.match import Seating, dealer_seating
from mahjong_tui.engine.rules import (
    HandOutcome,
    HandRules,
    HandShapes,
    RuleOptionError,
    WinProbe,
)
from mahjong_tui.engine.tiles import TILES, Tile, TileNotationError, parse_tile
from mahjong_tui.engine.wall import Deal, WallBreak, WallGeometry, second_thrower
from mahjong_tui.rulesets.hangzhou import rule_sheet
from mahjong_tui.rulesets.options import OptionsRuleset, RuleSheet, options_from_dict

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand

__all__ = ["HANGZHOU", "HANGZHOU_FIXED", "HangzhouRuleset", "hangzhou_from_dict",
           "hangzhou_tiles"]

GEOMETRY = WallGeometry((17, 17, 17, 17))
"""68 stacks of two: 136 tiles."""

_TILES: tuple[Tile, ...] = tuple(t for t in TILES[:34] for _ in range(4))

SHAPES = HandShapes(kinds=tuple(range(34)), chows=True, seven_pairs=True,
                    four_as_two_pairs=True)
"""Four sets (chows or pungs) and any pair, or seven pairs, honours included."""


def hangzhou_tiles() -> list[Tile]:
    """The 136 tiles: suits, winds and dragons, four of each, sorted."""
    return list(_TILES)


@dataclass(frozen=True, slots=True)
class HangzhouRuleset(OptionsRuleset):
    """Hangzhou rules and their options (defaults: the decisions of ``REGIONAL.md``).

    Attributes:
        name: ``hangzhou`` or ``hangzhou-fixed``.
        hands_per_match: hands in a match.
        starting_points: scores start here (zero-sum).
        fixed_wild: the 财神 kind in tile notation (all four are wild, nothing is
            turned up); empty: the kind of the tile turned up after the deal.
        base: the value of a plain win.
        kong_bloom: 杠开 doubles the value.
        table_points: match points for ranks 1..4.
    """

    name: str = "hangzhou"
    hands_per_match: int = 16
    starting_points: int = 0
    fixed_wild: str = ""
    base: int = 1
    kong_bloom: bool = True
    table_points: tuple[int, ...] = (4, 3, 2, 1)

    def __post_init__(self) -> None:
        if not 1 <= self.hands_per_match <= 64:
            raise RuleOptionError("ruleset option hands_per_match must be 1..64")
        if self.base < 1:
            raise RuleOptionError("ruleset option base must be 1 or more")
        if len(self.table_points) != 4:
            raise RuleOptionError("ruleset option table_points needs 4 values")
        if self.fixed_wild:
            try:
                tile = parse_tile(self.fixed_wild)
            except TileNotationError as exc:
                raise RuleOptionError(f"ruleset option fixed_wild: {exc}") from None
            if tile.is_flower:
                raise RuleOptionError("ruleset option fixed_wild cannot be a flower")

    # -- what the engine reads -------------------------------------------------
    family = "hangzhou"
    sheet: ClassVar[RuleSheet] = rule_sheet  # summary, label and describe
    chow_allowed = True
    multiple_winners = False
    seat_swap_before_west = False
    min_fan = 0
    robbing_kong = False
    add_kong_any_tile = True
    last_discard_claimable = False
    pung_on_last_discard = False
    passed_win_bars = False
    replacement_from_tail = True
    kong_after_pung = False
    shapes = SHAPES
    has_wilds = True  # the help screen explains the 财神

    @property
    def geometry(self) -> WallGeometry:
        """68 stacks of two."""
        return GEOMETRY

    @property
    def fixed_wild_index(self) -> int | None:
        """The fixed 财神 kind's index, ``None`` when it is turned up."""
        return parse_tile(self.fixed_wild).index if self.fixed_wild else None

    def tile_set(self) -> list[Tile]:
        """The 136 tiles, sorted."""
        return hangzhou_tiles()

    def random_deal(self, rng: random.Random, hand_number: int) -> Deal:
        """Shuffle the 136 tiles and throw the dealer's dice; for the first hand a
        lot 1..4 names the first dealer (chosen at random)."""
        tiles = hangzhou_tiles()
        rng.shuffle(tiles)
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        extra = (rng.randint(1, 4),) if hand_number == 0 else ()
        return Deal(tuple(tiles), dice, (), extra)

    def check_deal(self, deal: Deal) -> None:
        """Raise ``ValueError`` unless ``deal`` is the 136 tiles with a valid throw
        (and at most one lot 1..4)."""
        if tuple(sorted(deal.tiles)) != _TILES:
            raise ValueError("the wall is not the 136 Hangzhou tiles")
        if len(deal.dealer_dice) != 2 or deal.second_dice or \
                not all(isinstance(d, int) and 1 <= d <= 6 for d in deal.dealer_dice):
            raise ValueError("the dice are not a Hangzhou throw")
        if len(deal.extra_dice) > 1 or not all(
                isinstance(d, int) and 1 <= d <= 4 for d in deal.extra_dice):
            raise ValueError("the first dealer's lot is one number 1..4")

    def wall_break(self, deal: Deal) -> WallBreak:
        """One throw: its total names the wall and counts off the stacks."""
        a, b = deal.dealer_dice
        return GEOMETRY.break_at(0, second_thrower(a + b), a + b)

    def seating(self, hand_number: int, previous: HandOutcome | None,
                last: Seating | None, deal: Deal, *, start_hand: int,
                first_dealer: int | None) -> Seating:
        """Hand 1: the lot's dealer; then the dealer stays after his win or a draw,
        else the winner deals."""
        if previous is None or last is None:
            if first_dealer is not None:
                dealer = first_dealer
            elif deal.extra_dice:
                dealer = deal.extra_dice[0] - 1
            else:
                dealer = 0
        elif not previous.winners:
            dealer = previous.dealer
        else:
            dealer = previous.winners[0]
        return dealer_seating(hand_number, dealer)

    def win_value(self, probe: WinProbe) -> int:
        """What the winner of ``probe`` would receive from the Hangzhou scorer, the
        wilds from the note ``"wilds"`` (a 财飘 run aside); 0 when it is no legal
        win (never on a discarded 财神)."""
        from mahjong_tui.rulesets.hangzhou.scoring import (
            HangzhouInputError,
            HangzhouSituation,
            score_hangzhou,
        )

        wilds = tuple(int(i) for i in (probe.note("wilds", ()) or ()))
        if not wilds or (not probe.self_drawn and probe.win_tile.index in wilds):
            return 0
        situation = HangzhouSituation(concealed=probe.concealed, melds=probe.melds,
                                      win_tile=probe.win_tile, wilds=wilds,
                                      self_drawn=probe.self_drawn)
        try:
            score = score_hangzhou(situation, base=self.base, kong_bloom=self.kong_bloom)
        except HangzhouInputError:   # not a hand of this set
            return 0
        if not score.is_win:
            return 0
        return score.payment_each * (3 if probe.self_drawn else 1)

    def hand_rules(self, hand: Hand) -> HandRules:
        """Hangzhou's rules for one hand."""
        from mahjong_tui.rulesets.hangzhou.hand_rules import HangzhouHandRules

        return HangzhouHandRules(self, hand)


HANGZHOU = HangzhouRuleset()
"""The digest's decisions: the 财神 turned up after the deal."""

HANGZHOU_FIXED = replace(HANGZHOU, name="hangzhou-fixed", fixed_wild="P")
"""A fixed 财神: the four 白板 (white dragons), nothing turned up."""


def hangzhou_from_dict(data: dict[str, Any]) -> HangzhouRuleset:
    """Rebuild a ruleset written by :meth:`HangzhouRuleset.to_dict`.

    Raises:
        ValueError: on unknown fields, wrong types or unsupported options.
    """
    return options_from_dict(HangzhouRuleset, data)
