"""A yes/no question over the current screen (leaving a game)."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from mahjong_tui.i18n import catalogue
from mahjong_tui.ui.words import translate_bindings

__all__ = ["ConfirmScreen"]

_STYLES = Path(__file__).parent.parent / "styles"


class ConfirmScreen(ModalScreen[bool]):
    """Asks ``question``; ``y``/Enter answers yes, ``n``/Esc no.

    Args:
        question: the question, one or two lines.
        lang: the language of the hint and the keys.
    """

    CSS_PATH = str(_STYLES / "prompts.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,enter", "answer(True)", "yes"),
        Binding("n,escape", "answer(False)", "no"),
    ]

    def __init__(self, question: str, *, lang: str = "zh") -> None:
        super().__init__()
        self.question = question
        self.lang = lang
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm"):
            yield Static(self.question, id="confirm-text")
            yield Static(catalogue(self.lang).confirm_hint, id="prompt-hint")
        yield Footer()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
