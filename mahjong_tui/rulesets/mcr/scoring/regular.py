"""Fans of one decomposition of a regular hand (4 sets + pair), by family.

The detectors mirror the reference's structure: fans made by groups of chows or
groups of pungs are looked up from the biggest group down, and a group that
already made a fan is not reused for a smaller fan of the same kind (不拆移 /
不重复); the 1-fan chow pairs go through :func:`trim_chow_pairs` (套算一次).
All tiles are internal numbers (see :mod:`mahjong_tui.rulesets.mcr.scoring.shapes`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import product

from mahjong_tui.rulesets.mcr.scoring.blocks import (
    TRAIT_FANS,
    W_CHOWS,
    W_PAIR,
    W_PUNGS,
    W_TRAIT,
    W_WIN,
    Way,
)
from mahjong_tui.rulesets.mcr.scoring.exclusions import (
    EXCLUDES,
    apply_exclusions,
    excluded_by,
    three_winds,
    trim_chow_pairs,
)
from mahjong_tui.rulesets.mcr.scoring.fans import FAN_BY_ID, F
from mahjong_tui.rulesets.mcr.scoring.memo import remember
from mahjong_tui.rulesets.mcr.scoring.shapes import CHOW, PAIR, Pack

__all__ = [
    "KONG_ROWS",
    "POINTS",
    "best_division",
    "chow_group_fans",
    "division_fans",
    "kong_fans",
    "pung_group_fans",
    "wait_fan",
    "wind_fans",
]

POINTS: tuple[int, ...] = (0, *(FAN_BY_ID[i].points for i in range(1, 83)))
"""Fan id -> points (index 0 unused)."""

_E, _S, _W, _N = 27, 28, 29, 30
_C, _F, _P = 31, 32, 33


# ---------------------------------------------------------------------------
# Kongs and concealed pungs
# ---------------------------------------------------------------------------

# Each argument is 0..4 (sets of a hand), so the domain is at most 125 calls.
@lru_cache(maxsize=125)
def kong_fans(concealed_pungs: int, melded_kongs: int, concealed_kongs: int) -> dict[int, int]:
    """Kong fans and concealed-pung fans (concealed kongs count as concealed pungs).

    明暗杠 (one melded + one concealed kong) is the reference's 5-point fan.

    Returns:
        Fan id -> 1. Treat as read-only (it is cached).
    """
    kongs = melded_kongs + concealed_kongs
    hidden = concealed_pungs + concealed_kongs
    out: list[int] = []
    if kongs == 1:
        out.append(F.MELDED_KONG if melded_kongs else F.CONCEALED_KONG)
    elif kongs == 2:
        out.append((F.TWO_MELDED_KONGS, F.CONCEALED_KONG_AND_MELDED_KONG,
                    F.TWO_CONCEALED_KONGS)[concealed_kongs])
    elif kongs == 3:
        out.append(F.THREE_KONGS)
    elif kongs == 4:
        out.append(F.FOUR_KONGS)
    # 双暗杠 already pays for its two concealed kongs (不计双暗刻).
    if hidden >= 2 and not (concealed_kongs == 2 and kongs == 2 and not concealed_pungs):
        out.append((F.TWO_CONCEALED_PUNGS, F.THREE_CONCEALED_PUNGS,
                    F.FOUR_CONCEALED_PUNGS)[min(hidden, 4) - 2])
    return dict.fromkeys(out, 1)


Fans = dict[int, int]
"""Fan id -> count."""
KnownFans = tuple[Fans, tuple[int, ...]]
"""A fan table and the fans it excludes (see
:func:`~mahjong_tui.rulesets.mcr.scoring.exclusions.excluded_by`): read-only."""

KONG_ROWS: tuple[tuple[tuple[KnownFans, ...], ...], ...] = tuple(
    tuple(tuple((fans, excluded_by(fans)) for fans in
                (kong_fans(pungs, melded, concealed) for pungs in range(5)))
          for concealed in range(5))
    for melded in range(5))
"""Melded kongs -> concealed kongs -> concealed pungs (each 0..4) -> the kong and
concealed-pung fans (:func:`kong_fans`) with what they exclude. A hand's kongs are
known before its decompositions, so each decomposition indexes its row by its
concealed pungs."""


# ---------------------------------------------------------------------------
# Chow groups (tiles are middle tiles, sorted ascending)
# ---------------------------------------------------------------------------

def _two_chows(a: int, b: int) -> int:
    if a // 9 != b // 9:
        return F.MIXED_DOUBLE_CHOW if a % 9 == b % 9 else 0
    if a - b in (3, -3):
        return F.SHORT_STRAIGHT
    if {a % 9, b % 9} == {1, 7}:
        return F.TWO_TERMINAL_CHOWS
    if a == b:
        return F.PURE_DOUBLE_CHOW
    return 0


def _three_chows(t0: int, t1: int, t2: int) -> int:
    s0, s1, s2 = t0 // 9, t1 // 9, t2 // 9
    if s0 != s1 and s0 != s2 and s1 != s2:
        ranks = sorted((t0 % 9, t1 % 9, t2 % 9))
        if ranks[0] + 1 == ranks[1] and ranks[1] + 1 == ranks[2]:
            return F.MIXED_SHIFTED_CHOWS
        if ranks[0] == ranks[2]:
            return F.MIXED_TRIPLE_CHOW
        if ranks == [1, 4, 7]:
            return F.MIXED_STRAIGHT
        return 0
    if s0 == s1 == s2:
        if t0 + 3 == t1 and t1 + 3 == t2:
            return F.PURE_STRAIGHT
        if (t0 + 2 == t1 and t1 + 2 == t2) or (t0 + 1 == t1 and t1 + 1 == t2):
            return F.PURE_SHIFTED_CHOWS
        if t0 == t2:
            return F.PURE_TRIPLE_CHOW
    return 0


def _extra_chow(t0: int, t1: int, t2: int, extra: int) -> int:
    """The one 1-fan fan the chow left over by a 3-chow fan may still make."""
    found = (_two_chows(t0, extra), _two_chows(t1, extra), _two_chows(t2, extra))
    for fan in (F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS):
        if fan in found:
            return fan
    return 0


def _four_chows(m: Sequence[int], fans: dict[int, int]) -> None:
    t0, t1, t2, t3 = m
    if t0 // 9 == t3 // 9:
        if (t1 - t0, t2 - t1, t3 - t2) in ((2, 2, 2), (1, 1, 1)):
            fans[F.FOUR_PURE_SHIFTED_CHOWS] = 1
            return
        if t0 == t3:
            fans[F.QUADRUPLE_CHOW] = 1
            return
    for a, b, c, extra in ((t0, t1, t2, t3), (t0, t1, t3, t2), (t0, t2, t3, t1), (t1, t2, t3, t0)):
        fan = _three_chows(a, b, c)
        if fan:
            fans[fan] = 1
            fan = _extra_chow(a, b, c, extra)
            if fan:
                fans[fan] = 1
            return
    found = [_two_chows(t0, t1), _two_chows(t0, t2), _two_chows(t0, t3),
             _two_chows(t1, t2), _two_chows(t1, t3), _two_chows(t2, t3)]
    max_count = 3
    # A chow related to none of the others cannot take part in any combination.
    for i, j, k in ((0, 1, 2), (0, 3, 4), (1, 3, 5), (2, 4, 5)):
        if not (found[i] or found[j] or found[k]):
            max_count -= 1
    if max_count > 0:
        trim_chow_pairs(found, max_count, fans)


_GROUP_BOUND = 1 << 14
"""Entries the chow- and pung-group caches keep."""


# The domain (sorted middle tiles of up to four chows) has under 12,700 members:
# the bound holds all of them.
@lru_cache(maxsize=_GROUP_BOUND)
def chow_group_fans(chows: tuple[int, ...]) -> KnownFans:
    """Fans made by the chows among themselves (middle tiles, sorted): fan id -> count,
    and the fans they exclude.

    Treat the result as read-only (it is cached).
    """
    fans: dict[int, int] = {}
    _chows_fans(chows, fans)
    return fans, excluded_by(fans)


@lru_cache(maxsize=_GROUP_BOUND)
def pung_group_fans(pungs: tuple[int, ...]) -> KnownFans:
    """Fans made by the pungs and kongs (tiles, sorted), fan id -> count: among
    themselves, and 箭刻 / 幺九刻 for each dragon / terminal or wind pung; and the
    fans they exclude.

    Treat the result as read-only (it is cached).
    """
    fans: dict[int, int] = {}
    _pungs_fans(pungs, fans)
    dragons = sum(1 for t in pungs if t >= _C)
    outside = sum(1 for t in pungs if _E <= t <= _N or (t < 27 and t % 9 in (0, 8)))
    if dragons:
        fans[F.DRAGON_PUNG] = dragons
    if outside:
        fans[F.PUNG_OF_TERMINALS_OR_HONORS] = outside
    return fans, excluded_by(fans)


_CHOW_GROUPS: dict[tuple[int, ...], KnownFans] = {}
_PUNG_GROUPS: dict[tuple[int, ...], KnownFans] = {}
"""The fronts of :func:`chow_group_fans` and :func:`pung_group_fans` (see
:mod:`~mahjong_tui.rulesets.mcr.scoring.memo`)."""
GROUP_FRONTS = (_CHOW_GROUPS, _PUNG_GROUPS)
"""Both fronts, for :func:`~mahjong_tui.rulesets.mcr.scoring.caches.clear_fronts`."""


def _chow_group(chows: tuple[int, ...]) -> KnownFans:
    return remember(_CHOW_GROUPS, chows, chow_group_fans(chows), _GROUP_BOUND)


def _pung_group(pungs: tuple[int, ...]) -> KnownFans:
    return remember(_PUNG_GROUPS, pungs, pung_group_fans(pungs), _GROUP_BOUND)


def _chows_fans(m: Sequence[int], fans: dict[int, int]) -> None:
    if len(m) == 4:
        _four_chows(m, fans)
    elif len(m) == 3:
        fan = _three_chows(*m)
        if fan:
            fans[fan] = 1
        else:
            trim_chow_pairs([_two_chows(m[0], m[1]), _two_chows(m[0], m[2]),
                             _two_chows(m[1], m[2])], 2, fans)
    elif len(m) == 2:
        fan = _two_chows(m[0], m[1])
        if fan:
            fans[fan] = fans.get(fan, 0) + 1


# ---------------------------------------------------------------------------
# Pung groups (kongs included; tiles sorted ascending)
# ---------------------------------------------------------------------------

def _two_pungs(a: int, b: int) -> int:
    if a < 27 and b < 27:
        return F.DOUBLE_PUNG if a % 9 == b % 9 else 0
    if a >= _C and b >= _C:
        return F.TWO_DRAGONS_PUNGS
    return 0


def _three_pungs(t0: int, t1: int, t2: int) -> int:
    if t2 < 27:
        s0, s1, s2 = t0 // 9, t1 // 9, t2 // 9
        if s0 != s1 and s0 != s2 and s1 != s2:
            ranks = sorted((t0 % 9, t1 % 9, t2 % 9))
            if ranks[0] + 1 == ranks[1] and ranks[1] + 1 == ranks[2]:
                return F.MIXED_SHIFTED_PUNGS
            if ranks[0] == ranks[2]:
                return F.TRIPLE_PUNG
        elif s0 == s2 and t0 + 1 == t1 and t1 + 1 == t2:
            return F.PURE_SHIFTED_PUNGS
        return 0
    if t0 >= _E and t2 <= _N:
        return F.BIG_THREE_WINDS
    if t0 == _C:
        return F.BIG_THREE_DRAGONS
    return 0


def _add(fans: dict[int, int], fan: int) -> None:
    if fan:
        fans[fan] = fans.get(fan, 0) + 1


def _four_pungs(m: Sequence[int], fans: dict[int, int]) -> None:
    t0, t1, t2, t3 = m
    if t3 < 27 and t0 // 9 == t3 // 9 and t3 - t0 == 3:
        fans[F.FOUR_PURE_SHIFTED_PUNGS] = 1
        return
    if (t0, t1, t2, t3) == (_E, _S, _W, _N):
        fans[F.BIG_FOUR_WINDS] = 1
        return
    for (a, b, c), free in (((t0, t1, t2), 3), ((t0, t1, t3), 2), ((t0, t2, t3), 1),
                            ((t1, t2, t3), 0)):
        fan = _three_pungs(a, b, c)
        if fan:
            fans[fan] = 1
            # The pung left over may combine once with one of the three.
            for i in range(4):
                if i != free:
                    fan = _two_pungs(m[i], m[free])
                    if fan:
                        _add(fans, fan)
                        break
            return
    for i, j in ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)):
        _add(fans, _two_pungs(m[i], m[j]))


def _pungs_fans(m: Sequence[int], fans: dict[int, int]) -> None:
    if len(m) == 4:
        _four_pungs(m, fans)
    elif len(m) == 3:
        fan = _three_pungs(*m)
        if fan:
            fans[fan] = 1
        else:
            _add(fans, _two_pungs(m[0], m[1]))
            _add(fans, _two_pungs(m[0], m[2]))
            _add(fans, _two_pungs(m[1], m[2]))
    elif len(m) == 2:
        _add(fans, _two_pungs(m[0], m[1]))


# ---------------------------------------------------------------------------
# Terminal chows
# ---------------------------------------------------------------------------

def _terminal_chows(chows: Sequence[int], pair: int) -> int:
    """一色双龙会 / 三色双龙会: 123 and 789 chows twice, with a pair of 5s."""
    if pair >= 27 or pair % 9 != 4:
        return 0
    ps = pair // 9
    if any(c % 9 not in (1, 7) for c in chows):
        return 0
    suits = [c // 9 for c in chows]
    if all(s == ps for s in suits):
        lows = sum(1 for c in chows if c % 9 == 1)
        return F.PURE_TERMINAL_CHOWS if lows == 2 else 0
    if ps in suits:
        return 0
    need = {(s, r) for s in range(3) if s != ps for r in (1, 7)}
    return F.THREE_SUITED_TERMINAL_CHOWS if {(c // 9, c % 9) for c in chows} == need else 0


# ---------------------------------------------------------------------------
# One decomposition
# ---------------------------------------------------------------------------

# Fan ids as module constants for the hot loop below (a class attribute costs more).
_ALL_CHOWS = F.ALL_CHOWS
_ALL_PUNGS = F.ALL_PUNGS
_BIG_FOUR_WINDS = F.BIG_FOUR_WINDS
_BIG_THREE_WINDS = F.BIG_THREE_WINDS
_CHICKEN_HAND = F.CHICKEN_HAND
_FOUR_CONCEALED_PUNGS = F.FOUR_CONCEALED_PUNGS
_FOUR_KONGS = F.FOUR_KONGS
_LITTLE_FOUR_WINDS = F.LITTLE_FOUR_WINDS
_LITTLE_THREE_DRAGONS = F.LITTLE_THREE_DRAGONS
_PURE_TRIPLE_CHOW = F.PURE_TRIPLE_CHOW
_TRIPLE_PUNG = F.TRIPLE_PUNG
_TWO_DRAGONS_PUNGS = F.TWO_DRAGONS_PUNGS
_EXCLUDES = EXCLUDES
_ALL_CHOWS_EXCLUDES = EXCLUDES.get(_ALL_CHOWS, ())
_LITTLE_THREE_DRAGONS_EXCLUDES = EXCLUDES.get(_LITTLE_THREE_DRAGONS, ())
_LITTLE_FOUR_WINDS_EXCLUDES = EXCLUDES.get(_LITTLE_FOUR_WINDS, ())
_TRAIT_EXCLUDES = tuple(EXCLUDES.get(f, ()) for f in TRAIT_FANS)
"""Trait bit -> what its fan excludes."""
assert (W_CHOWS, W_PUNGS, W_PAIR, W_TRAIT, W_WIN) == (0, 1, 2, 3, 6)
# The fans added below without their exclusions must exclude nothing.
assert not any(map(EXCLUDES.get, (_ALL_PUNGS, _BIG_THREE_WINDS, F.EDGE_WAIT, F.CLOSED_WAIT,
                                  F.SINGLE_WAIT)))
assert set(EXCLUDES.get(_TWO_DRAGONS_PUNGS, ())) <= set(_LITTLE_THREE_DRAGONS_EXCLUDES)


def _merged(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """Two ascending, non-empty tuples as one ascending tuple."""
    # Often one lies wholly before the other; else a list sorted in place (cheaper
    # than sorted()).
    if a[-1] <= b[0]:
        return a + b
    if b[-1] <= a[0]:
        return b + a
    out = [*a, *b]
    out.sort()
    return (*out,)


def division_fans(fans: dict[int, int], dropped: tuple[int, ...], w0: Way, w1: Way, w2: Way,
                  w3: Way, win_way: Way, pair_way: Way, fixed_chows: tuple[int, ...],
                  fixed_pungs: tuple[int, ...], fixed_trait: int, win_offset: int,
                  self_drawn: bool, wait_fans: bool, kong_row: tuple[KnownFans, ...], seat: int,
                  prevalent: int) -> None:
    """Score one decomposition (one way per block) into ``fans``, exclusions applied.

    Args:
        fans: the fans every decomposition has (win flags, concealment, tile-set
            fans, 四归一); completed in place.
        dropped: the fans those exclude (see
            :func:`~mahjong_tui.rulesets.mcr.scoring.exclusions.excluded_by`).
        w0: the way of block 0 (see :mod:`.blocks`); ``w1``, ``w2``, ``w3`` likewise.
        w1: the way of block 1.
        w2: the way of block 2.
        w3: the way of the honours.
        win_way: the way of the winning tile's block (one of the four).
        pair_way: the way of the block holding the pair (one of the four).
        fixed_chows: middle tiles of the declared chows, ascending.
        fixed_pungs: tiles of the declared pungs and kongs, ascending.
        fixed_trait: set-trait bits shared by the declared sets.
        win_offset: the winning tile's place in its block.
        self_drawn: won on own draw.
        wait_fans: wait fans apply (a unique wait, neither 全求人 nor 四杠).
        kong_row: the hand's row of :data:`KONG_ROWS` (by its melded and concealed kongs).
        seat: seat wind tile (27..30).
        prevalent: prevalent wind tile (27..30).
    """
    # Way fields by position, as literals (cheaper than the module constants on this
    # path): 0 W_CHOWS, 1 W_PUNGS, 2 W_PAIR, 3 W_TRAIT, 6 W_WIN (checked at import).
    pungs = w0[1] + w1[1] + w2[1] + w3[1]
    concealed_pungs = len(pungs)
    # Each part is ascending (blocks are disjoint tile ranges in order): only a
    # mix of declared and concealed sets needs a sort.
    if fixed_pungs:
        pungs = _merged(fixed_pungs, pungs) if pungs else fixed_pungs
    in_chow, win_pung, wait = win_way[6][win_offset]
    # A pung completed by a discard counts as exposed, unless the discard can be
    # read as part of a concealed chow.
    if win_pung and not self_drawn and not in_chow:
        concealed_pungs -= 1
    pair = pair_way[2]

    # Fan tables are merged with |= (an operator, cheaper than calling update), and
    # what each excludes is gathered for the end (every fan added below is listed).
    if pungs:
        kong, excluded = kong_row[concealed_pungs]
        if kong:
            fans |= kong
            dropped += excluded
        # 碰碰和 excludes nothing.
        if (len(pungs) == 4 and _FOUR_KONGS not in fans
                and _FOUR_CONCEALED_PUNGS not in fans):
            fans[_ALL_PUNGS] = 1
        group, excluded = _PUNG_GROUPS.get(pungs) or _pung_group(pungs)
        fans |= group
        if excluded:  # seldom: most group fans exclude nothing
            dropped += excluded
    chows = w0[0] + w1[0] + w2[0] + w3[0]
    if fixed_chows:
        chows = _merged(fixed_chows, chows) if chows else fixed_chows
    n_chows = len(chows)
    if n_chows >= 2:
        fan = _terminal_chows(chows, pair) if n_chows == 4 else 0
        if fan:
            fans[fan] = 1
            dropped += _EXCLUDES[fan]
        else:
            group, excluded = _CHOW_GROUPS.get(chows) or _chow_group(chows)
            fans |= group
            if excluded:
                dropped += excluded

    # The pair: all chows, little three dragons, little four winds. (The fan each
    # replaces stays among the dropped: 小三元 excludes what 双箭刻 does, and 三风刻
    # excludes nothing.)
    if n_chows == 4:
        if pair < 27:
            fans[_ALL_CHOWS] = 1
            dropped += _ALL_CHOWS_EXCLUDES
    elif _TWO_DRAGONS_PUNGS in fans:
        if pair >= _C:
            fans[_LITTLE_THREE_DRAGONS] = 1
            del fans[_TWO_DRAGONS_PUNGS]
            dropped += _LITTLE_THREE_DRAGONS_EXCLUDES
    elif _BIG_THREE_WINDS in fans and _E <= pair <= _N:
        fans[_LITTLE_FOUR_WINDS] = 1
        del fans[_BIG_THREE_WINDS]
        dropped += _LITTLE_FOUR_WINDS_EXCLUDES

    # Most hands share no set trait: stop at the first blocks that rule one out.
    trait = fixed_trait & w0[3] & w1[3]
    if trait:
        trait &= w2[3] & w3[3]
        if trait:
            fans[TRAIT_FANS[trait]] = 1
            dropped += _TRAIT_EXCLUDES[trait]
    # The wait fans exclude nothing.
    if wait and wait_fans:
        fans[wait] = 1

    # The exclusions (see the exclusions module): drop what the parts listed.
    if _FOUR_CONCEALED_PUNGS in fans:
        apply_exclusions(fans)
    else:
        for x in dropped:
            fans.pop(x, None)
        if _BIG_THREE_WINDS in fans:
            three_winds(fans)
    if pungs and pungs[-1] >= _E and _BIG_FOUR_WINDS not in fans:
        for t in pungs:
            if _E <= t <= _N:
                wind_fans(t, seat, prevalent, fans)
    if not fans:
        fans[_CHICKEN_HAND] = 1


def best_division(blocks: tuple[tuple[Way, ...], ...], base: dict[int, int],
                  dropped: tuple[int, ...], fixed_chows: tuple[int, ...],
                  fixed_pungs: tuple[int, ...], fixed_trait: int, win_block: int,
                  win_offset: int, pair_block: int, self_drawn: bool, wait_fans: bool,
                  kong_row: tuple[KnownFans, ...], seat: int, prevalent: int, best_total: int,
                  seven_pairs: bool) -> tuple[dict[int, int], tuple[Way, ...]] | None:
    """Score every decomposition (one way per block) and keep the best.

    A hand with a single decomposition and nothing to beat needs no totals: the
    caller scores it with :func:`division_fans` directly.

    Args:
        blocks: the ways of each of the four blocks (see :mod:`.blocks`).
        base: the fans every decomposition has (win flags, concealment, tile-set
            fans, 四归一); each decomposition is scored in a copy.
        dropped: the fans those exclude.
        fixed_chows: middle tiles of the declared chows, ascending.
        fixed_pungs: tiles of the declared pungs and kongs, ascending.
        fixed_trait: set-trait bits shared by the declared sets.
        win_block: the winning tile's block.
        win_offset: the winning tile's place in its block.
        pair_block: the block holding the pair.
        self_drawn: won on own draw.
        wait_fans: wait fans apply (a unique wait, neither 全求人 nor 四杠).
        kong_row: the hand's row of :data:`KONG_ROWS`.
        seat: seat wind tile (27..30).
        prevalent: prevalent wind tile (27..30).
        best_total: the total to beat (a seven-pairs reading, else 0).
        seven_pairs: the hand also reads as seven pairs (a tie then goes to the
            later reading).

    Returns:
        ``(fans after exclusions without flowers, the chosen ways)``, or None if
        no decomposition beats ``best_total``. The highest total wins; on
        a tie a later decomposition replaces the kept one only if it has 一色三同顺
        or 三同刻, or the hand is seven pairs (the reference's rule).
    """
    chosen: tuple[Way, ...] | None = None
    best: dict[int, int] = {}
    for ways in product(*blocks):
        fans = base.copy()
        w0, w1, w2, w3 = ways
        division_fans(fans, dropped, w0, w1, w2, w3, ways[win_block], ways[pair_block],
                      fixed_chows, fixed_pungs, fixed_trait, win_offset, self_drawn, wait_fans,
                      kong_row, seat, prevalent)
        total = 0
        for f, n in fans.items():
            total += POINTS[f] * n
        if total > best_total or (total == best_total and (
                fans.get(_PURE_TRIPLE_CHOW) == 1 or seven_pairs or _TRIPLE_PUNG in fans)):
            best, best_total, chosen = fans, total, ways
    if chosen is None:
        return None
    return best, chosen


def wait_fan(concealed: Sequence[Pack], win: int) -> int:
    """Edge, closed or single wait, read from the concealed packs holding the winning tile.

    Only called for a unique wait. When several readings exist the reference keeps
    one: edge before closed before single.
    """
    edge = closed = single = False
    for kind, t, _melded in concealed:
        if kind == CHOW:
            if t == win:
                closed = True
            elif t - 1 == win or t + 1 == win:
                edge = True
        elif kind == PAIR and t == win:
            single = True
    if edge:
        return F.EDGE_WAIT
    if closed:
        return F.CLOSED_WAIT
    if single:
        return F.SINGLE_WAIT
    return 0


def wind_fans(t: int, seat: int, prevalent: int, fans: dict[int, int]) -> None:
    """圈风刻 / 门风刻 for a wind pung; that pung then stops counting as 幺九刻.

    Hands whose fans already dropped every wind 幺九刻 (三风刻, 混幺九, 字一色, 小四喜)
    lose nothing more.
    """
    deducted = (F.BIG_THREE_WINDS in fans or F.ALL_TERMINALS_AND_HONORS in fans
                or F.ALL_HONORS in fans or F.LITTLE_FOUR_WINDS in fans)
    hit = False
    if t == prevalent:
        fans[F.PREVALENT_WIND] = 1
        hit = True
    if t == seat:
        fans[F.SEAT_WIND] = 1
        hit = True
    if hit and not deducted:
        left = fans.get(F.PUNG_OF_TERMINALS_OR_HONORS, 0) - 1
        if left > 0:
            fans[F.PUNG_OF_TERMINALS_OR_HONORS] = left
        else:
            fans.pop(F.PUNG_OF_TERMINALS_OR_HONORS, None)
