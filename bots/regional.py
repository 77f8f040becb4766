"""One bot for every ruleset that describes its complete hands (``ruleset.shapes``).

The bot reads nothing but its :class:`SeatView`: the ruleset's
:class:`~mahjong_tui.engine.rules.HandShapes`, the public notes (``"wilds"``: the
wild kinds of this hand, if any), the values the ruleset offers and the legal
actions. Its analysis is :mod:`bots.shape_shanten`, exact for these shapes with
any number of wilds; the worth of waits comes from the ruleset's own scorer
(:mod:`bots.regional_value`).

* ``beginner``: the discard keeping the lowest shanten, at random among ties;
  pungs, chows and kongs when they lower the shanten.
* ``standard``: value-aware. The lowest shanten, then, once ready, the wait worth
  most by the ruleset's ``win_value()`` (live copies times what each win pays),
  then the most live useful tiles; plans of value where the ruleset offers its
  values (``ruleset.plan_values()``: one suit, all pungs, seven pairs): a discard
  one step slower may be chosen for a plan worth much more. Claims only when they
  lower the shanten (a kong when it does not raise it); where a claimed meld rules
  out winning on a discard (``shapes.discard_win_needs_concealed``), a concealed
  hand claims only when the claim makes it ready on waits whose self-drawn worth
  beats the concealed hand's.
* ``expert``: the standard play, plus defence: late in the wall, far from ready,
  it discards the tile least likely to be won on.

Every level takes every win it is offered. See ``docs/bots.md``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bots.regional_value import DISCARD_WEIGHT, WaitValues
from bots.shape_shanten import pairs_shanten, shape_shanten, useful_kinds
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
from mahjong_tui.engine.melds import Meld, offset_of
from mahjong_tui.engine.rules import HandShapes
from mahjong_tui.engine.tiles import TILES
from mahjong_tui.engine.views import Phase, SeatView

__all__ = ["LEVELS", "RegionalBot", "SeatAnalysis"]

LEVELS = ("beginner", "standard", "expert")
"""The levels of the shared bot."""

PLAN_STEP = 0.3
"""A plan ``n`` steps from ready is valued at ``PLAN_STEP ** n`` of its worth."""

DEFENCE_FROM = 24
"""The expert defends once this few tiles are left for live draws ..."""

FOLD_SHANTEN = 2
"""... with its own hand at least this far from ready."""


def _text(s: int) -> str:
    return "complete" if s < 0 else "ready" if s == 0 else f"{s}-shanten"


@dataclass(frozen=True, slots=True)
class SeatAnalysis:
    """What the bot knows of its seat.

    Attributes:
        counts: own concealed tiles by kind (34), the drawn tile included.
        melds: own declared melds.
        open_melds: how many of them were claimed (a concealed kong is not).
        shapes: the ruleset's complete hands.
        wilds: the wild kinds of this hand.
        unseen: per kind, the copies neither in own hand nor face up on the table.
        own_melds: own declared melds themselves.
        dealer: this seat deals the hand.
        notes: the hand's public notes.
    """

    counts: tuple[int, ...]
    melds: int
    open_melds: int
    shapes: HandShapes
    wilds: frozenset[int]
    unseen: tuple[int, ...]
    own_melds: tuple[Meld, ...] = ()
    dealer: bool = False
    notes: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, view: SeatView, shapes: HandShapes) -> SeatAnalysis:
        """Read a seat view."""
        counts = [0] * 34
        for t in view.concealed:
            counts[t.index] += 1
        if view.drawn is not None:
            counts[view.drawn.index] += 1
        seen = list(counts)
        for p in range(4):
            for t, taken in zip(view.discards[p], view.discards_claimed[p], strict=True):
                if not taken and t.index < 34:
                    seen[t.index] += 1
            for m in view.melds[p]:
                if isinstance(m, Meld):
                    for t in m.tiles:
                        seen[t.index] += 1
        for t in view.turned_up:
            if t.index < 34:
                seen[t.index] += 1
        own = [m for m in view.melds[view.player] if isinstance(m, Meld)]
        wilds = frozenset(int(i) for i in (view.note("wilds", ()) or ()))
        return cls(tuple(counts), len(own), sum(1 for m in own if not m.concealed), shapes,
                   wilds, tuple(max(0, 4 - c) for c in seen), tuple(own),
                   view.dealer == view.player, tuple(view.notes))

    def shanten(self, counts: Sequence[int], melds: int | None = None,
                shapes: HandShapes | None = None) -> int:
        """The shanten of ``counts`` beside this seat's melds (or ``melds``)."""
        return shape_shanten(counts, self.melds if melds is None else melds,
                             shapes or self.shapes, self.wilds)

    def useful(self, counts: Sequence[int]) -> tuple[int, int]:
        """The shanten of 13-tile ``counts`` and its live useful copies."""
        s, kinds = useful_kinds(counts, self.melds, self.shapes, self.wilds)
        return s, sum(self.unseen[k] for k in kinds)


def _minus(counts: Sequence[int], *kinds: int) -> list[int]:
    out = list(counts)
    for k in kinds:
        out[k] -= 1
    return out


class RegionalBot:
    """The shared bot of one level.

    Args:
        level: ``beginner``, ``standard`` or ``expert``.
        seed: seeds the bot's RNG (the beginner's ties; a ruleset without shapes).
    """

    def __init__(self, level: str, seed: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
        self.level = level
        self.rng = random.Random(seed)
        self._reason: str | None = None
        self._wait_values: WaitValues | None = None

    def reason(self) -> str | None:
        """One line explaining the last decision."""
        return self._reason

    def observe(self, event: object) -> None:
        """The bot decides from the view alone."""

    def decide(self, view: SeatView) -> Action:
        """Choose one of ``view.legal``."""
        legal = view.legal
        if not legal:
            raise ValueError("decide() called with no legal action")
        for a in legal:
            if isinstance(a, Win):
                self._reason = "win: every offered win is taken"
                return a
        shapes = getattr(view.ruleset, "shapes", None)
        if not isinstance(shapes, HandShapes) or view.phase is Phase.SETUP:
            choice = self.rng.choice(legal)
            self._reason = f"{getattr(choice, 'text', choice)}: no shapes to read"
            return choice
        seat = SeatAnalysis.of(view, shapes)
        action = self._turn(view, seat) if view.phase is Phase.TURN else \
            self._claim(view, seat)
        return action if action in legal else self._fallback(legal)

    # -- own turn ----------------------------------------------------------------
    def _turn(self, view: SeatView, seat: SeatAnalysis) -> Action:
        kinds = sorted({a.tile.index for a in view.legal if isinstance(a, Discard)})
        if not kinds:
            return self._fallback(view.legal)
        shantens = {i: seat.shanten(_minus(seat.counts, i)) for i in kinds}
        best_s = min(shantens.values())
        kong = self._turn_kong(view, seat, best_s)
        if kong is not None:
            return kong
        if self.level == "beginner":
            pool = [i for i in kinds if shantens[i] == best_s]
            pool = [i for i in pool if i not in seat.wilds] or pool
            i = self.rng.choice(pool)
            self._reason = f"discard {TILES[i].text}: keeps {_text(best_s)}"
            return Discard(TILES[i])
        # Live useful tiles only where they decide: the lowest shanten (the plans and
        # the defence break their ties by shanten first; the others keep theirs).
        options = {i: seat.useful(_minus(seat.counts, i)) if shantens[i] == best_s
                   else (shantens[i], 0) for i in kinds}
        if self.level == "expert":
            chosen = self._defend(view, seat, options, best_s)
            if chosen is not None:
                return chosen
        chosen = self._plan_discard(view, seat, options, best_s)
        if chosen is not None:
            return chosen
        worth = self._ready_worths(view, seat, [i for i in kinds if options[i][0] == 0])

        def key(i: int) -> tuple[int, bool, float, int, int, int]:
            s, live = options[i]
            # ready on nothing left, or on nothing that would be a legal win: not ready
            stuck = 1 if s == 0 and (live == 0 or worth.get(i, 1.0) <= 0) else 0
            return (s + stuck, i in seat.wilds, -round(worth.get(i, 0.0), 6), -live,
                    -abs(i % 9 - 4) if i < 27 else -5, i)

        i = min(kinds, key=key)
        s, live = options[i]
        extra = f", worth {worth[i]:.0f}" if i in worth else ""
        self._reason = f"discard {TILES[i].text}: keeps {_text(s)}, {live} live tiles{extra}"
        return Discard(TILES[i])

    def _values(self, view: SeatView) -> WaitValues:
        """The value model of the view's ruleset (kept while the ruleset stays)."""
        values = self._wait_values
        if values is None or values.ruleset is not view.ruleset:
            values = self._wait_values = WaitValues(view.ruleset)
        return values

    def _ready_worths(self, view: SeatView, seat: SeatAnalysis,
                      ready: Sequence[int]) -> dict[int, float]:
        """Per discard that leaves the hand ready, the worth of its waits by the
        ruleset's scorer; empty when the ruleset values no wins."""
        values = self._values(view)
        if not values.offered or not ready or \
                (seat.shapes.open_hand_required and seat.open_melds == 0):
            return {}   # a hand that must still open is valued once it has
        only_self = seat.shapes.discard_win_needs_concealed and seat.open_melds > 0
        out = {}
        for i in ready:
            rest = _minus(seat.counts, i)
            _, waits = useful_kinds(rest, seat.melds, seat.shapes, seat.wilds)
            out[i] = values.of_ready(rest, seat.own_melds, waits, seat.unseen,
                                     dealer=seat.dealer, notes=seat.notes,
                                     self_draw_only=only_self)
        return out

    def _turn_kong(self, view: SeatView, seat: SeatAnalysis, best_s: int) -> Action | None:
        for a in view.legal:
            if isinstance(a, ConcealedKong):
                i = a.tile.index
                after = seat.shanten(_minus(seat.counts, i, i, i, i), seat.melds + 1)
            elif isinstance(a, AddKong):
                i = a.tile.index
                after = seat.shanten(_minus(seat.counts, i))
            else:
                continue
            # After the kong the replacement is drawn: the hand is a 13-tile one plus
            # a draw, compared with the best discard now.
            if after <= best_s and i not in seat.wilds:
                self._reason = f"{a.text}: keeps {_text(after)}, a free draw"
                return a
        return None

    def _defend(self, view: SeatView, seat: SeatAnalysis,
                options: dict[int, tuple[int, int]], best_s: int) -> Action | None:
        """The expert's defence: late in the wall, far from ready, the safest tile."""
        kinds = sorted(options)
        if view.wall_remaining <= DEFENCE_FROM and best_s >= FOLD_SHANTEN:
            risks = {i: _danger(view, i) for i in kinds if i not in seat.wilds}
            if risks and max(risks.values()) > 0.05:
                i = min(risks, key=lambda k: (round(risks[k], 6), options[k][0],
                                              -options[k][1], k))
                self._reason = (f"discard {TILES[i].text}: defends, {_text(best_s)} late in "
                                f"the wall (danger {risks[i]:.2f})")
                return Discard(TILES[i])
        return None

    def _plan_discard(self, view: SeatView, seat: SeatAnalysis,
                      options: dict[int, tuple[int, int]], best_s: int) -> Action | None:
        """A discard one step slower toward a plan worth clearly more, if any."""
        kinds = sorted(options)
        plans = _plans(view, seat)
        if not plans:
            return None
        base = plans[0][1]

        def worth(i: int) -> float:
            rest = _minus(seat.counts, i)
            best = 0.0
            for shapes, value, name in plans:
                if name == "seven pairs":
                    s = pairs_shanten(rest, shapes, seat.wilds)
                elif shapes is seat.shapes:
                    s = options[i][0]
                else:
                    s = seat.shanten(rest, shapes=shapes)
                best = max(best, value * PLAN_STEP ** max(s, 0))
            return best

        pool = [i for i in kinds if options[i][0] <= best_s + 1 and i not in seat.wilds]
        if not pool:
            return None
        values = {i: worth(i) for i in pool}
        top = max(values.values())
        fastest = [i for i in pool if options[i][0] == best_s]
        if not fastest:
            return None
        fast_best = max(values[i] for i in fastest)
        # One step slower only for a plan worth clearly more (at its discounted worth).
        if top <= fast_best * 1.5 or top < base * PLAN_STEP ** best_s:
            return None
        i = max(pool, key=lambda k: (round(values[k], 6), -options[k][0], options[k][1], -k))
        self._reason = (f"discard {TILES[i].text}: {_text(options[i][0])}, toward a hand "
                        f"worth {values[i]:.1f} expected")
        return Discard(TILES[i])

    # -- claims ------------------------------------------------------------------
    def _claim(self, view: SeatView, seat: SeatAnalysis) -> Action:
        claim = view.pending_claim
        now = seat.shanten(seat.counts)
        if claim is None or claim.robbing:
            self._reason = f"pass: keeps {_text(now)}"
            return Pass()
        t = claim.tile.index
        must_open = seat.shapes.open_hand_required and seat.open_melds == 0
        # Where a claimed meld rules out winning on a discard, a concealed hand weighs
        # what it gives up before it opens (the beginner does not).
        guarded = (seat.shapes.discard_win_needs_concealed and seat.open_melds == 0
                   and self.level != "beginner")
        for a in view.legal:
            if isinstance(a, Kong) and t not in seat.wilds and not guarded:
                after = seat.shanten(_minus(seat.counts, t, t, t), seat.melds + 1)
                # a 13-tile hand before the replacement draw, against now
                if after <= now and self.level != "beginner":
                    self._reason = f"{a.text}: keeps {_text(after)}, a free draw"
                    return a
        for a in view.legal:
            if isinstance(a, Pung | Chow):
                used = (t, t) if isinstance(a, Pung) else tuple(
                    k for k in range(a.first.index, a.first.index + 3) if k != t)
                # 14 - 3 * (melds + 1) tiles left: the shanten after the best discard
                after = seat.shanten(_minus(seat.counts, *used), seat.melds + 1)
                if not (after < now or (must_open and after <= now)):
                    continue
                if guarded:
                    if after != 0:
                        continue
                    meld = Meld.pung(claim.tile, offset_of(view.player, claim.from_player)) \
                        if isinstance(a, Pung) else Meld.chow(a.first, claim.tile)
                    pays = self._claim_pays(view, seat, _minus(seat.counts, *used), meld, now)
                    if pays is None:
                        continue
                    self._reason = f"{a.text}: {_text(now)} -> {_text(after)}, {pays}"
                    return a
                self._reason = f"{a.text}: {_text(now)} -> {_text(after)}"
                return a
        self._reason = f"pass: keeps {_text(now)}"
        return Pass()

    def _claim_pays(self, view: SeatView, seat: SeatAnalysis, rest: Sequence[int],
                    meld: Meld, now: int) -> str | None:
        """Why opening a concealed hand with ``meld`` pays, or ``None`` when it does not.

        It pays only when the claim makes the hand ready on waits whose self-drawn
        worth (the only wins left to an opened hand) beats the concealed hand's: the
        ruleset's plain concealed win, which may also come on a discard, valued
        ``PLAN_STEP ** now`` for its distance from ready."""
        values = self._values(view)
        offer = getattr(view.ruleset, "plan_values", None)
        if not values.offered or offer is None or now == 0:
            return None
        plain = float(dict(offer()).get("plain", 0))
        melds = (*seat.own_melds, meld)
        best = 0.0
        best_live = 0
        for j in range(34):
            if rest[j] == 0:
                continue
            after = _minus(rest, j)
            s, waits = useful_kinds(after, len(melds), seat.shapes, seat.wilds)
            if s != 0:
                continue
            worth = values.of_ready(after, melds, waits, seat.unseen, dealer=seat.dealer,
                                    notes=seat.notes, self_draw_only=True)
            if worth > best:
                best, best_live = worth, sum(seat.unseen[w] for w in waits)
        kept = plain * (1 + DISCARD_WEIGHT) * PLAN_STEP ** now * best_live
        if best <= 0 or best <= kept:
            return None
        return f"ready, worth {best:.0f} by self-draw against {kept:.0f} concealed"

    def _fallback(self, legal: Sequence[Action]) -> Action:
        for a in legal:
            if isinstance(a, Pass):
                self._reason = "pass"
                return a
        discards = [a for a in legal if isinstance(a, Discard)]
        choice = discards[-1] if discards else legal[0]
        self._reason = f"{choice.text}: fallback"
        return choice


def _plans(view: SeatView, seat: SeatAnalysis) -> list[tuple[HandShapes, float, str]]:
    """The plans the ruleset values, as (shapes, worth, name); the plain hand first.

    A ruleset offers its values as ``plan_values()`` -> mapping of ``plain``,
    ``flush``, ``all_pungs``, ``seven_pairs`` to points; without it there is none."""
    offer = getattr(view.ruleset, "plan_values", None)
    if offer is None:
        return []
    values = dict(offer())
    shapes = seat.shapes
    plans: list[tuple[HandShapes, float, str]] = [
        (shapes, float(values.get("plain", 1)), "plain")]
    if "flush" in values:
        suited = [k for k in shapes.kinds if k < 27]
        held = [sum(seat.counts[9 * s:9 * s + 9]) for s in range(3)]
        suit = max(range(3), key=lambda s: held[s])
        kinds = tuple(k for k in suited if k // 9 == suit) + \
            tuple(k for k in shapes.kinds if k >= 27 and values.get("flush_honours"))
        if kinds:
            plans.append((replace(shapes, kinds=kinds), float(values["flush"]), "flush"))
    if "all_pungs" in values:
        plans.append((replace(shapes, chows=False, seven_pairs=False),
                      float(values["all_pungs"]), "all pungs"))
    if "seven_pairs" in values and shapes.seven_pairs and seat.melds == 0:
        plans.append((shapes, float(values["seven_pairs"]), "seven pairs"))
    return plans


def _danger(view: SeatView, kind: int) -> float:
    """A rough chance that discarding ``kind`` now is won on."""
    total = 0.0
    for q in range(4):
        if q == view.player or q in view.winners:
            continue
        discards = view.discards[q]
        ready = min(0.9, max(0.0, 0.045 * len(discards) + 0.12 * len(view.melds[q]) - 0.1))
        risk = 0.14
        if any(t.index == kind for t in discards):
            risk *= 0.35
        if kind < 27 and kind % 9 in (0, 8):
            risk *= 0.7
        total += ready * risk
    return total

