"""Claims on a discard: priority, order of arrival, robbing the kong, the chow and
kong restrictions (MCR.md "Turns and claims")."""

from __future__ import annotations

import itertools

import pytest
from engine_helpers import apply_in_order, new_game, stacked_deal, tile, tsumogiri

from mahjong_tui.engine.actions import (
    AddKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    Pass,
    Pung,
    Win,
)
from mahjong_tui.engine.events import Claimed, Discarded, Drew, Konged, WallExhausted, Won
from mahjong_tui.engine.game import IllegalActionError
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import format_tiles, parse_tiles
from mahjong_tui.engine.views import Phase
from mahjong_tui.rulesets.mcr.scoring.types import WinFlags

# The dealer (player 0) discards 5m at once. Each other seat has a role.
DEALER = "5m EESSWWNNCCFFP"
FILLERS = {
    1: "2p2p5p5p8p8p2s2s5s5s8s8s F",
    2: "3p3p6p6p9p9p3s3s6s6s9s9s P",
    3: "4p4p7p7p4s4s7s7s ESWNC",
}
WINS = {1: "123456789s 22p 46m", 2: "123456789p 33s 46m", 3: "123456789p 11s 46m"}
ROLE_TILES = {"chow": "34m", "pung": "55m", "kong": "555m"}


def _hand(seat: int, role: str) -> str:
    if role == "win":
        return WINS[seat]
    core = parse_tiles(ROLE_TILES.get(role, ""))
    return format_tiles(core + parse_tiles(FILLERS[seat])[: 13 - len(core)])


SCENARIOS = [
    (s, w, n)
    for s in ("none", "chow", "win")
    for w in ("none", "pung", "kong", "win")
    for n in ("none", "pung", "kong", "win")
    if not (w in ("pung", "kong") and n in ("pung", "kong"))
]

CLAIM_OF = {"chow": Chow(tile("3m")), "pung": Pung(tile("5m")), "kong": Kong(tile("5m")),
            "win": Win()}


def _expected(roles: dict[int, str], passing: set[int]) -> tuple[str, int] | None:
    active = {p: r for p, r in roles.items() if r != "none" and p not in passing}
    for p in (1, 2, 3):  # wins: first in play order after the discarder
        if active.get(p) == "win":
            return ("win", p)
    for p in (1, 2, 3):
        if active.get(p) in ("pung", "kong"):
            return (active[p], p)
    if active.get(1) == "chow":
        return ("chow", 1)
    return None


@pytest.mark.parametrize(("south", "west", "north"), SCENARIOS)
def test_claim_priority_in_every_order_of_arrival(south: str, west: str, north: str) -> None:
    roles = {1: south, 2: west, 3: north}
    deal = stacked_deal([DEALER, _hand(1, south), _hand(2, west), _hand(3, north)])
    probe = new_game(deal)
    probe.apply(0, Discard(tile("5m")))
    asked = probe.to_act() if probe.table_view().phase is Phase.CLAIM else ()
    # Seats with nothing but pass are not asked; the others are offered their claim.
    assert asked == tuple(p for p in (1, 2, 3) if roles[p] != "none")
    for p in asked:
        assert CLAIM_OF[roles[p]] in probe.legal_actions(p)
        assert probe.legal_actions(p)[-1] == Pass()
    for passing_n in range(len(asked) + 1):
        for passing in itertools.combinations(asked, passing_n):
            answers = {p: (Pass() if p in passing else CLAIM_OF[roles[p]]) for p in asked}
            expected = _expected(roles, set(passing))
            outcomes = []
            for order in itertools.permutations(asked):
                game = new_game(deal)
                first = game.apply(0, Discard(tile("5m")))
                events = apply_in_order(game, [(p, answers[p]) for p in order])
                outcomes.append(first + events)
                if not asked:
                    events = first[1:]
                if expected is None:
                    assert isinstance(events[0], Drew) and events[0].player == 1
                elif expected[0] == "win":
                    won = events[0]
                    assert isinstance(won, Won)
                    assert (won.player, won.from_player, won.tile) == (expected[1], 0, tile("5m"))
                    assert won.result.total == 22
                    assert won.payments == tuple(
                        -30 if q == 0 else 46 if q == expected[1] else -8 for q in range(4))
                else:
                    claimed = events[0]
                    assert isinstance(claimed, Claimed)
                    assert (claimed.player, claimed.from_player) == (expected[1], 0)
                    assert claimed.action == CLAIM_OF[expected[0]]
            assert all(o == outcomes[0] for o in outcomes), "order of arrival mattered"


def test_claimed_melds_record_where_the_tile_came_from() -> None:
    deal = stacked_deal([DEALER, _hand(1, "chow"), _hand(2, "none"), _hand(3, "pung")])
    game = new_game(deal)
    game.apply(0, Discard(tile("5m")))
    ev = apply_in_order(game, [(1, Chow(tile("3m"))), (3, Pung())])
    # North (offset 1: the dealer plays just before North... no: dealer is North's
    # right-hand neighbour, 下家, offset 3).
    assert ev == [Claimed(3, Pung(tile("5m")), 0, Meld.pung(tile("5m"), 3))]
    assert game.to_act() == (3,) and game.table_view().phase is Phase.TURN
    # After a pung: discard (or concealed kong), never a win or an added kong.
    assert all(isinstance(a, Discard) for a in game.legal_actions(3))


def test_no_chow_from_a_seat_that_is_not_next() -> None:
    west = "34m " + "3p3p6p6p9p9p3s3s6s6s9s"
    deal = stacked_deal([DEALER, _hand(1, "none"), west, _hand(3, "none")])
    game = new_game(deal)
    game.apply(0, Discard(tile("5m")))
    # West holds 34m but may not chow: nobody is asked, South draws.
    assert game.table_view().phase is Phase.TURN and game.to_act() == (1,)
    game2 = new_game(deal)
    before = game2.view(2)
    with pytest.raises(IllegalActionError):
        game2.apply(2, Chow(tile("3m")))
    assert game2.view(2) == before


def test_illegal_actions_change_nothing() -> None:
    deal = stacked_deal([DEALER, _hand(1, "chow"), _hand(2, "pung"), _hand(3, "none")])
    game = new_game(deal)
    views = [game.view(p) for p in range(4)]
    n_events = len(game.events)
    for player, action in [(1, Discard(tile("2p"))), (0, Discard(tile("9s"))), (0, Pung()),
                           (0, Win()), (0, ConcealedKong(tile("E"))), (5, Pass())]:
        with pytest.raises(IllegalActionError):
            game.apply(player, action)
    assert [game.view(p) for p in range(4)] == views and len(game.events) == n_events


def test_chow_then_no_kong_in_that_turn() -> None:
    south = "34m 2p2p2p2p 5p5p8p8p2s5s8s"
    deal = stacked_deal([DEALER, south, _hand(2, "none"), _hand(3, "none")],
                        live="9m 9m 9m 1s")
    game = new_game(deal)
    game.apply(0, Discard(tile("5m")))
    game.apply(1, Chow(tile("3m")))
    legal = game.legal_actions(1)
    assert ConcealedKong(tile("2p")) not in legal
    assert all(isinstance(a, Discard) for a in legal)
    # After the next draw the kong is allowed.
    game.apply(1, Discard(tile("8s")))
    for _ in range(3):
        tsumogiri(game)
    assert game.to_act() == (1,)
    assert ConcealedKong(tile("2p")) in game.legal_actions(1)


def test_robbing_an_added_kong() -> None:
    west = "55m " + "3p3p6p6p9p9p3s3s6s6s9s"
    deal = stacked_deal([DEALER, _hand(1, "none"), west, WINS[3]],
                        live="9m 9m 9m 5m")
    game = new_game(deal)
    game.apply(0, Discard(tile("5m")))
    assert set(game.to_act()) == {2, 3}
    apply_in_order(game, [(3, Pass()), (2, Pung())])  # North passes its win (no furiten)
    game.apply(2, Discard(tile("9s")))
    for _ in range(3):
        tsumogiri(game)
    assert game.to_act() == (2,) and game.view(2).drawn == tile("5m")
    assert AddKong(tile("5m")) in game.legal_actions(2)
    assert game.apply(2, AddKong(tile("5m"))) == []  # the rob window opens first
    assert game.to_act() == (3,)
    assert game.legal_actions(3) == (Win(), Pass())
    assert game.view(3).pending_claim is not None and game.view(3).pending_claim.robbing
    ev = game.apply(3, Win())
    won = ev[0]
    assert isinstance(won, Won)
    assert (won.player, won.from_player, won.tile) == (3, 2, tile("5m"))
    assert won.flags == WinFlags(self_drawn=False, last_copy=True, robbing_kong=True)
    assert won.result.total == 30
    assert won.payments == (-8, -8, -38, 54)
    # The kong did not happen: West keeps the pung.
    assert won.melds[2] == (Meld.pung(tile("5m"), 2),)


def test_passing_the_rob_completes_the_kong() -> None:
    west = "55m " + "3p3p6p6p9p9p3s3s6s6s9s"
    deal = stacked_deal([DEALER, _hand(1, "none"), west, WINS[3]],
                        live="9m 9m 9m 5m", tail="7s")
    game = new_game(deal)
    game.apply(0, Discard(tile("5m")))
    apply_in_order(game, [(3, Pass()), (2, Pung())])
    game.apply(2, Discard(tile("9s")))
    for _ in range(3):
        tsumogiri(game)
    game.apply(2, AddKong(tile("5m")))
    ev = game.apply(3, Pass())
    assert ev[0] == Konged(2, Meld.kong(tile("5m"), 2, added=True), False)
    assert isinstance(ev[1], Drew) and ev[1].from_tail and ev[1].tile == tile("7s")


def test_a_concealed_kong_cannot_be_robbed() -> None:
    # West holds 5555m... North waits on 5m but all four are West's: use 9m instead.
    west = "9999m " + "3p3p6p6p9p9p3s3s6s"
    north = "123456789p 11s 78m"  # waits on 6m / 9m
    deal = stacked_deal([DEALER, _hand(1, "none"), west, north], live="E S 2s", tail="7s")
    game = new_game(deal)
    for _ in range(2):
        tsumogiri(game)
    assert game.to_act() == (2,)
    assert ConcealedKong(tile("9m")) in game.legal_actions(2)
    ev = game.apply(2, ConcealedKong(tile("9m")))
    assert ev[0] == Konged(2, Meld.kong(tile("9m"), concealed=True), True)
    assert isinstance(ev[1], Drew) and ev[1].from_tail
    assert game.to_act() == (2,)  # no rob window


def test_no_kong_and_no_set_claims_once_the_wall_is_empty() -> None:
    # All eight flowers go to the dealer, so the 8 replacements come from the tail
    # and the last live draw is ring slot 135, drawn by North (83 live draws).
    dealer = "1f2f3f4f5f6f7f8f 1s1s EESS"
    north = "999m 1s 4p4p7p7p4s4s7s7s C"
    deal = stacked_deal([dealer, _hand(1, "none"), _hand(2, "none"), north],
                        slots_extra={135: "9m"})
    game = new_game(deal)
    while game.table_view().wall_remaining:
        tsumogiri(game)
    assert game.to_act() == (3,) and game.view(3).drawn == tile("9m")
    legal = game.legal_actions(3)
    assert not any(isinstance(a, ConcealedKong | AddKong) for a in legal)
    # The last discard: the dealer holds 1s1s but may not pung it; the hand is drawn.
    ev = game.apply(3, Discard(tile("1s")))
    assert ev[:2] == [Discarded(3, tile("1s")), WallExhausted()]
