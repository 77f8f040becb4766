"""A headless client that plays one seat at a remote table with a bot
(``mahjong-tui join HOST --bot LEVEL``): for filling seats from another machine and
for load tests.

The bot sees exactly what a player at that seat sees: the seat's view and its
redacted events, from the wire.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bots import get_bot
from mahjong_tui.engine.agents import Agent
from mahjong_tui.net.client import TableClient
from mahjong_tui.net.codec import WireError
from mahjong_tui.net.remote_table import RemoteTable

__all__ = ["BotOutcome", "play_as_bot"]


@dataclass(frozen=True, slots=True)
class BotOutcome:
    """How a bot's match went.

    Attributes:
        room: the room's code.
        seat: the seat played.
        actions: decisions sent.
        errors: error replies received (0 in a clean match).
        reconnects: times the connection was re-established.
        scores: the final scores, when the match ended.
        finished: the match ended.
    """

    room: str | None
    seat: int | None
    actions: int
    errors: int
    reconnects: int
    scores: tuple[int, ...]
    finished: bool


async def play_as_bot(url: str, level: str, *, name: str = "", room: str | None = None,
                      password: str = "", create: dict[str, Any] | None = None,
                      seed: int = 0, say: Callable[[str], None] = lambda _: None,
                      client: TableClient | None = None) -> BotOutcome:
    """Join (or create) a room and play its seat with a ``level`` bot until the match
    ends.

    Args:
        url: the server.
        level: the bot level.
        name: the seat's name (default ``<level> bot``).
        room: the room to join; ``None`` with ``create``: create one.
        password: the room's password.
        create: the ``create`` message's options (a new room).
        seed: the bot's seed.
        say: told one line per notable thing (joined, errors, the end).
        client: an existing connection to use (tests drop it on purpose).
    """
    own = client is None
    client = client or TableClient(url, name or f"{level} bot")
    if own:
        client.start()
    table = RemoteTable()
    bot: Agent = get_bot(level, seed)
    actions = errors = 0
    asked = False
    try:
        while True:
            m = await client.receive()
            kind = m.get("type")
            if kind == "welcome" and not asked and m.get("room") is None:
                asked = True
                if room is not None:
                    await client.send({"type": "join", "room": room, "password": password})
                else:
                    await client.send({"type": "create", **(create or {})})
            elif kind == "joined":
                say(f"seated at room {m.get('room')} as seat {m.get('seat')}")
            elif kind == "error":
                errors += 1
                say(f"server: {m.get('message')}")
                if m.get("code") in ("connect", "version", "no-room", "room-full",
                                     "password", "bad-field"):
                    break
            elif kind == "closed":
                break
            try:
                events = table.feed(m)
            except WireError as e:
                errors += 1
                say(f"unreadable message: {e}")
                continue
            if kind == "state":
                bot = get_bot(level, seed)  # a resync brings the hand again
            observe = getattr(bot, "observe", None)
            if observe is not None:
                for event in events:
                    observe(event)
            if table.over:
                break
            prompt, view = table.prompt, table.view
            if kind in ("prompt", "state") and prompt is not None and view is not None:
                action = await asyncio.to_thread(bot.decide, view)
                if action not in prompt.legal:
                    action = prompt.legal[0]
                if await client.send({"type": "action", "action": action.text,
                                      "prompt": prompt.id}):
                    actions += 1
                table.prompt = None
    finally:
        if own:
            await client.close()
    scores = table.view.scores if table.view is not None else ()
    return BotOutcome(table.room, table.seat, actions, errors, client.reconnects,
                      tuple(scores), table.over)
