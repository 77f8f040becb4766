"""Choosing a saved game to resume (the start screen's "Resume")."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Static

from mahjong_tui.i18n import catalogue
from mahjong_tui.persistence.save_list import SaveSummary
from mahjong_tui.ui.words import translate_bindings

__all__ = ["SavesScreen", "save_line"]

_STYLES = Path(__file__).parent.parent / "styles"


def save_line(item: SaveSummary) -> str:
    """One game in the list: ``12-01 08:43  bots  3/16  You 512  Bot 1 500..`` (start
    without the year, mode, the hand being played of the match's hands, each
    player's score)."""
    session = item.save.session
    mode = session.mode if session is not None else "?"
    hand = f"{item.hand}/{item.hands}" if item.hand and item.hands else ""
    scores = "  ".join(f"{n} {s}" for n, s in zip(item.players, item.scores or (),
                                                   strict=False))
    rules = "" if item.ruleset == "mcr" else f" {item.ruleset}"
    started = item.started[5:] if len(item.started) == 16 else item.started
    return f"{started}  {mode}{rules}  {hand}  {scores}"


class SavesScreen(ModalScreen[Path | None]):
    """The unfinished games, best first (games with a human before watch games);
    digits or a click choose one, Esc goes back.

    Args:
        items: the games offered, in order.
    """

    CSS_PATH = str(_STYLES / "start.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "back")]

    def __init__(self, items: list[SaveSummary], *, lang: str = "zh") -> None:
        super().__init__()
        self.items = items
        self.lang = lang
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        c = catalogue(self.lang)
        with Vertical(id="saves-box"):
            yield Static(Text(c.saves_title, style="bold"), id="saves-title")
            with VerticalScroll(id="saves-list"):
                for i, item in enumerate(self.items):
                    label = f"{i + 1}  {save_line(item)}" if i < 9 else save_line(item)
                    button = Button(Content(label), id=f"save-{i}", compact=True)
                    button.can_focus = False
                    yield button
            yield Static(c.saves_hint, id="saves-hint")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id and event.button.id.startswith("save-"):
            self.dismiss(self.items[int(event.button.id.removeprefix("save-"))].save.path)

    def on_key(self, event: events.Key) -> None:
        ch = event.character or ""
        if ch.isdigit() and ch != "0" and int(ch) <= len(self.items):
            event.stop()
            self.dismiss(self.items[int(ch) - 1].save.path)

    def action_back(self) -> None:
        self.dismiss(None)
