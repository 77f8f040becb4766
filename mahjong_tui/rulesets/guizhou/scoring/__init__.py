"""The Guizhou scorer: the value table of the source text, as data, with full breakdowns.

Public API:

* :func:`score_guizhou` (``GuizhouSituation`` -> ``GuizhouScore``): the breakdown
  of a win, or why it is none.
* :func:`is_complete`, :func:`best_shape` and :func:`winning_tiles`: the win test,
  the best reading and the waits, for the engine's pre-checks and the bots.
* :data:`HANDS` (the value table), :data:`AFTER_KONG` (杠上胡 +10) and
  :data:`DOU_KINDS` (闷豆, 转弯豆, 点豆 and their amounts).

``docs/rulesets/guizhou.md`` describes the rules and the scoring.
"""

from mahjong_tui.rulesets.guizhou.scoring.calculator import (
    best_shape,
    is_complete,
    score_guizhou,
    winning_tiles,
)
from mahjong_tui.rulesets.guizhou.scoring.types import (
    GuizhouInputError,
    GuizhouItem,
    GuizhouScore,
    GuizhouSituation,
)
from mahjong_tui.rulesets.guizhou.scoring.values import AFTER_KONG, DOU_KINDS, HANDS, DouKind

__all__ = [
    "AFTER_KONG",
    "DOU_KINDS",
    "HANDS",
    "DouKind",
    "GuizhouInputError",
    "GuizhouItem",
    "GuizhouScore",
    "GuizhouSituation",
    "best_shape",
    "is_complete",
    "score_guizhou",
    "winning_tiles",
]
