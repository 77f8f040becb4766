"""Reading concealed tiles as sets and one pair over the 34 kinds (suits and
honours), and the tiles that complete such a hand; used by the Beijing and Jindi
scorers.

Counts are lists of 34 (``Tile.index`` 0..33). A set is ``("pung", k)`` or
``("chow", k)`` with ``k`` the lowest tile; honours never form chows.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

__all__ = ["Reading", "SetKind", "complete", "counts_of", "is_seven_pairs", "readings",
           "waits"]

SetKind = tuple[str, int]
Reading = tuple[tuple[SetKind, ...], int]
"""The concealed sets of one reading and its pair kind."""

_KINDS = 34


def counts_of(indices: Sequence[int]) -> list[int]:
    """Count tile indices (0..33) into a list of 34."""
    counts = [0] * _KINDS
    for i in indices:
        counts[i] += 1
    return counts


def is_seven_pairs(counts: Sequence[int]) -> bool:
    """Fourteen concealed tiles in pairs (a four is two pairs)."""
    return sum(counts) == 14 and all(c % 2 == 0 for c in counts)


def readings(counts: Sequence[int]) -> Iterator[Reading]:
    """Every decomposition of ``counts`` into sets and exactly one pair."""
    if sum(counts) % 3 != 2:
        return
    yield from _search(list(counts), 0, [], -1)


def complete(counts: Sequence[int]) -> bool:
    """True when ``counts`` reads as sets and one pair (suit by suit, memoised)."""
    if sum(counts) % 3 != 2:
        return False
    pairs = 0
    for base in (0, 9, 18):
        block = tuple(counts[base:base + 9])
        n = sum(block)
        if not n:
            continue
        if n % 3 == 2:
            pairs += 1
            if pairs > 1 or not _suit_reads(block, True):
                return False
        elif n % 3 or not _suit_reads(block, False):
            return False
    for c in counts[27:34]:
        if c == 2:
            pairs += 1
        elif c not in (0, 3):
            return False
    return pairs == 1


@lru_cache(maxsize=1 << 16)
def _suit_reads(block: tuple[int, ...], with_pair: bool) -> bool:
    """Nine counts of one suit read as sets (and one pair when ``with_pair``)."""
    counts = list(block)
    if with_pair:
        for i in range(9):
            if counts[i] >= 2:
                counts[i] -= 2
                ok = _sets_only(counts)
                counts[i] += 2
                if ok:
                    return True
        return False
    return _sets_only(counts)


def _sets_only(counts: list[int]) -> bool:
    """Pungs and chows use up ``counts`` (greedy from the lowest tile is exact)."""
    c = counts.copy()
    for i in range(9):
        if c[i] >= 3:
            c[i] -= 3
        if c[i]:
            if i > 6 or c[i + 1] < c[i] or c[i + 2] < c[i]:
                return False
            c[i + 1] -= c[i]
            c[i + 2] -= c[i]
            c[i] = 0
    return True


def waits(counts: Sequence[int]) -> frozenset[int]:
    """The kinds that complete ``counts`` (3n + 1 tiles) as sets and one pair.

    The hand is taken unit by unit (a suit, or one honour kind): a tile added to
    one unit completes the hand when every other unit reads as it is and, between
    them all, there is exactly one pair.
    """
    units: list[tuple[int, ...]] = [tuple(counts[b:b + 9]) for b in (0, 9, 18)]
    units += [(c,) for c in counts[27:34]]
    status = [_unit_status(u) for u in units]
    bad = status.count(-1)
    pairs = status.count(1)
    out: list[int] = []
    for u, unit in enumerate(units):
        if bad - (status[u] == -1):
            continue
        need = 1 - (pairs - (status[u] == 1))
        if need not in (0, 1):
            continue
        if u >= 3:
            if unit[0] + 1 == (2 if need else 3):
                out.append(24 + u)
            continue
        for r in range(9):
            if unit[r] >= 4 or not _near(unit, r):
                continue
            grown = (*unit[:r], unit[r] + 1, *unit[r + 1:])
            if sum(grown) % 3 == (2 if need else 0) and _suit_reads(grown, bool(need)):
                out.append(9 * u + r)
    return frozenset(out)


def _near(unit: tuple[int, ...], r: int) -> bool:
    """A held tile of the suit lies within two ranks of ``r``."""
    return any(unit[k] for k in range(max(0, r - 2), min(9, r + 3)))


def _unit_status(unit: tuple[int, ...]) -> int:
    """0: reads as sets; 1: as sets and one pair; -1: neither."""
    n = sum(unit)
    if len(unit) == 1:
        return {0: 0, 3: 0, 2: 1}.get(n, -1)
    if n % 3 == 0:
        return 0 if _suit_reads(unit, False) else -1
    if n % 3 == 2:
        return 1 if _suit_reads(unit, True) else -1
    return -1


def _search(counts: list[int], start: int, sets: list[SetKind],
            pair: int) -> Iterator[Reading]:
    i = start
    while i < _KINDS and counts[i] == 0:
        i += 1
    if i == _KINDS:
        if pair >= 0:
            yield tuple(sets), pair
        return
    c = counts[i]
    if pair < 0 and c >= 2:
        counts[i] -= 2
        yield from _search(counts, i, sets, i)
        counts[i] += 2
    if c >= 3:
        counts[i] -= 3
        sets.append(("pung", i))
        yield from _search(counts, i, sets, pair)
        sets.pop()
        counts[i] += 3
    if i < 27 and i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
        for k in (i, i + 1, i + 2):
            counts[k] -= 1
        sets.append(("chow", i))
        yield from _search(counts, i, sets, pair)
        sets.pop()
        for k in (i, i + 1, i + 2):
            counts[k] += 1
