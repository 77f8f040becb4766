"""The end of a hand on the table: every hand revealed, the winning hand in the sets
the fan calculator used, and which sets made which fan."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rich.text import Text

from mahjong_tui.engine.events import HandEnded, Won
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.rulesets.mcr.scoring import Situation, fan_sets
from mahjong_tui.rulesets.mcr.scoring.set_text import readable_set, set_tiles
from mahjong_tui.ui.model import TableDisplay, meld_display
from mahjong_tui.ui.tiles_render import label, render_row

__all__ = ["WinningSets", "revealed_display", "set_label", "sets_picture", "winning_sets"]

_SET_GAP = 1
"""Cells between two sets of the winning hand, beyond the gap between two tiles."""


@dataclass(frozen=True, slots=True)
class WinningSets:
    """The winning hand as the calculator divided it.

    Attributes:
        sets: the tiles of each set (melds first, then the concealed sets and the
            pair, as in ``result.decomposition``); one entry for a whole special
            shape such as thirteen orphans.
        texts: each set in notation (``123m``, ``19m 19p 19s E S W N C F PP``).
        fan_sets: per fan of the result (same order), the positions in ``sets``
            of the sets that made it; empty for fans of the whole hand.
    """

    sets: tuple[tuple[Tile, ...], ...]
    texts: tuple[str, ...]
    fan_sets: tuple[tuple[int, ...], ...]


def set_label(tiles: Sequence[Tile], lang: str) -> str:
    """One set as the table labels tiles: ``123万``/``123m``, ``東東東``/``EEE``; a
    whole special shape tile by tile."""
    if len(tiles) <= 4 and all(t.is_suited for t in tiles) and len({t.suit for t in tiles}) == 1:
        return "".join(str(t.rank) for t in tiles) + label(tiles[0], lang)[-1]
    if len(tiles) <= 4 and len(set(tiles)) == 1:
        return label(tiles[0], lang) * len(tiles)
    return " ".join(label(t, lang) for t in tiles)


def winning_sets(won: Won, seat_wind: int, prevalent_wind: int, *,
                 lang: str | None = None) -> WinningSets:
    """Divide ``won``'s hand as its result did (see
    :func:`mahjong_tui.rulesets.mcr.scoring.fan_sets`); with ``lang``, the set texts
    use that language's tile labels, else the notation."""
    result = won.result
    flowers = sum(f.count for f in result.fans if f.key == "flower_tiles")
    situation = Situation(concealed=won.hands[won.player], melds=won.melds[won.player],
                          win_tile=won.tile, flags=won.flags, seat_wind=seat_wind,
                          prevalent_wind=prevalent_wind, flowers=flowers)
    sets = tuple(tuple(set_tiles(text)) for text in result.decomposition)
    texts = (tuple(set_label(tiles, lang) for tiles in sets) if lang is not None
             else tuple(readable_set(text) for text in result.decomposition))
    return WinningSets(sets, texts, fan_sets(situation, result))


def sets_picture(sets: Sequence[Sequence[Tile]], win_tile: Tile, style: str,
                 lang: str) -> list[Text]:
    """The sets drawn side by side, a gap between sets; the winning tile (its last
    occurrence) in reverse video."""
    flat: list[Tile] = [t for s in sets for t in s]
    win_at = max((i for i, t in enumerate(flat) if t == win_tile), default=-1)
    lines: list[Text] | None = None
    start = 0
    inner = 1 if style in ("glyphs", "compact") else 0
    for tiles in sets:
        highlight = [win_at - start] if start <= win_at < start + len(tiles) else []
        part = render_row(list(tiles), style, lang, gap=inner, highlight=highlight)
        start += len(tiles)
        if lines is None:
            lines = part
        else:
            for line, piece in zip(lines, part, strict=True):
                line.append(" " * (_SET_GAP + inner))
                line.append_text(piece)
    return lines or []


def revealed_display(display: TableDisplay, ended: HandEnded) -> TableDisplay:
    """``display`` (the table as the hand ended) with every hand and concealed kong
    face up and the scores after the hand."""
    seats = []
    for p, seat in enumerate(display.seats):
        melds = tuple(meld_display(m, seat.seat_wind, reveal=True) for m in ended.melds[p])
        seats.append(replace(seat, hand=tuple(sorted(ended.hands[p])), drawn=None,
                             melds=melds, score=ended.scores[p], to_act=False,
                             hand_size=len(ended.hands[p])))
    return replace(display, seats=tuple(seats), pending=None, legal=())
