"""Which sets made which fan: an on-demand explanation of a :class:`ScoreResult`.

:func:`fan_sets` maps each fan of a result to the positions, in
``result.decomposition``, of the sets (and pair) that made it, so a scoring
screen can highlight them. It is computed only when asked, from the situation
and its result, so scoring itself pays nothing for it.

Fans of the whole hand (suits, 平和, 碰碰和, 全带幺, 断幺...), of how the hand was
won (自摸, 和绝张, 门前清...) and of the special shapes (七对, 十三幺, 全不靠...)
get an empty tuple: no particular set made them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

from mahjong_tui.rulesets.mcr.scoring.calculator import _PACK_TEXT, display_order
from mahjong_tui.rulesets.mcr.scoring.fans import F
from mahjong_tui.rulesets.mcr.scoring.hand import prepare
from mahjong_tui.rulesets.mcr.scoring.regular import (
    _three_chows,
    _three_pungs,
    _two_chows,
    _two_pungs,
)
from mahjong_tui.rulesets.mcr.scoring.shapes import (
    CHOW,
    KONG,
    PAIR,
    PUNG,
    Pack,
    concealed_divisions,
    knitted_straight_rest,
)
from mahjong_tui.rulesets.mcr.scoring.types import ScoreResult, Situation

__all__ = ["fan_sets"]

_Indexed = list[tuple[int, Pack]]

_FOUR_CHOW_FANS = {F.QUADRUPLE_CHOW, F.FOUR_PURE_SHIFTED_CHOWS}
_THREE_CHOW_FANS = {F.PURE_STRAIGHT, F.PURE_SHIFTED_CHOWS, F.PURE_TRIPLE_CHOW, F.MIXED_STRAIGHT,
                    F.MIXED_TRIPLE_CHOW, F.MIXED_SHIFTED_CHOWS}
_TWO_CHOW_FANS = {F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT,
                  F.TWO_TERMINAL_CHOWS}
_THREE_PUNG_FANS = {F.PURE_SHIFTED_PUNGS, F.TRIPLE_PUNG, F.MIXED_SHIFTED_PUNGS,
                    F.BIG_THREE_WINDS, F.BIG_THREE_DRAGONS}
_TWO_PUNG_FANS = {F.DOUBLE_PUNG, F.TWO_DRAGONS_PUNGS}
_KONG_FANS = {F.MELDED_KONG: "melded", F.TWO_MELDED_KONGS: "melded",
              F.CONCEALED_KONG: "concealed", F.TWO_CONCEALED_KONGS: "concealed",
              F.CONCEALED_KONG_AND_MELDED_KONG: "any", F.THREE_KONGS: "any",
              F.FOUR_KONGS: "any"}
_CONCEALED_PUNG_FANS = {F.TWO_CONCEALED_PUNGS, F.THREE_CONCEALED_PUNGS, F.FOUR_CONCEALED_PUNGS}


def _text(p: Pack) -> str:
    return _PACK_TEXT[p]


def _search(items: _Indexed, size: int, test: Callable[..., int], fan: int) -> tuple[int, ...]:
    """Positions of the first ``size`` sets (by tile) for which ``test`` gives ``fan``."""
    ordered = sorted(items, key=lambda it: it[1][1])
    for combo in combinations(ordered, size):
        if test(*(p[1] for _i, p in combo)) == fan:
            return tuple(sorted(i for i, _p in combo))
    return ()


def _pairs(items: _Indexed, test: Callable[[int, int], int], fan: int,
           count: int) -> tuple[int, ...]:
    found: set[int] = set()
    n = 0
    for (i, a), (j, b) in combinations(items, 2):
        if n < count and test(a[1], b[1]) == fan:
            found.update((i, j))
            n += 1
    return tuple(sorted(found))


def _attribute(fan: int, packs: Sequence[Pack | None], n_fixed: int, win: int, seat: int,
               prevalent: int, self_drawn: bool, fans: dict[int, int]) -> tuple[int, ...]:
    chows = [(i, p) for i, p in enumerate(packs) if p is not None and p[0] == CHOW]
    pungs = [(i, p) for i, p in enumerate(packs) if p is not None and p[0] in (PUNG, KONG)]
    pair = [i for i, p in enumerate(packs) if p is not None and p[0] == PAIR]
    if fan == F.KNITTED_STRAIGHT:
        return tuple(i for i, p in enumerate(packs) if p is None)
    if fan in _FOUR_CHOW_FANS:
        return tuple(i for i, _p in chows)
    if fan in (F.PURE_TERMINAL_CHOWS, F.THREE_SUITED_TERMINAL_CHOWS):
        return tuple(sorted([i for i, _p in chows] + pair))
    if fan in _THREE_CHOW_FANS:
        return _search(chows, 3, _three_chows, fan)
    if fan in _TWO_CHOW_FANS:
        return _pairs(chows, _two_chows, fan, fans[fan])
    if fan in (F.FOUR_PURE_SHIFTED_PUNGS, F.BIG_FOUR_WINDS):
        return tuple(i for i, _p in pungs)
    if fan in _THREE_PUNG_FANS:
        return _search(pungs, 3, _three_pungs, fan)
    if fan in _TWO_PUNG_FANS:
        return _pairs(pungs, _two_pungs, fan, fans[fan])
    if fan == F.LITTLE_THREE_DRAGONS:
        return tuple(sorted([i for i, p in pungs if p[1] >= 31] + pair))
    if fan == F.LITTLE_FOUR_WINDS:
        return tuple(sorted([i for i, p in pungs if 27 <= p[1] <= 30] + pair))
    if fan == F.DRAGON_PUNG:
        return tuple(i for i, p in pungs if p[1] >= 31)
    if fan == F.PREVALENT_WIND:
        return tuple(i for i, p in pungs if p[1] == prevalent)
    if fan == F.SEAT_WIND:
        return tuple(i for i, p in pungs if p[1] == seat)
    if fan == F.PUNG_OF_TERMINALS_OR_HONORS:
        three_winds = F.BIG_THREE_WINDS in fans
        return tuple(i for i, p in pungs
                     if (p[1] < 27 and p[1] % 9 in (0, 8))
                     or (27 <= p[1] <= 30 and not three_winds and p[1] not in (seat, prevalent)))
    if fan in _KONG_FANS:
        want = _KONG_FANS[fan]
        return tuple(i for i, p in pungs if p[0] == KONG and (
            want == "any" or (want == "melded") == p[2]))
    if fan in _CONCEALED_PUNG_FANS:
        in_chow = any(i >= n_fixed and p[1] - 1 <= win <= p[1] + 1 for i, p in chows)
        return tuple(i for i, p in pungs if not p[2] and not (
            p[0] == PUNG and p[1] == win and not self_drawn and not in_chow))
    if fan == F.TILE_HOG:
        return ()
    if fan in (F.EDGE_WAIT, F.CLOSED_WAIT):
        for i, p in chows:
            if i >= n_fixed and (p[1] == win) == (fan == F.CLOSED_WAIT) and (
                    p[1] - 1 <= win <= p[1] + 1):
                return (i,)
        return ()
    if fan == F.SINGLE_WAIT:
        return tuple(pair)
    return ()


def fan_sets(situation: Situation, result: ScoreResult) -> tuple[tuple[int, ...], ...]:
    """For each fan of ``result`` (same order), the positions in ``result.decomposition``
    of the sets that made it; empty for fans of the whole hand or of the win itself.

    Args:
        situation: the situation that was scored.
        result: ``score_hand(situation)``.
    """
    if not result.is_win:
        return ()
    hand = prepare(situation)
    fixed = hand.fixed
    n_fixed = len(fixed)
    packs: list[Pack | None] | None = None
    target = result.decomposition[n_fixed:]
    for division in concealed_divisions(tuple(hand.counts)):
        shown = display_order(division)
        if tuple(_text(p) for p in shown) == target:
            packs = [*fixed, *shown]
            break
    ids = {h.id for h in result.fans}
    if packs is None and F.KNITTED_STRAIGHT in ids and F.LESSER_HONORS_AND_KNITTED not in ids:
        found = knitted_straight_rest(hand.counts)
        if found is not None:
            rest = concealed_divisions(tuple(found[1]))
            if rest:
                packs = [*fixed, None, *display_order(rest[0])]
    if packs is None:
        return tuple(() for _ in result.fans)
    fans = {h.id: h.count for h in result.fans}
    return tuple(
        _attribute(h.id, packs, n_fixed, hand.win, hand.seat_wind, hand.prevalent_wind,
                   hand.self_drawn, fans)
        for h in result.fans)
