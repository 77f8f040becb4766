"""Every ruleset describes its rules in force, its one-line summary and its label in
English and in Chinese, from its own package's rule sheet."""

from __future__ import annotations

import importlib
import re
from dataclasses import fields, replace

import pytest

from mahjong_tui.i18n import EN, ZH
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


SUMMARIES = {
    "mcr": ("Chinese Official (国标): 144 tiles, 81 fans, 8-fan minimum, 16 hands",
            "国标麻将：144 张牌，81 个番种，8 番起和，16 盘"),
    "mcr-competition": ("Chinese Official, competition: 8-fan minimum, any declared win is "
                        "accepted and a false one penalised",
                        "国标麻将比赛：8 番起和，诈和罚分"),
    "sichuan": ("Sichuan (Chengdu) bloody battle: 108 tiles, exchange three, void suit, "
                "play on until three have won, 4-fan cap",
                "四川血战到底（成都）：108 张牌，换三张，定缺，三家和牌才结束，4 番封顶"),
    "sichuan-sbr": ("Sichuan, 2025 competition (SBR): 108 tiles, void suit, 10 additive "
                    "fans, 3-fan cap, play on until three have won",
                    "四川麻将 2025 比赛规则：108 张牌，定缺，10 个叠加番种，3 番封顶，"
                    "三家和牌才结束"),
    "beijing": ("Beijing (北京): 136 tiles, a 7-stack reserve for kongs, dealer repeats "
                "and 上楼, opened hands win by self-draw only, cap 6 fan / 640",
                "北京麻将：136 张牌，留 7 墩补杠，连庄上楼，吃碰后只能自摸，6 番 / 640 封顶"),
    "jindi": ("Jindi tournament (金地, Northeast): 136 tiles, a win needs all three "
              "suits, a terminal and an opened hand; all three pay, 200 chips",
              "金地长青湾比赛（东北）：136 张牌，三色全、不缺幺九、开门才能和，"
              "三家都付，200 筹码"),
    "guizhou": ("Guizhou: 108 tiles, no chow, points 10-100 added, 豆 kong money, "
                "热炮 and 抢杠 paid by the robbed",
                "贵州麻将：108 张牌，不能吃，10 至 100 分相加，豆钱，热炮，抢杠包三家"),
    "hangzhou": ("Hangzhou (杭州): 136 tiles, a turned-up tile names the 财神 (wild), 暴头, "
                 "财飘, seven pairs ×2 to ×16",
                 "杭州麻将：136 张牌，翻财神（百搭），暴头，财飘，七对 ×2 至 ×16"),
    "hangzhou-fixed": ("Hangzhou (杭州): 136 tiles, P is 财神 (wild), 暴头, 财飘, "
                       "seven pairs ×2 to ×16",
                       "杭州麻将：136 张牌，白板为财神（百搭），暴头，财飘，七对 ×2 至 ×16"),
}
"""Every ruleset's one-line summary (start screen, help), in English and Chinese."""

LABELS = {
    "mcr": ("Chinese Official", "国标麻将"),
    "mcr-competition": ("MCR competition", "国标比赛"),
    "sichuan": ("Sichuan (Chengdu)", "四川血战（成都）"),
    "sichuan-sbr": ("Sichuan (SBR 2025)", "四川比赛（SBR）"),
    "beijing": ("Beijing", "北京麻将"),
    "jindi": ("Jindi tournament", "金地长青湾比赛"),
    "guizhou": ("Guizhou", "贵州麻将"),
    "hangzhou": ("Hangzhou", "杭州麻将（翻财神）"),
    "hangzhou-fixed": ("Hangzhou, fixed wild", "杭州麻将（白板财神）"),
}
"""Every ruleset's short label (the help's heading, the table's top line)."""


@pytest.mark.parametrize("name", ruleset_names())
def test_every_ruleset_has_its_summary_and_label_in_both_languages(name: str) -> None:
    rules = get_ruleset(name)
    assert (rules.summary("en"), rules.summary("zh")) == SUMMARIES[name]
    assert (rules.label("en"), rules.label("zh")) == LABELS[name]
    assert (rules.summary(), rules.label()) == (rules.summary("en"), rules.label("en"))


@pytest.mark.parametrize("name", ruleset_names())
def test_the_summary_and_label_live_in_the_ruleset_s_own_rule_sheet(name: str) -> None:
    rules = get_ruleset(name)
    sheet = importlib.import_module(f"mahjong_tui.rulesets.{rules.family}.rule_sheet")
    for lang in ("en", "zh"):
        assert sheet.summary(rules, lang) == rules.summary(lang)
        assert sheet.label(rules, lang) == rules.label(lang)
        assert sheet.rule_lines(rules, lang) == rules.describe(lang)


def test_the_catalogues_hold_no_ruleset_summary_or_label() -> None:
    texts = {line for name in ruleset_names() for lang in ("en", "zh")
             for line in (get_ruleset(name).summary(lang), get_ruleset(name).label(lang))}

    def strings(value: object) -> set[str]:
        if isinstance(value, str):
            return {value}
        if isinstance(value, dict):
            return {s for v in value.values() for s in strings(v)}
        return set()

    for catalogue in (EN, ZH):
        # The start screen's short names (rules_names) may read like a label.
        held = {s for f in fields(catalogue) if f.name != "rules_names"
                for s in strings(getattr(catalogue, f.name))}
        assert held & texts == set()


def test_a_fixed_wild_other_than_the_white_dragon_is_named_by_its_tile() -> None:
    red = replace(get_ruleset("hangzhou-fixed"), fixed_wild="C")
    assert red.label("zh") == "杭州麻将（中财神）"
    assert red.summary("zh").startswith("杭州麻将：136 张牌，中为财神（百搭），")
    assert red.summary("en").startswith("Hangzhou (杭州): 136 tiles, C is 财神 (wild),")
