"""A palette of tile kinds to pick from (the what-if calculator): one row per suit
and one for the honours, drawn in the compact style; a click or Enter/space picks
the tile under the cursor, the arrows move it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.ui.tiles_render import render_tile

__all__ = ["CELL", "TilePalette"]

CELL = 4
"""Cells per tile in the palette: three for the compact tile, one gap."""


class TilePalette(Widget, can_focus=True):
    """Tile kinds in rows of nine (m, p, s) and the seven honours.

    Args:
        honours: offer the honours row (MCR); Sichuan plays without it.
        lang: tile label language.
    """

    DEFAULT_CSS = """
    TilePalette { height: auto; width: auto; }
    TilePalette:focus { background: $boost; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1, 0)", "◀", show=False),
        Binding("right", "move(1, 0)", "▶", show=False),
        Binding("up", "move(0, -1)", "▲", show=False),
        Binding("down", "move(0, 1)", "▼", show=False),
        Binding("enter,space", "pick", "pick tile"),
    ]

    cursor: reactive[int] = reactive(0)
    """Index in :attr:`kinds` of the tile under the cursor."""

    @dataclass
    class Picked(Message):
        """A tile was picked (by a click, Enter or space).

        Attributes:
            tile: the kind picked.
        """

        tile: Tile

    def __init__(self, *, honours: bool = True, lang: str = "zh", id: str | None = None) -> None:
        super().__init__(id=id)
        self.honours = honours
        self.lang = lang

    @property
    def kinds(self) -> tuple[Tile, ...]:
        """The tiles offered, in rows of nine (honours: one row of seven)."""
        return TILES[:34] if self.honours else TILES[:27]

    def _row_col(self, index: int) -> tuple[int, int]:
        return divmod(index, 9)

    def render(self) -> Text:
        out = Text(no_wrap=True)
        rows = (len(self.kinds) + 8) // 9
        for row in range(rows):
            for col in range(9):
                i = 9 * row + col
                if i >= len(self.kinds):
                    break
                if col:
                    out.append(" ")
                highlight = self.has_focus and i == self.cursor
                out.append_text(render_tile(self.kinds[i], "compact", self.lang,
                                            highlight=highlight)[0])
            if row < rows - 1:
                out.append("\n")
        return out

    def get_content_width(self, container: object, viewport: object) -> int:
        return 9 * CELL - 1

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return (len(self.kinds) + 8) // 9

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def action_move(self, dx: int, dy: int) -> None:
        """Move the cursor by columns and rows (it stays on a tile)."""
        row, col = self._row_col(self.cursor)
        index = 9 * (row + dy) + col + dx
        if 0 <= col + dx < 9 and 0 <= index < len(self.kinds):
            self.cursor = index

    def action_pick(self) -> None:
        """Pick the tile under the cursor."""
        self.post_message(self.Picked(self.kinds[self.cursor]))

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        col, within = divmod(offset.x, CELL)
        index = 9 * offset.y + col
        if within < CELL - 1 and 0 <= col < 9 and 0 <= index < len(self.kinds):
            self.cursor = index
            self.post_message(self.Picked(self.kinds[index]))

    def watch_cursor(self) -> None:
        self.refresh()
