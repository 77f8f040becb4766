"""Complete hands with wild tiles (财神): the win test, 暴头 readiness, seven pairs.

A wild stands for any tile kind, a fifth copy of a kind included (the rules say a
财神 "可以变做任何的牌" and set no limit). Hands are count vectors over the 34
kinds with the wild tiles taken out and counted apart.

Each suit (and each honour kind) is searched on its own for the fewest wilds that
make its tiles into sets, or sets and the pair: the lowest natural tile left belongs
to a pung or pair of its kind (some naturals, some wilds) or to a chow holding it
(places below it are wilds, none being left; places above natural or wild). A hand
is complete when the suits' fewest wilds, one of them with the pair, add up to at
most the wilds held: the wilds over stand for whole sets (the tile count makes
them a multiple of three).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

__all__ = ["complete", "is_bao_tou_ready", "seven_pairs_fours", "split_wilds",
           "waiting_kinds"]

_NUM = 34


def split_wilds(tiles: Iterable[int], wilds: Iterable[int]) -> tuple[tuple[int, ...], int]:
    """The counts of the natural tiles among ``tiles`` (indices) and how many are wild."""
    wild = set(wilds)
    counts = [0] * _NUM
    n = 0
    for i in tiles:
        if i in wild:
            n += 1
        else:
            counts[i] += 1
    return tuple(counts), n


_INF = 99


@lru_cache(maxsize=1 << 16)
def _fill(counts: tuple[int, ...], pair: bool) -> int:
    """The fewest wilds that make the naturals ``counts`` of one suit (9 kinds, or
    one honour kind) into sets, and a pair if ``pair``. More wilds work too, three
    at a time (a set of wilds alone); the tile count fixes the rest."""
    i = next((k for k, c in enumerate(counts) if c), -1)
    if i < 0:
        return 2 if pair else 0
    n = counts[i]
    best = _INF
    c = list(counts)
    for k in range(1, min(n, 3) + 1):  # a pung of i: k naturals, 3 - k wilds
        c[i] = n - k
        best = min(best, 3 - k + _fill(tuple(c), pair))
    if pair:
        for k in range(1, min(n, 2) + 1):
            c[i] = n - k
            best = min(best, 2 - k + _fill(tuple(c), False))
    c[i] = n
    if len(counts) == 9:
        for low in (i - 2, i - 1, i):
            if 0 <= low <= 6:
                best = min(best, _chow(c, pair, i, low))
    return best


def _chow(c: list[int], pair: bool, i: int, low: int) -> int:
    """The fewest wilds with the chow ``low..low+2`` holding natural ``i``: places
    below ``i`` are wilds; above it a natural tile where one is left, or a wild."""
    best = _INF
    above = [k for k in (low + 1, low + 2) if k > i]
    below = sum(1 for k in (low, low + 1) if k < i)
    for mask in range(1 << len(above)):
        d = c.copy()
        d[i] -= 1
        need = below
        for bit, k in enumerate(above):
            if mask >> bit & 1 and d[k]:
                d[k] -= 1
            else:
                need += 1
        best = min(best, need + _fill(tuple(d), pair))
    return best


def _groups(counts: Sequence[int]) -> list[tuple[int, ...]]:
    """The three suits and the seven honour kinds, each searched on its own."""
    return [tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27]),
            *((c,) for c in counts[27:34])]


def complete(counts: Sequence[int], wilds: int, sets: int) -> bool:
    """``counts`` (naturals) and ``wilds`` form ``sets`` sets and a pair."""
    if sum(counts) + wilds != 3 * sets + 2:
        return False
    groups = [g for g in _groups(counts) if any(g)]
    plain = [_fill(g, False) for g in groups]
    total = sum(plain)
    if total + 2 <= wilds:  # the pair from two wilds
        return True
    return any(total - m + _fill(g, True) <= wilds
               for g, m in zip(groups, plain, strict=True))


def is_bao_tou_ready(counts: Sequence[int], wilds: int, sets: int) -> bool:
    """暴头 ready: one wild apart, the rest is exactly ``sets`` sets, so any tile
    drawn pairs with that wild."""
    if wilds < 1 or sum(counts) + wilds - 1 != 3 * sets:
        return False
    return sum(_fill(g, False) for g in _groups(counts) if any(g)) <= wilds - 1


def seven_pairs_fours(counts: Sequence[int], wilds: int) -> int | None:
    """Seven pairs from 14 concealed tiles: the most fours (four of a kind counted
    as two pairs, 豪华) any use of the wilds gives, or ``None`` if no seven pairs.

    Each odd count takes one wild. The wilds left go in twos (a pair each): first
    onto kinds holding an odd number of pairs (each makes one more four), then two
    pairs at a time as a new four.
    """
    if sum(counts) + wilds != 14:
        return None
    odd = sum(1 for c in counts if c % 2)
    if odd > wilds:
        return None
    spare = (wilds - odd) // 2
    pairs = [(c + c % 2) // 2 for c in counts]
    fours = sum(p // 2 for p in pairs)
    odd_pairs = sum(1 for p in pairs if p % 2)
    fixed = min(odd_pairs, spare)
    return fours + fixed + (spare - fixed) // 2


def waiting_kinds(counts: Sequence[int], wilds: int, sets: int) -> frozenset[int]:
    """The kinds completing ``counts`` plus ``wilds`` (13 tiles less 3 per meld) as
    four sets and a pair (seven pairs not included)."""
    if sum(counts) + wilds + 1 != 3 * sets + 2:
        return frozenset()
    # Any tile that completes the hand, a wild would too: most hands fail here.
    if not complete(counts, wilds + 1, sets):
        return frozenset()
    groups = _groups(counts)
    plain = [_fill(g, False) for g in groups]
    deltas = [_fill(g, True) - m for g, m in zip(groups, plain, strict=True)]
    total = sum(plain)
    # A kind with no natural tile within two places of it (in its suit) joins no
    # set of the others: two wilds make its set, or one its pair.
    isolated = total + 2 + min(*deltas, -1) <= wilds
    low = sorted(deltas)[:2]  # the best pair elsewhere is the least other delta
    out = []
    for gi, (start, size) in enumerate(_SPANS):
        g0 = groups[gi]
        others = min(2, low[1] if deltas[gi] == low[0] else low[0])
        for k in range(size):
            if not any(g0[max(0, k - 2):k + 3]):
                if isolated:
                    out.append(start + k)
                continue
            g = list(g0)
            g[k] += 1
            new = tuple(g)
            m = _fill(new, False)
            if total - plain[gi] + m + min(others, _fill(new, True) - m) <= wilds:
                out.append(start + k)
    return frozenset(out)


_SPANS = ((0, 9), (9, 9), (18, 9), *((k, 1) for k in range(27, 34)))
"""Where each group of :func:`_groups` starts, and its kinds."""
