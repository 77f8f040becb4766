"""The ``random`` bot: a uniformly random legal action, from a seeded RNG."""

from __future__ import annotations

import random

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.views import SeatView

__all__ = ["RandomBot"]


class RandomBot:
    """Chooses uniformly among ``view.legal``.

    Args:
        seed: seeds the bot's own RNG (same seed, same choices).
    """

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def decide(self, view: SeatView) -> Action:
        """A uniformly random legal action."""
        return self._rng.choice(view.legal)

    def reason(self) -> str | None:
        """Always ``"random choice"``."""
        return "random choice"
