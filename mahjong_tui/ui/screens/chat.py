"""One line of chat to the people at an online table."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Static

from mahjong_tui.i18n.online_words import online_words
from mahjong_tui.ui.words import translate_bindings

__all__ = ["MAX_CHAT", "ChatScreen"]

MAX_CHAT = 200
"""The longest chat line the server takes."""


class ChatScreen(ModalScreen[str | None]):
    """A chat line: Enter sends it (dismissed with the text), Esc closes (``None``).

    Args:
        lang: the interface language.
    """

    DEFAULT_CSS = """
    ChatScreen { align: center bottom; }
    #chat-box { width: 72; max-width: 100%; height: auto; padding: 0 1;
                border: round $accent; background: $panel; }
    #chat-box Input { width: 100%; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "back")]

    def __init__(self, *, lang: str = "zh") -> None:
        super().__init__()
        self.lang = lang
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        with Vertical(id="chat-box"):
            yield Static(online_words(self.lang).chat_prompt)
            yield Input("", id="chat", compact=True, max_length=MAX_CHAT)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value.strip() or None)

    def action_back(self) -> None:
        self.dismiss(None)
