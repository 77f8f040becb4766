"""The Hangzhou rules in force as a rule sheet, a line each, in English and Chinese,
with their one-line summary and short label."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_tui.engine.tiles import parse_tile

if TYPE_CHECKING:
    from mahjong_tui.rulesets.hangzhou.ruleset import HangzhouRuleset

__all__ = ["label", "rule_lines", "summary"]


def rule_lines(rules: HangzhouRuleset, lang: str = "en") -> tuple[str, ...]:
    """The rules in force, a line each, with the options that are on, in ``lang``
    (``zh``, else English)."""
    return _chinese(rules) if lang == "zh" else _english(rules)


def summary(rules: HangzhouRuleset, lang: str = "en") -> str:
    """One line for menus, in ``lang`` (``zh``, else English): the fixed 财神 is
    named when there is one."""
    if lang == "zh":
        wild = f"{_wild_zh(rules.fixed_wild)}为财神" if rules.fixed_wild else "翻财神"
        return f"杭州麻将：136 张牌，{wild}（百搭），暴头，财飘，七对 ×2 至 ×16"
    wild = (f"{rules.fixed_wild} is 财神" if rules.fixed_wild
            else "a turned-up tile names the 财神")
    return f"Hangzhou (杭州): 136 tiles, {wild} (wild), 暴头, 财飘, seven pairs ×2 to ×16"


def label(rules: HangzhouRuleset, lang: str = "en") -> str:
    """The rules' short name in ``lang`` (the help's heading, the table's top line)."""
    if lang == "zh":
        wild = f"{_wild_zh(rules.fixed_wild)}财神" if rules.fixed_wild else "翻财神"
        return f"杭州麻将（{wild}）"
    return "Hangzhou, fixed wild" if rules.fixed_wild else "Hangzhou"


def _wild_zh(notation: str) -> str:
    """A fixed 财神's Chinese name for the summary and label: the white dragon is
    白板 there (its tile name 白 alone reads as "white")."""
    return "白板" if notation == "P" else parse_tile(notation).zh


def _english(r: HangzhouRuleset) -> tuple[str, ...]:
    wild = (f"财神 (wild): all four {r.fixed_wild}; nothing is turned up."
            if r.fixed_wild else
            "财神 (wild): after the deal the next tile is turned up, out of play; the "
            "other three of its kind are wild.")
    lines = [
        "136 tiles (suits, winds, dragons), no flowers; the dealer starts with 14.",
        wild,
        "A 财神 stands for any tile in any set or pair; a discarded 财神 cannot be "
        "claimed or won on.",
        "Only the next player may chow; anyone may pung or kong; a win comes first.",
        "A win: four sets and any pair, or seven pairs (honours allowed).",
        f"Value = base {r.base} × the multipliers: 七对 ×2, 豪华七对 (one four) ×4, "
        "两豪华 ×8, 三豪华 ×16.",
        "暴头 ×2: one 财神 and four sets, then any self-drawn tile wins.",
        "财飘 ×2 more: with two 财神 and four sets, discard a 财神 and win by 暴头 on "
        "the next draw; each 财飘 in a row doubles again.",
        "After a discarded 财神 nobody may chow, pung, kong or win on a discard "
        "until its discarder draws again.",
    ]
    if r.kong_bloom:
        lines.append("杠开 ×2: a self-draw on a kong's replacement.")
    lines += [
        "Self-draw: each other player pays the value; discard win: the discarder "
        "pays it. No kong money; a drawn hand pays nothing.",
        f"{r.hands_per_match} hands; the first dealer is chosen at random; the "
        "dealer stays after his win or a draw, else the winner deals.",
    ]
    return tuple(lines)


def _chinese(r: HangzhouRuleset) -> tuple[str, ...]:
    # The fixed 财神 by its Chinese name (四张白), never its letter.
    wild = (f"财神（百搭）：固定为四张{parse_tile(r.fixed_wild).zh}，不翻牌。"
            if r.fixed_wild else
            "财神（百搭）：发完牌后翻开下一张牌，这张不再使用；与它同种的另三张是财神。")
    lines = [
        "136 张牌（万、饼、条、风牌、箭牌），没有花牌；庄家起手 14 张。",
        wild,
        "财神可以当任何牌，放进任何一组或对子；打出的财神不能吃、碰、杠，也不能和。",
        "只有下家能吃；碰、杠不限；和牌优先。",
        "和牌：四组加任意一对，或七对（字牌也可以）。",
        f"分值 = 底 {r.base} × 倍数：七对 ×2，豪华七对（一个四张）×4，两豪华 ×8，"
        "三豪华 ×16。",
        "暴头 ×2：一张财神加四组，之后自摸任何牌都能和。",
        "财飘再 ×2：有两张财神和四组时打出一张财神，下一次摸牌暴头和牌；连续财飘每次"
        "再翻一倍。",
        "有人打出财神后，到他再摸牌以前，谁都不能吃、碰、杠，也不能和别人打的牌。",
    ]
    if r.kong_bloom:
        lines.append("杠开 ×2：杠后补牌自摸。")
    lines += [
        "自摸：另三家各付分值；点炮：放炮者付。没有杠钱；荒牌不付钱。",
        f"{r.hands_per_match} 盘；首盘随机定庄；庄家和牌或荒牌时连庄，否则和牌者坐庄。",
    ]
    return tuple(lines)
