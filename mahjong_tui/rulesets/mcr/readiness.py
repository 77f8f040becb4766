"""A cheap pre-check run before asking the fan calculator for a hand's waits.

Most hands in play are not ready; this rejects most of them with a few sums, so
the engine calls :func:`mahjong_tui.rulesets.mcr.scoring.winning_tiles` (the one authority on
shapes) only for hands that might be ready.
"""

from __future__ import annotations

__all__ = ["GROUP", "NO_REGULAR", "PLACE", "group_codes", "may_be_ready", "may_be_special",
           "may_win_regular", "readiness", "readiness_of_codes", "regular_residues",
           "residues_of", "shape_residues"]

_HALF = (0, 0, 1, 1, 2)  # pairs in a count of 0..4
# Residue class k of suit s is the tiles 9s + k, 9s + k + 3, 9s + k + 6 (147 / 258 /
# 369); a knitted straight takes one class per suit, a different class each.
_REGULAR_RESIDUES = frozenset(
    r for r in ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1), (2, 2, 0, 0),
                (2, 0, 2, 0), (2, 0, 0, 2), (0, 2, 2, 0), (0, 2, 0, 2), (0, 0, 2, 2)))


def residues_of(counts: list[int]) -> tuple[int, int, int, int]:
    """Tile counts of the three suits and the honours, each mod 3."""
    return (sum(counts[0:9]) % 3, sum(counts[9:18]) % 3, sum(counts[18:27]) % 3,
            sum(counts[27:34]) % 3)


NO_REGULAR = (1, 1, 1, 1)
"""What :func:`shape_residues` gives for a hand no tile can make regular (no tile
completes these residues)."""


def shape_residues(counts: list[int]) -> tuple[int, int, int, int]:
    """:func:`residues_of`, or :data:`NO_REGULAR` when the honours rule out four sets
    and a pair: honours make only pungs and the pair, so besides the 0s and 3s the
    honours of a hand one tile from that shape hold nothing (residue 0), one
    single or two pairs (residue 1: the tile pairs the single or pungs a pair), or
    one pair (residue 2); never four of a kind (the fourth has no partner). A suit
    at 0 mod 3 must also be able to be sets only."""
    return readiness(counts, 2)[0]


def readiness(counts: list[int], n_melds: int) -> tuple[tuple[int, int, int, int], bool]:
    """:func:`shape_residues` and, when those residues do not make the hand regular
    (:func:`regular_residues`), :func:`may_be_special` (else ``False``, not
    computed): what :func:`may_be_ready` needs, at the cost of one look at each
    suit."""
    a, b, c, z = group_codes(counts)
    return readiness_of_codes(a, b, c, z, n_melds)


PLACE = tuple(5 ** (i % 9) if i < 27 else 5 ** (i - 27) for i in range(34))
"""What one tile of kind ``i`` adds to the code of its group (:func:`group_codes`)."""

_POWERS = tuple(5 ** r for r in range(9))
# The code of each group's counts seen so far, by those counts (few patterns
# occur), forgotten wholesale when full.
_CODES: dict[tuple[int, ...], int] = {}


def _code_of(group: tuple[int, ...]) -> int:
    code: int = sum(c * p for c, p in zip(group, _POWERS[:len(group)], strict=True))
    if len(_CODES) >= _FACTS_MAX:
        _CODES.clear()
    _CODES[group] = code
    return code


def group_codes(counts: list[int]) -> list[int]:
    """The counts of each suit and of the honours as one number each, in base 5
    (a count is 0..4): the code of a group changes by :data:`PLACE` of a kind with
    each tile of that kind, so a holder of the codes may keep them up to date one
    tile at a time."""
    get = _CODES.get
    key = tuple(counts[0:9])
    a = get(key)
    if a is None:
        a = _code_of(key)
    key = tuple(counts[9:18])
    b = get(key)
    if b is None:
        b = _code_of(key)
    key = tuple(counts[18:27])
    c = get(key)
    if c is None:
        c = _code_of(key)
    key = tuple(counts[27:34])
    z = get(key)
    if z is None:
        z = _code_of(key)
    return [a, b, c, z]


def readiness_of_codes(a_code: int, b_code: int, c_code: int, z_code: int,
                       n_melds: int) -> tuple[tuple[int, int, int, int], bool]:
    """:func:`readiness` of the hand whose :func:`group_codes` these are."""
    facts = _FACTS
    try:
        a = facts[a_code]
        b = facts[b_code]
        c = facts[c_code]
        z = _HONOURS[z_code]
    except KeyError:  # a group not seen before
        a, b, c, z = _facts_of(a_code, b_code, c_code, z_code)
    if z[0]:
        residues = (a[0], b[0], c[0], z[1])
        if residues in _REGULAR_RESIDUES:
            # A suit at 0 mod 3 takes neither the tile nor the pair: sets only, so
            # each of its tiles not in a pung (held 1, 2 or 4 times) is in a chow.
            if a[1] and b[1] and c[1]:
                return residues, False
            residues = NO_REGULAR
    else:
        residues = NO_REGULAR
    if n_melds > 1 or (n_melds == 1 and a[2] + b[2] + c[2] < 8):
        # With a meld only the knitted straight remains, and _special asks first for
        # 8 of its suited kinds.
        return residues, False
    return residues, _special(a, b, c, z, n_melds)


def _facts_of(a_code: int, b_code: int, c_code: int, z_code: int
              ) -> tuple[_SuitFacts, _SuitFacts, _SuitFacts, _HonourFacts]:
    """The facts of the three suits and the honours by their codes, learnt when new."""
    facts = _FACTS
    return (facts.get(a_code) or _learn(a_code), facts.get(b_code) or _learn(b_code),
            facts.get(c_code) or _learn(c_code), _HONOURS.get(z_code) or _learn_honours(z_code))


def _decode(code: int, size: int) -> tuple[int, ...]:
    """The counts of a group from its code."""
    return tuple((code // 5 ** r) % 5 for r in range(size))


def _in_sets(suit: tuple[int, ...]) -> bool:
    """Every tile of the suit (its nine counts) held other than three times has the
    two neighbours of some chow (a necessary condition for the suit to be sets only)."""
    for r in range(9):
        c = suit[r]
        if c == 0 or c == 3:
            continue
        if not ((r >= 2 and suit[r - 2] and suit[r - 1])
                or (1 <= r <= 7 and suit[r - 1] and suit[r + 1])
                or (r <= 6 and suit[r + 1] and suit[r + 2])):
            return False
    return True


_SuitFacts = tuple[int, bool, int, int, int, int, int, int, int, int]
# What the checks need of one suit's nine counts, by their code (a suit of a hand
# in play takes few patterns, so they are met again and again): the count mod 3;
# whether it may be sets only (true unless that count is 0 mod 3 and _in_sets
# fails); kinds held; pairs (a four counts two); per residue class (147 / 258 /
# 369) the kinds missing; terminals held; a bit per residue class held; the
# largest count. Forgotten wholesale when full.
_FACTS: dict[int, _SuitFacts] = {}
_FACTS_MAX = 1 << 16
_HonourFacts = tuple[bool, int, int, int, int, int]
# The same of the seven honour counts: whether they allow four sets and a pair
# (see shape_residues), their residue there, kinds held, pairs, tiles, the largest
# count.
_HONOURS: dict[int, _HonourFacts] = {}


def _learn(code: int) -> _SuitFacts:
    """The facts of one suit by its code (see ``_FACTS``), remembered."""
    suit = _decode(code, 9)
    residue = sum(suit) % 3
    classes = 0
    for r in range(9):
        if suit[r]:
            classes |= 1 << (r % 3)
    facts = (residue, residue != 0 or _in_sets(suit), 9 - suit.count(0),
             sum(map(_HALF.__getitem__, suit)),
             (not suit[0]) + (not suit[3]) + (not suit[6]),
             (not suit[1]) + (not suit[4]) + (not suit[7]),
             (not suit[2]) + (not suit[5]) + (not suit[8]),
             suit[0] + suit[8], classes, max(suit))
    if len(_FACTS) >= _FACTS_MAX:
        _FACTS.clear()
    _FACTS[code] = facts
    return facts


def _learn_honours(code: int) -> _HonourFacts:
    """The facts of the honours by their code (see ``_HONOURS``), remembered."""
    honours = _decode(code, 7)
    ones = honours.count(1)
    twos = honours.count(2)
    facts = (not (ones > 1 or twos > 2 or (ones and twos) or 4 in honours),
             (ones + 2 * twos) % 3, 7 - honours.count(0),
             sum(map(_HALF.__getitem__, honours)), sum(honours), max(honours))
    if len(_HONOURS) >= _FACTS_MAX:
        _HONOURS.clear()
    _HONOURS[code] = facts
    return facts


def may_be_ready(counts: list[int], n_melds: int) -> bool:
    """A cheap NECESSARY condition for a hand of ``13 - 3 * n_melds`` tiles to have
    any winning tile, used to skip the calculator's wait search on most hands
    (``tests/engine/test_engine_ready_filter.py`` checks it never rejects a
    ready hand).

    Four sets and a pair keep every suit's tile count (and the honours') at a
    multiple of 3, except the pair's, at 2 mod 3. Removing the winning tile leaves
    the residues (1, 0, 0, 0) or (2, 2, 0, 0) in some order. The special shapes
    need no melds (seven pairs: six pairs already; thirteen orphans: 13 terminal
    or honour tiles; honours and knitted: 13 distinct tiles whose suited ones fit
    one knitted pattern) or at most one
    (knitted straight: 8 of its 9 tiles already held). The honours also need the
    counts :func:`shape_residues` describes.
    """
    residues, special = readiness(counts, n_melds)
    return special or residues in _REGULAR_RESIDUES


def regular_residues(residues: tuple[int, int, int, int]) -> bool:
    """The regular part of :func:`may_be_ready`, from the hand's :func:`shape_residues`."""
    return residues in _REGULAR_RESIDUES


def _regular_after(residues: tuple[int, int, int, int], group: int) -> bool:
    total = 0
    for g, r in enumerate(residues):
        r = (r + 1) % 3 if g == group else r
        if r == 1:
            return False
        total += r
    return total == 2


GROUP = tuple(i // 9 if i < 27 else 3 for i in range(34))
"""The group of each tile kind: 0, 1, 2 the suits, 3 the honours."""
_REGULAR_AFTER = frozenset(
    ((a, b, c, d), g) for a in range(3) for b in range(3) for c in range(3) for d in range(3)
    for g in range(4) if _regular_after((a, b, c, d), g))


def may_win_regular(residues: tuple[int, int, int, int], index: int) -> bool:
    """True if adding tile ``index`` (0..33) to a hand with these :func:`residues_of`
    leaves exactly one group at 2 mod 3 and the others at 0, as four sets and a
    pair need (a necessary condition for that tile to complete a regular shape)."""
    return (residues, GROUP[index]) in _REGULAR_AFTER


_KINDS_AFTER = {
    (a, b, c, d): frozenset(i for i in range(34) if ((a, b, c, d), GROUP[i]) in _REGULAR_AFTER)
    for a in range(3) for b in range(3) for c in range(3) for d in range(3)}


def kinds_may_win_regular(residues: tuple[int, int, int, int]) -> frozenset[int]:
    """The tile kinds for which :func:`may_win_regular` holds, at once."""
    return _KINDS_AFTER[residues]


def may_be_special(counts: list[int], n_melds: int) -> bool:
    """The special shapes' part of :func:`may_be_ready` (seven pairs, thirteen
    orphans, honours and knitted, knitted straight): a necessary condition for any
    of them to be one tile away."""
    if n_melds > 1:
        return False
    return _special(*_facts_of(*group_codes(counts)), n_melds)


def _special(a: _SuitFacts, b: _SuitFacts, c: _SuitFacts, z: _HonourFacts,
             n_melds: int) -> bool:
    """:func:`may_be_special` from the facts of the suits and the honours."""
    suited_held = a[2] + b[2] + c[2]
    if n_melds == 0:
        # Distinct kinds held: six pairs leave at most 8 (7 of 13 tiles); thirteen
        # orphans one away holds at least 12, honours and knitted 13.
        distinct = suited_held + z[2]
        if distinct <= 8:
            if a[3] + b[3] + c[3] + z[3] >= 6:
                return True
        elif distinct >= 12:
            if a[7] + b[7] + c[7] + z[4] == 13:  # all terminals and honours
                return True
            # Honours and knitted: no kind twice, each suit's tiles in one residue
            # class, a different class per suit.
            ka, kb, kc = a[8], b[8], c[8]
            if (distinct >= 13 and max(a[9], b[9], c[9], z[5]) == 1
                    and ka & (ka - 1) == 0 and kb & (kb - 1) == 0 and kc & (kc - 1) == 0
                    and not (ka & kb or ka & kc or kb & kc)):
                return True
    # A knitted straight one away holds 8 of its 9 suited tiles.
    if suited_held < 8:
        return False
    # Missing tiles of each residue class (147 / 258 / 369) of each suit; one class
    # per suit, a different class each: the six ways, at most one missing.
    m0, m1, m2 = a[4], a[5], a[6]
    m3, m4, m5 = b[4], b[5], b[6]
    m6, m7, m8 = c[4], c[5], c[6]
    return (m0 + m4 + m8 <= 1 or m0 + m5 + m7 <= 1 or m1 + m3 + m8 <= 1
            or m1 + m5 + m6 <= 1 or m2 + m3 + m7 <= 1 or m2 + m4 + m6 <= 1)
