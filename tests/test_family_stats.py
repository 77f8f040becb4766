"""Each regional family's statistics: the breakdown items the history stores, the
figures in the family's unit, their text in both languages, and ``stats``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from family_stats_helpers import family_history

from mahjong_tui.cli import main
from mahjong_tui.persistence.history import HistoryDB
from mahjong_tui.persistence.history.entries import FanEntry
from mahjong_tui.persistence.history.family_stats import (
    FamilyStats,
    compute_family_stats,
    format_family_stats,
)
from mahjong_tui.persistence.history.win_items import win_items
from mahjong_tui.rulesets.beijing.scoring import BeijingScore, PayerShare
from mahjong_tui.rulesets.beijing.scoring.fans import fan
from mahjong_tui.rulesets.guizhou.scoring import AFTER_KONG, GuizhouItem, GuizhouScore
from mahjong_tui.rulesets.hangzhou.scoring import HangzhouBonus, HangzhouScore
from mahjong_tui.rulesets.jindi.scoring import JindiScore, PayerBill, bonus


def test_beijing_items_are_its_fans_then_the_floors() -> None:
    score = BeijingScore(True, shape="sets", fans=(fan("concealed"), fan("full_flush")),
                         raw_fan=6, floor=2, total_fan=6,
                         shares=(PayerShare("non-dealer", 640, 2560),))
    assert win_items(score) == (
        FanEntry(101, "concealed", "门清", "Concealed hand", 1),
        FanEntry(111, "full_flush", "清一色", "Full flush", 5),
        FanEntry(100, "floor", "上楼", "floor", 1, 2),
    )


def test_jindi_items_count_the_bills_that_carry_them() -> None:
    base, dealt, dealer = bonus("base"), bonus("discarder"), bonus("dealer")
    score = JindiScore(True, bills=(PayerBill(1, (base, dealer), 2),
                                    PayerBill(2, (base, dealt), 2), PayerBill(3, (base,), 1)))
    assert win_items(score) == (
        FanEntry(201, "base", "和牌", "Win", 1, 3),
        FanEntry(202, "discarder", "放炮", "Dealt in", 1, 1),
        FanEntry(205, "dealer", "庄家", "Dealer", 1, 1),
    )


def test_guizhou_and_hangzhou_items() -> None:
    guizhou = GuizhouScore(True, (GuizhouItem("FullFlush", "清一色", "Full flush", 50),
                                  AFTER_KONG), 60, 3, 180, "sets and a pair", "")
    assert win_items(guizhou) == (FanEntry(305, "FullFlush", "清一色", "Full flush", 50),
                                  FanEntry(309, "AfterKong", "杠上胡",
                                           "Win on a kong replacement", 10))
    hangzhou = HangzhouScore(True, (HangzhouBonus("BaoTou", "暴头", "wild head", 1),
                                    HangzhouBonus("CaiPiaoAgain", "连续财飘", "again", 1, 2)),
                             3, 3, 8, 1, 8, 8, "four sets and a pair", "")
    assert win_items(hangzhou) == (FanEntry(405, "BaoTou", "暴头", "wild head", 1),
                                   FanEntry(407, "CaiPiaoAgain", "连续财飘", "again", 1, 2))


EXPECTED = {
    "beijing": FamilyStats("beijing", 1, 2, 1, 1, 1, 6.0, (
        ("floor_wins", 1), ("capped_wins", 1), ("kong_money", 60), ("follow_dealer", -30))),
    "jindi": FamilyStats("jindi", 1, 2, 2, 1, 0, 9.0, (
        ("all_pungs_wins", 1), ("closed_wait_wins", 1), ("kong_bloom_wins", 0))),
    "guizhou": FamilyStats("guizhou", 1, 3, 1, 1, 1, 60.0, (
        ("dou_formed", 1), ("dou_net", 60), ("hot_shot_paid", 1), ("hot_shot_won", 0),
        ("after_kong_wins", 1))),
    "hangzhou": FamilyStats("hangzhou", 1, 3, 2, 1, 1, 4.0, (
        ("bao_tou_wins", 1), ("cai_piao_wins", 1), ("seven_pairs_wins", 1),
        ("kong_bloom_wins", 0))),
}


@pytest.mark.parametrize("family", sorted(EXPECTED))
def test_the_figures_of_each_family(tmp_path: Path, family: str) -> None:
    with HistoryDB(family_history(tmp_path / "h.sqlite3")) as db:
        assert compute_family_stats(db, family) == EXPECTED[family]
        assert compute_family_stats(db, "sichuan") == FamilyStats("sichuan")


def test_a_family_without_games_has_no_figures(tmp_path: Path) -> None:
    with HistoryDB(family_history(tmp_path / "h.sqlite3", families=("jindi",))) as db:
        assert compute_family_stats(db, "hangzhou") == FamilyStats(
            "hangzhou", counts=(("bao_tou_wins", 0), ("cai_piao_wins", 0),
                                ("seven_pairs_wins", 0), ("kong_bloom_wins", 0)))


def test_the_text_in_english_and_chinese() -> None:
    assert format_family_stats(EXPECTED["guizhou"], "en") == [
        "Guizhou (your seats):", "  games: 1", "  hands: 3", "  wins: 1",
        "  self-drawn: 1", "  deal-ins: 1", "  avg points per payer: 60.00",
        "  豆 formed: 1", "  豆 net: +60", "  热炮 paid: 1", "  热炮 received: 0",
        "  杠上胡 wins: 1"]
    assert format_family_stats(EXPECTED["hangzhou"], "zh") == [
        "杭州麻将（你的座位）：", "  比赛：1", "  盘数：3", "  和牌：2", "  自摸：1",
        "  点炮：1", "  平均倍数：4.00", "  暴头：1", "  财飘：1", "  七对（含豪华）：1",
        "  杠上开花：0"]
    assert format_family_stats(EXPECTED["beijing"], "zh")[6:] == [
        "  平均番数（含上楼，封顶后）：6.00", "  上楼时和牌：1", "  封顶和牌（6 番 / 640）：1",
        "  杠钱净得：+60", "  跟庄净得：-30"]
    assert format_family_stats(EXPECTED["jindi"], "en")[6:] == [
        "  avg 番 received: 9.00", "  漂 wins: 1", "  夹和 wins: 1", "  杠上开花 wins: 0"]


def test_the_stats_command_prints_each_family_s_figures(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = family_history(tmp_path / "h.sqlite3")
    assert main(["stats", "--db", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hangzhou"]["figures"] == {
        "games": 1, "hands": 3, "wins": 2, "self_drawn": 1, "deal_ins": 1, "average": 4.0,
        "bao_tou_wins": 1, "cai_piao_wins": 1, "seven_pairs_wins": 1, "kong_bloom_wins": 0}
    assert data["beijing"]["figures"]["capped_wins"] == 1
    assert main(["stats", "--db", str(path), "--lang", "en"]) == 0
    text = capsys.readouterr().out
    for family in EXPECTED:
        assert "\n".join(format_family_stats(EXPECTED[family], "en")) in text


GROUP_HEADERS = {
    "en": [
        "group                  games  hands  wins  win rate  deal-ins  deal-in rate  avg fan"
        "  avg rank  1st  points",
        "group                  games  hands  wins  win rate  deal-ins  deal-in rate  avg fan"
        "  avg rank  1st  points",
        "group                  games  hands  wins  win rate  deal-ins  deal-in rate  avg 番"
        "  avg rank  1st  points",
        "group                  games  hands  wins  win rate  deal-ins  deal-in rate"
        "  avg points  avg rank  1st  points",
        "group                  games  hands  wins  win rate  deal-ins  deal-in rate"
        "  avg doublings  avg rank  1st  points"],
    "zh": [
        "分组                对局  盘数  和牌  和牌率  点炮  点炮率  平均番  平均名次  第一  得分",
        "分组                对局  盘数  和牌  和牌率  点炮  点炮率  平均番  平均名次  第一   得分",
        "分组                对局  盘数  和牌  和牌率  点炮  点炮率  平均番  平均名次  第一  得分",
        "分组                对局  盘数  和牌  和牌率  点炮  点炮率  平均分  平均名次  第一  得分",
        "分组                对局  盘数  和牌  和牌率  点炮  点炮率  平均翻倍次数  平均名次  第一"
        "  得分"],
}
"""The group tables' headings of ``stats``: MCR, Beijing, Jindi, Guizhou, Hangzhou. The
average column says what each family stores as a win's value (Hangzhou: doublings)."""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_each_family_s_group_table_names_its_average_in_its_unit(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str) -> None:
    path = family_history(tmp_path / "h.sqlite3")
    assert main(["stats", "--db", str(path), "--lang", lang]) == 0
    group = {"en": "group ", "zh": "分组 "}[lang]
    headers = [line for line in capsys.readouterr().out.splitlines()
               if line.startswith(group)]
    assert headers == GROUP_HEADERS[lang]


def test_the_json_names_the_hangzhou_and_guizhou_averages_and_keeps_average_fan(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = family_history(tmp_path / "h.sqlite3")
    assert main(["stats", "--db", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    hangzhou, guizhou = data["hangzhou"]["human"], data["guizhou"]["human"]
    assert (hangzhou["average_fan"], hangzhou["average_doublings"]) == (2.0, 2.0)
    assert (guizhou["average_fan"], guizhou["average_points"]) == (60.0, 60.0)
    assert list(hangzhou)[8:10] == ["average_fan", "average_doublings"]
    assert data["hangzhou"]["bot_levels"]["standard"]["average_doublings"] == 0.0
    for family in ("beijing", "jindi"):
        assert [k for k in data[family]["human"] if k.startswith("average_")] == [
            "average_fan", "average_rank"]
    assert "average_doublings" not in data["human"] and "average_points" not in data["human"]
