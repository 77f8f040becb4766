"""The ``expert`` level: plays towards a fan plan that reaches 8, defends late.

* Plans: :func:`bots.targets.rank_targets` picks the three most promising plans
  for the hand (flushes, all pungs, straights, triple/shifted chows, seven pairs,
  knitted shapes...). Each discard is judged by the best plan's distance and its
  live useful tiles. A plain hand with no plan counts two steps further away.
* Ready hands: only waits the fan calculator scores at 8 or more count (as in
  ``standard``); a ready hand with legal live waits beats everything else.
* Claims: taken when they bring the best plan closer (a kong when it costs
  nothing), never when they would leave no plan reaching 8.
* Defence: when an opponent looks ready or big (sets down, a flush pattern, a
  late wall) and the own hand is far, discard the least dangerous tile.
* Wins: always.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bots.analysis import shanten, shanten_useful, visible_counts
from bots.base import (
    BotBase,
    DiscardOption,
    Seat,
    after_claim,
    claims,
    discard_options,
    discard_tiles,
    discarder_offset,
    keep_value,
    shanten_text,
    turn_kongs,
    useful_live,
)
from bots.defence import danger, threats
from bots.fan import legal_acceptance
from bots.standard import ready_weight
from bots.targets import TargetScore, evaluate, rank_targets, sure_extra
from mahjong_tui.engine.actions import Action, Discard, Kong, Pass
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES
from mahjong_tui.engine.views import SeatView

__all__ = ["ExpertBot"]

PLAIN_PENALTY = 2
"""Extra distance of a hand that follows no fan plan."""

READY_EQUIVALENT = 6.0
"""A live legal winning tile of a thin ready hand is worth this many useful tiles of
a hand one step from ready."""


@dataclass(frozen=True, slots=True)
class Judged:
    """A discard option judged against the plans.

    Attributes:
        option: the discard.
        distance: 0 = ready with a legal live wait, else the best plan's effective
            shanten (at least 1).
        score: live winning tiles when ready, else live useful tiles of the plan.
        plan: the plan's name, or ``None``.
        cost: distance weighted by how hard each step is (see :func:`step_cost`).
    """

    option: DiscardOption
    distance: int
    score: float
    plan: str | None
    cost: float


def step_cost(distance: int, live: float, accept: float) -> float:
    """Distance to ready, each step costing more when few live tiles make it: a step
    with ``live`` useful copies costs ``max(1, accept / live)`` (0 = plain distance)."""
    if accept <= 0:
        return float(distance)
    return distance * max(1.0, accept / max(live, 0.5))


def judge(option: DiscardOption, melds: Sequence[Meld], seat: Seat,
          plans: Sequence[TargetScore], plain_penalty: int = PLAIN_PENALTY,
          ready_min: float = 0.0, accept: float = 0.0, lookahead: bool = False) -> Judged:
    """Judge one discard option against the chosen plans.

    Args:
        option: the discard.
        melds: own declared sets.
        seat: the seat.
        plans: the plans to measure against.
        plain_penalty: extra distance of a hand following no plan.
        ready_min: a ready hand with fewer live legal winning tiles counts as one away.
        accept: see :func:`step_cost`.
        lookahead: judge a 1-shanten hand by the live tiles that lead to a ready hand
            with a legal wait (:func:`bots.fan.legal_acceptance`).
    """
    if option.shanten == 0:
        w = ready_weight(option, melds, seat)
        if w > 0:
            if w >= ready_min:
                return Judged(option, 0, w, None, -w / 100)
            live = w * READY_EQUIVALENT
            return Judged(option, 1, live, "a thin wait", step_cost(1, live, accept))
    extra = sure_extra(option.counts, melds, seat.seat_wind, seat.prevalent)
    d0 = max(1, option.shanten + plain_penalty)
    best = Judged(option, d0, float(option.live_useful), None,
                  step_cost(d0, option.live_useful, accept))
    if lookahead and option.shanten == 1:
        a = legal_acceptance(option.counts, melds, seat.live, seat.seat_wind, seat.prevalent,
                             seat.minimum)
        if a > 0:
            best = Judged(option, 1, a, "a legal ready hand", step_cost(1, a, accept))
    for plan in plans:
        ts = evaluate(plan.target, option.counts, melds, extra)
        if ts is None:
            continue
        d = max(1, ts.effective)
        live = float(useful_live(ts.useful, seat.live))
        cost = step_cost(d, live, accept)
        if (cost, -live) < (best.cost, -best.score):
            best = Judged(option, d, live, plan.target.name, cost)
    return best


def plan_distance(counts: Sequence[int], melds: Sequence[Meld], seat: Seat,
                  plain_penalty: int = PLAIN_PENALTY) -> tuple[int, str]:
    """Best plan distance of a hand (13- or 14-style) and the plan's name."""
    plans = rank_targets(counts, melds, seat.seat_wind, seat.prevalent, 1)
    plain = shanten(counts, len(melds)) + plain_penalty
    if plans and plans[0].effective <= plain:
        return plans[0].effective, plans[0].target.name
    return plain, "no plan"


class ExpertBot(BotBase):
    """Plans for 8 fan, checks waits with the fan calculator, defends late.

    Args:
        seed: seeds the bot's RNG (unused for choices: the level is deterministic).
    """

    level = "expert"
    plain_penalty = PLAIN_PENALTY
    ready_min = 2.0
    """Below this many live legal winning tiles, early on, a ready hand counts as
    one step away (it may still be kept if nothing better exists)."""
    early = 30
    """Wall tiles left above which the hand is "early"."""
    defence_pressure = 1.0
    """Sum of threat weights that makes a far hand defend."""
    accept = 0.0
    lookahead = False
    cost_claims = True
    """Judge claims with the same cost as discards (else by plan distance only)."""
    claim_margin = 0.0
    """How much a claim must lower the cost to be taken."""
    """Judge 1-shanten hands by the tiles leading to a legal ready hand."""
    """Live useful copies below which a step to ready counts as harder (see
    :func:`step_cost`)."""
    """Sum of threat weights that makes a far hand defend."""

    def on_turn(self, view: SeatView, seat: Seat) -> Action:
        """Discard towards the best plan; kong when it costs nothing; defend late."""
        m = len(seat.melds)
        options = discard_options(seat.counts, m, seat.live, discard_tiles(view.legal))
        plans = rank_targets(seat.counts, seat.melds, seat.seat_wind, seat.prevalent, 3)
        ready_min = self.ready_min if view.wall_remaining > self.early else 0.0
        judged = [judge(o, seat.melds, seat, plans, self.plain_penalty, ready_min, self.accept,
                        self.lookahead) for o in options]

        def key(j: Judged) -> tuple[float, float, int, int, int, int]:
            o = j.option
            return (j.cost, -j.score, o.shanten, -o.live_useful,
                    keep_value(o.tile.index, seat.seat_wind, seat.prevalent), -o.tile.index)

        best = min(judged, key=key)
        concealed, added = turn_kongs(view.legal)
        for k in concealed:
            rest = list(seat.counts)
            rest[k.tile.index] -= 4
            if shanten(rest, m + 1) <= best.option.shanten:
                self._reason = f"{k.text}: keeps {shanten_text(best.option.shanten)}"
                return k
        for ak in added:
            if any(j.option.tile == ak.tile and j.distance == best.distance for j in judged):
                self._reason = f"{ak.text}: the tile is spare, draw a replacement"
                return ak
        found = threats(view)
        pressure = sum(t.weight for t in found)
        limit = self.defence_pressure
        if best.distance >= 2 and (pressure >= limit or (pressure >= limit / 2
                                                         and best.distance >= 3)):
            visible = visible_counts(view)
            safest = min(judged, key=lambda j: (
                round(danger(j.option.tile.index, view, found, visible), 1), *key(j)))
            if safest.option.tile != best.option.tile:
                top = max(found, key=lambda t: t.weight)
                self._reason = (f"discard {safest.option.tile.text}: defending against "
                                f"{view.players[top.player] if view.players else top.player}"
                                f" ({top.why}); hand is {shanten_text(best.option.shanten)}")
                return Discard(safest.option.tile)
        self._reason = self._turn_reason(best)
        return Discard(best.option.tile)

    @staticmethod
    def _turn_reason(j: Judged) -> str:
        o = j.option
        if j.distance == 0:
            return f"discard {o.tile.text}: ready, {j.score:g} live winning tiles"
        aim = f", aiming {j.plan}" if j.plan else ", no 8-fan plan yet"
        return (f"discard {o.tile.text}: keeps {shanten_text(o.shanten)}, "
                f"{j.score:g} live tiles{aim}")

    def on_claim(self, view: SeatView, seat: Seat) -> Action:
        """Claim when it brings the best plan closer (or makes a legal ready hand)."""
        if self.cost_claims:
            return self._claim_by_cost(view, seat)
        claim = view.pending_claim
        m = len(seat.melds)
        now_plain = shanten(seat.counts, m)
        if claim is None or claim.robbing:
            self._reason = f"pass: keeps {shanten_text(now_plain)}"
            return Pass()
        offset = discarder_offset(view)
        now_dist, now_plan = plan_distance(seat.counts, seat.melds, seat, self.plain_penalty)
        best_action: Action | None = None
        best_note = ""
        best_dist = now_dist
        for action in claims(view.legal):
            res = after_claim(seat, action, claim.tile, offset)
            if res is None:
                continue
            is_kong = isinstance(action, Kong)
            plain_after = shanten(res.counts, len(res.melds))
            if plain_after > now_plain:
                continue
            if not is_kong:
                # A claim that makes a ready hand with a legal live wait is taken.
                for o in discard_options(res.counts, len(res.melds), seat.live):
                    if o.shanten == 0 and ready_weight(o, res.melds, seat) > 0:
                        self._reason = (f"{action.text}: ready with a legal win after "
                                        f"discarding {o.tile.text}")
                        return action
            dist, plan = plan_distance(res.counts, res.melds, seat, self.plain_penalty)
            if plan == "no plan":
                continue
            if dist < best_dist or (is_kong and dist <= now_dist and best_action is None):
                best_action, best_dist = action, dist
                best_note = f"{action.text}: {plan} now {dist} away (was {now_dist})"
        if best_action is not None:
            self._reason = best_note
            return best_action
        self._reason = f"pass: keeps {shanten_text(now_plain)}, aiming {now_plan}"
        return Pass()

    def _judge_hand(self, counts: tuple[int, ...], melds: tuple[Meld, ...], seat: Seat,
                    ready_min: float) -> Judged:
        """Cost of a 13-style hand as it stands (after a kong, or when passing)."""
        plans = rank_targets(counts, melds, seat.seat_wind, seat.prevalent, 3)
        s, mask = shanten_useful(counts, len(melds))
        option = DiscardOption(TILES[0], counts, s, mask, useful_live(mask, seat.live))
        return judge(option, melds, seat, plans, self.plain_penalty, ready_min, self.accept,
                     self.lookahead)

    def _best_discard(self, counts: tuple[int, ...], melds: tuple[Meld, ...], seat: Seat,
                      ready_min: float) -> Judged:
        """Best judged discard of a 14-style hand (after a chow or pung)."""
        plans = rank_targets(counts, melds, seat.seat_wind, seat.prevalent, 3)
        options = discard_options(counts, len(melds), seat.live)
        return min((judge(o, melds, seat, plans, self.plain_penalty, ready_min, self.accept,
                          self.lookahead) for o in options),
                   key=lambda j: (j.cost, -j.score, j.option.shanten))

    def _claim_by_cost(self, view: SeatView, seat: Seat) -> Action:
        claim = view.pending_claim
        ready_min = self.ready_min if view.wall_remaining > self.early else 0.0
        now = self._judge_hand(seat.counts, seat.melds, seat, ready_min)
        if claim is None or claim.robbing:
            self._reason = f"pass: keeps {shanten_text(now.option.shanten)}"
            return Pass()
        offset = discarder_offset(view)
        best: tuple[float, Action, Judged] | None = None
        for action in claims(view.legal):
            res = after_claim(seat, action, claim.tile, offset)
            if res is None:
                continue
            if shanten(res.counts, len(res.melds)) > now.option.shanten:
                continue
            if isinstance(action, Kong):
                after = self._judge_hand(res.counts, res.melds, seat, ready_min)
                gain = now.cost - after.cost + 0.01  # a kong's extra draw breaks ties
            else:
                after = self._best_discard(res.counts, res.melds, seat, ready_min)
                gain = now.cost - after.cost - self.claim_margin
            if after.plan is None and after.distance > 0:
                continue  # no plan would reach 8 fan
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, action, after)
        if best is None:
            aim = f", aiming {now.plan}" if now.plan else ""
            self._reason = f"pass: keeps {shanten_text(now.option.shanten)}{aim}"
            return Pass()
        _, action, after = best
        if after.distance == 0:
            self._reason = (f"{action.text}: ready with a legal win after discarding "
                            f"{after.option.tile.text}")
        else:
            self._reason = (f"{action.text}: {after.plan} now {after.distance} away "
                            f"(was {now.distance})")
        return action
