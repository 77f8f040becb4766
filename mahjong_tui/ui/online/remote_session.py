"""A table screen's source at a server's table: what the server sends this seat
(or this spectator), drawn; the player's answers, sent.

:class:`RemoteSession` is a :class:`~mahjong_tui.ui.session.TableSource`. It decides
nothing: the table is the seat's redacted view from the server, the legal actions are
the prompt's, and an answer goes back with the prompt's id (the server checks it).
A prompt the server withdraws (its time ran out, or a bot played for a dropped
seat) closes on screen. After a drop the client reconnects on its own and the
server sends the whole table again.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from mahjong_tui.engine.actions import parse_action
from mahjong_tui.engine.events import Event, HandEnded, MatchEnded
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.engine.views import SeatView
from mahjong_tui.i18n.describe import action_text
from mahjong_tui.i18n.online_words import online_words
from mahjong_tui.net.client import TableClient
from mahjong_tui.net.codec import WireError
from mahjong_tui.net.remote_table import Prompt, RemoteTable
from mahjong_tui.ui.hotseat_table import hide_seat, quiet_claims
from mahjong_tui.ui.model import TableDisplay, table_display
from mahjong_tui.ui.session import TableHost, hand_end_events

__all__ = ["RemoteSession", "chat_line"]


class RemoteSession:
    """One seat (or a spectator) at a server's table.

    Args:
        client: the connection (this session reads its inbox while it runs).
        table: the table as the lobby left it (after the ``state`` that started it).
        events: the hand's events so far (from that ``state``).
        lang: the interface language of the lines this session logs.
    """

    def __init__(self, client: TableClient, table: RemoteTable, events: Sequence[Event],
                 *, lang: str = "en", password: str = "") -> None:
        self.client = client
        self.table = table
        self.reason_language = lang
        """The interface language of the lines this session logs (the screen sets it)."""
        self.password = password
        """The room's password (a spectator needs it again after a reconnect)."""
        self.names: tuple[str, ...] = ()
        seat = table.seat
        self.seat: int | None = seat if seat is not None and seat >= 0 else None
        self.watch = self.seat is None
        self.show_all = False
        self.follow = self.seat if self.seat is not None else 0
        self.keyboard: int | None = self.seat
        self.hotseat = False
        self.can_undo = False
        """No undo at a shared table."""
        self.paced = False
        """The server sets the pace: no pause, step or speed for a spectator."""
        self.chat: Callable[[str], None] | None = self._say
        self._sending: set[asyncio.Task[bool]] = set()
        self.describe: Callable[[Event, Sequence[str]], str] = _describe
        self.history: list[Event] = list(events)
        """This seat's events (redacted by the server) since the hand began."""
        self._asking: asyncio.Task[None] | None = None
        self._ticking: asyncio.Task[None] | None = None
        self._prompt_id: int | None = None
        self._name_seats()

    @property
    def lang(self) -> str:
        """The interface language."""
        return self.reason_language

    def _name_seats(self) -> None:
        """Player names, a dropped player's marked as away."""
        w = online_words(self.lang)
        self.names = tuple(f"{n} ({w.away})" if away else n
                           for n, away in zip(self.table.names, self.table.away, strict=True))

    # -- what the screen shows ------------------------------------------------

    @property
    def ruleset(self) -> Ruleset | None:
        """The rules of the table."""
        return self.table.ruleset

    @property
    def hints_allowed(self) -> bool:
        """The room allows the hint panel (its ``hints`` option)."""
        return self.table.options.get("hints", True) is not False

    @property
    def leave_question(self) -> str | None:
        """What to ask before leaving (``None``: leave at once)."""
        if self.watch or self.table.over:
            return None
        return online_words(self.lang).leave_online

    def status_note(self) -> str:
        """The time left to decide, while this seat has a timed prompt."""
        prompt = self.table.prompt if self._prompt_id is not None else None
        left = prompt.seconds_left() if prompt is not None else None
        if left is None:
            return ""
        return online_words(self.lang).time_left.format(seconds=int(left + 0.999))

    def display(self) -> TableDisplay:
        """The seat's view (a spectator's: the public table from the followed seat)."""
        view = self.table.view
        names = self.names
        if view is None:
            raise WireError("no table yet")
        if self.seat is None:
            d = table_display(view, names, bottom=self.follow)
            seats = tuple(s if s.hand is None else hide_seat(s) for s in d.seats)
            return quiet_claims(replace(d, viewer=None, seats=seats, legal=()))
        prompt = self.table.prompt
        if prompt is not None:
            view = replace(view, legal=prompt.legal)
        return quiet_claims(table_display(view, names, bottom=self.seat, viewer=self.seat))

    def _say(self, text: str) -> None:
        """Send a chat line (the server sends it back to everyone, this seat too)."""
        task = asyncio.get_running_loop().create_task(
            self.client.send({"type": "chat", "text": text}))
        self._sending.add(task)
        task.add_done_callback(self._sending.discard)

    # -- the loop ---------------------------------------------------------------
    async def run(self, host: TableHost) -> None:
        """Draw what the server sends until the match ends, the seat is lost or the
        server goes away; ask the player whenever a prompt comes."""
        host.present(self.display(), [self.describe(e, self.names) for e in self.history])
        try:
            if self.table.prompt is not None:
                self._ask(host, self.table.prompt)
            while True:
                message = await self.client.receive()
                if not await self._handle(host, message):
                    return
        finally:
            self._withdraw()

    async def _handle(self, host: TableHost, m: dict[str, Any]) -> bool:
        """Take one message; ``False`` when the table is done with."""
        w = online_words(self.lang)
        kind = m.get("type")
        if kind == "disconnected":
            self._withdraw()
            host.present(self.display(), [w.lost])
            return True
        if kind == "closed":
            host.present(self.display(), [w.gone])
            return False
        if kind == "welcome":
            if m.get("room") is None and not self.watch:
                host.present(self.display(), [w.seat_lost])
                return False
            if self.watch and isinstance(self.table.room, str):
                await self.client.send({"type": "spectate", "room": self.table.room,
                                        "password": self.password})
            return True
        if kind in ("ok", "pong", "watching", "joined"):
            return True
        if kind == "error":
            text = str(m.get("message", ""))[:200]
            host.present(self.display(), [w.server_said.format(message=text)])
            return m.get("code") != "connect"
        if kind == "chat":
            host.present(self.display(), [chat_line(m, self.lang)])
            return True
        if kind == "auto":
            self._auto(host, m)
            return True
        if kind == "left":
            return False
        before = self.table.away
        try:
            events = self.table.feed(m)
        except WireError as e:
            host.present(self.display(), [w.server_said.format(message=str(e))])
            return True
        self._name_seats()
        if kind == "state":
            self._withdraw()
            self.history = list(events)
            host.present(self.display(), [w.back])
            if self.table.prompt is not None:
                self._ask(host, self.table.prompt)
        elif kind == "events":
            if self._prompt_id is not None:
                self._withdraw()  # the server has moved on: the prompt is gone
            await self._publish(host, events)
        elif kind == "prompt" and self.table.prompt is not None:
            self._withdraw()
            host.present(self.display(), [])
            self._ask(host, self.table.prompt)
        elif kind == "seats":
            host.present(self.display(), self._away_lines(before))
        elif kind == "over":
            return False
        return True

    async def _publish(self, host: TableHost, events: list[Event]) -> None:
        start = 0
        for i, e in enumerate(events):
            if isinstance(e, HandEnded | MatchEnded):
                self.history.extend(events[start:i + 1])
                host.present(self.display(), [self.describe(x, self.names)
                                              for x in events[start:i + 1]])
                start = i + 1
                if isinstance(e, HandEnded):
                    await host.hand_over(hand_end_events(self.history), self.names)
                    self.history = []
                else:
                    await host.match_over(e, self.names)
        self.history.extend(events[start:])
        host.present(self.display(), [self.describe(e, self.names) for e in events[start:]])
        await host.frame()

    def _ask(self, host: TableHost, prompt: Prompt) -> None:
        """Ask the player in the background (the server may withdraw the prompt)."""
        if self.seat is None or self.table.view is None:
            return
        view: SeatView = replace(self.table.view, legal=prompt.legal)
        self._prompt_id = prompt.id
        self._asking = asyncio.get_running_loop().create_task(
            self._answer(host, view, prompt.id))
        if prompt.time_left is not None:
            self._ticking = asyncio.get_running_loop().create_task(self._tick(host, prompt.id))

    async def _answer(self, host: TableHost, view: SeatView, prompt_id: int) -> None:
        assert self.seat is not None
        action = await host.ask_human(self.seat, view)
        if self._prompt_id == prompt_id:
            self._prompt_id = None
            self.table.prompt = None
            await self.client.send({"type": "action", "prompt": prompt_id,
                                    "action": action.text})

    async def _tick(self, host: TableHost, prompt_id: int) -> None:
        """Redraw once a second while the prompt is open: the status line counts down."""
        while self._prompt_id == prompt_id:
            await asyncio.sleep(1.0)
            if self._prompt_id == prompt_id:
                host.present(self.display(), [])

    def _withdraw(self) -> None:
        """Close the prompt on screen (answered, expired or replaced)."""
        task, self._asking, self._prompt_id = self._asking, None, None
        if task is not None and not task.done():
            task.cancel()
        ticking, self._ticking = self._ticking, None
        if ticking is not None and not ticking.done():
            ticking.cancel()

    def _auto(self, host: TableHost, m: dict[str, Any]) -> None:
        self._withdraw()
        w = online_words(self.lang)
        try:
            text = action_text(parse_action(str(m.get("action", ""))), self.lang)
        except ValueError:
            text = str(m.get("action", ""))[:40]
        host.present(self.display(), [w.auto_played.format(action=text)])

    def _away_lines(self, before: tuple[bool, ...]) -> list[str]:
        w = online_words(self.lang)
        seconds = self.table.options.get("away_seconds", 10)
        lines = []
        for p, (was, now) in enumerate(zip(before, self.table.away, strict=True)):
            name = self.table.names[p]
            if now and not was:
                lines.append(w.seat_away.format(name=name, seconds=seconds))
            elif was and not now:
                lines.append(w.seat_back.format(name=name))
        return lines


def chat_line(message: dict[str, Any], lang: str) -> str:
    """A ``chat`` message as a log line: who said what, bounded (the server already
    made both plain text)."""
    return online_words(lang).chat_line.format(name=str(message.get("from", ""))[:40],
                                               text=str(message.get("text", ""))[:200])


def _describe(event: Event, names: Sequence[str]) -> str:
    return event.describe(names)

