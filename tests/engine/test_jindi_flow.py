"""Jindi hands on stacked walls: 开门 before a win, only the nearest winner, all
three payers, the 7 stacks kept back (kongs shorten the live wall), and who deals
next, through the public game API."""

from __future__ import annotations

from plain136_helpers import WIN, discard, game136, pass_claims, take, tile

from mahjong_tui.engine.actions import Chow, ConcealedKong, Discard, Pung
from mahjong_tui.engine.events import HandEnded, HandStarted, WallExhausted, Won
from mahjong_tui.rulesets.jindi.ruleset import JINDI
from mahjong_tui.rulesets.jindi.scoring import JindiScore

NEAREST = ["7s 4m 6m 2p 3p 9m 9m 4s 6s S W N C F", "89s 123m 456p 234s 9p 5p",
           "55p 123m 789m 123s 9p E", "9p 5m 8m 1p 4p 6p 5s 8s E S W N P"]


def test_only_the_nearest_of_two_waiting_players_wins_and_all_three_pay() -> None:
    game = game136(JINDI, NEAREST, live="C", hands_played=2)
    game.apply(0, Discard(tile("7s")))
    take(game, Chow(tile("7s")))          # seat 1 opens
    game.apply(1, Discard(tile("5p")))
    take(game, Pung(tile("5p")))          # seat 2 opens
    game.apply(2, Discard(tile("E")))
    pass_claims(game)
    game.apply(3, Discard(tile("9p")))    # seats 1 and 2 both wait on 9p
    assert game.to_act() == (1,)
    assert WIN in game.legal_actions(1) and game.legal_actions(2) == ()
    events = take(game, WIN)
    won = next(e for e in events if isinstance(e, Won))
    score = won.result
    assert isinstance(score, JindiScore)
    assert {b.player: ([i.zh for i in b.items], b.total) for b in score.bills} == {
        0: (["和牌", "庄家", "门清"], 3), 2: (["和牌"], 1), 3: (["和牌", "放炮", "门清"], 3)}
    assert won.payments == (-3, 7, -1, -3)
    ended = next(e for e in events if isinstance(e, HandEnded))
    assert ended.scores == (197, 207, 199, 197)
    started = next(e for e in events if isinstance(e, HandStarted))
    assert started.dealer == 1            # a non-dealer won: the dealer's 下家 deals


def test_a_closed_hand_is_never_offered_a_win() -> None:
    # Seat 1 holds a complete hand less 9p, concealed: seat 3's 9p is no win for him.
    game = game136(JINDI, ["7s 4m 6m 2p 3p 7p 8p 4s 6s S W N C F", "789s 123m 456p 234s 9p",
                           "55p 123m 789m 123s 9p E", "9p 5m 8m 1p 4p 6p 5s 8s E S W N P"])
    game.apply(0, Discard(tile("F")))
    pass_claims(game)
    discard(game, "9p")                   # seat 1 lets his own 9p go
    assert all(WIN not in game.legal_actions(p) for p in range(4))


def test_a_draw_leaves_7_stacks_and_the_dealer_stays() -> None:
    game = game136(JINDI, [], hands_played=2)
    assert game.view(0).notes == (("kept_back", 14),)
    events = []
    while game.hand_number == 0 and not game.is_over:
        events.extend(discard(game))
    assert any(isinstance(e, WallExhausted) for e in events)
    ended = next(e for e in events if isinstance(e, HandEnded))
    assert ended.deltas == (0, 0, 0, 0)     # 荒庄 pays nothing
    started = next(e for e in events if isinstance(e, HandStarted))
    assert started.dealer == 0


def test_a_kong_shortens_the_live_wall_and_the_7_stacks_stay() -> None:
    game = game136(JINDI, ["EEEE 1m4m7m 2p5p8p 3s6s9s N"])
    before = game.view(0).wall_remaining
    take(game, ConcealedKong(tile("E")))
    assert game.view(0).wall_remaining == before - 1
    assert game.view(0).note("kept_back") == 14
    while not game.is_over:
        discard(game)
    assert game.hand.wall.remaining == 14
