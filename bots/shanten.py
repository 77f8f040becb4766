"""Shanten (distance to ready) and useful tiles for every MCR winning shape.

Convention (the reference library's, MahjongGB): ``0`` means ready (one tile
from a win), ``-1`` means the tiles already form a complete shape, ``n > 0``
means ``n`` tile exchanges away from ready.

Hands are given as a list of 34 counts indexed like :mod:`mahjong_tui.engine.tiles`
(``0..26`` suited, ``27..33`` honours) plus the number of declared sets. The
functions accept 13-style hands (``3k + 1`` standing tiles) and 14-style hands
(``3k + 2``, e.g. after a draw); for the latter ``-1`` means complete.

Useful tiles are returned as a bit mask over tile indices (bit ``i`` set when
tile ``i`` lowers the shanten if added to the hand). Like the reference, the
regular shape ignores a fifth copy of a tile unless the hand is already ready;
callers weigh useful tiles by live copies anyway.

How the regular shape is fast: each suit (and the honours) is a *group*. For a
group's tile counts a table ``H[pair][k]`` is memoised: the best value of
``2 * sets + partial sets (+1 for a pair)`` using at most ``k`` blocks (sets or
partial sets) from that group. A hand needs ``n = 4 - declared`` blocks; the
best split of the ``n`` blocks over the four groups is a max-plus convolution,
and ``shanten = 2n - best``. This is the same quantity the reference's search
computes (``8 - 2 sets - partials - pair`` with at most four blocks).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

__all__ = [
    "ALL_MASK",
    "CONV_CACHE_SIZE",
    "GROUP_TABLE_CACHE_SIZE",
    "KNITTED_PATTERNS",
    "ORPHANS",
    "PROBE_CACHE_SIZE",
    "REGULAR_CACHE_SIZE",
    "honors_knitted",
    "knitted_straight",
    "mask_tiles",
    "regular",
    "regular_shanten",
    "seven_pairs",
    "thirteen_orphans",
]

NEG = -100
"""Stands for "impossible" in the group tables."""

# Every cache below is an LRU of a stated size, chosen by measuring hit rates over
# expert games (``mahjong-tui bench memory`` prints them): past these sizes the hit
# rates no longer rise, and a long-running process keeps a fixed footprint.
GROUP_TABLE_CACHE_SIZE = 1 << 15
"""Group tables kept (one per suit or honour count vector seen)."""
CONV_CACHE_SIZE = 1 << 12
"""Convolutions of two group tables kept."""
PROBE_CACHE_SIZE = 1 << 14
"""Per-group "add one tile" probe lists kept."""
REGULAR_CACHE_SIZE = 1 << 13
"""Whole hands kept by :func:`regular` (and as many by :func:`regular_shanten`)."""

ALL_MASK = (1 << 34) - 1
"""Bit mask of all 34 playable tile kinds."""

ORPHANS: tuple[int, ...] = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
"""The thirteen terminal and honour kinds (幺九)."""

_ORPHAN_MASK = sum(1 << i for i in ORPHANS)
_HONOR_MASK = sum(1 << i for i in range(27, 34))


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


def mask_tiles(mask: int) -> tuple[int, ...]:
    """The tile indices whose bits are set in ``mask``, ascending."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


# --- group tables -------------------------------------------------------------------
# A group code packs up to 9 counts, a byte each (so a "fifth copy" probe still
# encodes). Table layout: index pair * 5 + k.

_EMPTY_TABLE = (0, 0, 0, 0, 0, NEG, NEG, NEG, NEG, NEG)


def _add_block(table: tuple[int, ...], value: int) -> list[int]:
    """Table after adding one block worth ``value`` to every decomposition."""
    out = [NEG] * 10
    for pr in (0, 5):
        prev = NEG
        for k in range(5):
            cur = table[pr + k]
            best = cur
            if k and prev > NEG:
                best = max(best, prev + value)
            out[pr + k] = best
            prev = cur
    return out


def _add_pair(table: tuple[int, ...]) -> list[int]:
    """Table after taking the group's pair: only pair-less decompositions qualify."""
    out = [NEG] * 10
    for k in range(5):
        if table[k] > NEG:
            out[5 + k] = table[k] + 1
    return out


def _merge(into: list[int], other: Sequence[int]) -> None:
    for i in range(10):
        if other[i] > into[i]:
            into[i] = other[i]


@lru_cache(maxsize=GROUP_TABLE_CACHE_SIZE)
def _group_table(code: int, size: int, honors: bool) -> tuple[int, ...]:
    """The ``H[pair][k]`` table of one group (see module docstring)."""
    if code == 0:
        return _EMPTY_TABLE
    i = 0
    while not (code >> (8 * i)) & 255:
        i += 1
    c = (code >> (8 * i)) & 255
    unit = 1 << (8 * i)
    best = list(_group_table(code - unit, size, honors))  # this copy left isolated
    if c >= 2:
        sub = _group_table(code - 2 * unit, size, honors)
        _merge(best, _add_pair(sub))
        _merge(best, _add_block(sub, 1))  # a pair as a partial pung
    if c >= 3:
        _merge(best, _add_block(_group_table(code - 3 * unit, size, honors), 2))
    if not honors:
        c1 = (code >> (8 * i + 8)) & 255 if i + 1 < size else 0
        c2 = (code >> (8 * i + 16)) & 255 if i + 2 < size else 0
        if c1 and c2:
            sub = _group_table(code - unit - (unit << 8) - (unit << 16), size, honors)
            _merge(best, _add_block(sub, 2))
        if c1:
            _merge(best, _add_block(_group_table(code - unit - (unit << 8), size, honors), 1))
        if c2:
            _merge(best, _add_block(_group_table(code - unit - (unit << 16), size, honors), 1))
    return tuple(best)


@lru_cache(maxsize=CONV_CACHE_SIZE)
def _conv(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """Max-plus convolution of two group tables (blocks add up, at most one pair)."""
    out = [NEG] * 10
    for k in range(5):
        b0 = NEG
        b1 = NEG
        for ka in range(k + 1):
            kb = k - ka
            a0 = a[ka]
            a1 = a[5 + ka]
            x = a0 + b[kb]
            if x > b0:
                b0 = x
            x = a0 + b[5 + kb]
            if x > b1:
                b1 = x
            x = a1 + b[kb]
            if x > b1:
                b1 = x
        out[k] = b0 if b0 > NEG else NEG
        out[5 + k] = b1 if b1 > NEG else NEG
    return tuple(out)


def _value_at(a: Sequence[int], b: Sequence[int], n: int) -> int:
    """``max(conv(a, b)[.][n])`` without building the whole convolution."""
    best = NEG
    for ka in range(n + 1):
        kb = n - ka
        a0 = a[ka]
        x = a0 + b[kb]
        if x > best:
            best = x
        x = a0 + b[5 + kb]
        if x > best:
            best = x
        x = a[5 + ka] + b[kb]
        if x > best:
            best = x
    return best


def _codes(counts: Sequence[int]) -> tuple[int, int, int, int]:
    """One integer per group, a byte per tile count (lowest rank in the lowest byte)."""
    raw = bytes(counts[:34])
    return (
        int.from_bytes(raw[0:9], "little"),
        int.from_bytes(raw[9:18], "little"),
        int.from_bytes(raw[18:27], "little"),
        int.from_bytes(raw[27:34], "little"),
    )


def _tables(codes: Sequence[int], pungs_only: bool = False) -> tuple[tuple[int, ...], ...]:
    return (
        _group_table(codes[0], 9, pungs_only),
        _group_table(codes[1], 9, pungs_only),
        _group_table(codes[2], 9, pungs_only),
        _group_table(codes[3], 7, True),
    )


@lru_cache(maxsize=PROBE_CACHE_SIZE)
def _probes(code: int, group: int, skip_full: bool,
            pungs_only: bool = False) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Distinct tables a group can reach by adding one tile, with the tiles reaching each.

    Tables equal to the group's own table are left out (such a tile cannot help).
    """
    size = 9 if group < 3 else 7
    honors = group == 3 or pungs_only
    own = _group_table(code, size, honors)
    found: dict[tuple[int, ...], int] = {}
    for j in range(size):
        if skip_full and (code >> (8 * j)) & 255 >= 4:
            continue
        table = _group_table(code + (1 << (8 * j)), size, honors)
        if table != own:
            found[table] = found.get(table, 0) | (1 << j)
    return tuple(found.items())


def _blocks_needed(counts: Sequence[int], melds: int) -> int:
    n = 4 - melds
    if n < 0:
        raise ValueError(f"at most 4 declared sets, not {melds}")
    return n


def regular_shanten(counts: Sequence[int], melds: int = 0, pungs_only: bool = False) -> int:
    """Shanten of the regular shape (4 sets + a pair, ``melds`` of the sets declared).

    With ``pungs_only`` chows and partial chows do not count (an all-pungs plan).
    """
    return _regular_shanten(bytes(counts[:34]), melds, pungs_only)


@lru_cache(maxsize=REGULAR_CACHE_SIZE)
def _regular_shanten(counts: bytes, melds: int, pungs_only: bool) -> int:
    n = _blocks_needed(counts, melds)
    t0, t1, t2, t3 = _tables(_codes(counts), pungs_only)
    return 2 * n - _value_at(_conv(t0, t1), _conv(t2, t3), n)


def regular(counts: Sequence[int], melds: int = 0, pungs_only: bool = False) -> tuple[int, int]:
    """Shanten and useful-tile mask of the regular shape (cached).

    Args:
        counts: 34 tile counts (extra entries, e.g. flowers, are ignored).
        melds: number of declared sets (0..4).
        pungs_only: count only pungs, pairs and partial pungs (an all-pungs plan).

    Returns:
        ``(shanten, useful_mask)``.
    """
    return _regular_cached(bytes(counts[:34]), melds, pungs_only)


@lru_cache(maxsize=REGULAR_CACHE_SIZE)
def _regular_cached(counts: bytes, melds: int, pungs_only: bool) -> tuple[int, int]:
    return _regular(counts, melds, pungs_only)


def _regular(counts: Sequence[int], melds: int, pungs_only: bool) -> tuple[int, int]:
    n = _blocks_needed(counts, melds)
    codes = _codes(counts)
    t = _tables(codes, pungs_only)
    c01 = _conv(t[0], t[1])
    c23 = _conv(t[2], t[3])
    shanten = 2 * n - _value_at(c01, c23, n)
    others = (_conv(t[1], c23), _conv(t[0], c23), _conv(c01, t[3]), _conv(c01, t[2]))
    mask = 0
    target = 2 * n - shanten  # value to beat
    # The reference skips a fifth copy unless the hand is already ready; so do we.
    skip_full = shanten > 0
    for g in range(4):
        rest = others[g]
        for table, local in _probes(codes[g], g, skip_full, pungs_only):
            if _value_at(rest, table, n) > target:
                mask |= local << (9 * g)
    return shanten, mask


def seven_pairs(counts: Sequence[int]) -> tuple[int, int]:
    """Shanten and useful mask of seven pairs (四归一 counts as two pairs, as in MCR)."""
    pairs = 0
    mask = 0
    for i in range(34):
        c = counts[i]
        pairs += c >> 1
        if c & 1:
            mask |= 1 << i
    return 6 - min(pairs, 7), mask


def thirteen_orphans(counts: Sequence[int]) -> tuple[int, int]:
    """Shanten and useful mask of thirteen orphans (十三幺)."""
    kinds = 0
    pair = 0
    missing = 0
    for i in ORPHANS:
        c = counts[i]
        if c:
            kinds += 1
            if c >= 2:
                pair = 1
        else:
            missing |= 1 << i
    shanten = 13 - kinds - pair
    return shanten, (missing if pair else _ORPHAN_MASK)


def _held_mask(counts: Sequence[int]) -> int:
    mask = 0
    for i in range(34):
        if counts[i]:
            mask |= 1 << i
    return mask


def honors_knitted(counts: Sequence[int]) -> tuple[int, int]:
    """Shanten and useful mask of honours-and-knitted tiles (全不靠).

    14 distinct tiles from the seven honours and one knitted straight's nine tiles.
    """
    held = _held_mask(counts)
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


def knitted_straight(counts: Sequence[int], melds: int = 0) -> tuple[int, int]:
    """Shanten and useful mask of a knitted straight (组合龙) plus a set and a pair.

    The knitted straight counts as three sets; the rest of the hand is judged as a
    regular shape that needs one more set (or none, with a declared set) and a pair.
    A knitted straight needs nine standing tiles, so at most one declared set.
    """
    if melds > 1:
        raise ValueError("a knitted straight allows at most one declared set")
    held = _held_mask(counts)
    rest = list(counts[:34])
    best = 99
    useful = 0
    # Most knitted tiles first; a pattern can be at best (missing tiles - 1), so the
    # rest can be skipped once that bound is worse than the best found.
    order = sorted(range(6), key=lambda k: -(held & _KNITTED_MASKS[k]).bit_count())
    for k in order:
        pattern, pmask = KNITTED_PATTERNS[k], _KNITTED_MASKS[k]
        found = held & pmask
        if 8 - found.bit_count() > best:
            break
        for i in pattern:
            if rest[i]:
                rest[i] -= 1
        reg_shanten, reg_mask = regular(rest, melds + 3)
        for i in pattern:
            if found >> i & 1:
                rest[i] += 1
        shanten = 9 - found.bit_count() + reg_shanten
        if shanten < best:
            best, useful = shanten, (pmask & ~found) | reg_mask
        elif shanten == best:
            useful |= (pmask & ~found) | reg_mask
    return best, useful
