"""What a ready hand would score: the bots ask the fan calculator, never re-implement it.

:func:`wait_values` takes a ready hand (13-style standing tiles) and reports,
for each winning tile, the fan (without flowers) on a discard and when self-drawn,
via :func:`mahjong_tui.rulesets.mcr.scoring.score_hand`. Results are cached by hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from bots.analysis import mask_tiles, shanten, shanten_useful
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.rulesets.mcr.scoring import InvalidHandError, Situation, WinFlags, score_hand

__all__ = ["WAIT_VALUES_CACHE_SIZE", "WaitValue", "legal_acceptance", "legal_wait_weight",
           "wait_values"]

SELF_DRAWN_WEIGHT = 0.35
"""A tile that only wins when self-drawn is worth this much of one that wins on a
discard too (a player draws about a quarter of the tiles that come out)."""

_FLAGS_DISCARD = WinFlags()
_FLAGS_SELF = WinFlags(self_drawn=True)
WAIT_VALUES_CACHE_SIZE = 1 << 10
"""Ready hands whose wait values :func:`wait_values` keeps (an LRU)."""


@dataclass(frozen=True, slots=True)
class WaitValue:
    """One winning tile of a ready hand.

    Attributes:
        tile: the winning tile.
        on_discard: fan without flowers when won on a discard (-1: not a win).
        self_drawn: fan without flowers when self-drawn (-1: not a win).
    """

    tile: Tile
    on_discard: int
    self_drawn: int


def _fan(concealed: tuple[Tile, ...], melds: tuple[Meld, ...], win: Tile, flags: WinFlags,
         seat_wind: int, prevalent: int) -> int:
    try:
        result = score_hand(Situation(concealed, melds, win, flags, seat_wind, prevalent, 0))
    except InvalidHandError:
        return -1
    return result.total_without_flowers if result.is_win else -1


def wait_values(counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
                prevalent: int) -> tuple[WaitValue, ...]:
    """Fan of every winning tile of a ready hand (empty when the hand is not ready).

    Args:
        counts: 34 counts of the 13-style standing tiles.
        melds: the player's declared sets.
        seat_wind: the player's seat wind 0..3.
        prevalent: the prevalent wind 0..3.
    """
    return _wait_values(bytes(counts[:34]), tuple(melds), seat_wind, prevalent)


@lru_cache(maxsize=WAIT_VALUES_CACHE_SIZE)
def _wait_values(counts: bytes, melds: tuple[Meld, ...], seat_wind: int,
                 prevalent: int) -> tuple[WaitValue, ...]:
    shanten, mask = shanten_useful(counts, len(melds))
    out: list[WaitValue] = []
    if shanten == 0:
        concealed = tuple(TILES[i] for i in range(34) for _ in range(counts[i]))
        for i in mask_tiles(mask):
            if counts[i] >= 4:
                continue
            win = TILES[i]
            out.append(WaitValue(
                win,
                _fan(concealed, melds, win, _FLAGS_DISCARD, seat_wind, prevalent),
                _fan(concealed, melds, win, _FLAGS_SELF, seat_wind, prevalent),
            ))
    return tuple(out)


def legal_wait_weight(waits: Sequence[WaitValue], live: Sequence[int],
                      minimum: int = 8) -> float:
    """Live winning tiles that make a legal win, a self-drawn-only win counting
    :data:`SELF_DRAWN_WEIGHT`."""
    total = 0.0
    for w in waits:
        n = live[w.tile.index]
        if not n:
            continue
        if w.on_discard >= minimum:
            total += n
        elif w.self_drawn >= minimum:
            total += n * SELF_DRAWN_WEIGHT
    return total


def legal_acceptance(counts: Sequence[int], melds: Sequence[Meld], live: Sequence[int],
                     seat_wind: int, prevalent: int, minimum: int = 8) -> float:
    """For a 1-shanten hand (13-style): live copies of the tiles that, once drawn,
    allow a discard leaving a ready hand with a legal live wait (one-step lookahead
    through the fan calculator). 0 when the hand is not 1-shanten."""
    m = len(melds)
    s, mask = shanten_useful(counts, m)
    if s != 1:
        return 0.0
    hand = list(counts[:34])
    total = 0.0
    for t in mask_tiles(mask):
        if not live[t]:
            continue
        hand[t] += 1
        ok = False
        for d in range(34):
            if not hand[d] or d == t:
                continue
            hand[d] -= 1
            if shanten(hand, m) == 0 and legal_wait_weight(
                    wait_values(hand, melds, seat_wind, prevalent), live, minimum) > 0:
                ok = True
            hand[d] += 1
            if ok:
                break
        hand[t] -= 1
        if ok:
            total += live[t]
    return total
