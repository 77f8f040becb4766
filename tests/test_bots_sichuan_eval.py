"""How the Sichuan levels value a hand: plans, ready hands, the win chance."""

from __future__ import annotations

import pytest

from bots.sichuan_eval import (
    EXIT_PER_DRAW,
    SichuanSeat,
    evaluate,
    hold_for_self_draw,
    ready_reach_ahead,
    win_chance,
)
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Suit
from mahjong_tui.rulesets.sichuan.scoring import CHENGDU, ready_values


def _counts(text: str) -> tuple[int, ...]:
    out = [0] * 27
    digits: list[int] = []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch) - 1)
        else:
            for d in digits:
                out[9 * "mps".index(ch) + d] += 1
            digits = []
    return tuple(out)


def _seat(counts: tuple[int, ...], void: int, draws: int = 10) -> SichuanSeat:
    live = tuple(4 - c for c in counts)
    return SichuanSeat(counts, (), live, void, CHENGDU, draws)


def test_win_chance_is_a_binomial_tail_discounted_per_step() -> None:
    assert win_chance(-1, 0, 50, 0) == 1.0
    assert win_chance(0, 0, 50, 10) == 0.0
    assert win_chance(2, 10, 50, 2) == 0.0  # three draws needed, two left
    assert win_chance(0, 10, 50, 1) == pytest.approx(0.2)
    assert win_chance(1, 10, 50, 2) == pytest.approx(0.2 * 0.2 * 0.55)


def test_a_ready_hand_is_valued_wait_by_wait() -> None:
    counts = _counts("1112345678999m")  # the nine gates: every character wins
    seat = _seat(counts, void=2)
    ev = evaluate(seat, counts, (), values=True)
    assert (ev.shanten, ev.plan) == (0, "ready")
    concealed = tuple(TILES[i] for i in range(27) for _ in range(counts[i]))
    waits = ready_values(concealed, (), Suit.BAMBOO, CHENGDU)
    live = sum(seat.live[t.index] for t in waits)
    average = sum(seat.live[t.index] * v for t, v in waits.items()) / live
    # A win is also worth the losses it ends: EXIT_PER_DRAW per own draw left (10).
    assert ev.value == pytest.approx((average + EXIT_PER_DRAW * 10)
                                     * win_chance(0, live, sum(seat.live), 10))
    assert ev.flush_shanten == -1 or ev.flush_shanten == 0


def test_a_one_suit_shape_is_planned_as_a_flush() -> None:
    # 1-shanten plain; a step more as a flush in characters, worth four times as much.
    counts = _counts("11223456789m15p")
    seat = _seat(counts, void=2)
    ev = evaluate(seat, counts, (), values=True)
    assert (ev.shanten, ev.flush_shanten, ev.plan) == (1, 2, "清一色")
    far = _counts("1122345678m159p")
    assert evaluate(seat, far, (), values=True).plan == "plain"
    plain = evaluate(seat, counts, (), values=False)
    assert (plain.shanten, plain.useful, plain.live_useful, plain.value) == (
        ev.shanten, ev.useful, ev.live_useful, 0.0)


def test_looking_ahead_weighs_each_useful_draw_by_the_waits_it_leads_to() -> None:
    # Three pungs declared, 2m 3m 7m 5p standing (void bamboo): 1-shanten, useful
    # 1m 4m (a set: single wait on 7m or 5p, 3 live) and 7m 5p (a pair: 23m waits
    # on 1m and 4m, 8 live).
    melds = tuple(Meld.pung(TILES[i], 1) for i in (8, 9, 17))
    counts = _counts("237m5p")
    seat = SichuanSeat(counts, melds, tuple(4 - c for c in counts), 2, CHENGDU, 10)
    ev = evaluate(seat, counts, melds, values=False)
    assert (ev.shanten, ev.live_useful) == (1, 4 + 4 + 3 + 3)
    assert ready_reach_ahead(seat, counts, melds, ev.useful) == 4 * 3 + 4 * 3 + 3 * 8 + 3 * 8


def test_holding_out_for_a_self_draw_weighs_the_payers() -> None:
    """A plain wait on 3p/6p, eight live copies of 95 unseen, ten own draws: taking a
    discard win is worth 1 + 10 * 0.05; waiting, the chance of a self-draw
    (1 - (87/95) ** 10) times three payers' 1 plus half the exit value."""
    seat = _seat(_counts("123456789m11p45p"), 2, draws=10)
    take, keep = hold_for_self_draw(seat, 9 + 2, payers=3) or (0.0, 0.0)
    chance = 1 - (87 / 95) ** 10
    assert take == pytest.approx(1 + 10 * EXIT_PER_DRAW)
    assert keep == pytest.approx(chance * (3 + 10 * EXIT_PER_DRAW / 2))
    assert (round(take, 4), round(keep, 4)) == (1.5, 1.9015)
    # One payer left: a self-draw pays no more than the discard.
    assert hold_for_self_draw(seat, 9 + 2, payers=1) == pytest.approx((1.5, chance * 1.25))
    # Not a wait: nothing to weigh.
    assert hold_for_self_draw(seat, 9 + 6, payers=3) is None
