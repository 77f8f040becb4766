"""The Beijing scorer [000:1011]: the five payment amounts at 0 fan, the doubling
per fan, the 6-fan / 640 cap, every fan of the list with its full breakdown, 上楼,
and the win conditions (self-draw only after a chow or pung)."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Tile, parse_tiles
from mahjong_tui.rulesets.beijing.scoring import (
    BeijingScoring,
    BeijingSituation,
    PayerShare,
    score_beijing,
    win_shares,
)

RULES = BeijingScoring()


def t(text: str) -> Tile:
    (tile,) = parse_tiles(text)
    return tile


def sit(concealed: str, win: str, *, melds: tuple[Meld, ...] = (), self_drawn: bool = True,
        **kw: bool | int) -> BeijingSituation:
    return BeijingSituation(tuple(sorted(parse_tiles(concealed))), melds, t(win),
                            self_drawn, **kw)  # type: ignore[arg-type]


def fans_of(s: BeijingSituation) -> list[tuple[str, str, int]]:
    score = score_beijing(s)
    assert score.is_win, score.reason
    return [(f.zh, f.en, f.fan) for f in score.fans]


# -- the five amounts and the doubling ----------------------------------------------

def test_the_five_payment_amounts_at_zero_fan() -> None:
    # 平点: a non-dealer deals in to a non-dealer: his share and a bystander's.
    assert win_shares(RULES, 0, self_drawn=False, winner_is_dealer=False) == (
        PayerShare("discarder", 20, 20),)
    # 庄点: the dealer deals in: his doubled share and a non-dealer bystander's.
    assert win_shares(RULES, 0, self_drawn=False, winner_is_dealer=False,
                      discarder_is_dealer=True) == (PayerShare("discarder", 30, 30),)
    # 点庄: a non-dealer deals in to the dealer: both shares doubled.
    assert win_shares(RULES, 0, self_drawn=False, winner_is_dealer=True) == (
        PayerShare("discarder", 40, 40),)
    # 平摸: a non-dealer self-draws: dealer 20, the others 10.
    assert win_shares(RULES, 0, self_drawn=True, winner_is_dealer=False) == (
        PayerShare("dealer", 20, 20), PayerShare("non-dealer", 10, 10),
        PayerShare("non-dealer", 10, 10))
    # 庄摸: the dealer self-draws: 20 from each.
    assert win_shares(RULES, 0, self_drawn=True, winner_is_dealer=True) == (
        PayerShare("non-dealer", 20, 20),) * 3


@pytest.mark.parametrize(("fan", "factor"), [(1, 2), (2, 4), (3, 8), (4, 16), (5, 32)])
def test_each_fan_doubles(fan: int, factor: int) -> None:
    # 一番乘2，二番4，三番8，四番16，五番32
    assert [s.amount for s in win_shares(RULES, fan, self_drawn=True,
                                         winner_is_dealer=False)] == \
        [20 * factor, 10 * factor, 10 * factor]
    assert win_shares(RULES, fan, self_drawn=False, winner_is_dealer=False)[0].amount == \
        20 * factor


def test_no_payer_loses_more_than_640() -> None:
    # 6 fan: a non-dealer loses 640; the dealer's 1280 is cut to 640 too.
    assert win_shares(RULES, 6, self_drawn=True, winner_is_dealer=False) == (
        PayerShare("dealer", 640, 1280), PayerShare("non-dealer", 640, 640),
        PayerShare("non-dealer", 640, 640))
    assert win_shares(RULES, 6, self_drawn=False, winner_is_dealer=True) == (
        PayerShare("discarder", 640, 2560),)
    # 5 fan is still below the cap for a non-dealer, not for the dealer.
    assert win_shares(RULES, 5, self_drawn=True, winner_is_dealer=False) == (
        PayerShare("dealer", 640, 640), PayerShare("non-dealer", 320, 320),
        PayerShare("non-dealer", 320, 320))


# -- every fan ------------------------------------------------------------------------

def test_pushdown_wins_by_self_draw_only_and_scores_the_base() -> None:
    chow = Meld.chow(t("1m"), t("2m"))
    drawn = score_beijing(sit("456p789s234s55p", "5p", melds=(chow,)))
    assert drawn.is_win and drawn.pushdown and drawn.fans == () and drawn.total_fan == 0
    assert drawn.received == 40   # 平摸
    on_discard = score_beijing(sit("456p789s234s55p", "5p", melds=(chow,), self_drawn=False))
    assert not on_discard.is_win
    assert on_discard.reason == ("after a chow, pung or exposed kong a hand wins only by "
                                 "self-draw")


def test_concealed_hand() -> None:
    s = sit("123m456p789s234s55p", "5p", self_drawn=False)
    assert fans_of(s) == [("门清", "Concealed hand", 1)]
    score = score_beijing(s)
    assert (score.raw_fan, score.total_fan, score.pushdown, score.shape) == (1, 1, False, "sets")
    assert score.shares == (PayerShare("discarder", 40, 40),)


def test_all_pungs() -> None:
    melds = (Meld.pung(t("1m"), 1), Meld.pung(t("9p"), 2))
    assert fans_of(sit("EEE222s55p", "5p", melds=melds)) == [("对对和", "All pungs", 1)]


def test_half_flush() -> None:
    melds = (Meld.pung(t("E"), 3),)
    assert fans_of(sit("123m345m678m99m", "9m", melds=melds)) == [
        ("混一色", "Half flush", 1)]


def test_full_flush_with_concealed_hand_and_the_cap() -> None:
    s = sit("111m234m567m789m99m", "9m", self_drawn=False, winner_is_dealer=True)
    assert fans_of(s) == [("门清", "Concealed hand", 1), ("清一色", "Full flush", 5)]
    score = score_beijing(s)
    assert (score.raw_fan, score.total_fan) == (6, 6)
    assert score.shares == (PayerShare("discarder", 640, 2560),)


def test_big_single_wait() -> None:
    melds = (Meld.pung(t("1m"), 1), Meld.chow(t("2p"), t("3p")), Meld.pung(t("E"), 2),
             Meld.pung(t("9s"), 3))
    assert fans_of(sit("55s", "5s", melds=melds)) == [("大钓", "Big single wait", 1)]


def test_catch_the_five() -> None:
    s = sit("456m123p456p789s99s", "5m", self_drawn=False)
    assert fans_of(s) == [("门清", "Concealed hand", 1), ("捉五魁", "Catch the five", 1)]
    # With 3m-6m-7m the 5m is one of two waits: no 捉五魁.
    two_waits = sit("345m123p456p789s99s", "5m", self_drawn=False)
    assert fans_of(two_waits) == [("门清", "Concealed hand", 1)]


def test_moon_from_the_sea_bed_drawn_or_discarded() -> None:
    chow = Meld.chow(t("1m"), t("2m"))
    assert fans_of(sit("456p789s234s55p", "5p", melds=(chow,), last_tile=True)) == [
        ("海底捞月", "Moon from the sea bed", 1)]
    assert fans_of(sit("123m456p789s234s55p", "5p", self_drawn=False, last_tile=True)) == [
        ("门清", "Concealed hand", 1), ("海底捞月", "Moon from the sea bed", 1)]


def test_win_on_a_kongs_replacement() -> None:
    kong = Meld.kong(t("E"), concealed=True)
    assert fans_of(sit("123m456p789s55p", "5p", melds=(kong,), after_kong=True)) == [
        ("门清", "Concealed hand", 1), ("杠上开花", "Win on a kong's replacement", 1)]


def test_pure_straight() -> None:
    s = sit("123m456m789m234p55s", "5s")
    assert fans_of(s) == [("门清", "Concealed hand", 1), ("一条龙", "Pure straight", 3)]
    chows = (Meld.chow(t("1m"), t("1m")), Meld.chow(t("4m"), t("5m")))
    assert fans_of(sit("789m234p55s", "5s", melds=chows)) == [("一条龙", "Pure straight", 3)]


def test_seven_pairs_and_luxury_seven_pairs() -> None:
    assert fans_of(sit("11m99m33p77p55sEEWW", "W")) == [
        ("门清", "Concealed hand", 1), ("七对", "Seven pairs", 4)]
    luxury = sit("1111m99m33p77p55sEE", "E")
    assert fans_of(luxury) == [("门清", "Concealed hand", 1),
                               ("豪华七对", "Luxury seven pairs", 5)]
    assert score_beijing(luxury).shape == "seven pairs"


def test_fans_are_added_and_capped_at_six() -> None:
    s = sit("123m456m789m111m99m", "9m")   # 门清 1 + 一条龙 3 + 清一色 5 = 9
    score = score_beijing(s)
    assert [f.fan for f in score.fans] == [1, 3, 5]
    assert (score.raw_fan, score.total_fan) == (9, 6)
    assert [x.amount for x in score.shares] == [640, 640, 640]


def test_each_floor_is_one_more_fan_inside_the_cap() -> None:
    base = sit("123m456m789m234p55s", "5s")          # 4 fan
    assert score_beijing(base).total_fan == 4
    up1 = sit("123m456m789m234p55s", "5s", floor=1)
    up2 = sit("123m456m789m234p55s", "5s", floor=2)
    assert (score_beijing(up1).raw_fan, score_beijing(up1).total_fan) == (4, 5)
    assert [x.amount for x in score_beijing(up1).shares] == [640, 320, 320]
    assert score_beijing(up2).total_fan == 6
    pushdown = sit("456p789s234s55p", "5p", melds=(Meld.chow(t("1m"), t("2m")),), floor=2)
    assert score_beijing(pushdown).received == 4 * 40  # 平摸 on the second floor


def test_an_incomplete_hand_is_no_win() -> None:
    score = score_beijing(sit("123m456p789s234s56p", "6p"))
    assert not score.is_win and score.reason == "not a complete hand"
