"""Plain-dict fronts for the calculator's hottest cached functions.

A cached call costs about three times a dict look-up (the call itself, an argument
tuple, the LRU bookkeeping). The few functions the scoring path calls for every
hand (the block records, the chow- and pung-group fans, the wait of the winning
tile's block) are therefore read through a dict: ``table.get(key) or
miss(key)``, where the miss asks the cached function and stores its answer with
:func:`remember`. A front holds the same objects as its function's cache and has
a bound of its own (it is emptied when it reaches it; the group fans use their
cache's bound, the block records a quarter of it per block, the winning block's
waits a ninth of it per block and winning-tile offset), so the footprint stays
fixed. The cached
functions keep their own figures (a front's hits are not counted there).
"""

from __future__ import annotations

from typing import TypeVar

__all__ = ["remember"]

K = TypeVar("K")
V = TypeVar("V")


def remember(table: dict[K, V], key: K, value: V, bound: int) -> V:
    """Store ``value`` under ``key`` and return it; a table holding ``bound`` entries
    is emptied first."""
    if len(table) >= bound:
        table.clear()
    table[key] = value
    return value
