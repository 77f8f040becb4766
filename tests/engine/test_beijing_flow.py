"""Beijing hands on stacked walls: the reserve, 杠上开花 with kong money, 包庄,
dealer repeats and 上楼, 跟庄 and 三家杠荒牌, through the public game API."""

from __future__ import annotations

from plain136_helpers import WIN, discard, game136, pass_claims, take, tile

from mahjong_tui.engine.actions import ConcealedKong, Discard, Kong, Pass, Pung
from mahjong_tui.engine.events import (
    HandAbandoned,
    HandEnded,
    HandStarted,
    Payment,
    WallExhausted,
    Won,
)
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.invariants import EventTracker
from mahjong_tui.i18n import EN, ZH
from mahjong_tui.rulesets.beijing.ruleset import BEIJING, reserve_tiles
from mahjong_tui.rulesets.beijing.scoring import BeijingScore


def _tracked(game: Game) -> None:
    """Every event so far keeps the invariants (kong money reaches the winner)."""
    tracker = EventTracker(0, flowers=False, kept_back=lambda kongs: reserve_tiles(7, kongs))
    for e in game.events:
        tracker.feed(e)


def test_the_reserve_spans_7_7_8_9_stacks_with_the_replacements_inside() -> None:
    assert [reserve_tiles(7, k) for k in range(5)] == [14, 13, 14, 15, 16]
    # The span from the tail (tiles left + replacements taken) in stacks:
    assert [(reserve_tiles(7, k) + k) / 2 for k in range(5)] == [7, 7, 8, 9, 10]


def test_a_hand_without_kongs_is_a_draw_with_14_tiles_left() -> None:
    game = game136(BEIJING, [])
    view = game.view(0)
    assert view.notes == (("floor", 0), ("kept_back", 14))
    assert view.wall_remaining == 136 - 53 - 14
    events = []
    while not game.is_over:
        events.extend(discard(game))
    assert game.hand.wall.remaining == 14
    assert sum(isinstance(e, WallExhausted) for e in events) == 1
    ended = next(e for e in events if isinstance(e, HandEnded))
    # A draw pays nothing; only 跟庄 may have moved money (the stacked wall deals
    # everyone the same first tiles).
    paid = [e.amounts for e in events if isinstance(e, Payment)]
    assert all(isinstance(e, Payment) and e.reason == "follow dealer"
               for e in events if isinstance(e, Payment))
    assert ended.deltas == tuple(sum(a[q] for a in paid) for q in range(4))


def test_dealer_wins_on_a_concealed_kongs_replacement_and_goes_up_a_floor() -> None:
    game = game136(BEIJING, ["EEEE 123m 456p 789s 5p"], tail="5p", hands_played=2)
    assert game.view(0).note("kept_back") == 14
    take(game, ConcealedKong(tile("E")))
    assert game.view(0).note("kept_back") == 13   # one kong: 7 stacks, one tile taken
    assert WIN in game.legal_actions(0)
    events = take(game, WIN)
    won = next(e for e in events if isinstance(e, Won))
    score = won.result
    assert isinstance(score, BeijingScore)
    assert [(f.zh, f.fan) for f in score.fans] == [("门清", 1), ("杠上开花", 1)]
    assert won.payments == (240, -80, -80, -80)          # 庄摸 at 2 fan: 20 × 4 each
    money = [e for e in events if isinstance(e, Payment)]
    assert money == [Payment("kong money", 0, (60, -20, -20, -20), "暗杠 E")]
    ended = next(e for e in events if isinstance(e, HandEnded))
    assert ended.deltas == (300, -100, -100, -100)
    started = next(e for e in events if isinstance(e, HandStarted))
    assert started.dealer == 0                              # the dealer repeats
    assert game.view(0).notes == (("floor", 1), ("kept_back", 14))
    _tracked(game)


def test_a_non_dealers_exposed_kong_pays_from_the_discarder_and_the_deal_moves_on() -> None:
    game = game136(BEIJING, ["P 1m3m5m7m9m 2p4p6p8p 1s3s5s7s", "PPP 123m 456p 789s 5p"],
                   tail="5p", hands_played=2)
    game.apply(0, Discard(tile("P")))
    assert Kong(tile("P")) in game.legal_actions(1)
    take(game, Kong(tile("P")))
    events = take(game, WIN)
    won = next(e for e in events if isinstance(e, Won))
    assert isinstance(won.result, BeijingScore)
    assert [(f.zh, f.fan) for f in won.result.fans] == [("杠上开花", 1)]
    assert won.payments == (-40, 80, -20, -20)             # 平摸 at 1 fan
    assert [e for e in events if isinstance(e, Payment)] == [
        Payment("kong money", 1, (-10, 10, 0, 0), "明杠 P")]
    started = next(e for e in events if isinstance(e, HandStarted))
    assert started.dealer == 1
    assert game.view(1).note("floor") == 0
    _tracked(game)


def test_an_opened_hand_is_not_offered_a_discard_win() -> None:
    # Seat 1 pungs 9s and waits on 5p; seat 2 discards 5p: seat 1 may not take it.
    game = game136(BEIJING, ["9s 1m3m5m7m9m 2p4p6p8p 1s3s5s7s", "99s 123m 456p 789s 5p E",
                             "5p 2m4m6m8m 1p3p7p 2s4s6s8s S"])
    game.apply(0, Discard(tile("9s")))
    take(game, Pung(tile("9s")))
    game.apply(1, Discard(tile("E")))
    pass_claims(game)
    assert game.to_act() == (2,)
    game.apply(2, Discard(tile("5p")))
    assert game.legal_actions(1) == (Pung(tile("5p")), Pass())   # a pung, no win


def test_follow_the_dealer_costs_the_dealer_10_to_each() -> None:
    game = game136(BEIJING, ["9p 1m2m 4m5m 7m8m 1s2s 4s5s 7s8s E",
                             "9p 1m 3m 5m 7m 9m 1p 3p 5p 1s 3s 5s S",
                             "9p 2m 4m 6m 8m 2p 4p 6p 2s 4s 6s W N",
                             "9p 2m 6m 9m 1p 2p 4p 6s 9s W N C F"])
    events = []
    for _ in range(4):
        events.extend(discard(game, "9p"))
    assert [e for e in events if isinstance(e, Payment)] == [
        Payment("follow dealer", 0, (-30, 10, 10, 10), "跟庄 9p")]


def test_three_players_konging_ends_the_hand_as_a_draw() -> None:
    game = game136(BEIJING, ["1111m 4m7m 2p5p8p 3s6s9s N C", "2222m 5m8m 3p6p9p 1s4s7s F",
                             "3333m 6m9m 1p4p7p 2s5s8s P"], tail="ESW", hands_played=2)
    take(game, ConcealedKong(tile("1m")))
    discard(game)
    assert game.to_act() == (1,)
    take(game, ConcealedKong(tile("2m")))
    assert game.view(1).note("kept_back") == 14   # two kongs: 8 stacks, two taken
    discard(game)
    events = take(game, ConcealedKong(tile("3m")))
    pass_claims(game)
    assert HandAbandoned("三家杠荒牌: three players have konged") in events
    assert not any(isinstance(e, Won) for e in events)
    started = next(e for e in events if isinstance(e, HandStarted))
    assert started.dealer == 0
    assert game.view(0).note("floor") == 1


def test_the_floor_and_reserve_have_labels_in_both_languages() -> None:
    assert EN.notes["floor"] == "floor"
    assert EN.notes["kept_back"] == "kept back"
    assert ZH.notes["floor"] == "楼层"
    assert ZH.notes["kept_back"] == "留牌"
    assert EN.payment_reasons["follow dealer"] and ZH.payment_reasons["follow dealer"] == "跟庄"
    assert ZH.payment_reasons["kong money"] == "杠钱"
