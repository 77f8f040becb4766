"""The win flags the engine hands the calculator: kong replacement (杠上开花), last
wall tile self-drawn (妙手回春), the discard after it (海底捞月), last copy (和绝张)."""

from __future__ import annotations

from engine_helpers import new_game, stacked_deal, tile, tsumogiri

from mahjong_tui.engine.actions import ConcealedKong, Discard, Pass, Win
from mahjong_tui.engine.events import Won
from mahjong_tui.engine.game import Game
from mahjong_tui.rulesets.mcr.scoring.types import WinFlags

FILL = {1: "2p2p5p5p8p8p2s2s5s5s8s8sF", 2: "3p3p6p6p9p9p3s3s6s6s9s9sP",
        3: "4p4p7p7p4s4s7s7sESWNC"}
EIGHT_FLOWERS = "1f2f3f4f5f6f7f8f"


def _visible(game: Game, t: object) -> int:
    view = game.table_view()
    n = sum(1 for p in range(4) for d, taken in zip(view.discards[p], view.discards_claimed[p],
                                                     strict=True) if d == t and not taken)
    n += sum(m.tiles.count(t) for p in range(4) for m in view.melds[p] if not m.concealed)
    return n


def test_self_drawn_win_on_a_kong_replacement() -> None:
    south = "222p 123456789s F"
    deal = stacked_deal(["5m EESSWWNNCCFFP", south, FILL[2], FILL[3]], live="2p", tail="F")
    game = new_game(deal)
    game.apply(0, Discard(tile("5m")))
    assert game.to_act() == (1,) and ConcealedKong(tile("2p")) in game.legal_actions(1)
    game.apply(1, ConcealedKong(tile("2p")))
    assert game.view(1).drawn == tile("F") and Win() in game.legal_actions(1)
    won = game.apply(1, Win())[0]
    assert isinstance(won, Won)
    assert won.flags == WinFlags(self_drawn=True, kong_replacement=True)
    assert "杠上开花" in [f.zh for f in won.result.fans]


def test_self_drawn_win_on_the_last_tile() -> None:
    # Dealer holds all flowers: the live wall ends on slot 135, drawn by North.
    north = "123456789p 11s 46m"
    deal = stacked_deal([f"{EIGHT_FLOWERS} 1s9s EESS", FILL[1], FILL[2], north],
                        slots_extra={135: "5m"})
    game = new_game(deal)
    while game.table_view().wall_remaining:
        tsumogiri(game)
    assert game.to_act() == (3,) and game.view(3).drawn == tile("5m")
    last_copy = _visible(game, tile("5m")) == 3
    won = game.apply(3, Win())[0]
    assert isinstance(won, Won)
    assert won.flags == WinFlags(self_drawn=True, last_wall_tile=True, last_copy=last_copy)
    assert "妙手回春" in [f.zh for f in won.result.fans]


def test_win_on_the_discard_after_the_last_tile() -> None:
    # The dealer's 8 replacements (tail) complete a hand waiting on 5m; the 8th is
    # discarded at once. North draws the last tile, 5m, and must discard it.
    deal = stacked_deal([f"{EIGHT_FLOWERS} 123456p", FILL[1], FILL[2], FILL[3]],
                        tail="789p 11s 46m N", slots_extra={135: "5m"})
    game = new_game(deal)
    assert game.view(0).drawn == tile("N")
    while game.table_view().wall_remaining:
        tsumogiri(game)
    assert game.to_act() == (3,)
    last_copy = _visible(game, tile("5m")) == 3
    game.apply(3, Discard(tile("5m")))
    assert game.to_act() == (0,) and game.legal_actions(0) == (Win(), *game.legal_actions(0)[1:])
    won = game.apply(0, Win())[0]
    assert isinstance(won, Won) and won.from_player == 3
    assert won.flags == WinFlags(last_wall_tile=True, last_copy=last_copy)
    assert "海底捞月" in [f.zh for f in won.result.fans]


def test_last_copy_when_three_are_visible() -> None:
    # Three 5m are discarded first (dealer, South, West; North passes each time);
    # North then wins on the fourth, the dealer's second 5m.
    north = "123456789p 11s 46m"
    deal = stacked_deal(["5m5m ESWNCFP ESWNC", "5m 2p5p8p2s5s8s 3p6p9p3s6s9s",
                         "5m 3p6p9p3s6s9s 4p7p4s7s ES", north], live="9m 9m 9m 1m")
    game = new_game(deal)
    for p in (0, 1, 2):
        game.apply(p, Discard(tile("5m")))
        assert game.to_act() == (3,)
        game.apply(3, Pass())
    tsumogiri(game)  # North draws 9m and discards it
    game.apply(0, Discard(tile("5m")))
    won = game.apply(3, Win())[0]
    assert isinstance(won, Won) and won.from_player == 0
    assert won.flags == WinFlags(last_copy=True)
    assert "和绝张" in [f.zh for f in won.result.fans]
