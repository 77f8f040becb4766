"""The Chinese Official rules in force as a rule sheet, a line each, in English and
Chinese, with their one-line summary and short label."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mahjong_tui.rulesets.mcr.ruleset import McrRuleset

__all__ = ["label", "rule_lines", "summary"]


def rule_lines(rules: McrRuleset, lang: str = "en") -> tuple[str, ...]:
    """The rules in force, a line each, in ``lang`` (``zh``, else English)."""
    return _chinese(rules) if lang == "zh" else _english(rules)


def summary(rules: McrRuleset, lang: str = "en") -> str:
    """One line for menus, in ``lang`` (``zh``, else English)."""
    if lang == "zh":
        return ("国标麻将比赛：8 番起和，诈和罚分" if rules.competition
                else "国标麻将：144 张牌，81 个番种，8 番起和，16 盘")
    if rules.competition:
        return ("Chinese Official, competition: 8-fan minimum, any declared win is "
                "accepted and a false one penalised")
    return "Chinese Official (国标): 144 tiles, 81 fans, 8-fan minimum, 16 hands"


def label(rules: McrRuleset, lang: str = "en") -> str:
    """The rules' short name in ``lang`` (the help's heading, the table's top line)."""
    if lang == "zh":
        return "国标比赛" if rules.competition else "国标麻将"
    return "MCR competition" if rules.competition else "Chinese Official"


def _english(r: McrRuleset) -> tuple[str, ...]:
    lines = [
        f"{'144' if r.flowers else '136'} tiles"
        f"{', flowers replaced from the tail' if r.flowers else ''}",
        f"A win needs {r.min_fan} fan (flowers not counted).",
        f"Winner gets {r.base_payment} from each player, plus the fan from the "
        "discarder (from everyone on a self-draw).",
        "Chow from the player on the left; pung and kong from anyone; win beats "
        "pung/kong beats chow; the nearest seat takes a contested win.",
        "Robbing an added kong is allowed." if r.robbing_kong else "No robbing the kong.",
        f"{r.hands_per_match} hands; the dealer passes every hand"
        f"{'; seats swap before the West round' if r.seat_swap_before_west else ''}.",
    ]
    if r.competition:
        lines.append(f"Competition: a false win pays {r.false_win_penalty} to each "
                     f"player ({r.not_ready_penalty} when not even ready).")
    return tuple(lines)


def _chinese(r: McrRuleset) -> tuple[str, ...]:
    lines = [
        "144 张牌，花牌从牌尾补牌。" if r.flowers else "136 张牌，没有花牌。",
        f"和牌至少 {r.min_fan} 番（花牌不计）。",
        f"和牌者从每家得 {r.base_payment} 分，另加番数：点炮由放炮者付，自摸三家都付。",
        "吃只能吃上家；碰、杠不限；和 > 碰/杠 > 吃；几家同时要和，按出牌顺序最近的一家和。",
        "可以抢杠和（抢加杠）。" if r.robbing_kong else "不能抢杠。",
        f"{r.hands_per_match} 盘；每盘轮庄"
        f"{'；西风圈前换位' if r.seat_swap_before_west else ''}。",
    ]
    if r.competition:
        lines.append(f"比赛规则：诈和者付每家 {r.false_win_penalty} 分"
                     f"（未听牌付 {r.not_ready_penalty} 分）。")
    return tuple(lines)
