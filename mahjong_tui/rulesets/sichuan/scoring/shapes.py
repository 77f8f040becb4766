"""The search: every way to read concealed tiles as sets and one pair.

Tiles are counted over the 27 suited kinds (``Tile.index`` 0..26). A set is
``("pung", k)`` or ``("chow", k)`` (``k`` the lowest tile), the pair is a kind.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

__all__ = ["Reading", "is_seven_pairs", "readings", "suited_counts"]

Set = tuple[str, int]
Reading = tuple[tuple[Set, ...], int]
"""The concealed sets of one reading and its pair kind."""


def suited_counts(indices: Sequence[int]) -> list[int]:
    """Count tile indices (0..26) into a list of 27."""
    counts = [0] * 27
    for i in indices:
        counts[i] += 1
    return counts


def is_seven_pairs(counts: Sequence[int]) -> bool:
    """Fourteen tiles in pairs (a four is two pairs)."""
    return sum(counts) == 14 and all(c % 2 == 0 for c in counts)


def readings(counts: list[int]) -> Iterator[Reading]:
    """Every decomposition of ``counts`` into sets and exactly one pair.

    ``counts`` is modified during the search and restored once the search has run to
    its end; a caller that stops early must pass a copy it no longer needs.
    """
    total = sum(counts)
    if total % 3 != 2:
        return
    yield from _search(counts, 0, [], -1)


def _search(counts: list[int], start: int, sets: list[Set], pair: int) -> Iterator[Reading]:
    i = start
    while i < 27 and counts[i] == 0:
        i += 1
    if i == 27:
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
    if i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
        counts[i] -= 1
        counts[i + 1] -= 1
        counts[i + 2] -= 1
        sets.append(("chow", i))
        yield from _search(counts, i, sets, pair)
        sets.pop()
        counts[i] += 1
        counts[i + 1] += 1
        counts[i + 2] += 1
