"""The hot-seat call window: one shared screen after a discard, showing only the
public table, where any human may call the tile on offer."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.timer import Timer
from textual.widgets import Footer, Static

from mahjong_tui.engine.tiles import Tile
from mahjong_tui.i18n import catalogue
from mahjong_tui.ui.tiles_render import label, render_row
from mahjong_tui.ui.words import translate_bindings

__all__ = ["CallWindow", "call_key"]

_STYLES = Path(__file__).parent.parent / "styles"


def call_key(player: int) -> str:
    """The key a player presses to call: their player number (``1`` for player 0)."""
    return str(player + 1)


class CallWindow(ModalScreen[int | None]):
    """Shows the tile on offer and lets one of ``callers`` call it by their number.

    Space, Enter or Esc mean nobody calls; so does the end of the optional timer.
    The window never shows a hand or anything else that depends on who could
    claim: the same text for the same public table.

    Args:
        tile: the tile on offer.
        from_name: the discarder's (or kong declarer's) name.
        from_wind: their seat wind.
        callers: the players who may call (the humans other than the discarder).
        names: all names by player.
        seconds: the claim timer, or ``None`` for none.
        style: tile style for the big tile.
        lang: the interface language.
        robbing: the tile is being added to a pung.
    """

    CSS_PATH = str(_STYLES / "prompts.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space,enter,escape", "no_call", "no claim"),
        Binding("q", "app.quit_game", "quit"),
    ]

    def __init__(self, tile: Tile, from_name: str, from_wind: int, callers: Sequence[int],
                 names: Sequence[str], *, seconds: int | None = None, style: str = "boxed",
                 lang: str = "zh", robbing: bool = False) -> None:
        super().__init__()
        self.tile = tile
        self.from_name = from_name
        self.from_wind = from_wind
        self.callers = tuple(callers)
        self.names = tuple(names)
        self.left = seconds
        self.style = style
        self.lang = lang
        self.robbing = robbing
        self._timer: Timer | None = None
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        c = catalogue(self.lang)
        title = Text()
        for line in render_row((self.tile,), "boxed" if self.style == "compact" else self.style,
                               self.lang):
            title.append_text(line)
            title.append("\n")
        template = c.prompt_adds if self.robbing else c.prompt_discards
        title.append(template.format(name=self.from_name, wind=c.winds[self.from_wind],
                                     tile=label(self.tile, self.lang)), style="bold")
        who = c.name_list_sep.join(c.call_who.format(key=call_key(p), name=self.names[p])
                                   for p in self.callers)
        with Vertical(id="dialog"):
            yield Static(title, id="prompt-title")
            yield Static(c.call_window.format(who=who), id="call-who")
            yield Static(self._hint(), id="prompt-hint")
        yield Footer()

    def _hint(self) -> str:
        c = catalogue(self.lang)
        hint = c.call_none
        if self.left is not None:
            hint += c.call_timer.format(n=self.left)
        return hint

    def on_mount(self) -> None:
        if self.left is not None:
            self._timer = self.set_interval(1.0, self._tick)

    def _tick(self) -> None:
        assert self.left is not None
        self.left -= 1
        if self.left <= 0:
            self.action_no_call()
            return
        self.query_one("#prompt-hint", Static).update(self._hint())

    def on_key(self, event: events.Key) -> None:
        ch = event.character or ""
        for p in self.callers:
            if ch == call_key(p):
                event.stop()
                self._close(p)
                return

    def _close(self, caller: int | None) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if self.is_current:
            self.dismiss(caller)

    def action_no_call(self) -> None:
        """Nobody (more) calls the tile."""
        self._close(None)
