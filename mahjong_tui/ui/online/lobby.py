"""The lobby of a table server: its open rooms, and the way to a table (create,
join, watch), through the waiting room to the table screen and back.

The lobby owns the connection (a :class:`~mahjong_tui.net.client.TableClient`). It
reads the server's messages until a table opens; the table's
:class:`~mahjong_tui.ui.online.remote_session.RemoteSession` reads them while it is
on screen, and the lobby again once it closes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from mahjong_tui.i18n.online_words import online_words
from mahjong_tui.net.client import TableClient
from mahjong_tui.net.codec import WireError
from mahjong_tui.net.remote_table import RemoteTable
from mahjong_tui.persistence.online_seats import OnlineSeats
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.online.forms import CreateRoomScreen, PasswordScreen, RoomForm
from mahjong_tui.ui.online.remote_session import RemoteSession, chat_line
from mahjong_tui.ui.online.waiting import WaitingScreen
from mahjong_tui.ui.rules_choice import rules_name
from mahjong_tui.ui.screens.chat import ChatScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.words import translate_bindings

__all__ = ["REFRESH_SECONDS", "LobbyScreen", "LobbyStart"]

REFRESH_SECONDS = 5.0
"""How often the lobby lists the rooms again by itself."""


@dataclass(frozen=True, slots=True)
class LobbyStart:
    """What to do once connected (from ``join``'s options): join or watch a room,
    or create one; else just list the rooms."""

    room: str | None = None
    watch: bool = False
    password: str = ""
    create: dict[str, Any] | None = field(default=None)


class LobbyScreen(Screen[None]):
    """The rooms of one server.

    Args:
        url: the server.
        name: the player's name.
        settings: the player's settings (language, tiles) for the table.
        start: what to do once connected.
        client: the connection (tests pass one; by default one is made).
        held: the seats this player holds at online tables (kept across runs).
    """

    DEFAULT_CSS = """
    LobbyScreen { align: center top; }
    #lobby { width: 100%; height: 1fr; padding: 0 1; }
    #lobby-title { text-style: bold; }
    #lobby-status { color: $text-muted; }
    #rooms { height: 1fr; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("j", "join", "join"),
        Binding("w", "watch", "watch"),
        Binding("c", "create", "create"),
        Binding("r", "refresh", "refresh"),
        Binding("q,escape", "back", "back"),
    ]

    def __init__(self, url: str, name: str, settings: Settings, *,
                 start: LobbyStart | None = None, client: TableClient | None = None,
                 held: OnlineSeats | None = None) -> None:
        super().__init__()
        self.held = held or OnlineSeats()
        self._rejoining: str | None = None
        """The room whose seat is being taken back (with its remembered token)."""
        self.url = url
        self.player_name = name
        """The player's name (as typed; the server may clean it)."""
        self.settings = settings
        self.client = client or TableClient(url, name)
        self.start = start or LobbyStart()
        self.rooms: list[dict[str, Any]] = []
        self._listed: list[str] = []
        """The codes of the rooms in the list on screen, in its order."""
        self.rulesets: tuple[str, ...] = ()
        self.levels: tuple[str, ...] = ()
        self.table: RemoteTable | None = None
        self.password = ""
        self.waiting: WaitingScreen | None = None
        translate_bindings(self, self.lang)

    @property
    def lang(self) -> str:
        """The interface language."""
        return self.settings.language

    def compose(self) -> ComposeResult:
        w = online_words(self.lang)
        with Vertical(id="lobby"):
            yield Static(Text(w.lobby_title.format(url=self.url)), id="lobby-title")
            yield Static(Text(w.connecting.format(url=self.url)), id="lobby-status")
            table: DataTable[Text] = DataTable(id="rooms", cursor_type="row", zebra_stripes=True)
            table.add_columns(*w.rooms_header)
            yield table
        yield Footer()

    def on_mount(self) -> None:
        self.client.start()
        self.read()
        self.set_interval(REFRESH_SECONDS, self._refresh_list)

    def _refresh_list(self) -> None:
        """List the rooms again while the lobby is on screen (not under a table)."""
        if self.app.screen is self and self.rulesets:
            self.action_refresh()

    async def on_unmount(self) -> None:
        await self.client.close()

    # -- the server's messages ----------------------------------------------------
    @work(exclusive=True, group="lobby")
    async def read(self) -> None:
        """Read messages until a table opens."""
        while True:
            message = await self.client.receive()
            if await self._handle(message):
                return

    async def _handle(self, m: dict[str, Any]) -> bool:
        """Take one message; ``True`` once a table is on screen (its session reads on)."""
        w = online_words(self.lang)
        kind = m.get("type")
        if kind == "welcome":
            self.rulesets = tuple(str(r) for r in m.get("rulesets", ()) or ())
            self.levels = tuple(str(lv) for lv in m.get("levels", ()) or ())
            self._status(w.connected.format(url=self.url, name=str(m.get("name", ""))[:40]))
            rejoining, self._rejoining = self._rejoining, None
            if m.get("room") is None and rejoining is not None:
                # The seat is no longer held (the match ended, or the server forgot it).
                self.held.forget(self.url, rejoining, self.player_name)
                self.client.token = None
                await self.client.send({"type": "join", "room": rejoining,
                                        "password": self.password})
            elif m.get("room") is None:
                await self._first_move()
        elif kind == "rooms":
            rooms = m.get("rooms")
            self.rooms = [r for r in rooms if isinstance(r, dict)] if isinstance(rooms, list) \
                else []
            self._fill()
        elif kind in ("joined", "watching"):
            self.table = RemoteTable()
            room, token = m.get("room"), m.get("token")
            if kind == "joined" and isinstance(room, str) and isinstance(token, str):
                self.held.hold(self.url, room, self.player_name, token)
        elif kind == "state":
            return self._state(m)
        elif kind == "chat":
            if self.waiting is not None:
                self.waiting.say([chat_line(m, self.lang)])
        elif kind == "left":
            self._close_waiting()
            self.table = None
            await self.client.send({"type": "list"})
        elif kind == "error":
            text = str(m.get("message", ""))[:200]
            self.notify(w.server_said.format(message=text), severity="warning", markup=False)
            if m.get("code") == "connect":
                self._status(text)
        elif kind == "disconnected":
            self._status(w.lost)
        elif kind == "closed":
            self._status(w.gone)
        elif self.table is not None:
            try:
                self.table.feed(m)
            except WireError:
                return False
            if self.waiting is not None:
                self.waiting.refresh_table()
        return False

    async def _first_move(self) -> None:
        start, self.start = self.start, LobbyStart()
        self.password = start.password
        if start.create is not None:
            await self.client.send(start.create)
        elif start.room is not None and not start.watch and \
                self.held.token(self.url, start.room, self.player_name) is not None:
            await self._rejoin(start.room)
        elif start.room is not None:
            await self.client.send({"type": "spectate" if start.watch else "join",
                                    "room": start.room, "password": start.password})
        else:
            await self.client.send({"type": "list"})

    def _state(self, m: dict[str, Any]) -> bool:
        table = self.table or RemoteTable()
        self.table = table
        try:
            events = table.feed(m)
        except WireError as e:
            self.notify(str(e), severity="warning", markup=False)
            return False
        if table.started and table.view is not None:
            self._close_waiting()
            session = RemoteSession(self.client, table, events, lang=self.lang,
                                    password=self.password)
            self.app.push_screen(TableScreen(session, self.settings),
                                 callback=self._table_closed)
            return True
        if self.waiting is None:
            self.waiting = WaitingScreen(table, self._waiting_choice, lang=self.lang)
            self.app.push_screen(self.waiting)
        else:
            self.waiting.refresh_table()
        return False

    async def _rejoin(self, room: str) -> None:
        token = self.held.token(self.url, room, self.player_name)
        if token is not None:
            self._rejoining = room
            await self.client.rejoin(token)

    def _table_closed(self, _: object) -> None:
        table, self.table = self.table, None
        self.client.token = None  # a drop in the lobby must not seat us again
        if table is not None:
            if table.over and table.room is not None:
                self.held.forget(self.url, table.room, self.player_name)
            # A spectator stops watching; a player's seat is played by the room's bot
            # until they join the room again (its token is remembered).
            self.run_worker(self.client.send({"type": "leave"}), group="send")
        self.run_worker(self.client.send({"type": "list"}), group="send")
        self.read()

    # -- the waiting room -----------------------------------------------------------
    def _waiting_choice(self, choice: str) -> None:
        if choice == "start":
            self.run_worker(self.client.send({"type": "start"}), group="send")
        elif choice == "chat":
            self.app.push_screen(ChatScreen(lang=self.lang), callback=self._chat)
        else:
            self.client.token = None
            if self.table is not None and self.table.room is not None:
                self.held.forget(self.url, self.table.room, self.player_name)  # the seat is freed
            self.run_worker(self.client.send({"type": "leave"}), group="send")
            self._close_waiting()

    def _chat(self, text: str | None) -> None:
        if text:
            self.run_worker(self.client.send({"type": "chat", "text": text}), group="send")

    def _close_waiting(self) -> None:
        waiting, self.waiting = self.waiting, None
        if waiting is not None and waiting in self.app.screen_stack:
            while self.app.screen is not waiting:
                self.app.pop_screen()
            self.app.pop_screen()

    # -- the room list ------------------------------------------------------------------
    def _status(self, text: str) -> None:
        for status in self.query("#lobby-status").results(Static):  # none once closed
            status.update(Text(text))

    def _fill(self) -> None:
        if not self.query("#rooms"):
            return
        w = online_words(self.lang)
        table: DataTable[Text] = self.query_one("#rooms", DataTable)
        row = table.cursor_row
        highlighted = self._listed[row] if 0 <= row < len(self._listed) else None
        table.clear()
        for room in self.rooms:
            code = str(room.get("code", ""))[:8]
            name = str(room.get("ruleset", ""))
            rules = rules_name(name, self.lang) if name in self.rulesets else name[:20]
            hands = room.get("hands") or "16"
            players = room.get("players")
            who = ", ".join(str(p)[:16] if p else "—" for p in players) \
                if isinstance(players, list) else ""
            free = str(room.get("seats_free", 0))
            if room.get("started"):
                free += f" ({w.in_play})"
            if room.get("password"):
                free += f" ({w.locked})"
            if code in self.held.rooms(self.url, self.player_name):
                free += f" ({w.your_seat})"
            table.add_row(Text(code), Text(rules), Text(str(hands)), Text(who), Text(free),
                          Text(str(room.get("spectators", 0))), key=code)
        self._listed = [str(room.get("code", ""))[:8] for room in self.rooms]
        if highlighted in self._listed:  # the list is refreshed under the player's cursor
            table.move_cursor(row=self._listed.index(highlighted))
        if not self.rooms:
            self._status(w.no_rooms)

    def _selected(self) -> dict[str, Any] | None:
        table: DataTable[Text] = self.query_one("#rooms", DataTable)
        if not self.rooms or table.cursor_row < 0 or table.cursor_row >= len(self.rooms):
            return None
        return self.rooms[table.cursor_row]

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_join()

    # -- keys ---------------------------------------------------------------------
    def action_join(self) -> None:
        """Take a seat in the highlighted room (asking its password if it has one)."""
        self._enter("join")

    def action_watch(self) -> None:
        """Watch the highlighted room."""
        self._enter("spectate")

    def _enter(self, how: str) -> None:
        room = self._selected()
        if room is None:
            return
        code = str(room.get("code", ""))
        if how == "join" and code in self.held.rooms(self.url, self.player_name):
            self.run_worker(self._rejoin(code), group="send")
            return

        def send(password: str | None) -> None:
            if password is None:
                return
            self.password = password
            self.run_worker(self.client.send({"type": how, "room": code,
                                              "password": password}), group="send")

        if room.get("password"):
            self.app.push_screen(PasswordScreen(code, lang=self.lang), callback=send)
        else:
            send("")

    def action_create(self) -> None:
        """Open a new room (its options in a form)."""
        def create(form: RoomForm | None) -> None:
            if form is not None:
                self.password = form.password
                self.run_worker(self.client.send(form.message()), group="send")

        self.app.push_screen(CreateRoomScreen(self.rulesets, self.levels, lang=self.lang),
                             callback=create)

    def action_refresh(self) -> None:
        """List the rooms again."""
        self.run_worker(self.client.send({"type": "list"}), group="send")

    def action_back(self) -> None:
        """Leave the server."""
        self.dismiss(None)
