"""Scoring one win: try the shapes, score every decomposition, keep the best.

The order follows the reference calculator (MahjongGB): without melds the
special shapes are tried first (seven pairs, honours and knitted, thirteen
orphans, knitted straight + set + pair, nine gates); with one meld only the
knitted straight. Only when none applies, or the hand is seven pairs, are the
regular decompositions scored; the highest total wins (就高不就低), and on a tie a
later decomposition replaces the kept one only if it has 一色三同顺 or 三同刻, or
the hand was seven pairs.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.engine.tiles import TILES, format_tiles
from mahjong_tui.rulesets.mcr.scoring.fans import FAN_BY_ID, F
from mahjong_tui.rulesets.mcr.scoring.hand import PreparedHand, prepare
from mahjong_tui.rulesets.mcr.scoring.regular import HandContext, division_fans
from mahjong_tui.rulesets.mcr.scoring.shapes import (
    CHOW,
    KONG,
    PAIR,
    PUNG,
    Pack,
    concealed_divisions,
    to_internal,
    unique_wait,
)
from mahjong_tui.rulesets.mcr.scoring.special import (
    knitted_straight_fans,
    nine_gates_fans,
    seven_pairs_fans,
    thirteen_orphans_or_knitted_fans,
)
from mahjong_tui.rulesets.mcr.scoring.traits import flag_fans, tile_set_fans, tile_set_key
from mahjong_tui.rulesets.mcr.scoring.types import FanHit, ScoreResult, Situation

__all__ = ["best_fans", "display_order", "score_hand", "score_prepared"]

POINTS: tuple[int, ...] = (0, *(FAN_BY_ID[i].points for i in range(1, 83)))

_NOT_WIN = ScoreResult(is_win=False)


def _total(fans: dict[int, int]) -> int:
    return sum([POINTS[f] * c for f, c in fans.items()])


def best_fans(hand: PreparedHand) -> tuple[dict[int, int], int, tuple[str, ...]] | None:
    """The fan table of the best reading of a checked hand, its total and the reading as text.

    Returns:
        ``(fan id -> count without flowers, their total, decomposition)``, or None if
        the tiles form no winning shape.
    """
    counts = hand.counts
    fixed = hand.fixed
    n_fixed = len(fixed)
    win = hand.win
    flags = flag_fans(hand.self_drawn, hand.last_copy, hand.kong, hand.wall_last)
    merged = hand.merged
    hand_fans = tile_set_fans(tile_set_key(merged))

    best: dict[int, int] | None = None
    desc: tuple[str, ...] = ()
    if n_fixed <= 1:
        # Cheap filters before the special-shape tests: they need many distinct
        # tiles (knitted, 全不靠, 十三幺), only even counts (七对) or one suit (九莲).
        distinct = 34 - counts.count(0)
        if n_fixed == 0:
            if not (counts.count(1) or counts.count(3)):
                best = seven_pairs_fans(counts, win, hand_fans, flags)
                if best is not None:
                    desc = tuple(_tiles_text([t] * 2) for t in map(to_internal, range(34))
                                 for _ in range(counts[t] // 2))
            elif distinct >= 13:
                best = thirteen_orphans_or_knitted_fans(counts, flags)
                if best is not None:
                    desc = (_tiles_text([t for t in range(34) for _ in range(counts[t])]),)
        if best is None and distinct >= 9:
            found = knitted_straight_fans(counts, fixed, merged, win, hand.self_drawn,
                                          hand.seat_wind, hand.prevalent_wind, flags)
            if found is not None:
                best = found[0]
                desc = (*(_pack_text(p) for p in fixed), _knitted_text(counts, found[1]),
                        *(_pack_text(p) for p in display_order(found[1])))
        if best is None and n_fixed == 0 and distinct == 9:
            best = nine_gates_fans(counts, win, flags)
            if best is not None:
                desc = (_tiles_text([t for t in range(34) for _ in range(counts[t])]),)

    seven_pairs = best is not None and F.SEVEN_PAIRS in best
    best_total = _total(best) if best is not None else 0
    if best is not None and not seven_pairs:
        return best, best_total, desc
    divisions = concealed_divisions(tuple(counts))
    if not divisions:
        return (best, best_total, desc) if best is not None else None

    melded_kongs = hand.melded_kongs
    concealed_kongs = hand.concealed_kongs
    ctx = HandContext(
        win=win,
        self_drawn=hand.self_drawn,
        flag_fans=flags,
        hand_fans=hand_fans,
        tile_hog=merged.count(4) - melded_kongs - concealed_kongs,
        unique_wait=_unique_wait(counts, win, n_fixed, divisions),
        n_fixed=n_fixed,
        n_melded=hand.n_melded,
        melded_kongs=melded_kongs,
        concealed_kongs=concealed_kongs,
        seat_wind=hand.seat_wind,
        prevalent_wind=hand.prevalent_wind,
    )
    chosen: tuple[Pack, ...] | None = None
    for division in divisions:
        fans = division_fans(fixed, division, ctx)
        total = _total(fans)
        if total > best_total or (total == best_total and (
                fans.get(F.PURE_TRIPLE_CHOW) == 1 or seven_pairs or F.TRIPLE_PUNG in fans)):
            best, best_total, chosen = fans, total, division
    if chosen is not None:
        desc = tuple(map(_PACK_TEXT.__getitem__, fixed + display_order(chosen)))
    assert best is not None
    return best, best_total, desc


def _unique_wait(counts: list[int], win: int, n_fixed: int,
                 divisions: Sequence[tuple[Pack, ...]]) -> bool:
    """Whether the hand waited on one tile kind only (独听), as the wait fans require.

    Skipped (False) when no decomposition could give a wait fan anyway: the winning
    tile is then only ever part of a pung.
    """
    for division in divisions:
        for kind, t, _melded in division:
            if (kind == CHOW and t - 1 <= win <= t + 1) or (kind == PAIR and t == win):
                break
        else:
            continue
        break
    else:
        return False
    return unique_wait(counts, win, n_fixed == 0)


def display_order(division: tuple[Pack, ...]) -> tuple[Pack, ...]:
    """The concealed sets of a division as shown to players: by suit (characters, dots,
    bamboo, honours) and tile, then the pair."""
    *sets, pair = division
    sets.sort(key=lambda p: (to_internal(p[1]), p[0]))
    return (*sets, pair)


def _pack_tiles(packs: Sequence[Pack]) -> list[int]:
    out: list[int] = []
    for kind, t, _m in packs:
        if kind == CHOW:
            out += [t - 1, t, t + 1]
        else:
            out += [t] * (4 if kind == KONG else 2 if kind == PAIR else 3)
    return out


def _tiles_text(tiles: Sequence[int]) -> str:
    return format_tiles([TILES[to_internal(t)] for t in sorted(tiles, key=to_internal)]).replace(
        " ", "")


_PACK_TEXT: dict[Pack, str] = {
    (kind, t, melded): _tiles_text(_pack_tiles([(kind, t, melded)]))
    for kind in (CHOW, PUNG, KONG, PAIR)
    for t in range(34)
    if kind != CHOW or (t < 27 and 1 <= t % 9 <= 7)
    for melded in (False, True)
}
"""Text of every possible pack, e.g. ``(CHOW, 1, False) -> "123m"``."""


def _pack_text(p: Pack) -> str:
    return _PACK_TEXT[p]


def _knitted_text(counts: Sequence[int], rest: Sequence[Pack]) -> str:
    left = list(counts)
    for t in _pack_tiles(rest):
        left[t] -= 1
    return _tiles_text([t for t in range(27) if left[t]])


_HITS: dict[tuple[int, int], FanHit] = {
    (fan.id, count): FanHit(fan.id, fan.key, fan.zh, fan.en, fan.points, count)
    for fan in FAN_BY_ID.values()
    for count in range(1, 9)
}
"""Fan results with counts 1..8 (every count that occurs), built once: results share them."""


def _make_hit(fan_id: int, count: int) -> FanHit:
    fan = FAN_BY_ID[fan_id]
    return FanHit(fan.id, fan.key, fan.zh, fan.en, fan.points, count)


def score_prepared(hand: PreparedHand, *, minimum: int = 8) -> ScoreResult:
    """Score a hand already checked by :func:`~mahjong_tui.rulesets.mcr.scoring.hand.prepare`."""
    found = best_fans(hand)
    if found is None:
        return _NOT_WIN
    fans, base, desc = found
    hits = [_HITS.get((f, fans[f])) or _make_hit(f, fans[f]) for f in sorted(fans)]
    if hand.flowers:
        hits.append(_HITS[F.FLOWER_TILES, hand.flowers])
    return ScoreResult(
        is_win=True,
        fans=tuple(hits),
        total=base + hand.flowers,
        total_without_flowers=base,
        meets_minimum=base >= minimum,
        decomposition=desc,
    )


def score_hand(situation: Situation, *, minimum: int = 8) -> ScoreResult:
    """Score one win as the reference calculator does.

    Args:
        situation: the hand, melds, winning tile, flags, winds and flowers.
        minimum: the fan minimum judged without flowers (8 in MCR).

    Returns:
        The fans of the best decomposition (``is_win`` False when the tiles form no
        winning shape; a winning shape under the minimum is still ``is_win``).

    Raises:
        InvalidHandError: impossible input (wrong tile count, a fifth copy, a
            malformed meld, contradictory flags).
    """
    return score_prepared(prepare(situation), minimum=minimum)
