"""Base for the table's widgets: draw Rich text through Textual's line API.

Converting styled Rich text to Textual content on every repaint is the
table's main cost; this base turns each line into a :class:`Strip` once per
change (Rich's own segment renderer is much cheaper) and serves
``render_line`` from that cache.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.text import Text
from textual.strip import Strip
from textual.widget import Widget

__all__ = ["LinesWidget"]


class LinesWidget(Widget):
    """Subclasses implement :meth:`text` (the whole picture) and :meth:`cache_key`
    (every value the picture depends on besides the size)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._strips: list[Strip] = []
        self._strip_key: tuple[object, ...] | None = None

    def text(self) -> Text:
        """The picture, lines separated by newlines."""
        raise NotImplementedError

    def cache_key(self) -> tuple[object, ...]:
        """Values the picture depends on (besides the widget's size)."""
        raise NotImplementedError

    def render_line(self, y: int) -> Strip:
        size = self.size
        width = size.width
        # Identity, not equality: reactive values are replaced when they change, and
        # comparing whole table values for every line would cost more than drawing.
        # The key holds the values themselves, so no id can be reused meanwhile.
        key = (size, *self.cache_key())
        old = self._strip_key
        if not (old is not None and len(old) == len(key) and old[0] == size
                and all(a is b for a, b in zip(old[1:], key[1:], strict=True))):
            console = self.app.console
            strips: list[Strip] = []
            for line in self.text().split("\n", allow_blank=True):
                line.no_wrap = True
                line.end = ""
                segments = [s for s in line.render(console) if s.text != "\n"]
                strips.append(Strip(segments, line.cell_len))
            self._strips = strips
            self._strip_key = key
        if y < len(self._strips):
            return self._strips[y].crop_extend(0, width, None)
        return Strip([Segment(" " * width)], width)
