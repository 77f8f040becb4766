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
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mahjong_tui.engine.actions import Action, Discard
from mahjong_tui.engine.hand import CHOW_TURN, DRAW, PUNG_TURN, Hand
from mahjong_tui.engine.hand_state import EVERY_KIND
from mahjong_tui.engine.legal_actions import PASS, WIN, chow_shape
from mahjong_tui.engine.melds import MeldKind
from mahjong_tui.engine.rules import HandRulesDefaults
from mahjong_tui.engine.tiles import NUM_KINDS, Tile
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
                rng: random.Random, max_steps: int, error: type[Exception],
                live: deque[Tile] | None = None) -> None:
    """Play ``h`` to its end with ``policy`` for every player (see the module doc).

    The common turn runs here in one piece, as :meth:`Hand._discard`,
    :meth:`Hand._next_turn` and :meth:`Hand._draw` would run it, on the hand's own
    lists: the discard (``on_discard`` asked as ever), the screen of
    :func:`may_be_claimed`, the next player's live draw. With ``policy`` the
    engine's :func:`~mahjong_tui.engine.playout.random_policy`, its choice (one
    ``rng.random()`` per decision) is made in place.

    Args:
        live: the wall's tiles in draw order when it is one shared deque the loop
            may draw from directly (live draws from the front), else ``None``.

    Raises:
        error: after ``max_steps`` steps, or in the setup phase.
    """
    from mahjong_tui.engine.playout import random_policy

    turn = Phase.TURN
    claim_phase = Phase.CLAIM
    setup = Phase.SETUP
    rules = h.rules
    discard_choices = rules.discard_choices
    # The defaults of these two hooks answer nothing to pay and no tile kept back:
    # the loop leaves out the calls.
    rules_type: Any = type(rules)
    on_discard = None if rules_type.on_discard is HandRulesDefaults.on_discard \
        else rules.on_discard
    kept_back = None if rules_type.kept_back is HandRulesDefaults.kept_back \
        else rules.kept_back
    tiles_changed = rules.tiles_changed
    tiles_swapped = rules.tiles_swapped
    win_filter = rules.win_filter
    counts = h.counts
    drawn_of = h.drawn
    discards = h.discards
    claimed = h.claimed
    turns_taken = h.turns_taken
    passed_fan = h.passed_fan
    melds = h.melds
    barred = h.barred
    out = h.out
    kept = h._win_kinds
    fours = h._fours

    def fours_of(p: int, held: list[int]) -> bool:
        # Called when the drawn tile (if any) is not the fourth of its kind: a four
        # held is then among the other tiles.
        found = fours[p] = 4 in held
        return found
    after = h._after
    seat_of = h.seat_of
    wall = h.wall
    chow_allowed = h.ruleset.chow_allowed
    add_any = h.ruleset.add_kong_any_tile
    choose = rng.random if policy is random_policy else None
    steps = 0
    h.quiet = True
    try:
        while not h.over:
            steps += 1
            if steps > max_steps:
                raise error("the playout did not end")
            if h._events:
                h._events = []
            phase = h.phase
            if phase is not turn:
                if phase is setup:
                    raise error("no playout through the setup phase")
                h._turn_cache = None
                options = h.options
                answers = h.answers
                passed = True
                pending = h.claim
                assert pending is not None
                # h.to_act(), in place: those offered something who have not
                # answered (a player may have, through Playout.apply), in play order.
                for q in after[pending.from_player]:
                    offered = options.get(q)
                    if offered is None or q in answers:
                        continue
                    if choose is not None:
                        answer = offered[int(choose() * len(offered))]
                    else:
                        answer = policy(playout, q, offered, rng)
                    answers[q] = answer
                    if answer is not PASS or WIN in offered:
                        passed = False
                if phase is not claim_phase:
                    h._resolve_rob()
                    continue
                if not passed:
                    h._resolve_claim()
                    continue
                # Everyone passed a discard none of them could win on: what
                # Hand._resolve_claim does then (no win to note or settle, no
                # claim), the next player's turn, taken below.
                p = pending.from_player
                h.phase = turn
                reserve = 0 if kept_back is None else kept_back()
            else:
                p = h.turn_player
                held = counts[p]
                drawn = drawn_of[p]
                h._turn_cache = None
                # discards_only(h, p), in place.
                kind = h.turn_kind
                only = True
                if kind == CHOW_TURN:
                    pass
                elif (drawn is not None and held[drawn.index] == 4) or (
                        four if (four := fours[p]) is not None else fours_of(p, held)):
                    only = False  # a concealed kong may be declared
                elif kind != PUNG_TURN:
                    if drawn is not None and p not in barred:
                        kinds = kept[p]
                        if kinds is None:  # HandState.win_kinds(p), in place
                            found = win_filter(p)
                            kinds = kept[p] = EVERY_KIND if found is None else found
                        if drawn.index in kinds:
                            only = False
                    if only and melds[p]:
                        di = drawn.index if drawn is not None else -1
                        for m in melds[p]:
                            if m.kind is _PUNG:
                                ti = m.tiles[0].index
                                if ti == di or (held[ti] and add_any):
                                    only = False
                                    break
                legal: Any = tuple(discard_choices(p, held)) if only else h._turn_actions(p)
                if choose is not None:
                    action = legal[int(choose() * len(legal))]
                else:
                    action = policy(playout, p, legal, rng)
                if action.__class__ is not Discard:
                    h._apply_turn(p, action)
                    continue
                # Hand._discard(p, t, open_claims=False), in place.
                t = action.tile
                ti = t.index
                if t is not drawn:
                    # Hand._changed(p), keeping what is known of his fours: the 13 tiles
                    # lose ``t`` and gain the drawn one.
                    if fours[p] is not None:
                        if held[ti] == 4:
                            fours[p] = None
                        elif drawn is not None and held[drawn.index] == 4:
                            fours[p] = True
                    kept[p] = None
                    if drawn is None:
                        tiles_changed(p)
                    else:
                        tiles_swapped(p, ti, drawn.index)
                held[ti] -= 1
                drawn_of[p] = None
                discards[p].append(t)
                claimed[p].append(False)
                turns_taken[p] += 1
                h.last_discard = (p, t)
                # The tiles kept back change only with kongs: one answer for the turn.
                reserve = 0 if kept_back is None else kept_back()
                h.discard_after_last = wall.remaining <= reserve
                if on_discard is not None:
                    paid = on_discard(p, t)
                    if paid:
                        h._ledger(paid)
                # may_be_claimed(h, p, t), in place.
                chow_kind = ti < 27 and chow_allowed
                r = ti % 9
                k = 0
                claimable = False
                for q in after[p]:
                    k += 1
                    if out[q]:
                        continue
                    hq = counts[q]
                    if hq[ti] >= 2:
                        claimable = True
                        break
                    # chow_shape(hq, ti), in place, for the next player.
                    if k == 1 and chow_kind and (
                            (r >= 2 and hq[ti - 2] and hq[ti - 1])
                            or (1 <= r <= 7 and hq[ti - 1] and hq[ti + 1])
                            or (r <= 6 and hq[ti + 1] and hq[ti + 2])):
                        claimable = True
                        break
                    if q not in barred:
                        kinds = kept[q]
                        if kinds is None:  # HandState.win_kinds(q), in place
                            found = win_filter(q)
                            kinds = kept[q] = EVERY_KIND if found is None else found
                        if ti in kinds:
                            claimable = True
                            break
                if claimable:
                    h._open_claims(p, t)
                    continue
            # Hand._next_turn(p): the next player in draws live (after a discard
            # nobody may take, or one everybody passed).
            if h.options:
                h.options = {}
            if h.answers:
                h.answers = {}
            h.claim = None
            nxt = p
            for q in after[p]:
                if not out[q]:
                    nxt = q
                    break
            if live is None:
                h._draw(nxt, from_tail=False, kind=DRAW)
                continue
            if not live or wall.remaining - reserve <= 0:
                h._exhausted()
                continue
            tile = live.popleft()
            wall.remaining -= 1
            if tile.index >= NUM_KINDS:  # a flower
                h._take_drawn(nxt, seat_of[nxt], tile, DRAW)
                continue
            counts[nxt][tile.index] += 1
            drawn_of[nxt] = tile
            passed_fan[nxt] = None
            h.turn_player = nxt
            h.turn_kind = DRAW
            h.last_tile_drawn = wall.remaining <= reserve
    finally:
        h.quiet = False
        h._events = []
        h._pub = None
