"""The Jindi / Changqingwan community tournament rules (金地长青湾第一届业主麻将大赛,
[003:18–56], REGIONAL.md §3), Northeast style, as a ruleset: the options, with the
digest's decisions as defaults.

The rules of each hand are in :mod:`mahjong_tui.rulesets.jindi.hand_rules`, the
bills in :mod:`.scoring`. Where the text leaves a point open (see
``docs/rulesets/jindi.md``):

* 136 tiles; "每人17张" read as walls of 17 stacks; MCR's break and deal.
* Chow by the next player only, turns as MCR (the text lets "其他三家" chow).
* A concealed kong does not open the hand, so seven pairs never wins; melds count
  for 三色全 and 幺九.
* 荒庄: the last 7 stacks stay on the table. Kong replacements come from the tail
  ("杠后从牌尾部补牌") and the 7 stacks stay whole, so each kong shortens the live
  wall by one tile; a draw pays nothing.
* Robbing a kong: the text names no such win; off by default.
* Scoring: linear, 1 番 = 1 chip, chips start at 200 (the text's face value);
  which payment each bonus reaches as in :mod:`.scoring`. No kong money.
* The match: the text plays 3 hours and a player at 0 ends it; here a set number
  of hands (16 by default).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from mahjong_tui.engine.rules import HandRules, HandShapes, RuleOptionError, WinProbe
from mahjong_tui.rulesets.jindi import rule_sheet
from mahjong_tui.rulesets.options import OptionsRuleset, RuleSheet, options_from_dict
from mahjong_tui.rulesets.plain136 import Plain136Table

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand

__all__ = ["JINDI", "JindiRuleset", "jindi_from_dict"]

SHAPES = HandShapes(kinds=tuple(range(34)), chows=True, seven_pairs=False,
                    four_as_two_pairs=False, open_hand_required=True)


@dataclass(frozen=True, slots=True)
class JindiRuleset(Plain136Table, OptionsRuleset):
    """Jindi rules and their options (defaults: the digest's decisions).

    Attributes:
        name: ``jindi``.
        hands_per_match: hands in a match.
        starting_points: chips each player starts with (the text: 200 face value).
        kept_back_stacks: stacks at the tail that stay on the table (荒庄).
        robbing_kong: a tile added to a pung may be won on.
        all_pungs_fan: the 番 of 漂 (all pungs).
        table_points: match points for ranks 1..4.
    """

    name: str = "jindi"
    hands_per_match: int = 16
    starting_points: int = 200
    kept_back_stacks: int = 7
    robbing_kong: bool = False
    all_pungs_fan: int = 3
    table_points: tuple[int, ...] = (4, 2, 1, 0)

    def __post_init__(self) -> None:
        if not 1 <= self.hands_per_match <= 64:
            raise RuleOptionError("ruleset option hands_per_match must be 1..64")
        if not 0 <= self.kept_back_stacks <= 20:
            raise RuleOptionError("ruleset option kept_back_stacks must be 0..20")
        if self.starting_points < 0 or self.all_pungs_fan < 0:
            raise RuleOptionError("ruleset options starting_points and all_pungs_fan must "
                                  "be 0 or more")
        if len(self.table_points) != 4:
            raise RuleOptionError("ruleset option table_points needs 4 values")

    # -- what the engine reads -------------------------------------------------
    family = "jindi"
    sheet: ClassVar[RuleSheet] = rule_sheet  # summary, label and describe
    chow_allowed = True
    multiple_winners = False
    seat_swap_before_west = False
    min_fan = 0
    add_kong_any_tile = False
    last_discard_claimable = False
    pung_on_last_discard = False
    passed_win_bars = False
    replacement_from_tail = True
    kong_after_pung = True
    shapes = SHAPES

    def win_value(self, probe: WinProbe) -> int:
        """What the winner of ``probe`` would receive from the Jindi scorer, seen as
        player 0 with the other three opened (their 门清 is not known in advance) and
        a non-dealer discarder; 0 when it is no legal win (not opened, a suit or a
        terminal missing)."""
        from mahjong_tui.rulesets.jindi.scoring import JindiSituation, score_jindi

        opened = any(not m.concealed for m in probe.melds)
        situation = JindiSituation(
            concealed=probe.concealed, melds=probe.melds, win_tile=probe.win_tile,
            winner=0, dealer=0 if probe.dealer else 1,
            discarder=None if probe.self_drawn else 2, opened=(opened, True, True, True))
        score = score_jindi(situation, all_pungs_fan=self.all_pungs_fan)
        return score.received if score.is_win else 0

    def hand_rules(self, hand: Hand) -> HandRules:
        """Jindi's rules for one hand."""
        from mahjong_tui.rulesets.jindi.hand_rules import JindiHandRules

        return JindiHandRules(self, hand)


JINDI = JindiRuleset()
"""The Jindi tournament rules with the digest's decisions."""


def jindi_from_dict(data: dict[str, Any]) -> JindiRuleset:
    """Rebuild a ruleset written by :meth:`JindiRuleset.to_dict`.

    Raises:
        ValueError: on unknown fields, wrong types or unsupported options.
    """
    return options_from_dict(JindiRuleset, data)
