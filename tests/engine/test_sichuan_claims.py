"""Wins on a discard in the bloody battle: several winners on one discard (一炮多响),
several robbing one added kong (抢杠), 过水不胡 and 后4张必胡."""

from __future__ import annotations

import itertools

import pytest
from engine_helpers import tile
from sichuan_helpers import CHENGDU_NO_EXCHANGE as CHENGDU
from sichuan_helpers import play_out, sichuan_game
from sichuan_scenarios import ROB_HANDS, ROB_LIVE, to_the_5p

from mahjong_tui.engine.actions import Action, AddKong, Discard, Kong, Pass, Pung, Win
from mahjong_tui.engine.events import Claimed, Drew, Event, HandEnded, Payment, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.views import Phase
from mahjong_tui.rulesets.sichuan.ruleset import SICHUAN_SBR, SichuanRuleset

WIN, PASS = Win(), Pass()


def _won(events: list[Event]) -> list[tuple[int, int | None, str, tuple[int, ...], int]]:
    return [(e.player, e.from_player, e.tile.text, e.payments, e.result.total_fan)
            for e in events if isinstance(e, Won)]


def test_three_winners_in_every_order_of_answers() -> None:
    runs = []
    for order in itertools.permutations((1, 2, 3)):
        game = to_the_5p()
        assert [game.legal_actions(p) for p in (1, 2, 3)] == [(WIN, PASS)] * 3
        events: list[Event] = []
        for p in order:
            events += game.apply(p, WIN)
        runs.append(events)
        assert _won(events) == [(1, 0, "5p", (-1, 1, 0, 0), 0), (2, 0, "5p", (-1, 0, 1, 0), 0),
                                (3, 0, "5p", (-1, 0, 0, 1), 0)]
        (ended,) = [e for e in events if isinstance(e, HandEnded)]
        assert (ended.winners, ended.winner, ended.deltas) == ((1, 2, 3), 1, (-3, 1, 1, 1))
        assert game.is_over
    assert all(run == runs[0] for run in runs)


def test_two_winners_then_play_goes_on_after_the_farthest() -> None:
    runs = []
    for order in itertools.permutations(((1, WIN), (2, WIN), (3, PASS))):
        game = to_the_5p()
        events: list[Event] = []
        for p, a in order:
            events += game.apply(p, a)
        runs.append(events)
        assert _won(events) == [(1, 0, "5p", (-1, 1, 0, 0), 0), (2, 0, "5p", (-1, 0, 1, 0), 0)]
        # The next to draw is the first player in after seat 2, the farther winner.
        assert isinstance(events[-1], Drew) and events[-1].player == 3
        assert events[-1].tile == tile("2m")
        assert game.to_act() == (3,)
        assert game.table_view().winners == (1, 2)
        assert game.table_view().table.hand_deltas == (-2, 1, 1, 0)
        # The first winner takes the tile (14), the second keeps 13.
        assert [len(c) for c in game.table_view().concealed] == [13, 14, 13, 13]
    assert all(run == runs[0] for run in runs)


def test_won_players_never_act_again() -> None:
    game = to_the_5p()
    for p, a in ((1, WIN), (2, WIN), (3, PASS)):
        game.apply(p, a)
    play_out(game)  # asserts that seats 1 and 2 are never asked anything


def _to_the_added_kong() -> Game:
    """The dealer pungs 7s from seat 1, then adds the 7s he kept: seats 2 and 3 are
    ready on 7s by then."""
    game = sichuan_game(ROB_HANDS, ROB_LIVE, voids="psmm")
    game.apply(0, Discard(tile("9p")))
    game.apply(1, Discard(tile("7s")))
    assert game.legal_actions(0) == (Kong(tile("7s")), Pung(tile("7s")), PASS)
    game.apply(0, Pung(tile("7s")))
    for p, t in ((0, "5m"), (1, "6p"), (2, "4m"), (3, "5m")):
        game.apply(p, Discard(tile(t)))
        assert game.table_view().phase is Phase.TURN
    assert game.view(0).drawn == tile("5m")
    assert AddKong(tile("7s")) in game.legal_actions(0)
    return game


def test_several_rob_an_added_kong_in_every_order() -> None:
    runs = []
    for order in itertools.permutations((2, 3)):
        game = _to_the_added_kong()
        events = game.apply(0, AddKong(tile("7s")))
        assert events == []
        assert [game.legal_actions(p) for p in range(4)] == [(), (), (WIN, PASS), (WIN, PASS)]
        for p in order:
            events += game.apply(p, WIN)
        runs.append(events)
        # 抢杠 is worth 1 fan: 2 each, paid by the konger; the kong earns nothing.
        assert _won(events) == [(2, 0, "7s", (-2, 0, 2, 0), 1), (3, 0, "7s", (-2, 0, 0, 2), 1)]
        assert not any(isinstance(e, Payment) for e in events)
        assert [type(e).__name__ for e in events] == ["Won", "Won", "Drew"]
        assert isinstance(events[-1], Drew)
        assert (events[-1].player, events[-1].tile) == (0, tile("2p"))
        table = game.table_view()
        assert table.melds[0] == (Meld.pung(tile("7s"), 3),)
        assert table.table.hand_deltas == (-4, 0, 2, 2)
        assert game.to_act() == (0,)
    assert all(run == runs[0] for run in runs)


def test_the_pung_claim_is_recorded() -> None:
    game = sichuan_game(ROB_HANDS, ROB_LIVE, voids="psmm")
    game.apply(0, Discard(tile("9p")))
    game.apply(1, Discard(tile("7s")))
    events = game.apply(0, Pung(tile("7s")))
    assert events == [Claimed(0, Pung(tile("7s")), 1, Meld.pung(tile("7s"), 3))]


# 过水不胡: seat 1 waits on 1p (带幺九 2 + 根 1 = 3 fan) and 4p (根: 1 fan).
PASS_HANDS_A = ["4567m8m1234567s1p9p", "111m999m123m11p23p", "45678m1234567s4p",
                "45678m1234567s1p"]
PASS_HANDS_B = ["4567m8m1234567s1p9p", "111m999m123m11p23p", "45678m1234567s1p",
                "45678m1234567s4p"]


def test_a_passed_win_allows_only_a_bigger_one_before_the_next_draw() -> None:
    game = sichuan_game(PASS_HANDS_A, "8s9s9s", voids="pspp")
    game.apply(0, Discard(tile("9p")))
    game.apply(1, Discard(tile("8s")))
    game.apply(2, Discard(tile("4p")))
    assert game.to_act() == (1,) and game.legal_actions(1) == (WIN, PASS)
    game.apply(1, PASS)
    game.apply(3, Discard(tile("1p")))
    assert game.to_act() == (1,) and game.legal_actions(1) == (WIN, Pung(tile("1p")), PASS)
    (won,) = [e for e in game.apply(1, WIN) if isinstance(e, Won)]
    assert (won.player, won.from_player, won.result.total_fan, won.payments) == (
        1, 3, 3, (0, 8, 0, -8))


def test_a_passed_win_bars_equal_and_smaller_ones_but_never_a_self_draw() -> None:
    game = sichuan_game(PASS_HANDS_B, "8s9s9s9s4p", voids="pspp")
    game.apply(0, Discard(tile("9p")))
    game.apply(1, Discard(tile("8s")))
    game.apply(2, Discard(tile("1p")))
    assert game.legal_actions(1) == (WIN, Pung(tile("1p")), PASS)
    game.apply(1, PASS)
    # 4p (1 fan) and 1p again (3 fan, not more) pass seat 1 by.
    game.apply(3, Discard(tile("4p")))
    assert game.table_view().phase is Phase.TURN and game.to_act() == (0,)
    game.apply(0, Discard(tile("1p")))
    assert game.to_act() == (1,) and game.legal_actions(1) == (Pung(tile("1p")), PASS)
    game.apply(1, PASS)
    assert game.table_view().phase is Phase.TURN and game.to_act() == (1,)
    assert game.view(1).drawn == tile("4p")
    assert game.legal_actions(1)[0] == WIN
    (won,) = [e for e in game.apply(1, WIN) if isinstance(e, Won)]
    assert (won.player, won.from_player, won.result.total_fan, won.payments) == (
        1, None, 1, (-2, 6, -2, -2))


@pytest.mark.parametrize(("ruleset", "forced"), [(CHENGDU, True), (SICHUAN_SBR, False)],
                         ids=["sichuan", "sichuan-sbr"])
def test_with_four_tiles_left_a_possible_win_must_be_taken(ruleset: SichuanRuleset,
                                                           forced: bool) -> None:
    # Seat 1 waits on 1p/4p all hand long and lets every win pass while he may; the
    # last tiles of the wall are 4p, 1p and 4p.
    game = sichuan_game([None, "111m999m123m11p23p", None, None], last="4p1p4p",
                        ruleset=ruleset)
    for p in range(4):
        game.apply(p, game.legal_actions(p)[0])
    late_offers = 0
    while not game.is_over:
        p = game.to_act()[0]
        legal = game.legal_actions(p)
        left = game.table_view().table.wall_remaining
        if WIN in legal:
            if left <= 4:
                late_offers += 1
                assert (legal == (WIN,)) is forced, (left, legal)
            else:
                assert len(legal) > 1
        if game.table_view().phase is Phase.TURN:
            drawn = game.view(p).drawn
            action: Action = Discard(drawn) if drawn and Discard(drawn) in legal else legal[-1]
            if legal == (WIN,):
                action = WIN
        else:
            action = PASS if PASS in legal else legal[0]
        game.apply(p, action)
    assert late_offers >= 1


@pytest.mark.parametrize(("ruleset", "paid"), [(CHENGDU, 1), (SICHUAN_SBR, 2)],
                         ids=["sichuan", "sichuan-sbr"])
def test_a_self_draw_is_paid_by_the_players_still_in(ruleset: SichuanRuleset,
                                                     paid: int) -> None:
    # Seats 1 and 2 win on the 5p; seat 3 draws the next 5p himself. Only the dealer
    # is still in to pay (SBR adds 1 to a self-draw, 自摸加底).
    game = to_the_5p(ruleset, "9s9s1m9m5p")
    game.apply(1, WIN)
    game.apply(2, WIN)
    game.apply(3, PASS)
    assert game.view(3).drawn == tile("5p") and game.legal_actions(3)[0] == WIN
    events = game.apply(3, WIN)
    assert _won(events) == [(3, None, "5p", (-paid, 0, 0, paid), 0)]
    (ended,) = [e for e in events if isinstance(e, HandEnded)]
    assert (ended.winners, ended.deltas) == ((1, 2, 3), (-2 - paid, 1, 1, paid))
