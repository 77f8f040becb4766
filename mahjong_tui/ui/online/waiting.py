"""The waiting room: a room's seats before play starts, its chat, and the key that
starts play at once (bots take the free seats)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, RichLog, Static

from mahjong_tui.i18n import catalogue
from mahjong_tui.i18n.online_words import online_words
from mahjong_tui.net.remote_table import RemoteTable
from mahjong_tui.ui.rules_choice import rules_name
from mahjong_tui.ui.words import translate_bindings

__all__ = ["WaitingScreen"]


class WaitingScreen(Screen[None]):
    """Shows who sits where while the room fills. Its keys tell the lobby
    ``start`` (start now), ``chat`` (open the chat line) or ``leave``; the lobby
    closes it when play starts.

    Args:
        table: the room as this client knows it.
        on_choice: told each key's choice.
        lang: the interface language.
    """

    DEFAULT_CSS = """
    WaitingScreen { align: center top; }
    #waiting { width: 76; max-width: 100%; height: auto; padding: 1 2; }
    #waiting-title { text-style: bold; }
    #waiting-seats { margin: 1 0; }
    #waiting-chat { height: 8; border: round $panel-lighten-2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "choose('start')", "start now"),
        Binding("t", "choose('chat')", "chat"),
        Binding("q,escape", "choose('leave')", "back"),
    ]

    def __init__(self, table: RemoteTable, on_choice: Callable[[str], None], *,
                 lang: str = "zh") -> None:
        super().__init__()
        self.table = table
        self.on_choice = on_choice
        self.lang = lang
        self.lines: list[str] = []
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        with Vertical(id="waiting"):
            yield Static(id="waiting-title")
            yield Static(id="waiting-seats")
            yield Static(id="waiting-hint")
            yield RichLog(id="waiting-chat", wrap=True, markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_table()
        for log in self.query(RichLog):  # none when the room started at once
            for line in self.lines:
                log.write(Text(line))

    def refresh_table(self) -> None:
        """Redraw the seats from :attr:`table` (once the screen is composed)."""
        if not self.query("#waiting-title"):
            return
        w = online_words(self.lang)
        winds = catalogue(self.lang).winds
        room = self.table.room or "?"
        rules = rules_name(self.table.ruleset.name, self.lang) \
            if self.table.ruleset is not None else ""
        self.query_one("#waiting-title", Static).update(
            Text(w.waiting_title.format(room=room, rules=rules)))
        rows = []
        for p in range(4):
            name = self.table.names[p] if self.table.humans[p] else w.waiting_seat_free
            if p == self.table.seat:
                name += f" ({w.you})"
            if self.table.away[p]:
                name += f" ({w.away})"
            rows.append(f"{winds[p]:<{max(map(len, winds))}}  {name}")
        self.query_one("#waiting-seats", Static).update(Text("\n".join(rows)))
        self.query_one("#waiting-hint", Static).update(Text(w.waiting_hint.format(room=room)))

    def say(self, lines: Sequence[str]) -> None:
        """Add chat (or news) lines, shown as plain text."""
        self.lines.extend(lines)
        for log in self.query(RichLog):
            for line in lines:
                log.write(Text(line))

    def action_choose(self, choice: str) -> None:
        self.on_choice(choice)
