"""The Jindi scorer [003:45–52]: the win preconditions, and every bonus of the 番
list on the payments the digest's decisions say (base 1; 放炮 on the discarder;
自摸, 夹和, 杠上开花, 漂 on every payment; 庄家 between dealer and winner; 门清 on
each closed payer; 三家门清 when all three payers are closed)."""

from __future__ import annotations

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Tile, parse_tiles
from mahjong_tui.rulesets.jindi.scoring import JindiSituation, score_jindi

OPEN = (True, True, True, True)


def t(text: str) -> Tile:
    (tile,) = parse_tiles(text)
    return tile


CHOW_789S = Meld.chow(t("7s"), t("7s"))


def sit(concealed: str = "123m456p234s99p", win: str = "9p", *,
        melds: tuple[Meld, ...] = (CHOW_789S,), winner: int = 1, dealer: int = 0,
        discarder: int | None = 2, opened: tuple[bool, bool, bool, bool] = OPEN,
        after_kong: bool = False) -> JindiSituation:
    return JindiSituation(tuple(sorted(parse_tiles(concealed))), melds, t(win), winner,
                          dealer, discarder, opened, after_kong)


def bills(s: JindiSituation) -> dict[int, tuple[list[str], int]]:
    score = score_jindi(s)
    assert score.is_win, score.reason
    return {b.player: ([i.zh for i in b.items], b.total) for b in score.bills}


def test_plain_discard_win_between_non_dealers() -> None:
    assert bills(sit()) == {0: (["和牌", "庄家"], 2), 2: (["和牌", "放炮"], 2),
                            3: (["和牌"], 1)}
    assert score_jindi(sit()).received == 5


def test_self_drawn_win_every_payer_pays_the_bonus() -> None:
    assert bills(sit(discarder=None)) == {0: (["和牌", "自摸", "庄家"], 3),
                                          2: (["和牌", "自摸"], 2), 3: (["和牌", "自摸"], 2)}


def test_the_dealer_wins_every_payment_has_the_dealer_bonus() -> None:
    assert bills(sit(winner=0, discarder=2)) == {
        1: (["和牌", "庄家"], 2), 2: (["和牌", "放炮", "庄家"], 3), 3: (["和牌", "庄家"], 2)}
    assert bills(sit(winner=0, discarder=None)) == {
        q: (["和牌", "自摸", "庄家"], 3) for q in (1, 2, 3)}


def test_the_dealer_deals_in() -> None:
    assert bills(sit(discarder=0)) == {0: (["和牌", "放炮", "庄家"], 3), 2: (["和牌"], 1),
                                       3: (["和牌"], 1)}


def test_each_closed_payer_pays_one_more() -> None:
    opened = (True, True, True, False)   # player 3 never opened
    assert bills(sit(opened=opened)) == {0: (["和牌", "庄家"], 2), 2: (["和牌", "放炮"], 2),
                                         3: (["和牌", "门清"], 2)}


def test_all_three_payers_closed() -> None:
    opened = (False, True, False, False)
    assert bills(sit(opened=opened)) == {
        0: (["和牌", "庄家", "门清", "三家门清"], 4),
        2: (["和牌", "放炮", "门清", "三家门清"], 4),
        3: (["和牌", "门清", "三家门清"], 3)}


def test_closed_wait() -> None:
    s = sit(win="3s")   # 2s-4s waiting on 3s
    assert score_jindi(s).hand_bonuses[0].zh == "夹和"
    assert bills(s) == {0: (["和牌", "夹和", "庄家"], 3), 2: (["和牌", "放炮", "夹和"], 3),
                        3: (["和牌", "夹和"], 2)}


def test_win_on_a_kongs_replacement() -> None:
    kong = Meld.kong(t("9m"), 1)
    s = sit(melds=(kong,), discarder=None, after_kong=True)
    assert bills(s) == {0: (["和牌", "自摸", "庄家", "杠上开花"], 4),
                        2: (["和牌", "自摸", "杠上开花"], 3), 3: (["和牌", "自摸", "杠上开花"], 3)}


def test_all_pungs_is_three_on_every_payment() -> None:
    s = sit("999p222sEEE55s", "5s", melds=(Meld.pung(t("1m"), 2),))
    assert bills(s) == {0: (["和牌", "庄家", "漂"], 5), 2: (["和牌", "放炮", "漂"], 5),
                        3: (["和牌", "漂"], 4)}


def test_every_bonus_at_once_but_the_closed_wait() -> None:
    # The dealer self-draws all pungs on a kong's replacement, the three payers closed.
    s = sit("999p222sEEE55s", "5s", melds=(Meld.kong(t("1m"), 1),), winner=0, dealer=0,
            discarder=None, opened=(True, False, False, False), after_kong=True)
    expected = (["和牌", "自摸", "庄家", "门清", "三家门清", "杠上开花", "漂"], 9)
    assert bills(s) == {1: expected, 2: expected, 3: expected}
    assert score_jindi(s).received == 27


def test_one_tile_left_in_hand_may_win() -> None:
    melds = (CHOW_789S, Meld.pung(t("1m"), 1), Meld.chow(t("4p"), t("4p")),
             Meld.pung(t("E"), 3))
    assert bills(sit("55p", "5p", melds=melds, discarder=None))[3] == (["和牌", "自摸"], 2)


def test_the_preconditions() -> None:
    closed = score_jindi(sit("123m456p234s55p789s", "5p", melds=()))
    assert (closed.is_win, closed.reason) == (False, "开门: a win needs a claimed meld first")
    concealed_kong = score_jindi(sit(melds=(Meld.kong(t("9s"), concealed=True),)))
    assert concealed_kong.reason == "开门: a win needs a claimed meld first"
    two_suits = score_jindi(sit("123m456m234s55m", "5m"))
    assert two_suits.reason == "三色全: a win needs all three suits"
    no_terminal = score_jindi(sit("234m456p345s55p", "5p", melds=(Meld.chow(t("6s"), t("6s")),)))
    assert no_terminal.reason == "不缺幺九: a win needs a 1 or a 9, or an honour"
    honour = sit("234m456p345s", "E", melds=(Meld.chow(t("6s"), t("6s")),))
    honour = JindiSituation((*honour.concealed, t("E"), t("E")), honour.melds, t("E"), 1, 0,
                            2, OPEN)
    assert score_jindi(honour).is_win   # an honour waives the 1 or 9
    incomplete = score_jindi(sit("123m456p234s56p", "6p"))
    assert incomplete.reason == "not four sets and a pair"
