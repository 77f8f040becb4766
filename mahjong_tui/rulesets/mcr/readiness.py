"""A cheap pre-check run before asking the fan calculator for a hand's waits.

Most hands in play are not ready; this rejects most of them with a few sums, so
the engine calls :func:`mahjong_tui.rulesets.mcr.scoring.winning_tiles` (the one authority on
shapes) only for hands that might be ready.
"""

from __future__ import annotations

__all__ = ["may_be_ready", "may_be_special", "may_win_regular", "residues_of"]

_TERMINALS_HONORS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_HALF = (0, 0, 1, 1, 2)  # pairs in a count of 0..4
# Residue class k of suit s is the tiles 9s + k, 9s + k + 3, 9s + k + 6 (147 / 258 /
# 369); a knitted straight takes one class per suit, a different class each.
_KNITTED_STARTS = (0, 1, 2, 9, 10, 11, 18, 19, 20)
_KNITTED_TRIPLES = tuple(
    (perm[0], 3 + perm[1], 6 + perm[2])
    for perm in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)))
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
    (knitted straight: 8 of its 9 tiles already held).
    """
    return residues_of(counts) in _REGULAR_RESIDUES or may_be_special(counts, n_melds)


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
    kinds = counts[:34]
    # Distinct kinds held: six pairs leave at most 8 (7 of 13 tiles); thirteen orphans
    # one away holds at least 12, honours and knitted 13, a knitted straight 8 suited.
    distinct = 34 - kinds.count(0)
    if n_melds == 0:
        if distinct <= 8 and sum(map(_HALF.__getitem__, kinds)) >= 6:
            return True
        if distinct >= 12 and sum(map(counts.__getitem__, _TERMINALS_HONORS)) == 13:
            return True
        if distinct >= 13 and max(kinds) == 1 and _knitted_subset(counts):
            return True
    if 27 - counts[:27].count(0) < 8:
        return False
    # Knitted straight: some pattern with at most one of its 9 tiles missing.
    missing = [(not counts[i]) + (not counts[i + 3]) + (not counts[i + 6])
               for i in _KNITTED_STARTS]
    return any(missing[a] + missing[b] + missing[c] <= 1 for a, b, c in _KNITTED_TRIPLES)
