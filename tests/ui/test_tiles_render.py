"""Exact rendering strings of every tile style and label language."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.tiles import parse_tiles
from mahjong_tui.ui.tiles_render import label, render_row, render_tile, tile_width

TILES = [*parse_tiles("1m 5p 9s E C F P 1f"), None]


def plain(lines: list) -> list[str]:
    return [line.plain for line in lines]


@pytest.mark.parametrize(
    ("style", "lang", "expected"),
    [
        ("boxed", "zh", [
            "┌───┐┌───┐┌───┐┌───┐┌───┐┌───┐┌───┐┌───┐  ┌───┐",
            "│1万││5饼││9条││東 ││中 ││發 ││白 ││春 │  │▒▒▒│",
            "└───┘└───┘└───┘└───┘└───┘└───┘└───┘└───┘  └───┘",
        ]),
        ("boxed", "en", [
            "┌───┐┌───┐┌───┐┌───┐┌───┐┌───┐┌───┐┌───┐  ┌───┐",
            "│1m ││5p ││9s ││E  ││C  ││F  ││P  ││Sp │  │▒▒▒│",
            "└───┘└───┘└───┘└───┘└───┘└───┘└───┘└───┘  └───┘",
        ]),
        ("ascii", "en", [
            "+---++---++---++---++---++---++---++---+  +---+",
            "|1m ||5p ||9s ||E  ||C  ||F  ||P  ||Sp |  |###|",
            "+---++---++---++---++---++---++---++---+  +---+",
        ]),
        ("compact", "zh", ["1万 5饼 9条 東  中  發  白  春    ###"]),
        ("compact", "en", ["1m  5p  9s  E   C   F   P   Sp    ###"]),
        ("glyphs", "zh", ["🀇  🀝  🀘  🀀  🀄 🀅  🀆  🀦    🀫 "]),
    ],
)
def test_render_row_exact(style: str, lang: str, expected: list[str]) -> None:
    gap = 1 if style == "glyphs" else 0
    assert plain(render_row(TILES, style, lang, gap=gap, separate_last=True)) == expected


def test_labels_and_widths() -> None:
    assert [label(t, "zh") for t in parse_tiles("5m 5p 5s S N 8f")] == [
        "5万", "5饼", "5条", "南", "北", "菊"]
    assert [label(t, "en") for t in parse_tiles("5m 5p 5s S N 8f")] == [
        "5m", "5p", "5s", "S", "N", "Ch"]
    assert label(None) == "##"
    assert [tile_width(s) for s in ("boxed", "ascii", "compact", "glyphs")] == [5, 5, 3, 2]


def test_highlight_and_colours() -> None:
    (line,) = render_tile(parse_tiles("5m")[0], "compact", highlight=True)
    assert line.plain == "5万"
    assert "reverse" in str(line.style) and "red" in str(line.style)
    (dots,) = render_tile(parse_tiles("5p")[0], "compact")
    assert "dodger_blue1" in str(dots.style)
