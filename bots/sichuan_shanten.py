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


def _moves(sets: int, pair: int) -> tuple[tuple[int, int], ...]:
    """Slot moves ``(from, to)`` when a rank adds ``sets`` sets and ``pair`` pairs."""
    return tuple((2 * k + p, 2 * (k + sets) + p + pair)
                 for k in range(5 - sets) for p in range(2 - pair))


def _transitions(base: int, runs_allowed: bool
                 ) -> tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...]:
    """What a rank may hold with ``base`` runs passing through it: ``(new runs,
    tiles of the rank the target needs, slot moves)``; no kind over four."""
    out = []
    # Three equal runs hold the same tiles as three pungs, so two runs starting on
    # one rank are enough to reach every target's tiles.
    for new in range(min(2, 4 - base) + 1 if runs_allowed else 1):
        for pung in (0, 1):
            for pair in (0, 1):
                need = base + new + 3 * pung + 2 * pair
                if need <= 4:
                    out.append((new, need, _moves(new + pung, pair)))
    return tuple(out)


# A run started at rank r needs ranks r+1 and r+2: none starts on the last two ranks.
_TRANSITIONS = {(base, ok): _transitions(base, ok) for base in range(5) for ok in (True, False)}


@lru_cache(maxsize=1 << 18)
def _rest(suffix: tuple[int, ...], open1: int, open2: int) -> tuple[int, ...]:
    """Best shares of the ranks in ``suffix`` given ``open1`` runs started one rank
    before (needing this rank and the next) and ``open2`` runs started two ranks
    before (needing this rank only)."""
    if not suffix:
        return _ZERO if open1 == 0 and open2 == 0 else _IMPOSSIBLE
    held = suffix[0]
    rest = suffix[1:]
    out = [NEG] * _SLOTS
    children: dict[int, tuple[int, ...]] = {}
    for new, need, moves in _TRANSITIONS[open1 + open2, len(suffix) >= 3]:
        child = children.get(new)
        if child is None:
            child = children[new] = _rest(rest, new, open1)
        gain = need if need < held else held
        for src, dst in moves:
            v = child[src] + gain
            if v > out[dst]:
                out[dst] = v
    # Impossible entries stay far below zero; shares are never negative.
    return tuple(v if v >= 0 else NEG for v in out)


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
    """Shanten of pungs and a pair only (对对胡) over ``suits`` (two, or one for 清对).

    The pair takes one kind; the pungs are the kinds sharing the most among the rest.
    """
    kinds = [9 * s + r for s in suits for r in range(9)]
    need = 4 - melds
    shares = sorted(((min(counts[i], 3), i) for i in kinds), reverse=True)
    top = shares[:need]
    top_sum = sum(v for v, _ in top)
    top_kinds = {i for _, i in top}
    spare = shares[need][0] if len(shares) > need else 0
    best = NEG
    for i in kinds:
        share = min(counts[i], 2)
        share += top_sum - min(counts[i], 3) + spare if i in top_kinds else top_sum
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
    (held fewer than four times) lowers the shanten (seven pairs as in :func:`shanten`).

    A kind with no held tile within two ranks either way is *far*: one such tile
    can only fill a set or pair of the target that shares nothing with the hand,
    which is possible or not whichever far kind of the suit it is, so one far kind
    per suit is tried for all of them.
    """
    now = shanten(counts, melds, void, melds_suits, pairs=pairs)
    mask = 0
    trial = list(counts)
    choices = kept_suits(void, melds_suits)
    sets = 4 - melds
    tables = [suit_table(counts[9 * s:9 * s + 9]) for s in range(3)]
    pairs_info = {pair: _pairs_profile(counts, pair) for pair in choices} \
        if melds == 0 and pairs else {}
    for suit in sorted({s for pair in choices for s in pair}):
        row = counts[9 * suit:9 * suit + 9]
        far_result: bool | None = None
        far_bits = 0
        for r in range(9):
            i = 9 * suit + r
            if trial[i] >= 4:
                continue
            far = not any(row[max(0, r - 2):r + 3])
            if far and far_result is not None:
                far_bits |= 1 << i
                continue
            trial[i] += 1
            changed = suit_table(trial[9 * suit:9 * suit + 9])
            lowers = False
            for a, b in choices:
                if suit not in (a, b):
                    continue
                ta = changed if a == suit else tables[a]
                tb = changed if b == suit else tables[b]
                if 13 - 3 * melds - _best_split(ta, tb, sets) < now or (
                        pairs_info and _pairs_lowered(pairs_info[a, b], row[r], now)):
                    lowers = True
                    break
            trial[i] -= 1
            if lowers:
                mask |= 1 << i
            if far:
                far_result = lowers
                far_bits |= 1 << i
        if far_result:
            mask |= far_bits
    return now, mask


def _pairs_profile(counts: Sequence[int], suits: Sequence[int]) -> tuple[int, int, int]:
    """``(shanten, number of shares, seventh largest share or 0)`` of seven pairs
    over ``suits`` (see :func:`seven_pairs`)."""
    gains: list[int] = []
    for s in suits:
        for c in counts[9 * s:9 * s + 9]:
            if c:
                gains.append(2 if c >= 2 else 1)
                if c > 2:
                    gains.append(c - 2)
    gains.sort(reverse=True)
    return 13 - sum(gains[:7]), len(gains), gains[6] if len(gains) >= 7 else 0


def _pairs_lowered(profile: tuple[int, int, int], held: int, now: int) -> bool:
    """Whether one more tile of a kind held ``held`` times (in the profile's suits)
    brings seven pairs below ``now``.

    The tile raises one share by one: the kind's first share (held 1, or 3 for the
    second pair of a four) or a new share from 0 (held 0, or 2). The seven largest
    grow exactly when that share was at least the seventh largest, or there were
    fewer than seven.
    """
    shanten_now, n, seventh = profile
    if shanten_now - 1 >= now:
        return False
    raised = 1 if held in (1, 3) else 0
    return n < 7 or raised >= seventh
