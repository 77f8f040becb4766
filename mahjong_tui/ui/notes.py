"""What a ruleset adds to the table: its public notes (``view.notes``) as lines for
the centre panel, and the wild tiles the ``"wilds"`` note names.

Each note is a label from the catalogue's ``notes`` (by the note's key; a key not
listed shows as itself) and its value: a tile in the table's tile colours, a tuple
of tile indices or tiles as tiles, anything else as text ("财神 5饼", "floor 2",
"kept back 16").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.style import Style
from rich.text import Text

from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.i18n import catalogue
from mahjong_tui.ui.model import TableDisplay
from mahjong_tui.ui.tiles_render import label, tile_style_of

__all__ = ["note_lines", "wild_kinds"]


def _tiles_of(value: Any) -> list[Tile] | None:
    """The tiles a note's value names, or ``None`` when it names none."""
    if isinstance(value, Tile):
        return [value]
    if isinstance(value, tuple | list) and value:
        if all(isinstance(v, Tile) for v in value):
            return list(value)
        if all(type(v) is int and 0 <= v < len(TILES) for v in value):
            return [TILES[v] for v in value]
    return None


def _note(key: str, value: Any, lang: str) -> Text:
    line = Text(catalogue(lang).notes.get(key, key), style="cyan")
    tiles = _tiles_of(value)
    if tiles is None:
        if isinstance(value, tuple) and all(isinstance(v, tuple) for v in value):
            # Records such as Guizhou's 豆 (player, kind): one "a/b" item each.
            value = ", ".join("/".join(map(str, v)) for v in value)
        line.append(f" {value}", style="bold")
        return line
    for tile in tiles:
        line.append(" ")
        line.append(label(tile, lang), style=tile_style_of(tile) + Style(bold=True))
    return line


def note_lines(notes: Sequence[tuple[str, Any]], lang: str) -> list[Text]:
    """One line per note, in the order the ruleset gives them (empty ones left out)."""
    return [_note(key, value, lang) for key, value in notes if value != ()]


def wild_kinds(display: TableDisplay) -> frozenset[int]:
    """The tile indices the ``"wilds"`` note names (empty without one)."""
    for key, value in display.notes:
        if key == "wilds":
            tiles = _tiles_of(value)
            return frozenset(t.index for t in tiles or ())
    return frozenset()
