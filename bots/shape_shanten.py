"""Shanten and useful tiles for any ruleset's complete hands, wild tiles included.

The complete hands are described by a :class:`mahjong_tui.engine.rules.HandShapes`:
which tile kinds are in the set, whether sets may be chows, whether seven pairs
counts and whether a four is two of its pairs. Any copy of a wild kind may stand
for any tile.

The distance of concealed tiles to a complete hand is counted exactly: with ``m``
declared melds the target is ``14 - 3m`` tiles, ``4 - m`` sets and a pair (or seven
pairs), at most four of a kind; the *deficiency* is the number of its tiles the hand
does not already hold, each wild filling any one of them. The shanten is the
deficiency less one (``-1`` complete, ``0`` ready). With a ruleset that requires an
opened hand, seven pairs (never open) is left out.

The search splits the tiles by suit: each suit's best coverage is computed once
per count vector (memoised) for every number of sets and pairs, then the suits are
combined. ``tests/test_bots_shape_shanten.py`` checks it against a brute-force
enumeration of complete hands.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache

from mahjong_tui.engine.rules import HandShapes

__all__ = ["deficiency", "pairs_shanten", "shape_shanten", "split_wilds", "useful_kinds"]

_NEG = -(1 << 20)
_BOTH = (0, 1)
_ZERO = (0,)
_KINDS = 34
Table = tuple[tuple[int, int], ...]
"""Best coverage by number of sets (0..4) and pairs (0..1): ``table[s][p]``."""


def split_wilds(counts: Sequence[int], wilds: Collection[int]) -> tuple[tuple[int, ...], int]:
    """The counts over the 34 kinds with the wild kinds taken out, and how many wilds."""
    out = [0] * _KINDS
    w = 0
    for i, c in enumerate(counts[:_KINDS]):
        if i in wilds:
            w += c
        else:
            out[i] = c
    return tuple(out), w


@lru_cache(maxsize=1 << 18)
def _run_table(counts: tuple[int, ...], allowed: tuple[bool, ...], chows: bool) -> Table:
    """The best coverage of one suit (a run of kinds in which chows may lie).

    Kind by kind, the target's pung, pair and chows starting there are chosen, at
    most four copies of a kind in all. Groups that cover no held tile are left
    out (an empty group is free anywhere), and at most two equal chows start at a
    kind: three equal chows hold the same tiles as three pungs.
    """
    n = len(counts)
    # state (chows started at i-1, chows started at i-2, sets, pairs) -> best coverage
    states: dict[tuple[int, int, int, int], int] = {(0, 0, 0, 0): 0}
    for i in range(n):
        c = counts[i]
        nxt: dict[tuple[int, int, int, int], int] = {}
        starts = 0
        if chows and i <= n - 3 and allowed[i]:
            most = max(c, counts[i + 1], counts[i + 2])
            starts = min(most, 2)  # a second equal chow must cover a second copy
        ok = allowed[i]
        get = nxt.get
        for (a, b, s, p), v in states.items():
            ab = a + b
            # A pung or pair here must cover a copy the chows through here leave.
            for pung in (_BOTH if c > ab and s < 4 else _ZERO):
                for pair in (_BOTH if c > ab + 3 * pung and p == 0 else _ZERO):
                    t0 = 3 * pung + 2 * pair + ab
                    if t0 > 4 or (t0 and not ok):
                        continue
                    top = 4 - s - pung
                    if 4 - t0 < top:
                        top = 4 - t0
                    if starts < top:
                        top = starts
                    s1 = s + pung
                    p1 = p + pair
                    for x in range(top + 1):
                        key = (x, a, s1 + x, p1)
                        t = t0 + x
                        value = v + (c if c < t else t)
                        if get(key, _NEG) < value:
                            nxt[key] = value
        states = nxt
    best = [[_NEG, _NEG] for _ in range(5)]
    for (a, _b, s, p), v in states.items():
        if a == 0 and v > best[s][p]:
            best[s][p] = v
    # Fewer groups are always possible: an unused group covers nothing.
    for s in range(1, 5):
        for p in (0, 1):
            best[s][p] = max(best[s][p], best[s - 1][p])
    for s in range(5):
        best[s][1] = max(best[s][1], best[s][0])
    return tuple((row[0], row[1]) for row in best)


_EMPTY: Table = ((0, _NEG),) + ((_NEG, _NEG),) * 4
"""The table of no tiles: nothing covered, no set, no pair."""

RunId = tuple[int, int]
"""A run of kinds searched together: ``(first kind, length)`` (a suit, or one kind)."""


def _combine(x: Table, y: Table) -> Table:
    best = [[_NEG, _NEG] for _ in range(5)]
    for s1 in range(5):
        for p1 in (0, 1):
            v1 = x[s1][p1]
            if v1 < 0:
                continue
            for s2 in range(5 - s1):
                row = y[s2]
                for p2 in ((0, 1) if p1 == 0 else (0,)):
                    v2 = row[p2]
                    if v2 >= 0 and v1 + v2 > best[s1 + s2][p1 + p2]:
                        best[s1 + s2][p1 + p2] = v1 + v2
    return tuple((row[0], row[1]) for row in best)


def _top(x: Table, y: Table, sets: int) -> int:
    """The best cover of two tables together with at most ``sets`` sets, one pair."""
    best = _NEG
    for s1 in range(sets + 1):
        for p1 in (0, 1):
            v1 = x[s1][p1]
            if v1 < 0:
                continue
            for s2 in range(sets + 1 - s1):
                row = y[s2]
                for p2 in ((0, 1) if p1 == 0 else (0,)):
                    if row[p2] >= 0 and v1 + row[p2] > best:
                        best = v1 + row[p2]
    return best


@lru_cache(maxsize=64)
def _layout(shapes: HandShapes) -> tuple[tuple[RunId, tuple[bool, ...], bool], ...]:
    """The runs of the set: each suit (when sets may be chows) or each kind alone,
    with the kinds of the run that are in the set and whether chows lie in it."""
    kinds = frozenset(shapes.kinds)
    out: list[tuple[RunId, tuple[bool, ...], bool]] = []
    for start in (0, 9, 18):
        if shapes.chows:
            out.append(((start, 9), tuple(start + k in kinds for k in range(9)), True))
        else:
            out.extend(((start + k, 1), (start + k in kinds,), False) for k in range(9))
    out.extend(((i, 1), (i in kinds,), False) for i in range(27, _KINDS))
    return tuple(out)


def _run_of(shapes: HandShapes, kind: int) -> int:
    """The index in :func:`_layout` of the run holding ``kind``."""
    if shapes.chows:
        return kind // 9 if kind < 27 else 3 + kind - 27
    return kind


def _tables(plain: Sequence[int], shapes: HandShapes) -> dict[int, Table]:
    """The table of every run that holds tiles (empty runs add nothing)."""
    out: dict[int, Table] = {}
    for r, ((start, length), allowed, chows) in enumerate(_layout(shapes)):
        run = tuple(plain[start:start + length])
        # A run none of whose kinds is in the set covers nothing: it adds nothing.
        if any(run) and any(allowed):
            out[r] = _run_table(run, allowed, chows)
    return out


def _fold(tables: Sequence[Table]) -> Table:
    acc = _EMPTY
    for t in tables:
        acc = _combine(acc, t)
    return acc


def _regular_cover(counts: tuple[int, ...], sets: int, shapes: HandShapes) -> int:
    """The most held tiles a complete regular hand of ``sets`` sets and a pair uses."""
    if not shapes.chows:
        return _pungs_cover(counts, sets, shapes)
    return _top(_fold(list(_tables(counts, shapes).values())), _EMPTY, sets)


def _pungs_cover(counts: tuple[int, ...], sets: int, shapes: HandShapes) -> int:
    """:func:`_regular_cover` when every set is a pung: the pair's kind, then the
    ``sets`` other kinds covering most (up to three copies each)."""
    held = [(min(counts[i], 3), min(counts[i], 2)) for i in _kinds_set(shapes) if counts[i]]
    held.sort(reverse=True)
    pungs = [a for a, _ in held]
    best = sum(pungs[:sets])   # no pair among the held kinds
    for q, (_, b) in enumerate(held):
        others = pungs[:q] + pungs[q + 1:]
        best = max(best, b + sum(others[:sets]))
    return best


@lru_cache(maxsize=64)
def _kinds_set(shapes: HandShapes) -> tuple[int, ...]:
    """The kinds of the set, in index order."""
    return tuple(sorted(set(shapes.kinds)))


def _pairs_cover(counts: tuple[int, ...], shapes: HandShapes) -> int:
    """The most held tiles seven pairs uses (a four as two pairs if the shapes say so):
    the pairs held, then single tiles that start a pair, seven in all."""
    pairs = singles = 0
    two = shapes.four_as_two_pairs
    for i in shapes.kinds:
        c = counts[i]
        if c:
            if two:
                pairs += c >> 1
                singles += c & 1
            elif c == 1:
                singles += 1
            else:
                pairs += 1
    pairs = min(pairs, 7)
    return 2 * pairs + min(7 - pairs, singles)


def deficiency(counts: Sequence[int], melds: int, shapes: HandShapes,
               wilds: Collection[int] = ()) -> int:
    """How many tiles the concealed ``counts`` (by kind index, drawn tile included)
    lack to be complete beside ``melds`` declared melds (0 complete, 1 ready)."""
    return _deficiency(tuple(counts[:_KINDS]), melds, shapes, frozenset(wilds))


@lru_cache(maxsize=1 << 16)
def _deficiency(counts: tuple[int, ...], melds: int, shapes: HandShapes,
                wilds: frozenset[int]) -> int:
    plain, w = split_wilds(counts, wilds)
    size = 14 - 3 * melds
    best = _regular_cover(plain, 4 - melds, shapes) if melds <= 4 else _NEG
    if melds == 0 and shapes.seven_pairs and not shapes.open_hand_required:
        best = max(best, _pairs_cover(plain, shapes))
    return max(size - w - best, 0)


def shape_shanten(counts: Sequence[int], melds: int, shapes: HandShapes,
                  wilds: Collection[int] = ()) -> int:
    """The shanten of concealed ``counts`` with ``melds`` declared melds: ``-1``
    complete, ``0`` ready, ``n`` tiles from ready."""
    return deficiency(counts, melds, shapes, wilds) - 1


def useful_kinds(counts: Sequence[int], melds: int, shapes: HandShapes,
                 wilds: Collection[int] = ()) -> tuple[int, frozenset[int]]:
    """The shanten of a hand between turns (``13 - 3 * melds`` tiles) and the kinds
    whose draw lowers it (every wild kind in the set does)."""
    return _useful(tuple(counts[:_KINDS]), melds, shapes, frozenset(wilds))


@lru_cache(maxsize=1 << 14)
def _useful(counts: tuple[int, ...], melds: int, shapes: HandShapes,
            wilds: frozenset[int]) -> tuple[int, frozenset[int]]:
    plain, w = split_wilds(counts, wilds)
    base = deficiency(counts, melds, shapes, wilds)
    size = 14 - 3 * melds
    sets = 4 - melds
    pairs = melds == 0 and shapes.seven_pairs and not shapes.open_hand_required
    tables = _tables(plain, shapes) if melds <= 4 else {}
    order = list(tables)
    # Every run's tables but one, from folds of the runs before it and after it.
    before = [_EMPTY]
    for r in order:
        before.append(_combine(before[-1], tables[r]))
    everything = before[-1]
    after = _EMPTY
    without: dict[int, Table] = {}
    for k in range(len(order) - 1, -1, -1):
        without[order[k]] = _combine(before[k], after)
        after = _combine(tables[order[k]], after)
    layout = _layout(shapes)
    out = set()
    work = list(plain)
    for i in shapes.kinds:
        if counts[i] >= 4:
            continue
        if i in wilds:
            out.add(i)
            continue
        work[i] += 1
        r = _run_of(shapes, i)
        (start, length), allowed, chows = layout[r]
        table = _run_table(tuple(work[start:start + length]), allowed, chows)
        cover = _top(without.get(r, everything), table, sets) if melds <= 4 else _NEG
        if pairs:
            cover = max(cover, _pairs_cover(tuple(work), shapes))
        work[i] -= 1
        if max(size - w - cover, 0) < base:
            out.add(i)
    return base - 1, frozenset(out)


def pairs_shanten(counts: Sequence[int], shapes: HandShapes,
                  wilds: Collection[int] = ()) -> int:
    """The shanten of concealed ``counts`` (no melds) toward seven pairs alone."""
    plain, w = split_wilds(counts, wilds)
    return max(14 - w - _pairs_cover(plain, shapes), 0) - 1
