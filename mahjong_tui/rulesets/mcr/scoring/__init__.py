"""The MCR fan calculator: all 81 fans (plus 明暗杠), scored as the reference scores them.

The reference is the calculator behind Botzone and the IJCAI contests
(PyMahjongGB 1.4.0); ``docs/scoring.md`` describes the conventions it follows.

Public API:

* :func:`score_hand` (``Situation -> ScoreResult``): the full breakdown. The
  engine's win check calls this; nothing else decides a win.
* :func:`is_winning_shape` (concealed tiles with the winning tile, melds -> bool)
  and :func:`winning_tiles` (concealed tiles without it, melds -> the tiles that
  win): the documented fast path for pre-checks and bots. They test the same
  five shapes as :func:`score_hand` and agree with its ``is_win`` (proved by
  ``tests/test_scoring_fastpath.py``); they do not check the 8-fan minimum.
* :func:`fan_sets` (situation, result -> per fan, the positions in
  ``result.decomposition`` of the sets that made it): computed on demand for a
  scoring screen.
* :data:`FANS` / :class:`Fan`: the fan table (id, key, points, zh, en, excludes).
* The values of :mod:`mahjong_tui.rulesets.mcr.scoring.types`.
* :func:`cached_functions`: the calculator's memoised functions (every one
  bounded), for reports of cache sizes and hit rates.
"""

from mahjong_tui.rulesets.mcr.scoring.caches import cached_functions, clear_fronts
from mahjong_tui.rulesets.mcr.scoring.calculator import score_hand
from mahjong_tui.rulesets.mcr.scoring.explain import fan_sets
from mahjong_tui.rulesets.mcr.scoring.fans import FAN_BY_ID, FAN_BY_KEY, FANS, Fan
from mahjong_tui.rulesets.mcr.scoring.fastpath import is_winning_shape, winning_tiles
from mahjong_tui.rulesets.mcr.scoring.types import (
    FanHit,
    InvalidHandError,
    ScoreResult,
    Situation,
    WinFlags,
)

__all__ = [
    "FANS",
    "FAN_BY_ID",
    "FAN_BY_KEY",
    "Fan",
    "FanHit",
    "InvalidHandError",
    "ScoreResult",
    "Situation",
    "WinFlags",
    "cached_functions",
    "clear_fronts",
    "fan_sets",
    "is_winning_shape",
    "score_hand",
    "winning_tiles",
]
