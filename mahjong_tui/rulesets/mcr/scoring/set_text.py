"""Readable text of one set of a decomposition (for scoring screens and ``score``)."""

from __future__ import annotations

from mahjong_tui.engine.tiles import Tile, format_tiles, parse_tiles

__all__ = ["readable_set", "set_tiles"]

_SET_SIZE = 4
"""A set or pair holds at most four tiles; more is a whole special shape."""


def set_tiles(text: str) -> list[Tile]:
    """The tiles of one decomposition entry (``"123m"``, ``"EEE"``, ``"19m19p..."``)."""
    return parse_tiles(text)


def readable_set(text: str) -> str:
    """One decomposition entry as a reader expects it.

    Sets and pairs stay as they are (``123m``, ``EEE``). A whole special shape
    (thirteen orphans, knitted tiles), which the calculator gives as one entry,
    is split into its suits and its honour tiles: ``19m 19p 19s E S W N C F PP``
    rather than ``19m19p19sESWNCFPP``.
    """
    tiles = set_tiles(text)
    if len(tiles) <= _SET_SIZE:
        return text
    return format_tiles(tiles)
