"""Hangzhou hands on stacked walls: the turned-up 财神, a discarded 财神 nobody may
claim, the 财飘 go-around in which nothing is claimed, 财飘 twice in a row, the
payments of self-draws and discard wins, and the dealer's seat."""

from __future__ import annotations

from hangzhou_helpers import hangzhou_game

from mahjong_tui.engine.actions import Chow, Discard, Pass, Pung, Win
from mahjong_tui.engine.events import Claimed, Drew, TilesTurnedUp, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.rules import HandOutcome
from mahjong_tui.engine.tiles import parse_tile
from mahjong_tui.engine.views import Phase
from mahjong_tui.engine.wall import Deal
from mahjong_tui.rulesets.hangzhou.ruleset import HANGZHOU, HANGZHOU_FIXED

T = parse_tile
WIN, PASS = Win(), Pass()

# 财神 5p (the 5p turned up); the dealer holds four sets and two 财神; South will
# discard an East that West could pung and North could win on.
DEALER = "123m456m789m123s5p5p"
SOUTH = "E678m678s99s2367p"
WEST = "EE11p99m44s55sNNW"
NORTH = "234p678p789p111sE"


def _game(live: str) -> Game:
    return hangzhou_game([DEALER, SOUTH, WEST, NORTH], live)


def _discard_drawn(game: Game, player: int) -> None:
    drawn = game.view(player).drawn
    assert drawn is not None
    game.apply(player, Discard(drawn))


def test_the_turned_up_tile_names_the_wilds_and_is_out_of_play() -> None:
    game = _game("5pC")
    turned = [e for e in game.events if isinstance(e, TilesTurnedUp)]
    assert [e.tiles for e in turned] == [(T("5p"),)]
    for p in range(4):
        view = game.view(p)
        assert view.note("wilds") == (T("5p").index,)
        assert view.note("indicator") == T("5p")
        assert view.turned_up == (T("5p"),)
    assert game.view(0).wall_remaining == 136 - 53 - 1


def test_the_dealer_may_win_at_once_or_discard_a_wild() -> None:
    game = _game("5pC")
    legal = game.legal_actions(0)
    assert WIN in legal and Discard(T("5p")) in legal


def test_outside_a_piao_the_east_is_punged_or_won_on() -> None:
    game = _game("5pC")
    game.apply(0, Discard(T("1m")))
    game.apply(1, Discard(T("E")))
    assert game.table_view().phase is Phase.CLAIM
    assert set(game.legal_actions(2)) == {Pung(T("E")), PASS}
    assert set(game.legal_actions(3)) == {WIN, PASS}
    assert set(game.legal_actions(0)) == {WIN, PASS}  # 23m and two 财神 win on anything
    game.apply(2, PASS)
    game.apply(0, PASS)
    events = game.apply(3, WIN)
    won = next(e for e in events if isinstance(e, Won))
    # A plain discard win: the discarder alone pays the base.
    assert (won.player, won.from_player, won.result.value, won.payments) == (
        3, 1, 1, (0, -1, 0, 1))


def test_cai_piao_bars_every_claim_until_the_piao_player_draws_again() -> None:
    game = _game("5pCFP9s")
    events = game.apply(0, Discard(T("5p")))  # a 财神 nobody may claim
    assert game.table_view().phase is not Phase.CLAIM
    assert isinstance(events[-1], Drew) and events[-1].player == 1
    events = game.apply(1, Discard(T("E")))
    # West may not pung, North may not win: West simply draws.
    assert not any(isinstance(e, Claimed) for e in events)
    assert isinstance(events[-1], Drew) and events[-1].player == 2
    assert game.legal_actions(3) == ()
    _discard_drawn(game, 2)
    _discard_drawn(game, 3)
    assert game.view(0).drawn == T("9s")
    events = game.apply(0, WIN)
    won = next(e for e in events if isinstance(e, Won))
    assert [(f.zh, f.factor) for f in won.result.fans] == [("暴头", 2), ("财飘", 2)]
    # Self-drawn ×4: each other player pays 4.
    assert won.payments == (12, -4, -4, -4)


def test_after_the_piao_players_next_discard_play_is_normal() -> None:
    game = _game("5pCFP9sS")
    game.apply(0, Discard(T("5p")))
    game.apply(1, Discard(T("E")))
    _discard_drawn(game, 2)
    _discard_drawn(game, 3)
    game.apply(0, Discard(T("9s")))  # declines the 暴头: the go-around is over
    assert set(game.legal_actions(1)) == {Chow(T("7s")), Pung(T("9s")), PASS}


def test_two_cai_piao_in_a_row_double_again() -> None:
    game = _game("5pCFP5pSNW9s")
    game.apply(0, Discard(T("5p")))
    for p in (1, 2, 3):
        _discard_drawn(game, p)
    assert game.view(0).drawn == T("5p")  # two 财神 and four sets again
    game.apply(0, Discard(T("5p")))
    for p in (1, 2, 3):
        _discard_drawn(game, p)
    events = game.apply(0, WIN)
    won = next(e for e in events if isinstance(e, Won))
    assert [(f.zh, f.factor) for f in won.result.fans] == [
        ("暴头", 2), ("财飘", 2), ("连续财飘", 2)]
    assert won.payments == (24, -8, -8, -8)


def test_another_players_wild_does_not_cancel_a_cai_piao() -> None:
    south = "E678m678s99s2356p"  # holds the fourth 5p, a 财神
    game = hangzhou_game([DEALER, south, WEST, NORTH], "5pCFP9s")
    game.apply(0, Discard(T("5p")))
    events = game.apply(1, Discard(T("5p")))  # South throws a 财神 too
    assert not any(isinstance(e, Claimed) for e in events)
    _discard_drawn(game, 2)
    _discard_drawn(game, 3)
    won = next(e for e in game.apply(0, WIN) if isinstance(e, Won))
    assert [(f.zh, f.factor) for f in won.result.fans] == [("暴头", 2), ("财飘", 2)]
    assert won.payments == (12, -4, -4, -4)


def test_a_wild_discarded_without_four_sets_bars_claims_but_scores_no_piao() -> None:
    # The dealer throws a 财神 away from a hand that is not four sets and a 财神.
    game = hangzhou_game(["123m456m789m12s5pWN", SOUTH, WEST, NORTH], "5pCFP")
    game.apply(0, Discard(T("5p")))
    events = game.apply(1, Discard(T("E")))
    assert not any(isinstance(e, Claimed) for e in events)


def test_the_fixed_wild_preset_turns_nothing_up() -> None:
    game = hangzhou_game(["123m456m789m123sPP", SOUTH, WEST, NORTH], "C",
                         ruleset=HANGZHOU_FIXED)
    assert not any(isinstance(e, TilesTurnedUp) for e in game.events)
    view = game.view(0)
    assert view.note("wilds") == (T("P").index,)
    assert view.note("indicator") is None
    assert view.turned_up == ()
    assert WIN in game.legal_actions(0)


def _outcome(dealer: int, winners: tuple[int, ...]) -> HandOutcome:
    return HandOutcome(0, dealer, winners, None, 0)


def test_the_dealer_stays_after_his_win_or_a_draw_else_the_winner_deals() -> None:
    deal = Deal((), (3, 4), (), (3,))
    first = HANGZHOU.seating(0, None, None, deal, start_hand=0, first_dealer=None)
    assert first.dealer == 2  # the lot names the first dealer
    for winners, dealer in (((1,), 1), ((), 1), ((3,), 3)):
        seating = HANGZHOU.seating(1, _outcome(1, winners), first, deal, start_hand=0,
                                   first_dealer=None)
        assert seating.dealer == dealer
        assert seating.order == tuple((dealer + k) % 4 for k in range(4))
