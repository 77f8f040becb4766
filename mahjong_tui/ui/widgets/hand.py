"""The player's own hand, sorted, with the drawn tile set apart, and a cursor."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.reactive import reactive

from mahjong_tui.engine.tiles import Tile
from mahjong_tui.ui.messages import TileClicked
from mahjong_tui.ui.sichuan.hand_marks import marked_row
from mahjong_tui.ui.tiles_render import render_row, tile_height, tile_width
from mahjong_tui.ui.widgets.lines import LinesWidget

__all__ = ["HandBar", "hand_gap"]


def hand_gap(style: str) -> int:
    """Cells between two tiles of the hand."""
    return 1 if style in ("glyphs", "compact") else 0


class HandBar(LinesWidget):
    """Draws ``tiles`` (concealed, sorted) then ``drawn`` two cells apart.

    The cursor tile is drawn in reverse video while ``active``; a click posts
    :class:`TileClicked` with the tile's index.
    """

    tiles: reactive[tuple[Tile, ...]] = reactive(())
    drawn: reactive[Tile | None] = reactive(None)
    cursor: reactive[int] = reactive(0)
    active: reactive[bool] = reactive(False)
    tile_style: reactive[str] = reactive("boxed", layout=True)
    lang: reactive[str] = reactive("zh")
    marks: reactive[tuple[tuple[int, str], ...]] = reactive(())
    """``(index, mark)``: tiles drawn marked (Sichuan: the void suit, tiles received)."""
    dimmed: reactive[tuple[int, ...]] = reactive(())
    """Indices drawn greyed out (they may not be discarded now)."""

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        """Concealed tiles then the drawn tile."""
        return self.tiles + ((self.drawn,) if self.drawn is not None else ())

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return tile_height(self.tile_style)

    def cache_key(self) -> tuple[object, ...]:
        return (self.tiles, self.drawn, self.cursor, self.active, self.tile_style, self.lang,
                self.marks, self.dimmed)

    def text(self) -> Text:
        tiles = self.all_tiles
        if not tiles:
            return Text("")
        highlight = (self.cursor,) if self.active and 0 <= self.cursor < len(tiles) else ()
        if self.marks or self.dimmed:
            lines = marked_row(tiles, self.tile_style, self.lang,
                               gap=hand_gap(self.tile_style), highlight=highlight,
                               separate_last=self.drawn is not None, marks=self.marks,
                               dimmed=self.dimmed)
        else:
            lines = render_row(tiles, self.tile_style, self.lang,
                               gap=hand_gap(self.tile_style), highlight=highlight,
                               separate_last=self.drawn is not None)
        return Text("\n").join(lines)

    def index_at(self, x: int) -> int | None:
        """Which tile is under column ``x`` (``None`` between tiles or past the end)."""
        step = tile_width(self.tile_style) + hand_gap(self.tile_style)
        n = len(self.tiles)
        if x < n * step:
            i = x // step
            return i if x - i * step < tile_width(self.tile_style) else None
        if self.drawn is not None:
            start = n * step + 2
            if start <= x < start + tile_width(self.tile_style):
                return n
        return None

    def on_click(self, event: events.Click) -> None:
        index = self.index_at(event.x)
        if index is not None:
            self.post_message(TileClicked(index))
