"""Jindi scoring: the linear 番 list and the three payers' bills."""

from mahjong_tui.rulesets.jindi.scoring.calculator import (
    BONUSES,
    JindiBonus,
    JindiScore,
    JindiSituation,
    PayerBill,
    bonus,
    score_jindi,
)

__all__ = ["BONUSES", "JindiBonus", "JindiScore", "JindiSituation", "PayerBill", "bonus",
           "score_jindi"]
