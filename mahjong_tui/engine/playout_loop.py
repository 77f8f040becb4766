"""The loop of :meth:`mahjong_tui.engine.playout.Playout.play_out`: the table state
machine's own transitions, run without events and with the common turn taken
in one piece.

Most turns of a playout are a live draw, a discard nobody can take, and the next
draw. For those the loop answers two questions cheaply before it asks the state
machine at length: "is a discard all this player may do?" (no win offered, no
kong possible) and "might anybody take this discard?" (a pair of it, a chow
shape for the next player, or its kind in the player's
:meth:`~mahjong_tui.engine.hand_state.HandState.win_kinds`). Both are necessary
conditions of what :meth:`~mahjong_tui.engine.legal_actions.LegalActions.legal`
offers, so where they fail the full answer is the same: the turn's discard
choices, or no claim at all. Everything else (wins, kongs, claims, flowers, the
end of the wall) goes through the state machine's own methods, with the ruleset's
:class:`~mahjong_tui.engine.rules.HandRules` deciding as in a real hand
(``tests/engine/test_playout.py`` checks that a playout plays exactly as
:meth:`~mahjong_tui.engine.hand.Hand.apply` does, and that the shortcuts agree
with the full answers after every step).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mahjong_tui.engine.actions import Action, Discard
from mahjong_tui.engine.hand import CHOW_TURN, PUNG_TURN, Hand
from mahjong_tui.engine.legal_actions import chow_shape
from mahjong_tui.engine.melds import MeldKind
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.views import Phase

if TYPE_CHECKING:
    from mahjong_tui.engine.playout import Playout

__all__ = ["discards_only", "may_be_claimed", "play_to_end"]

_PUNG = MeldKind.PUNG


def discards_only(h: Hand, p: int) -> bool:
    """True when ``p``, on turn, may only discard: no win can be on offer (barred,
    after a claim, or the drawn tile outside his win filter) and no kong can be
    declared (no four held, no exposed pung to add the drawn tile to). Then his
    legal actions are the ruleset's discard choices."""
    kind = h.turn_kind
    drawn = h.drawn[p]
    if kind == CHOW_TURN:
        return True
    held = h.counts[p]
    if 4 in held:
        return False
    if kind == PUNG_TURN:
        return True
    if drawn is not None and p not in h.barred:
        kinds = h._win_kinds[p]
        if drawn.index in (h.win_kinds(p) if kinds is None else kinds):
            return False
    di = drawn.index if drawn is not None else -1
    for m in h.melds[p]:
        if m.kind is _PUNG:
            ti = m.tiles[0].index
            if ti == di or (held[ti] and h.ruleset.add_kong_any_tile):
                return False
    return True


def may_be_claimed(h: Hand, d: int, t: Tile) -> bool:
    """True when a player other than ``d`` might claim or win on ``t`` discarded by
    ``d``: he holds a pair of it, he is next and holds a chow shape around it, or
    its kind is in his win filter. False means nobody is offered anything."""
    ti = t.index
    counts = h.counts
    out = h.out
    barred = h.barred
    kept = h._win_kinds
    chow_kind = ti < 27 and h.ruleset.chow_allowed
    k = 0
    for q in h._after[d]:
        k += 1
        if out[q]:
            continue
        held = counts[q]
        if held[ti] >= 2 or (k == 1 and chow_kind and chow_shape(held, ti)):
            return True
        if q not in barred:
            kinds = kept[q]
            if ti in (h.win_kinds(q) if kinds is None else kinds):
                return True
    return False


def play_to_end(playout: Playout, h: Hand,
                policy: Callable[[Playout, int, tuple[Action, ...], random.Random], Action],
                rng: random.Random, max_steps: int, error: type[Exception]) -> None:
    """Play ``h`` to its end with ``policy`` for every player (see the module doc).

    Raises:
        error: after ``max_steps`` steps, or in the setup phase.
    """
    turn = Phase.TURN
    claim_phase = Phase.CLAIM
    setup = Phase.SETUP
    rules = h.rules
    discard_choices = rules.discard_choices
    counts = h.counts
    steps = 0
    h.quiet = True
    try:
        while not h.over:
            steps += 1
            if steps > max_steps:
                raise error("the playout did not end")
            if h._events:
                h._events = []
            h._turn_cache = None
            phase = h.phase
            if phase is turn:
                p = h.turn_player
                legal: Any = (tuple(discard_choices(p, counts[p])) if discards_only(h, p)
                              else h._turn_actions(p))
                action = policy(playout, p, legal, rng)
                if action.__class__ is not Discard:
                    h._apply_turn(p, action)
                    continue
                t = action.tile
                h._discard(p, t, open_claims=False)
                if may_be_claimed(h, p, t):
                    h._open_claims(p, t)
                else:
                    h._next_turn(p)
                continue
            if phase is setup:
                raise error("no playout through the setup phase")
            options = h.options
            answers = h.answers
            for p in h.to_act():
                answers[p] = policy(playout, p, options[p], rng)
            if phase is claim_phase:
                h._resolve_claim()
            else:
                h._resolve_rob()
    finally:
        h.quiet = False
        h._events = []
        h._pub = None
