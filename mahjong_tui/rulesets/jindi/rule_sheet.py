"""The Jindi rules in force as a rule sheet, a line each, in English and Chinese, with
their one-line summary and short label."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mahjong_tui.rulesets.jindi.ruleset import JindiRuleset

__all__ = ["label", "rule_lines", "summary"]


def rule_lines(rules: JindiRuleset, lang: str = "en") -> tuple[str, ...]:
    """The rules in force, a line each, in ``lang`` (``zh``, else English)."""
    return _chinese(rules) if lang == "zh" else _english(rules)


def summary(rules: JindiRuleset, lang: str = "en") -> str:
    """One line for menus, in ``lang`` (``zh``, else English)."""
    if lang == "zh":
        return ("金地长青湾比赛（东北）：136 张牌，三色全、不缺幺九、开门才能和，"
                "三家都付，200 筹码")
    return ("Jindi tournament (金地, Northeast): 136 tiles, a win needs all three "
            "suits, a terminal and an opened hand; all three pay, 200 chips")


def label(rules: JindiRuleset, lang: str = "en") -> str:
    """The rules' short name in ``lang`` (the help's heading, the table's top line)."""
    return "金地长青湾比赛" if lang == "zh" else "Jindi tournament"


def _english(r: JindiRuleset) -> tuple[str, ...]:
    return (
        "136 tiles (suits, winds, dragons); no flowers.",
        "Chow from the player on the left (never honours); pung and kong from anyone; "
        "kong replacements from the tail.",
        "A win needs four sets and a pair with all three suits (三色全), a 1 or 9 "
        "unless you hold an honour (不缺幺九), and an opened hand (开门: a chow, "
        "pung or exposed kong). 手把一 (one tile left in hand) is allowed.",
        "Several players on one discard: only the nearest in turn wins.",
        "Robbing a kong is allowed." if r.robbing_kong else "No robbing the kong.",
        f"The last {r.kept_back_stacks} stacks stay on the table: when the live "
        "wall reaches them the hand is a draw (荒庄), nobody pays.",
        "All three players pay every win, 1 番 = 1 chip: base 1; +1 放炮 (discarder "
        "only), 自摸, 夹和, 杠上开花 (everyone); +1 庄家 between dealer and winner; "
        "+1 门清 from each payer who never opened; +1 三家门清 when all three are "
        f"closed; 漂 (all pungs) +{r.all_pungs_fan}.",
        f"Chips start at {r.starting_points}; {r.hands_per_match} hands; the "
        "dealer stays after his win or a draw, else the deal passes to the next player.",
    )


def _chinese(r: JindiRuleset) -> tuple[str, ...]:
    return (
        "136 张牌（万、饼、条、风牌、箭牌），没有花牌。",
        "吃只能吃上家（字牌不能吃）；碰、杠不限；杠后从牌尾补牌。",
        "和牌要四组一对，并且三色全（三门数牌都有）、不缺幺九（要有 1 或 9，有字牌"
        "可免）、开门（吃过、碰过或明杠过）。可以手把一（手里只剩一张）。",
        "一张牌几家都能和：只有按出牌顺序最近的一家和。",
        "可以抢杠。" if r.robbing_kong else "不能抢杠。",
        f"最后 {r.kept_back_stacks} 墩留在桌上：摸到留牌即荒庄，谁都不付。",
        "每次和牌三家都付，1 番 = 1 个筹码：底 1 番；放炮（只放炮者）、自摸、夹和、"
        "杠上开花（各家）各加 1 番；庄家与和牌者之间加 1 番；没开门的付款者加 1 番"
        f"门清；三家都没开门加 1 番三家门清；漂（对对和）加 {r.all_pungs_fan} 番。",
        f"筹码起始 {r.starting_points}；{r.hands_per_match} 盘；庄家和牌或荒庄时连庄，"
        "否则下家坐庄。",
    )
