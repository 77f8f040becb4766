"""The Guizhou rules in force as a rule sheet, a line each, in English and Chinese, with
their one-line summary and short label."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mahjong_tui.rulesets.guizhou.ruleset import GuizhouRuleset

__all__ = ["label", "rule_lines", "summary"]


def rule_lines(rules: GuizhouRuleset, lang: str = "en") -> tuple[str, ...]:
    """The rules in force, a line each, with the options that are on, in ``lang``
    (``zh``, else English)."""
    return _chinese(rules) if lang == "zh" else _english(rules)


def summary(rules: GuizhouRuleset, lang: str = "en") -> str:
    """One line for menus, in ``lang`` (``zh``, else English)."""
    if lang == "zh":
        return "贵州麻将：108 张牌，不能吃，10 至 100 分相加，豆钱，热炮，抢杠包三家"
    return ("Guizhou: 108 tiles, no chow, points 10-100 added, 豆 kong money, "
            "热炮 and 抢杠 paid by the robbed")


def label(rules: GuizhouRuleset, lang: str = "en") -> str:
    """The rules' short name in ``lang`` (the help's heading, the table's top line)."""
    return "贵州麻将" if lang == "zh" else "Guizhou"


def _english(r: GuizhouRuleset) -> tuple[str, ...]:
    lines = [
        "108 tiles (characters, dots, bamboo); no chow; pung, kong and win only.",
        "The first dealer by dice" if r.first_dealer_by_dice else "East deals first",
    ]
    lines[-1] += "; then the winner deals; after a drawn hand the dealer stays."
    lines += [
        "A win: four sets and a pair (chows in the hand count), or seven pairs.",
        "One winner per discard: the nearest in play order.",
        "Values (points, added): 平胡 10, 大对子 (all pungs) 30, 七对 40, 龙七对 (with a "
        f"four) 50, 清一色 50, 清大对 80, 清七对 {r.clean_seven_pairs}, 青龙背 100; "
        "杠上胡 +10.",
        "Self-draw: each other player pays the value; a discard: the discarder alone.",
    ]
    if r.plain_discard_needs_dou:
        lines.append("平胡 wins on a discard only with a 豆 (a kong) of one's own.")
    lines.append("豆 at the settlement: 闷豆 (concealed) 20 from each, 转弯豆 (added) "
                 "10 from each, 点豆 (on a discard) 10 from the feeder; "
                 + ("paid whether or not the konger wins." if r.dou_without_win
                    else "only the winner's are paid."))
    if r.hot_shot:
        lines.append("热炮: a discard right after one's 豆 is won: that 豆 is void and "
                     "the discarder also pays its full value (60/30/10).")
    lines.append("抢杠: a 转弯豆 may be robbed (the 豆 is void); scored as a self-draw, "
                 "the robbed player pays all three shares.")
    lines.append("A drawn hand: only 豆 money moves.")
    lines.append(f"{r.hands_per_match} hands.")
    return tuple(lines)


def _chinese(r: GuizhouRuleset) -> tuple[str, ...]:
    lines = [
        "108 张牌（万、饼、条）；不能吃，只能碰、杠、和。",
        ("首盘掷骰定庄" if r.first_dealer_by_dice else "东家先坐庄")
        + "；之后和牌者坐庄；荒牌时庄家不变。",
        "和牌：四组一对（手里的顺子也算）或七对。",
        "一炮只有一家和：按出牌顺序最近的一家。",
        "分值（相加）：平胡 10，大对子 30，七对 40，龙七对（带一个四张）50，清一色 50，"
        f"清大对 80，清七对 {r.clean_seven_pairs}，青龙背 100；杠上胡加 10。",
        "自摸：另三家各付分值；点炮：只由放炮者付。",
    ]
    if r.plain_discard_needs_dou:
        lines.append("平胡要自己有豆（杠）才能和别人打的牌。")
    lines.append("结算豆钱：闷豆（暗杠）每家付 20，转弯豆（加杠）每家付 10，点豆（杠别人"
                 "打的牌）由放豆者付 10；"
                 + ("杠者和不和都付。" if r.dou_without_win else "只付和牌者的豆。"))
    if r.hot_shot:
        lines.append("热炮：刚成豆后打出的牌被和：这个豆作废，放炮者另付它的全额"
                     "（60/30/10）。")
    lines.append("抢杠：转弯豆可以被抢（这个豆作废）；按自摸计分，被抢者包三家。")
    lines.append("荒牌：只结算豆钱。")
    lines.append(f"{r.hands_per_match} 盘。")
    return tuple(lines)
