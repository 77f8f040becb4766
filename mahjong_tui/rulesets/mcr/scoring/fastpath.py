"""Fast win checks for the engine and the bots: is this a winning shape, which tiles win.

These answer "does the calculator see a winning shape?" without scoring, for the
engine's pre-checks and the bots' search. They agree with :func:`score_hand`'s
``is_win`` by construction (the same shape tests) and by test
(``tests/test_scoring_fastpath.py`` compares them on every corpus hand and on
random hands). They do not apply the 8-fan minimum: call :func:`score_hand` for
that.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.rulesets.mcr.scoring.shapes import (
    KNITTED_STRAIGHTS,
    TERMINALS_AND_HONORS,
    complete_regular,
    honors_and_knitted,
    is_seven_pairs,
    is_thirteen_orphans,
    knitted_straight_rest,
    regular_waits,
    to_internal,
)
from mahjong_tui.rulesets.mcr.scoring.types import InvalidHandError

__all__ = ["is_winning_shape", "winning_tiles"]


def _counts(tiles: Sequence[Tile], need: int, n_melds: int) -> list[int]:
    if len(tiles) != need:
        raise InvalidHandError(
            "wrong_tile_count",
            f"with {n_melds} meld(s) the hand needs {need} tiles here, not {len(tiles)}")
    counts = [0] * 34
    for tile in tiles:
        i = tile.index
        if i >= 34:
            raise InvalidHandError("bad_tile", f"{tile.text} is a flower, not a hand tile")
        counts[to_internal(i)] += 1
    return counts


def _knitted_complete(counts: Sequence[int]) -> bool:
    found = knitted_straight_rest(counts)
    return found is not None and complete_regular(found[1])


def _shape_complete(counts: Sequence[int], n_melds: int) -> bool:
    if complete_regular(counts):
        return True
    if n_melds == 0 and (is_seven_pairs(counts) or is_thirteen_orphans(counts)
                         or honors_and_knitted(counts)):
        return True
    return n_melds <= 1 and _knitted_complete(counts)


def is_winning_shape(concealed: Sequence[Tile], melds: Sequence[Meld]) -> bool:
    """True if the concealed tiles (winning tile included) complete a winning shape.

    The five shapes: four sets and a pair, seven pairs, thirteen orphans, honours
    and knitted tiles (全不靠/七星不靠), and knitted straight + set + pair (at most
    one meld). The melds only matter by their number: they are complete sets.

    Args:
        concealed: ``14 - 3 * len(melds)`` tiles, the winning tile included.
        melds: the declared melds (concealed kongs included).

    Raises:
        InvalidHandError: ``wrong_tile_count`` or ``bad_tile`` (a flower).
    """
    n = len(melds)
    counts = _counts(concealed, 14 - 3 * n, n)
    return _shape_complete(counts, n)


def _fits_knitted(counts: Sequence[int]) -> bool:
    """True if every suited tile held lies in one knitted straight."""
    numbered = [t for t in range(27) if counts[t]]
    return any(all(t in ks for t in numbered) for ks in KNITTED_STRAIGHTS)


# Whole hands recur rarely (the engine asks once per hand state), so a small LRU.
@lru_cache(maxsize=1 << 10)
def _waits(counts: tuple[int, ...], n_melds: int) -> frozenset[int]:
    """Internal tiles completing a winning shape from ``13 - 3 * n_melds`` tiles."""
    waits = regular_waits(counts)
    if n_melds == 0:
        odd = [t for t, c in enumerate(counts) if c % 2]
        if len(odd) == 1:
            waits.add(odd[0])
        # Honours and knitted needs every suited tile in one knitted straight; adding a
        # tile never undoes a misfit, so a hand whose suited tiles already miss every
        # straight cannot reach that shape with any winning tile.
        orphans = sum(counts[t] for t in TERMINALS_AND_HONORS) == 13
        distinct = max(counts) == 1
        knit = (orphans or distinct) and _fits_knitted(counts)
        if orphans:
            for t in TERMINALS_AND_HONORS:
                if counts[t] < 4:
                    work = list(counts)
                    work[t] += 1
                    if is_thirteen_orphans(work) or (knit and honors_and_knitted(work)):
                        waits.add(t)
        if knit and distinct:
            for t in range(34):
                if not counts[t]:
                    work = list(counts)
                    work[t] = 1
                    if honors_and_knitted(work):
                        waits.add(t)
    if n_melds <= 1:
        for ks in KNITTED_STRAIGHTS:
            missing = [t for t in ks if not counts[t]]
            if len(missing) > 1:
                continue
            cand = missing or range(34)
            for t in cand:
                work = list(counts)
                work[t] += 1
                if _knitted_complete(work):
                    waits.add(t)
    return frozenset(waits)


def winning_tiles(concealed: Sequence[Tile], melds: Sequence[Meld]) -> frozenset[Tile]:
    """The tiles that would complete a winning shape (the hand's waits).

    A tile is left out when the hand and the melds already hold all four copies.
    Memoised on the count vector and the number of melds.

    Args:
        concealed: ``13 - 3 * len(melds)`` tiles (no winning tile).
        melds: the declared melds (concealed kongs included).

    Raises:
        InvalidHandError: ``wrong_tile_count`` or ``bad_tile`` (a flower).
    """
    n = len(melds)
    counts = _counts(concealed, 13 - 3 * n, n)
    waits = _waits(tuple(counts), n)
    if not waits:
        return frozenset()
    visible = counts
    for meld in melds:
        for tile in meld.tiles:
            visible[to_internal(tile.index)] += 1
    return frozenset(TILES[to_internal(t)] for t in waits if visible[t] < 4)
