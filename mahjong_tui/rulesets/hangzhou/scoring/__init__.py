"""The Hangzhou (杭州麻将) scorer: the shape with 财神 wild tiles and the multipliers.

Public API: :func:`score_hangzhou` (``HangzhouSituation`` -> ``HangzhouScore``, the
full breakdown of a win or why it is none), :data:`BONUSES` (every multiplier), and
the values of :mod:`.types`. ``docs/rulesets/hangzhou.md`` describes the scoring.
"""

from mahjong_tui.rulesets.hangzhou.scoring.calculator import BONUSES, score_hangzhou
from mahjong_tui.rulesets.hangzhou.scoring.types import (
    HangzhouBonus,
    HangzhouInputError,
    HangzhouScore,
    HangzhouSituation,
)

__all__ = ["BONUSES", "HangzhouBonus", "HangzhouInputError", "HangzhouScore",
           "HangzhouSituation", "score_hangzhou"]
