"""The physical wall: dice, break, deal, live end and tail (MCR.md steps 1-5)."""

from __future__ import annotations

import itertools

import pytest
from engine_helpers import SEAT_SLOTS, new_game, stacked_deal, tsumogiri

from mahjong_tui.engine.events import Dealt, DiceThrown, Drew, WallBroken
from mahjong_tui.engine.tiles import full_tile_set
from mahjong_tui.engine.wall import (
    Position,
    Wall,
    WallError,
    arrange_deal,
    break_of,
    second_thrower,
)

# MCR.md step 1: the dealer counts as 1; dealer 5, 9; South 2, 6, 10; West 3, 7, 11;
# North 4, 8, 12.
SECOND_THROWER = {5: 0, 9: 0, 2: 1, 6: 1, 10: 1, 3: 2, 7: 2, 11: 2, 4: 3, 8: 3, 12: 3}


def _expected_start(thrower: int, total: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """Count ``total`` stacks from the thrower's right end (stack 0), continuing into
    the wall on its left (seat - 1) after stack 17: returns (first dealt, tail end)."""
    def stack_at(k: int) -> tuple[int, int]:  # k-th stack counted, 0-based
        return ((thrower - k // 18) % 4, k % 18)
    return stack_at(total), stack_at(total - 1)


def test_second_thrower_table() -> None:
    assert {t: second_thrower(t) for t in range(2, 13)} == SECOND_THROWER
    with pytest.raises(WallError):
        second_thrower(13)


@pytest.mark.parametrize("dealer_dice", list(itertools.product(range(1, 7), repeat=2)))
def test_every_throw_pair_breaks_where_mcr_says(dealer_dice: tuple[int, int]) -> None:
    for second in itertools.product(range(1, 7), repeat=2):
        brk = break_of(dealer_dice, second)
        thrower = SECOND_THROWER[sum(dealer_dice)]
        total = sum(dealer_dice) + sum(second)
        start, tail = _expected_start(thrower, total)
        assert (brk.thrower, brk.total) == (thrower, total)
        assert (brk.start_wall, brk.start_stack) == start
        assert (brk.tail_wall, brk.tail_stack) == tail


def test_break_examples() -> None:
    # Dealer throws 1+1 = 2: South throws; 2+4 more = break 8 in South's wall.
    b = break_of((1, 1), (2, 4))
    assert (b.thrower, b.total, b.start_wall, b.start_stack, b.tail_wall, b.tail_stack) == (
        1, 8, 1, 8, 1, 7)
    # 6+6 = 12: North throws 6+6: 24 stacks run 6 stacks into West's wall.
    b = break_of((6, 6), (6, 6))
    assert (b.thrower, b.start_wall, b.start_stack, b.tail_wall, b.tail_stack) == (
        3, 2, 6, 2, 5)
    # Exactly 18: the whole wall is counted, dealing starts at the next wall.
    b = break_of((4, 5), (4, 5))  # 9 -> dealer; 18
    assert (b.thrower, b.start_wall, b.start_stack, b.tail_wall, b.tail_stack) == (
        0, 3, 0, 0, 17)
    with pytest.raises(WallError):
        break_of((0, 1), (1, 1))


def test_dealing_from_a_stacked_wall() -> None:
    order = full_tile_set()  # ring order = index order: 1m 1m 1m 1m 2m ...
    deal = arrange_deal(order, (3, 4), (2, 3))  # 7 -> West throws; break 12
    wall = Wall(deal)
    hands = wall.deal()
    for seat in range(4):
        assert [t for t, _ in hands[seat]] == [order[i] for i in SEAT_SLOTS[seat]]
    assert [len(h) for h in hands] == [14, 13, 13, 13]
    # The first stack dealt is West's stack 12 (top then bottom), then 13; the
    # jump: dealer takes the top of ring stack 24 and of 26; South the bottom of
    # 24, West the top of 25, North its bottom. Ring 24..26 = East's stacks 0..2.
    assert [pos for _, pos in hands[0][:4]] == [
        Position(2, 12, 0), Position(2, 12, 1), Position(2, 13, 0), Position(2, 13, 1)]
    assert hands[0][12][1] == Position(0, 0, 0)
    assert hands[1][12][1] == Position(0, 0, 1)
    assert hands[2][12][1] == Position(0, 1, 0)
    assert hands[3][12][1] == Position(0, 1, 1)
    assert hands[0][13][1] == Position(0, 2, 0)
    # The live wall continues from the bottom of the stack the dealer jumped to;
    # the tail is the top of the last stack: West's stack 11 (the 12th counted).
    assert wall.next_live() == Position(0, 2, 1)
    assert wall.next_tail() == Position(2, 11, 0)
    assert wall.remaining == 144 - 53
    assert wall.stacks()[0][:4] == (0, 0, 2, 3)


def test_game_deals_and_draws_from_the_recorded_positions() -> None:
    deal = stacked_deal(["123456789m1234p5p", "1s2s3s4s5s6s7s8s9s 6p7p8p9p",
                         "EESSWWNNCCFFP", "111p 111s 999s 999m P"], live="5m")
    game = new_game(deal)
    ev = game.events
    assert ev[2] == DiceThrown(0, (3, 4))
    assert ev[3] == DiceThrown(2, (2, 3))
    assert ev[4] == WallBroken(2, 12, (2, 12), (2, 11))
    dealt = [e for e in ev if isinstance(e, Dealt)]
    assert [d.player for d in dealt] == [0, 1, 2, 3]
    assert sorted(t for t in dealt[0].tiles if t is not None) == sorted(
        stacked_deal_tiles("123456789m1234p5p"))
    drew = [e for e in tsumogiri(game) if isinstance(e, Drew)]
    assert drew == [Drew(1, stacked_deal_tiles("5m")[0], Position(0, 2, 1), False)]
    view = game.view(0)
    assert view.wall.stacks[0][2] == 0 and view.wall.remaining == 144 - 54
    assert view.wall.live_next == Position(0, 3, 0)


def stacked_deal_tiles(text: str) -> list:  # type: ignore[type-arg]
    from mahjong_tui.engine.tiles import parse_tiles

    return parse_tiles(text)


def test_wall_rejects_a_short_set() -> None:
    with pytest.raises(WallError):
        arrange_deal(full_tile_set()[:100])
