"""Flowers: replacement after the deal (E, S, W, N, chains), during play, and a
flower as the wall's last tile (MCR.md "Flower replacement")."""

from __future__ import annotations

from engine_helpers import LIVE_START, new_game, stacked_deal, tail_slot, tile, tsumogiri

from mahjong_tui.engine.actions import Discard, Win
from mahjong_tui.engine.events import (
    Dealt,
    Drew,
    FlowerReplaced,
    HandEnded,
    WallExhausted,
    Won,
)
from mahjong_tui.engine.wall import Position

# With dice (3,4)+(2,3) the break is 12 stacks into West's wall: the tail is West's
# stack 11, then 10, ... and the live wall resumes at East's stack 2 (bottom).
TAIL = [Position(2, 11, 0), Position(2, 11, 1), Position(2, 10, 0), Position(2, 10, 1),
        Position(2, 9, 0)]
FILL = {1: "2p2p5p5p8p8p2s2s5s5s8s8sF", 2: "3p3p6p6p9p9p3s3s6s6s9s9sP",
        3: "4p4p7p7p4s4s7s7sESWNC"}


def test_flower_chains_after_the_deal_in_seat_order() -> None:
    dealer = "1f 5m EESSWWNNCCFF"
    south = "3f 2p2p5p5p8p8p2s2s5s5s8s8s"
    deal = stacked_deal([dealer, south, FILL[2], FILL[3]], tail="2f 1m 6m")
    game = new_game(deal)
    replaced = [e for e in game.events if isinstance(e, FlowerReplaced)]
    assert replaced == [
        FlowerReplaced(0, tile("1f"), tile("2f"), TAIL[0]),
        FlowerReplaced(0, tile("2f"), tile("1m"), TAIL[1]),
        FlowerReplaced(1, tile("3f"), tile("6m"), TAIL[2]),
    ]
    # Replacement happens after all four are dealt.
    kinds = [type(e) for e in game.events]
    assert kinds.index(FlowerReplaced) > max(i for i, k in enumerate(kinds) if k is Dealt)
    view = game.view(0)
    assert view.flowers == ((tile("1f"), tile("2f")), (tile("3f"),), (), ())
    assert view.drawn == tile("1m") and len(view.concealed) == 13
    assert view.hand_sizes == (14, 13, 13, 13)
    assert view.wall_remaining == 144 - 53 - 3
    assert view.wall.tail_next == TAIL[3]


def test_flower_chain_during_play() -> None:
    # South waits on 9p for seven pairs, and gets it as the second flower's replacement.
    south = "2p2p5p5p8p8p2s2s5s5s8s8s9p"
    deal = stacked_deal(["5m EESSWWNNCCFFP", south, FILL[2], FILL[3]],
                        live="4f", tail="7f 9p")
    game = new_game(deal)
    ev = game.apply(0, Discard(tile("5m")))
    assert ev[1:] == [
        Drew(1, tile("4f"), Position(0, 2, 1), False),
        FlowerReplaced(1, tile("4f"), tile("7f"), TAIL[0]),
        FlowerReplaced(1, tile("7f"), tile("9p"), TAIL[1]),
    ]
    view = game.view(1)
    assert view.drawn == tile("9p") and view.flowers[1] == (tile("4f"), tile("7f"))
    # Others see the flowers but not the replacement.
    other = game.view(2)
    assert other.flowers[1] == (tile("4f"), tile("7f")) and other.drawn is None
    # A win on a flower replacement is self-drawn but not "kong replacement":
    won = next(e for e in game.apply(1, Win()) if isinstance(e, Won))
    assert won.flags.self_drawn and not won.flags.kong_replacement


def test_a_flower_as_the_last_tile_ends_the_hand_as_a_draw() -> None:
    # Seven flowers in the dealer's hand take the tail slots 142, 143, 140, 141, 138,
    # 139, 136; the live wall then runs 53..135 and ends on 137 (68 bottom), where
    # the eighth flower lies: the 84th live draw, by the dealer.
    dealer = "1f2f3f4f5f6f7f 1s EESSWW"
    deal = stacked_deal([dealer, FILL[1], FILL[2], FILL[3]], slots_extra={tail_slot(7): "8f"})
    assert tail_slot(7) == 137 and LIVE_START == 53
    game = new_game(deal)
    while game.table_view().wall_remaining > 1:
        tsumogiri(game)
    ev = tsumogiri(game)
    last_drew = [e for e in ev if isinstance(e, Drew)][-1]
    assert (last_drew.player, last_drew.tile) == (0, tile("8f"))
    i = ev.index(last_drew)
    assert ev[i + 1:i + 3] == [FlowerReplaced(0, tile("8f"), None, None), WallExhausted()]
    ended = ev[i + 3]
    assert isinstance(ended, HandEnded) and ended.winner is None
    assert ended.deltas == (0, 0, 0, 0)
    assert game.is_over
