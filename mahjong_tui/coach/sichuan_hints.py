"""The hint panel's figures for a Sichuan (血战到底) hand, from one player's view.

The same shape as the MCR panel (:mod:`mahjong_tui.coach.hints`), with Sichuan's
terms:

* *kept suits*: the two suits other than the void suit (定缺); before the void is
  declared, the best pair of suits the hand's sets allow.
* *shanten*: exchanges to ready over the kept suits (``0`` ready, ``-1`` complete),
  for the regular form (four sets and a pair) and for seven pairs.
* *live*: copies of a kind not visible to this player (27 suited kinds).
* *value* of a discard: the ``expert`` level's expected value in base units (a
  plain win is 1, each fan doubles it), over the plans the shape allows (清一色,
  对对胡, 七对, roots); *plan* names the plan behind it.
* *fan* of a wait: the Sichuan scorer's capped total for the preset (points with
  linear points); *value* in base units on a discard, and what each player still
  in pays on a self-draw.
* *danger*: a rough expected loss in base units if the tile is discarded now
  (:func:`bots.sichuan_eval.danger`); a tile of an opponent's void suit is never
  his win.

Shanten, useful tiles, values and danger come from the Sichuan levels' analysis
(:mod:`bots.sichuan_shanten`, :mod:`bots.sichuan_eval`), wait values from the
Sichuan scorer: nothing here re-implements a rule. Discards are ranked as the
``expert`` level ranks them before it weighs danger.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bots import sichuan_shanten as sc
from bots.analysis import mask_tiles
from bots.sichuan_eval import (
    SUITS,
    Evaluation,
    SichuanSeat,
    danger,
    evaluate,
    hold_decision,
)
from mahjong_tui.coach.hints import UsefulTile
from mahjong_tui.coach.words import action_words, coach_words, tile_words
from mahjong_tui.engine.actions import Action, DeclareVoid, Discard, Exchange, Kong, Pass, Pung, Win
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.engine.views import Phase, SeatView
from mahjong_tui.i18n.coach_words import CoachWords
from mahjong_tui.rulesets.sichuan.scoring import (
    SichuanInputError,
    SichuanSituation,
    score_sichuan,
    winning_tiles,
)

__all__ = [
    "KINDS",
    "SichuanClaim",
    "SichuanDiscard",
    "SichuanForm",
    "SichuanHints",
    "SichuanOpponent",
    "SichuanWait",
    "VoidHint",
    "forms_of",
    "rank_discards",
    "safety_of",
    "sichuan_hints_for",
    "void_hints",
    "waits_of",
]

KINDS = sc.KINDS
"""Suited tile kinds (Sichuan plays without honours)."""

SUIT_LETTERS = "mps"
"""The suits' letters in index order (characters, dots, bamboo)."""

LATE_DRAWS = 5
"""With this few own draws left being ready comes before value (as for the expert)."""


@dataclass(frozen=True, slots=True)
class SichuanForm:
    """The hand measured against one Sichuan form over its kept suits.

    Attributes:
        form: ``regular`` (four sets and a pair) or ``seven pairs``.
        shanten: exchanges to ready (``-1`` complete).
        useful: the kinds that lower it, with live copies.
    """

    form: str
    shanten: int
    useful: tuple[UsefulTile, ...]

    @property
    def live_useful(self) -> int:
        """Live copies of all useful tiles."""
        return sum(u.live for u in self.useful)


@dataclass(frozen=True, slots=True)
class VoidHint:
    """One suit as the void (定缺) candidate.

    Attributes:
        suit: ``m``, ``p`` or ``s``.
        shanten: shanten over the two other suits.
        useful_kinds: kinds that would lower it.
        live_useful: their live copies.
        to_clear: tiles of this suit in hand (each must be discarded first).
        suggested: the suggested void (lowest shanten, then most useful kinds, then
            fewest tiles to clear, as the ``standard`` level chooses).
    """

    suit: str
    shanten: int
    useful_kinds: int
    live_useful: int
    to_clear: int
    suggested: bool


@dataclass(frozen=True, slots=True)
class SichuanWait:
    """One winning tile of a ready hand.

    Attributes:
        tile: the winning tile.
        live: copies not visible to the player.
        fan: the scorer's capped fan on a discard (points with linear points).
        value: base units the discarder pays.
        self_fan: capped fan when self-drawn.
        self_pays: what each player still in pays on a self-draw.
    """

    tile: Tile
    live: int
    fan: int
    value: int
    self_fan: int
    self_pays: int


@dataclass(frozen=True, slots=True)
class SichuanDiscard:
    """The hand after one discard.

    Attributes:
        tile: the discard.
        shanten: shanten after it (regular form or seven pairs, kept suits).
        useful: the kinds that would lower it, with live copies.
        value: the expected value in base units (see the module docstring).
        plan: the plan behind ``value`` (``plain``, ``清一色``, ``ready``...).
        flush_shanten: shanten of a one-suit hand then (99 when ruled out).
        danger: rough expected loss in base units if discarded now.
        waits: when ready, every winning tile with its value.
        rank: 1 for the top choice.
    """

    tile: Tile
    shanten: int
    useful: tuple[UsefulTile, ...]
    value: float
    plan: str
    flush_shanten: int
    danger: float
    waits: tuple[SichuanWait, ...]
    rank: int

    @property
    def live_useful(self) -> int:
        """Live copies of all useful tiles."""
        return sum(u.live for u in self.useful)


@dataclass(frozen=True, slots=True)
class SichuanClaim:
    """One answer to a discard on offer, against passing.

    Attributes:
        action: ``Win``, ``Pass``, a pung or a kong.
        shanten: shanten after it (after the best discard for a pung).
        live_useful: live copies of the useful tiles then.
        discard: the best discard after a pung, else ``None``.
        fan: for a win, the scorer's capped fan; else ``-1``.
    """

    action: Action
    shanten: int
    live_useful: int
    discard: Tile | None
    fan: int = -1


@dataclass(frozen=True, slots=True)
class SichuanOpponent:
    """One opponent seen from the player's seat.

    Attributes:
        player: the opponent.
        won: he has won this hand (he is out: he wins on nothing more).
        void: his declared void suit letter (``""`` before it is revealed); your
            tiles of that suit can never be his win.
        discarded: kinds in your hand that he has discarded.
        sets: his declared pungs and kongs.
    """

    player: int
    won: bool
    void: str
    discarded: tuple[Tile, ...]
    sets: int


@dataclass(frozen=True, slots=True)
class SichuanHints:
    """Everything the hint panel shows for one Sichuan view.

    Attributes:
        player: whose view.
        phase: what the table waits for.
        void: the player's void suit letter (``""`` before the declaration).
        shanten: the hand's shanten as it stands (lowest form).
        forms: regular and (with no declared set) seven pairs.
        voids: during the setup, each suit as the void candidate.
        discards: on a turn, every legal discard, best first.
        reason: one line for the top choice.
        waits: when the standing 13-style hand is ready, its winning tiles.
        claims: in a claim window, the answers against passing.
        unseen: per suited kind (27), copies not visible to the player.
        safety: per opponent, what makes your tiles safe or not against him.
    """

    player: int
    phase: Phase
    void: str
    shanten: int
    forms: tuple[SichuanForm, ...]
    voids: tuple[VoidHint, ...]
    discards: tuple[SichuanDiscard, ...]
    reason: str
    waits: tuple[SichuanWait, ...]
    claims: tuple[SichuanClaim, ...]
    unseen: tuple[int, ...]
    safety: tuple[SichuanOpponent, ...]


def _minus(counts: Sequence[int], i: int, n: int = 1) -> list[int]:
    out = list(counts)
    out[i] -= n
    return out


def _useful(mask: int, live: Sequence[int]) -> tuple[UsefulTile, ...]:
    return tuple(UsefulTile(TILES[i], live[i]) for i in mask_tiles(mask) if i < KINDS)


def _tiles(counts: Sequence[int]) -> tuple[Tile, ...]:
    return tuple(TILES[i] for i in range(KINDS) for _ in range(counts[i]))


def _seven_pairs(counts: Sequence[int], seat: SichuanSeat) -> tuple[int, int]:
    """Shanten and useful mask of seven pairs over the kept suits."""
    choices = sc.kept_suits(seat.void, seat.melds_suits)
    now = min(sc.seven_pairs(counts, pair) for pair in choices)
    mask = 0
    trial = list(counts)
    for i in sorted({9 * s + r for pair in choices for s in pair for r in range(9)}):
        if trial[i] >= 4:
            continue
        trial[i] += 1
        if min(sc.seven_pairs(trial, pair) for pair in choices) < now:
            mask |= 1 << i
        trial[i] -= 1
    return now, mask


def forms_of(counts: Sequence[int], seat: SichuanSeat) -> tuple[SichuanForm, ...]:
    """The regular form and, with no declared set, seven pairs over the kept suits."""
    melds = len(seat.melds)
    s, mask = sc.useful_mask(counts, melds, seat.void, seat.melds_suits, pairs=False)
    out = [SichuanForm("regular", s, _useful(mask, seat.live))]
    if melds == 0:
        p, pmask = _seven_pairs(counts, seat)
        out.append(SichuanForm("seven pairs", p, _useful(pmask, seat.live)))
    return tuple(out)


def void_hints(counts: Sequence[int], live: Sequence[int]) -> tuple[VoidHint, ...]:
    """Each suit as the void, for a hand with no declared set (the setup)."""
    rows = []
    for v in range(3):
        s, mask = sc.useful_mask(counts, 0, v)
        rows.append((v, s, mask, sum(counts[9 * v:9 * v + 9])))
    best = min(rows, key=lambda r: (r[1], -r[2].bit_count(), r[3], r[0]))[0]
    return tuple(VoidHint(SUIT_LETTERS[v], s, mask.bit_count(),
                          sum(live[i] for i in mask_tiles(mask)), size, v == best)
                 for v, s, mask, size in rows)


def waits_of(counts: Sequence[int], melds: Sequence[Meld], seat: SichuanSeat
             ) -> tuple[SichuanWait, ...]:
    """Every winning tile of a ready 13-style hand, valued by the preset's scorer (no
    situational fans: 杠上花, 海底... are circumstances of the win, not of the wait)."""
    concealed = _tiles(counts)
    void = SUITS[seat.void] if seat.void is not None else None
    out = []
    for tile in sorted(winning_tiles(concealed, melds, void)):
        try:
            on_discard = score_sichuan(SichuanSituation(
                (*concealed, tile), tuple(melds), tile, False, void), seat.scoring)
            drawn = score_sichuan(SichuanSituation(
                (*concealed, tile), tuple(melds), tile, True, void), seat.scoring)
        except SichuanInputError:  # a fifth copy: no such win
            continue
        if on_discard.is_win and drawn.is_win:
            out.append(SichuanWait(tile, seat.live[tile.index], on_discard.total_fan,
                                   on_discard.value, drawn.total_fan, drawn.payment_each))
    return tuple(out)


def _rank_key(i: int, e: Evaluation, late: bool) -> tuple[float, ...]:
    # The expert's order before danger: a one-suit hand counts a step nearer (unless
    # the wall is nearly out), then value, then shanten and live useful tiles.
    first = e.shanten if late else min(e.shanten, e.flush_shanten - 1)
    return (first, -round(e.value, 6), e.shanten, -e.live_useful, -abs(i % 9 - 4), i)


def rank_discards(view: SeatView, seat: SichuanSeat,
                  kinds: Sequence[int]) -> tuple[SichuanDiscard, ...]:
    """Every discard of ``kinds`` (14-style hand), best first."""
    options = [(i, evaluate(seat, _minus(seat.counts, i), seat.melds, values=True))
               for i in kinds]
    if seat.holds_void():
        # Every choice clears the void suit: the most live copies go first (the
        # rarest are the safest later).
        options.sort(key=lambda o: (-seat.live[o[0]], abs(o[0] % 9 - 4), o[0]))
    else:
        late = seat.draws_left <= LATE_DRAWS
        options.sort(key=lambda o: _rank_key(o[0], o[1], late))
    out = []
    for rank, (i, e) in enumerate(options, start=1):
        rest = _minus(seat.counts, i)
        waits = waits_of(rest, seat.melds, seat) if e.shanten == 0 else ()
        out.append(SichuanDiscard(TILES[i], e.shanten, _useful(e.useful, seat.live), e.value,
                                  e.plan, e.flush_shanten, danger(view, i), waits, rank))
    return tuple(out)


def _claims(view: SeatView, seat: SichuanSeat) -> tuple[SichuanClaim, ...]:
    claim = view.pending_claim
    now = evaluate(seat, seat.counts, seat.melds, values=False)
    out = [SichuanClaim(Pass(), now.shanten, now.live_useful, None)]
    if Win() in view.legal and claim is not None:
        win = [w for w in waits_of(seat.counts, seat.melds, seat)
               if w.tile.index == claim.tile.index]
        out.insert(0, SichuanClaim(Win(), -1, 0, None, win[0].fan if win else -1))
    if claim is None or claim.robbing:
        return tuple(out)
    t = claim.tile.index
    for a in view.legal:
        if isinstance(a, Kong):
            melds = (*seat.melds, Meld.kong(claim.tile, 1))
            e = evaluate(seat, _minus(seat.counts, t, 3), melds, values=False)
            out.append(SichuanClaim(a, e.shanten, e.live_useful, None))
        elif isinstance(a, Pung):
            rest = _minus(seat.counts, t, 2)
            melds = (*seat.melds, Meld.pung(claim.tile, 1))
            kinds = [i for i in range(KINDS) if rest[i]]
            if seat.void is not None and any(rest[9 * seat.void:9 * seat.void + 9]):
                kinds = [i for i in kinds if i // 9 == seat.void]  # the void goes first
            if not kinds:
                continue
            best = min(((evaluate(seat, _minus(rest, i), melds, values=False), i)
                        for i in kinds), key=lambda o: (o[0].shanten, -o[0].live_useful, o[1]))
            out.append(SichuanClaim(a, best[0].shanten, best[0].live_useful, TILES[best[1]]))
    return tuple(out)


def _win_reason(view: SeatView, seat: SichuanSeat, fan: int, w: CoachWords) -> str:
    """A win on a discard, and whether the expert would pass it to wait for a
    self-draw that every player still in pays (as :class:`bots.sichuan_bot.SichuanBot`
    decides, with the same figures)."""
    found = hold_decision(view, seat)
    if found is not None:
        take, keep, payers = found
        return w.sc_win_or_hold.format(fan=fan, keep=keep, take=take, payers=payers)
    return w.win_fan.format(fan=fan)


def safety_of(view: SeatView, counts: Sequence[int]) -> tuple[SichuanOpponent, ...]:
    """Each opponent, in seat order after the player."""
    mine = {i for i in range(KINDS) if counts[i]}
    out = []
    for k in (1, 2, 3):
        q = (view.player + k) % 4
        void = view.voids[q]
        theirs = {t.index for t in view.discards[q]}
        out.append(SichuanOpponent(
            q, q in view.winners,
            SUIT_LETTERS[SUITS.index(void)] if void in SUITS else "",
            tuple(TILES[i] for i in sorted(mine & theirs)),
            sum(1 for m in view.melds[q] if isinstance(m, Meld))))
    return tuple(out)


def _discard_reason(top: SichuanDiscard, clearing: bool, w: CoachWords) -> str:
    tile = tile_words(top.tile, w)
    if clearing:
        return w.sc_discard_void.format(tile=tile)
    if top.shanten == 0 and top.waits:
        live = sum(x.live for x in top.waits)
        best = max(x.fan for x in top.waits)
        return w.sc_discard_ready.format(tile=tile, live=live, fan=best)
    return w.sc_discard_shanten.format(tile=tile, shanten=w.shanten(top.shanten),
                                       live=top.live_useful, plan=w.plans.get(top.plan, top.plan))


def sichuan_hints_for(view: SeatView, lang: str = "en") -> SichuanHints:
    """Compute the Sichuan hint panel for ``view`` (any phase).

    Args:
        view: one player's view of a ``sichuan`` or ``sichuan-sbr`` hand.
        lang: the language of the advice line (``reason``).
    """
    w = coach_words(lang)
    seat = SichuanSeat.of(view)
    counts = seat.counts
    live = seat.live
    void = SUIT_LETTERS[seat.void] if seat.void is not None else ""
    forms = forms_of(counts, seat)
    overall = min(f.shanten for f in forms)
    fourteen = (sum(counts) + 3 * len(seat.melds)) % 3 == 2
    voids: tuple[VoidHint, ...] = ()
    discards: tuple[SichuanDiscard, ...] = ()
    waits: tuple[SichuanWait, ...] = ()
    claims: tuple[SichuanClaim, ...] = ()
    reason = w.shanten(overall)
    if view.phase is Phase.SETUP:
        voids = void_hints(counts, live)
        top = next(v for v in voids if v.suggested)
        doing = ("exchange" if any(isinstance(a, Exchange) for a in view.legal)
                 else "void" if any(isinstance(a, DeclareVoid) for a in view.legal) else "")
        reason = w.sc_void.format(suit=w.suits.get(top.suit, top.suit),
                                  shanten=w.shanten(top.shanten), n=top.to_clear)
        if doing == "exchange":
            reason = w.sc_exchange_first.format(reason=reason)
    elif view.phase is Phase.TURN and fourteen:
        kinds = sorted({a.tile.index for a in view.legal if isinstance(a, Discard)})
        if not kinds:
            kinds = [i for i in range(KINDS) if counts[i]]
        discards = rank_discards(view, seat, kinds)
        if Win() in view.legal:
            reason = w.sc_win_self_drawn
        elif discards:
            reason = _discard_reason(discards[0], seat.holds_void(), w)
    elif not fourteen:
        waits = waits_of(counts, seat.melds, seat)
        if view.pending_claim is not None and view.legal:
            claims = _claims(view, seat)
            if isinstance(claims[0].action, Win):
                reason = _win_reason(view, seat, claims[0].fan, w)
            else:
                better = [c for c in claims[1:] if c.shanten < claims[0].shanten]
                reason = (w.sc_claim_better.format(
                    action=action_words(better[0].action, w),
                    before=w.shanten(claims[0].shanten), after=w.shanten(better[0].shanten))
                    if better else w.sc_pass_keeps.format(shanten=w.shanten(claims[0].shanten)))
        elif waits:
            reason = w.sc_ready_waits.format(live=sum(x.live for x in waits),
                                             fan=max(x.fan for x in waits))
    return SichuanHints(view.player, view.phase, void, overall, forms, voids, discards,
                        reason, waits, claims, tuple(live[:KINDS]),
                        safety_of(view, counts))
