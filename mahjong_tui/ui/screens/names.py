"""Hot-seat from the start screen: the players type their names."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Static

from mahjong_tui.i18n import catalogue
from mahjong_tui.ui.words import translate_bindings

__all__ = ["MAX_NAME", "NamesScreen"]

_STYLES = Path(__file__).parent.parent / "styles"

MAX_NAME = 16
"""The longest name (as for ``hotseat --names``)."""


class NamesScreen(ModalScreen[tuple[str, ...] | None]):
    """One field per human; Enter in the last field (or the start key) starts with the
    names typed (an empty field keeps the default name), Esc goes back.

    Args:
        humans: how many names.
        lang: the interface language.
    """

    CSS_PATH = str(_STYLES / "start.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "back")]

    def __init__(self, humans: int, *, lang: str = "zh") -> None:
        super().__init__()
        self.humans = humans
        self.lang = lang
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        c = catalogue(self.lang)
        with Vertical(id="names-box"):
            yield Static(c.names_title, id="names-title")
            for k in range(self.humans):
                yield Input(placeholder=c.player.format(n=k + 1), max_length=MAX_NAME,
                            id=f"name-{k}", compact=True)
            yield Static(c.names_hint, id="names-hint")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#name-0", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        fields = list(self.query(Input))
        index = fields.index(event.input)
        if index + 1 < len(fields):
            fields[index + 1].focus()
            return
        names = tuple(f.value.strip() for f in fields)
        typed = [n for n in names if n]
        if len(set(typed)) < len(typed):
            self.query_one("#names-hint", Static).update(catalogue(self.lang).names_differ)
            return
        self.dismiss(names)

    def action_back(self) -> None:
        self.dismiss(None)
