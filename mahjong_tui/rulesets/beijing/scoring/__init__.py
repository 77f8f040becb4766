"""Beijing scoring: the fan list and the scorer with its payments."""

from mahjong_tui.rulesets.beijing.scoring.calculator import (
    BeijingScore,
    BeijingScoring,
    BeijingSituation,
    PayerShare,
    score_beijing,
    share,
    win_shares,
)
from mahjong_tui.rulesets.beijing.scoring.fans import FANS, BeijingFan

__all__ = ["FANS", "BeijingFan", "BeijingScore", "BeijingScoring", "BeijingSituation",
           "PayerShare", "score_beijing", "share", "win_shares"]
