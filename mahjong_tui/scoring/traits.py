"""Fans that depend only on which tiles a hand holds, and fans of the win flags.

Suits (无字, 缺一门, 混一色, 清一色, 五门齐), tile kinds (断幺, 推不倒, 绿一色,
字一色, 清幺九, 混幺九) and rank ranges (大于五, 小于五, 全大, 全中, 全小) are the
same for every decomposition, so they are computed once per hand. Internal tile
numbers (see :mod:`mahjong_tui.scoring.shapes`).
"""

from __future__ import annotations

from functools import lru_cache

from mahjong_tui.scoring.fans import F

__all__ = ["flag_fans", "tile_set_fans"]

# 推不倒: 1234589 dots, 245689 bamboo, white dragon (internal: bamboo 9..17, dots 18..26).
_REVERSIBLE = frozenset([9 + r - 1 for r in (2, 4, 5, 6, 8, 9)]
                        + [18 + r - 1 for r in (1, 2, 3, 4, 5, 8, 9)] + [33])
# 绿一色: 23468 bamboo and the green dragon.
_GREEN = frozenset([9 + r - 1 for r in (2, 3, 4, 6, 8)] + [32])


def _is_terminal(t: int) -> bool:
    return t < 27 and t % 9 in (0, 8)


@lru_cache(maxsize=1 << 14)
def tile_set_fans(present: tuple[bool, ...]) -> dict[int, int]:
    """Fans decided by the set of tile kinds held (melds and the winning tile included).

    Args:
        present: 34 flags, True for each tile kind held.

    Returns:
        Fan id -> count, before exclusions. Treat as read-only (it is cached).
    """
    tiles = [t for t in range(34) if present[t]]
    fans: dict[int, int] = {}
    suits = {t // 9 for t in tiles if t < 27}
    honors = any(t >= 27 for t in tiles)
    if not honors:
        fans[F.NO_HONORS] = 1
    voided = 3 - len(suits)
    if voided == 2:
        if honors:
            fans[F.HALF_FLUSH] = 1
        else:
            fans[F.FULL_FLUSH] = 1
            del fans[F.NO_HONORS]
    elif voided:
        # 3 for an all-honours hand: 字一色 drops it.
        fans[F.ONE_VOIDED_SUIT] = voided
    if (len(suits) == 3 and any(27 <= t <= 30 for t in tiles)
            and any(t >= 31 for t in tiles)):
        fans[F.ALL_TYPES] = 1

    if not any(t >= 27 or _is_terminal(t) for t in tiles):
        fans[F.ALL_SIMPLES] = 1
    if all(t in _REVERSIBLE for t in tiles):
        fans[F.REVERSIBLE_TILES] = 1
    if all(t in _GREEN for t in tiles):
        fans[F.ALL_GREEN] = 1
    if F.ALL_SIMPLES not in fans:
        if all(t >= 27 for t in tiles):
            fans[F.ALL_HONORS] = 1
        elif all(_is_terminal(t) for t in tiles):
            fans[F.ALL_TERMINALS] = 1
        elif all(t >= 27 or _is_terminal(t) for t in tiles):
            fans[F.ALL_TERMINALS_AND_HONORS] = 1

    if not honors:
        ranks = {t % 9 + 1 for t in tiles}
        if ranks <= {1, 2, 3, 4}:
            fans[F.LOWER_FOUR if 4 in ranks else F.LOWER_TILES] = 1
        elif ranks <= {6, 7, 8, 9}:
            fans[F.UPPER_FOUR if 6 in ranks else F.UPPER_TILES] = 1
        elif ranks <= {4, 5, 6}:
            fans[F.MIDDLE_TILES] = 1
    return fans


@lru_cache(maxsize=None)
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
