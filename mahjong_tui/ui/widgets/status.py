"""One line of status text (repaints without a layout pass)."""

from __future__ import annotations

from rich.console import RenderableType
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

__all__ = ["StatusLine"]


class StatusLine(Widget):
    """Draws ``text`` on one line."""

    text: reactive[str] = reactive("")

    def render(self) -> RenderableType:
        return Text(self.text, no_wrap=True, overflow="ellipsis")
