"""The Sichuan levels: one bot, parametrised by a :class:`Profile` per level.

* ``beginner``: gives the exchange from and voids the shortest suit, discards the
  void suit first (the rules make it), then any discard keeping the lowest
  shanten (regular form only), at random; pungs when the shanten drops, kongs
  when it does not rise.
* ``standard``: chooses the exchange and the void suit by the shapes of the suits,
  discards for the lowest shanten then the most live useful tiles (regular form
  and seven pairs over the two kept suits; one step from ready, by the waits the
  useful draws lead to), pungs only when it lowers the shanten, kongs when free.
* ``expert``: also values hands: the expected value of each discard over the
  plans the shape allows (清一色, 对对胡, 七对, roots; a ready hand valued wait by
  wait; a win also counts the losses it ends), which weighs a cheap early wait
  against a bigger later one; kongs for 刮风下雨 even a step worse, but no added
  kong whose tile looks like a wait; late in the wall it weighs danger against
  the players still in, folds a hand far from ready, and puts being ready before
  value; between plain 1-shanten discards worth about as much, it looks ahead as
  ``standard`` does.

Every level takes every legal win (a winner leaves the hand and pays nothing more),
except that the expert may pass a cheap win on a discard when a self-draw, paid by
every player still in, is worth clearly more. See ``docs/bots.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bots.shell import BotShell
from bots.sichuan_eval import (
    SUITS,
    Evaluation,
    SichuanSeat,
    danger,
    evaluate,
    hold_decision,
    ready_reach_ahead,
)
from mahjong_tui.engine.actions import (
    Action,
    AddKong,
    ConcealedKong,
    DeclareVoid,
    Discard,
    Exchange,
    Kong,
    Pass,
    Pung,
    Win,
)
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES
from mahjong_tui.engine.views import Phase, SeatView

__all__ = ["PROFILES", "Profile", "SichuanBot"]

SUIT_NAMES = ("characters", "dots", "bamboo")


@dataclass(frozen=True, slots=True)
class Profile:
    """What a level does.

    Attributes:
        level: the level's name.
        noise: chance of a random discard among those keeping the lowest shanten
            (else the one keeping the most useful kinds).
        shaped_setup: exchange and void chosen by the suits' shapes (else: the
            shortest suit).
        live_counts: weigh useful tiles by their live copies (else: kinds).
        seven_pairs: count seven pairs as a shape (else: the regular form only).
        values: discard and claim by expected value (fan plans).
        defence: weigh the danger of a discard against players still in.
        value_slack: how many steps above the lowest shanten a discard may be for
            more expected value.
        lookahead: at one step from ready, choose among the discards keeping the
            most live useful tiles by the waits their useful draws lead to
            (:func:`~bots.sichuan_eval.ready_reach_ahead`).
    """

    level: str
    noise: float = 0.0
    shaped_setup: bool = True
    live_counts: bool = True
    seven_pairs: bool = True
    values: bool = False
    defence: bool = False
    value_slack: int = 1
    lookahead: bool = False


PROFILES: dict[str, Profile] = {
    "beginner": Profile("beginner", noise=1.0, shaped_setup=False, live_counts=False,
                        seven_pairs=False),
    "standard": Profile("standard", lookahead=True),
    "expert": Profile("expert", values=True, defence=True, lookahead=True),
}
"""The Sichuan levels by name."""

LATE_DRAWS = 5
"""With this few own draws left, the expert puts being ready before value (a hand
not ready at the end pays 查大叫)."""

DEFENCE_FROM = 20
"""The expert weighs the danger of discards once the wall is this short (earlier,
the speed it costs is worth more than the deal-ins it saves: a winner pays no
more)."""

FOLD_SHANTEN = 2
"""... and folds to the safest discard when its hand is at least this far..."""

FOLD_RISK = 0.25
"""... and some discard is at least this dangerous."""

KONG_SLACK = 1
"""The expert declares a kong on its turn even when it costs this much shanten:
the kong is paid at once (刮风下雨) and its four tiles count as a root either way."""


LOOKAHEAD_WIDTH = 4
"""At one step from ready, a level that looks ahead compares this many discards: the
``standard`` level those keeping the most live useful tiles, the ``expert`` the
plain ones worth the most..."""

LOOKAHEAD_CLOSE = 0.9
"""... that are worth at least this share of the best one (after danger)."""


def shanten_text(s: int) -> str:
    """``complete``, ``ready`` or ``n-shanten``."""
    if s < 0:
        return "complete"
    if s == 0:
        return "ready"
    return f"{s}-shanten"


def _minus(counts: Sequence[int], i: int, n: int = 1) -> list[int]:
    out = list(counts)
    out[i] -= n
    return out


class SichuanBot(BotShell):
    """A Sichuan player of one level.

    Args:
        level: ``beginner``, ``standard`` or ``expert``.
        seed: seeds the bot's RNG (only the beginner's noise uses it).
    """

    def __init__(self, level: str, seed: int = 0) -> None:
        super().__init__(seed)
        self.profile = PROFILES[level]

    @property
    def level(self) -> str:
        """The level's name."""
        return self.profile.level

    def choose(self, view: SeatView) -> Action:
        """Take a legal win (the expert may hold out for a self-draw), else decide the
        setup step, the turn or the claim."""
        if any(isinstance(a, Win) for a in view.legal):
            held = self._hold(view)
            if held is not None:
                return held
            self._reason = "win: a legal win is taken (the winner leaves the hand)"
            return Win()
        if view.phase is Phase.SETUP:
            return self._setup(view)
        seat = SichuanSeat.of(view, seven_pairs=self.profile.seven_pairs)
        return self._turn(view, seat) if view.phase is Phase.TURN else \
            self._claim(view, seat)

    def _hold(self, view: SeatView) -> Action | None:
        """The expert passes a cheap win on a discard when a self-draw, paid by every
        player still in, is worth clearly more (:func:`hold_for_self_draw`); never a
        robbing win or a self-draw, and only where passing is legal (后4张必胡)."""
        claim = view.pending_claim
        if not self.profile.values or view.phase is not Phase.CLAIM or claim is None:
            return None
        found = hold_decision(view, SichuanSeat.of(view, seven_pairs=self.profile.seven_pairs))
        if found is None:
            return None
        take, keep, payers = found
        self._reason = (f"pass the win on {claim.tile.text}: worth {take:.2f} now, about "
                        f"{keep:.2f} waiting for a self-draw ({payers} would pay)")
        return Pass()

    # -- setup -------------------------------------------------------------------
    def _setup(self, view: SeatView) -> Action:
        counts = [0] * 27
        for t in (*view.concealed, *([view.drawn] if view.drawn is not None else [])):
            if t.index < 27:
                counts[t.index] += 1
        sizes = [sum(counts[9 * s:9 * s + 9]) for s in range(3)]
        exchanges = [a for a in view.legal if isinstance(a, Exchange)]
        if exchanges:
            return self._exchange(exchanges, counts, sizes)
        voids = [a for a in view.legal if isinstance(a, DeclareVoid)]
        if voids:
            return self._void(voids, counts, sizes)
        return self._fallback(view.legal)

    def _exchange(self, options: list[Exchange], counts: list[int],
                  sizes: list[int]) -> Action:
        if not self.profile.shaped_setup:
            suit = min({SUITS.index(o.tiles[0].suit) for o in options},
                       key=lambda s: (sizes[s], s))
            choice = self.rng.choice([o for o in options
                                      if SUITS.index(o.tiles[0].suit) == suit])
            self._reason = f"{choice.text}: from the shortest suit"
            return choice
        from bots.sichuan_shanten import shanten

        best: tuple[tuple[int, int, int], Exchange, int] | None = None
        seen: set[tuple[int, ...]] = set()
        for o in options:
            rest = list(counts)
            for t in o.tiles:
                rest[t.index] -= 1
            key_rest = tuple(rest)
            if key_rest in seen:  # the same tiles kept: the same choice
                continue
            seen.add(key_rest)
            given = SUITS.index(o.tiles[0].suit)
            left = [sum(rest[9 * v:9 * v + 9]) for v in range(3)]
            others = [v for v in range(3) if v != given]
            # Void the suit given from, or the shortest of the others.
            for v in (given, min(others, key=lambda v: (left[v], v))):
                longest = max(left[x] for x in range(3) if x != v)
                key = (shanten(rest, 0, v), left[v], -longest)
                if best is None or key < best[0]:
                    best = (key, o, v)
        assert best is not None
        (s, _, _), choice, void = best
        self._reason = (f"{choice.text}: leaves {shanten_text(s)} over the suits kept "
                        f"voiding {SUIT_NAMES[void]}")
        return choice

    def _void(self, options: list[DeclareVoid], counts: list[int],
              sizes: list[int]) -> Action:
        if not self.profile.shaped_setup:
            choice = min(options, key=lambda o: (sizes[SUITS.index(o.suit)],
                                                 SUITS.index(o.suit)))
            self._reason = f"{choice.text}: the shortest suit ({sizes[SUITS.index(choice.suit)]})"
            return choice
        from bots.sichuan_shanten import shanten, useful_mask

        def key(o: DeclareVoid) -> tuple[int, int, int]:
            v = SUITS.index(o.suit)
            s, mask = useful_mask(counts, 0, v)
            return (s, -mask.bit_count(), sizes[v])

        choice = min(options, key=key)
        v = SUITS.index(choice.suit)
        self._reason = (f"{choice.text}: keeps {shanten_text(shanten(counts, 0, v))} "
                        f"with {sizes[v]} tile(s) to clear")
        return choice

    # -- own turn ----------------------------------------------------------------
    def _evaluate(self, seat: SichuanSeat, counts: Sequence[int],
                  melds: Sequence[Meld]) -> Evaluation:
        return evaluate(seat, counts, melds, values=self.profile.values)

    def _turn(self, view: SeatView, seat: SichuanSeat) -> Action:
        kinds = sorted({a.tile.index for a in view.legal if isinstance(a, Discard)})
        if not kinds:
            return self._fallback(view.legal)
        options = [(i, evaluate(seat, _minus(seat.counts, i), seat.melds, values=False))
                   for i in kinds]
        best_s = min(e.shanten for _, e in options)
        if self.profile.values:
            # Only a discard at most a step above the lowest shanten can be chosen
            # (a one-suit hand counts a step nearer): value only those.
            options = [(i, self._evaluate(seat, _minus(seat.counts, i), seat.melds)
                        if e.shanten <= best_s + 1 else e) for i, e in options]
        kong = self._turn_kong(view, seat, best_s)
        if kong is not None:
            return kong
        i, _, note = self._choose_discard(view, seat, options)
        self._reason = f"discard {TILES[i].text}: {note}"
        return Discard(TILES[i])

    def _choose_discard(self, view: SeatView, seat: SichuanSeat,
                        options: list[tuple[int, Evaluation]]
                        ) -> tuple[int, Evaluation, str]:
        if seat.holds_void():
            # Every choice is a void tile; the safest goes last, so the most live first.
            i, ev = max(options, key=lambda o: (seat.live[o[0]], -abs(o[0] % 9 - 4), o[0]))
            if self.profile.defence:
                i, ev = min(options, key=lambda o: (round(danger(view, o[0]), 6),
                                                    -seat.live[o[0]], o[0]))
            return i, ev, "clears the void suit"
        p = self.profile
        best_s = min(e.shanten for _, e in options)
        if p.values:
            return self._expert_discard(view, seat, options, best_s)
        pool = [o for o in options if o[1].shanten == best_s]
        if p.noise and self.rng.random() < p.noise:
            i, ev = self.rng.choice(pool)
            return i, ev, f"keeps {shanten_text(best_s)}, a hunch"
        if p.live_counts:
            def std_key(o: tuple[int, Evaluation]) -> tuple[int, float, int, int]:
                e = o[1]
                eff = e.shanten + (1 if e.shanten == 0 and e.live_useful == 0 else 0)
                # A ready hand counts its waits by how often their suit comes out.
                return (eff, -round(e.reach, 6), -abs(o[0] % 9 - 4), o[0])

            ranked = sorted(options, key=std_key)
            i, ev = ranked[0]
            if p.lookahead and ev.shanten == 1:
                return self._look_ahead(seat, [o for o in ranked[:LOOKAHEAD_WIDTH]
                                               if o[1].shanten == 1])
            return i, ev, f"keeps {shanten_text(ev.shanten)}, {ev.live_useful} live tiles"
        i, ev = min(pool, key=lambda o: (-o[1].useful.bit_count(), -abs(o[0] % 9 - 4), o[0]))
        return i, ev, f"keeps {shanten_text(best_s)}, {ev.useful.bit_count()} useful kinds"

    def _look_ahead(self, seat: SichuanSeat, options: list[tuple[int, Evaluation]]
                    ) -> tuple[int, Evaluation, str]:
        """The 1-shanten discard whose useful draws lead to the widest waits."""
        scored = [(ready_reach_ahead(seat, _minus(seat.counts, i), seat.melds, e.useful),
                   i, e) for i, e in options]
        score, i, ev = max(scored, key=lambda o: round(o[0], 6))  # first of equals
        return i, ev, (f"keeps 1-shanten, {ev.live_useful} live tiles leading to waits "
                       f"worth {score:.0f}")

    def _expert_discard(self, view: SeatView, seat: SichuanSeat,
                        options: list[tuple[int, Evaluation]], best_s: int
                        ) -> tuple[int, Evaluation, str]:
        """Value first (a one-suit hand counts a step nearer), danger weighed late; a
        hand that is far from ready late in the wall folds to the safest tile, until
        the last few draws, when being ready comes first."""
        late = seat.draws_left <= LATE_DRAWS
        slack = 0 if late else self.profile.value_slack
        defend = self.profile.defence and seat.wall_left <= DEFENCE_FROM
        risks = {i: danger(view, i) if defend else 0.0 for i, _ in options}
        # In the last draws being ready (查大叫) comes first: no folding then.
        if defend and not late and best_s >= FOLD_SHANTEN and \
                max(risks.values()) >= FOLD_RISK:
            i, ev = min(options, key=lambda o: (round(risks[o[0]], 6), o[1].shanten,
                                                -o[1].live_useful, o[0]))
            return i, ev, (f"defends: {shanten_text(best_s)} is too far late in the wall, "
                           f"danger {risks[i]:.2f}")

        def key(o: tuple[int, Evaluation]) -> tuple[float, ...]:
            e = o[1]
            first = e.shanten if late else min(e.shanten, e.flush_shanten - slack)
            return (first, -round(e.value - risks[o[0]], 6), e.shanten, -e.live_useful,
                    -abs(o[0] % 9 - 4), o[0])

        i, ev = min(options, key=key)
        if self.profile.lookahead and not late and ev.shanten == 1 and ev.plan == "plain":
            # Plain 1-shanten discards worth about as much: the waits decide.
            top = key((i, ev))
            worth = ev.value - risks[i]
            close = sorted((o for o in options if o[1].shanten == 1 and o[1].plan == "plain"
                            and key(o)[0] == top[0]
                            and o[1].value - risks[o[0]] >= LOOKAHEAD_CLOSE * worth),
                           key=key)[:LOOKAHEAD_WIDTH]
            if len(close) > 1:
                return self._look_ahead(seat, close)
        note = f"{shanten_text(ev.shanten)}, worth {ev.value:.2f} expected ({ev.plan})"
        if risks[i] > 0.05:
            note += f", danger {risks[i]:.2f}"
        return i, ev, note

    def _turn_kong(self, view: SeatView, seat: SichuanSeat, best_s: int) -> Action | None:
        m = len(seat.melds)
        slack = KONG_SLACK if self.profile.values and seat.draws_left > LATE_DRAWS else 0
        if self.profile.values and seat.void is not None:
            held = sum(seat.counts[9 * seat.void:9 * seat.void + 9])
            # A kong keeps the void tiles in hand and its replacement may be another:
            # with too few turns left to clear them all, the hand would end 花猪.
            if held and seat.draws_left <= held:
                return None
        for a in view.legal:
            if isinstance(a, ConcealedKong):
                i = a.tile.index
                after = seat.shanten(_minus(seat.counts, i, 4), m + 1)
                if after <= best_s + slack:
                    self._reason = f"{a.text}: leaves {shanten_text(after)}, kong money"
                    return a
            elif isinstance(a, AddKong):
                i = a.tile.index
                after = seat.shanten(_minus(seat.counts, i), m)
                if after > best_s + slack:
                    continue
                if self.profile.defence and danger(view, i) > 0.12:
                    continue  # the added tile could be robbed
                self._reason = f"{a.text}: leaves {shanten_text(after)}, kong money"
                return a
        return None

    # -- claims ------------------------------------------------------------------
    def _claim(self, view: SeatView, seat: SichuanSeat) -> Action:
        claim = view.pending_claim
        m = len(seat.melds)
        now = seat.shanten(seat.counts)
        if claim is None or claim.robbing:
            self._reason = f"pass: keeps {shanten_text(now)}"
            return Pass()
        t = claim.tile.index
        for a in view.legal:
            if isinstance(a, Kong):
                after = seat.shanten(_minus(seat.counts, t, 3), m + 1)
                if after <= now:
                    self._reason = f"{a.text}: {shanten_text(now)} -> {shanten_text(after)}, " \
                                   "kong money"
                    return a
        for a in view.legal:
            if isinstance(a, Pung):
                action = self._pung(view, seat, a, now)
                if action is not None:
                    return action
        self._reason = f"pass: keeps {shanten_text(now)}"
        return Pass()

    def _pung(self, view: SeatView, seat: SichuanSeat, a: Pung, now: int) -> Action | None:
        claim = view.pending_claim
        assert claim is not None
        t = claim.tile.index
        rest = _minus(seat.counts, t, 2)
        melds = (*seat.melds, Meld.pung(claim.tile, 1))
        kinds = [i for i in range(27) if rest[i]]
        if seat.void is not None and any(rest[9 * seat.void:9 * seat.void + 9]):
            kinds = [i for i in kinds if i // 9 == seat.void]
        if not kinds:
            return None
        shantens = {i: seat.shanten(_minus(rest, i), len(melds)) for i in kinds}
        best_s = min(shantens.values())
        if best_s > now:
            return None
        if self.profile.values:
            here = self._evaluate(seat, seat.counts, seat.melds)
            best_v = max(self._evaluate(seat, _minus(rest, i), melds).value
                         for i in kinds if shantens[i] == best_s)
            # Faster and not much cheaper, or as fast and worth more.
            if (best_s < now and best_v >= 0.8 * here.value) or (
                    best_s <= now and best_v > here.value * 1.05 + 0.01):
                self._reason = (f"{a.text}: {shanten_text(now)} -> {shanten_text(best_s)}, "
                                f"worth {here.value:.2f} -> {best_v:.2f}")
                return a
            return None
        if best_s < now:
            self._reason = f"{a.text}: {shanten_text(now)} -> {shanten_text(best_s)}"
            return a
        return None
