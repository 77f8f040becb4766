"""Every cache the bots rely on, with its size, bound and hit counts.

The hand analysis memoises at several levels (whole hands, per-suit tables,
wait values) and asks the fan calculator, which memoises too. Each cache is a
:func:`functools.lru_cache` of a stated bound, so a process that plays for
hours keeps a fixed footprint; ``mahjong-tui bench memory`` prints these figures
next to the process's memory.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import _lru_cache_wrapper
from typing import Any

from bots import analysis, fan, group_tables, shanten
from mahjong_tui.rulesets.mcr.scoring import cached_functions, clear_fronts

__all__ = ["CacheStats", "bots_cached_functions", "cache_stats", "clear_caches",
           "clear_hand_caches", "group_table_stats"]


@dataclass(frozen=True, slots=True)
class CacheStats:
    """One cache's figures.

    Attributes:
        name: which cache (``bots.*`` or ``scoring.*``).
        size: entries held now.
        bound: the most entries it ever holds.
        hits: calls answered from the cache since it was last cleared.
        misses: calls computed since it was last cleared.
    """

    name: str
    size: int
    bound: int
    hits: int
    misses: int

    @property
    def hit_rate(self) -> float:
        """Hits over calls (0.0 before the first call)."""
        calls = self.hits + self.misses
        return self.hits / calls if calls else 0.0


def bots_cached_functions() -> dict[str, _lru_cache_wrapper[Any]]:
    """Name -> memoised function of the bots' hand analysis."""
    return {
        "bots.shanten": analysis._shanten,
        "bots.shanten_useful": analysis._shanten_useful,
        "bots.wait_values": fan._wait_values,
        "bots.regular": shanten._regular_cached,
        "bots.regular_shanten": shanten._regular_shanten,
        "bots.conv": group_tables.conv,
        "bots.best": group_tables.best,
        "bots.probes": group_tables.probes,
        "bots.fifth_copy": group_tables._fifth_copy,
    }


def _all() -> dict[str, _lru_cache_wrapper[Any]]:
    return {**bots_cached_functions(), **cached_functions()}


def cache_stats() -> tuple[CacheStats, ...]:
    """Figures of every cache the bots use (their own, then the fan calculator's)."""
    out: list[CacheStats] = []
    for name, fn in _all().items():
        info = fn.cache_info()
        out.append(CacheStats(name, info.currsize, info.maxsize or 0, info.hits, info.misses))
    return tuple(out)


def group_table_stats() -> dict[str, int]:
    """The fixed-size per-group table arrays: entries filled so far, their capacity
    (every group count vector), their size in bytes, and the distinct tables met."""
    filled, capacity = group_tables.filled()
    return {"filled": filled, "capacity": capacity, "bytes": 2 * capacity,
            "distinct_tables": group_tables.table_count()}


def clear_hand_caches() -> None:
    """Empty the whole-hand caches (the per-suit tables stay): later calls on new
    hands are "cold"."""
    analysis._shanten.cache_clear()
    analysis._shanten_useful.cache_clear()
    shanten._regular_cached.cache_clear()
    shanten._regular_shanten.cache_clear()


def clear_caches() -> None:
    """Empty every cache (their hit counts restart from 0), and the fan calculator's
    dict fronts before some of them."""
    for fn in _all().values():
        fn.cache_clear()
    clear_fronts()
