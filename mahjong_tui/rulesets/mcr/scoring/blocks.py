"""Per-block tables for scoring regular hands: the ways a block splits, with what
each way contributes to the fans, computed once per block shape.

A *block* is one suit (9 ranks) or the honours (7 tiles) of the concealed tiles.
Every regular decomposition of a hand is one way per block (see
:func:`~mahjong_tui.rulesets.mcr.scoring.shapes.concealed_divisions`), so what a
decomposition scores can be assembled from facts about each block's way: its
chows and pungs, its pair, the set trait all its sets share, its text for the
result, and what it says about the winning tile. :func:`block_record` keeps
these per block shape (a suit's count vector recurs across very different hands),
so scoring a hand only combines a few table rows.

Records and ways are plain tuples on purpose: they are read on the hot path.
Internal tile numbers (see :mod:`mahjong_tui.rulesets.mcr.scoring.shapes`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from mahjong_tui.engine.tiles import TILES, format_tiles
from mahjong_tui.rulesets.mcr.scoring.fans import F
from mahjong_tui.rulesets.mcr.scoring.memo import remember
from mahjong_tui.rulesets.mcr.scoring.shapes import (
    CHOW,
    HONOR_START,
    KNITTED_STRAIGHTS,
    KONG,
    PAIR,
    PUNG,
    SUIT_CACHE_SIZE,
    Pack,
    _block_ways,
    to_internal,
)

__all__ = [
    "EMPTY_WAY",
    "NO_SPLIT",
    "PACK_TEXT",
    "TILE_BITS",
    "TRAIT_ALL",
    "TRAIT_FANS",
    "BlockRecord",
    "Way",
    "block_record",
    "block_row",
    "pack_trait_bit",
    "tile_bits",
]

# Fields of a way (a tuple, for speed on the hot path).
Way = tuple[
    tuple[int, ...],  # W_CHOWS: middle tiles of its chows, ascending
    tuple[int, ...],  # W_PUNGS: tiles of its pungs, ascending
    int,  # W_PAIR: the pair's tile, -1 if the block holds no pair
    int,  # W_TRAIT: set-trait bits shared by all its sets (see pack_trait_bit)
    tuple[str, ...],  # W_TEXTS: texts of its sets (not the pair) in display order
    tuple[str, ...],  # W_PAIR_TEXT: the text of its pair (empty if none)
    tuple[tuple[bool, bool, int], ...],  # W_WIN: per tile offset, see _win_facts
]
W_CHOWS: Final = 0
W_PUNGS: Final = 1
W_PAIR: Final = 2
W_TRAIT: Final = 3
W_TEXTS: Final = 4
W_PAIR_TEXT: Final = 5
W_WIN: Final = 6

BlockRecord = tuple[int, tuple[Way, ...], int, int, int, bool, "Way | None"]
"""``(tile bits of the tiles held, the block's ways, its pair count, knit mask,
distinct tile kinds, every count even, its one way or None)``. No ways (``()``)
when the block cannot split into sets (and one pair if its tile count is 3n + 2);
the pair count is then :data:`NO_SPLIT`, else 1 or 0 (whether its ways hold the
pair), so that four blocks make a regular hand exactly when their pair counts sum
to 1. The last field is the way when there is exactly one (most blocks), so that
a hand whose blocks all have one way is seen without counting them. The knit mask
has bit ``i`` set when the block holds its suit's piece of the ``i``-th of
:data:`~mahjong_tui.rulesets.mcr.scoring.shapes.KNITTED_STRAIGHTS` (0 for the
honours), so the AND of the three suits' masks names the knitted straights held.
It and the next two serve the cheap filters before the special-shape tests."""
NO_SPLIT: Final = 5
"""The pair count of a block that cannot split (more than four blocks' worth)."""


def _tiles_text(tiles: Sequence[int]) -> str:
    return format_tiles([TILES[to_internal(t)] for t in sorted(tiles, key=to_internal)]).replace(
        " ", "")


def _pack_tiles(kind: int, t: int) -> list[int]:
    if kind == CHOW:
        return [t - 1, t, t + 1]
    return [t] * (4 if kind == KONG else 2 if kind == PAIR else 3)


PACK_TEXT: dict[Pack, str] = {
    (kind, t, melded): _tiles_text(_pack_tiles(kind, t))
    for kind in (CHOW, PUNG, KONG, PAIR)
    for t in range(34)
    if kind != CHOW or (t < 27 and 1 <= t % 9 <= 7)
    for melded in (False, True)
}
"""Text of every possible pack, e.g. ``(CHOW, 1, False) -> "123m"``."""


# ---------------------------------------------------------------------------
# Set traits (全带幺, 全带五, 全双刻)
# ---------------------------------------------------------------------------

TRAIT_ALL = 0b111
"""The AND identity of set-trait bits."""
TRAIT_FANS = (0, F.OUTSIDE_HAND, F.ALL_FIVE, 0, F.ALL_EVEN_PUNGS)
"""Trait bit -> fan: all sets hold a terminal or honour, a 5, or are even pungs/pair."""


def pack_trait_bit(kind: int, t: int) -> int:
    """1: holds a terminal or honour; 2: holds a 5; 4: an even pung or pair; 0: none.

    Every set has at most one of them, so the AND over all sets of a hand is the
    trait they share (or 0).
    """
    if t >= 27:
        return 1
    r = t % 9
    if kind == CHOW:
        return 1 if r in (1, 7) else 2 if 3 <= r <= 5 else 0
    return 1 if r in (0, 8) else 2 if r == 4 else 4 if r % 2 else 0


# ---------------------------------------------------------------------------
# Tile bits: which tile-set properties a held tile kind touches
# ---------------------------------------------------------------------------

B_MAN, B_BAMBOO, B_DOTS, B_WINDS, B_DRAGONS = 1, 2, 4, 8, 16
B_OUTSIDE = 32  # a terminal or an honour
B_NOT_REVERSIBLE, B_NOT_GREEN = 64, 128
B_NOT_TERMINAL, B_SIMPLE = 256, 512  # not a terminal (a simple or an honour); a simple
B_NOT_1_4, B_RANK_4, B_NOT_6_9, B_RANK_6, B_NOT_4_6 = 1024, 2048, 4096, 8192, 16384

# 推不倒: 1234589 dots, 245689 bamboo, white dragon (internal: bamboo 9..17, dots 18..26).
_REVERSIBLE = frozenset([9 + r - 1 for r in (2, 4, 5, 6, 8, 9)]
                        + [18 + r - 1 for r in (1, 2, 3, 4, 5, 8, 9)] + [33])
# 绿一色: 23468 bamboo and the green dragon.
_GREEN = frozenset([9 + r - 1 for r in (2, 3, 4, 6, 8)] + [32])


def _tile_bit(t: int) -> int:
    bits = 0
    if t >= 27:
        bits |= (B_WINDS if t <= 30 else B_DRAGONS) | B_OUTSIDE | B_NOT_TERMINAL
        bits |= B_NOT_1_4 | B_NOT_6_9 | B_NOT_4_6
    else:
        rank = t % 9 + 1
        bits |= (B_MAN, B_BAMBOO, B_DOTS)[t // 9]
        bits |= B_OUTSIDE if rank in (1, 9) else B_SIMPLE | B_NOT_TERMINAL
        if rank > 4:
            bits |= B_NOT_1_4
        if rank < 6:
            bits |= B_NOT_6_9
        if not 4 <= rank <= 6:
            bits |= B_NOT_4_6
        if rank == 4:
            bits |= B_RANK_4
        if rank == 6:
            bits |= B_RANK_6
    if t not in _REVERSIBLE:
        bits |= B_NOT_REVERSIBLE
    if t not in _GREEN:
        bits |= B_NOT_GREEN
    return bits


TILE_BITS: tuple[int, ...] = tuple(_tile_bit(t) for t in range(34))


def tile_bits(tiles: Sequence[int]) -> int:
    """The OR of the tile bits of some tiles (the key of ``traits.tile_set_fans``)."""
    bits = 0
    for t in tiles:
        bits |= TILE_BITS[t]
    return bits


# ---------------------------------------------------------------------------
# Block records
# ---------------------------------------------------------------------------

def _win_facts(packs: Sequence[Pack], win: int) -> tuple[bool, bool, int]:
    """What a way says about a winning tile in its block.

    Returns:
        ``(a chow holds it, a pung is of it, the wait fan)``: edge before closed
        before single, as the reference keeps one reading (0: none of them).
    """
    in_chow = pung = edge = closed = single = False
    for kind, t, _melded in packs:
        if kind == CHOW:
            if t == win:
                closed = in_chow = True
            elif t - 1 == win or t + 1 == win:
                edge = in_chow = True
        elif kind == PAIR:
            single = single or t == win
        elif t == win:
            pung = True
    wait = F.EDGE_WAIT if edge else F.CLOSED_WAIT if closed else F.SINGLE_WAIT if single else 0
    return in_chow, pung, wait


def _way(base: int, size: int, packs: tuple[Pack, ...], pair: int) -> Way:
    chows = tuple(sorted(t for kind, t, _m in packs if kind == CHOW))
    pungs = tuple(sorted(t for kind, t, _m in packs if kind != CHOW))
    trait = TRAIT_ALL
    for kind, t, _m in packs:
        trait &= pack_trait_bit(kind, t)
    with_pair = [*packs, (PAIR, pair, False)] if pair >= 0 else list(packs)
    if pair >= 0:
        trait &= pack_trait_bit(PAIR, pair)
    shown = sorted(packs, key=lambda p: (p[1], p[0]))
    return (
        chows,
        pungs,
        pair,
        trait,
        tuple(PACK_TEXT[p] for p in shown),
        (PACK_TEXT[PAIR, pair, False],) if pair >= 0 else (),
        tuple(_win_facts(with_pair, base + k) for k in range(size)),
    )


EMPTY_WAY: Way = ((), (), -1, TRAIT_ALL, (), (), ())
"""The one way of an empty block."""


@lru_cache(maxsize=SUIT_CACHE_SIZE)
def block_record(k: int, counts: bytes | tuple[int, ...]) -> BlockRecord:
    """The record of block ``k`` (0..2 the suits in internal order, 3 the honours).

    Args:
        k: the block.
        counts: its counts (9 for a suit, 7 for the honours), as bytes or a tuple.

    Returns:
        See :data:`BlockRecord`. The ways come in the reference's order (that of
        :func:`~mahjong_tui.rulesets.mcr.scoring.shapes.concealed_divisions`); a
        block with a remainder of 2 holds the pair in each of its ways.
    """
    base = 9 * k
    bits = 0
    for i, c in enumerate(counts):
        if c:
            bits |= TILE_BITS[base + i]
    knit = 0
    if k < 3:
        for i, ks in enumerate(KNITTED_STRAIGHTS):
            if all(counts[t - base] for t in ks[3 * k:3 * k + 3]):
                knit |= 1 << i
    distinct = len(counts) - counts.count(0)
    even = not any(c % 2 for c in counts)
    total = sum(counts)
    if not total:
        return 0, (EMPTY_WAY,), 0, 0, 0, True, EMPTY_WAY
    res = total % 3
    if res == 1:
        return bits, (), NO_SPLIT, knit, distinct, even, None
    size = len(counts)
    ways = tuple(_way(base, size, packs, pair) for packs, pair in
                 _block_ways(HONOR_START if k == 3 else base, tuple(counts), res == 2))
    pairs = (1 if res == 2 else 0) if ways else NO_SPLIT
    return bits, ways, pairs, knit, distinct, even, ways[0] if len(ways) == 1 else None


BLOCK_ROWS: tuple[dict[bytes, BlockRecord], ...] = ({}, {}, {}, {})
"""Block -> its counts as bytes -> its record: the front of :func:`block_record` the
scoring path reads (``BLOCK_ROWS[k].get(counts) or block_row(k, counts)``; see
:mod:`~mahjong_tui.rulesets.mcr.scoring.memo`). Each keeps a quarter of that cache's
bound, so the four together hold no more than it."""


def block_row(k: int, counts: bytes) -> BlockRecord:
    """:func:`block_record`, remembered in :data:`BLOCK_ROWS`."""
    return remember(BLOCK_ROWS[k], counts, block_record(k, counts), SUIT_CACHE_SIZE // 4)
