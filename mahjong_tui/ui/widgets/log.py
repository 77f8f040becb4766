"""The game log: the latest lines in words, newest at the bottom.

A light replacement for ``RichLog``: appending repaints only this widget (no
layout pass), which keeps the table's frame time low. The mouse wheel scrolls
back through older lines.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.reactive import reactive

from mahjong_tui.ui.text_wrap import wrap
from mahjong_tui.ui.widgets.lines import LinesWidget

__all__ = ["LogPanel"]


class LogPanel(LinesWidget):
    """Holds up to ``max_lines`` lines; draws the newest that fit, wrapped."""

    version: reactive[int] = reactive(0, repaint=False)
    back: reactive[int] = reactive(0)
    """How many lines scrolled back from the newest."""

    def __init__(self, max_lines: int = 1000, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.lines: deque[str] = deque(maxlen=max_lines)
        self._wrap_width = 0
        self._wrapped: deque[list[str]] = deque(maxlen=max_lines)

    def write_lines(self, lines: Iterable[str]) -> None:
        """Append lines (and jump back to the newest)."""
        new = list(lines)
        self.lines.extend(new)
        if self._wrap_width:
            self._wrapped.extend(self._wrap(line) for line in new)
        self.back = 0
        self.version += 1

    def _wrap(self, line: str) -> list[str]:
        # Chinese characters take two cells: a line holding any is wrapped by cells
        # (a wrap by characters ran past the panel's edge and lost the rest).
        lang = "en" if cell_len(line) == len(line) else "zh"
        return wrap(line, self._wrap_width, "  ", lang) or [""]

    def watch_version(self) -> None:
        self.picture_changed()

    def cache_key(self) -> tuple[object, ...]:
        return (self.version, self.back)

    def text(self) -> Text:
        width = max(8, self.size.width)
        height = max(1, self.size.height)
        if width != self._wrap_width:
            self._wrap_width = width
            self._wrapped = deque((self._wrap(line) for line in self.lines),
                                  maxlen=self.lines.maxlen)
        end = len(self._wrapped) - self.back
        rows: list[str] = []
        i = end - 1
        while i >= 0 and len(rows) < height:
            rows[:0] = self._wrapped[i]
            i -= 1
        return Text("\n".join(rows[-height:]))

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        self.back = min(max(0, len(self.lines) - 1), self.back + 3)

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        self.back = max(0, self.back - 3)
