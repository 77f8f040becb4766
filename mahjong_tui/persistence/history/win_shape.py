"""The shape line of a win in a game account, in the reader's language.

The regional scorers name the shape they scored in English. Beijing, Guizhou and
Hangzhou name a kind (``seven pairs``), which the catalogue words as a whole;
Sichuan lists the sets it read (``chow 345p, pung 777s; pair 33s``), which are
worded set by set with the source texts' terms (``顺子 345饼，刻子 777条；将 33条``).
"""

from __future__ import annotations

import re

from mahjong_tui.engine.tiles import parse_tile
from mahjong_tui.i18n import catalogue
from mahjong_tui.i18n.tiles import label
from mahjong_tui.rulesets.sichuan.scoring import SichuanScore

__all__ = ["shape_text"]

_SET = re.compile(r"([a-z]+(?: [a-z]+)*) ((?:\d+[mps])(?: \d+[mps])*)")
"""One set as the Sichuan scorer writes it: its kind, then its tiles (``pung 777s``;
``seven pairs 11m 22m ...``)."""

_TILES = re.compile(r"(\d+)([mps])")


def shape_text(result: object, lang: str = "en") -> str:
    """The shape ``result`` was scored with, in ``lang``; ``""`` when its scorer names
    none. A shape this reader does not know is given as the scorer wrote it."""
    shape = getattr(result, "shape", "")
    if not shape:
        return ""
    words = catalogue(lang).export_words
    if not isinstance(result, SichuanScore):
        return words.get("shape " + shape, shape)
    return _sets(shape, lang) or shape


def _sets(shape: str, lang: str) -> str:
    """The Sichuan sets worded in ``lang``; ``""`` if one of them is not understood."""
    words = catalogue(lang).export_words
    parts: list[str] = []
    for piece in re.split(r"(, |; )", shape):
        if piece in (", ", "; "):
            parts.append(words["set_sep" if piece == ", " else "pair_sep"])
            continue
        found = _SET.fullmatch(piece)
        kind = words.get("set " + found.group(1)) if found else None
        if found is None or kind is None:
            return ""
        parts.append(f"{kind} {_TILES.sub(lambda t: t[1] + _suit(t[2], lang), found[2])}")
    return "".join(parts)


def _suit(letter: str, lang: str) -> str:
    """A suit as the tile labels of ``lang`` write it after the rank (``m``, ``万``)."""
    return label(parse_tile(f"1{letter}"), lang)[1:]
