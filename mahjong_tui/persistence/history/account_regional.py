"""The breakdown of a regional win in a game account, in that ruleset's own unit.

``mahjong-tui export`` words MCR and Sichuan wins in fan; the regional rulesets
count differently, and each is written as its rules count:

* Beijing: fans (番) added, the floors of 上楼 one fan each, the cap, and what
  each payer owes;
* Jindi: one bill per payer, its 番 added (1 番 = 1 chip), and what the three
  bills come to;
* Guizhou: points (分) per payer from the value table (and 杠上胡), times the payers;
* Hangzhou: the base and each multiplier (×2, ×4...), and the value each payer pays.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.cells import cell_len

from mahjong_tui.i18n import catalogue
from mahjong_tui.rulesets.beijing.scoring import BeijingScore
from mahjong_tui.rulesets.guizhou.scoring import GuizhouScore
from mahjong_tui.rulesets.hangzhou.scoring import HangzhouScore
from mahjong_tui.rulesets.jindi.scoring import JindiScore

__all__ = ["regional_breakdown"]


def _name(zh: str, en: str, lang: str, fan_names: str) -> str:
    if fan_names == "both":
        return f"{en} ({zh})"
    return zh if lang == "zh" else en


def _table(rows: Sequence[tuple[str, str]], total: tuple[str, str]) -> list[str]:
    """Item rows, then the total row, names padded to one width (Chinese takes two
    cells a character)."""
    width = max(cell_len(name) for name, _ in (*rows, total))
    return [f"    {name}{' ' * (width - cell_len(name))}  {value}" for name, value
            in (*rows, total)]


def regional_breakdown(result: Any, names: Sequence[str], lang: str = "en",
                       fan_names: str = "both") -> list[str] | None:
    """The lines of a regional win's breakdown (a heading, the items, the total), or
    ``None`` for a result that is not a regional ruleset's (MCR, Sichuan)."""
    c = catalogue(lang)
    w = c.export_words
    if isinstance(result, BeijingScore):
        rows = [(_name(f.zh, f.en, lang, fan_names), f"{f.fan:>3}") for f in result.fans]
        if result.pushdown:
            rows.append((_name("推倒和", "push-down win", lang, fan_names), f"{0:>3}"))
        if result.floor:
            rows.append((_name("上楼", "Floors", lang, fan_names),
                         f"{result.floor:>3}  (1 x{result.floor})"))
        counted = result.raw_fan + result.floor
        capped = w["beijing_capped"].format(raw=counted) if counted > result.total_fan else ""
        total = w["beijing_total"].format(total=f"{result.total_fan:>3}", capped=capped)
        shares = w["sep"].join(w["share"].format(payer=w["payer_" + s.payer.replace("-", "_")],
                                                 amount=s.amount) for s in result.shares)
        return [w["beijing_heading"], *_table(rows, (c.total, total)),
                w["shares"].format(shares=shares)]
    if isinstance(result, JindiScore):
        lines = [w["jindi_heading"]]
        for bill in result.bills:
            items = " + ".join(f"{_name(i.zh, i.en, lang, fan_names)} {i.fan}"
                               for i in bill.items)
            lines.append(w["jindi_bill"].format(name=names[bill.player], items=items,
                                                total=bill.total))
        lines.append(w["jindi_total"].format(total=result.received))
        return lines
    if isinstance(result, GuizhouScore):
        rows = [(_name(i.zh, i.en, lang, fan_names), f"{i.value:>3}") for i in result.items]
        total = w["guizhou_total"].format(value=f"{result.value:>3}", payers=result.payers,
                                          received=result.received)
        return [w["guizhou_heading"], *_table(rows, (c.total, total))]
    if isinstance(result, HangzhouScore):
        rows = [(w["hangzhou_base"], f"{result.base:>3}")]
        rows += [(_name(b.zh, b.en, lang, fan_names), f"{'×' + str(b.factor):>3}")
                 for b in result.fans]
        total = w["hangzhou_total"].format(base=f"{result.base:>3}", times=result.multiplier,
                                           value=result.value)
        return [w["hangzhou_heading"], *_table(rows, (c.total, total))]
    return None
