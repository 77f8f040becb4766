"""Reading oracle-corpus situations and writing answers for its checker.

The corpus format is ``shared/mcr-oracle/FORMAT.md``: one JSON object per line
with ``melds``, ``hand`` (without the winning tile), ``win_tile``, ``flags``,
``seat_wind``, ``prevalent_wind`` and ``flowers``. An answer line is
``{"id", "status": "win" | "not_win" | "invalid", "fans": [{"name", "count"}],
"total"}`` (plus ``"error"`` for invalid input).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from operator import attrgetter
from typing import Any

from mahjong_tui.engine.melds import Meld, MeldError, MeldKind
from mahjong_tui.engine.tiles import TILES, Tile, TileNotationError, parse_tile
from mahjong_tui.rulesets.mcr.scoring.calculator import score_hand
from mahjong_tui.rulesets.mcr.scoring.types import (
    InvalidHandError,
    ScoreResult,
    Situation,
    WinFlags,
)

__all__ = ["answer_line", "answer_of", "read_corpus", "situation_from_json"]

_WINDS = {"E": 0, "S": 1, "W": 2, "N": 3}
_FROM = {"left": 1, "across": 2, "right": 3}
_FLAG_NAMES = {"self_drawn", "last_copy", "robbing_kong", "kong_replacement", "last_wall_tile"}


_TILE_BY_TEXT: dict[str, Tile] = {t.text: t for t in TILES[:34]}
_INDEX = attrgetter("index")


def _tile(text: Any) -> Tile:
    tile = _TILE_BY_TEXT.get(text) if isinstance(text, str) else None
    if tile is not None:
        return tile
    if not isinstance(text, str):
        raise InvalidHandError("bad_tile", f"a tile is a string, not {text!r}")
    try:
        tile = parse_tile(text)
    except TileNotationError as exc:
        raise InvalidHandError("bad_tile", str(exc)) from None
    return tile


def _meld(raw: Any) -> Meld:
    if not isinstance(raw, dict):
        raise InvalidHandError("bad_meld", f"a meld is an object, not {raw!r}")
    kind = raw.get("type")
    tiles = tuple(sorted([_tile(t) for t in raw.get("tiles", ())], key=_INDEX))
    try:
        if kind == "chow":
            claimed = _tile(raw.get("claimed"))
            return Meld(MeldKind.CHOW, tiles, claimed, 1)
        if kind == "pung":
            return Meld(MeldKind.PUNG, tiles, tiles[0] if tiles else None,
                        _FROM.get(raw.get("from", ""), 0))
        if kind == "kong":
            if raw.get("concealed"):
                return Meld(MeldKind.KONG, tiles, None, 0, concealed=True)
            return Meld(MeldKind.KONG, tiles, tiles[0] if tiles else None,
                        _FROM.get(raw.get("from", ""), 0))
    except MeldError as exc:
        raise InvalidHandError("bad_meld", str(exc)) from None
    raise InvalidHandError("bad_meld", f"unknown meld type {kind!r}")


def situation_from_json(row: dict[str, Any]) -> Situation:
    """Build a situation from one corpus line.

    Raises:
        InvalidHandError: for input that cannot occur (``bad_meld``, ``bad_tile``...).
    """
    _check_types(row)
    flags = set(row.get("flags", ()))
    unknown = flags - _FLAG_NAMES
    if unknown:
        raise InvalidHandError("bad_flags", f"unknown flag(s): {', '.join(sorted(unknown))}")
    try:
        seat = _WINDS[row.get("seat_wind", "E")]
        prevalent = _WINDS[row.get("prevalent_wind", "E")]
    except KeyError as exc:
        raise InvalidHandError("bad_flags", f"unknown wind {exc.args[0]!r}") from None
    return Situation(
        concealed=tuple(_tile(t) for t in row.get("hand", ())),
        melds=tuple(_meld(m) for m in row.get("melds", ())),
        win_tile=_tile(row.get("win_tile")),
        flags=WinFlags(
            self_drawn="self_drawn" in flags,
            last_copy="last_copy" in flags,
            kong_replacement="kong_replacement" in flags,
            robbing_kong="robbing_kong" in flags,
            last_wall_tile="last_wall_tile" in flags,
        ),
        seat_wind=seat,
        prevalent_wind=prevalent,
        flowers=int(row.get("flowers", 0)),
    )


def _check_types(row: dict[str, Any]) -> None:
    """Wrong JSON types are an invalid situation, not a crash."""
    for key, code in (("hand", "bad_tile"), ("melds", "bad_meld"), ("flags", "bad_flags")):
        if not isinstance(row.get(key, []), list):
            raise InvalidHandError(code, f"{key} must be a list")
    if not all(isinstance(f, str) for f in row.get("flags", ())):
        raise InvalidHandError("bad_flags", "flags must be strings")
    for key in ("seat_wind", "prevalent_wind"):
        if not isinstance(row.get(key, "E"), str):
            raise InvalidHandError("bad_flags", f"{key} must be a wind letter")
    flowers = row.get("flowers", 0)
    if not isinstance(flowers, int) or isinstance(flowers, bool):
        raise InvalidHandError("bad_flags", "flowers must be an integer")


def answer_of(result: ScoreResult) -> dict[str, Any]:
    """The answer fields for a scored situation (without ``id``)."""
    if not result.is_win:
        return {"status": "not_win"}
    return {
        "status": "win",
        "fans": [{"name": h.en, "count": h.count} for h in result.fans],
        "total": result.total,
    }


def answer_line(row: dict[str, Any]) -> dict[str, Any]:
    """Score one corpus line and return its answer object."""
    try:
        result = score_hand(situation_from_json(row))
    except InvalidHandError as exc:
        return {"id": row.get("id"), "status": "invalid", "error": exc.code, "message": str(exc)}
    return {"id": row.get("id"), **answer_of(result)}


def read_corpus(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    """Parse non-empty JSONL lines."""
    for line in lines:
        line = line.strip()
        if line:
            yield json.loads(line)
