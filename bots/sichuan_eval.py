"""What the Sichuan levels read from a view and how they value a hand.

:class:`SichuanSeat` is a seat's own situation (27 counts, sets, live copies, void
suit, the preset's scoring). :func:`evaluate` gives the shanten, live useful tiles
and, for the ``expert`` level, an expected value in base units over the plans the
shape allows (plain, 对对胡, 七对, 清一色 and their mixes, roots counted).
:func:`danger` estimates how likely a discard is to be won on by the players still
in. Everything here reads the view only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bots import sichuan_shanten as sc
from bots.analysis import live_counts, mask_tiles, own_counts
from mahjong_tui.engine.actions import Pass
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Suit
from mahjong_tui.engine.views import SeatView
from mahjong_tui.rulesets.sichuan.scoring import ready_values

__all__ = ["EXIT_PER_DRAW", "HOLD_MARGIN", "Evaluation", "SichuanSeat", "danger",
           "draws_before_end", "evaluate", "hold_decision", "hold_for_self_draw",
           "ready_reach_ahead", "suit_index", "win_chance"]

SUITS = (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO)


STEP_DISCOUNT = 0.55
"""How much each step beyond ready lowers the chance the binomial tail gives."""

FLOW_VOID = 1.0
"""A player still in whose void suit a tile is throws away every copy he draws: to a
ready hand waiting on it he is nearly another draw of his own..."""

FLOW_OTHER = 0.25
"""... while one who keeps the suit throws away only the copies he has no use for."""

EXIT_PER_DRAW = 0.05
"""What a win is worth beyond its fans, in base units per own draw left: the winner
leaves the hand and pays no more self-drawn wins, deal-ins or 查大叫, which a player
still in keeps paying while the wall lasts."""


def draws_before_end(view: SeatView) -> int:
    """About how many more draws each player still in gets before the hand ends.

    From the shared wall the players still in share what is left. In duplicate play
    (per-seat draws) each player draws from his own queue and the hand ends as soon
    as the next player to draw has none left, however full the others' queues are
    (those of players who have won stay full): the shortest queue of a player still
    in counts.
    """
    in_play = [q for q in range(4) if q not in view.winners]
    queues = view.wall.queues
    if queues is None:
        return view.wall_remaining // max(1, len(in_play))
    return min(queues[view.seat_winds[q]] for q in in_play) if in_play else 0


HOLD_MARGIN = 1.2
"""The expert passes a win on a discard when waiting for a self-draw is worth at least
this many times as much (see :func:`hold_for_self_draw`)."""


def hold_for_self_draw(seat: SichuanSeat, tile_index: int, payers: int
                       ) -> tuple[float, float] | None:
    """What a ready hand offered a win on a discard gets by taking it, and about what
    it gets by passing it to wait for a self-draw.

    A discard win is paid by the discarder alone; a self-drawn one by every other
    player still in (``payers`` of them). Taking it is worth its value plus the
    exit value of the own draws left (the winner pays no more). Waiting is worth the
    chance of drawing a live winning tile in those draws times ``payers`` times the
    average value of the waits, plus half the exit value (a win comes later on
    average); discard wins after the pass are not counted (过水不胡 bars them until
    the next draw, and later ones are a bonus).

    Args:
        seat: the seat's situation (a ready 13-style hand).
        tile_index: the kind offered.
        payers: the other players still in.

    Returns:
        ``(take, keep)`` in base units, or ``None`` when the tile is not a wait.
    """
    concealed = tuple(TILES[i] for i in range(27) for _ in range(seat.counts[i]))
    void = SUITS[seat.void] if seat.void is not None else None
    waits = ready_values(concealed, seat.melds, void, seat.scoring)
    offered = TILES[tile_index]
    live_w = sum(seat.live[t.index] for t in waits)
    if offered not in waits or not live_w:
        return None
    average = sum(seat.live[t.index] * v for t, v in waits.items()) / live_w
    draws = seat.draws_left
    unseen = max(1, sum(seat.live))
    self_drawn = 1 - (1 - min(0.6, live_w / unseen)) ** draws
    exit_value = EXIT_PER_DRAW * draws
    take = waits[offered] + exit_value
    keep = self_drawn * (payers * average + exit_value / 2)
    return take, keep


def hold_decision(view: SeatView, seat: SichuanSeat) -> tuple[float, float, int] | None:
    """Whether the expert passes the win on offer to wait for a self-draw.

    Only a win on a discard (never robbing a kong) where passing is legal, and only
    when waiting is worth at least :data:`HOLD_MARGIN` times taking.

    Returns:
        ``(take, keep, payers)`` (see :func:`hold_for_self_draw`) when it passes, else
        ``None``.
    """
    claim = view.pending_claim
    if claim is None or claim.robbing or not any(isinstance(a, Pass) for a in view.legal):
        return None
    payers = sum(1 for q in range(4) if q != view.player and q not in view.winners)
    found = hold_for_self_draw(seat, claim.tile.index, payers)
    if found is None or found[1] < HOLD_MARGIN * found[0]:
        return None
    return found[0], found[1], payers


def suit_index(suit: Suit | None) -> int | None:
    """0, 1, 2 for characters, dots, bamboo; ``None`` for no suit."""
    return SUITS.index(suit) if suit in SUITS else None


@dataclass(frozen=True, slots=True)
class SichuanSeat:
    """A seat's own situation in a Sichuan hand.

    Attributes:
        counts: 27 counts of the standing tiles (the drawn tile included).
        melds: own pungs and kongs.
        live: copies of each kind this seat cannot see.
        void: the declared void suit (0..2), ``None`` before the declaration.
        scoring: the preset's scoring options (for the value of waits).
        draws_left: about how many more draws this seat gets.
        seven_pairs: seven pairs count as a shape (the beginner sees only the
            regular form).
        flow: per suit, how many chances a ready hand gets at a winning tile of that
            suit per own draw: 1 for the draw, plus :data:`FLOW_VOID` for each other
            player still in who voided the suit and :data:`FLOW_OTHER` for each
            other one (a win may be on a discard).
        wall_left: the live tiles the players still in can draw before the hand
            ends (see :func:`draws_before_end`).
    """

    counts: tuple[int, ...]
    melds: tuple[Meld, ...]
    live: tuple[int, ...]
    void: int | None
    scoring: Any
    draws_left: int
    seven_pairs: bool = True
    flow: tuple[float, float, float] = (1.0, 1.0, 1.0)
    wall_left: int = 0

    @classmethod
    def of(cls, view: SeatView, *, seven_pairs: bool = True) -> SichuanSeat:
        """Read a view."""
        own = tuple(m for m in view.melds[view.player] if isinstance(m, Meld))
        in_play = max(1, 4 - len(view.winners))
        others = [q for q in range(4) if q != view.player and q not in view.winners]
        flow = tuple(1.0 + sum(FLOW_VOID if suit_index(view.voids[q]) == s else FLOW_OTHER
                               for q in others) for s in range(3))
        draws = draws_before_end(view)
        return cls(tuple(own_counts(view)[:27]), own, tuple(live_counts(view)[:27]),
                   suit_index(view.voids[view.player]), view.ruleset.scoring,
                   draws, seven_pairs, (flow[0], flow[1], flow[2]),
                   view.wall_remaining if view.wall.queues is None else draws * in_play)

    @property
    def melds_suits(self) -> tuple[int, ...]:
        """The suits of the declared sets."""
        return tuple(m.tile.index // 9 for m in self.melds)

    def shanten(self, counts: Sequence[int], melds: int | None = None) -> int:
        """Shanten of ``counts`` with this seat's sets and void."""
        m = len(self.melds) if melds is None else melds
        return sc.shanten(counts, m, self.void, self.melds_suits, pairs=self.seven_pairs)

    def holds_void(self) -> bool:
        """Whether a void-suit tile is still in the hand."""
        return self.void is not None and any(self.counts[9 * self.void:9 * self.void + 9])


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A 13-style hand as a level sees it.

    Attributes:
        shanten: distance to ready (regular form or seven pairs).
        useful: mask of the kinds that lower it.
        live_useful: live copies of those kinds.
        value: expected value in base units (``expert`` only, else 0).
        plan: the plan behind ``value`` (``plain``, ``清一色``...).
        flush_shanten: the shanten of a one-suit hand (清一色, regular or seven
            pairs) in the better kept suit; 99 when the sets rule it out.
        reach: for a ready hand, its live winning tiles weighted by their suit's
            flow (see :class:`SichuanSeat`); else ``live_useful``.
    """

    shanten: int
    useful: int
    live_useful: int
    value: float = 0.0
    plan: str = ""
    flush_shanten: int = 99
    reach: float = 0.0


def win_chance(shanten: int, live_useful: float, unseen: int, draws: int) -> float:
    """Chance of drawing ``shanten + 1`` useful tiles in ``draws`` draws, each draw
    useful with probability ``live_useful / unseen`` (capped): a rough binomial tail."""
    need = shanten + 1
    if need <= 0:
        return 1.0
    if draws < need or live_useful <= 0 or unseen <= 0:
        return 0.0
    q = min(0.6, live_useful / unseen)
    miss = 0.0
    for k in range(need):
        miss += math.comb(draws, k) * q ** k * (1 - q) ** (draws - k)
    # Each step leaves fewer useful tiles than the first: discount the later ones.
    return max(0.0, 1.0 - miss) * STEP_DISCOUNT ** shanten


def _roots(counts: Sequence[int], melds: Sequence[Meld]) -> int:
    """Fours in hand and sets together (根), konged or not."""
    total = list(counts)
    for m in melds:
        total[m.tile.index] += len(m.tiles)
    return sum(1 for c in total if c >= 4)


def _plan_useful(counts: Sequence[int], kinds: Sequence[int], shanten_of: Any,
                 now: int, live: Sequence[int]) -> int:
    trial = list(counts)
    total = 0
    for i in kinds:
        if trial[i] >= 4 or not live[i]:
            continue
        trial[i] += 1
        if shanten_of(trial) < now:
            total += live[i]
        trial[i] -= 1
    return total


def evaluate(seat: SichuanSeat, counts: Sequence[int], melds: Sequence[Meld], *,
             values: bool) -> Evaluation:
    """Evaluate a 13-style hand (``counts`` with ``melds``).

    With ``values``, the expected value is the best over the plans of
    ``2 ** fan`` (capped, roots added), plus :data:`EXIT_PER_DRAW` per own draw
    left (a winner leaves the hand), times the chance of completing the plan
    before the wall runs out; a ready hand is valued exactly, wait by wait, with
    the preset's scorer.
    """
    m = len(melds)
    suits_of_melds = tuple(x.tile.index // 9 for x in melds)
    s, mask = sc.useful_mask(counts, m, seat.void, suits_of_melds, pairs=seat.seven_pairs)
    live_u = sum(seat.live[i] for i in mask_tiles(mask))
    reach = float(live_u)
    if s == 0:
        reach = sum(seat.live[i] * seat.flow[i // 9] for i in mask_tiles(mask))
    if not values:
        return Evaluation(s, mask, live_u, reach=reach)
    unseen = max(1, sum(seat.live))
    draws = seat.draws_left
    cap = seat.scoring.cap if seat.scoring.cap is not None else 6
    roots = _roots(counts, melds)
    exit_value = EXIT_PER_DRAW * draws
    best = 0.0
    plan = "plain"
    if s == 0:
        concealed = tuple(TILES[i] for i in range(27) for _ in range(counts[i]))
        void = SUITS[seat.void] if seat.void is not None else None
        waits = ready_values(concealed, tuple(melds), void, seat.scoring)
        reach_of = {t: seat.live[t.index] * seat.flow[t.index // 9] for t in waits}
        live_w = sum(reach_of.values())
        if live_w:
            avg = sum(reach_of[t] * v for t, v in waits.items()) / live_w
            best = (avg + exit_value) * win_chance(0, live_w, unseen, draws)
            plan = "ready"
    else:
        best = win_chance(s, live_u, unseen, draws) * (2 ** min(roots, cap) + exit_value)
    pairs = sc.kept_suits(seat.void, suits_of_melds)
    if not pairs:
        return Evaluation(s, mask, live_u, best, plan, reach=reach)
    flush_best = 99
    kept = pairs[0]
    candidates: list[tuple[str, int, Any, tuple[int, ...]]] = []
    kinds = tuple(9 * x + r for x in kept for r in range(9))
    candidates.append(("对对胡", 1, lambda c: sc.all_pungs(c, m, kept), kinds))
    if m == 0:
        candidates.append(("七对", 2, lambda c: sc.seven_pairs(c, kept), kinds))
    for x in kept:
        if all(y == x for y in suits_of_melds):
            one = (x,)
            suit_kinds = tuple(range(9 * x, 9 * x + 9))
            candidates.append(("清一色", 2, lambda c, x=x: sc.flush(c, m, x), suit_kinds))
            candidates.append(("清对", 3, lambda c, one=one: sc.all_pungs(c, m, one),
                               suit_kinds))
            if m == 0:
                candidates.append(("清七对", 4, lambda c, one=one: sc.seven_pairs(c, one),
                                   suit_kinds))
    for name, fan, shanten_of, plan_kinds in candidates:
        ps = shanten_of(counts)
        if name in ("清一色", "清七对"):
            flush_best = min(flush_best, ps)
        if ps > s + 1 or ps > 3:
            continue
        u = _plan_useful(counts, plan_kinds, shanten_of, ps, seat.live)
        v = win_chance(ps, u, unseen, draws) * (2 ** min(fan + roots, cap) + exit_value)
        if v > best:
            best, plan = v, name
    return Evaluation(s, mask, live_u, best, plan, flush_best, reach)


def ready_reach_ahead(seat: SichuanSeat, counts: Sequence[int], melds: Sequence[Meld],
                      useful: int) -> float:
    """How well a 1-shanten 13-style hand becomes ready: over each useful kind, its
    live copies times the reach (flow-weighted live winning tiles) of the best ready
    hand that draw leads to (the best discard after it).

    Two hands with the same live useful tiles differ in the waits they lead to: one
    whose useful draws give two-sided waits beats one whose draws give a single
    wait.
    """
    m = len(melds)
    suits_of_melds = tuple(x.tile.index // 9 for x in melds)
    trial = list(counts)
    total = 0.0
    for u in mask_tiles(useful):
        if not seat.live[u]:
            continue
        trial[u] += 1
        best = 0.0
        for d in range(27):
            if not trial[d] or d == u:
                continue
            trial[d] -= 1
            if sc.shanten(trial, m, seat.void, suits_of_melds, pairs=seat.seven_pairs) == 0:
                _, mask = sc.useful_mask(trial, m, seat.void, suits_of_melds,
                                         pairs=seat.seven_pairs)
                # The drawn copy is no longer live for the wait.
                reach = sum((seat.live[i] - (i == u)) * seat.flow[i // 9]
                            for i in mask_tiles(mask))
                best = max(best, reach)
            trial[d] += 1
        trial[u] -= 1
        total += seat.live[u] * best
    return total


def danger(view: SeatView, kind: int) -> float:
    """Rough expected base units lost by discarding ``kind`` now.

    Only players still in can win. Against each, the chance he is ready grows with
    his turns and sets (and is low while his last discard was of his void suit, as
    he is still clearing it); a tile of his void suit cannot be won by him, and one
    he has discarded himself is less likely to be a wait.
    """
    me = view.player
    total = 0.0
    suit = kind // 9
    for q in range(4):
        if q == me or q in view.winners:
            continue
        void = suit_index(view.voids[q])
        if void == suit:
            continue
        discards = view.discards[q]
        sets = len(view.melds[q])
        ready = min(0.9, max(0.0, 0.045 * len(discards) + 0.12 * sets - 0.1))
        if discards and void is not None and suit_index(discards[-1].suit) == void:
            ready *= 0.3
        risk = 0.14
        if any(t.index == kind for t in discards):
            risk *= 0.35
        rank = kind % 9
        if rank in (0, 8):
            risk *= 0.7
        total += ready * risk * 3.0
    return total
