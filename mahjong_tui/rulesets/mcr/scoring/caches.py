"""The fan calculator's memoised functions, for reports of cache sizes and hit rates.

Every cache of the calculator is a :func:`functools.lru_cache` with a bound: either
an LRU of a stated size, or a bound equal to the size of the function's whole
domain (the flag fans, the kong fans). A long-running process (an evening of
matches, watch mode left on) therefore reaches a fixed footprint. The block
records, the chow- and pung-group fans and the winning block's waits are read on
the scoring path through bounded plain-dict fronts
(:mod:`~mahjong_tui.rulesets.mcr.scoring.memo`); their hits are not counted here,
and :func:`clear_fronts` empties them.
"""

from __future__ import annotations

from functools import _lru_cache_wrapper
from typing import Any

from mahjong_tui.rulesets.mcr.scoring import blocks, fastpath, regular, shapes, traits

__all__ = ["cached_functions", "clear_fronts"]


def cached_functions() -> dict[str, _lru_cache_wrapper[Any]]:
    """Name -> memoised function of the fan calculator (``cache_info()`` gives its
    size, bound and hit counts; ``cache_clear()`` empties it)."""
    return {
        "scoring.tile_set_fans": traits.tile_set_fans,
        "scoring.flag_fans": traits.flag_fans,
        "scoring.kong_fans": regular.kong_fans,
        "scoring.chow_group_fans": regular.chow_group_fans,
        "scoring.pung_group_fans": regular.pung_group_fans,
        "scoring.suit_sets": shapes._suit_sets,
        "scoring.suit_with_pair": shapes._suit_with_pair,
        "scoring.block_ways": shapes._block_ways,
        "scoring.block_records": blocks.block_record,
        "scoring.concealed_divisions": shapes.concealed_divisions,
        "scoring.suit_waits": shapes._suit_waits,
        "scoring.honor_waits": shapes._honor_waits,
        "scoring.win_block_waits": shapes._win_block_waits,
        "scoring.waits": fastpath._waits,
    }


def clear_fronts() -> None:
    """Empty the plain-dict fronts before the block records, the group fans and the
    winning block's waits, so that emptying the caches behind them leaves nothing
    remembered."""
    for table in blocks.BLOCK_ROWS:
        table.clear()
    regular.GROUP_FRONTS[0].clear()
    regular.GROUP_FRONTS[1].clear()
    for per_offset in shapes.WIN_BLOCK_WAITS:
        for waits in per_offset:
            waits.clear()
