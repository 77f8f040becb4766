"""``export`` counts each regional ruleset's wins in its own unit: Beijing fans with the
floors, the cap and each payer's share; Jindi's three bills in 番; Guizhou points per
payer; Hangzhou's base and multipliers; in English and Chinese, exactly."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.events import Won
from mahjong_tui.engine.tiles import parse_tile, parse_tiles
from mahjong_tui.i18n.describe import describe_event
from mahjong_tui.persistence.history.account import format_win
from mahjong_tui.persistence.history.account_regional import regional_breakdown
from mahjong_tui.rulesets.beijing.scoring import BeijingScore, PayerShare
from mahjong_tui.rulesets.beijing.scoring.fans import fan
from mahjong_tui.rulesets.guizhou.scoring import AFTER_KONG, GuizhouItem, GuizhouScore
from mahjong_tui.rulesets.hangzhou.scoring import HangzhouBonus, HangzhouScore
from mahjong_tui.rulesets.jindi.scoring import JindiScore, PayerBill, bonus

NAMES = ("Ann", "Bob", "Cat", "Dan")

BEIJING = BeijingScore(True, shape="sets", fans=(fan("concealed"), fan("full_flush")),
                       raw_fan=6, floor=2, total_fan=6,
                       shares=(PayerShare("dealer", 640, 1280),
                               PayerShare("non-dealer", 640, 640),
                               PayerShare("non-dealer", 640, 640)))
JINDI = JindiScore(True, bills=(PayerBill(1, (bonus("base"), bonus("dealer")), 2),
                                PayerBill(2, (bonus("base"), bonus("discarder")), 2),
                                PayerBill(3, (bonus("base"),), 1)))
GUIZHOU = GuizhouScore(True, (GuizhouItem("FullFlush", "清一色", "Full flush", 50), AFTER_KONG),
                       60, 3, 180, "sets and a pair", "")
HANGZHOU = HangzhouScore(True, (HangzhouBonus("BaoTou", "暴头", "wild head", 1),
                                HangzhouBonus("CaiPiao", "财飘", "floating wild", 1)),
                         2, 2, 4, 1, 4, 4, "four sets and a pair", "")

EXPECTED = {
    ("beijing", "en"): [
        "  Fans (番, added):", "    Concealed hand    1", "    Full flush        5",
        "    Floors            2  (1 x2)", "    Total             6 fan (capped, from 8)",
        "  Owed: the dealer 640, a non-dealer 640, a non-dealer 640"],
    ("beijing", "zh"): [
        "  番种（番数相加）：", "    门清      1", "    清一色    5", "    上楼      2  (1 x2)",
        "    合计      6 番（封顶，原 8 番）", "  应付：庄家 640，闲家 640，闲家 640"],
    ("jindi", "en"): [
        "  Bills (番, 1 番 = 1 chip):", "    Bob: Win 1 + Dealer 1 = 2 番",
        "    Cat: Win 1 + Dealt in 1 = 2 番", "    Dan: Win 1 = 1 番",
        "    Total from the three payers: 5 番"],
    ("jindi", "zh"): [
        "  各家账单（1 番 = 1 筹码）：", "    Bob：和牌 1 + 庄家 1 = 2 番",
        "    Cat：和牌 1 + 放炮 1 = 2 番", "    Dan：和牌 1 = 1 番", "    三家合计：5 番"],
    ("guizhou", "en"): [
        "  Points (分, each payer):", "    Full flush                  50",
        "    Win on a kong replacement   10",
        "    Total                       60 points × 3 payer(s) = 180"],
    ("guizhou", "zh"): [
        "  分值（每家）：", "    清一色   50", "    杠上胡   10",
        "    合计     60 分 × 3 家 = 180"],
    ("hangzhou", "en"): [
        "  Multipliers (倍):", "    Base             1", "    wild head       ×2",
        "    floating wild   ×2", "    Total            1 × 4 = 4 per payer"],
    ("hangzhou", "zh"): [
        "  倍数：", "    底分    1", "    暴头   ×2", "    财飘   ×2",
        "    合计    1 × 4 倍 = 每个付款者 4"],
}
SCORES = {"beijing": BEIJING, "jindi": JINDI, "guizhou": GUIZHOU, "hangzhou": HANGZHOU}


@pytest.mark.parametrize(("family", "lang"), sorted(EXPECTED))
def test_each_breakdown_in_its_unit(family: str, lang: str) -> None:
    assert regional_breakdown(SCORES[family], NAMES, lang, "language") == \
        EXPECTED[(family, lang)]


def test_both_names_when_asked() -> None:
    assert regional_breakdown(HANGZHOU, NAMES, "en", "both") == [
        "  Multipliers (倍):", "    Base                    1",
        "    wild head (暴头)       ×2", "    floating wild (财飘)   ×2",
        "    Total                   1 × 4 = 4 per payer"]


def test_mcr_and_sichuan_results_are_not_regional() -> None:
    assert regional_breakdown(object(), NAMES) is None


def _won(result: object) -> Won:
    hand = tuple(parse_tiles("1122233344455p"))
    return Won(player=0, tile=parse_tile("5p"), from_player=None, result=result, flags=None,
               payments=(180, -60, -60, -60), hands=(hand, (), (), ()),
               melds=((), (), (), ()))


@pytest.mark.parametrize(("lang", "title", "shape"), [
    ("en", "Ann wins on 5p (self-drawn): 60 points each", "  Shape: sets and a pair"),
    ("zh", "Ann 和 5饼（自摸）：每家 60 分", "  牌型：四副牌加一对将")])
def test_a_guizhou_win_says_points_and_names_its_shape(lang: str, title: str,
                                                       shape: str) -> None:
    won = _won(GUIZHOU)
    assert describe_event(won, NAMES, lang) == title
    lines = format_win(won, NAMES, lang, "language")
    assert lines[0] == title
    assert lines[2] == shape
    assert lines[3:7] == EXPECTED[("guizhou", lang)]
