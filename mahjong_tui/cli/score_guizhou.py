"""``mahjong-tui score --ruleset guizhou``: score a Guizhou win with its breakdown.

Examples::

    mahjong-tui score --ruleset guizhou "111m333m555m777m99m" --win 9m --self-drawn
    mahjong-tui score --ruleset guizhou "456m789m123p55p" --meld 1111m:concealed --win 5p
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mahjong_tui.rulesets.guizhou.scoring import (
    GuizhouInputError,
    GuizhouScore,
    GuizhouSituation,
    score_guizhou,
)

__all__ = ["GUIZHOU_FLAGS", "result_json", "run_guizhou"]

GUIZHOU_FLAGS = ("hot_shot",)
"""Options of ``score`` that only Guizhou reads."""

_FOREIGN: dict[str, Any] = {
    "void": None, "kong_discard": False, "heavenly": False, "earthly": False, "option": [],
    "last_copy": False, "kong_replacement": False, "seat": "E", "prevalent": "E",
    "flowers": 0, "minimum": 8, "batch": None, "last_tile": False}
"""Options of other rulesets, with their defaults: refused when given."""


def result_json(score: GuizhouScore) -> dict[str, Any]:
    """The score as a JSON-ready dict."""
    return {
        "ruleset": "guizhou",
        "is_win": score.is_win,
        "items": [{"id": i.id, "zh": i.zh, "en": i.en, "value": i.value} for i in score.items],
        "value": score.value,
        "payers": score.payers,
        "received": score.received,
        "shape": score.shape,
        "reason": score.reason,
    }


def _print_table(situation: GuizhouSituation, score: GuizhouScore) -> None:
    from rich.console import Console
    from rich.table import Table

    from mahjong_tui.engine.tiles import format_tiles

    console = Console()
    melds = " ".join(f"[{m.text}{' concealed' if m.concealed else ' added' if m.added else ''}]"
                     for m in situation.melds)
    head = " ".join(p for p in (format_tiles(sorted(situation.concealed)), melds) if p)
    head += f" (win {situation.win_tile.text}, guizhou)"
    if not score.is_win:
        console.print(f"{head}: not a winning hand: {score.reason}")
        return
    table = Table(title=head, caption=score.shape)
    table.add_column("牌型")
    table.add_column("Hand")
    table.add_column("Points", justify="right")
    for i in score.items:
        table.add_row(i.zh, i.en, str(i.value))
    table.add_section()
    table.add_row("合计", "Value per payer", str(score.value))
    console.print(table)
    if situation.robbing_kong:
        way = "the robbed player pays all three shares"
    elif situation.self_drawn:
        way = "each other player pays"
    else:
        way = "the discarder pays"
    console.print(f"value {score.value}; {way}: {score.received} in all")


def run_guizhou(args: argparse.Namespace) -> int:
    """Run ``score`` for Guizhou; returns the exit code (2 on bad input)."""
    from mahjong_tui.rulesets.guizhou.scoring.notation import situation

    try:
        stray = ["--" + k.replace("_", "-") for k, default in _FOREIGN.items()
                 if getattr(args, k, default) != default]
        if stray:
            raise GuizhouInputError(f"{', '.join(stray)}: not read by --ruleset guizhou")
        if not args.hand:
            raise GuizhouInputError("give a HAND to score")
        s = situation(args.hand, melds=args.meld, win=args.win, self_drawn=args.self_drawn,
                      after_kong=args.after_kong, robbing_kong=args.robbing_kong,
                      hot_shot=args.hot_shot)
        score = score_guizhou(s)
    except GuizhouInputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result_json(score), ensure_ascii=False, indent=1))
    else:
        _print_table(s, score)
    return 0
