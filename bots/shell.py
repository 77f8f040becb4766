"""The part every bot class shares: the decide guard, the one-line reason, a seeded RNG.

A subclass implements :meth:`BotShell.choose`; :meth:`BotShell.decide` refuses an
empty ``legal`` list and replaces an answer that is not among the legal actions
with a safe one (a pass, else the last discard), so a bot never plays an illegal
action even when one of its rules is wrong.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong_tui.engine.actions import Action, Discard, Pass
from mahjong_tui.engine.views import SeatView

__all__ = ["BotShell"]


class BotShell:
    """Routes a decision to :meth:`choose`, guards it and keeps its reason.

    Args:
        seed: seeds the bot's own RNG (``self.rng``).
    """

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self._reason: str | None = None

    def reason(self) -> str | None:
        """One line explaining the last decision."""
        return self._reason

    def observe(self, event: object) -> None:
        """Bots decide from the view alone; events are not needed."""

    def decide(self, view: SeatView) -> Action:
        """Choose one of ``view.legal``.

        Raises:
            ValueError: when ``view.legal`` is empty (there is nothing to decide).
        """
        legal = view.legal
        if not legal:
            raise ValueError("decide() called with no legal action")
        action = self.choose(view)
        if action not in legal:  # defensive: never play an illegal action
            action = self._fallback(legal)
        return action

    def choose(self, view: SeatView) -> Action:
        """The level's decision (``view.legal`` is not empty)."""
        raise NotImplementedError

    def _fallback(self, legal: Sequence[Action]) -> Action:
        for a in legal:
            if isinstance(a, Pass):
                self._reason = "pass"
                return a
        discards = [a for a in legal if isinstance(a, Discard)]
        choice = discards[-1] if discards else legal[0]
        self._reason = f"{choice.text}: fallback"
        return choice
