"""A yes/no question over the current screen (leaving a game)."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

__all__ = ["ConfirmScreen"]

_STYLES = Path(__file__).parent.parent / "styles"


class ConfirmScreen(ModalScreen[bool]):
    """Asks ``question``; ``y``/Enter answers yes, ``n``/Esc no.

    Args:
        question: the question, one or two lines.
    """

    CSS_PATH = str(_STYLES / "prompts.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,enter", "answer(True)", "yes"),
        Binding("n,escape", "answer(False)", "no"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm"):
            yield Static(self.question, id="confirm-text")
            yield Static("y or Enter: yes · n or Esc: no", id="prompt-hint")
        yield Footer()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
