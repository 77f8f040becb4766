"""How ``master`` accounts for the other players, who win far more often than the
playouts let them.

The playouts' fast policies rarely complete a hand worth the MCR minimum of 8 fan:
from the positions where ``master`` searches, another player wins in about 12% of the
playouts but in 70% of the real hands played by ``expert`` bots. Left like that, the
playouts describe a passive table with the whole wall to play for, and favour slow,
big hands over fast ones.

So the outcome of a playout is weighed by the chance that nobody else would have won
first. Another player's win is taken as a constant hazard per tile drawn: after ``d``
more tiles drawn the chance that nobody else has won is ``exp(-hazard * d)``; if
somebody has, the searching player pays :attr:`OpponentModel.loss`, the average
measured for that case. Both figures were measured in duplicate hands of four
``expert`` bots at the positions where ``master`` searches (MCR: 0.028 per tile, a
loss of 14.9 points, over 2,083 positions of 56 walls; see ``docs/bots.md``).

In Sichuan a win does not end the hand (the others play on), and the playouts'
players reach the ruleset's low minimum easily; the model is neutral there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from mahjong_tui.engine.views import SeatView

__all__ = ["NEUTRAL", "OpponentModel", "opponent_model"]


@dataclass(frozen=True, slots=True)
class OpponentModel:
    """Another player's win as a hazard per tile drawn.

    Attributes:
        hazard: chance per tile drawn that another player wins then (0: never).
        loss: what the searching player pays on average when another player wins.
    """

    hazard: float
    loss: float

    def alone(self, drawn: int) -> float:
        """The chance that nobody else has won within ``drawn`` more tiles drawn."""
        if self.hazard <= 0.0 or drawn <= 0:
            return 1.0
        return math.exp(-self.hazard * drawn)


NEUTRAL = OpponentModel(0.0, 0.0)
_MCR = OpponentModel(0.028, -14.9)


def opponent_model(view: SeatView) -> OpponentModel:
    """The model for ``view``'s rules: measured for MCR, neutral elsewhere."""
    if getattr(view.ruleset, "family", "mcr") == "mcr":
        return _MCR
    return NEUTRAL
