"""The Beijing rules in force as a rule sheet, a line each, in English and Chinese, with
their one-line summary and short label."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mahjong_tui.rulesets.beijing.ruleset import BeijingRuleset

__all__ = ["label", "rule_lines", "summary"]


def rule_lines(rules: BeijingRuleset, lang: str = "en") -> tuple[str, ...]:
    """The rules in force, a line each, in ``lang`` (``zh``, else English)."""
    return _chinese(rules) if lang == "zh" else _english(rules)


def summary(rules: BeijingRuleset, lang: str = "en") -> str:
    """One line for menus, in ``lang`` (``zh``, else English)."""
    if lang == "zh":
        return "北京麻将：136 张牌，留 7 墩补杠，连庄上楼，吃碰后只能自摸，6 番 / 640 封顶"
    return ("Beijing (北京): 136 tiles, a 7-stack reserve for kongs, dealer repeats "
            "and 上楼, opened hands win by self-draw only, cap 6 fan / 640")


def label(rules: BeijingRuleset, lang: str = "en") -> str:
    """The rules' short name in ``lang`` (the help's heading, the table's top line)."""
    return "北京麻将" if lang == "zh" else "Beijing"


def _english(r: BeijingRuleset) -> tuple[str, ...]:
    lines = [
        "136 tiles (suits, winds, dragons); no flowers.",
        f"The last {r.reserve_stacks} stacks are never drawn: they serve only kong "
        "replacements (一杠7，二杠8，三杠9: one stack more from the second kong on); "
        "the hand is a draw when the live wall reaches them.",
        "Chow from the player on the left; pung and kong from anyone.",
        "After a chow, pung or exposed kong you win only by self-draw; a concealed "
        "hand (门清, concealed kongs allowed) may win on a discard and rob a kong.",
        "A win is four sets and a pair, or seven pairs; 推倒和 (no fan) wins by "
        "self-draw only.",
        "Fans are added: 门清, 对对和, 混一色, 大钓, 捉五魁, 海底捞月, 杠上开花 1; "
        "一条龙 3; 七对 4; 豪华七对 5; 清一色 5.",
        f"A payer's share is {r.base} × 2^fan, doubled with the dealer; the "
        "discarder alone pays his share and one non-dealer's (包庄); on a self-draw "
        "everyone pays his share.",
        f"Cap: {r.fan_cap} fan, and no payer loses more than {r.payer_cap}.",
        f"上楼: a dealer repeat or a draw raises the table a floor (at most "
        f"{r.max_floor}): one fan more on win payments; back to the ground after "
        "a non-dealer win.",
        f"Kong money only if the konger wins: 明杠 {r.exposed_kong_money} from the "
        f"discarder (加杠 from the punged player), 暗杠 {r.concealed_kong_money} "
        "from each; it never goes up a floor.",
    ]
    if r.follow_dealer:
        lines.append(f"跟庄: when the three others follow the dealer's first discard, "
                     f"the dealer pays each {r.follow_dealer}.")
    if r.three_kongers_draw:
        lines.append("三家杠荒牌: once three players have konged, the hand is a draw.")
    lines.append(f"{r.hands_per_match} hands; the dealer repeats after his win or a draw.")
    return tuple(lines)


def _chinese(r: BeijingRuleset) -> tuple[str, ...]:
    lines = [
        "136 张牌（万、饼、条、风牌、箭牌），没有花牌。",
        f"最后 {r.reserve_stacks} 墩不摸，只用来补杠（一杠7，二杠8，三杠9：第二个杠起"
        "多留一墩）；摸到留牌即荒牌。",
        "吃只能吃上家；碰、杠不限。",
        "吃、碰或明杠以后只能自摸；门清（可以暗杠）可以捉铳，也可以抢杠。",
        "和牌：四组一对或七对；推倒和（无番）只能自摸。",
        "番数相加：门清、对对和、混一色、大钓、捉五魁、海底捞月、杠上开花各 1 番；"
        "一条龙 3 番；七对 4 番；豪华七对 5 番；清一色 5 番。",
        f"每家的一份 = {r.base} × 2 的番数次方，庄家付或庄家和时加倍；点炮由放炮者"
        "一家付自己的一份和一位闲家的一份（包庄）；自摸各付各的一份。",
        f"封顶：{r.fan_cap} 番，每家最多输 {r.payer_cap}。",
        f"上楼：连庄或荒牌上一层楼（最多 {r.max_floor} 层），和牌的钱多算 1 番；"
        "闲家和牌后回到平地。",
        f"杠钱只在杠者和牌时才付：明杠由放杠者付 {r.exposed_kong_money}（加杠由被碰"
        f"的那家付），暗杠每家付 {r.concealed_kong_money}；杠钱不上楼。",
    ]
    if r.follow_dealer:
        lines.append(f"跟庄：三家都跟打庄家的第一张牌时，庄家付每家 {r.follow_dealer}。")
    if r.three_kongers_draw:
        lines.append("三家杠荒牌：三家都开过杠后，本盘荒牌。")
    lines.append(f"{r.hands_per_match} 盘；庄家和牌或荒牌时连庄。")
    return tuple(lines)
