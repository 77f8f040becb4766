"""The 108-tile table of the suits-only rulesets, shared by Sichuan and Guizhou.

The tiles are 1-9 of characters, dots and bamboo, four of each (no winds, dragons
or flowers), in 54 stacks of two: the dealer's and the opposite wall 14, the side
walls 13.
"""

from __future__ import annotations

from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.engine.wall import WallGeometry

__all__ = ["GEOMETRY_108", "TILES_108", "tiles_108"]

GEOMETRY_108 = WallGeometry((14, 13, 14, 13))
"""54 stacks: the dealer's and the opposite wall 14, the side walls 13."""

TILES_108: tuple[Tile, ...] = tuple(t for t in TILES[:27] for _ in range(4))
"""The 108 tiles, sorted."""


def tiles_108() -> list[Tile]:
    """The 108 tiles: 1-9 of characters, dots and bamboo, four of each, sorted."""
    return list(TILES_108)
