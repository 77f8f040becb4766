"""Every ruleset describes its rules in force in English and in Chinese."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from mahjong_tui.rulesets import RULESETS, get_ruleset, ruleset_names
from mahjong_tui.rulesets.guizhou.ruleset import GUIZHOU
from mahjong_tui.rulesets.jindi.ruleset import JINDI

LATIN = re.compile(r"[A-Za-z]")
"""No letter belongs in a Chinese rule line: tiles are named in Chinese there too."""

BEIJING_ZH = (
    "136 张牌（万、饼、条、风牌、箭牌），没有花牌。",
    "最后 7 墩不摸，只用来补杠（一杠7，二杠8，三杠9：第二个杠起多留一墩）；摸到留牌即荒牌。",
    "吃只能吃上家；碰、杠不限。",
    "吃、碰或明杠以后只能自摸；门清（可以暗杠）可以捉铳，也可以抢杠。",
    "和牌：四组一对或七对；推倒和（无番）只能自摸。",
    "番数相加：门清、对对和、混一色、大钓、捉五魁、海底捞月、杠上开花各 1 番；一条龙 3 番；"
    "七对 4 番；豪华七对 5 番；清一色 5 番。",
    "每家的一份 = 10 × 2 的番数次方，庄家付或庄家和时加倍；点炮由放炮者一家付自己的一份和"
    "一位闲家的一份（包庄）；自摸各付各的一份。",
    "封顶：6 番，每家最多输 640。",
    "上楼：连庄或荒牌上一层楼（最多 2 层），和牌的钱多算 1 番；闲家和牌后回到平地。",
    "杠钱只在杠者和牌时才付：明杠由放杠者付 10（加杠由被碰的那家付），暗杠每家付 20；"
    "杠钱不上楼。",
    "跟庄：三家都跟打庄家的第一张牌时，庄家付每家 10。",
    "三家杠荒牌：三家都开过杠后，本盘荒牌。",
    "16 盘；庄家和牌或荒牌时连庄。",
)


@pytest.mark.parametrize("name", ruleset_names())
def test_every_ruleset_describes_its_rules_in_both_languages(name: str) -> None:
    rules = get_ruleset(name)
    english, chinese = rules.describe("en"), rules.describe("zh")
    assert rules.describe() == english
    # Line for line the same rules: one Chinese line per English line.
    assert len(chinese) == len(english) >= 6
    assert [line for line in chinese if LATIN.search(line)] == []
    assert all(line and line != en for line, en in zip(chinese, english, strict=True))


def test_every_ruleset_is_covered() -> None:
    assert sorted(RULESETS) == sorted(["mcr", "mcr-competition", "sichuan", "sichuan-sbr",
                                       "beijing", "jindi", "guizhou", "hangzhou",
                                       "hangzhou-fixed"])


def test_the_beijing_rule_sheet_in_chinese() -> None:
    assert get_ruleset("beijing").describe("zh") == BEIJING_ZH


def test_the_chinese_lines_follow_the_options_in_force() -> None:
    sbr = get_ruleset("sichuan-sbr").describe("zh")
    assert sbr[1] == "不换三张。"
    assert sbr[5] == "分值 = 2 的番数次方（3 番封顶）。"
    assert "杠上炮：这个杠的杠钱退还给付钱的人（退税）。" in sbr
    assert "后4张必胡：牌墙剩 4 张或更少时，能和就必须和。" not in sbr
    assert sbr[-2] == ("荒牌：花猪按未听牌处理；查大叫：未听牌者按最大的分值付给每位听牌者；"
                       "未听牌者的杠钱退回。")
    assert get_ruleset("hangzhou-fixed").describe("zh")[1] == "财神（百搭）：固定为四张白，不翻牌。"
    assert get_ruleset("hangzhou").describe("zh")[1] == (
        "财神（百搭）：发完牌后翻开下一张牌，这张不再使用；与它同种的另三张是财神。")
    assert get_ruleset("mcr-competition").describe("zh")[-1] == (
        "比赛规则：诈和者付每家 10 分（未听牌付 20 分）。")
    assert not any("比赛" in line for line in get_ruleset("mcr").describe("zh"))


def test_an_option_turned_off_leaves_its_line_out_in_both_languages() -> None:
    no_hot_shot = replace(GUIZHOU, hot_shot=False)
    for lang, word in (("en", "热炮"), ("zh", "热炮")):
        assert any(word in line for line in GUIZHOU.describe(lang))
        assert not any(word in line for line in no_hot_shot.describe(lang))
        assert len(no_hot_shot.describe(lang)) == len(GUIZHOU.describe(lang)) - 1
    jindi = replace(JINDI, robbing_kong=True)
    assert jindi.describe("zh")[4] == "可以抢杠。"
    assert jindi.describe("en")[4] == "Robbing a kong is allowed."
