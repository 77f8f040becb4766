"""The MCR fan calculator: all 81 fans (plus 明暗杠), scored as the reference scores them.

Public API: :func:`score_hand` and the values in :mod:`mahjong_tui.scoring.types`.
"""

from mahjong_tui.scoring.types import FanHit, InvalidHandError, ScoreResult, Situation, WinFlags

__all__ = ["FanHit", "InvalidHandError", "ScoreResult", "Situation", "WinFlags", "score_hand"]


def score_hand(situation: Situation, *, minimum: int = 8) -> ScoreResult:
    """Score one win (placeholder until the calculator lands; see issue 3)."""
    raise NotImplementedError
