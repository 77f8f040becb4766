"""The game log: the latest lines in words, newest at the bottom.

A light replacement for ``RichLog``: appending repaints only this widget (no
layout pass), which keeps the table's frame time low. The mouse wheel scrolls
back through older lines.
"""

from __future__ import annotations

import textwrap
from collections import deque
from collections.abc import Iterable

from rich.console import RenderableType
from textual import events
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

__all__ = ["LogPanel"]


class LogPanel(Widget):
    """Holds up to ``max_lines`` lines; draws the newest that fit, wrapped."""

    version: reactive[int] = reactive(0)
    back: reactive[int] = reactive(0)
    """How many lines scrolled back from the newest."""

    def __init__(self, max_lines: int = 1000, **kwargs: str | None) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.lines: deque[str] = deque(maxlen=max_lines)

    def write_lines(self, lines: Iterable[str]) -> None:
        """Append lines (and jump back to the newest)."""
        self.lines.extend(lines)
        self.back = 0
        self.version += 1

    def render(self) -> RenderableType:
        width = max(8, self.size.width)
        height = max(1, self.size.height)
        end = len(self.lines) - self.back
        rows: list[str] = []
        i = end - 1
        while i >= 0 and len(rows) < height:
            line = self.lines[i]
            wrapped = textwrap.wrap(line, width, subsequent_indent="  ") or [""]
            rows[:0] = wrapped
            i -= 1
        return Content("\n".join(rows[-height:]))

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        self.back = min(max(0, len(self.lines) - 1), self.back + 3)

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        self.back = max(0, self.back - 3)
