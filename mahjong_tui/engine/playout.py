"""Playouts: a position built from one seat's view and a guess at what it cannot see,
copied cheaply and played to the end of the hand.

A bot that looks ahead samples the hidden tiles (the other hands, the order of the
wall) consistently with its :class:`~mahjong_tui.engine.views.SeatView`, builds a
:class:`Playout` from the view and that :class:`HiddenDeal`, and plays it forward
with a fast policy many times. The position is the engine's own table state
machine (:class:`mahjong_tui.engine.hand.Hand`) with the ruleset's own
:class:`~mahjong_tui.engine.rules.HandRules`: the same legal actions, win checks
and payments as a real hand, with no views built per step.

What the view cannot tell is set as a fresh hand would have it: kong income paid
earlier in the hand (Sichuan refunds) and passed wins (过水) are not known, and the
turn of the player on turn counts as a live draw.

Example::

    hidden = sample_hidden(view, rng)
    base = Playout.from_view(view, hidden)
    trial = base.copy()
    trial.apply(view.player, action)
    payments = trial.play_out(random_policy, rng)
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.hand import (
    CHOW_TURN,
    DRAW,
    PUNG_TURN,
    Hand,
    IllegalActionError,
)
from mahjong_tui.engine.melds import Meld, MeldKind
from mahjong_tui.engine.playout_loop import play_to_end
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.engine.tiles import NUM_KINDS, TILES, Tile
from mahjong_tui.engine.views import HiddenKong, Phase, SeatView
from mahjong_tui.engine.wall import Deal, Position, Wall, WallError

__all__ = ["HiddenDeal", "Playout", "PlayoutError", "PlayoutPolicy", "random_policy",
           "sample_hidden", "unseen_tiles"]


class PlayoutError(ValueError):
    """A playout cannot be built from this view and assignment."""


PlayoutPolicy = Callable[["Playout", int, tuple[Action, ...], random.Random], Action]
"""Chooses for ``player`` one of ``legal`` in a playout: ``policy(playout, player,
legal, rng)``."""


def random_policy(playout: Playout, player: int, legal: tuple[Action, ...],
                  rng: random.Random) -> Action:
    """Any legal action, uniformly."""
    return legal[int(rng.random() * len(legal))]


@dataclass(frozen=True, slots=True)
class HiddenDeal:
    """A guess at everything a seat cannot see.

    Attributes:
        concealed: per player, the standing tiles of the others (the viewing
            player's own entry is ignored: his view has them); sizes as the view's
            ``hand_sizes``.
        concealed_kongs: per player, the tile of each of his concealed kongs, in the
            order of his melds (the view shows them face down).
        wall: the tiles left to draw in draw order: live draws from the front,
            replacements (flowers, MCR kongs) from the back.
        queues: in per-seat duplicate mode, per seat (0 = dealer) the seat's own
            draw queue, front first; ``None`` for the shared wall.
    """

    concealed: tuple[tuple[Tile, ...], ...]
    concealed_kongs: tuple[tuple[Tile, ...], ...] = ((), (), (), ())
    wall: tuple[Tile, ...] = ()
    queues: tuple[tuple[Tile, ...], ...] | None = None


class _PlayoutWall(Wall):
    """The wall of a playout: only its tiles in draw order, no physical places."""

    __slots__ = ("_live", "_seat_queues")

    def __init__(self, live: deque[Tile] | None,
                 seat_queues: list[deque[Tile]] | None) -> None:
        self._live = live
        self._seat_queues = seat_queues
        self.queues = None
        if seat_queues is not None:
            self.remaining = sum(map(len, seat_queues))
        else:
            assert live is not None
            self.remaining = len(live)

    def clone(self) -> _PlayoutWall:
        if self._seat_queues is not None:
            return _PlayoutWall(None, [q.copy() for q in self._seat_queues])
        assert self._live is not None
        return _PlayoutWall(self._live.copy(), None)

    def can_draw(self, seat: int) -> bool:
        if self._seat_queues is not None:
            return bool(self._seat_queues[seat])
        return self.remaining > 0

    def draw(self, seat: int, *, from_tail: bool) -> tuple[Tile, Position]:
        queues = self._seat_queues
        if queues is not None:
            if not queues[seat]:
                raise WallError("the wall is empty")
            self.remaining -= 1
            return queues[seat].popleft(), _NOWHERE
        live = self._live
        if not live:
            raise WallError("the wall is empty")
        self.remaining -= 1
        return (live.pop() if from_tail else live.popleft()), _NOWHERE


_NOWHERE = Position(0, 0, 0)
_TEMPLATE_DEALS: dict[str, Deal] = {}


def _template_deal(ruleset: Ruleset) -> Deal:
    deal = _TEMPLATE_DEALS.get(ruleset.name)
    if deal is None:
        deal = _TEMPLATE_DEALS[ruleset.name] = ruleset.random_deal(random.Random(0), 0)
    return deal


def unseen_tiles(view: SeatView) -> list[Tile]:
    """The tiles the viewing player cannot see: the full set less his own tiles, every
    discard not claimed, exposed melds and flowers, sorted."""
    counts = [0] * len(TILES)
    for t in view.ruleset.tile_set():
        counts[t.index] += 1
    seen: list[Tile] = list(view.concealed)
    if view.drawn is not None:
        seen.append(view.drawn)
    for p in range(4):
        for t, taken in zip(view.discards[p], view.discards_claimed[p], strict=True):
            if not taken:
                seen.append(t)
        seen.extend(view.flowers[p])
        for m in view.melds[p]:
            if isinstance(m, Meld):
                seen.extend(m.tiles)
    # A tile won on by a player still at the table is shown with him, not in the river.
    for p in view.winners:
        seen.extend(view.table.revealed[p])
    for t in seen:
        counts[t.index] -= 1
    return [TILES[i] for i in range(len(TILES)) for _ in range(max(0, counts[i]))]


def sample_hidden(view: SeatView, rng: random.Random,
                  avoid: Sequence[frozenset[int]] = (frozenset(),) * 4) -> HiddenDeal:
    """Deal the unseen tiles at random into the other hands and the wall.

    Args:
        view: the viewing seat.
        rng: the randomness.
        avoid: per player, tile kinds his hand should not get while others are left
            (what his play has shown he does not hold); the wall takes them instead.
    """
    pool = unseen_tiles(view)
    rng.shuffle(pool)
    me = view.player
    kongs: list[tuple[Tile, ...]] = [(), (), (), ()]
    for p in range(4):
        hidden = [m for m in view.melds[p] if isinstance(m, HiddenKong)]
        if p == me or not hidden:
            continue
        chosen: list[Tile] = []
        for _ in hidden:
            kinds = sorted({t.index for t in pool if t.index < NUM_KINDS
                            and sum(1 for u in pool if u.index == t.index) >= 4})
            if not kinds:
                kinds = sorted({t.index for t in pool if t.index < NUM_KINDS})
            k = kinds[int(rng.random() * len(kinds))]
            chosen.append(TILES[k])
            for _ in range(4):
                for j, u in enumerate(pool):
                    if u.index == k:
                        del pool[j]
                        break
        kongs[p] = tuple(chosen)
    hands: list[tuple[Tile, ...]] = [(), (), (), ()]
    for p in range(4):
        if p == me or p in view.winners:
            continue
        need = view.hand_sizes[p]
        bad = avoid[p]
        taken: list[Tile] = []
        rest: list[Tile] = []
        for t in pool:
            if len(taken) < need and not t.is_flower and t.index not in bad:
                taken.append(t)
            else:
                rest.append(t)
        if len(taken) < need:  # not enough tiles he may hold: take what there is
            more = [t for t in rest if not t.is_flower][:need - len(taken)]
            for t in more:
                rest.remove(t)
            taken += more
        hands[p] = tuple(taken)
        pool = rest
    queues = view.wall.queues
    if queues is None:
        return HiddenDeal(tuple(hands), tuple(kongs), tuple(pool), None)
    out: list[tuple[Tile, ...]] = []
    k = 0
    for n in queues:
        out.append(tuple(pool[k:k + n]))
        k += n
    return HiddenDeal(tuple(hands), tuple(kongs), (), tuple(out))


class Playout:
    """A hand in progress that may be copied and played forward.

    Build it with :meth:`from_view`. ``payments`` are the payments made since the
    position was built (zero-sum, per player).
    """

    __slots__ = ("_hand", "_plan")

    def __init__(self, hand: Hand, plan: _CopyPlan | None = None) -> None:
        self._hand = hand
        self._plan = plan if plan is not None else _CopyPlan.of(hand)

    # -- building ----------------------------------------------------------------
    @classmethod
    def from_view(cls, view: SeatView, hidden: HiddenDeal) -> Playout:
        """The position the view shows, with ``hidden`` for what it does not.

        Supported while the viewing player is on turn or answers a discard.

        Raises:
            PlayoutError: in another phase, or when ``hidden`` does not fit the view.
        """
        me = view.player
        phase = view.phase
        claim = view.pending_claim
        if not (phase is Phase.TURN and me in view.to_act) and not (
                phase is Phase.CLAIM and claim is not None and not claim.robbing):
            raise PlayoutError(f"no playout from the {phase.value} phase")
        ruleset: Ruleset = view.ruleset
        order = tuple(sorted(range(4), key=lambda p: view.seat_winds[p]))
        h = Hand(ruleset, order, view.round_wind, _template_deal(ruleset),
                 hand_number=view.hand_number, per_seat=hidden.queues is not None)
        h.setup_index = -1
        for p in range(4):
            counts = [0] * len(TILES)
            tiles = list(view.concealed) if p == me else list(hidden.concealed[p])
            if p == me and view.drawn is not None:
                tiles.append(view.drawn)
            if p != me and p in view.winners:
                tiles = list(view.table.revealed[p])  # laid open; he is out
            elif p != me and len(tiles) != view.hand_sizes[p]:
                raise PlayoutError(f"player {p} holds {view.hand_sizes[p]} tiles, "
                                   f"not {len(tiles)}")
            for t in tiles:
                counts[t.index] += 1
            h.counts[p] = counts
            kongs = iter(hidden.concealed_kongs[p])
            melds: list[Meld] = []
            for m in view.melds[p]:
                if isinstance(m, HiddenKong):
                    try:
                        melds.append(Meld.kong(next(kongs), concealed=True))
                    except StopIteration:
                        raise PlayoutError(f"no tile for player {p}'s concealed kong") \
                            from None
                else:
                    melds.append(m)
            h.melds[p] = melds
            h.discards[p] = list(view.discards[p])
            h.claimed[p] = list(view.discards_claimed[p])
            h.flowers[p] = list(view.flowers[p])
            h.turns_taken[p] = len(view.discards[p])
        h.melds_made = sum(1 for ms in h.melds for m in ms if m.kind is not MeldKind.CHOW)
        h.concealed_kongs = sum(1 for ms in h.melds for m in ms if m.concealed)
        h.barred = set(view.barred)
        h.winners = list(view.winners)
        h.out = [p in view.winners for p in range(4)]
        h.win_tiles = list(view.table.win_tiles)
        h.voids = list(view.voids)
        h.last_discard = view.last_discard
        if hidden.queues is not None:
            wall = _PlayoutWall(None, [deque(q) for q in hidden.queues])
        else:
            wall = _PlayoutWall(deque(hidden.wall), None)
        if wall.remaining != view.wall_remaining:
            raise PlayoutError(f"the wall holds {view.wall_remaining} tiles, "
                               f"not {wall.remaining}")
        h.wall = wall
        h.rules = ruleset.hand_rules(h)
        if phase is Phase.TURN:
            h.phase = Phase.TURN
            h.turn_player = me
            h.drawn[me] = view.drawn
            if view.drawn is not None:
                h.turn_kind = DRAW
            else:
                last = h.melds[me][-1] if h.melds[me] else None
                h.turn_kind = CHOW_TURN if last is not None and \
                    last.kind is MeldKind.CHOW else PUNG_TURN
            h.last_tile_drawn = view.drawn is not None and view.wall_remaining == 0
        else:
            assert claim is not None
            h.phase = Phase.TURN
            h.discard_after_last = view.wall_remaining == 0
            # The engine asks everyone about the discard again, the sampled hands
            # included: their answers are part of the playout.
            h._open_claims(claim.from_player, claim.tile)
            if h.phase is not Phase.CLAIM or me not in h.options:
                raise PlayoutError("the playout does not offer the viewing player "
                                   "the discard")
        return cls(h)

    def copy(self) -> Playout:
        """An independent copy: the state's lists, dicts and sets copied (lists of
        lists one level further), immutable tiles and melds shared."""
        h = self._hand
        plan = self._plan
        state = h.__dict__.copy()
        for name in plan.nested:
            state[name] = [x.copy() for x in state[name]]
        for name in plan.flat:
            state[name] = state[name].copy()
        state["_events"] = []
        wall = h.wall
        assert isinstance(wall, _PlayoutWall)
        state["wall"] = wall.clone()
        c = object.__new__(type(h))
        c.__dict__ = state
        rules = h.rules
        rules_state = rules.__dict__.copy()
        for name in plan.rules_flat:
            rules_state[name] = rules_state[name].copy()
        for name in plan.rules_hand:
            rules_state[name] = c
        r = object.__new__(type(rules))
        r.__dict__ = rules_state
        c.rules = r
        return Playout(c, plan)

    # -- reading -----------------------------------------------------------------
    @property
    def over(self) -> bool:
        """The hand has ended."""
        return self._hand.over

    @property
    def payments(self) -> tuple[int, ...]:
        """Payments since the position was built, per player."""
        return tuple(self._hand.deltas)

    @property
    def winners(self) -> tuple[int, ...]:
        """Players who have won in the playout, the view's winners included."""
        return tuple(self._hand.winners)

    @property
    def wall_remaining(self) -> int:
        """Tiles left to draw."""
        return self._hand.wall.remaining

    @property
    def pending_tile(self) -> Tile | None:
        """The discard (or added kong tile) on offer, if any."""
        claim = self._hand.claim
        return claim.tile if claim is not None else None

    def counts(self, player: int) -> Sequence[int]:
        """Counts per tile kind of ``player``'s standing tiles (drawn tile included);
        read only."""
        return self._hand.counts[player]

    def melds(self, player: int) -> Sequence[Meld]:
        """``player``'s declared sets; read only."""
        return self._hand.melds[player]

    def drawn(self, player: int) -> Tile | None:
        """The tile ``player`` just drew, if on turn after a draw."""
        return self._hand.drawn[player]

    def to_act(self) -> tuple[int, ...]:
        """Players who must decide now, in play order."""
        return self._hand.to_act()

    def legal(self, player: int) -> tuple[Action, ...]:
        """``player``'s legal actions now."""
        return self._hand.legal(player)

    # -- playing -----------------------------------------------------------------
    def apply(self, player: int, action: Action) -> None:
        """Apply a legal action.

        Raises:
            IllegalActionError: when it is not legal now (nothing changes).
        """
        self._hand.apply(player, action)

    def play_out(self, policy: PlayoutPolicy, rng: random.Random,
                 max_steps: int = 2000) -> tuple[int, ...]:
        """Play to the end of the hand with ``policy`` for every player; returns the
        payments since the position was built.

        The fast path of the state machine: its own transitions, without re-checking
        that the policy's answer is among the legal actions it was given and without
        keeping the events (a test checks it plays exactly as :meth:`apply`)."""
        h = self._hand
        wall = h.wall
        live = wall._live if isinstance(wall, _PlayoutWall) else None
        play_to_end(self, h, policy, rng, max_steps, PlayoutError, live)
        return tuple(h.deltas)


@dataclass(frozen=True, slots=True)
class _CopyPlan:
    """What :meth:`Playout.copy` copies of a hand and its rules, found once per
    position: lists of lists one level deep, other lists, dicts and sets once; in
    the rules, its lists, dicts and sets once and its references to the hand
    pointed at the copy. Tiles, melds and scores in them are values, shared."""

    nested: tuple[str, ...]
    flat: tuple[str, ...]
    rules_flat: tuple[str, ...]
    rules_hand: tuple[str, ...]

    @classmethod
    def of(cls, hand: Hand) -> _CopyPlan:
        """The plan for ``hand`` (and the positions copied from it)."""
        nested: list[str] = []
        flat: list[str] = []
        for name, value in vars(hand).items():
            if name in ("wall", "rules", "_events"):
                continue
            if isinstance(value, list) and value and isinstance(value[0], list):
                nested.append(name)
            elif isinstance(value, list | dict | set):
                flat.append(name)
        rules_flat: list[str] = []
        rules_hand: list[str] = []
        for name, value in vars(hand.rules).items():
            if isinstance(value, Hand):
                rules_hand.append(name)
            elif isinstance(value, list | dict | set):
                rules_flat.append(name)
        return cls(tuple(nested), tuple(flat), tuple(rules_flat), tuple(rules_hand))


# ``IllegalActionError`` is what :meth:`Playout.apply` raises.
_ = IllegalActionError
