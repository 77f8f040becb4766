"""Base for the table's widgets: draw Rich text through Textual's line API and
repaint only the lines that changed.

Two costs dominate a frame of the table: converting styled text for every line
of every widget that changed, and Textual's per-line compositing. This base
turns each line into a :class:`Strip` once per change (Rich's own segment
renderer, with a per-line cache) and, when the picture changes, refreshes only
the rows whose strips differ, so a discard repaints a few lines instead of
whole panels.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

__all__ = ["LinesWidget"]

_LINE_CACHE_SIZE = 256

_PLAIN = Style.null()
"""Style of padding and unstyled text. Textual's colour filters (``NO_COLOR``,
monochrome) read the style of every segment, so no segment may have ``None``."""


class LinesWidget(Widget):
    """Subclasses implement :meth:`text` (the whole picture) and :meth:`cache_key`
    (every value the picture depends on besides the size). Reactives that change
    the picture should use ``repaint=False`` and call :meth:`picture_changed` from
    their watchers; other reactives may simply repaint."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._strips: list[Strip] = []
        self._strip_key: tuple[object, ...] | None = None
        self._line_cache: dict[object, Strip] = {}

    def text(self) -> Text:
        """The picture, lines separated by newlines."""
        raise NotImplementedError

    def cache_key(self) -> tuple[object, ...]:
        """Values the picture depends on (besides the widget's size)."""
        raise NotImplementedError

    def _strip_of(self, line: Text) -> Strip:
        key = (line.plain, tuple(line.spans), line.style)
        strip = self._line_cache.get(key)
        if strip is None:
            line.no_wrap = True
            line.end = ""
            segments = [s if s.style is not None else Segment(s.text, _PLAIN, s.control)
                        for s in line.render(self.app.console) if s.text != "\n"]
            strip = Strip(segments, line.cell_len)
            if len(self._line_cache) >= _LINE_CACHE_SIZE:
                self._line_cache.clear()
            self._line_cache[key] = strip
        return strip

    def _current_key(self) -> tuple[object, ...]:
        return (self.size, *self.cache_key())

    def _fresh(self, key: tuple[object, ...]) -> bool:
        # Identity, not equality: reactive values are replaced when they change, and
        # comparing whole table values for every line would cost more than drawing.
        # The key holds the values themselves, so no id can be reused meanwhile.
        old = self._strip_key
        return (old is not None and len(old) == len(key) and old[0] == key[0]
                and all(a is b for a, b in zip(old[1:], key[1:], strict=True)))

    def _rebuild(self, key: tuple[object, ...]) -> None:
        self._strips = [self._strip_of(line)
                        for line in self.text().split("\n", allow_blank=True)]
        self._strip_key = key

    def picture_changed(self) -> None:
        """Rebuild now and refresh only the rows that differ."""
        if not self.is_mounted or not self.size.area:
            self.refresh()
            return
        old = self._strips
        key = self._current_key()
        self._rebuild(key)
        new = self._strips
        width = self.size.width
        rows = [y for y in range(max(len(old), len(new)))
                if y >= len(old) or y >= len(new) or old[y] is not new[y]]
        if rows:
            self.refresh(*(Region(0, y, width, 1) for y in rows))

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        key = self._current_key()
        if not self._fresh(key):
            self._rebuild(key)
        if y < len(self._strips):
            return self._strips[y].crop_extend(0, width, _PLAIN)
        return Strip([Segment(" " * width, _PLAIN)], width)
