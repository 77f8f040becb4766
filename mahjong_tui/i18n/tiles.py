"""Tile labels in each language: ``5万``/``5m``, ``東``/``E``, ``春``/``Sp``."""

from __future__ import annotations

from mahjong_tui.engine.tiles import Suit, Tile

__all__ = ["label"]

_ZH_SUIT = {Suit.CHARACTERS: "万", Suit.DOTS: "饼", Suit.BAMBOO: "条"}
_ZH_HONOR = "東南西北中發白"
_ZH_FLOWER = "春夏秋冬梅蘭竹菊"
_EN_HONOR = ("E", "S", "W", "N", "C", "F", "P")
_EN_FLOWER = ("Sp", "Su", "Au", "Wi", "Pl", "Or", "Bm", "Ch")


def label(tile: Tile | None, lang: str = "zh") -> str:
    """The short text of a tile: ``5万``/``東``/``春`` in Chinese, ``5m``/``E``/``Sp`` in
    English; ``##`` for a face-down tile."""
    if tile is None:
        return "##"
    if lang == "en":
        if tile.is_suited:
            return tile.text
        if tile.is_honor:
            return _EN_HONOR[tile.index - 27]
        return _EN_FLOWER[tile.index - 34]
    if tile.is_suited:
        return f"{tile.rank}{_ZH_SUIT[tile.suit]}"
    if tile.is_honor:
        return _ZH_HONOR[tile.index - 27]
    return _ZH_FLOWER[tile.index - 34]
