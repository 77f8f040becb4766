"""Guizhou hands on stacked walls: 豆 at the settlement, 杠上胡, 热炮 (60/30/10), 抢杠
paid by the robbed player, plain wins barred on a discard without a 豆, the dealer
rotation. Every payment is checked exactly, event by event."""

from __future__ import annotations

from guizhou_helpers import guizhou_game, tiles
from sichuan_helpers import play_out

from mahjong_tui.engine.actions import AddKong, ConcealedKong, Discard, Kong, Pass, Pung, Win
from mahjong_tui.engine.events import Event, HandEnded, Payment, WallExhausted, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.match import Seating
from mahjong_tui.engine.rules import HandOutcome
from mahjong_tui.engine.tiles import parse_tile
from mahjong_tui.engine.wall import Deal
from mahjong_tui.rulesets.guizhou.ruleset import GUIZHOU

WIN = Win()

# The dealer holds four 1m: a 闷豆.
KONG_DEALER = ["1111m234m567p789s5p", "78p456m789m123s55s", "2233m88p123s4p6p7m8m",
               "44m66m99m11s33s2p3p7s"]
# The dealer throws 9s first; seat 1 holds 9s.
NINES = ["123m456m789m12p5s7s9s", "999s123p456p11m34s", "23p456m789m123s77s",
         "3m5m6m8m2s5s6s8s7p8p9p9p4s"]
ROB = ["123m456m789m12p5s7s9s", "99s123p456p11m34s5m", "78s456m789m123p55p",
       "3m6m8m2s5s6s8s7p8p9p9p4s1s"]


def _t(text: str) -> object:
    return parse_tile(text)


def _apply(game: Game, player: int, action: object) -> list[Event]:
    assert action in game.legal_actions(player), (action, game.legal_actions(player))
    return game.apply(player, action)  # type: ignore[arg-type]


def _money(events: list[Event]) -> list[tuple[str, tuple[int, ...], str]]:
    out = []
    for e in events:
        if isinstance(e, Won):
            out.append(("win", e.payments, ""))
        elif isinstance(e, Payment):
            out.append((e.reason, e.amounts, e.detail))
        elif isinstance(e, HandEnded):
            out.append(("hand", e.deltas, ""))
    return out


def test_concealed_kong_then_win_on_the_replacement() -> None:
    game = guizhou_game(KONG_DEALER, live="5p")
    events = _apply(game, 0, ConcealedKong(_t("1m")))
    assert WIN in game.legal_actions(0)
    events += _apply(game, 0, WIN)
    won = next(e for e in events if isinstance(e, Won))
    assert [(i.zh, i.value) for i in won.result.items] == [("平胡", 10), ("杠上胡", 10)]
    assert _money(events) == [
        ("win", (60, -20, -20, -20), ""),
        ("dou", (60, -20, -20, -20), "闷豆"),
        ("hand", (120, -40, -40, -40), ""),
    ]


def test_concealed_kong_hot_shot_pays_sixty() -> None:
    game = guizhou_game(KONG_DEALER, live="9p")
    _apply(game, 0, ConcealedKong(_t("1m")))
    events = _apply(game, 0, Discard(_t("9p")))
    assert WIN in game.legal_actions(1)  # a plain hand without a 豆: 热炮
    events += _apply(game, 1, WIN)
    assert _money(events) == [
        ("win", (-10, 10, 0, 0), ""),
        ("hot shot", (-60, 60, 0, 0), "闷豆 60"),
        ("hand", (-70, 70, 0, 0), ""),
    ]


def test_kong_money_is_paid_in_a_drawn_hand() -> None:
    game = guizhou_game(KONG_DEALER, live="9p")
    _apply(game, 0, ConcealedKong(_t("1m")))
    events = play_out(game, take_wins=False)
    assert any(isinstance(e, WallExhausted) for e in events)
    assert _money(events) == [("dou", (60, -20, -20, -20), "闷豆"),
                              ("hand", (60, -20, -20, -20), "")]


def test_exposed_kong_hot_shot_pays_ten() -> None:
    game = guizhou_game(NINES, live="1p")
    _apply(game, 0, Discard(_t("9s")))
    assert game.legal_actions(1) == (Kong(_t("9s")), Pung(_t("9s")), Pass())
    _apply(game, 1, Kong(_t("9s")))
    events = _apply(game, 1, Discard(_t("1p")))
    events += _apply(game, 2, WIN)
    assert _money(events) == [
        ("win", (0, -10, 10, 0), ""),
        ("hot shot", (0, -10, 10, 0), "点豆 10"),
        ("hand", (0, -20, 20, 0), ""),
    ]


def test_exposed_kong_pays_ten_from_the_feeder() -> None:
    game = guizhou_game(NINES, live="1p")
    _apply(game, 0, Discard(_t("9s")))
    _apply(game, 1, Kong(_t("9s")))
    _apply(game, 1, Discard(_t("1p")))
    _apply(game, 2, Pass())  # seat 2 lets the 热炮 go
    events = play_out(game, take_wins=False)
    assert _money(events)[0] == ("dou", (-10, 10, 0, 0), "点豆")


def test_plain_win_on_a_discard_without_a_dou_is_not_offered() -> None:
    game = guizhou_game(NINES, live="1p")
    _apply(game, 0, Discard(_t("9s")))
    _apply(game, 1, Pass())  # no kong: seat 1 draws 1p and throws it
    _apply(game, 1, Discard(_t("1p")))
    table = game.table_view()
    assert table.to_act == (2,) and WIN not in game.legal_actions(2)
    assert table.drawn[2] is not None  # seat 2 simply drew


def _added_kong(game: Game) -> None:
    _apply(game, 0, Discard(_t("9s")))
    _apply(game, 1, Pung(_t("9s")))
    _apply(game, 1, Discard(_t("5m")))
    for p, tile in ((2, "2m"), (3, "3s"), (0, "4p")):
        _apply(game, p, Discard(_t(tile)))
    assert game.view(1).drawn == _t("9s")
    _apply(game, 1, AddKong(_t("9s")))


def test_robbing_an_added_kong_is_paid_three_shares_by_the_robbed() -> None:
    game = guizhou_game(ROB, live="2m3s4p9s")
    _added_kong(game)
    assert game.legal_actions(2) == (WIN, Pass())
    events = _apply(game, 2, WIN)
    won = next(e for e in events if isinstance(e, Won))
    assert (won.from_player, won.result.value, won.result.payers) == (1, 10, 3)
    assert _money(events) == [("win", (0, -30, 30, 0), ""), ("hand", (0, -30, 30, 0), "")]


def test_added_kong_hot_shot_pays_thirty() -> None:
    game = guizhou_game(ROB, live="2m3s4p9s6s")
    _added_kong(game)
    _apply(game, 2, Pass())   # the rob is let go: the 转弯豆 stands
    events = _apply(game, 1, Discard(_t("6s")))
    events += _apply(game, 2, WIN)
    assert _money(events) == [
        ("win", (0, -10, 10, 0), ""),
        ("hot shot", (0, -30, 30, 0), "转弯豆 30"),
        ("hand", (0, -40, 40, 0), ""),
    ]


def test_added_kong_pays_ten_from_each_at_the_settlement() -> None:
    game = guizhou_game(ROB, live="2m3s4p9s6s")
    _added_kong(game)
    _apply(game, 2, Pass())
    _apply(game, 1, Discard(_t("6s")))
    _apply(game, 2, Pass())
    events = play_out(game, take_wins=False)
    assert _money(events)[0] == ("dou", (-10, 30, -10, -10), "转弯豆")
    assert game.view(1).note("dou") == ()  # settled


def test_dou_are_public_notes_without_their_tiles() -> None:
    game = guizhou_game(KONG_DEALER, live="9p")
    _apply(game, 0, ConcealedKong(_t("1m")))
    for p in range(4):
        assert game.view(p).note("dou") == ((0, "concealed"),)


def test_the_dealer_by_dice_then_the_winner_then_stays_on_a_draw() -> None:
    deal = Deal(tiles("1m") * 0, (3, 4), (), (2, 3))
    first = GUIZHOU.seating(0, None, None, deal, start_hand=0, first_dealer=None)
    assert first.order[0] == 0 + (2 + 3 - 1) % 4  # East's throw of 5 names seat 0
    last = Seating(0, 0, (1, 2, 3, 0), (3, 0, 1, 2))
    won = HandOutcome(0, 1, (3,), 2, 1)
    assert GUIZHOU.seating(1, won, last, deal, start_hand=0, first_dealer=None).order == \
        (3, 0, 1, 2)
    drawn = HandOutcome(0, 1, (), None, 0)
    assert GUIZHOU.seating(1, drawn, last, deal, start_hand=0, first_dealer=None).order == \
        (1, 2, 3, 0)
    seven = Deal((), (3, 4), (), (3, 4))
    assert GUIZHOU.seating(0, None, None, seven, start_hand=0,
                           first_dealer=None).order[0] == 2
