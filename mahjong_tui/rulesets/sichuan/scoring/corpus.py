"""Reading Sichuan situations and writing answers in the oracle's JSON Lines format.

A situation line holds ``id``, ``hand`` (the concealed tiles after winning),
``melds`` (``{"type": "pung", "tile": "5p"}`` or ``{"type": "kong", "kind":
"exposed" | "concealed" | "added", "tile": "7s"}``), ``win_tile``,
``self_drawn``, ``void`` (``m``/``p``/``s``) and the flags ``after_kong``,
``kong_discard``, ``robbing_kong``, ``last_tile``, ``heavenly``, ``earthly``.
An answer line is ``{"id", "win", "fans": {FanId: count}, "total_fan",
"raw_fan", "value", "payment_each"}`` (plus ``"shape"`` on a win), or ``{"id",
"error"}`` for input that cannot occur.
"""

from __future__ import annotations

from typing import Any

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Suit, Tile
from mahjong_tui.rulesets.sichuan.scoring.calculator import score_sichuan
from mahjong_tui.rulesets.sichuan.scoring.types import (
    SichuanInputError,
    SichuanScore,
    SichuanScoring,
    SichuanSituation,
)

__all__ = ["FLAGS", "answer_line", "answer_of", "situation_from_json", "situation_to_json"]

FLAGS = ("after_kong", "kong_discard", "robbing_kong", "last_tile", "heavenly", "earthly")
"""The situational flags of a situation line, in the oracle's order."""

_TILE_BY_TEXT: dict[str, Tile] = {t.text: t for t in TILES[:27]}
_VOID = {"m": Suit.CHARACTERS, "p": Suit.DOTS, "s": Suit.BAMBOO}
_VOID_LETTER = {v: k for k, v in _VOID.items()}
_ACROSS = 2  # the corpus does not say who a meld was claimed from


def _tile(text: Any) -> Tile:
    tile = _TILE_BY_TEXT.get(text) if isinstance(text, str) else None
    if tile is None:
        raise SichuanInputError(f"bad tile {text!r} (a rank 1-9 and m, p or s)")
    return tile


def _meld(raw: Any) -> Meld:
    if not isinstance(raw, dict):
        raise SichuanInputError(f"a meld is an object, not {raw!r}")
    tile = _tile(raw.get("tile"))
    kind = raw.get("type")
    if kind == "pung":
        return Meld.pung(tile, _ACROSS)
    if kind == "kong":
        how = raw.get("kind")
        if how == "exposed":
            return Meld.kong(tile, _ACROSS)
        if how == "added":
            return Meld.kong(tile, _ACROSS, added=True)
        if how == "concealed":
            return Meld.kong(tile, concealed=True)
        raise SichuanInputError(f"bad kong kind {how!r} (exposed, concealed or added)")
    raise SichuanInputError(f"bad meld type {kind!r} (pung or kong)")


def _flag(row: dict[str, Any], name: str) -> bool:
    value = row.get(name, False)
    if not isinstance(value, bool):
        raise SichuanInputError(f"{name} is true or false, not {value!r}")
    return value


def situation_from_json(row: Any) -> SichuanSituation:
    """Build a situation from one parsed line.

    Raises:
        SichuanInputError: a malformed field, naming it.
    """
    if not isinstance(row, dict):
        raise SichuanInputError("a situation is a JSON object")
    hand = row.get("hand")
    melds = row.get("melds", [])
    if not isinstance(hand, list):
        raise SichuanInputError("hand is a list of tiles")
    if not isinstance(melds, list):
        raise SichuanInputError("melds is a list")
    void = row.get("void")
    if void is not None and (not isinstance(void, str) or void not in _VOID):
        raise SichuanInputError(f"bad void {void!r} (m, p or s)")
    return SichuanSituation(
        concealed=tuple(_tile(t) for t in hand),
        melds=tuple(_meld(m) for m in melds),
        win_tile=_tile(row.get("win_tile")),
        self_drawn=_flag(row, "self_drawn"),
        void=None if void is None else _VOID[void],
        **{name: _flag(row, name) for name in FLAGS},
    )


def _meld_json(m: Meld) -> dict[str, str]:
    if not m.is_kong:
        return {"type": "pung", "tile": m.tile.text}
    kind = "concealed" if m.concealed else "added" if m.added else "exposed"
    return {"type": "kong", "kind": kind, "tile": m.tile.text}


def situation_to_json(situation: SichuanSituation, id_: str) -> dict[str, Any]:
    """One situation line (the inverse of :func:`situation_from_json`)."""
    s = situation
    return {
        "id": id_,
        "hand": [t.text for t in sorted(s.concealed)],
        "melds": [_meld_json(m) for m in s.melds],
        "win_tile": s.win_tile.text,
        "self_drawn": s.self_drawn,
        "void": None if s.void is None else _VOID_LETTER[s.void],
        **{name: getattr(s, name) for name in FLAGS},
    }


def answer_of(score: SichuanScore) -> dict[str, Any]:
    """The answer fields of a score (without ``id``)."""
    answer: dict[str, Any] = {
        "win": score.is_win,
        "fans": {f.id: f.count for f in sorted(score.fans, key=lambda f: f.id)},
        "total_fan": score.total_fan,
        "raw_fan": score.raw_fan,
        "value": score.value,
        "payment_each": score.payment_each,
    }
    if score.is_win:
        answer["shape"] = score.shape
    return answer


def answer_line(row: Any, scoring: SichuanScoring) -> dict[str, Any]:
    """Score one parsed situation line and return its answer object."""
    id_ = row.get("id") if isinstance(row, dict) else None
    try:
        score = score_sichuan(situation_from_json(row), scoring)
    except SichuanInputError as exc:
        return {"id": id_, "error": str(exc)}
    return {"id": id_, **answer_of(score)}
