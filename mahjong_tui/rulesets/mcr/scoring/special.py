"""Fans of the special shapes: seven pairs, thirteen orphans, honours and knitted
tiles, knitted straight + set + pair, nine gates.

Each function returns the fan table of its shape (flag fans included, flowers
not), or None when the hand does not have that shape. Internal tile numbers
(see :mod:`mahjong_tui.rulesets.mcr.scoring.shapes`).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.rulesets.mcr.scoring.exclusions import apply_exclusions
from mahjong_tui.rulesets.mcr.scoring.fans import F
from mahjong_tui.rulesets.mcr.scoring.regular import wait_fan, wind_fans
from mahjong_tui.rulesets.mcr.scoring.shapes import (
    CHOW,
    KONG,
    Pack,
    concealed_divisions,
    honors_and_knitted,
    is_nine_gates,
    is_seven_pairs,
    is_thirteen_orphans,
    knitted_straight_rest,
    regular_waits,
)

__all__ = [
    "knitted_straight_fans",
    "nine_gates_fans",
    "seven_pairs_fans",
    "thirteen_orphans_or_knitted_fans",
]


def _seven_shifted(counts: Sequence[int], suit: int) -> bool:
    """Seven consecutive pairs of one suit (连七对)."""
    base = 9 * suit
    return any(list(counts[start:start + 7]) == _SEVEN_TWOS
               for start in range(base, base + 3))


_SEVEN_TWOS = [2] * 7


def seven_pairs_fans(counts: Sequence[int], win: int, hand_fans: dict[int, int],
                     flags: dict[int, int]) -> dict[int, int] | None:
    """七对 or 连七对 (no melds).

    连七对 takes only 断幺 (for 2..8) and the flag fans. Plain 七对 also takes the
    fans of the tiles held (the reference scores 绿一色, 字一色, 清幺九... on seven
    pairs) and 四归一 for four of a kind.
    """
    if not is_seven_pairs(counts):
        return None
    if win < 27 and _seven_shifted(counts, win // 9):
        base = win - win % 9
        fans = {F.SEVEN_SHIFTED_PAIRS: 1}
        if counts[base] == 0 and counts[base + 8] == 0:
            fans[F.ALL_SIMPLES] = 1
        fans.update(flags)
        return fans
    fans = {F.SEVEN_PAIRS: 1}
    fans.update(hand_fans)
    hog = counts.count(4)
    if hog:
        fans[F.TILE_HOG] = hog
    fans.update(flags)
    apply_exclusions(fans)
    return fans


def thirteen_orphans_or_knitted_fans(counts: Sequence[int],
                                     flags: dict[int, int]) -> dict[int, int] | None:
    """全不靠 / 七星不靠 (with 组合龙 when all nine knitted tiles are there), or 十三幺."""
    kind = honors_and_knitted(counts)
    if kind:
        if kind == 3:
            fans = {F.GREATER_HONORS_AND_KNITTED: 1}
        else:
            fans = {F.LESSER_HONORS_AND_KNITTED: 1}
            if kind == 2:
                fans[F.KNITTED_STRAIGHT] = 1
    elif is_thirteen_orphans(counts):
        fans = {F.THIRTEEN_ORPHANS: 1}
    else:
        return None
    fans.update(flags)
    return fans


def nine_gates_fans(counts: Sequence[int], win: int,
                    flags: dict[int, int]) -> dict[int, int] | None:
    """九莲宝灯: the reference adds fixed fans by the winning tile's rank.

    1 or 9: 清龙 + 四归一; 2 or 8: 双暗刻 + 连六 + 幺九刻; 5: 双暗刻 + 幺九刻;
    3, 4, 6, 7: 连六. No 清一色, 门前清 or 不求人 (a self-drawn win is 自摸).
    """
    if not is_nine_gates(counts, win):
        return None
    rank = win % 9 + 1
    fans = {F.NINE_GATES: 1}
    if rank in (1, 9):
        fans[F.PURE_STRAIGHT] = 1
        fans[F.TILE_HOG] = 1
    elif rank in (2, 8):
        fans[F.TWO_CONCEALED_PUNGS] = 1
        fans[F.SHORT_STRAIGHT] = 1
        fans[F.PUNG_OF_TERMINALS_OR_HONORS] = 1
    elif rank == 5:
        fans[F.TWO_CONCEALED_PUNGS] = 1
        fans[F.PUNG_OF_TERMINALS_OR_HONORS] = 1
    else:
        fans[F.SHORT_STRAIGHT] = 1
    fans.update(flags)
    return fans


def knitted_straight_fans(counts: Sequence[int], fixed: Sequence[Pack], merged: Sequence[int],
                          win: int, self_drawn: bool, seat: int, prevalent: int,
                          flags: dict[int, int]) -> tuple[dict[int, int], tuple[Pack, ...]] | None:
    """组合龙 + one set + pair (at most one meld).

    Args:
        counts: concealed counts, winning tile included.
        fixed: the declared melds (0 or 1).
        merged: counts of melds and concealed tiles together.
        win: the winning tile.
        self_drawn: won on own draw.
        seat: seat wind tile (27..30).
        prevalent: prevalent wind tile (27..30).
        flags: the flag fans.

    Returns:
        ``(fans, packs)`` where packs are the set and the pair beside the knitted
        straight, or None.
    """
    found = knitted_straight_rest(counts)
    if found is None:
        return None
    straight, rest = found
    divisions = concealed_divisions(tuple(rest))
    if len(divisions) != 1:
        return None
    division = divisions[0]
    involved = fixed[0] if fixed else division[0]
    pair = division[-1][1]
    kind, t, melded = involved
    fans = {F.KNITTED_STRAIGHT: 1}
    if kind == CHOW:
        if pair < 27:
            fans[F.ALL_CHOWS] = 1
        if merged[pair] == 4:
            fans[F.TILE_HOG] = 1
    elif t >= 27:
        if t <= 30:
            fans[F.PUNG_OF_TERMINALS_OR_HONORS] = 1
            wind_fans(t, seat, prevalent, fans)
            if pair >= 31:
                fans[F.ALL_TYPES] = 1
        else:
            fans[F.DRAGON_PUNG] = 1
            if 27 <= pair <= 30:
                fans[F.ALL_TYPES] = 1
    else:
        if t % 9 in (0, 8):
            fans[F.PUNG_OF_TERMINALS_OR_HONORS] = 1
        if pair < 27:
            fans[F.NO_HONORS] = 1
        if kind != KONG and merged[t] == 4:
            fans[F.TILE_HOG] = 1
    fans.update(flags)
    if melded:
        if kind == KONG:
            fans[F.MELDED_KONG] = 1
    else:
        if kind == KONG:
            fans[F.CONCEALED_KONG] = 1
        if self_drawn:
            fans[F.FULLY_CONCEALED_HAND] = 1
            fans.pop(F.SELF_DRAWN, None)
        else:
            fans[F.CONCEALED_HAND] = 1
    # Wait fans: the reference adds them even when the winning tile could also be
    # read as part of the knitted straight. Without a meld, the wait is read from
    # the five tiles beside the straight (set + pair): only a winning tile among
    # them can be an edge, closed or single wait, and only a unique wait counts.
    # (When the winning tile is not among them, the reference's own wait search
    # runs on a wrapped-round count, but no wait fan can result either way.)
    if not fixed:
        if rest[win]:
            rest[win] -= 1
            unique = len(regular_waits(rest)) == 1
            rest[win] += 1
            fan = wait_fan(division, win) if unique else 0
            if fan:
                fans[fan] = 1
    elif win not in straight or counts[win] == 3:
        fans[F.SINGLE_WAIT] = 1
    apply_exclusions(fans)
    return fans, division
