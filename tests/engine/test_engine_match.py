"""The match: seats and dealers, payments, false-win penalties, standings, and the
duplicate (per-seat) draw mode."""

from __future__ import annotations

import pytest
from engine_helpers import new_game, stacked_deal, tile, tsumogiri

from mahjong_tui.engine.actions import Discard, Pass, Pung, Win
from mahjong_tui.engine.events import Drew, FalseWin, HandEnded, HandStarted, Standing, Won
from mahjong_tui.engine.game import Game, IllegalActionError
from mahjong_tui.engine.match import seating, standings
from mahjong_tui.rulesets.mcr.ruleset import MCR_COMPETITION
from mahjong_tui.rulesets.mcr.scoring.types import WinFlags

FILL = {1: "2p2p5p5p8p8p2s2s5s5s8s8sF", 2: "3p3p6p6p9p9p3s3s6s6s9s9sP",
        3: "4p4p7p7p4s4s7s7sESWNC"}
NORTH_WINS_ON_5M = "123456789p 11s 46m"  # pure straight, 22 fan on 5m from a discard


def test_sixteen_hands_dealers_winds_and_the_west_round_swap() -> None:
    dealers = [seating(h).dealer for h in range(16)]
    assert dealers == [0, 1, 2, 3] * 2 + [1, 0, 3, 2] * 2
    assert [seating(h).round_wind for h in range(16)] == [0] * 4 + [1] * 4 + [2] * 4 + [3] * 4
    assert seating(0).seat_winds == (0, 1, 2, 3)
    assert seating(1).seat_winds == (3, 0, 1, 2)
    # West round: original South (1) deals; East/South and West/North swapped seats:
    # play order 1 -> 0 -> 3 -> 2.
    assert seating(8).order == (1, 0, 3, 2)
    assert seating(8).seat_winds == (1, 0, 3, 2)
    assert seating(9).order == (0, 3, 2, 1)
    assert seating(15).order == (2, 1, 0, 3)
    # A bench can start any hand with any dealer.
    assert seating(5, start_hand=5, first_dealer=3).order == (3, 0, 1, 2)
    assert seating(6, start_hand=5, first_dealer=3).dealer == 0


def test_a_match_plays_sixteen_hands_with_those_dealers() -> None:
    from bots import get_bot
    from mahjong_tui.engine.driver import play

    game = Game.new(7)
    play(game, [get_bot("random", i) for i in range(4)])
    started = [e for e in game.events if isinstance(e, HandStarted)]
    assert [e.dealer for e in started] == [0, 1, 2, 3] * 2 + [1, 0, 3, 2] * 2
    assert [e.hand_number for e in started] == list(range(16))
    assert game.hands_played == 16 and game.is_over and game.to_act() == ()
    assert sorted(s.player for s in game.standings) == [0, 1, 2, 3]
    # Random bots never win: four players tied at 500 share the 7 table points.
    assert [(s.rank, s.table_points) for s in game.standings] == [(1, 1.75)] * 4
    assert [s.score for s in game.standings] == sorted(game.scores, reverse=True)
    with pytest.raises(IllegalActionError):
        game.apply(0, Pass())


def test_standings_table_points_and_ties() -> None:
    assert standings([520, 480, 530, 470]) == (
        Standing(2, 1, 530, 4), Standing(0, 2, 520, 2), Standing(1, 3, 480, 1),
        Standing(3, 4, 470, 0))
    # Tied players share the table points of the places they tie for.
    assert standings([500, 510, 500, 490]) == (
        Standing(1, 1, 510, 4), Standing(0, 2, 500, 1.5), Standing(2, 2, 500, 1.5),
        Standing(3, 4, 490, 0))
    assert standings([520, 520, 480, 480]) == (
        Standing(0, 1, 520, 3), Standing(1, 1, 520, 3), Standing(2, 3, 480, 0.5),
        Standing(3, 3, 480, 0.5))
    assert [s.table_points for s in standings([500, 500, 500, 490])] == [2.33, 2.33, 2.33, 0]
    assert [s.table_points for s in standings([500, 500, 500, 500])] == [1.75] * 4


def test_payments_for_a_win_on_a_discard() -> None:
    deal = stacked_deal(["5m EESSWWNNCCFFP", FILL[1], FILL[2], NORTH_WINS_ON_5M])
    game = Game.new(0, deals=[deal], hands=2)
    game.apply(0, Discard(tile("5m")))
    assert game.to_act() == (3,) and game.legal_actions(3) == (Win(), Pass())
    ev = game.apply(3, Win())
    won, ended = ev[0], ev[1]
    assert isinstance(won, Won) and isinstance(ended, HandEnded)
    assert won.flags == WinFlags()
    assert [(f.key, f.total) for f in won.result.fans] == [
        ("pure_straight", 16), ("concealed_hand", 2), ("all_chows", 2),
        ("mixed_double_chow", 1), ("closed_wait", 1)]
    # The discarder pays 8 + 22, the others 8 each.
    assert won.payments == (-30, -8, -8, 46)
    assert ended.deltas == (-30, -8, -8, 46) and ended.scores == (470, 492, 492, 546)
    assert ended.winner == 3
    # The next hand starts at once, dealt by player 1, with the new scores.
    assert isinstance(ev[2], HandStarted) and ev[2].dealer == 1
    assert ev[2].scores == (470, 492, 492, 546)


def test_payments_for_a_self_drawn_win_with_flowers() -> None:
    # South draws the 5m; two flowers count for payment, not for the minimum.
    south = "123456789s 22p 46m"
    deal = stacked_deal(["9m EESSWWNNCCFF 1f", south, FILL[2], FILL[3]],
                        live="5m", tail="2f P")
    game = new_game(deal)
    assert game.view(0).flowers[0] == (tile("1f"), tile("2f"))
    game.apply(0, Discard(tile("9m")))
    assert game.to_act() == (1,) and Win() in game.legal_actions(1)
    won = game.apply(1, Win())[0]
    assert isinstance(won, Won) and won.from_player is None
    assert won.flags == WinFlags(self_drawn=True)
    assert won.result.total == 24  # 16 + fully concealed 4 + all chows 2 + 1 + 1
    assert won.payments == (-32, 96, -32, -32)


def test_competition_false_win_penalties_bar_and_play_continues() -> None:
    short = "123m 345p 678s 22s 46m"  # complete with 5m but only 6 fan
    not_ready = "1m 3m 5p 7p 9p 4s 6s 8s 9s E S W N"
    deal = stacked_deal(["5m EESSWWNNCCFFP", FILL[1], not_ready, short])
    game = new_game(deal, MCR_COMPETITION)
    game.apply(0, Discard(tile("5m")))
    # In competition every non-barred player may declare a win.
    assert game.to_act() == (1, 2, 3)
    game.apply(1, Pass())
    game.apply(3, Win())
    ev = game.apply(2, Win())
    assert ev[:2] == [
        FalseWin(2, tile("5m"), True, 20, (20, 20, -60, 20)),
        FalseWin(3, tile("5m"), False, 10, (10, 10, 10, -30)),
    ]
    # Play continues: South draws; the barred players are not offered a win.
    assert isinstance(ev[2], Drew) and ev[2].player == 1
    assert game.view(0).barred == (2, 3)
    game.apply(1, Discard(game.view(1).drawn))  # type: ignore[arg-type]
    for p in game.to_act():
        assert Win() not in game.legal_actions(p) or p not in (2, 3)
    assert game.table_view().table.hand_deltas == (30, 30, -50, -10)


def test_competition_false_self_drawn_win_keeps_the_turn() -> None:
    deal = stacked_deal(["5m EESSWWNNCCFFP", FILL[1], FILL[2], FILL[3]])
    game = new_game(deal, MCR_COMPETITION)
    ev = game.apply(0, Win())
    assert ev == [FalseWin(0, tile("P"), False, 10, (-30, 10, 10, 10))]
    assert game.to_act() == (0,) and Win() not in game.legal_actions(0)


def test_only_legal_wins_are_offered_by_default() -> None:
    short = "123m 345p 678s 22s 46m"
    deal = stacked_deal(["5m EESSWWNNCCFFP", FILL[1], FILL[2], short])
    game = new_game(deal)
    ev = game.apply(0, Discard(tile("5m")))
    assert isinstance(ev[1], Drew) and ev[1].player == 1  # North is not asked


def test_game_new_rejects_bad_arguments() -> None:
    with pytest.raises(ValueError, match="4 players"):
        Game.new(0, players=("a", "b"))
    with pytest.raises(ValueError, match="draw_mode"):
        Game.new(0, draw_mode="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="start_hand"):
        Game.new(0, start_hand=16)
    with pytest.raises(ValueError, match="hands"):
        Game.new(0, start_hand=10, hands=7)


def _draws(game: Game) -> dict[int, list[object]]:
    out: dict[int, list[object]] = {0: [], 1: [], 2: [], 3: []}
    for e in game.events:
        if isinstance(e, Drew):
            out[e.player].append(e.tile)
    return out


def test_per_seat_draws_do_not_depend_on_claims() -> None:
    west = "55m " + "3p3p6p6p9p9p3s3s6s6s9s"
    deal = stacked_deal(["5m EESSWWNNCCFFP", FILL[1], west, FILL[3]])
    quiet = new_game(deal, draw_mode="per_seat")
    quiet.apply(0, Discard(tile("5m")))
    quiet.apply(2, Pass())
    claim = new_game(deal, draw_mode="per_seat")
    claim.apply(0, Discard(tile("5m")))
    claim.apply(2, Pung())  # West skips South's turn
    claim.apply(2, Discard(tile("9s")))
    for g in (quiet, claim):
        for _ in range(20):
            if g.is_over:
                break
            tsumogiri(g)
    a, b = _draws(quiet), _draws(claim)
    for p in range(4):
        n = min(len(a[p]), len(b[p]))
        assert n >= 4 and a[p][:n] == b[p][:n]
    # Without claims (and with no flower drawn in play) the per-seat queues give
    # exactly the shared wall's draws.
    deal2 = stacked_deal(["1f2f3f4f5f6f7f8f 1s1s EESS", FILL[1], FILL[2], FILL[3]])
    g1, g2 = new_game(deal2), new_game(deal2, draw_mode="per_seat")
    for _ in range(30):
        for g in (g1, g2):
            if not g.is_over:
                tsumogiri(g)
    assert _draws(g1) == _draws(g2)
    assert g2.view(0).wall.queues is not None
