"""Fans that depend only on which tiles a hand holds, and fans of the win flags.

Suits (无字, 缺一门, 混一色, 清一色, 五门齐), tile kinds (断幺, 推不倒, 绿一色,
字一色, 清幺九, 混幺九) and rank ranges (大于五, 小于五, 全大, 全中, 全小) are the
same for every decomposition, so they are computed once per hand. Internal tile
numbers (see :mod:`mahjong_tui.rulesets.mcr.scoring.shapes`).
"""

from __future__ import annotations

from functools import lru_cache

from mahjong_tui.rulesets.mcr.scoring.fans import F

__all__ = ["flag_fans", "tile_set_fans", "tile_set_key"]

def _mask(tiles: list[int] | range) -> int:
    """A byte mask over the 34 tile kinds (one byte per kind, see :func:`tile_set_key`)."""
    m = 0
    for t in tiles:
        m |= 0xFF << (8 * t)
    return m


_ALL = _mask(range(34))
_M, _S, _P = _mask(range(0, 9)), _mask(range(9, 18)), _mask(range(18, 27))
_WINDS, _DRAGONS = _mask(range(27, 31)), _mask(range(31, 34))
_HONORS = _WINDS | _DRAGONS
_TERMINALS = _mask([0, 8, 9, 17, 18, 26])
_OUTSIDE = _TERMINALS | _HONORS
# 推不倒: 1234589 dots, 245689 bamboo, white dragon (internal: bamboo 9..17, dots 18..26).
_REVERSIBLE = _mask([9 + r - 1 for r in (2, 4, 5, 6, 8, 9)]
                    + [18 + r - 1 for r in (1, 2, 3, 4, 5, 8, 9)] + [33])
# 绿一色: 23468 bamboo and the green dragon.
_GREEN = _mask([9 + r - 1 for r in (2, 3, 4, 6, 8)] + [32])


def _ranks(ranks: tuple[int, ...]) -> int:
    return _mask([9 * s + r - 1 for s in range(3) for r in ranks])


_RANKS_1_4, _RANK_4 = _ranks((1, 2, 3, 4)), _ranks((4,))
_RANKS_6_9, _RANK_6 = _ranks((6, 7, 8, 9)), _ranks((6,))
_RANKS_4_6 = _ranks((4, 5, 6))


# "No tile outside the group": ``not held & _NOT_X`` means every tile held is in X.
_NOT_REVERSIBLE, _NOT_GREEN, _NOT_HONORS = (~_REVERSIBLE & _ALL, ~_GREEN & _ALL,
                                            ~_HONORS & _ALL)
_NOT_TERMINALS, _NOT_OUTSIDE = ~_TERMINALS & _ALL, ~_OUTSIDE & _ALL
_NOT_1_4, _NOT_6_9, _NOT_4_6 = ~_RANKS_1_4 & _ALL, ~_RANKS_6_9 & _ALL, ~_RANKS_4_6 & _ALL


def tile_set_key(counts: list[int]) -> int:
    """The key :func:`tile_set_fans` takes: the 34 counts packed one byte each."""
    return int.from_bytes(bytes(counts), "little")


@lru_cache(maxsize=1 << 10)
def tile_set_fans(held: int) -> dict[int, int]:
    """Fans decided by the set of tile kinds held (melds and the winning tile included).

    Args:
        held: :func:`tile_set_key` of the counts of every tile held.

    Returns:
        Fan id -> count, before exclusions. Treat as read-only (it is cached).
    """
    fans: dict[int, int] = {}
    honors = held & _HONORS
    suits = (1 if held & _M else 0) + (1 if held & _S else 0) + (1 if held & _P else 0)
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
    if suits == 3 and held & _WINDS and held & _DRAGONS:
        fans[F.ALL_TYPES] = 1

    if not held & _OUTSIDE:
        fans[F.ALL_SIMPLES] = 1
    if not held & _NOT_REVERSIBLE:
        fans[F.REVERSIBLE_TILES] = 1
    if not held & _NOT_GREEN:
        fans[F.ALL_GREEN] = 1
    if F.ALL_SIMPLES not in fans:
        if not held & _NOT_HONORS:
            fans[F.ALL_HONORS] = 1
        elif not held & _NOT_TERMINALS:
            fans[F.ALL_TERMINALS] = 1
        elif not held & _NOT_OUTSIDE:
            fans[F.ALL_TERMINALS_AND_HONORS] = 1

    if not honors:
        if not held & _NOT_1_4:
            fans[F.LOWER_FOUR if held & _RANK_4 else F.LOWER_TILES] = 1
        elif not held & _NOT_6_9:
            fans[F.UPPER_FOUR if held & _RANK_6 else F.UPPER_TILES] = 1
        elif not held & _NOT_4_6:
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
