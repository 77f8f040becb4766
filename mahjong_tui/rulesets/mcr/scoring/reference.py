"""Bridge to the reference calculator (MahjongGB, PyPI ``pymahjonggb``) for tests and benchmarks.

The game never needs it; the differential tests and ``mahjong-tui bench scoring``
do. MahjongGB is imported lazily, so this module imports fine without it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from mahjong_tui.engine.melds import MeldKind
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.rulesets.mcr.scoring.types import Situation

__all__ = ["available", "reference_args", "reference_fans"]

_SUIT = ("W", "B", "T")  # our characters, dots, bamboo
_HONOR = ("F1", "F2", "F3", "F4", "J1", "J2", "J3")


def available() -> bool:
    """True if MahjongGB can be imported."""
    try:
        import MahjongGB  # type: ignore[import-not-found, import-untyped, unused-ignore]  # noqa: F401
    except ImportError:
        return False
    return True


def _gb(tile: Tile) -> str:
    i = tile.index
    if i < 27:
        return f"{_SUIT[i // 9]}{i % 9 + 1}"
    return _HONOR[i - 27]


def reference_args(situation: Situation) -> tuple[Any, ...]:
    """MahjongGB.MahjongFanCalculator's positional arguments for a situation."""
    packs = []
    for meld in situation.melds:
        if meld.kind is MeldKind.CHOW:
            claimed = meld.claimed if meld.claimed is not None else meld.tiles[0]
            packs.append(("CHI", _gb(meld.tiles[1]), meld.tiles.index(claimed) + 1))
        elif meld.kind is MeldKind.PUNG:
            packs.append(("PENG", _gb(meld.tiles[0]), meld.offset))
        else:
            packs.append(("GANG", _gb(meld.tiles[0]), 0 if meld.concealed else meld.offset))
    f = situation.flags
    return (tuple(packs), tuple(_gb(t) for t in situation.concealed), _gb(situation.win_tile),
            situation.flowers, f.self_drawn, f.last_copy, f.robbing_kong or f.kong_replacement,
            f.last_wall_tile, situation.seat_wind, situation.prevalent_wind)


def reference_fans(situation: Situation) -> Counter[str] | None:
    """The reference's fans (English name -> count, flowers included), None if not a win.

    Raises:
        ImportError: MahjongGB is not installed.
        TypeError: the reference rejected the input for another reason (tile count).
    """
    import MahjongGB

    try:
        result = MahjongGB.MahjongFanCalculator(*reference_args(situation), verbose=True)
    except TypeError as exc:
        if "ERROR_NOT_WIN" in str(exc):
            return None
        raise
    return Counter({en: count for _points, count, _zh, en in result})
