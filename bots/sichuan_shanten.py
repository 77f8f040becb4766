"""Sichuan shanten: the distance to ready over the two kept suits, from per-suit tables.

Convention as :mod:`bots.shanten`: ``0`` is ready, ``-1`` complete, ``n`` means
``n`` tile exchanges from ready. Hands are 27 counts (``0..8`` characters,
``9..17`` dots, ``18..26`` bamboo) plus the number of declared sets (in Sichuan
always pungs or kongs).

The definition is exact: a target is a complete hand of ``14 - 3 * melds``
concealed tiles over the kept suits (four sets and a pair less the declared sets,
or seven pairs with no declared set; a four counts as two pairs), no kind more than
four times; the hand's shanten is ``13 - 3 * melds - best``, where ``best`` is the
most tiles the hand shares with a target. Tiles of the void suit are shared with
no target, so they always count against the hand.

How it is fast: the regular form's share splits over the suits. For one suit's
nine counts :func:`suit_table` gives, for ``k`` sets and ``p`` pairs (``k <= 4``,
``p <= 1``), the most tiles shared with such a shape in that suit; it is a
dynamic programme over the ranks whose state is the number of runs still open
from the two previous ranks, memoised on the remaining ranks so that a hand and
its one-tile variations share nearly all of the work. The hand's best share is
then the best split of the sets and the pair between the two kept suits. Runs
count for the shape even though they cannot be claimed.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

__all__ = [
    "KINDS",
    "all_pungs",
    "flush",
    "kept_suits",
    "regular",
    "seven_pairs",
    "shanten",
    "suit_table",
    "useful_mask",
]

KINDS = 27
"""Suited tile kinds."""

NEG = -100
"""Stands for "no such shape"."""

_SLOTS = 10  # (k sets, p pairs) flattened as k * 2 + p
_ZERO = (0,) + (NEG,) * (_SLOTS - 1)
_IMPOSSIBLE = (NEG,) * _SLOTS


@lru_cache(maxsize=1 << 18)
def _rest(suffix: tuple[int, ...], open1: int, open2: int) -> tuple[int, ...]:
    """Best shares of the ranks in ``suffix`` given ``open1`` runs started one rank
    before (needing this rank and the next) and ``open2`` runs started two ranks
    before (needing this rank only)."""
    if not suffix:
        return _ZERO if open1 == 0 and open2 == 0 else _IMPOSSIBLE
    held = suffix[0]
    rest = suffix[1:]
    rank = 9 - len(suffix)
    base = open1 + open2
    out = list(_IMPOSSIBLE)
    # A run started here needs the next two ranks.
    most_new = 4 - base if rank <= 6 else 0
    for new in range(most_new + 1):
        child = _rest(rest, new, open1)
        for pung in (0, 1):
            for pair in (0, 1):
                need = base + new + 3 * pung + 2 * pair
                if need > 4:  # no kind more than four times in a target
                    continue
                gain = need if need < held else held
                sets = new + pung
                for k in range(5 - sets):
                    for p in range(2 - pair):
                        v = child[2 * k + p]
                        if v > NEG:
                            slot = 2 * (k + sets) + p + pair
                            if v + gain > out[slot]:
                                out[slot] = v + gain
    return tuple(out)


def suit_table(counts: Sequence[int]) -> tuple[int, ...]:
    """For one suit's nine counts: entry ``2 * k + p`` is the most tiles shared with
    a shape of ``k`` sets (runs or pungs) and ``p`` pairs in that suit."""
    return _rest(tuple(counts), 0, 0)


def kept_suits(void: int | None, melds_suits: Sequence[int] = ()) -> tuple[tuple[int, int], ...]:
    """The pairs of suits a hand may keep: the two other than ``void``; with no void
    declared, every pair holding the suits of the declared sets."""
    if void is not None:
        a, b = (s for s in range(3) if s != void)
        return ((a, b),)
    return tuple(pair for pair in ((0, 1), (0, 2), (1, 2))
                 if all(s in pair for s in melds_suits))


def _best_split(ta: tuple[int, ...], tb: tuple[int, ...], sets: int) -> int:
    best = NEG
    for k in range(sets + 1):
        j = sets - k
        v = max(ta[2 * k + 1] + tb[2 * j], ta[2 * k] + tb[2 * j + 1])
        if v > best:
            best = v
    return best


def regular(counts: Sequence[int], melds: int, suits: tuple[int, int]) -> int:
    """Shanten of four sets and a pair over the two ``suits``."""
    a, b = suits
    ta = suit_table(counts[9 * a:9 * a + 9])
    tb = suit_table(counts[9 * b:9 * b + 9])
    return 13 - 3 * melds - _best_split(ta, tb, 4 - melds)


def seven_pairs(counts: Sequence[int], suits: Sequence[int]) -> int:
    """Shanten of seven pairs over ``suits`` (two, or one for 清七对; no declared set).

    A kind yields a first pair (sharing ``min(c, 2)`` tiles) and, as a four, a second
    (sharing ``c - 2`` more); the second never shares more than the first, so the
    best seven pairs are the seven largest shares.
    """
    gains: list[int] = []
    for s in suits:
        for c in counts[9 * s:9 * s + 9]:
            if c:
                gains.append(2 if c >= 2 else 1)
                if c > 2:
                    gains.append(c - 2)
    gains.sort(reverse=True)
    return 13 - sum(gains[:7])


def flush(counts: Sequence[int], melds: int, suit: int) -> int:
    """Shanten of four sets and a pair all in ``suit`` (清一色, regular form); the
    caller checks the declared sets are of that suit."""
    t = suit_table(counts[9 * suit:9 * suit + 9])
    return 13 - 3 * melds - t[2 * (4 - melds) + 1]


def all_pungs(counts: Sequence[int], melds: int, suits: Sequence[int]) -> int:
    """Shanten of pungs and a pair only (对对胡) over ``suits`` (two, or one for 清对)."""
    kinds = [9 * s + r for s in suits for r in range(9)]
    ranked = sorted(kinds, key=lambda i: -min(counts[i], 3))
    need = 4 - melds
    best = NEG
    for pair in kinds:
        share = min(counts[pair], 2)
        taken = 0
        for i in ranked:
            if taken == need:
                break
            if i != pair:
                share += min(counts[i], 3)
                taken += 1
        if share > best:
            best = share
    return 13 - 3 * melds - best


def shanten(counts: Sequence[int], melds: int, void: int | None,
            melds_suits: Sequence[int] = (), *, pairs: bool = True) -> int:
    """The hand's shanten: the lower of the regular form and seven pairs (seven pairs
    only with no declared set, and unless ``pairs`` is false) over its kept suits
    (see :func:`kept_suits`)."""
    best = 99
    for suits in kept_suits(void, melds_suits):
        s = regular(counts, melds, suits)
        if melds == 0 and pairs:
            s = min(s, seven_pairs(counts, suits))
        best = min(best, s)
    return best


def useful_mask(counts: Sequence[int], melds: int, void: int | None,
                melds_suits: Sequence[int] = (), *, pairs: bool = True) -> tuple[int, int]:
    """``(shanten, mask)``: the mask has bit ``i`` set when one more tile of kind ``i``
    (held fewer than four times) lowers the shanten (seven pairs as in :func:`shanten`)."""
    now = shanten(counts, melds, void, melds_suits, pairs=pairs)
    mask = 0
    trial = list(counts)
    choices = kept_suits(void, melds_suits)
    sets = 4 - melds
    tables = [suit_table(counts[9 * s:9 * s + 9]) for s in range(3)]
    for suit in {s for pair in choices for s in pair}:
        for i in range(9 * suit, 9 * suit + 9):
            if trial[i] >= 4:
                continue
            trial[i] += 1
            changed = suit_table(trial[9 * suit:9 * suit + 9])
            for a, b in choices:
                if suit not in (a, b):
                    continue
                ta = changed if a == suit else tables[a]
                tb = changed if b == suit else tables[b]
                s = 13 - 3 * melds - _best_split(ta, tb, sets)
                if melds == 0 and pairs and s >= now:
                    s = min(s, seven_pairs(trial, (a, b)))
                if s < now:
                    mask |= 1 << i
                    break
            trial[i] -= 1
    return now, mask
