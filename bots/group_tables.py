"""Per-group tables of the regular shape, looked up by a group's count vector.

A *group* is one suit (9 ranks) or the honours (7 kinds). For a group's counts the
table ``H[pair][k]`` (ten values, index ``pair * 5 + k``) is the best value of
``2 * sets + partial sets (+1 for a pair)`` using at most ``k`` blocks (sets or
partial sets) from that group. A hand needs ``n = 4 - declared`` blocks; the best
split of the ``n`` blocks over its four groups is a max-plus convolution, and
``shanten = 2n - best``.

Why it is fast: every count vector of a group with at most four copies of each
tile is a base-5 number, so a group's table is found by one index into a
fixed-size array (5^9 entries per suit variant, 5^7 for the honours; 8 MB in
all). The arrays are precomputed for every group of at most 15 tiles and read
from :data:`DATA_PATH` on first use; a vector outside them (never met in play) is
computed and kept the first time. Only 69 distinct group tables exist (about a
hundred more arise as convolutions), so the array holds a small *table id*, and
convolutions and their best values are memoised per pair of ids.

Variants: :data:`SUIT` (chows and pungs), :data:`SUIT_PUNGS` (a suit counted for
an all-pungs plan: only pungs, pairs and partial pungs) and :data:`HONORS`.
"""

from __future__ import annotations

import sys
import zlib
from array import array
from collections.abc import Sequence
from functools import lru_cache
from itertools import product
from pathlib import Path

__all__ = [
    "BEST_CACHE_SIZE",
    "CONV_CACHE_SIZE",
    "FIFTH_COPY_CACHE_SIZE",
    "HONORS",
    "NEG",
    "PASSING_CACHE_SIZE",
    "PROBE_CACHE_SIZE",
    "SUIT",
    "SUIT_PUNGS",
    "best",
    "conv",
    "filled",
    "group_ids",
    "group_indices",
    "group_table_high",
    "passing",
    "place",
    "probes",
    "suit_id",
    "table",
    "table_count",
]

NEG = -100
"""Stands for "impossible" in a table."""

SUIT, SUIT_PUNGS, HONORS = 0, 1, 2
"""The three kinds of group."""

CONV_CACHE_SIZE = 1 << 12
"""Convolutions of two table ids kept (an LRU; a game meets a few thousand)."""
BEST_CACHE_SIZE = 1 << 13
"""Best values of two table ids kept (an LRU)."""
PASSING_CACHE_SIZE = 1 << 13
"""Masks of the tables that beat a target beside a table id, kept (an LRU)."""
PROBE_CACHE_SIZE = 1 << 13
"""Per-group "add one tile" probe lists kept (an LRU)."""
FIFTH_COPY_CACHE_SIZE = 1 << 10
"""Tables of vectors holding a fifth copy (probes of a ready hand; an LRU)."""

_SIZE = (9, 9, 7)
_PLACE: tuple[tuple[int, ...], ...] = tuple(
    tuple(5 ** (size - 1 - j) for j in range(size)) for size in _SIZE)
"""Place value of rank ``j`` in the base-5 index (rank 0 is the leading digit)."""

# Table id 0 means "not computed yet"; ids count from 1. The arrays are the
# precomputed-on-demand tables: their size is fixed, whatever is played.
_IDS: tuple[array[int], array[int], array[int]] = (
    array("H", bytes(2 * 5**9)), array("H", bytes(2 * 5**9)), array("H", bytes(2 * 5**7)))

_EMPTY = (0, 0, 0, 0, 0, NEG, NEG, NEG, NEG, NEG)
_TABLES: list[tuple[int, ...]] = [_EMPTY, _EMPTY]
_TABLE_ID: dict[tuple[int, ...], int] = {_EMPTY: 1}
for _ids in _IDS:
    _ids[0] = 1  # an empty group

DATA_PATH = Path(__file__).with_name("data") / "group_tables.bin"
"""The arrays precomputed for every group of at most 15 tiles (``python -m
bots.group_tables`` rebuilds it): with it, no table is ever computed in play."""
_MAGIC = b"MJGT1"
_PRECOMPUTED_TILES = 15
"""A group of a 14-tile hand plus one probed tile holds at most 15 tiles."""

_DIGITS = bytes.maketrans(bytes(range(5)), b"01234")
"""Counts 0..4 to ASCII base-5 digits (a count of 5 or more is left unparsable)."""


def table_count() -> int:
    """Distinct tables met so far (group tables and convolutions)."""
    return len(_TABLES) - 1


def filled() -> tuple[int, int]:
    """``(entries filled, capacity)`` of the fixed-size id arrays."""
    return (sum(len(a) - a.count(0) for a in _IDS), sum(len(a) for a in _IDS))


def table(tid: int) -> tuple[int, ...]:
    """The ten values of a table id."""
    return _TABLES[tid]


def _intern(values: tuple[int, ...]) -> int:
    _ensure_loaded()  # the stored tables take the first ids
    tid = _TABLE_ID.get(values)
    if tid is None:
        tid = _TABLE_ID[values] = len(_TABLES)
        _TABLES.append(values)
    return tid


_group_high = [1]
"""The highest id of a *group* table (not a convolution) made so far."""


def _intern_group(values: tuple[int, ...]) -> int:
    tid = _intern(values)
    if tid > _group_high[0]:
        _group_high[0] = tid
    return tid


def group_table_high() -> int:
    """The highest table id a group (or a probe of one) can have so far: the range
    :func:`passing` must cover."""
    return _group_high[0]


def _add_block(t: Sequence[int], value: int, out: list[int]) -> None:
    """Merge into ``out`` the table ``t`` and ``t`` after adding one block worth ``value``."""
    for pr in (0, 5):
        for k in range(5):
            x = t[pr + k]
            if k:
                prev = t[pr + k - 1]
                if prev > NEG and prev + value > x:
                    x = prev + value
            if x > out[pr + k]:
                out[pr + k] = x


def _build(variant: int, counts: tuple[int, ...]) -> tuple[int, ...]:
    """The table of one group, from the tables of smaller vectors: the lowest rank
    held is left isolated, or taken in a pair, a pung, a chow or a partial set."""
    i = 0
    while not counts[i]:
        i += 1
    c = counts[i]
    size = len(counts)
    honors = variant != SUIT

    def sub(*removed: int) -> tuple[int, ...]:
        rest = list(counts)
        for j in removed:
            rest[j] -= 1
        return _TABLES[_table_of(variant, tuple(rest))]

    best = list(sub(i))  # this copy left isolated
    if c >= 2:
        t = sub(i, i)
        for k in range(5):  # the pair: only pair-less decompositions qualify
            if t[k] > NEG and t[k] + 1 > best[5 + k]:
                best[5 + k] = t[k] + 1
        _add_block(t, 1, best)  # a pair as a partial pung
    if c >= 3:
        _add_block(sub(i, i, i), 2, best)
    if not honors:
        c1 = counts[i + 1] if i + 1 < size else 0
        c2 = counts[i + 2] if i + 2 < size else 0
        if c1 and c2:
            _add_block(sub(i, i + 1, i + 2), 2, best)
        if c1:
            _add_block(sub(i, i + 1), 1, best)
        if c2:
            _add_block(sub(i, i + 2), 1, best)
    return tuple(best)


def _table_of(variant: int, counts: tuple[int, ...]) -> int:
    if not any(counts):
        return 1
    _ensure_loaded()
    if max(counts) > 4:
        return _fifth_copy(variant, counts)
    place = _PLACE[variant]
    idx = sum(c * p for c, p in zip(counts, place, strict=True))
    tid: int = _IDS[variant][idx]
    if not tid:
        tid = _IDS[variant][idx] = _intern_group(_build(variant, counts))
    return tid


@lru_cache(maxsize=FIFTH_COPY_CACHE_SIZE)
def _fifth_copy(variant: int, counts: tuple[int, ...]) -> int:
    return _intern_group(_build(variant, counts))


def _fill(variant: int, idx: int) -> int:
    _ensure_loaded()
    tid: int = _IDS[variant][idx]
    if tid:
        return tid
    size = _SIZE[variant]
    counts = []
    for _ in range(size):
        idx, c = divmod(idx, 5)
        counts.append(c)
    return _table_of(variant, tuple(reversed(counts)))


def group_indices(raw: bytes) -> tuple[int, int, int, int] | None:
    """The base-5 index of each group of 34 counts (as bytes, tile-index order), or
    ``None`` when a count exceeds 4 (then use :func:`group_ids`)."""
    try:
        # One parse of all 34 digits, then split: cheaper than four parses.
        whole = int(raw.translate(_DIGITS), 5)
    except ValueError:
        return None
    whole, i3 = divmod(whole, 5**7)
    whole, i2 = divmod(whole, 5**9)
    i0, i1 = divmod(whole, 5**9)
    return i0, i1, i2, i3


def suit_id(variant: int, idx: int) -> int:
    """Table id of a suit (or, with :data:`HONORS`, the honours) by base-5 index."""
    return _IDS[variant][idx] or _fill(variant, idx)


def place(variant: int, rank: int) -> int:
    """What one tile of ``rank`` adds to a group's base-5 index."""
    return _PLACE[variant][rank]


def group_ids(raw: bytes, pungs_only: bool = False) -> tuple[int, int, int, int]:
    """Table ids of the four groups of 34 counts (as bytes, tile-index order).

    With ``pungs_only`` the suits are counted for an all-pungs plan.
    """
    v = SUIT_PUNGS if pungs_only else SUIT
    idx = group_indices(raw)
    if idx is None:  # a fifth copy: not in the arrays
        return (_table_of(v, tuple(raw[0:9])), _table_of(v, tuple(raw[9:18])),
                _table_of(v, tuple(raw[18:27])), _table_of(HONORS, tuple(raw[27:34])))
    i0, i1, i2, i3 = idx
    ids = _IDS[v]
    return (ids[i0] or _fill(v, i0), ids[i1] or _fill(v, i1), ids[i2] or _fill(v, i2),
            _IDS[HONORS][i3] or _fill(HONORS, i3))


@lru_cache(maxsize=CONV_CACHE_SIZE)
def conv(a: int, b: int) -> int:
    """Table id of the max-plus convolution of two tables (blocks add up, at most one
    pair): the table of the two groups taken together."""
    ta, tb = _TABLES[a], _TABLES[b]
    out = [NEG] * 10
    for k in range(5):
        b0 = NEG
        b1 = NEG
        for ka in range(k + 1):
            kb = k - ka
            a0 = ta[ka]
            a1 = ta[5 + ka]
            x = a0 + tb[kb]
            if x > b0:
                b0 = x
            x = a0 + tb[5 + kb]
            if x > b1:
                b1 = x
            x = a1 + tb[kb]
            if x > b1:
                b1 = x
        out[k] = b0
        out[5 + k] = b1
    return _intern(tuple(out))


@lru_cache(maxsize=BEST_CACHE_SIZE)
def best(a: int, b: int) -> tuple[int, ...]:
    """For ``n`` = 0..4 blocks, the best value of two tables together, pair or not."""
    t = _TABLES[conv(a, b)]
    return tuple(max(t[k], t[5 + k]) for k in range(5))


@lru_cache(maxsize=PASSING_CACHE_SIZE)
def passing(rest: int, n: int, target: int, known: int) -> int:
    """Bit mask over the table ids ``1..known`` of the tables ``t`` whose
    ``best(rest, t)[n]`` beats ``target``: which probes of a group make a useful
    tile, beside the table ``rest`` of the other groups.

    ``known`` is :func:`group_table_high` when asked, so a group table met later
    gets a new key.
    """
    mask = 0
    for t in range(1, known + 1):
        if best(rest, t)[n] > target:
            mask |= 1 << t
    return mask


@lru_cache(maxsize=PROBE_CACHE_SIZE)
def probes(raw_group: bytes, variant: int, skip_full: bool) -> tuple[tuple[int, int], ...]:
    """Distinct tables a group can reach by adding one tile, with the tiles reaching
    each as a bit mask over the group's ranks. Tables equal to the group's own are
    left out (such a tile cannot help).

    Args:
        raw_group: the group's counts.
        variant: :data:`SUIT`, :data:`SUIT_PUNGS` or :data:`HONORS`.
        skip_full: leave out tiles already held four times.
    """
    ids = _IDS[variant]
    place = _PLACE[variant]
    try:
        idx = int(raw_group.translate(_DIGITS), 5)
    except ValueError:  # a fifth copy already
        idx = -1
    own = (ids[idx] or _fill(variant, idx)) if idx >= 0 else _table_of(variant, tuple(raw_group))
    found: dict[int, int] = {}
    for j, c in enumerate(raw_group):
        if c >= 4:
            if skip_full:
                continue
            work = list(raw_group)
            work[j] = c + 1
            tid = _table_of(variant, tuple(work))
        elif idx >= 0:
            tid = ids[idx + place[j]] or _fill(variant, idx + place[j])
        else:
            work = list(raw_group)
            work[j] = c + 1
            tid = _table_of(variant, tuple(work))
        if tid != own:
            found[tid] = found.get(tid, 0) | (1 << j)
    return tuple(found.items())


def build_data() -> bytes:
    """Compute every group's table id (groups of at most 15 tiles) and pack the
    tables and the arrays (compressed) as :data:`DATA_PATH` stores them."""
    for variant, size in enumerate(_SIZE):
        for counts in product(range(5), repeat=size):  # increasing base-5 index
            if sum(counts) <= _PRECOMPUTED_TILES:
                _table_of(variant, counts)
    tables = _TABLES[1:]
    payload = bytearray(_MAGIC)
    payload += len(tables).to_bytes(2, "little")
    for t in tables:
        payload += bytes(v & 0xFF for v in t)
    for ids in _IDS:
        payload += ids.tobytes() if sys.byteorder == "little" else _swapped(ids).tobytes()
    return zlib.compress(bytes(payload), 9)


def _swapped(ids: array[int]) -> array[int]:
    out = array("H", ids)
    out.byteswap()
    return out


def _load(path: Path) -> bool:
    """Take the tables and arrays from ``path``; ``False`` (and nothing changed) if
    it is missing or not in the expected form, and tables are then built as met."""
    try:
        payload = zlib.decompress(path.read_bytes())
    except (OSError, zlib.error):
        return False
    if not payload.startswith(_MAGIC):
        return False
    pos = len(_MAGIC)
    count = int.from_bytes(payload[pos:pos + 2], "little")
    pos += 2
    tables = [tuple(v - 256 if v > 127 else v for v in payload[pos + 10 * i:pos + 10 * i + 10])
              for i in range(count)]
    pos += 10 * count
    arrays = []
    for ids in _IDS:
        part = array("H")
        part.frombytes(payload[pos:pos + 2 * len(ids)])
        if sys.byteorder != "little":
            part.byteswap()
        pos += 2 * len(ids)
        arrays.append(part)
    if pos != len(payload) or not tables or tables[0] != _EMPTY:
        return False
    for tid, values in enumerate(tables, start=1):
        if tid >= len(_TABLES):
            _TABLES.append(values)
            _TABLE_ID[values] = tid
    _group_high[0] = len(tables)
    for ids, part in zip(_IDS, arrays, strict=True):
        ids[:] = part  # in place: the module's functions hold these arrays
    return True


_load_state = [False]


def _ensure_loaded() -> None:
    """Read :data:`DATA_PATH` on first need (an empty array entry, a new table), so
    importing the module costs nothing."""
    if not _load_state[0]:
        _load_state[0] = True
        _load(DATA_PATH)


if __name__ == "__main__":
    _load_state[0] = True  # rebuilding starts from nothing
    DATA_PATH.parent.mkdir(exist_ok=True)
    DATA_PATH.write_bytes(build_data())
    print(f"wrote {DATA_PATH} ({DATA_PATH.stat().st_size:,} bytes, {table_count()} tables)")
