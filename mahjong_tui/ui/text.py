"""Text pieces shared by widgets and screens: winds, melds, discard rows.

Pure functions returning Rich :class:`~rich.text.Text`, unit-testable.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text

from mahjong_tui.engine.tiles import Tile
from mahjong_tui.ui.model import MeldDisplay, SeatDisplay
from mahjong_tui.ui.tiles_render import label, tile_style_of

__all__ = [
    "WIND_EN",
    "WIND_ZH",
    "discard_rows",
    "meld_text",
    "seat_header",
    "tiles_text",
    "wind",
    "wind_name",
]

WIND_ZH = "東南西北"
WIND_EN = "ESWN"
_WIND_NAMES = ("East", "South", "West", "North")
LATEST = Style(reverse=True, bold=True)
CLAIMED_AWAY = Style(dim=True, strike=True)


def wind(w: int, lang: str) -> str:
    """One-character wind: 東 or E."""
    return (WIND_ZH if lang == "zh" else WIND_EN)[w]


def wind_name(w: int) -> str:
    """English wind name."""
    return _WIND_NAMES[w]


def tiles_text(tiles: Sequence[Tile | None], lang: str) -> Text:
    """Tiles on one line in compact form: ``1万 5饼 東``."""
    out = Text()
    for i, tile in enumerate(tiles):
        if i:
            out.append(" ")
        out.append(label(tile, lang), style=tile_style_of(tile))
    return out


def meld_text(meld: MeldDisplay, lang: str) -> Text:
    """A meld compactly: ``345万<北`` / ``555p<W``; the claimed tile in reverse video,
    the seat wind it came from after ``<``; a hidden concealed kong is ``▮▮▮▮``."""
    out = Text()
    if all(t is None for t in meld.tiles):
        out.append("▮▮▮▮", style="grey50")
        return out
    tiles = [t for t in meld.tiles if t is not None]
    suited = tiles[0].is_suited
    for i, tile in enumerate(tiles):
        style = tile_style_of(tile)
        if meld.claimed == i:
            style = style + Style(reverse=True)
        out.append(str(tile.rank) if suited else label(tile, lang), style=style)
    if suited:
        suit = label(tiles[0], lang)[-1]
        out.append(suit, style=tile_style_of(tiles[0]))
    if meld.concealed:
        out = Text("[") + out + Text("]")
    if meld.from_wind is not None:
        out.append("<" + wind(meld.from_wind, lang), style="bold")
    return out


def seat_header(seat: SeatDisplay, lang: str, *, show_count: bool = True,
                width: int | None = None) -> Text:
    """``東 Alice 500 庄 ▮13 ●``: wind, name, score, dealer mark, hidden tiles, turn.

    With ``width``, the name is shortened (``Alexandr…``) so that everything after
    it, the tile count above all, still fits.
    """
    tail = Text()
    tail.append(str(seat.score))
    if seat.dealer:
        tail.append(" 庄" if lang == "zh" else " dealer", style="bold magenta")
    if show_count and seat.hand is None:
        tail.append(f" ▮{seat.hand_size}", style="grey50")
    if seat.to_act:
        tail.append(" ●", style="bold green")
    name = Text(seat.name, style="bold")
    if width is not None:
        room = width - 2 - 1 - tail.cell_len  # wind and space, space before the tail
        if name.cell_len > room:
            name.truncate(max(1, room), overflow="ellipsis")
    out = Text()
    out.append(wind(seat.seat_wind, lang), style="bold yellow")
    out.append(" ")
    out.append_text(name)
    out.append(" ")
    out.append_text(tail)
    return out


def discard_rows(seat: SeatDisplay, lang: str, per_row: int = 6) -> list[Text]:
    """Discards in rows of six; the latest discard on the table in reverse video,
    tiles claimed away dimmed and struck through."""
    rows: list[Text] = []
    n = len(seat.discards)
    for start in range(0, n, per_row):
        row = Text()
        for i in range(start, min(n, start + per_row)):
            tile, claimed = seat.discards[i]
            if i > start:
                row.append(" ")
            text = label(tile, lang)
            style = tile_style_of(tile)
            if claimed:
                style = style + CLAIMED_AWAY
            if seat.latest and i == n - 1:
                style = style + LATEST
            row.append(text, style=style)
            pad = 3 - Text(text).cell_len
            if pad > 0:
                row.append(" " * pad)
        rows.append(row)
    return rows
