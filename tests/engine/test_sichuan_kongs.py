"""Kong money (刮风下雨) as it is paid during a Sichuan hand, its transfer to the
winner of a 杠上炮 (呼叫转移, Chengdu) or its refund (退税, SBR)."""

from __future__ import annotations

import pytest
from engine_helpers import tile
from sichuan_helpers import CHENGDU_NO_EXCHANGE as CHENGDU
from sichuan_helpers import sichuan_game
from sichuan_scenarios import ROB_HANDS, ROB_LIVE, THREE_LIVE, THREE_WAIT

from mahjong_tui.engine.actions import AddKong, ConcealedKong, Discard, Kong, Pass, Pung, Win
from mahjong_tui.engine.events import Claimed, Drew, Event, Konged, Payment, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.views import Phase
from mahjong_tui.rulesets.sichuan.ruleset import SICHUAN_SBR, SichuanRuleset

WIN, PASS = Win(), Pass()


def _types(events: list[Event]) -> list[str]:
    return [type(e).__name__ for e in events]


def test_concealed_kong_takes_two_from_each_player_in() -> None:
    game = sichuan_game(["123456789m5p9999s", None, None, None], "1s", voids="ppps")
    events = game.apply(0, ConcealedKong(tile("9s")))
    assert _types(events) == ["Konged", "Payment", "Drew"]
    assert events[0] == Konged(0, Meld.kong(tile("9s"), concealed=True), True)
    assert events[1] == Payment("kong", 0, (6, -2, -2, -2), "暗杠 9s")
    # The replacement is the next live tile, not one from the tail.
    assert isinstance(events[2], Drew)
    assert (events[2].player, events[2].tile, events[2].from_tail) == (0, tile("1s"), False)


def test_kong_money_leaves_out_the_players_who_have_won() -> None:
    game = sichuan_game(THREE_WAIT, THREE_LIVE[:-2] + "1s2m", voids="pssm")
    for p, t in ((0, "8p"), (1, "9s"), (2, "9s"), (3, "1m")):
        game.apply(p, Discard(tile(t)))
    game.apply(0, Discard(tile("5p")))
    for p, a in ((1, WIN), (2, WIN), (3, PASS)):
        game.apply(p, a)
    assert game.view(3).drawn == tile("1s")
    events = game.apply(3, ConcealedKong(tile("1s")))
    assert events[1] == Payment("kong", 3, (-2, 0, 0, 2), "暗杠 1s")


def test_direct_kong_is_paid_by_the_discarder() -> None:
    game = sichuan_game(["123456789m5p9999s", "555p111m222m333m4m", None, None], "1s",
                        voids="psps")
    game.apply(0, Discard(tile("5p")))
    assert game.to_act() == (1,)
    assert game.legal_actions(1) == (Kong(tile("5p")), Pung(tile("5p")), PASS)
    events = game.apply(1, Kong(tile("5p")))
    assert _types(events) == ["Claimed", "Payment", "Drew"]
    assert isinstance(events[0], Claimed) and events[0].meld.kind.value == "kong"
    assert events[1] == Payment("kong", 1, (-2, 2, 0, 0), "直杠 5p")
    assert isinstance(events[2], Drew) and (events[2].player, events[2].tile) == (1, tile("1s"))


# The robbing scenario with the robbers passing; in the second
# variant the dealer adds the 7s he has just drawn.
ADD_HANDS_DRAWN = ["9p77s123m456m789m9m8p", *ROB_HANDS[1:]]
ADD_LIVE_DRAWN = "4p6p9s5p7s2p"


def _added_kong(ruleset: SichuanRuleset, *, drawn: bool) -> list[Event]:
    hands, live = (ADD_HANDS_DRAWN, ADD_LIVE_DRAWN) if drawn else (ROB_HANDS, ROB_LIVE)
    game = sichuan_game(hands, live, ruleset=ruleset, voids="psmm")
    game.apply(0, Discard(tile("9p")))
    game.apply(1, Discard(tile("7s")))
    game.apply(0, Pung(tile("7s")))
    for p, t in ((0, "8p" if drawn else "5m"), (1, "6p"), (2, "4m"), (3, "5m")):
        game.apply(p, Discard(tile(t)))
    assert game.view(0).drawn == tile("7s" if drawn else "5m")
    assert game.apply(0, AddKong(tile("7s"))) == []
    events = game.apply(2, PASS) + game.apply(3, PASS)
    assert events[0] == Konged(0, Meld.kong(tile("7s"), 3, added=True), False)
    assert isinstance(events[-1], Drew) and events[-1].tile == tile("2p")
    return events


@pytest.mark.parametrize(("ruleset", "drawn", "paid"), [
    (CHENGDU, False, True), (CHENGDU, True, True),
    (SICHUAN_SBR, False, False), (SICHUAN_SBR, True, True)],
    ids=["sichuan-old", "sichuan-drawn", "sbr-old", "sbr-drawn"])
def test_added_kong_takes_one_from_each_player_in(ruleset: SichuanRuleset, drawn: bool,
                                                  paid: bool) -> None:
    events = _added_kong(ruleset, drawn=drawn)
    payments = [e for e in events if isinstance(e, Payment)]
    assert payments == ([Payment("kong", 0, (3, -1, -1, -1), "面下杠 7s")] if paid else [])


def _kong_then_discard_won(ruleset: SichuanRuleset) -> tuple[Game, list[Event]]:
    """The dealer konges 9s and discards 5p from the replacement turn: seats 1 and 2
    win on it (杠上炮)."""
    game = sichuan_game(["123456789m5p9999s", "123456789m11p46p", "234567m123p789p5p",
                         None], "1s", ruleset=ruleset, voids="psss")
    kong = game.apply(0, ConcealedKong(tile("9s")))
    assert kong[1] == Payment("kong", 0, (6, -2, -2, -2), "暗杠 9s")
    assert game.legal_actions(0) == (Discard(tile("5p")),)
    game.apply(0, Discard(tile("5p")))
    assert [game.legal_actions(p) for p in range(4)] == [(), (WIN, PASS), (WIN, PASS), ()]
    events = game.apply(2, WIN) + game.apply(1, WIN)
    return game, events


def test_kong_transfer_hands_the_kong_income_to_each_winner() -> None:
    game, events = _kong_then_discard_won(CHENGDU)
    assert _types(events) == ["Won", "Payment", "Won", "Payment", "Drew"]
    won = [e for e in events if isinstance(e, Won)]
    assert [(e.player, e.payments, e.result.total_fan) for e in won] == [
        (1, (-2, 2, 0, 0), 1), (2, (-2, 0, 2, 0), 1)]
    assert [e for e in events if isinstance(e, Payment)] == [
        Payment("kong transfer", 0, (-6, 6, 0, 0), "暗杠 9s"),
        Payment("kong transfer", 0, (-6, 0, 6, 0), "暗杠 9s")]
    assert game.table_view().table.hand_deltas == (-10, 6, 6, -2)


def test_kong_refund_returns_the_kong_income_to_its_payers() -> None:
    game, events = _kong_then_discard_won(SICHUAN_SBR)
    assert _types(events) == ["Won", "Payment", "Won", "Drew"]
    won = [e for e in events if isinstance(e, Won)]
    assert [(e.player, e.payments, e.result.total_fan) for e in won] == [
        (1, (-2, 2, 0, 0), 1), (2, (-2, 0, 2, 0), 1)]
    assert events[1] == Payment("kong refund", 0, (-6, 2, 2, 2), "暗杠 9s")
    assert game.table_view().table.hand_deltas == (-4, 2, 2, 0)
    assert game.table_view().table.phase is Phase.TURN
