"""The one game loop: ask the agent to act, check its answer, apply it, publish the events.

:class:`GameLoop` is used by ``simulate``, the benches, the table UI and the tests.
:meth:`GameLoop.step` is synchronous (bots); :meth:`GameLoop.step_async` awaits agents
that decide asynchronously (a human at the table, whose decision the UI completes) and
runs the others in a worker thread, so a screen stays responsive.

One policy for an illegal answer: it is never applied. The loop counts it
(:attr:`GameLoop.illegal_actions`), reports it to ``on_illegal`` and applies the first
legal action instead, so a faulty bot cannot stall a game; callers that must not
tolerate it (tests, ``simulate``) check the count or pass ``strict=True`` to raise
:class:`AgentError`.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.agents import Agent, agent_reason
from mahjong_tui.engine.events import Event, redact
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.hand import is_among
from mahjong_tui.engine.views import SeatView

__all__ = ["AgentError", "AsyncAgent", "GameLoop", "Step", "play", "step"]


class AgentError(RuntimeError):
    """An agent answered with an action that is not legal (a bug in the agent)."""


@runtime_checkable
class AsyncAgent(Protocol):
    """An agent whose decision arrives later (a human: the UI completes it)."""

    async def decide_async(self, view: SeatView) -> Action:
        """Choose an action among ``view.legal``."""
        ...


@dataclass(frozen=True, slots=True)
class Step:
    """One decision carried out.

    Attributes:
        player: who acted.
        action: what was applied.
        events: what it caused (the next hand's start included).
        reason: the agent's one-line reason, if it gives one.
        seconds: how long the agent took to decide (wall clock).
        illegal: the agent's answer was not legal and was replaced.
        cpu_seconds: the processor time of the decision (synchronous steps only).
    """

    player: int
    action: Action
    events: list[Event]
    reason: str | None
    seconds: float
    illegal: bool = False
    cpu_seconds: float = 0.0


class GameLoop:
    """Drives one game with one agent per player.

    Every event goes to ``on_event`` unredacted and to each agent's optional
    ``observe`` redacted for its player (the events so far are published when the
    loop is made).

    Args:
        game: the game (the loop is its only caller of ``apply``).
        agents: per player, an :class:`~mahjong_tui.engine.agents.Agent` or an
            :class:`AsyncAgent`.
        on_event: called with every event, unredacted.
        on_illegal: called with ``(player, action)`` for an illegal answer.
        strict: raise :class:`AgentError` on an illegal answer instead.
        publish_history: publish the game's events so far at once.
    """

    def __init__(self, game: Game, agents: Sequence[object], *,
                 on_event: Callable[[Event], None] | None = None,
                 on_illegal: Callable[[int, Action], None] | None = None,
                 strict: bool = False, publish_history: bool = True) -> None:
        if len(agents) != 4:
            raise ValueError(f"a game loop needs 4 agents, not {len(agents)}")
        self.game = game
        self.agents = list(agents)
        self.on_event = on_event
        self.on_illegal = on_illegal
        self.strict = strict
        self.illegal_actions = 0
        self._observers = [getattr(a, "observe", None) for a in self.agents]
        # Which agents answer asynchronously, decided once (a protocol check per
        # decision would cost more than a random bot's whole decision).
        self._async = [isinstance(a, AsyncAgent) for a in self.agents]
        for p, a in enumerate(self.agents):
            if not self._async[p] and not isinstance(a, Agent):
                raise ValueError(f"the agent of player {p} has no decide method")
        if publish_history:
            self._publish(list(game.events))

    # -- the parts ---------------------------------------------------------------
    def next_player(self) -> int | None:
        """Who decides next (the first in ``to_act``), or ``None`` when over."""
        to_act = self.game.to_act()
        return to_act[0] if to_act else None

    def apply(self, player: int, view: SeatView, action: Action, *,
              reason: str | None = None, seconds: float = 0.0,
              cpu_seconds: float = 0.0) -> Step:
        """Check ``action`` against ``view.legal``, apply it (or the policy's
        replacement) and publish the events."""
        illegal = not is_among(action, view.legal)
        if illegal:
            if self.strict:
                text = getattr(action, "text", repr(action))
                raise AgentError(f"agent for player {player} chose {text!r}, "
                                 "which is not legal")
            self.illegal_actions += 1
            if self.on_illegal is not None:
                self.on_illegal(player, action)
            action = view.legal[0]
        events = self.game.apply(player, action)
        self._publish(events)
        return Step(player, action, events, reason, seconds, illegal, cpu_seconds)

    def _publish(self, events: list[Event]) -> None:
        for e in events:
            if self.on_event is not None:
                self.on_event(e)
            for p, obs in enumerate(self._observers):
                if obs is not None:
                    obs(redact(e, p))

    # -- synchronous -----------------------------------------------------------------
    def step(self) -> Step:
        """Ask the next player's agent and apply its answer.

        Raises:
            AgentError: the agent cannot decide synchronously, or (``strict``)
                answered with an illegal action.
            ValueError: the game is over.
        """
        player = self.next_player()
        if player is None:
            raise ValueError("the game is over")
        if self._async[player]:
            raise AgentError(f"the agent of player {player} decides only asynchronously")
        agent: Agent = self.agents[player]  # type: ignore[assignment]
        view = self.game.view(player)
        t0 = time.perf_counter()
        c0 = time.process_time()
        action = agent.decide(view)
        cpu = time.process_time() - c0
        seconds = time.perf_counter() - t0
        return self.apply(player, view, action, reason=agent_reason(agent), seconds=seconds,
                          cpu_seconds=cpu)

    def run(self) -> Game:
        """Step until the game is over."""
        while not self.game.is_over:
            self.step()
        return self.game

    # -- asynchronous ------------------------------------------------------------------
    async def step_async(self) -> Step:
        """As :meth:`step`, awaiting humans and running bots in a worker thread."""
        player = self.next_player()
        if player is None:
            raise ValueError("the game is over")
        agent = self.agents[player]
        view = self.game.view(player)
        t0 = time.perf_counter()
        reason: str | None = None
        if self._async[player]:
            action = await agent.decide_async(view)  # type: ignore[attr-defined]
        else:
            action = await asyncio.to_thread(agent.decide, view)  # type: ignore[attr-defined]
            reason = agent_reason(agent)  # type: ignore[arg-type]
        seconds = time.perf_counter() - t0
        return self.apply(player, view, action, reason=reason, seconds=seconds)

    async def run_async(self, pace: Callable[[Step], Awaitable[None]] | None = None) -> Game:
        """Step until the game is over, awaiting ``pace(step)`` after each step."""
        while not self.game.is_over:
            done = await self.step_async()
            if pace is not None:
                await pace(done)
        return self.game


def step(game: Game, agents: Sequence[Agent],
         on_event: Callable[[Event], None] | None = None) -> list[Event]:
    """Ask the first player in ``game.to_act()`` for a decision and apply it.

    Raises:
        AgentError: when the agent answers with an illegal action.
    """
    loop = GameLoop(game, agents, on_event=on_event, strict=True, publish_history=False)
    return loop.step().events


def play(game: Game, agents: Sequence[Agent],
         on_event: Callable[[Event], None] | None = None) -> Game:
    """Run ``game`` to the end with one agent per player.

    Raises:
        AgentError: when an agent answers with an illegal action.
    """
    return GameLoop(game, agents, on_event=on_event, strict=True).run()
