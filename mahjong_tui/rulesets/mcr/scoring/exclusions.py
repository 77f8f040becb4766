"""The scoring principles applied after detection: 不计 removals and 套算一次.

* :func:`apply_exclusions` removes the fans each found fan excludes (the
  ``excludes`` column of :mod:`mahjong_tui.rulesets.mcr.scoring.fans`), plus the two
  adjustments that are not plain removals. Every special shape goes through it.
  The regular decompositions apply the same rules in two steps, for fan tables
  computed once and merged many times: what each table excludes is listed when
  the table is built (:func:`excluded_by`), and the lists of the tables merged
  are dropped at the end (``regular.division_fans``; with 四暗刻, whose swap
  changes what is excluded, it calls :func:`apply_exclusions`). The lists must
  cover every fan of the merged table; a fan removed before the end may stay
  listed only if a fan left in the table excludes at least as much (as 小三元
  does for the 双箭刻 it replaces).
* :func:`trim_chow_pairs` is the account-once (套算一次) and non-identical (不得相同)
  rule for the four 1-fan chow-pair fans.
"""

from __future__ import annotations

from collections.abc import Iterable

from mahjong_tui.rulesets.mcr.scoring.fans import FANS, F

__all__ = ["EXCLUDERS", "EXCLUDES", "apply_exclusions", "excluded_by", "three_winds",
           "trim_chow_pairs"]

EXCLUDES: dict[int, tuple[int, ...]] = {f.id: f.excludes for f in FANS if f.excludes}
"""Fan id -> ids it excludes, from the fan table."""
EXCLUDERS = frozenset(EXCLUDES)
"""The fans that exclude others."""

_CHOW_PAIR_FANS = (F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS)

# Fan ids as module constants: this runs once per decomposition scored, and a
# class attribute costs more to read.
_BIG_THREE_WINDS = F.BIG_THREE_WINDS
_FOUR_CONCEALED_PUNGS = F.FOUR_CONCEALED_PUNGS
_FULLY_CONCEALED_HAND = F.FULLY_CONCEALED_HAND
_PUNG_OF_TERMINALS_OR_HONORS = F.PUNG_OF_TERMINALS_OR_HONORS
_SELF_DRAWN = F.SELF_DRAWN


def apply_exclusions(fans: dict[int, int]) -> None:
    """Apply the 不计 rules to a fan table in place.

    Removals are decided on the fans found before any removal; this is equivalent
    to the reference's sequential order because every fan that can itself be
    removed either excludes nothing or excludes only what its remover also excludes.
    The exceptions are handled first:

    * 四暗刻 with 不求人: the reference scores 自摸 instead of 不求人 (四暗刻 already
      implies a concealed hand), so the swap happens before 不求人 would remove 自摸.
    * 三风刻: its three wind pungs stop counting as 幺九刻 (unless 字一色 or 混幺九,
      which drop every 幺九刻 anyway).
    """
    if _FOUR_CONCEALED_PUNGS in fans and fans.pop(_FULLY_CONCEALED_HAND, 0):
        fans[_SELF_DRAWN] = 1
    # Collected first, removed after: what goes is decided on the fans found.
    # (A loop over the few fans: cheaper than building a set of the excluders.)
    excludes = EXCLUDES
    dropped: tuple[int, ...] = ()
    for f in fans:
        if f in excludes:
            dropped += excludes[f]
    for x in dropped:
        fans.pop(x, None)
    if _BIG_THREE_WINDS in fans:
        three_winds(fans)


def three_winds(fans: dict[int, int]) -> None:
    """三风刻 found: its three wind pungs stop counting as 幺九刻."""
    if _PUNG_OF_TERMINALS_OR_HONORS in fans:
        left = fans[_PUNG_OF_TERMINALS_OR_HONORS] - 3
        if left > 0:
            fans[_PUNG_OF_TERMINALS_OR_HONORS] = left
        else:
            del fans[_PUNG_OF_TERMINALS_OR_HONORS]


def excluded_by(fans: Iterable[int]) -> tuple[int, ...]:
    """The ids the given fans exclude, one after another (repeats kept)."""
    out: tuple[int, ...] = ()
    for f in fans:
        out += EXCLUDES.get(f, ())
    return out


def trim_chow_pairs(found: list[int], max_count: int, fans: dict[int, int]) -> None:
    """Score the 1-fan chow-pair fans under 套算一次 and 不得相同.

    Each pair of chows may form 一般高, 喜相逢, 连六 or 老少副, but a chow that has
    already been combined may combine once more only with a chow not yet used: three
    chows give at most 2 such fans, four chows at most 3 (fewer when a chow relates to
    none of the others). When there are too many, duplicates go first (each fan is cut
    down to one copy, 老少副 first, then 连六, 喜相逢, 一般高), then singles in the
    same order.

    Args:
        found: the chow-pair fan of every pair of chows (0 when none).
        max_count: how many may be scored.
        fans: the table to add them to.
    """
    table = [0, 0, 0, 0]
    for f in found:
        if f:
            table[_CHOW_PAIR_FANS.index(f)] += 1
    count = sum(table)
    for limit in (1, 0):
        if count <= max_count:
            break
        for k in (3, 2, 1, 0):
            while table[k] > limit and count > max_count:
                table[k] -= 1
                count -= 1
            if count <= max_count:
                break
    for k, n in enumerate(table):
        if n:
            fans[_CHOW_PAIR_FANS[k]] = n
