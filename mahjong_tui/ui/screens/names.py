"""Hot-seat from the start screen: the players type their names and each says whether
they want the hint panel (it opens only if every human ticked their box)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Checkbox, Footer, Input, Static

from mahjong_tui.i18n import catalogue
from mahjong_tui.ui.words import translate_bindings

__all__ = ["MAX_NAME", "HotseatPlayers", "NamesScreen"]

_STYLES = Path(__file__).parent.parent / "styles"

MAX_NAME = 16
"""The longest name (as for ``hotseat --names``)."""


@dataclass(frozen=True, slots=True)
class HotseatPlayers:
    """What the names screen gathered.

    Attributes:
        names: the names typed, in player order (``""`` keeps the default name).
        hints: every human ticked "hints": the hint panel may open in this game.
    """

    names: tuple[str, ...]
    hints: bool


class NamesScreen(ModalScreen[HotseatPlayers | None]):
    """One field per human, each with a "hints" box the player ticks (Tab, space) to
    agree to the hint panel; Enter in the last field starts with the names typed (an
    empty field keeps the default name), Esc goes back.

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
                with Horizontal(classes="name-row"):
                    yield Input(placeholder=c.player.format(n=k + 1), max_length=MAX_NAME,
                                id=f"name-{k}", compact=True)
                    yield Checkbox(c.names_hints, id=f"hints-{k}", compact=True)
            yield Static(c.names_hints_note, id="names-hints-note")
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
        agreed = all(box.value for box in self.query(Checkbox))
        self.dismiss(HotseatPlayers(names, agreed))

    def action_back(self) -> None:
        self.dismiss(None)
