"""A Sichuan hand whose wall runs out with several players in (流局): 查花猪, 查大叫
and the refund of the kong income of the players not ready."""

from __future__ import annotations

import pytest
from engine_helpers import tile
from sichuan_helpers import play_out, sichuan_game
from sichuan_scenarios import CHENGDU_NO_VOID, DRAWN_HANDS, SBR_NO_VOID

from mahjong_tui.engine.actions import ConcealedKong, Discard, Win
from mahjong_tui.engine.events import Event, HandEnded, Payment, WallExhausted, Won
from mahjong_tui.rulesets.sichuan.ruleset import SichuanRuleset

KONG = Payment("kong", 0, (6, -2, -2, -2), "暗杠 8s")
REFUND = Payment("kong refund", 0, (-6, 2, 2, 2), "暗杠 8s")
CHENGDU, SBR, HANDS = CHENGDU_NO_VOID, SBR_NO_VOID, DRAWN_HANDS


def _drawn_end(ruleset: SichuanRuleset) -> tuple[list[Event], list[Event]]:
    game = sichuan_game(HANDS, ruleset=ruleset)
    kong = game.apply(0, ConcealedKong(tile("8s")))
    events = play_out(game, take_wins=False)
    assert not any(isinstance(e, Won) for e in events)
    return kong, events


def _settlement(events: list[Event]) -> list[Event]:
    start = next(i for i, e in enumerate(events) if isinstance(e, WallExhausted))
    end = next(i for i, e in enumerate(events) if isinstance(e, HandEnded))
    return events[start + 1:end]


@pytest.mark.parametrize(("ruleset", "settlement", "deltas"), [
    (CHENGDU, [
        Payment("flower pig", 0, (-48, 16, 16, 16), "three suits"),
        Payment("not ready", 2, (0, 1, -17, 16), "查大叫"),
        REFUND,
    ], (-48, 17, -1, 32)),
    # SBR: the 花猪 is charged as not ready; the best wait pays 8 (3-fan cap).
    (SBR, [
        Payment("not ready", 0, (-9, 1, 0, 8), "查大叫"),
        Payment("not ready", 2, (0, 1, -9, 8), "查大叫"),
        REFUND,
    ], (-9, 2, -9, 16)),
], ids=["sichuan", "sichuan-sbr"])
def test_drawn_end_settlement(ruleset: SichuanRuleset, settlement: list[Event],
                              deltas: tuple[int, ...]) -> None:
    kong, events = _drawn_end(ruleset)
    assert kong[1] == KONG
    assert _settlement(events) == settlement
    (ended,) = [e for e in events if isinstance(e, HandEnded)]
    assert (ended.winners, ended.deltas) == ((), deltas)
    assert sum(ended.deltas) == 0


def test_kong_income_handed_to_a_winner_is_not_refunded_again() -> None:
    # Seat 0 konges 9s, discards 5p from the replacement turn and seat 1 wins on it
    # (杠上炮): the kong's income goes to seat 1. Seat 0 then ends as a 花猪; the
    # income he no longer has is not refunded a second time.
    game = sichuan_game(["123456789m5p9999s", "123456789m11p46p", None, None], "1p",
                        ruleset=CHENGDU)
    assert game.apply(0, ConcealedKong(tile("9s")))[1] == Payment(
        "kong", 0, (6, -2, -2, -2), "暗杠 9s")
    game.apply(0, Discard(tile("5p")))
    events = game.apply(1, Win())
    assert events[1] == Payment("kong transfer", 0, (-6, 6, 0, 0), "暗杠 9s")
    events = play_out(game, take_wins=False)
    assert _settlement(events) == [Payment("flower pig", 0, (-32, 0, 16, 16), "three suits")]
    (ended,) = [e for e in events if isinstance(e, HandEnded)]
    assert (ended.winners, ended.deltas) == ((1,), (-34, 6, 14, 14))
