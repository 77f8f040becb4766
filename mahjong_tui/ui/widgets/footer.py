"""The table's footer: the screen's shown key bindings on one line, drawn in place.

It looks like Textual's :class:`~textual.widgets.Footer` (the same colours, one key
per action, its key then its words) but is a single line of text rather than one
widget per key: when the keys change (a turn starts or ends) only that line is
repainted, with no new widgets and no layout pass of the screen, so the frame of a
key press never waits for the footer. It follows the screen's public
``bindings_updated_signal`` and ``active_bindings``; a click on a key presses it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.screen import Screen

from mahjong_tui.ui.widgets.lines import LinesWidget

__all__ = ["FooterItem", "TableFooter", "footer_items"]


@dataclass(frozen=True)
class FooterItem:
    """One key shown in the footer.

    Attributes:
        key: the key pressed by a click on it (Textual's key name).
        display: how the key is written (e.g. ``⏎``).
        description: what it does, in the table's language.
        enabled: ``False`` for a key shown dimmed (it does nothing now).
    """

    key: str
    display: str
    description: str
    enabled: bool


def footer_items(screen: Screen[object]) -> tuple[FooterItem, ...]:
    """The keys a footer shows for ``screen`` now: each shown binding's first key
    for its action, in binding order (as Textual's footer lists them)."""
    app = screen.app
    seen: set[str] = set()
    items: list[FooterItem] = []
    for _, binding, enabled, _tooltip in screen.active_bindings.values():
        if not binding.show or binding.action in seen:
            continue
        seen.add(binding.action)
        items.append(FooterItem(binding.key, app.get_key_display(binding),
                                binding.description, enabled))
    return tuple(items)


class TableFooter(LinesWidget):
    """The key footer of the table (docked at the bottom, one line tall)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "table-footer--key",
        "table-footer--description",
    }
    DEFAULT_CSS = """
    TableFooter {
        dock: bottom;
        width: 100%;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
    }
    TableFooter > .table-footer--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    TableFooter > .table-footer--description {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.items: tuple[FooterItem, ...] = ()
        """The keys shown."""
        self._spans: tuple[tuple[int, int, str], ...] = ()
        self._version = 0

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self._bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        if not self.is_attached or screen is not self.screen:
            return
        items = footer_items(screen)
        if items != self.items:
            self.items = items
            self._version += 1
            self.picture_changed()  # a repaint of this one line

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._version += 1  # new colours (a theme change)

    def cache_key(self) -> tuple[object, ...]:
        return (self._version,)

    def text(self) -> Text:
        base = self.rich_style
        key_style = self.get_component_rich_style("table-footer--key")
        words_style = self.get_component_rich_style("table-footer--description")
        line = Text(style=base, end="")
        spans: list[tuple[int, int, str]] = []
        for item in self.items:
            start = line.cell_len
            # The key's name in its text's style: each key stays a run of its own,
            # apart from its neighbours and from the background after the keys.
            mark = Style(dim=not item.enabled or None, meta={"footer_key": item.key})
            line.append(f" {item.display} ", key_style + mark)
            if item.description:
                line.append(f"{item.description} ", words_style + mark)
            spans.append((start, line.cell_len, item.key))
        self._spans = tuple(spans)
        width = self.size.width
        if line.cell_len > width:
            line.truncate(width)
        else:
            line.pad_right(width - line.cell_len)  # the footer's background
        return line

    def key_at(self, x: int) -> str | None:
        """The key drawn at column ``x`` (``None`` between or after the keys)."""
        return next((key for start, end, key in self._spans if start <= x < end), None)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        key = self.key_at(event.x)
        if key is None:
            return
        item = next(i for i in self.items if i.key == key)
        if item.enabled:
            self.app.simulate_key(key)
        else:
            self.app.bell()
