"""The hint panel's figures, computed from one player's view.

Terms used in every label:

* *shanten*: tile exchanges still needed before the hand is ready (``0`` = ready,
  one tile from a win; ``-1`` = a complete hand).
* *useful tiles*: the tile kinds that would lower the shanten if drawn.
* *live*: copies of a kind not visible to this player (``4`` minus the copies in
  the own hand, on the table and in exposed sets).
* *8-fan route*: the most promising fan plan that scores 8 by itself (from
  :mod:`bots.targets`), its distance and the tiles that shorten it. A route is only
  a plan: whether a ready hand may win is always the fan calculator's word, which the
  waits report.

Discards are ranked exactly as the ``expert`` bot judges them before defence
(:func:`bots.expert.judge`): a ready hand with live legal waits first, then the
8-fan distance weighted by live useful tiles.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bots.analysis import Shape, live_counts, mask_tiles, shanten_by_shape, shanten_useful
from bots.base import (
    DiscardOption,
    Seat,
    after_claim,
    claims,
    discard_options,
    discard_tiles,
    discarder_offset,
    keep_value,
    own_win_fan,
    useful_live,
)
from bots.expert import PLAIN_PENALTY, Judged, judge
from bots.fan import wait_values
from bots.targets import TargetScore, evaluate, rank_targets, sure_extra
from mahjong_tui.coach.table_info import OpponentSafety, safety_of
from mahjong_tui.coach.words import action_words, coach_words, route_words, tile_words
from mahjong_tui.engine.actions import Action, Kong, Pass, Win
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.engine.views import Phase, SeatView
from mahjong_tui.i18n.coach_words import CoachWords

__all__ = [
    "MIN_FAN",
    "ClaimHint",
    "DiscardHint",
    "FormShanten",
    "Hints",
    "Route",
    "UsefulTile",
    "WaitHint",
    "forms_of",
    "hints_for",
    "rank_discards",
    "shanten_words",
    "waits_of",
]

MIN_FAN = 8
"""A win needs this many fan, flowers not counted."""

PLANS = 3
"""How many fan plans each hand is measured against (as the expert does)."""


@dataclass(frozen=True, slots=True)
class UsefulTile:
    """A tile kind that lowers the shanten, and its live copies.

    Attributes:
        tile: the kind.
        live: copies not visible to the player (0..4).
    """

    tile: Tile
    live: int


@dataclass(frozen=True, slots=True)
class FormShanten:
    """The hand measured against one MCR winning form.

    Attributes:
        form: regular, seven pairs, thirteen orphans, honours and knitted, knitted
            straight.
        shanten: exchanges to ready on this form (``-1`` complete).
        useful: the tiles that lower it, with live copies.
    """

    form: Shape
    shanten: int
    useful: tuple[UsefulTile, ...]

    @property
    def live_useful(self) -> int:
        """Live copies of all useful tiles."""
        return sum(u.live for u in self.useful)


@dataclass(frozen=True, slots=True)
class Route:
    """The fan plan that reaches 8 (or the best plan under 8).

    Attributes:
        name: the plan, e.g. ``Mixed Straight 123m 456p 789s``.
        fan: what the plan scores by itself.
        shanten: exchanges to a ready hand on this plan.
        needs: the tiles that shorten the plan, in index order.
        reaches_min: True when the plan (with the fans the hand surely holds)
            scores at least 8.
    """

    name: str
    fan: int
    shanten: int
    needs: tuple[Tile, ...]
    reaches_min: bool

    @property
    def text(self) -> str:
        """E.g. ``Mixed Straight 123m 456p 789s (8 fan): 1 away, needs 4p 6p``."""
        away = "ready" if self.shanten <= 0 else f"{self.shanten} away"
        needs = " ".join(t.text for t in self.needs[:8])
        more = f" +{len(self.needs) - 8}" if len(self.needs) > 8 else ""
        tail = f", needs {needs}{more}" if self.needs and self.shanten > 0 else ""
        short = "" if self.reaches_min else ", under 8 fan alone"
        return f"{self.name} ({self.fan} fan{short}): {away}{tail}"


@dataclass(frozen=True, slots=True)
class WaitHint:
    """One winning tile of a ready hand.

    Attributes:
        tile: the winning tile.
        live: copies not visible to the player.
        on_discard: fan (flowers not counted) when won on a discard, ``-1`` if not a
            winning shape.
        self_drawn: fan (flowers not counted) when self-drawn, ``-1`` likewise.
    """

    tile: Tile
    live: int
    on_discard: int
    self_drawn: int

    @property
    def legal_on_discard(self) -> bool:
        """The win on a discard reaches 8 fan."""
        return self.on_discard >= MIN_FAN

    @property
    def legal_self_drawn(self) -> bool:
        """The self-drawn win reaches 8 fan."""
        return self.self_drawn >= MIN_FAN


@dataclass(frozen=True, slots=True)
class DiscardHint:
    """The hand after one discard.

    Attributes:
        tile: the discard.
        shanten: shanten after it (lowest over the forms).
        useful: the tiles that would lower it, with live copies.
        route: the best fan plan after it, or ``None`` when no plan fits the sets.
        waits: when ready, every winning tile with its fan.
        distance: the expert's 8-fan distance (0 = ready with a live legal wait).
        rank: 1 for the top choice.
    """

    tile: Tile
    shanten: int
    useful: tuple[UsefulTile, ...]
    route: Route | None
    waits: tuple[WaitHint, ...]
    distance: int
    rank: int

    @property
    def live_useful(self) -> int:
        """Live copies of all useful tiles."""
        return sum(u.live for u in self.useful)

    @property
    def reaches_min(self) -> bool:
        """8 fan stays reachable: a live legal wait, or a plan that scores 8."""
        if any(w.live and (w.legal_on_discard or w.legal_self_drawn) for w in self.waits):
            return True
        return self.route is not None and self.route.reaches_min


@dataclass(frozen=True, slots=True)
class ClaimHint:
    """One answer to a discard on offer, against passing.

    Attributes:
        action: the claim (chow, pung, kong), ``Pass`` or ``Win``.
        shanten: shanten after it (after the best discard for a chow or pung).
        live_useful: live copies of the useful tiles then.
        discard: the best discard after a chow or pung, else ``None``.
        route: the best fan plan then.
        distance: the expert's 8-fan distance then.
        fan: for a win, its fan (flowers not counted); else ``-1``.
    """

    action: Action
    shanten: int
    live_useful: int
    discard: Tile | None
    route: Route | None
    distance: int
    fan: int = -1


@dataclass(frozen=True, slots=True)
class Hints:
    """Everything the hint panel shows for one view.

    Attributes:
        player: whose view.
        phase: what the table waits for.
        shanten: the hand's shanten as it stands (lowest over the forms).
        forms: every form the declared sets allow.
        discards: on a turn, every legal discard, best first.
        reason: one line for the top choice (or for the claim advice).
        waits: when the standing hand (13-style) is ready, its winning tiles.
        claims: in a claim window, passing first then each legal claim.
        unseen: per tile kind, copies not visible to the player.
        safety: per opponent, what the player's tiles have already survived.
    """

    player: int
    phase: Phase
    shanten: int
    forms: tuple[FormShanten, ...]
    discards: tuple[DiscardHint, ...]
    reason: str
    waits: tuple[WaitHint, ...]
    claims: tuple[ClaimHint, ...]
    unseen: tuple[int, ...]
    safety: tuple[OpponentSafety, ...]


def _useful(mask: int, live: Sequence[int]) -> tuple[UsefulTile, ...]:
    return tuple(UsefulTile(TILES[i], live[i]) for i in mask_tiles(mask))


def forms_of(counts: Sequence[int], melds: int, live: Sequence[int]) -> tuple[FormShanten, ...]:
    """Shanten and useful tiles of every form ``melds`` declared sets allow.

    Args:
        counts: 34 counts of the standing tiles (13- or 14-style).
        melds: number of declared sets, concealed kongs included.
        live: per kind, copies not visible to the player.
    """
    return tuple(FormShanten(f.shape, f.shanten, _useful(f.useful, live))
                 for f in shanten_by_shape(counts, melds))


def waits_of(counts: Sequence[int], melds: Sequence[Meld], seat: Seat) -> tuple[WaitHint, ...]:
    """Every winning tile of a ready 13-style hand with live copies and fan (empty when
    the hand is not ready). Fans come from the fan calculator, flowers not counted."""
    return tuple(WaitHint(w.tile, seat.live[w.tile.index], w.on_discard, w.self_drawn)
                 for w in wait_values(counts, melds, seat.seat_wind, seat.prevalent))


def _route(counts: Sequence[int], melds: Sequence[Meld], seat: Seat,
           plans: Sequence[TargetScore]) -> Route | None:
    """The best of ``plans`` for this hand: lowest effective distance, then most live
    useful tiles."""
    extra = sure_extra(counts, melds, seat.seat_wind, seat.prevalent)
    best: tuple[tuple[int, int], TargetScore] | None = None
    for plan in plans:
        ts = evaluate(plan.target, counts, melds, extra)
        if ts is None:
            continue
        key = (ts.effective, -useful_live(ts.useful, seat.live))
        if best is None or key < best[0]:
            best = (key, ts)
    if best is None:
        return None
    ts = best[1]
    return Route(ts.target.name, ts.target.fan, max(ts.shanten, 0),
                 tuple(TILES[i] for i in mask_tiles(ts.useful)), not ts.short)


def _judge(option: DiscardOption, melds: Sequence[Meld], seat: Seat,
           plans: Sequence[TargetScore]) -> Judged:
    return judge(option, melds, seat, plans, PLAIN_PENALTY)


def _judge_key(j: Judged, seat: Seat) -> tuple[float, float, int, int, int, int]:
    o = j.option
    return (j.cost, -j.score, o.shanten, -o.live_useful,
            keep_value(o.tile.index, seat.seat_wind, seat.prevalent), -o.tile.index)


def rank_discards(counts: Sequence[int], melds: Sequence[Meld], seat: Seat,
                  tiles: Sequence[Tile] | None = None) -> tuple[DiscardHint, ...]:
    """Every discard of a 14-style hand (or each of ``tiles``), best first."""
    plans = rank_targets(counts, melds, seat.seat_wind, seat.prevalent, PLANS)
    options = discard_options(counts, len(melds), seat.live, tiles)
    judged = sorted((_judge(o, melds, seat, plans) for o in options),
                    key=lambda j: _judge_key(j, seat))
    out: list[DiscardHint] = []
    for rank, j in enumerate(judged, start=1):
        o = j.option
        waits = waits_of(o.counts, melds, seat) if o.shanten == 0 else ()
        out.append(DiscardHint(o.tile, o.shanten, _useful(o.useful, seat.live),
                               _route(o.counts, melds, seat, plans), waits, j.distance, rank))
    return tuple(out)


def _stand(counts: Sequence[int], melds: Sequence[Meld], seat: Seat) -> Judged:
    """The expert's judgement of a 13-style hand as it stands."""
    plans = rank_targets(counts, melds, seat.seat_wind, seat.prevalent, PLANS)
    s, mask = shanten_useful(counts, len(melds))
    option = DiscardOption(TILES[0], tuple(counts), s, mask, useful_live(mask, seat.live))
    return _judge(option, melds, seat, plans)


def _claim_hints(view: SeatView, seat: Seat, win_fan: int) -> tuple[ClaimHint, ...]:
    claim = view.pending_claim
    stand = _stand(seat.counts, seat.melds, seat)
    plans = rank_targets(seat.counts, seat.melds, seat.seat_wind, seat.prevalent, PLANS)
    out = [ClaimHint(Pass(), stand.option.shanten, stand.option.live_useful, None,
                     _route(seat.counts, seat.melds, seat, plans), stand.distance)]
    if any(isinstance(a, Win) for a in view.legal):
        out.insert(0, ClaimHint(Win(), -1, 0, None, None, 0, win_fan))
    if claim is None or claim.robbing:
        return tuple(out)
    offset = discarder_offset(view)
    for action in claims(view.legal):
        res = after_claim(seat, action, claim.tile, offset)
        if res is None:
            continue
        if isinstance(action, Kong):
            j = _stand(res.counts, res.melds, seat)
            p = rank_targets(res.counts, res.melds, seat.seat_wind, seat.prevalent, PLANS)
            out.append(ClaimHint(action, j.option.shanten, j.option.live_useful, None,
                                 _route(res.counts, res.melds, seat, p), j.distance))
            continue
        best = rank_discards(res.counts, res.melds, seat)
        if not best:
            continue
        top = best[0]
        out.append(ClaimHint(action, top.shanten, top.live_useful, top.tile, top.route,
                             top.distance))
    return tuple(out)


def shanten_words(s: int) -> str:
    """``complete``, ``ready`` or ``n-shanten`` (the hint texts' words, Sichuan's too)."""
    if s < 0:
        return "complete"
    if s == 0:
        return "ready"
    return f"{s}-shanten"


def _discard_reason(top: DiscardHint, w: CoachWords) -> str:
    tile = tile_words(top.tile, w)
    if top.shanten == 0 and top.waits:
        legal = [x for x in top.waits if x.live and (x.legal_on_discard or x.legal_self_drawn)]
        if legal:
            live = sum(x.live for x in legal)
            return w.discard_ready.format(tile=tile, live=live, min=MIN_FAN)
        return w.discard_ready_short.format(tile=tile, min=MIN_FAN)
    route = (w.route_tail.format(route=route_words(top.route, w)) if top.route is not None
             else w.no_plan_tail)
    return w.discard_shanten.format(tile=tile, shanten=w.shanten(top.shanten),
                                    live=top.live_useful, route=route)


def _claim_reason(options: Sequence[ClaimHint], w: CoachWords) -> str:
    if options and isinstance(options[0].action, Win):
        return w.win_fan.format(fan=options[0].fan)
    passing = next(o for o in options if isinstance(o.action, Pass))
    better = [o for o in options if not isinstance(o.action, Pass)
              and (o.distance, -o.live_useful) < (passing.distance, -passing.live_useful)
              and o.route is not None and o.route.reaches_min]
    if not better:
        return w.pass_keeps_live.format(shanten=w.shanten(passing.shanten),
                                        live=passing.live_useful)
    top = min(better, key=lambda o: (o.distance, -o.live_useful))
    after = (w.then_discard.format(tile=tile_words(top.discard, w))
             if top.discard is not None else "")
    return w.claim_better.format(action=action_words(top.action, w), after=after,
                                 shanten=w.shanten(top.shanten), live=top.live_useful,
                                 pass_shanten=w.shanten(passing.shanten),
                                 pass_live=passing.live_useful)


def hints_for(view: SeatView, lang: str = "en") -> Hints:
    """Compute the hint panel for ``view`` (any phase; a player not asked to act gets
    the forms, waits, unseen tiles and safety of the hand as it stands).

    Args:
        view: one player's view.
        lang: the language of the advice line (``reason``).
    """
    w = coach_words(lang)
    seat = Seat.of(view)
    counts = seat.counts
    melds = seat.melds
    live = seat.live
    forms = forms_of(counts, len(melds), live)
    overall = min(f.shanten for f in forms)
    fourteen = sum(counts) % 3 == 2
    discards: tuple[DiscardHint, ...] = ()
    waits: tuple[WaitHint, ...] = ()
    options: tuple[ClaimHint, ...] = ()
    reason = ""
    win = any(isinstance(a, Win) for a in view.legal)
    win_fan = own_win_fan(view, seat) if win else -1
    if view.phase is Phase.TURN and fourteen:
        tiles = discard_tiles(view.legal) if view.legal else None
        discards = rank_discards(counts, melds, seat, tiles)
        if win:
            reason = w.win_self_drawn.format(fan=win_fan)
        elif discards:
            reason = _discard_reason(discards[0], w)
    elif not fourteen:
        waits = waits_of(counts, melds, seat)
        if view.pending_claim is not None and view.legal:
            options = _claim_hints(view, seat, win_fan)
            reason = _claim_reason(options, w)
        elif waits:
            legal = sum(w.live for w in waits if w.legal_on_discard or w.legal_self_drawn)
            reason = w.ready_waits.format(live=legal, min=MIN_FAN)
        else:
            reason = w.shanten(overall)
    return Hints(view.player, view.phase, overall, forms, discards, reason, waits, options,
                 tuple(live_counts(view)), safety_of(view))
