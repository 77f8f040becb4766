"""Fans that depend only on which tiles a hand holds, and fans of the win flags.

Suits (无字, 缺一门, 混一色, 清一色, 五门齐), tile kinds (断幺, 推不倒, 绿一色,
字一色, 清幺九, 混幺九) and rank ranges (大于五, 小于五, 全大, 全中, 全小) are the
same for every decomposition, so they are computed once per hand. Internal tile
numbers (see :mod:`mahjong_tui.rulesets.mcr.scoring.shapes`).
"""

from __future__ import annotations

from functools import lru_cache

from mahjong_tui.rulesets.mcr.scoring.blocks import (
    B_DRAGONS,
    B_NOT_1_4,
    B_NOT_4_6,
    B_NOT_6_9,
    B_NOT_GREEN,
    B_NOT_REVERSIBLE,
    B_NOT_TERMINAL,
    B_OUTSIDE,
    B_RANK_4,
    B_RANK_6,
    B_SIMPLE,
    B_WINDS,
    tile_bits,
)
from mahjong_tui.rulesets.mcr.scoring.exclusions import excluded_by
from mahjong_tui.rulesets.mcr.scoring.fans import F

__all__ = ["flag_fans", "tile_set_fans", "tile_set_key"]

_SUITS = (0, 1, 1, 2, 1, 2, 2, 3)
"""Number of suits held, by the three suit bits."""


def tile_set_key(counts: list[int]) -> int:
    """The key :func:`tile_set_fans` takes: the tile bits of every kind held.

    Args:
        counts: 34 counts (internal numbers), melds included.
    """
    return tile_bits([t for t in range(34) if counts[t]])


@lru_cache(maxsize=1 << 10)
def tile_set_fans(held: int) -> tuple[dict[int, int], tuple[int, ...]]:
    """Fans decided by the set of tile kinds held (melds and the winning tile included).

    Args:
        held: the OR of the tile bits (:data:`~mahjong_tui.rulesets.mcr.scoring.blocks.TILE_BITS`)
            of every tile kind held: which suits and honours are there, and which
            groups (terminals, ranges, reversible, green) some tile falls outside.

    Returns:
        Fan id -> count, before exclusions, and the fans they exclude
        (:func:`~mahjong_tui.rulesets.mcr.scoring.exclusions.excluded_by`). Treat as
        read-only (it is cached).
    """
    fans = _tile_set_fans(held)
    return fans, excluded_by(fans)


def _tile_set_fans(held: int) -> dict[int, int]:
    fans: dict[int, int] = {}
    honors = held & (B_WINDS | B_DRAGONS)
    suits = _SUITS[held & 7]
    if not honors:
        fans[F.NO_HONORS] = 1
    voided = 3 - suits
    if voided == 2:
        if honors:
            fans[F.HALF_FLUSH] = 1
        else:
            fans[F.FULL_FLUSH] = 1
            del fans[F.NO_HONORS]
    elif voided:
        # 3 for an all-honours hand: 字一色 drops it.
        fans[F.ONE_VOIDED_SUIT] = voided
    if suits == 3 and held & B_WINDS and held & B_DRAGONS:
        fans[F.ALL_TYPES] = 1

    if not held & B_OUTSIDE:
        fans[F.ALL_SIMPLES] = 1
    if not held & B_NOT_REVERSIBLE:
        fans[F.REVERSIBLE_TILES] = 1
    if not held & B_NOT_GREEN:
        fans[F.ALL_GREEN] = 1
    if F.ALL_SIMPLES not in fans:
        if not suits:
            fans[F.ALL_HONORS] = 1
        elif not held & B_NOT_TERMINAL:
            fans[F.ALL_TERMINALS] = 1
        elif not held & B_SIMPLE:
            fans[F.ALL_TERMINALS_AND_HONORS] = 1

    if not honors:
        if not held & B_NOT_1_4:
            fans[F.LOWER_FOUR if held & B_RANK_4 else F.LOWER_TILES] = 1
        elif not held & B_NOT_6_9:
            fans[F.UPPER_FOUR if held & B_RANK_6 else F.UPPER_TILES] = 1
        elif not held & B_NOT_4_6:
            fans[F.MIDDLE_TILES] = 1
    return fans


# The domain is 16 flag combinations: the cache holds all of them.
@lru_cache(maxsize=16)
def flag_fans(self_drawn: bool, last_copy: bool, kong: bool, wall_last: bool) -> dict[int, int]:
    """Fans of how the hand was won (after the reference's flag corrections).

    Args:
        self_drawn: 自摸.
        last_copy: 和绝张.
        kong: a kong was involved: 杠上开花 if self-drawn, else 抢杠和.
        wall_last: last tile of the wall: 妙手回春 if self-drawn, else 海底捞月.

    Returns:
        Fan id -> count. Treat as read-only (it is cached).
    """
    fans: dict[int, int] = {}
    if last_copy:
        fans[F.LAST_TILE] = 1
    if self_drawn:
        if wall_last:
            fans[F.LAST_TILE_DRAW] = 1
        if kong:
            fans[F.OUT_WITH_REPLACEMENT_TILE] = 1
        if not wall_last and not kong:
            fans[F.SELF_DRAWN] = 1
    else:
        if wall_last:
            fans[F.LAST_TILE_CLAIM] = 1
        if kong:
            fans[F.ROBBING_THE_KONG] = 1
            fans.pop(F.LAST_TILE, None)
    return fans
