"""What a hand can hold of its tile set: no kind more often than the set has it.

The scorers of the 136-tile rulesets (Beijing, Jindi, Hangzhou) ask
:func:`tile_set_problem` before reading a hand, so an impossible hand (a fifth copy
of a tile, a flower where the set has none, fourteen white dragons) is refused
instead of scored. The MCR, Sichuan and Guizhou scorers check the same on their own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Tile

__all__ = ["COPIES", "tile_set_problem"]

COPIES = 4
"""Copies of each suit and honour kind in a set."""

_KINDS = 34
"""Suit and honour kinds (``Tile.index`` 0..33); flowers come after."""


def tile_set_problem(concealed: Iterable[Tile], melds: Iterable[Meld] = (), *,
                     limits: Mapping[int, int] | None = None) -> str:
    """Why ``concealed`` and ``melds`` together cannot come from a 136-tile set.

    Args:
        concealed: the concealed tiles, the winning tile included.
        melds: the melds on the table (a kong counts four tiles).
        limits: copies in play of some kinds (tile index -> count) where fewer than
            four are (Hangzhou: the kind of a 财神 turned up has three).

    Returns:
        A one-line reason (``"5 copies of 1m; there are only 4"``), or ``""`` when
        the tiles fit the set.
    """
    held = Counter(t.index for t in concealed)
    for m in melds:
        held.update(t.index for t in m.tiles)
    for index in sorted(held):
        if index >= _KINDS:
            return f"{TILES[index].text}: this tile set has no flowers"
        have = (limits or {}).get(index, COPIES)
        if held[index] > have:
            return f"{held[index]} copies of {TILES[index].text}; there are only {have}"
    return ""
