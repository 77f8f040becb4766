"""Fan targets: plans that reach the 8-fan minimum, and how far a hand is from each.

A target is one of three kinds:

* a *filter* (flushes, all pungs, upper/lower four, reversible tiles): only some
  tile kinds may be used (and, for all pungs, no chows). Its shanten is the regular
  shanten of the allowed tiles, but never less than the number of unusable tiles
  that must still be exchanged.
* a *pattern* (pure/mixed straight, mixed triple chow, pure/mixed shifted chows): nine
  given tiles forming three chows, plus any set and a pair, computed like the
  knitted straight (missing pattern tiles + the regular shanten of the rest with
  three sets already in place).
* a special *shape* (seven pairs, thirteen orphans, honours and knitted, knitted
  straight).

``fan`` is what the plan itself scores. Plans under 8 (half flush, all pungs)
count only when "sure" extra fans are held (a dragon or own-wind pung, or a
concealed hand); otherwise they are ranked one step further away. The final word
on whether a ready hand can win is always the fan calculator (see
:mod:`bots.fan`): targets only steer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from bots import shanten as sh
from mahjong_tui.engine.melds import Meld, MeldKind

__all__ = [
    "TARGETS",
    "Target",
    "TargetKind",
    "TargetScore",
    "compatible",
    "evaluate",
    "pattern_bound",
    "rank_targets",
    "sure_extra",
]

_SUIT_NAMES = ("characters", "dots", "bamboo")
_SUIT_LETTER = "mps"


class TargetKind(Enum):
    """How a target's distance is computed."""

    FILTER = "filter"
    PATTERN = "pattern"
    SHAPE = "shape"


@dataclass(frozen=True, slots=True)
class Target:
    """One plan for reaching 8 fan.

    Attributes:
        key: identifier, e.g. ``half_flush_p``.
        name: for reasons, e.g. ``Half Flush in dots``.
        fan: what the plan scores by itself.
        kind: how the distance is computed.
        allowed: bit mask of the tile kinds the plan may use.
        pungs_only: no chows (all pungs).
        pattern: for patterns, the nine tiles of the three chows (with repeats).
        shape: for shapes, which one (``seven``, ``orphans``, ``honors``, ``knitted``).
    """

    key: str
    name: str
    fan: int
    kind: TargetKind
    allowed: int = sh.ALL_MASK
    pungs_only: bool = False
    pattern: tuple[int, ...] = ()
    shape: str = ""


@dataclass(frozen=True, slots=True)
class TargetScore:
    """A hand measured against one target.

    Attributes:
        target: the plan.
        shanten: distance to a ready hand on this plan.
        useful: bit mask of tiles that shorten it.
        short: True when the plan (plus sure extras) is still under 8 fan.
    """

    target: Target
    shanten: int
    useful: int
    short: bool

    @property
    def effective(self) -> int:
        """Shanten, one more when the plan is short of 8 fan."""
        return self.shanten + (1 if self.short else 0)


def _mask(tiles: Sequence[int]) -> int:
    m = 0
    for t in tiles:
        m |= 1 << t
    return m


_HONORS = _mask(range(27, 34))


def _build() -> tuple[Target, ...]:
    out: list[Target] = []
    for s in range(3):
        suit = _mask(range(9 * s, 9 * s + 9))
        name = _SUIT_NAMES[s]
        letter = _SUIT_LETTER[s]
        out.append(Target(f"full_flush_{letter}", f"Full Flush in {name}", 24,
                          TargetKind.FILTER, suit))
        out.append(Target(f"half_flush_{letter}", f"Half Flush in {name}", 6,
                          TargetKind.FILTER, suit | _HONORS))
        out.append(Target(f"half_flush_pungs_{letter}", f"Half Flush All Pungs in {name}", 12,
                          TargetKind.FILTER, suit | _HONORS, pungs_only=True))
        out.append(Target(f"pure_straight_{letter}", f"Pure Straight in {name}", 16,
                          TargetKind.PATTERN, pattern=tuple(range(9 * s, 9 * s + 9))))
        for step in (1, 2):
            for start in range(0, 7 - 2 * step):
                tiles = tuple(sorted(
                    9 * s + start + step * k + j for k in range(3) for j in range(3)))
                first = " ".join(
                    "".join(str(start + step * k + j + 1) for j in range(3)) for k in range(3))
                out.append(Target(f"pure_shifted_{letter}_{start + 1}_{step}",
                                  f"Pure Shifted Chows {first}{letter}", 16,
                                  TargetKind.PATTERN, pattern=tiles))
    out.append(Target("all_pungs", "All Pungs", 6, TargetKind.FILTER, pungs_only=True))
    out.append(Target("upper_four", "Upper Four", 12, TargetKind.FILTER,
                      _mask([9 * s + r for s in range(3) for r in range(5, 9)])))
    out.append(Target("lower_four", "Lower Four", 12, TargetKind.FILTER,
                      _mask([9 * s + r for s in range(3) for r in range(4)])))
    reversible = [9 + r for r in (0, 1, 2, 3, 4, 7, 8)] + [18 + r for r in (1, 3, 4, 5, 7, 8)]
    out.append(Target("reversible", "Reversible Tiles", 8, TargetKind.FILTER,
                      _mask([*reversible, 33])))
    for perm in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)):
        tiles = tuple(sorted(9 * suit + 3 * part + j for part, suit in enumerate(perm)
                             for j in range(3)))
        label = " ".join(f"{3 * part + 1}{3 * part + 2}{3 * part + 3}{_SUIT_LETTER[suit]}"
                         for part, suit in enumerate(perm))
        out.append(Target(f"mixed_straight_{''.join(map(str, perm))}",
                          f"Mixed Straight {label}", 8, TargetKind.PATTERN, pattern=tiles))
    for perm in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)):
        for start in range(5):
            tiles = tuple(sorted(9 * suit + start + step + j
                                 for step, suit in enumerate(perm) for j in range(3)))
            label = " ".join(f"{start + step + 1}{start + step + 2}{start + step + 3}"
                             f"{_SUIT_LETTER[suit]}" for step, suit in enumerate(perm))
            out.append(Target(f"mixed_shifted_{''.join(map(str, perm))}_{start + 1}",
                              f"Mixed Shifted Chows {label}", 6, TargetKind.PATTERN,
                              pattern=tiles))
    for start in range(7):
        tiles = tuple(sorted(9 * s + start + j for s in range(3) for j in range(3)))
        out.append(Target(f"mixed_triple_chow_{start + 1}",
                          f"Mixed Triple Chow {start + 1}{start + 2}{start + 3}", 8,
                          TargetKind.PATTERN, pattern=tiles))
    out.append(Target("seven_pairs", "Seven Pairs", 24, TargetKind.SHAPE, shape="seven"))
    out.append(Target("thirteen_orphans", "Thirteen Orphans", 88, TargetKind.SHAPE,
                      shape="orphans"))
    out.append(Target("honors_knitted", "Honors and Knitted", 12, TargetKind.SHAPE,
                      shape="honors"))
    out.append(Target("knitted_straight", "Knitted Straight", 12, TargetKind.SHAPE,
                      shape="knitted"))
    return tuple(out)


TARGETS: tuple[Target, ...] = _build()
"""Every plan the expert considers."""


def _pattern_chows(pattern: tuple[int, ...]) -> list[int]:
    """The first tiles of the pattern's three chows."""
    rest = list(pattern)
    firsts: list[int] = []
    while rest:
        a = rest[0]
        for t in (a, a + 1, a + 2):
            rest.remove(t)
        firsts.append(a)
    return firsts


_CHOWS_OF = {t.key: _pattern_chows(t.pattern) for t in TARGETS if t.pattern}


def _needs(tiles: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """``(tile, copies needed)`` of a pattern."""
    return tuple((t, tiles.count(t)) for t in sorted(set(tiles)))


_NEEDS = {t.key: _needs(t.pattern) for t in TARGETS if t.pattern}


def compatible(target: Target, melds: Sequence[Meld]) -> tuple[bool, tuple[int, ...], int]:
    """Whether the declared sets fit the plan.

    Returns:
        ``(fits, pattern_left, free_melds)``: for patterns, the pattern tiles not yet
        covered by declared chows and how many declared sets are outside the pattern.
    """
    if not melds:
        return True, target.pattern, 0
    if target.kind is TargetKind.SHAPE:
        if target.shape == "knitted":
            return len(melds) <= 1, (), len(melds)
        return not melds, (), 0
    if target.kind is TargetKind.FILTER:
        for m in melds:
            if target.pungs_only and m.kind is MeldKind.CHOW:
                return False, (), 0
            if not (target.allowed >> m.tiles[0].index) & 1:
                return False, (), 0
            if m.kind is MeldKind.CHOW and not (target.allowed >> m.tiles[2].index) & 1:
                return False, (), 0
        return True, (), len(melds)
    chows = list(_CHOWS_OF[target.key])
    free = 0
    for m in melds:
        if m.kind is MeldKind.CHOW and m.tiles[0].index in chows:
            chows.remove(m.tiles[0].index)
        else:
            free += 1
    if free > 1:
        return False, (), 0
    return True, tuple(a + j for a in chows for j in range(3)), free


def sure_extra(counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
                prevalent: int) -> int:
    """Fans a hand already holds whatever else happens: honour pungs that score
    (dragons, own seat wind, prevalent wind) and a concealed hand (at least 2)."""
    extra = 0
    scoring = {31, 32, 33, 27 + seat_wind, 27 + prevalent}
    for t in scoring:
        if counts[t] >= 3:
            extra += 2
    for m in melds:
        if m.kind is not MeldKind.CHOW and m.tiles[0].index in scoring:
            extra += 2
    if all(m.concealed for m in melds):
        extra += 2
    return extra


def evaluate(target: Target, counts: Sequence[int], melds: Sequence[Meld],
             extra: int = 0, want_useful: bool = True) -> TargetScore | None:
    """Measure a hand (13- or 14-style standing tiles) against one plan.

    Args:
        target: the plan.
        counts: 34 counts of the standing tiles.
        melds: the player's declared sets.
        extra: sure extra fans (see :func:`rank_targets`).
        want_useful: compute the useful tiles (else ``useful`` is 0: faster).

    Returns:
        The score, or ``None`` when the declared sets rule the plan out.
    """
    fits, left, free = compatible(target, melds)
    if not fits:
        return None
    m = len(melds)
    short = target.fan + extra < 8
    if target.kind is TargetKind.SHAPE:
        if target.shape == "seven":
            s, u = sh.seven_pairs(counts)
        elif target.shape == "orphans":
            s, u = sh.thirteen_orphans(counts)
        elif target.shape == "honors":
            s, u = sh.honors_knitted(counts)
        else:
            s, u = sh.knitted_straight(counts, m)
        return TargetScore(target, s, u, short)
    if target.kind is TargetKind.FILTER:
        allowed = target.allowed
        kept = [c if (allowed >> i) & 1 else 0 for i, c in enumerate(counts[:34])]
        if want_useful:
            s, u = sh.regular(kept, m, target.pungs_only)
        else:
            s, u = sh.regular_shanten(kept, m, target.pungs_only), 0
        u &= allowed
        bound = 13 - 3 * m - sum(kept)
        if bound > s:
            # Too few usable tiles: any allowed tile shortens the plan.
            s, u = bound, allowed
        return TargetScore(target, s, u, short)
    rest = list(counts[:34])
    missing = 0
    miss_mask = 0
    for t in left:
        if rest[t]:
            rest[t] -= 1
        else:
            missing += 1
            miss_mask |= 1 << t
    # The pattern's three chows (declared or not) are three of the four sets.
    if want_useful:
        s, u = sh.regular(rest, 3 + free)
    else:
        s, u = sh.regular_shanten(rest, 3 + free), 0
    return TargetScore(target, missing + s, miss_mask | u, short)


def pattern_bound(target: Target, counts: Sequence[int], melds: Sequence[Meld]) -> int | None:
    """A cheap lower bound of a pattern's shanten (missing tiles - 1), or ``None``
    when the declared sets rule it out."""
    if not melds:
        needs = _NEEDS[target.key]
    else:
        fits, left, _ = compatible(target, melds)
        if not fits:
            return None
        needs = _needs(left)
    missing = 0
    for t, k in needs:
        c = counts[t]
        if c < k:
            missing += k - c
    return missing - 1


def rank_targets(counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
                 prevalent: int, limit: int = 3) -> list[TargetScore]:
    """The ``limit`` most promising plans for a hand, best first.

    Ranked by effective shanten (shanten, +1 when short of 8 fan), then by live-
    independent breadth (number of useful kinds), then by fan.
    """
    extra = sure_extra(counts, melds, seat_wind, prevalent)
    # First the distances alone (cheap), then useful tiles for the few best.
    quick: list[TargetScore] = []
    patterns: list[Target] = []
    for target in TARGETS:
        if target.kind is TargetKind.PATTERN:
            patterns.append(target)
            continue
        score = evaluate(target, counts, melds, extra, want_useful=False)
        if score is not None:
            quick.append(score)
    quick.sort(key=_quick_key)
    cutoff = quick[limit - 1].effective if len(quick) >= limit else 99
    for target in patterns:
        bound = pattern_bound(target, counts, melds)
        if bound is None or bound > cutoff:
            continue
        score = evaluate(target, counts, melds, extra, want_useful=False)
        if score is not None:
            quick.append(score)
    quick.sort(key=_quick_key)
    if not quick:
        return []
    last = quick[min(len(quick), limit) - 1].effective
    full: list[TargetScore] = []
    for q in quick[: limit + 4]:
        if q.effective > last:
            break
        score = evaluate(q.target, counts, melds, extra)
        if score is not None:
            full.append(score)
    full.sort(key=_rank_key)
    return full[:limit]


def _quick_key(score: TargetScore) -> tuple[int, int]:
    return (score.effective, -score.target.fan)


def _rank_key(score: TargetScore) -> tuple[int, int, int]:
    return (score.effective, -score.useful.bit_count(), -score.target.fan)
