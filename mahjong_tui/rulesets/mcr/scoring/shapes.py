"""Winning shapes on count vectors: decompositions, special shapes and waits.

Everything here works on *internal tile numbers* ``0..33`` in the reference
calculator's order: characters ``0..8``, **bamboo** ``9..17``, **dots**
``18..26``, winds ``27..30``, dragons ``31..33``. The project's
:class:`~mahjong_tui.engine.tiles.Tile` index puts dots before bamboo; :func:`to_internal`
swaps the two blocks (it is its own inverse). The reference's order matters
because it decides which of several equally-scored decompositions is kept and
in which order sets are compared (see ``docs/scoring.md``).

A *pack* is a tuple ``(kind, tile, melded)``: ``kind`` is :data:`CHOW`,
:data:`PUNG`, :data:`KONG` or :data:`PAIR`; ``tile`` is the middle tile of a chow
and the tile of the other kinds; ``melded`` is True for sets claimed from
another player (concealed kongs are not melded).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import compress

from mahjong_tui.rulesets.mcr.scoring.memo import remember

__all__ = [
    "CHOW",
    "KNITTED_STRAIGHTS",
    "KONG",
    "PAIR",
    "PUNG",
    "SUIT_CACHE_SIZE",
    "WIN_BLOCK_WAITS",
    "Pack",
    "complete_regular",
    "concealed_divisions",
    "honors_and_knitted",
    "is_nine_gates",
    "is_seven_pairs",
    "is_thirteen_orphans",
    "knitted_straight_rest",
    "regular_waits",
    "shape_waits",
    "to_internal",
    "unique_wait",
    "unique_wait_blocks",
    "win_block_row",
]

CHOW, PUNG, KONG, PAIR = 1, 2, 3, 4

Pack = tuple[int, int, bool]

HONOR_START = 27
TERMINALS_AND_HONORS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)

# The six knitted straights (组合龙), internal numbers, in the reference's order:
# 147m 258s 369p, 147m 369s 258p, 258m 147s 369p, 258m 369s 147p, 369m 147s 258p,
# 369m 258s 147p.
KNITTED_STRAIGHTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(9 * suit + r - 1
          for suit, start in enumerate(starts) for r in (start, start + 3, start + 6))
    for starts in ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
)


def to_internal(index: int) -> int:
    """Map a :class:`Tile` index to the internal number, or back (the map is an involution)."""
    if 9 <= index < 18:
        return index + 9
    if 18 <= index < 27:
        return index - 9
    return index


SUIT_CACHE_SIZE = 1 << 11
"""Entries each per-suit cache below keeps (an LRU): a suit has about 400,000
possible count vectors, but a game meets a small, recurring share of them."""


# ---------------------------------------------------------------------------
# Regular shape (4 sets + pair), one suit at a time
# ---------------------------------------------------------------------------

@lru_cache(maxsize=SUIT_CACHE_SIZE)
def _suit_sets(counts: tuple[int, ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """All ways to split one suit's counts (9 ranks) into pungs and chows only.

    Each way is a tuple of ``(kind, first rank index)`` sorted ascending.
    """
    i = next((k for k, c in enumerate(counts) if c), -1)
    if i < 0:
        return ((),)
    c = counts[i]
    ways: list[tuple[tuple[int, int], ...]] = []
    if c >= 3:
        rest = list(counts)
        rest[i] -= 3
        ways.extend(((PUNG, i), *w) for w in _suit_sets(tuple(rest)))
    if i <= 6 and counts[i + 1] and counts[i + 2]:
        rest = list(counts)
        rest[i] -= 1
        rest[i + 1] -= 1
        rest[i + 2] -= 1
        ways.extend(((CHOW, i), *w) for w in _suit_sets(tuple(rest)))
    return tuple(ways)


@lru_cache(maxsize=SUIT_CACHE_SIZE)
def _suit_with_pair(counts: tuple[int, ...]) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """All ways to split one suit's counts into sets plus one pair: ``(pair rank, sets)``."""
    ways: list[tuple[int, tuple[tuple[int, int], ...]]] = []
    for i, c in enumerate(counts):
        if c >= 2:
            rest = list(counts)
            rest[i] -= 2
            ways.extend((i, w) for w in _suit_sets(tuple(rest)))
    return tuple(ways)


def _suit_ok(counts: tuple[int, ...], with_pair: bool) -> bool:
    return bool(_suit_with_pair(counts) if with_pair else _suit_sets(counts))


_Way = tuple[tuple[Pack, ...], int]


@lru_cache(maxsize=SUIT_CACHE_SIZE)
def _block_ways(base: int, counts: tuple[int, ...], with_pair: bool) -> tuple[_Way, ...]:
    """Ways to split one block (a suit, or the honours at ``base`` 27) into sets
    (and one pair if ``with_pair``), as ``(packs, pair tile or -1)``.

    The ways come in the reference's order: by the sorted sequence of their sets,
    a set at a lower tile first and, at the same tile, a pung before a chow.
    """
    if base == HONOR_START:
        packs: list[Pack] = []
        pair = -1
        for k, c in enumerate(counts):
            if c == 3:
                packs.append((PUNG, base + k, False))
            elif c == 2 and with_pair and pair < 0:
                pair = base + k
            elif c:
                return ()
        if with_pair and pair < 0:
            return ()
        return ((tuple(packs), pair),)
    raw = ([(base + r, w) for r, w in _suit_with_pair(counts)] if with_pair
           else [(-1, w) for w in _suit_sets(counts)])
    keyed = []
    for pair, way in raw:
        order = sorted((base + r, 0 if kind == PUNG else 1) for kind, r in way)
        packs = [(CHOW, base + r + 1, False) if kind == CHOW else (PUNG, base + r, False)
                 for kind, r in way]
        packs.sort(key=_pack_sort_key)
        keyed.append((order, (tuple(packs), pair)))
    keyed.sort(key=lambda k: k[0])
    return tuple(w for _, w in keyed)


_EMPTY_BLOCK: tuple[_Way, ...] = (((), -1),)


@lru_cache(maxsize=1 << 10)
def concealed_divisions(counts: tuple[int, ...]) -> tuple[tuple[Pack, ...], ...]:
    """Every way to split the concealed tiles into sets and one pair.

    Args:
        counts: 34 counts (internal numbers) of the standing tiles, winning tile
            included; the total must be ``3k + 2``.

    Returns:
        Tuples of packs: the sets, then the pair. Divisions come in the reference's
        enumeration order (its depth-first search takes, tile by tile, a pung before
        a chow), which decides ties between equal totals.
    """
    pair_block = -1
    ways: list[tuple[_Way, ...]] = []
    for k, base in enumerate((0, 9, 18, 27)):
        block = counts[base:base + 9] if base < 27 else counts[27:34]
        total = sum(block)
        if not total:
            ways.append(_EMPTY_BLOCK)
            continue
        res = total % 3
        if res == 1 or (res == 2 and pair_block >= 0):
            return ()
        if res == 2:
            pair_block = k
        w = _block_ways(base, block, res == 2)
        if not w:
            return ()
        ways.append(w)
    if pair_block < 0:
        return ()
    w0, w1, w2, w3 = ways
    out = []
    # Blocks are disjoint ranges in tile order and every way of a block has the same
    # number of sets, so the product order is the reference's order.
    for p0, q0 in w0:
        for p1, q1 in w1:
            for p2, q2 in w2:
                for p3, q3 in w3:
                    pair = max(q0, q1, q2, q3)
                    out.append((*p0, *p1, *p2, *p3, (PAIR, pair, False)))
    return tuple(out)


def _pack_sort_key(p: Pack) -> tuple[int, int]:
    # The reference sorts concealed packs by their numeric code: type, then tile.
    return (p[0], p[1])


def complete_regular(counts: Sequence[int]) -> bool:
    """True if the counts split into sets and one pair (any number of sets)."""
    if sum(counts) % 3 != 2:
        return False
    pair_seen = False
    for c in counts[HONOR_START:34]:
        if c == 2 or c == 5:
            if pair_seen:
                return False
            pair_seen = True
        elif c not in (0, 3):
            return False
    for s in (0, 9, 18):
        suit = tuple(counts[s:s + 9])
        total = sum(suit)
        if total % 3 == 2:
            if pair_seen:
                return False
            pair_seen = True
            if not _suit_with_pair(suit):
                return False
        elif total % 3 == 0:
            if not _suit_sets(suit):
                return False
        else:
            return False
    return pair_seen


# ---------------------------------------------------------------------------
# Special shapes (14 concealed tiles, no melds; knitted straight also with one)
# ---------------------------------------------------------------------------

def is_seven_pairs(counts: Sequence[int]) -> bool:
    """Seven pairs: 14 tiles, every count even (four of a kind counts as two pairs)."""
    # With 14 tiles no count exceeds 14.
    return sum(counts) == 14 and not any(map(_IS_ODD.__getitem__, counts))


_IS_ODD = tuple(n % 2 == 1 for n in range(15))


def is_thirteen_orphans(counts: Sequence[int]) -> bool:
    """Thirteen orphans: one of each terminal and honour plus one more of them."""
    held = counts.__getitem__
    return sum(counts) == 14 and all(map(held, TERMINALS_AND_HONORS)) and sum(
        map(held, TERMINALS_AND_HONORS)) == 14


_KNITTED_SETS = tuple(frozenset(ks) for ks in KNITTED_STRAIGHTS)
_NUMBERED = range(27)


def honors_and_knitted(counts: Sequence[int]) -> int:
    """Honours and knitted tiles (全不靠 / 七星不靠).

    Returns:
        0 if not that shape; 1 for 全不靠; 2 for 全不靠 holding a whole knitted
        straight (also 组合龙); 3 for 七星不靠 (all seven honours).
    """
    if sum(counts) != 14 or max(counts) > 1:
        return 0
    numbered = frozenset(compress(_NUMBERED, counts))
    if not 7 <= len(numbered) <= 9:
        return 0
    if not any(map(numbered.issubset, _KNITTED_SETS)):
        return 0
    if len(numbered) == 7:
        return 3
    return 2 if len(numbered) == 9 else 1


def knitted_straight_rest(counts: Sequence[int]) -> tuple[tuple[int, ...], list[int]] | None:
    """Find a knitted straight among the concealed tiles.

    Returns:
        ``(the nine tiles, the remaining counts)`` for the first of the six knitted
        straights (reference order) fully present, else None.
    """
    for ks in KNITTED_STRAIGHTS:
        a, b, c, d, e, f, g, h, i = ks
        if (counts[a] and counts[b] and counts[c] and counts[d] and counts[e] and counts[f]
                and counts[g] and counts[h] and counts[i]):
            rest = list(counts)
            for t in ks:
                rest[t] -= 1
            return ks, rest
    return None


def is_nine_gates(counts: Sequence[int], win: int) -> bool:
    """Nine gates (九莲宝灯): without the winning tile, 1112345678999 of the winning tile's suit."""
    if win >= 27 or sum(counts) != 14:
        return False
    base = win - win % 9
    hand = list(counts[base:base + 9])
    hand[win - base] -= 1
    return hand == [3, 1, 1, 1, 1, 1, 1, 1, 3]


# ---------------------------------------------------------------------------
# Waits
# ---------------------------------------------------------------------------

@lru_cache(maxsize=SUIT_CACHE_SIZE)
def _suit_waits(counts: tuple[int, ...], with_pair: bool) -> tuple[int, ...]:
    """Rank indices r such that one suit's counts plus one tile r split into sets
    (and one pair if ``with_pair``)."""
    out = []
    for r in range(9):
        if not (counts[r] or (r > 0 and counts[r - 1]) or (r < 8 and counts[r + 1])
                or (r > 1 and counts[r - 2]) or (r < 7 and counts[r + 2])):
            continue
        work = list(counts)
        work[r] += 1
        if _suit_ok(tuple(work), with_pair):
            out.append(r)
    return tuple(out)


def _honors_ok(counts: Sequence[int], with_pair: bool) -> bool:
    pairs = 0
    for c in counts:
        if c == 2 or c == 5:
            pairs += 1
        elif c != 0 and c != 3:
            return False
    return pairs == (1 if with_pair else 0)


def regular_waits(counts: Sequence[int]) -> set[int]:
    """Tiles that complete a regular shape (sets + one pair) from ``3k + 1`` tiles.

    Shapes only: copies already used up are not excluded. Works block by block
    (each suit, the honours): the tile count of each block modulo 3 says which
    block must hold the pair, so only one or two blocks can take the new tile.
    """
    residues = [sum(counts[0:9]) % 3, sum(counts[9:18]) % 3, sum(counts[18:27]) % 3,
                sum(counts[27:34]) % 3]
    ones = residues.count(1)
    if ones > 1 or ones + residues.count(2) > 2:
        return set()
    blocks = (tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27]),
              tuple(counts[27:34]))
    waits: set[int] = set()
    for k in range(4):
        res = residues[k]
        if res == 0:
            continue
        # Adding to this block: a block of residue 1 takes the pair; one of residue 2
        # becomes sets only and the pair must then be in the other residue-2 block.
        with_pair = res == 1
        ok = True
        for j in range(4):
            if j == k:
                continue
            rj = residues[j]
            if rj == 1 or (rj == 2 and with_pair):
                ok = False
                break
            if not (_honors_ok(blocks[j], rj == 2) if j == 3 else _suit_ok(blocks[j], rj == 2)):
                ok = False
                break
        if not ok:
            continue
        b = blocks[k]
        if k == 3:
            for h in range(7):
                if b[h]:
                    work = list(b)
                    work[h] += 1
                    if _honors_ok(work, with_pair):
                        waits.add(27 + h)
        else:
            base = 9 * k
            waits.update([base + r for r in _suit_waits(b, with_pair)])
    return waits


@lru_cache(maxsize=SUIT_CACHE_SIZE)
def _honor_waits(counts: tuple[int, ...], with_pair: bool) -> tuple[int, ...]:
    """Honour offsets h such that the honours plus one tile h split into pungs (and a pair)."""
    out = []
    for h in range(7):
        if counts[h]:
            work = list(counts)
            work[h] += 1
            if _honors_ok(work, with_pair):
                out.append(h)
    return tuple(out)


_BLOCKS = ((0, 9), (9, 18), (18, 27), (27, 34))


def _block_waits(k: int, block: tuple[int, ...], with_pair: bool) -> list[int]:
    base = _BLOCKS[k][0]
    found = _honor_waits(block, with_pair) if k == 3 else _suit_waits(block, with_pair)
    return [base + r for r in found]


def unique_wait(counts: list[int], win: int, seven_pairs: bool) -> bool:
    """Whether the hand waited on the winning tile kind only (独听), as the wait fans need.

    The reference's notion: look at shapes only (a tile whose four copies are all
    held still counts), regular shapes and, if asked, seven pairs. Only valid when
    ``counts`` (winning tile included) splits into sets and a pair: then every
    block (suit or honours) without the winning tile is already fine, and only the
    winning tile's block and the pair's block can take a tile.

    Args:
        counts: concealed counts with the winning tile (left unchanged).
        win: the winning tile.
        seven_pairs: also count the seven-pairs wait (13 concealed tiles).
    """
    k = 3 if win >= 27 else win // 9
    lo, hi = _BLOCKS[k]
    block = list(counts[lo:hi])
    block[win - lo] -= 1
    wb = tuple(block)
    if sum(block) % 3 == 1:
        # The pair is in the winning tile's block: the other blocks are sets only.
        waits = set(_block_waits(k, wb, True))
    else:
        # The winning tile completed a set; the pair is in block ``p``, which could
        # instead take a tile if the winning tile's block can hold the pair.
        waits = set(_block_waits(k, wb, False))
        if len(waits) <= 1:
            for p, (plo, phi) in enumerate(_BLOCKS):
                if p != k and sum(counts[plo:phi]) % 3 == 2:
                    ok = _honors_ok(wb, True) if k == 3 else _suit_ok(wb, True)
                    if ok:
                        waits.update(_block_waits(p, tuple(counts[plo:phi]), False))
                    break
    if seven_pairs and len(waits) <= 1:
        counts[win] -= 1
        ones, threes = counts.count(1), counts.count(3)
        if ones + threes == 1:
            waits.add(counts.index(1 if ones else 3))
        counts[win] += 1
    return len(waits) == 1


@lru_cache(maxsize=SUIT_CACHE_SIZE)
def _win_block_waits(k: int, block: bytes | tuple[int, ...],
                     offset: int) -> tuple[tuple[int, ...], bool]:
    """The waits of block ``k`` once its winning tile (at ``offset``) is taken out.

    Returns:
        ``(tiles, pair_ok)``: the tiles completing the block (with the pair if the
        block holds it, else as sets only), and, when the block holds no pair,
        whether it could hold one instead (then the pair's block may take a tile).
    """
    work = list(block)
    work[offset] -= 1
    wb = tuple(work)
    if sum(wb) % 3 == 1:
        return tuple(_block_waits(k, wb, True)), False
    pair_ok = _honors_ok(wb, True) if k == 3 else _suit_ok(wb, True)
    return tuple(_block_waits(k, wb, False)), pair_ok


WIN_BLOCK_WAITS: tuple[tuple[dict[bytes | tuple[int, ...], tuple[tuple[int, ...], bool]], ...],
                        ...] = tuple(tuple({} for _ in range(9)) for _ in range(4))
"""Block -> winning tile's offset -> the front of :func:`_win_block_waits` (see
:mod:`~mahjong_tui.rulesets.mcr.scoring.memo`); keyed by the counts alone, whose
hash a block's bytes keep from the block-record look-up."""
_WIN_FRONT_SIZE = SUIT_CACHE_SIZE // 9
"""Entries each of those fronts keeps: together about as many as that cache per block."""


def win_block_row(k: int, block: bytes | tuple[int, ...],
                  offset: int) -> tuple[tuple[int, ...], bool]:
    """:func:`_win_block_waits`, remembered in :data:`WIN_BLOCK_WAITS`."""
    return remember(WIN_BLOCK_WAITS[k][offset], block, _win_block_waits(k, block, offset),
                    _WIN_FRONT_SIZE)


def unique_wait_blocks(blocks: Sequence[bytes | tuple[int, ...]], k: int, offset: int,
                       pair_block: int, counts: bytes | None) -> bool:
    """:func:`unique_wait` from the four blocks' counts (winning tile included).

    Args:
        blocks: the counts of the three suits and the honours (bytes or tuples).
        k: the winning tile's block.
        offset: the winning tile's place in it.
        pair_block: the block holding the pair (the one block with 3n + 2 tiles).
        counts: the 34 counts as bytes, to also count the seven-pairs wait, or None.
    """
    block = blocks[k]
    waits, pair_ok = WIN_BLOCK_WAITS[k][offset].get(block) or win_block_row(k, block, offset)
    n = len(waits)
    if n <= 1 and pair_ok and pair_block != k:
        # Blocks are disjoint, so the waits of two blocks never coincide.
        extra = _block_waits(pair_block, tuple(blocks[pair_block]), False)
        if extra:
            waits = (*waits, *extra)
            n = len(waits)
    if counts is not None and n <= 1:
        # Seven pairs waits on the one tile held once or three times, the winning
        # tile taken out: count on the bytes and correct for that tile.
        win = 9 * k + offset
        held = counts[win]
        ones = counts.count(1) + (held == 2) - (held == 1)
        threes = counts.count(3) + (held == 4) - (held == 3)
        if ones + threes == 1:
            want = 1 if ones else 3
            if held - 1 == want:
                t = win
            else:
                t = counts.find(want)
                if t == win:
                    t = counts.find(want, win + 1)
            if t not in waits:
                n += 1
    return n == 1


def shape_waits(counts: list[int], seven_pairs: bool) -> set[int]:
    """Tiles that complete a regular shape (or seven pairs, if asked) from ``counts``.

    This is the reference's notion of "waiting" used for the wait fans: it looks
    at shapes only, so a tile whose four copies are all in the hand still counts
    as waited on.

    Args:
        counts: 34 counts of ``3k + 1`` concealed tiles.
        seven_pairs: also consider seven pairs (13 concealed tiles only).
    """
    waits = regular_waits(counts)
    if seven_pairs:
        ones, threes = counts.count(1), counts.count(3)
        if ones + threes == 1:
            waits.add(counts.index(1 if ones else 3))
    return waits
