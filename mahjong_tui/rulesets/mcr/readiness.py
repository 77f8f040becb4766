"""A cheap pre-check run before asking the fan calculator for a hand's waits.

Most hands in play are not ready; this rejects most of them with a few sums, so
the engine calls :func:`mahjong_tui.rulesets.mcr.scoring.winning_tiles` (the one authority on
shapes) only for hands that might be ready.
"""

from __future__ import annotations

__all__ = ["NO_REGULAR", "may_be_ready", "may_be_special", "may_win_regular",
           "regular_residues", "residues_of", "shape_residues"]

_TERMINALS_HONORS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_HALF = (0, 0, 1, 1, 2)  # pairs in a count of 0..4
# Residue class k of suit s is the tiles 9s + k, 9s + k + 3, 9s + k + 6 (147 / 258 /
# 369); a knitted straight takes one class per suit, a different class each.
_REGULAR_RESIDUES = frozenset(
    r for r in ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1), (2, 2, 0, 0),
                (2, 0, 2, 0), (2, 0, 0, 2), (0, 2, 2, 0), (0, 2, 0, 2), (0, 0, 2, 2)))


def _knitted_subset(counts: list[int]) -> bool:
    """True if the suited tiles fit one knitted pattern (147 / 258 / 369, a different
    one per suit), as honours-and-knitted (全不靠) needs."""
    used: set[int] = set()
    for base in (0, 9, 18):
        residues = {r % 3 for r in range(9) if counts[base + r]}
        if len(residues) > 1:
            return False
        if residues:
            if residues & used:
                return False
            used |= residues
    return True


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
    honours = counts[27:34]
    ones = honours.count(1)
    twos = honours.count(2)
    if ones > 1 or twos > 2 or (ones and twos) or 4 in honours:
        return NO_REGULAR
    residues = (sum(counts[0:9]) % 3, sum(counts[9:18]) % 3, sum(counts[18:27]) % 3,
                (ones + 2 * twos) % 3)
    if residues in _REGULAR_RESIDUES:
        # A suit at 0 mod 3 takes neither the tile nor the pair: sets only, so each
        # of its tiles not in a pung (held once, twice or four times) is in a chow.
        for base in (0, 9, 18):
            if residues[base // 9] == 0 and not _in_sets(counts, base):
                return NO_REGULAR
    return residues


def _in_sets(counts: list[int], base: int) -> bool:
    """Every tile of the suit from ``base`` held other than three times has the two
    neighbours of some chow (a necessary condition for the suit to be sets only)."""
    for r in range(9):
        c = counts[base + r]
        if c == 0 or c == 3:
            continue
        i = base + r
        if not ((r >= 2 and counts[i - 2] and counts[i - 1])
                or (1 <= r <= 7 and counts[i - 1] and counts[i + 1])
                or (r <= 6 and counts[i + 1] and counts[i + 2])):
            return False
    return True


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
    return shape_residues(counts) in _REGULAR_RESIDUES or may_be_special(counts, n_melds)


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


_GROUP = tuple(i // 9 if i < 27 else 3 for i in range(34))
_REGULAR_AFTER = frozenset(
    ((a, b, c, d), g) for a in range(3) for b in range(3) for c in range(3) for d in range(3)
    for g in range(4) if _regular_after((a, b, c, d), g))


def may_win_regular(residues: tuple[int, int, int, int], index: int) -> bool:
    """True if adding tile ``index`` (0..33) to a hand with these :func:`residues_of`
    leaves exactly one group at 2 mod 3 and the others at 0, as four sets and a
    pair need (a necessary condition for that tile to complete a regular shape)."""
    return (residues, _GROUP[index]) in _REGULAR_AFTER


_KINDS_AFTER = {
    (a, b, c, d): frozenset(i for i in range(34) if ((a, b, c, d), _GROUP[i]) in _REGULAR_AFTER)
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
    suited_held = 27 - counts[:27].count(0)
    if n_melds == 0:
        # Distinct kinds held: six pairs leave at most 8 (7 of 13 tiles); thirteen
        # orphans one away holds at least 12, honours and knitted 13.
        distinct = suited_held + 7 - counts[27:34].count(0)
        if distinct <= 8:
            if sum(map(_HALF.__getitem__, counts[:34])) >= 6:
                return True
        elif distinct >= 12:
            if sum(map(counts.__getitem__, _TERMINALS_HONORS)) == 13:
                return True
            if distinct >= 13 and max(counts[:34]) == 1 and _knitted_subset(counts):
                return True
    # A knitted straight one away holds 8 of its 9 suited tiles.
    if suited_held < 8:
        return False
    c = counts
    # Missing tiles of each residue class (147 / 258 / 369) of each suit.
    m0 = (not c[0]) + (not c[3]) + (not c[6])
    m1 = (not c[1]) + (not c[4]) + (not c[7])
    m2 = (not c[2]) + (not c[5]) + (not c[8])
    m3 = (not c[9]) + (not c[12]) + (not c[15])
    m4 = (not c[10]) + (not c[13]) + (not c[16])
    m5 = (not c[11]) + (not c[14]) + (not c[17])
    m6 = (not c[18]) + (not c[21]) + (not c[24])
    m7 = (not c[19]) + (not c[22]) + (not c[25])
    m8 = (not c[20]) + (not c[23]) + (not c[26])
    # One class per suit, a different class each: the six ways, at most one missing.
    return (m0 + m4 + m8 <= 1 or m0 + m5 + m7 <= 1 or m1 + m3 + m8 <= 1
            or m1 + m5 + m6 <= 1 or m2 + m3 + m7 <= 1 or m2 + m4 + m6 <= 1)
