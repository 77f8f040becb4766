"""Drawing tiles as text in four styles and two label languages.

Styles (see :data:`mahjong_tui.persistence.settings.TILE_STYLES`):

* ``boxed`` (default): a three-line box-drawn tile, ``┌───┐ │5万 │ └───┘``;
  needs no mahjong font. Honours are written 東 南 西 北 中 發 白.
* ``ascii``: the same with ``+ - |`` borders, for terminals that draw box
  characters double-width.
* ``compact``: one line per tile, e.g. ``5万``, for small terminals.
* ``glyphs``: the Unicode mahjong tiles U+1F000..U+1F02B.

Labels are Chinese (``5万``, ``東``, ``春``) or English (``5m``, ``E``,
``Sp``). Colour follows the suit: characters red, dots blue, bamboo green,
winds bold, each dragon in its own colour, flowers magenta. Every function
here is pure and returns Rich :class:`~rich.text.Text`, so tests can compare
exact strings.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from mahjong_tui.engine.tiles import Suit, Tile
from mahjong_tui.i18n.tiles import label

__all__ = [
    "BACK",
    "label",
    "render_row",
    "render_tile",
    "tile_height",
    "tile_style_of",
    "tile_width",
]

BACK: None = None
"""Pass ``None`` instead of a tile to draw a face-down tile."""

# U+1F000.. order: winds E S W N, dragons red green white, characters, bamboo, dots,
# then plum orchid bamboo chrysanthemum, then spring summer autumn winter.
_GLYPH_BASE = {Suit.CHARACTERS: 0x1F007, Suit.BAMBOO: 0x1F010, Suit.DOTS: 0x1F019}
_GLYPH_FLOWER = (0x1F026, 0x1F027, 0x1F028, 0x1F029, 0x1F022, 0x1F023, 0x1F024, 0x1F025)
_GLYPH_BACK = "\U0001f02b"

_COLOURS = {
    Suit.CHARACTERS: "red",
    Suit.DOTS: "dodger_blue1",
    Suit.BAMBOO: "green3",
    Suit.WINDS: "bold",
    Suit.FLOWERS: "magenta",
}
_DRAGON_COLOURS = ("bold red", "bold green3", "bold dodger_blue1")
_BACK_STYLE = "grey50"
_BORDER_STYLE = "grey70"
_HIGHLIGHT = "reverse"

_INNER = 3  # inner width of a boxed tile, in cells


def tile_style_of(tile: Tile | None) -> Style:
    """The colour of a tile's label (face-down tiles are grey)."""
    if tile is None:
        return Style.parse(_BACK_STYLE)
    if tile.suit is Suit.DRAGONS:
        return Style.parse(_DRAGON_COLOURS[tile.rank - 1])
    return Style.parse(_COLOURS[tile.suit])


def _glyph(tile: Tile | None) -> str:
    if tile is None:
        return _GLYPH_BACK
    if tile.is_suited:
        return chr(_GLYPH_BASE[tile.suit] + tile.rank - 1)
    if tile.is_honor:
        return chr(0x1F000 + tile.index - 27)
    return chr(_GLYPH_FLOWER[tile.index - 34])


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - cell_len(text))


def tile_width(style: str) -> int:
    """Cells one tile takes in ``style`` (without the gap between tiles)."""
    if style in ("boxed", "ascii"):
        return _INNER + 2
    if style == "glyphs":
        return 2
    return _INNER


def tile_height(style: str) -> int:
    """Lines one tile takes in ``style``."""
    return 3 if style in ("boxed", "ascii") else 1


def render_tile(
    tile: Tile | None, style: str = "boxed", lang: str = "zh", *, highlight: bool = False
) -> list[Text]:
    """Draw one tile as :func:`tile_height` lines of equal width.

    Args:
        tile: the tile, or ``None`` for a face-down tile.
        style: ``boxed``, ``ascii``, ``compact`` or ``glyphs``.
        lang: ``zh`` or ``en`` labels.
        highlight: draw in reverse video (the latest discard, the cursor).
    """
    face = tile_style_of(tile)
    if highlight:
        face = face + Style.parse(_HIGHLIGHT)
    if style == "glyphs":
        return [Text(_pad(_glyph(tile), 2), style=face)]
    text = label(tile, lang) if tile is not None else ("▒" * _INNER if style == "boxed" else "###")
    if style == "compact":
        return [Text(_pad(text, _INNER), style=face)]
    if style == "ascii":
        top, side, bottom = "+" + "-" * _INNER + "+", "|", "+" + "-" * _INNER + "+"
    else:
        top, side, bottom = "┌" + "─" * _INNER + "┐", "│", "└" + "─" * _INNER + "┘"
    border = Style.parse(_BORDER_STYLE) + (Style.parse(_HIGHLIGHT) if highlight else Style())
    middle = Text(side, style=border)
    middle.append(_pad(text, _INNER), style=face)
    middle.append(side, style=border)
    return [Text(top, style=border), middle, Text(bottom, style=border)]


@lru_cache(maxsize=512)
def _drawn_tile(tile: Tile | None, style: str, lang: str, highlight: bool) -> tuple[Text, ...]:
    """:func:`render_tile`, drawn once per tile and look (rows are drawn on every
    frame that changes a hand or a discard row). The lines are shared: append them,
    never change them."""
    return tuple(render_tile(tile, style, lang, highlight=highlight))


def render_row(
    tiles: Sequence[Tile | None],
    style: str = "boxed",
    lang: str = "zh",
    *,
    gap: int = 0,
    highlight: Sequence[int] = (),
    separate_last: bool = False,
) -> list[Text]:
    """Draw tiles side by side; returns the lines (one per tile line).

    Args:
        tiles: tiles in order (``None`` = face down).
        style: tile style.
        lang: label language.
        gap: spaces between tiles (compact style always keeps one).
        highlight: indices drawn in reverse video.
        separate_last: put an extra gap of two cells before the last tile (the drawn
            tile set apart).
    """
    height = tile_height(style)
    if style == "compact":
        gap = max(gap, 1)
    lines = [Text() for _ in range(height)]
    for i, tile in enumerate(tiles):
        rendered = _drawn_tile(tile, style, lang, i in highlight)
        spacer = gap if i else 0
        if separate_last and i == len(tiles) - 1 and i:
            spacer += 2
        for line, part in zip(lines, rendered, strict=True):
            if spacer:
                line.append(" " * spacer)
            line.append_text(part)
    return lines
