"""The JSON form of events, as game records store them (``docs/record-format.md``)."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from mahjong_tui.engine.event_types import Event
from mahjong_tui.engine.melds import Meld, MeldKind
from mahjong_tui.engine.tiles import Suit, Tile, format_tiles
from mahjong_tui.engine.wall import Position

__all__ = ["event_to_dict"]


def _jsonable(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Tile):
        return value.text
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, Position):
        return [value.wall, value.stack, value.level]
    if isinstance(value, Meld):
        d: dict[str, Any] = {"kind": value.kind.value, "tiles": format_tiles(value.tiles)}
        if value.claimed is not None:
            d["claimed"] = value.claimed.text
            d["offset"] = value.offset
        if value.concealed:
            d["concealed"] = True
        if value.added:
            d["added"] = True
        return d
    if isinstance(value, MeldKind | Suit):
        return value.value
    text = getattr(value, "text", None)
    if isinstance(text, str) and type(value).__module__ == "mahjong_tui.engine.actions":
        return text
    if hasattr(value, "__dataclass_fields__"):
        return {f.name: _jsonable(getattr(value, f.name)) for f in fields(value)}
    raise TypeError(f"cannot write {type(value).__name__} into a record")


def event_to_dict(event: Event) -> dict[str, Any]:
    """The JSON form of an event: ``{"type": "Discarded", "player": 0, "tile": "5p"}``."""
    d: dict[str, Any] = {"type": type(event).__name__}
    for f in fields(event):
        d[f.name] = _jsonable(getattr(event, f.name))
    return d
