"""The ``master`` level: looks ahead by playing the hand out many times.

For each turn decision with a real choice it takes the ``expert`` level's choice and
the next best discards by shanten and live useful tiles (at most
:attr:`MasterSettings.candidates`); for a discard it may claim, the expert's answer
and the other way (pass, or the claim leaving the lowest shanten;
:attr:`MasterSettings.claims`). Then it repeatedly

1. samples the tiles its seat cannot see into the other hands and the wall,
   consistently with its view (:func:`bots.master_sampling.sample`),
2. builds the position with the engine's playout API
   (:mod:`mahjong_tui.engine.playout`) and, for every candidate on that same
   sample, applies it and plays the hand to its end with a fast policy
   (:func:`bots.master_policy.greedy_policy` for the others; in MCR its own seat
   follows the fan plan of its hand after the candidate,
   :class:`bots.master_plan.PlanPolicy`, since a win needs 8 fan),

and keeps the candidate with the best average final points. In MCR a playout's
points are weighed by the chance that no other player would have won before it
ended (the playouts' players rarely reach 8 fan; :mod:`bots.master_opponents`).
The expert's choice stays unless another candidate is ahead by more than the
noise of the paired samples (:attr:`MasterSettings.margin` standard errors), and so
does it while the hand is far from ready (:attr:`MasterSettings.search_shanten`) or
defends against an opponent who looks dangerous (the samples do not know who looks
ready). Whether to take a win (the Sichuan expert may pass a cheap one to wait for a
self-draw), the Sichuan exchange and void, and robbing a kong are the expert's, and
so are claims outside MCR. It searches only in the rule families of
:attr:`MasterSettings.families` (MCR by default: the Sichuan search was measured to
lose against the expert's own choices); elsewhere it plays as the expert.

The budget is wall time per decision (default 300 ms), or with
``deterministic`` a number of playouts per decision, which makes the level
deterministic for a given seed. It decides from its seat view only.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

from bots.master_opponents import opponent_model
from bots.master_plan import PlanPolicy, plan_for
from bots.master_policy import greedy_policy
from bots.master_sampling import sample
from mahjong_tui.engine.actions import (
    Action,
    AddKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    Pass,
    Pung,
    Win,
)
from mahjong_tui.engine.agents import Agent, agent_observe, agent_reason, agent_reason_language
from mahjong_tui.engine.events import Event
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.playout import Playout, PlayoutError, PlayoutPolicy
from mahjong_tui.engine.views import Phase, SeatView
from mahjong_tui.i18n import Catalogue, catalogue
from mahjong_tui.i18n.describe import action_text

__all__ = ["CandidateResult", "MasterBot", "MasterSettings", "SearchSummary", "configure",
           "playout_policies", "settings"]


@dataclass(frozen=True, slots=True)
class MasterSettings:
    """How hard ``master`` thinks.

    Attributes:
        budget_ms: wall time per decision, in milliseconds.
        deterministic: count the budget in playouts instead (``playouts``).
        playouts: playouts per decision when ``deterministic`` (all candidates
            together).
        candidates: discards considered per decision.
        search_shanten: search only when the best discard leaves the hand at most this
            far from ready (farther, short playouts tell less than the expert's plans).
        margin: standard errors by which a candidate must beat the expert's choice.
        claims: also search the answer to a discard in MCR (the expert's claim or
            pass against the other way).
        lang: the language of the reasons (``en`` or ``zh``).
        families: the rule families in which it searches; elsewhere it plays the
            expert's choices. Only MCR by default: in Sichuan the search lost 0.39
            points a hand against the expert's own choices (95% interval -0.68 to
            -0.11, 172 duplicate walls), because its playouts play for speed and
            not for the Sichuan values (flushes, pungs, roots); the other families
            were not measured.
    """

    budget_ms: float = 300.0
    deterministic: bool = False
    playouts: int = 120
    candidates: int = 2
    search_shanten: int = 2
    margin: float = 2.0
    claims: bool = True
    lang: str = "en"
    families: frozenset[str] = frozenset({"mcr"})


_SETTINGS = [MasterSettings()]


def settings() -> MasterSettings:
    """The settings new ``master`` bots take."""
    return _SETTINGS[0]


def configure(**changes: object) -> MasterSettings:
    """Change the settings new ``master`` bots take (``budget_ms=...``,
    ``deterministic=True, playouts=...``); returns them.

    Raises:
        ValueError: for a budget below 1 or an unknown setting.
    """
    new = replace(_SETTINGS[0], **changes)  # type: ignore[arg-type]
    if new.budget_ms < 1 or new.playouts < 1 or new.candidates < 1:
        raise ValueError("the master's budget must be at least 1 (ms or playouts)")
    _SETTINGS[0] = new
    return new


@dataclass(frozen=True, slots=True)
class CandidateResult:
    """What the playouts said about one candidate.

    Attributes:
        action: the candidate.
        mean: average final points of the searching player.
        gain: average paired difference to the expert's choice (0 for it).
        se: standard error of that difference (0 for the expert's choice).
        win_rate: chance the searching player wins: the share of playouts he won,
            each weighed by the chance nobody else had won first.
    """

    action: Action
    mean: float
    gain: float
    se: float
    win_rate: float


@dataclass(frozen=True, slots=True)
class SearchSummary:
    """The last search: the candidates (the expert's choice first) and the pick.

    Attributes:
        candidates: one result per candidate, the expert's choice first.
        chosen: index of the candidate played.
        samples: sampled positions, each played out once per candidate.
    """

    candidates: tuple[CandidateResult, ...]
    chosen: int
    samples: int


@dataclass(slots=True)
class _Tally:
    action: Action
    total: float = 0.0
    wins: float = 0.0
    n: int = 0


class MasterBot:
    """Determinised playouts over the expert's best candidates.

    Args:
        seed: seeds the sampling and the playouts.
        expert: the bot that prunes the candidates and makes the other decisions.
        config: the settings (default: :func:`settings` at construction).
    """

    level = "master"

    def __init__(self, seed: int, expert: Agent, config: MasterSettings | None = None) -> None:
        self.rng = random.Random(seed)
        self.expert = expert
        self.config = config if config is not None else settings()
        self._reason: str | None = None
        self.reason_language = "en"
        """The language of :meth:`reason`: the master's own reasons are in
        ``config.lang``, those it takes from the expert in English."""
        self.last_playouts = 0
        self.last_search: SearchSummary | None = None

    def reason(self) -> str | None:
        """One line explaining the last decision."""
        return self._reason

    def observe(self, event: Event) -> None:
        """Pass events on to the expert (the master needs only its view)."""
        agent_observe(self.expert, event)

    def decide(self, view: SeatView) -> Action:
        """Choose one of ``view.legal``."""
        legal = view.legal
        if not legal:
            raise ValueError("decide() called with no legal action")
        self.last_playouts = 0
        self.last_search = None
        choice = self.expert.decide(view)
        if isinstance(choice, Win):
            self._reason = self._text().master_win
            self.reason_language = self.config.lang
            return choice
        self._reason = agent_reason(self.expert)
        self.reason_language = agent_reason_language(self.expert)
        if any(isinstance(a, Win) for a in legal) or \
                getattr(view.ruleset, "family", "mcr") not in self.config.families:
            # A win passed is the expert's judgement (Sichuan: waiting for a
            # self-draw worth more); the playouts do not second-guess it.
            return choice
        if view.phase is Phase.TURN:
            candidates = self._candidates(view, choice)
        elif view.phase is Phase.CLAIM and self.config.claims:
            candidates = self._claim_candidates(view, choice)
        else:
            return choice
        if len(candidates) < 2:
            return choice
        return self._search(view, candidates)

    # -- candidates ----------------------------------------------------------------
    def _candidates(self, view: SeatView, choice: Action) -> list[Action]:
        discards = [a for a in view.legal if isinstance(a, Discard)]
        ranked, nearest = _rank_discards(view, discards)
        if nearest > self.config.search_shanten:
            return [choice]
        if ranked and choice != ranked[0] and _under_threat(view):
            # The expert is defending: the sampled hands do not know who looks ready.
            return [choice]
        out = [choice]
        if isinstance(choice, ConcealedKong | AddKong) and ranked:
            out.append(ranked[0])
        for a in ranked:
            if len(out) >= self.config.candidates:
                break
            if a not in out:
                out.append(a)
        return out

    def _claim_candidates(self, view: SeatView, choice: Action) -> list[Action]:
        """The expert's answer to a discard and the other way: pass when it claims,
        else the claim leaving the lowest shanten (none that raises it)."""
        claim = view.pending_claim
        if claim is None or claim.robbing or _under_threat(view) or \
                getattr(view.ruleset, "family", "mcr") != "mcr":
            return [choice]  # Sichuan's claims are judged by its own values
        from bots.analysis import shanten
        from bots.base import Seat, after_claim, claims, discarder_offset

        seat = Seat.of(view)
        now = shanten(seat.counts, len(seat.melds))
        if now > self.config.search_shanten:
            return [choice]
        if not isinstance(choice, Pass):
            return [choice, Pass()] if Pass() in view.legal else [choice]
        offset = discarder_offset(view)
        best: tuple[int, Action] | None = None
        for action in claims(view.legal):
            res = after_claim(seat, action, claim.tile, offset)
            if res is None:
                continue
            after = shanten(res.counts, len(res.melds))
            if after <= now and (best is None or after < best[0]):
                best = (after, action)
        return [choice] if best is None else [choice, best[1]]

    # -- search --------------------------------------------------------------------
    def _search(self, view: SeatView, candidates: Sequence[Action]) -> Action:
        cfg = self.config
        me = view.player
        tallies = [_Tally(a) for a in candidates]
        policies = playout_policies(view, candidates)
        diffs: list[list[float]] = [[] for _ in candidates]
        rng = self.rng
        model = opponent_model(view)
        start = view.wall_remaining
        deadline = time.perf_counter() + cfg.budget_ms / 1000
        rounds = max(1, cfg.playouts // len(candidates)) if cfg.deterministic else 10 ** 9
        done = 0
        failures = 0
        while done < rounds:
            if not cfg.deterministic and done and time.perf_counter() >= deadline:
                break
            try:
                base = Playout.from_view(view, sample(view, rng))
            except PlayoutError:
                failures += 1
                if failures > 3:
                    break
                continue
            first = 0.0
            for k, t in enumerate(tallies):
                trial = base.copy()
                try:
                    trial.apply(me, t.action)
                    pay = trial.play_out(policies[k], rng)
                except (ValueError, PlayoutError):
                    pay = (0, 0, 0, 0)
                # The playout's outcome stands if no other player would have won
                # before it ended: see OpponentModel.
                alone = model.alone(start - trial.wall_remaining)
                points = alone * pay[me] + (1.0 - alone) * model.loss
                t.total += points
                t.n += 1
                if me in trial.winners:
                    t.wins += alone
                if k == 0:
                    first = points
                diffs[k].append(points - first)
            done += 1
        self.last_playouts = done * len(tallies)
        if done == 0:
            return candidates[0]
        best = 0
        best_gain = 0.0
        results = [CandidateResult(tallies[0].action, tallies[0].total / tallies[0].n,
                                   0.0, 0.0, tallies[0].wins / tallies[0].n)]
        for k in range(1, len(tallies)):
            d = diffs[k]
            mean = sum(d) / len(d)
            if len(d) > 1:
                var = sum((x - mean) ** 2 for x in d) / (len(d) - 1)
                se = math.sqrt(var / len(d))
            else:
                se = math.inf
            tk = tallies[k]
            results.append(CandidateResult(tk.action, tk.total / tk.n, mean, se,
                                           tk.wins / tk.n))
            if mean > cfg.margin * se and mean > best_gain:
                best, best_gain = k, mean
        self.last_search = SearchSummary(tuple(results), best, done)
        t = tallies[best]
        self._reason = self._text().master_reason.format(
            action=action_text(t.action, self.config.lang),
            win=round(100 * t.wins / max(1, t.n)), points=t.total / max(1, t.n),
            playouts=self.last_playouts)
        self.reason_language = self.config.lang
        return t.action

    def _text(self) -> Catalogue:
        return catalogue(self.config.lang)


def playout_policies(view: SeatView, candidates: Sequence[Action]) -> list[PlayoutPolicy]:
    """The playout policy after each candidate.

    In MCR the searching seat follows the fan plan its hand would have after the
    candidate (:mod:`bots.master_plan`) and the others play greedy; elsewhere
    everyone plays greedy.

    Args:
        view: the searching seat's view.
        candidates: the actions searched.

    Returns:
        One policy per candidate, in order.
    """
    if getattr(view.ruleset, "family", "mcr") != "mcr":
        return [greedy_policy] * len(candidates)
    from bots.base import Seat, after_claim, discarder_offset

    seat = Seat.of(view)
    claim = view.pending_claim
    out: list[PlayoutPolicy] = []
    for a in candidates:
        counts = list(seat.counts)
        melds: Sequence[Meld] = seat.melds
        if isinstance(a, Discard | AddKong):
            counts[a.tile.index] -= 1
        elif isinstance(a, ConcealedKong):
            counts[a.tile.index] -= 4
        elif claim is not None and isinstance(a, Chow | Pung | Kong):
            # After a claim the plan is the one of the hand with the claimed set
            # (its discard still to come), as the expert judges a claim.
            res = after_claim(seat, a, claim.tile, discarder_offset(view))
            if res is not None:
                counts, melds = list(res.counts), res.melds
        plan = plan_for(counts, melds, seat.seat_wind, seat.prevalent)
        out.append(PlanPolicy(view.player, plan))
    return out


def _under_threat(view: SeatView) -> bool:
    """Whether an opponent looks dangerous enough for the expert to defend."""
    if getattr(view.ruleset, "family", "mcr") == "sichuan":
        from bots.sichuan_bot import DEFENCE_FROM

        return view.wall_remaining <= DEFENCE_FROM
    from bots.defence import threats

    return sum(t.weight for t in threats(view)) >= 1.0


def _rank_discards(view: SeatView, discards: Sequence[Discard]
                   ) -> tuple[list[Action], int]:
    """Discards by (shanten after it, most live useful tiles), for the view's rules,
    and the lowest shanten among them."""
    if getattr(view.ruleset, "family", "mcr") == "sichuan":
        from bots.sichuan_eval import SichuanSeat, evaluate

        seat = SichuanSeat.of(view)
        keyed = []
        for a in discards:
            i = a.tile.index
            counts = list(seat.counts)
            counts[i] -= 1
            e = evaluate(seat, counts, seat.melds, values=False)
            keyed.append(((e.shanten, -e.live_useful, i), a))
    else:
        from bots.base import Seat, discard_options

        mseat = Seat.of(view)
        options = discard_options(mseat.counts, len(mseat.melds), mseat.live,
                                  [a.tile for a in discards])
        by_tile = {o.tile: o for o in options}
        keyed = []
        for a in discards:
            o = by_tile.get(a.tile)
            if o is not None:
                keyed.append(((o.shanten, -o.live_useful, a.tile.index), a))
    keyed.sort(key=lambda x: x[0])
    return [a for _, a in keyed], keyed[0][0][0] if keyed else 99
