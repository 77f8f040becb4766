"""The one game loop: ask the agents, apply their answers, publish events."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mahjong_tui.engine.agents import Agent
from mahjong_tui.engine.events import Event, redact
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.hand import is_among

__all__ = ["AgentError", "play", "step"]


class AgentError(RuntimeError):
    """An agent answered with an action that is not legal (a bug in the agent)."""


def _publish(events: list[Event], agents: Sequence[Agent],
             observers: list[Callable[[Event], None] | None],
             on_event: Callable[[Event], None] | None) -> None:
    for e in events:
        if on_event is not None:
            on_event(e)
        for p, obs in enumerate(observers):
            if obs is not None:
                obs(redact(e, p))


def step(game: Game, agents: Sequence[Agent],
         on_event: Callable[[Event], None] | None = None) -> list[Event]:
    """Ask the first player in ``game.to_act()`` for a decision and apply it."""
    observers = [getattr(a, "observe", None) for a in agents]
    return _step(game, agents, observers, on_event)


def _step(game: Game, agents: Sequence[Agent],
          observers: list[Callable[[Event], None] | None],
          on_event: Callable[[Event], None] | None) -> list[Event]:
    player = game.to_act()[0]
    view = game.view(player)
    action = agents[player].decide(view)
    if not is_among(action, view.legal):
        text = getattr(action, "text", repr(action))
        raise AgentError(f"agent for player {player} chose {text!r}, which is not legal")
    events = game.apply(player, action)
    _publish(events, agents, observers, on_event)
    return events


def play(game: Game, agents: Sequence[Agent],
         on_event: Callable[[Event], None] | None = None) -> Game:
    """Run ``game`` to the end with one agent per player.

    Every event goes to ``on_event`` unredacted and to each agent's optional
    ``observe`` redacted for its player (the events so far are published first).

    Raises:
        AgentError: when an agent answers with an illegal action.
    """
    if len(agents) != 4:
        raise ValueError(f"play needs 4 agents, not {len(agents)}")
    observers = [getattr(a, "observe", None) for a in agents]
    _publish(list(game.events), agents, observers, on_event)
    while not game.is_over:
        _step(game, agents, observers, on_event)
    return game
