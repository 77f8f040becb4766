"""The playout policy of ``master``'s own seat in MCR: it follows a fan plan.

A win in MCR needs 8 fan. The greedy policy (:mod:`bots.master_policy`) plays for
speed alone and so rarely completes a hand worth 8 fan: playouts with it favour
discards that keep many shapes and break the plan that would make the hand legal.
So the searching player's own seat plays each playout along the plan the
``expert`` would follow after the candidate (:func:`bots.targets.rank_targets`,
the best plan by distance and useful tiles), at the cost of a few look-ups per
decision:

* a filter plan (flushes, all pungs, upper/lower four, reversible tiles) discards
  the tiles it does not allow first; all pungs keeps pairs, not neighbours;
* a pattern plan (straights, shifted and triple chows) keeps the pattern tiles it
  still needs;
* seven pairs keeps pairs;
* among the tiles left to choose from, the discard leaving the lowest shanten over
  all shapes (:func:`bots.analysis.shanten`, table look-ups), the tile worth least
  to keep among equals; all pungs and seven pairs keep their pairs instead (the
  regular shape would break a pair for a chow);
* claims: a pung or chow the plan allows, when the plan is worth 8 fan with the hand
  open (an open hand loses the concealed fan); else pass.

Whether a win is legal is the engine's answer (wins offered are worth 8 fan), so a
hand off its plan simply does not win in the playout. The other seats, and the
other plans (thirteen orphans, honours and knitted, knitted straight), play greedy.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bots.analysis import shanten
from bots.master_policy import greedy_policy, keep_score
from bots.targets import TargetKind, compatible, rank_targets, sure_extra
from mahjong_tui.engine.actions import Action, Chow, Discard, Pass, Pung, Win
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.playout import Playout

__all__ = ["Plan", "PlanPolicy", "plan_for"]

@dataclass(frozen=True, slots=True)
class Plan:
    """What a fan plan asks of the discards and claims.

    Attributes:
        key: the plan's key (``half_flush_p``, ...).
        allowed: bit mask of the tile kinds the plan may use.
        need: per tile kind, copies of it the plan's pattern still needs.
        pungs_only: no chows; pairs are kept, neighbours do not count.
        pairs: seven pairs: pairs are kept, neighbours do not count.
        chows: first tiles of the chows the plan may claim (all within
            ``allowed`` for a filter, the missing pattern chows for a pattern).
        may_claim: the plan is worth 8 fan with the hand open.
    """

    key: str
    allowed: int
    need: tuple[int, ...]
    pungs_only: bool
    pairs: bool
    chows: frozenset[int]
    may_claim: bool


def plan_for(counts: Sequence[int], melds: Sequence[Meld], seat_wind: int,
             prevalent: int) -> Plan | None:
    """The plan a hand of 13 standing tiles (after its discard) would follow, or
    ``None`` for a plan played greedily."""
    ranked = rank_targets(counts, melds, seat_wind, prevalent, limit=1)
    if not ranked:
        return None
    target = ranked[0].target
    extra = sure_extra(counts, melds, seat_wind, prevalent)
    if all(m.concealed for m in melds):
        extra -= 2  # the concealed fan, lost by a claim
    may_claim = target.fan + extra >= 8
    need = [0] * 34
    chows: set[int] = set()
    if target.kind is TargetKind.FILTER:
        if not target.pungs_only:
            chows = {i for i in range(27) if i % 9 <= 6
                     and all((target.allowed >> (i + j)) & 1 for j in range(3))}
        return Plan(target.key, target.allowed, tuple(need), target.pungs_only, False,
                    frozenset(chows), may_claim)
    if target.kind is TargetKind.PATTERN:
        _, left, _ = compatible(target, melds)
        for t in left:
            need[t] += 1
        rest = list(left)
        while rest:
            a = rest[0]
            for t in (a, a + 1, a + 2):
                rest.remove(t)
            chows.add(a)
        return Plan(target.key, (1 << 34) - 1, tuple(need), False, False,
                    frozenset(chows), may_claim)
    if target.shape == "seven":
        return Plan(target.key, (1 << 34) - 1, tuple(need), False, True, frozenset(),
                    False)
    return None


class PlanPolicy:
    """A playout policy: ``player`` follows ``plan``, everyone else plays greedy.

    Args:
        player: the seat that follows the plan.
        plan: the plan (``None``: greedy for everyone).
    """

    __slots__ = ("plan", "player")

    def __init__(self, player: int, plan: Plan | None) -> None:
        self.player = player
        self.plan = plan

    def __call__(self, playout: Playout, player: int, legal: tuple[Action, ...],
                 rng: random.Random) -> Action:
        """Choose one of ``legal`` for ``player``."""
        plan = self.plan
        if player != self.player or plan is None:
            return greedy_policy(playout, player, legal, rng)
        first = legal[0]
        if type(first) is Win:
            return first
        if playout.pending_tile is not None:
            return _claim(plan, legal)
        return _discard(plan, playout.counts(player), len(playout.melds(player)), legal)


def _claim(plan: Plan, legal: tuple[Action, ...]) -> Action:
    if plan.may_claim:
        for a in legal:
            if isinstance(a, Pung):
                if a.tile is not None and (plan.allowed >> a.tile.index) & 1 \
                        and not plan.need[a.tile.index]:
                    return a
            elif isinstance(a, Chow) and a.first.index in plan.chows:
                return a
    for a in legal:
        if type(a) is Pass:
            return a
    return legal[-1]


def _discard(plan: Plan, c: Sequence[int], melds: int,
             legal: tuple[Action, ...]) -> Action:
    """The discard along ``plan``: an off-plan tile first (the one worth least to
    keep); else, among the tiles the plan's pattern does not still need, the one
    leaving the lowest shanten, the tile worth least to keep among equals; else the
    needed tile worth least to keep.

    A pungs or pairs plan keeps its pairs (no shanten: the regular shape would
    break pairs for chows). The legal discards hold one per tile kind."""
    allowed = plan.allowed
    need = plan.need
    plain = not (plan.pungs_only or plan.pairs)
    off_plan: list[tuple[int, Discard]] = []
    free: list[tuple[int, Discard]] = []
    needed: list[tuple[int, Discard]] = []
    for a in legal:
        if not isinstance(a, Discard):
            continue
        i = a.tile.index
        if i >= 34:
            return a  # a flower is never kept
        n = c[i]
        # A plain plan keeps pairs and chow neighbours as the greedy policy does;
        # a pungs or pairs plan keeps pairs only.
        score = keep_score(c, i) if plain else (6 * (n - 1) if n >= 2 else 0)
        if not (allowed >> i) & 1:
            off_plan.append((score, a))
        elif need[i] and n <= need[i]:
            needed.append((score, a))
        else:
            free.append((score, a))
    if off_plan:
        return min(off_plan, key=_score)[1]
    if not free:
        return min(needed, key=_score)[1] if needed else legal[-1]
    if not plain:
        return min(free, key=_score)[1]
    work = list(c[:34])
    best: Action = free[0][1]
    best_key = (1 << 30, 1 << 30)
    for score, a in free:
        i = a.tile.index
        work[i] -= 1
        key = (shanten(work, melds), score)
        work[i] += 1
        if key < best_key:
            best, best_key = a, key
    return best


def _score(option: tuple[int, Discard]) -> int:
    return option[0]
