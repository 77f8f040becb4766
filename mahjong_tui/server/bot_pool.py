"""Bot decisions off the server's event loop, in a pool of worker processes.

A bot seat's decision (an empty seat, a player who is away, a turn whose time ran
out) is made in another process, so a slow ``master`` never stalls the other rooms.
A worker gets the seat's view and the seat's redacted events of the hand so far,
builds the room's bot, lets it observe them and asks it; nothing else crosses.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
from collections.abc import Sequence

from bots import get_bot
from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.events import Event
from mahjong_tui.engine.views import SeatView

__all__ = ["BotPool", "decide_in_worker"]


def decide_in_worker(level: str, seed: int, events: Sequence[Event],
                     view: SeatView) -> Action:
    """Build a ``level`` bot, show it the hand's events, and ask it (in a worker)."""
    bot = get_bot(level, seed)
    observe = getattr(bot, "observe", None)
    if observe is not None:
        for event in events:
            observe(event)
    action = bot.decide(view)
    return action if action in view.legal else view.legal[0]


class BotPool:
    """A pool of worker processes deciding for bot seats.

    Args:
        workers: processes in the pool (0: decide in a thread of this process,
            for tests and tiny servers).
    """

    def __init__(self, workers: int = 2) -> None:
        self._pool: concurrent.futures.Executor | None = None
        if workers > 0:
            context = multiprocessing.get_context("spawn")
            self._pool = concurrent.futures.ProcessPoolExecutor(workers, mp_context=context)

    async def decide(self, level: str, seed: int, events: Sequence[Event],
                     view: SeatView) -> Action:
        """The bot's action for ``view`` (one of ``view.legal``)."""
        loop = asyncio.get_running_loop()
        if self._pool is None:
            return await asyncio.to_thread(decide_in_worker, level, seed, events, view)
        try:
            return await loop.run_in_executor(self._pool, decide_in_worker, level, seed,
                                              list(events), view)
        except concurrent.futures.process.BrokenProcessPool:
            # A worker died (killed, out of memory): decide here this once and start
            # a fresh pool for the next decisions.
            self._pool = concurrent.futures.ProcessPoolExecutor(
                2, mp_context=multiprocessing.get_context("spawn"))
            return await asyncio.to_thread(decide_in_worker, level, seed, events, view)

    def close(self) -> None:
        """Stop the workers."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
