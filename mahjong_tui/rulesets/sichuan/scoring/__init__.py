"""The Sichuan (血战到底) scorer: both presets, one search, fan tables as data.

Public API:

* :func:`score_sichuan` (``SichuanSituation``, ``SichuanScoring`` -> ``SichuanScore``):
  the full breakdown of a win, or why it is none.
* :func:`is_winning_shape` and :func:`winning_tiles` (:func:`winning_kinds` by
  counts): the win test and the waits,
  for the engine's pre-checks and the bots.
* :func:`best_ready_value`: what a ready hand is worth at 查大叫, and
  :func:`ready_values`: the worth of each of its winning tiles.
* :data:`CHENGDU` (preset ``sichuan``), :data:`SBR` (preset ``sichuan-sbr``),
  :data:`PRESETS` by name, and the values of :mod:`.types`.

``docs/sichuan-scoring.md`` describes how both presets score.
"""

from mahjong_tui.rulesets.sichuan.scoring.calculator import (
    best_ready_value,
    is_winning_shape,
    ready_values,
    score_sichuan,
    winning_kinds,
    winning_tiles,
)
from mahjong_tui.rulesets.sichuan.scoring.types import (
    CHENGDU,
    PRESETS,
    SBR,
    SichuanFan,
    SichuanInputError,
    SichuanScore,
    SichuanScoring,
    SichuanSituation,
)

__all__ = [
    "CHENGDU",
    "PRESETS",
    "SBR",
    "SichuanFan",
    "SichuanInputError",
    "SichuanScore",
    "SichuanScoring",
    "SichuanSituation",
    "best_ready_value",
    "is_winning_shape",
    "ready_values",
    "score_sichuan",
    "winning_kinds",
    "winning_tiles",
]
