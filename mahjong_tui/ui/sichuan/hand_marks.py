"""Marks on the player's own hand: the wild tiles (the ruleset's ``"wilds"`` note),
the void suit's tiles, the tiles received in the exchange, and the tiles that may
not be discarded now (greyed)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text

from mahjong_tui.engine.actions import Action, Discard
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.ui.model import TableDisplay
from mahjong_tui.ui.notes import wild_kinds
from mahjong_tui.ui.tiles_render import render_tile, tile_height

__all__ = ["MARK_STYLES", "dimmed_tiles", "hand_marks", "marked_row"]

MARK_STYLES = {
    "wild": Style(bgcolor="dark_goldenrod", bold=True),
    "void": Style(bgcolor="dark_red"),
    "received": Style(bgcolor="dark_green"),
}
"""The background of a marked tile, by mark."""

_DIMMED = Style(color="grey35", dim=True)


def hand_marks(display: TableDisplay, tiles: Sequence[Tile]) -> tuple[tuple[int, str], ...]:
    """``(index, mark)`` for the viewer's tiles: ``"wild"`` for a wild tile,
    ``"void"`` for the void suit, else ``"received"`` for the tiles received in the
    exchange until the first discard."""
    me = display.seats[display.bottom]
    received = list(display.received) if not me.discards else []
    wilds = wild_kinds(display)
    out: list[tuple[int, str]] = []
    for i, tile in enumerate(tiles):
        if tile.index in wilds:
            out.append((i, "wild"))
        elif me.void is not None and tile.suit is me.void:
            out.append((i, "void"))
        elif tile in received:
            received.remove(tile)
            out.append((i, "received"))
    return tuple(out)


def dimmed_tiles(legal: Sequence[Action], tiles: Sequence[Tile]) -> tuple[int, ...]:
    """Indices of ``tiles`` that may not be discarded although some tiles may."""
    allowed = {a.tile for a in legal if isinstance(a, Discard)}
    if not allowed:
        return ()
    return tuple(i for i, t in enumerate(tiles) if t not in allowed)


def marked_row(tiles: Sequence[Tile], style: str, lang: str, *, gap: int,
               highlight: Sequence[int], separate_last: bool,
               marks: Sequence[tuple[int, str]], dimmed: Sequence[int]) -> list[Text]:
    """:func:`~mahjong_tui.ui.tiles_render.render_row` with marked and greyed tiles."""
    if style == "compact":
        gap = max(gap, 1)
    by_index = dict(marks)
    lines = [Text() for _ in range(tile_height(style))]
    for i, tile in enumerate(tiles):
        parts = render_tile(tile, style, lang, highlight=i in highlight)
        extra = Style()
        if i in by_index:
            extra += MARK_STYLES[by_index[i]]
        if i in dimmed and i not in highlight:
            extra += _DIMMED
        spacer = gap if i else 0
        if separate_last and i == len(tiles) - 1 and i:
            spacer += 2
        for line, part in zip(lines, parts, strict=True):
            if spacer:
                line.append(" " * spacer)
            if extra:
                part.stylize(extra)
            line.append_text(part)
    return lines
