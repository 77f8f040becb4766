"""The Sichuan rules in force as a rule sheet, a line each, in English and Chinese, with
their one-line summary and short label."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mahjong_tui.rulesets.sichuan.ruleset import SichuanRuleset

__all__ = ["label", "rule_lines", "summary"]


def rule_lines(rules: SichuanRuleset, lang: str = "en") -> tuple[str, ...]:
    """The rules in force, a line each, with the options that are on, in ``lang``
    (``zh``, else English)."""
    return _chinese(rules) if lang == "zh" else _english(rules)


def summary(rules: SichuanRuleset, lang: str = "en") -> str:
    """One line for menus, in ``lang`` (``zh``, else English)."""
    sbr = rules.scoring_preset == "sichuan-sbr"
    if lang == "zh":
        if sbr:
            return "四川麻将 2025 比赛规则：108 张牌，定缺，10 个叠加番种，3 番封顶，三家和牌才结束"
        return "四川血战到底（成都）：108 张牌，换三张，定缺，三家和牌才结束，4 番封顶"
    if sbr:
        return ("Sichuan, 2025 competition (SBR): 108 tiles, void suit, 10 additive "
                "fans, 3-fan cap, play on until three have won")
    return ("Sichuan (Chengdu) bloody battle: 108 tiles, exchange three, void suit, "
            "play on until three have won, 4-fan cap")


def label(rules: SichuanRuleset, lang: str = "en") -> str:
    """The rules' short name in ``lang`` (the help's heading, the table's top line)."""
    sbr = rules.scoring_preset == "sichuan-sbr"
    if lang == "zh":
        return "四川比赛（SBR）" if sbr else "四川血战（成都）"
    return "Sichuan (SBR 2025)" if sbr else "Sichuan (Chengdu)"


def _english(r: SichuanRuleset) -> tuple[str, ...]:
    cap = r.scoring.cap
    lines = [
        "108 tiles (characters, dots, bamboo); no chow; pung, kong and win only.",
        "Exchange three (换三张): three tiles of one suit, the die sends them."
        if r.exchange else "No exchange of three.",
        "Void suit (定缺): declared at once; its tiles must be discarded first, never "
        "punged, konged or won on." if r.declare_void else "No void declaration.",
        "A win needs four sets and a pair (or seven pairs) in at most two suits.",
        "Bloody battle (血战到底): a winner leaves, the others play on until three "
        "have won or the wall is empty; several may win on one discard.",
        f"Value = 2^fan (cap {cap} fan)." if cap is not None else "Value = 2^fan.",
        f"Kongs pay at once: 直杠 {r.direct_kong} from the discarder, 面下杠 1 and "
        "暗杠 2 from each player still in.",
    ]
    if r.kong_transfer:
        lines.append("杠上炮 hands the kong's income to the winner (呼叫转移).")
    if r.kong_discard_refund:
        lines.append("杠上炮 refunds the kong's income to its payers (退税).")
    if r.passed_win_bars:
        lines.append("过水不胡: after passing a win, no discard win until your next draw "
                     "unless it scores more fan.")
    if r.must_win_last_four:
        lines.append("后4张必胡: with 4 or fewer tiles left, a possible win must be taken.")
    pig = (f"花猪 pays {r.flower_pig} to each" if r.flower_pig
           else "花猪 is charged as not ready")
    lines.append(f"Wall exhausted: {pig}; 查大叫: not ready pays each ready player "
                 f"the {'best' if r.not_ready_pays_best else 'lowest'} value; "
                 "kong income of the not ready is refunded.")
    lines.append(f"{r.hands_per_match} hands; the first winner deals next.")
    return tuple(lines)


def _chinese(r: SichuanRuleset) -> tuple[str, ...]:
    cap = r.scoring.cap
    lines = [
        "108 张牌（万、饼、条）；不能吃，只能碰、杠、和。",
        "换三张：拿出同一门的三张牌，按骰子点数交给别家。" if r.exchange else "不换三张。",
        "定缺：开局就定；缺门的牌必须先打，不能碰、杠，也不能和。"
        if r.declare_void else "不定缺。",
        "和牌：四组一对（或七对），最多两门。",
        "血战到底：和牌者离场，其余的人接着打，直到三家和牌或牌墙摸完；一炮可以多响。",
        f"分值 = 2 的番数次方（{cap} 番封顶）。" if cap is not None else "分值 = 2 的番数次方。",
        f"杠钱当场付：直杠由放杠者付 {r.direct_kong}；面下杠 1、暗杠 2，由还在场的每家付。",
    ]
    if r.kong_transfer:
        lines.append("杠上炮：这个杠的杠钱转给和牌者（呼叫转移）。")
    if r.kong_discard_refund:
        lines.append("杠上炮：这个杠的杠钱退还给付钱的人（退税）。")
    if r.passed_win_bars:
        lines.append("过水不胡：放过一次和牌以后，到自己下次摸牌前不能和别人打的牌，"
                     "除非番数更大。")
    if r.must_win_last_four:
        lines.append("后4张必胡：牌墙剩 4 张或更少时，能和就必须和。")
    pig = f"花猪付每家 {r.flower_pig}" if r.flower_pig else "花猪按未听牌处理"
    best = "最大" if r.not_ready_pays_best else "最小"
    lines.append(f"荒牌：{pig}；查大叫：未听牌者按{best}的分值付给每位听牌者；"
                 "未听牌者的杠钱退回。")
    lines.append(f"{r.hands_per_match} 盘；第一个和牌者下盘坐庄。")
    return tuple(lines)
