"""The flow of a Sichuan hand and match: play goes on after a win until three have
won or the wall is empty, and who deals the next hand."""

from __future__ import annotations

from dataclasses import replace

import pytest
from engine_helpers import tile
from sichuan_helpers import CHENGDU_NO_EXCHANGE as CHENGDU
from sichuan_helpers import play_out, sichuan_deal, sichuan_game
from sichuan_scenarios import CHENGDU_NO_VOID, DRAWN_HANDS

from mahjong_tui.engine.actions import Action, ConcealedKong, Discard, Pass, Win
from mahjong_tui.engine.events import Event, HandEnded, HandStarted, WallExhausted, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.rulesets.sichuan.ruleset import SICHUAN, SICHUAN_SBR, SichuanRuleset

WIN, PASS = Win(), Pass()

# Seats 1 and 2 wait on 5p; seat 3 must discard it (his void suit) on his first turn.
HANDS = ["45678m6789p45678s", "123456789m11p46p", "234567m123p789p5p", "5p1m111222333s45s"]
LIVE = "9s9s9m"


def _first_hand(ruleset: SichuanRuleset, answers: tuple[Action, Action]) -> Game:
    game = sichuan_game(HANDS, LIVE, ruleset=ruleset, voids="sssp", hands_played=2)
    for p, t in ((0, "8s"), (1, "9s"), (2, "9s")):
        game.apply(p, Discard(tile(t)))
    assert game.legal_actions(3) == (Discard(tile("5p")),)
    game.apply(3, Discard(tile("5p")))
    assert [game.legal_actions(p) for p in range(4)] == [(), (WIN, PASS), (WIN, PASS), ()]
    game.apply(1, answers[0])
    game.apply(2, answers[1])
    return game


def _hand_events(game: Game, number: int) -> list[Event]:
    start = next(i for i, e in enumerate(game.events)
                 if isinstance(e, HandStarted) and e.hand_number == number)
    end = next(i for i, e in enumerate(game.events)
               if isinstance(e, HandEnded) and e.hand_number == number)
    return game.events[start:end + 1]


def _next_dealer(game: Game) -> int:
    (started,) = [e for e in game.events if isinstance(e, HandStarted) and e.hand_number == 1]
    return started.dealer


@pytest.mark.parametrize("ruleset", [CHENGDU, SICHUAN_SBR], ids=["sichuan", "sichuan-sbr"])
@pytest.mark.parametrize(("answers", "first", "dealer"), [
    ((WIN, WIN), (1, 2), 3),   # a first win by two on one discard: the discarder deals
    ((WIN, PASS), (1,), 1),    # a single first winner deals
    ((PASS, WIN), (2,), 2),
])
def test_next_dealer_and_play_until_three_won_or_the_wall_is_empty(
        ruleset: SichuanRuleset, answers: tuple[Action, Action], first: tuple[int, ...],
        dealer: int) -> None:
    game = _first_hand(ruleset, answers)
    assert game.table_view().winners == first
    assert game.hand_number == 0 and not game.is_over
    play_out(game)
    events = _hand_events(game, 0)
    winners = [e.player for e in events if isinstance(e, Won)]
    (ended,) = [e for e in events if isinstance(e, HandEnded)]
    assert tuple(winners) == ended.winners and tuple(winners[:len(first)]) == first
    # The hand ends exactly at the third win, or else when the wall runs out.
    assert (len(winners) == 3) != any(isinstance(e, WallExhausted) for e in events)
    assert sum(ended.deltas) == 0
    assert _next_dealer(game) == dealer


def test_the_dealer_stays_when_nobody_won() -> None:
    game = sichuan_game(DRAWN_HANDS, ruleset=CHENGDU_NO_VOID, hands_played=2, first_dealer=2)
    assert game.table_view().table.dealer == 2
    game.apply(2, ConcealedKong(tile("8s")))
    play_out(game, take_wins=False)
    (ended,) = [e for e in game.events if isinstance(e, HandEnded)]
    assert ended.winners == ()
    assert _next_dealer(game) == 2


@pytest.mark.parametrize(("throws", "dealer"), [
    ((1, 1, 6, 6, 2, 2, 3, 3), 1),
    # A tied highest total: all four throw again.
    ((6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 1), 1),
    ((2, 3, 1, 1, 6, 5, 4, 4), 2),
])
def test_the_first_dealer_is_the_highest_throw(throws: tuple[int, ...], dealer: int) -> None:
    deal = replace(sichuan_deal(DRAWN_HANDS, ruleset=SICHUAN), extra_dice=(1, *throws))
    game = Game.new(0, SICHUAN, deals=[deal], hands=1)
    assert game.table_view().table.dealer == dealer
    # The exchange: everyone at once, in play order from the dealer.
    assert game.to_act() == tuple((dealer + k) % 4 for k in range(4))
    assert len(game.table_view().concealed[dealer]) == 13
    assert game.table_view().drawn[dealer] is not None
