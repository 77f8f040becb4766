"""Shanten (distance to ready) and useful tiles for every MCR winning shape.

Convention (the reference library's, MahjongGB): ``0`` means ready (one tile
from a win), ``-1`` means the tiles already form a complete shape, ``n > 0``
means ``n`` tile exchanges away from ready.

Hands are given as 34 counts indexed like :mod:`mahjong_tui.engine.tiles`
(``0..26`` suited, ``27..33`` honours; a list, or ``bytes`` for speed) plus the
number of declared sets. The functions accept 13-style hands (``3k + 1``
standing tiles) and 14-style hands (``3k + 2``, e.g. after a draw); for the
latter ``-1`` means complete.

Useful tiles are returned as a bit mask over tile indices (bit ``i`` set when
tile ``i`` lowers the shanten if added to the hand). Like the reference, the
regular shape ignores a fifth copy of a tile unless the hand is already ready;
callers weigh useful tiles by live copies anyway.

The regular shape combines per-group tables (:mod:`bots.group_tables`): one array
look-up per suit and the honours, then memoised convolutions of table ids. The
other shapes only count kinds and pairs, done on the counts as bytes (C-speed
``translate`` and integer parsing instead of Python loops).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import itemgetter

from bots import group_tables as _gt

__all__ = [
    "ALL_MASK",
    "KNITTED_PATTERNS",
    "ORPHANS",
    "REGULAR_CACHE_SIZE",
    "all_shapes_shanten",
    "all_shapes_useful",
    "as_bytes",
    "held_mask",
    "honors_knitted",
    "knitted_straight",
    "mask_tiles",
    "regular",
    "regular_shanten",
    "seven_pairs",
    "thirteen_orphans",
]

REGULAR_CACHE_SIZE = 1 << 13
"""Whole hands kept by :func:`regular` (and as many by :func:`regular_shanten`), an
LRU: past this size the hit rate over expert games no longer rises."""

ALL_MASK = (1 << 34) - 1
"""Bit mask of all 34 playable tile kinds."""

ORPHANS: tuple[int, ...] = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
"""The thirteen terminal and honour kinds (幺九)."""

_ORPHAN_MASK = sum(1 << i for i in ORPHANS)
_HONOR_MASK = sum(1 << i for i in range(27, 34))
_SUITED_MASK = (1 << 27) - 1


def _knitted_patterns() -> tuple[tuple[int, ...], ...]:
    """The six knitted straights: 147, 258, 369 spread over the three suits."""
    out: list[tuple[int, ...]] = []
    for perm in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)):
        tiles: list[int] = []
        for start, suit in enumerate(perm):
            tiles.extend(suit * 9 + start + step for step in (0, 3, 6))
        out.append(tuple(sorted(tiles)))
    return tuple(out)


KNITTED_PATTERNS: tuple[tuple[int, ...], ...] = _knitted_patterns()
"""The six 9-tile knitted straights (组合龙) as sorted tile indices."""

_KNITTED_MASKS = tuple(sum(1 << i for i in p) for p in KNITTED_PATTERNS)
_KNITTED_RESIDUES = tuple(tuple(p[3 * s] % 9 for s in range(3)) for p in (
    sorted(pattern, key=lambda t: t // 9) for pattern in KNITTED_PATTERNS))
"""Per knitted straight, the rank (0, 1 or 2) each suit starts at: 147, 258 or 369."""
_KNIT_REMOVE = tuple(tuple(sum(_gt.place(_gt.SUIT, j) for j in (r, r + 3, r + 6)
                               if held >> j & 1) for held in range(512)) for r in range(3))
"""What taking one of each held knitted tile (ranks r, r+3, r+6) out of a suit
subtracts from its base-5 index, by the suit's 9-bit held mask."""

# Byte maps over counts: "held" and "odd" as ASCII binary digits, halves (pairs).
_HELD_BITS = bytes.maketrans(bytes(range(256)), b"0" + b"1" * 255)
_ODD_BITS = bytes.maketrans(bytes(range(256)), b"01" * 128)
_PAIRS = bytes.maketrans(bytes(range(256)), bytes(c >> 1 for c in range(256)))
_ORPHAN_COUNTS = itemgetter(*ORPHANS)


def as_bytes(counts: Sequence[int]) -> bytes:
    """The first 34 counts as bytes (the form every function here works on fastest)."""
    if type(counts) is bytes and len(counts) == 34:
        return counts
    return bytes(counts[:34])


def held_mask(counts: Sequence[int]) -> int:
    """Bit mask of the kinds held at least once."""
    # Tile 33 first: the binary digits read most significant first.
    return int(as_bytes(counts).translate(_HELD_BITS)[::-1], 2)


def mask_tiles(mask: int) -> tuple[int, ...]:
    """The tile indices whose bits are set in ``mask``, ascending."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


def _blocks_needed(melds: int) -> int:
    n = 4 - melds
    if n < 0:
        raise ValueError(f"at most 4 declared sets, not {melds}")
    return n


def regular_shanten(counts: Sequence[int], melds: int = 0, pungs_only: bool = False) -> int:
    """Shanten of the regular shape (4 sets + a pair, ``melds`` of the sets declared).

    With ``pungs_only`` chows and partial chows do not count (an all-pungs plan).
    """
    return _regular_shanten(as_bytes(counts), melds, pungs_only)


@lru_cache(maxsize=REGULAR_CACHE_SIZE)
def _regular_shanten(raw: bytes, melds: int, pungs_only: bool) -> int:
    n = _blocks_needed(melds)
    a, b, c, h = _gt.group_ids(raw, pungs_only)
    return 2 * n - _gt.best(_gt.conv(a, b), _gt.conv(c, h))[n]


def regular(counts: Sequence[int], melds: int = 0, pungs_only: bool = False) -> tuple[int, int]:
    """Shanten and useful-tile mask of the regular shape (cached).

    Args:
        counts: 34 tile counts (extra entries, e.g. flowers, are ignored).
        melds: number of declared sets (0..4).
        pungs_only: count only pungs, pairs and partial pungs (an all-pungs plan).

    Returns:
        ``(shanten, useful_mask)``.
    """
    return _regular_cached(as_bytes(counts), melds, pungs_only)


@lru_cache(maxsize=REGULAR_CACHE_SIZE)
def _regular_cached(raw: bytes, melds: int, pungs_only: bool) -> tuple[int, int]:
    n = _blocks_needed(melds)
    conv, best, probes = _gt.conv, _gt.best, _gt.probes
    a, b, c, h = _gt.group_ids(raw, pungs_only)
    c01 = conv(a, b)
    c23 = conv(c, h)
    target = best(c01, c23)[n]  # the value a useful tile must beat
    shanten = 2 * n - target
    # The reference skips a fifth copy unless the hand is already ready; so do we.
    skip_full = shanten > 0
    suit = _gt.SUIT_PUNGS if pungs_only else _gt.SUIT
    mask = 0
    # Each group's probes against the other three groups taken together.
    high, passing, honors = _gt.group_table_high, _gt.passing, _gt.HONORS
    for group, variant, rest, shift in (
            (raw[0:9], suit, conv(b, c23), 0), (raw[9:18], suit, conv(a, c23), 9),
            (raw[18:27], suit, conv(c01, h), 18), (raw[27:34], honors, conv(c01, c), 27)):
        found = probes(group, variant, skip_full)
        if found:
            good = passing(rest, n, target, high())
            for tid, local in found:
                if good >> tid & 1:
                    mask |= local << shift
    return shanten, mask


def seven_pairs(counts: Sequence[int]) -> tuple[int, int]:
    """Shanten and useful mask of seven pairs (四归一 counts as two pairs, as in MCR)."""
    raw = as_bytes(counts)
    pairs = sum(raw.translate(_PAIRS))
    return 6 - min(pairs, 7), int(raw.translate(_ODD_BITS)[::-1], 2)


def thirteen_orphans(counts: Sequence[int]) -> tuple[int, int]:
    """Shanten and useful mask of thirteen orphans (十三幺)."""
    held = held_mask(counts) & _ORPHAN_MASK
    pair = 1 if max(_ORPHAN_COUNTS(as_bytes(counts))) >= 2 else 0
    shanten = 13 - held.bit_count() - pair
    return shanten, (_ORPHAN_MASK & ~held if pair else _ORPHAN_MASK)


def honors_knitted(counts: Sequence[int]) -> tuple[int, int]:
    """Shanten and useful mask of honours-and-knitted tiles (全不靠).

    14 distinct tiles from the seven honours and one knitted straight's nine tiles.
    """
    return _honors_knitted(held_mask(counts))


def _honors_knitted(held: int) -> tuple[int, int]:
    best = 99
    useful = 0
    for pmask in _KNITTED_MASKS:
        allowed = pmask | _HONOR_MASK
        shanten = 13 - min(14, (held & allowed).bit_count())
        if shanten < best:
            best, useful = shanten, allowed & ~held
        elif shanten == best:
            useful |= allowed & ~held
    return best, useful


def knitted_straight(counts: Sequence[int], melds: int = 0,
                     at_most: int = 99) -> tuple[int, int]:
    """Shanten and useful mask of a knitted straight (组合龙) plus a set and a pair.

    The knitted straight counts as three sets; the rest of the hand is judged as a
    regular shape that needs one more set (or none, with a declared set) and a pair.
    A knitted straight needs nine standing tiles, so at most one declared set.

    Args:
        counts: 34 tile counts.
        melds: declared sets (0 or 1).
        at_most: a caller that only needs the answer when the shanten is at most
            this gets ``(s, 0)`` with some ``s > at_most`` otherwise (cheaper).
    """
    if melds > 1:
        raise ValueError("a knitted straight allows at most one declared set")
    raw = as_bytes(counts)
    return _knitted(raw, held_mask(raw), melds, at_most)


def _knitted(raw: bytes, held: int, melds: int, at_most: int) -> tuple[int, int]:
    idx = _gt.group_indices(raw)
    n_rest = 1 - melds
    best = 99
    shantens = [99] * 6
    for k, pmask in enumerate(_KNITTED_MASKS):
        found = (held & pmask).bit_count()
        # The rest is at best complete (-1): a pattern can be at best missing - 1.
        if 8 - found > min(best, at_most):
            continue
        if idx is None:  # a fifth copy: the plain way
            rest = regular_shanten(_knitted_rest(raw, k), melds + 3)
        else:
            r0, r1, r2 = _KNITTED_RESIDUES[k]
            suit_id, conv = _gt.suit_id, _gt.conv
            value = _gt.best(
                conv(suit_id(0, idx[0] - _KNIT_REMOVE[r0][held & 511]),
                     suit_id(0, idx[1] - _KNIT_REMOVE[r1][held >> 9 & 511])),
                conv(suit_id(0, idx[2] - _KNIT_REMOVE[r2][held >> 18 & 511]),
                     suit_id(_gt.HONORS, idx[3])))[n_rest]
            rest = 2 * n_rest - value
        shantens[k] = 9 - found + rest
        best = min(best, shantens[k])
    if best > at_most:
        return best, 0
    useful = 0
    for k, pmask in enumerate(_KNITTED_MASKS):
        if shantens[k] == best:
            useful |= (pmask & ~held) | regular(_knitted_rest(raw, k), melds + 3)[1]
    return best, useful


def _knitted_rest(raw: bytes, k: int) -> bytes:
    """The counts without one copy of each held tile of knitted straight ``k``."""
    rest = bytearray(raw)
    for i in KNITTED_PATTERNS[k]:
        if rest[i]:
            rest[i] -= 1
    return bytes(rest)


def all_shapes_shanten(counts: Sequence[int], melds: int = 0) -> int:
    """The lowest shanten over every shape the declared sets allow (as
    ``MahjongGB.MahjongShanten``), without useful tiles: the fast path.

    Equal to the minimum of :func:`regular`, :func:`seven_pairs`,
    :func:`thirteen_orphans`, :func:`honors_knitted` and :func:`knitted_straight`
    (the last three only where the declared sets allow them).
    """
    raw = as_bytes(counts)
    n = _blocks_needed(melds)
    idx = _gt.group_indices(raw)
    if idx is None:  # a fifth copy: the plain way
        best = regular_shanten(raw, melds)
        if melds == 0:
            best = min(best, seven_pairs(raw)[0], thirteen_orphans(raw)[0],
                       honors_knitted(raw)[0])
        return min(best, knitted_straight(raw, melds)[0]) if melds <= 1 else best
    i0, i1, i2, i3 = idx
    suit_id, conv, value = _gt.suit_id, _gt.conv, _gt.best
    h = _gt.suit_id(_gt.HONORS, i3)
    best = 2 * n - value(conv(suit_id(0, i0), suit_id(0, i1)), conv(suit_id(0, i2), h))[n]
    if melds > 1 or best < 0 or (best == 0 and sum(raw) % 3 == 1):
        return best  # no shape can do better (a 13-style hand is at best ready)
    held = int(raw.translate(_HELD_BITS)[::-1], 2)
    found = [(held & m).bit_count() for m in _KNITTED_MASKS]
    if melds == 0:
        pairs = sum(raw.translate(_PAIRS))
        orphans = (held & _ORPHAN_MASK).bit_count()
        pair = 1 if max(_ORPHAN_COUNTS(raw)) >= 2 else 0
        best = min(best, 6 - min(pairs, 7), 13 - orphans - pair,
                   13 - min(14, max(found) + (held & _HONOR_MASK).bit_count()))
    # Knitted straight: the pattern's held tiles out, the rest a regular shape with
    # three more sets declared. At best (missing tiles - 1): skip what cannot win.
    n_rest = n - 3
    held_suits = (held & 511, held >> 9 & 511, held >> 18 & 511)
    for k, (r0, r1, r2) in enumerate(_KNITTED_RESIDUES):
        if 8 - found[k] >= best:
            continue
        rest = value(conv(suit_id(0, i0 - _KNIT_REMOVE[r0][held_suits[0]]),
                          suit_id(0, i1 - _KNIT_REMOVE[r1][held_suits[1]])),
                     conv(suit_id(0, i2 - _KNIT_REMOVE[r2][held_suits[2]]), h))[n_rest]
        best = min(best, 9 - found[k] + 2 * n_rest - rest)
    return best


def all_shapes_useful(counts: Sequence[int], melds: int = 0) -> tuple[int, int]:
    """The lowest shanten over every shape the declared sets allow, and the union
    of the useful tiles of the shapes reaching it (each shape as :func:`regular`,
    :func:`seven_pairs`, :func:`thirteen_orphans`, :func:`honors_knitted` and
    :func:`knitted_straight` compute it)."""
    raw = as_bytes(counts)
    best, useful = _regular_cached(raw, melds, False)
    if melds > 1:
        return best, useful
    held = int(raw.translate(_HELD_BITS)[::-1], 2)
    if melds == 0:
        s = 6 - min(sum(raw.translate(_PAIRS)), 7)  # seven pairs
        if s <= best:
            m = int(raw.translate(_ODD_BITS)[::-1], 2)
            best, useful = (s, m) if s < best else (best, useful | m)
        orphans = held & _ORPHAN_MASK  # thirteen orphans
        pair = max(_ORPHAN_COUNTS(raw)) >= 2
        s = 13 - orphans.bit_count() - pair
        if s <= best:
            m = _ORPHAN_MASK & ~orphans if pair else _ORPHAN_MASK
            best, useful = (s, m) if s < best else (best, useful | m)
        s, m = _honors_knitted(held)
        if s <= best:
            best, useful = (s, m) if s < best else (best, useful | m)
    s, m = _knitted(raw, held, melds, best)
    if s <= best:
        best, useful = (s, m) if s < best else (best, useful | m)
    return best, useful
