"""The agent protocol: anything that decides for a player (a bot, a human at
the table, a network peer). Agents only ever see a :class:`SeatView`."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.events import Event
from mahjong_tui.engine.views import SeatView

__all__ = ["Agent", "agent_observe", "agent_reason", "agent_reason_language"]


@runtime_checkable
class Agent(Protocol):
    """Decides for one player.

    ``decide`` must return one of ``view.legal``. Agents may also define
    ``observe(event) -> None`` (called with every event, redacted for the
    agent's player) and ``reason() -> str | None`` (one line explaining the last
    decision); both are optional, use :func:`agent_observe` / :func:`agent_reason`
    to call them.
    """

    def decide(self, view: SeatView) -> Action:
        """Choose an action among ``view.legal``."""
        ...


def agent_observe(agent: Agent, event: Event) -> None:
    """Call ``agent.observe(event)`` if the agent has it."""
    observe = getattr(agent, "observe", None)
    if observe is not None:
        observe(event)


def agent_reason(agent: Agent) -> str | None:
    """Return ``agent.reason()`` if the agent has it, else ``None``."""
    reason = getattr(agent, "reason", None)
    if reason is None:
        return None
    text = reason()
    return text if isinstance(text, str) else None


def agent_reason_language(agent: Agent) -> str:
    """The language of ``agent``'s last reason: its ``reason_language`` attribute if it
    has one (``"en"`` or ``"zh"``), else English."""
    lang = getattr(agent, "reason_language", "en")
    return lang if isinstance(lang, str) else "en"
