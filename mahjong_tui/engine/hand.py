"""One hand as a state machine: deal, setup choices, turns, claims, kongs, wins, the end.

Internal to the engine: callers use :class:`mahjong_tui.engine.game.Game`, which wraps
a :class:`Hand` per hand. Everything here is indexed by *player*; ``order`` maps seat
winds (play order, 0 = dealer) to players.

The flow is the same for every ruleset; what differs is asked of the ruleset
(:class:`mahjong_tui.engine.rules.Ruleset`) and of the :class:`HandRules` it made for
this hand: who may win and what it scores, which discards and melds are allowed, the
payments, whether a win ends the hand. Procedure decisions shared by all rulesets
(see also ``docs/rules-variation.md``):

* Competing claims are collected from every asked player before anything is
  resolved, so the order of arrival never matters.
* Wins on one discard: with ``multiple_winners`` every legal declarer wins;
  otherwise the first declarer in play order after the discarder whose win is
  legal takes it (false declarations examined before it are penalised).
* Players who have won are out: they skip their turns, are asked nothing, and the
  ruleset leaves them out of later payments. The first winner on a discard takes the
  tile into his hand; another winner on the same discard keeps 13 tiles (the tile is
  one, shown with each of them).
* Bonus tiles (MCR's flowers) are set aside and replaced from the tail, at the deal
  and in play; a win on a flower's replacement is self-drawn, never 杠上开花.
* A player who lets a win on a discard pass, where the ruleset bars it (Sichuan
  过水不胡), may not win on a discard until his next draw unless it scores more fan.
* Tiles the ruleset keeps back at the tail (Beijing) are never drawn live: the hand
  is a draw when the live wall reaches them; kong replacements from the tail may
  take them. Tiles turned up after the deal (Hangzhou's 财神 indicator) come from
  the live wall before the first turn and stay out of play.

The state machine is built in layers, each a module with one job, each class
extending the one below: :mod:`~mahjong_tui.engine.hand_state` (the fields and the
read-only queries), :mod:`~mahjong_tui.engine.legal_actions` (what may be done
now), :mod:`~mahjong_tui.engine.hand_end` (wins, payments, the drawn end),
:mod:`~mahjong_tui.engine.draws` (draws, kongs and replacements),
:mod:`~mahjong_tui.engine.claims` (the claim window) and this module (the deal, the
setup steps, the turn, and :meth:`Hand.apply`, the one mutation path).
"""

from __future__ import annotations

from mahjong_tui.engine.actions import (
    Action,
    AddKong,
    ConcealedKong,
    Discard,
    Pung,
    Win,
)
from mahjong_tui.engine.claims import ClaimWindow
from mahjong_tui.engine.events import Dealt, Discarded, Event, FlowerReplaced, TilesTurnedUp
from mahjong_tui.engine.hand_state import CHOW_TURN, DRAW, FLOWER, KONG, PUNG_TURN, expand
from mahjong_tui.engine.legal_actions import DISCARDS, PUNGS, is_among
from mahjong_tui.engine.rules import HandOutcome, Ruleset
from mahjong_tui.engine.tiles import NUM_KINDS, TILES, Tile
from mahjong_tui.engine.views import Phase
from mahjong_tui.engine.wall import Deal

__all__ = ["CHOW_TURN", "DISCARDS", "DRAW", "FLOWER", "KONG", "PUNG_TURN", "Hand",
           "IllegalActionError", "expand", "is_among"]


class IllegalActionError(ValueError):
    """An action that is not legal now; the state is unchanged."""


class Hand(ClaimWindow):
    """The state of one hand. Mutated only through :meth:`apply` (and :meth:`start`).

    Args:
        ruleset: the rules.
        order: players by seat wind (``order[0]`` deals).
        round_wind: prevalent wind 0..3.
        deal: the wall order and dice.
        hand_number: the hand in the match (0-based).
        per_seat: duplicate draw mode (see :class:`mahjong_tui.engine.wall.Wall`).
        previous: how the previous hand of the match ended (the ruleset's hand
            rules may read its ``carry``), ``None`` for the first hand.
    """

    def __init__(self, ruleset: Ruleset, order: tuple[int, ...], round_wind: int, deal: Deal,
                 *, hand_number: int = 0, per_seat: bool = False,
                 previous: HandOutcome | None = None) -> None:
        super().__init__(ruleset, order, round_wind, deal, hand_number=hand_number,
                         per_seat=per_seat, previous=previous)
        self.rules = ruleset.hand_rules(self)

    # -- start -------------------------------------------------------------------
    def start(self) -> list[Event]:
        """Deal, replace bonus tiles (E, S, W, N, chains included), open the setup
        steps if the ruleset has any, else give the dealer the turn."""
        ev = self._events = []
        dealt = self.wall.deal()
        for seat, taken in enumerate(dealt):
            p = self.order[seat]
            for tile, _pos in taken:
                self.counts[p][tile.index] += 1
            ev.append(Dealt(p, tuple(t for t, _ in taken), tuple(pos for _, pos in taken)))
        last_for_dealer = dealt[0][-1][0]
        for seat in range(4):
            p = self.order[seat]
            pending = [TILES[i] for i in range(NUM_KINDS, len(TILES)) if self.counts[p][i]]
            while pending:
                flower = pending.pop(0)
                self.counts[p][flower.index] -= 1
                self.flowers[p].append(flower)
                tile, pos = self.wall.draw(seat, from_tail=True)
                ev.append(FlowerReplaced(p, flower, tile, pos))
                self.counts[p][tile.index] += 1
                if tile.is_flower:
                    pending.append(tile)
                elif seat == 0:
                    last_for_dealer = tile
        turn_up = self.rules.turn_up_count()
        if turn_up:
            taken = [self.wall.draw(0, from_tail=False) for _ in range(turn_up)]
            self.turned_up = tuple(t for t, _ in taken)
            ev.append(TilesTurnedUp(self.turned_up, tuple(pos for _, pos in taken)))
        if self.per_seat:
            self.wall.split()
        self.phase = Phase.TURN
        self.turn_player = self.order[0]
        self.turn_kind = DRAW
        self.drawn[self.order[0]] = last_for_dealer
        if self.rules.setup_steps:
            self._open_setup(0)
        return ev

    def _open_setup(self, index: int) -> None:
        self.setup_index = index
        self.phase = Phase.SETUP
        step = self.rules.setup_steps[index]
        self.answers = {}
        self.options = {p: step.choices(self, p) for p in range(4)}

    def _resolve_setup(self) -> None:
        step = self.rules.setup_steps[self.setup_index]
        answers = self.answers
        self.options = {}
        self.answers = {}
        for p in range(4):
            self._changed(p)
        self._events.extend(step.resolve(self, answers))
        if self.setup_index + 1 < len(self.rules.setup_steps):
            self._open_setup(self.setup_index + 1)
        else:
            self.phase = Phase.TURN
            self.setup_index = -1

    # -- the one mutation path -------------------------------------------------
    def apply(self, player: int, action: Action) -> list[Event]:
        """Apply a legal action and return the events it caused.

        Raises:
            IllegalActionError: when the action is not legal now (nothing changes).
        """
        if self.over:
            raise IllegalActionError("the hand is over")
        if not 0 <= player <= 3:
            raise IllegalActionError(f"no player {player!r}")
        if isinstance(action, Pung) and action.tile is None and self.claim is not None:
            action = PUNGS[self.claim.tile.index]
        legal = self.legal(player)
        if not legal:
            raise IllegalActionError(f"player {player} is not to act now")
        if not is_among(action, legal):
            text = getattr(action, "text", repr(action))
            raise IllegalActionError(f"{text!r} is not legal for player {player} now")
        self._events = []
        self._turn_cache = None
        self._pub = None
        if self.phase is Phase.TURN:
            self._apply_turn(player, action)
        else:
            self.answers[player] = action
            if not self.to_act():
                if self.phase is Phase.SETUP:
                    self._resolve_setup()
                elif self.phase is Phase.CLAIM:
                    self._resolve_claim()
                else:
                    self._resolve_rob()
        return self._events

    # -- the turn ----------------------------------------------------------------
    def _apply_turn(self, p: int, action: Action) -> None:
        """``p``, on turn, discards, declares a self-drawn win or declares a kong."""
        if isinstance(action, Discard):
            self._discard(p, action.tile)
        elif isinstance(action, Win):
            drawn = self.drawn[p]
            assert drawn is not None
            check = self.rules.self_drawn_win(p)
            if check.result is not None:
                self._win(p, None, drawn, check, robbing=False)
                if not self.over:
                    self._next_turn(p)
            else:
                self._false_win(p, drawn)
        elif isinstance(action, ConcealedKong):
            self._declare_concealed_kong(p, action.tile)
        elif isinstance(action, AddKong):
            self._open_rob_window(p, action.tile)

    def _discard(self, p: int, t: Tile, *, open_claims: bool = True) -> None:
        """``p``, on turn, discards ``t``; the others are asked about it (the caller
        does it with ``open_claims=False``)."""
        rules = self.rules
        drawn = self.drawn
        came = drawn[p]
        if t is not came:
            if came is None:
                self._changed(p)
            else:
                self._swapped(p, t.index, came.index)
        self.counts[p][t.index] -= 1
        drawn[p] = None
        self.discards[p].append(t)
        self.claimed[p].append(False)
        self.turns_taken[p] += 1
        self.last_discard = (p, t)
        self.discard_after_last = self.wall_done()
        if not self.quiet:
            self._events.append(Discarded(p, t))
        paid = rules.on_discard(p, t)
        if paid:
            self._ledger(paid)
        if open_claims:
            self._open_claims(p, t)
