"""``mahjong-tui score --ruleset hangzhou|hangzhou-fixed``: score a Hangzhou win.

Examples::

    mahjong-tui score --ruleset hangzhou "123m456m789p123s5p" --win 9s --wild 5p --self-drawn
    mahjong-tui score --ruleset hangzhou-fixed "1111m6677p2299sEE" --win E
    mahjong-tui score --ruleset hangzhou "456m789p123s5p" --meld 1111m:concealed --win 9s \\
        --wild 5p --self-drawn --after-kong --piao 1 --json
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mahjong_tui.rulesets.hangzhou.scoring import (
    HangzhouInputError,
    HangzhouScore,
    HangzhouSituation,
    score_hangzhou,
)

__all__ = ["HANGZHOU_ONLY", "result_json", "run_hangzhou"]

HANGZHOU_ONLY = ("wild", "piao")
"""Options of ``score`` that only a Hangzhou ruleset reads."""

_NOT_READ: dict[str, object] = {
    "last_copy": False, "kong_replacement": False, "robbing_kong": False,
             "last_tile": False, "void": None, "kong_discard": False, "heavenly": False,
             "earthly": False, "option": [], "seat": "E", "prevalent": "E", "flowers": 0,
             "minimum": 8, "batch": None, "out": None}
"""Options of ``score`` the Hangzhou scorer does not read, with their defaults."""


def result_json(score: HangzhouScore) -> dict[str, Any]:
    """The JSON form of a score: every multiplier with its names and factor."""
    return {
        "is_win": score.is_win,
        "multipliers": [{"id": b.id, "zh": b.zh, "en": b.en, "factor": b.factor}
                        for b in score.fans],
        "multiplier": score.multiplier, "base": score.base, "value": score.value,
        "payment_each": score.payment_each, "shape": score.shape, "reason": score.reason,
    }


def _print_table(situation: HangzhouSituation, score: HangzhouScore, ruleset: str) -> None:
    from rich.console import Console
    from rich.table import Table

    from mahjong_tui.engine.tiles import TILES, format_tiles

    console = Console()
    melds = " ".join(f"[{m.text}{' concealed' if m.concealed else ''}]"
                     for m in situation.melds)
    head = " ".join(p for p in (format_tiles(list(situation.concealed)), melds) if p)
    wild = TILES[situation.wilds[0]].text
    head += f" (win {situation.win_tile.text}, 财神 {wild}, {ruleset})"
    if not score.is_win:
        console.print(f"{head}: not a winning hand: {score.reason}")
        return
    table = Table(title=head, caption=score.shape)
    table.add_column("倍数")
    table.add_column("Multiplier")
    table.add_column("×", justify="right")
    for b in score.fans:
        table.add_row(b.zh, b.en, f"×{b.factor}")
    if not score.fans:
        table.add_row("平和", "plain win", "×1")
    table.add_section()
    table.add_row("基本", "base", str(score.base))
    table.add_row("合计", "value (base × multipliers)", str(score.value))
    console.print(table)
    way = "each other player" if situation.self_drawn else "the discarder"
    console.print(f"value {score.value}; {way} pays {score.payment_each}")


def run_hangzhou(args: argparse.Namespace) -> int:
    """Run ``score`` for a Hangzhou ruleset; returns the exit code (2 on bad input)."""
    from mahjong_tui.rulesets import get_ruleset
    from mahjong_tui.rulesets.hangzhou.ruleset import HangzhouRuleset
    from mahjong_tui.rulesets.hangzhou.scoring.notation import situation

    ruleset = get_ruleset(args.ruleset)
    assert isinstance(ruleset, HangzhouRuleset)
    try:
        stray = ["--" + name.replace("_", "-") for name, default in _NOT_READ.items()
                 if getattr(args, name, default) not in (default, False, None)]
        if stray:
            raise HangzhouInputError(f"{', '.join(stray)}: not read by --ruleset "
                                     f"{args.ruleset}")
        wild = args.wild or ruleset.fixed_wild
        if not wild:
            raise HangzhouInputError("name the 财神 with --wild TILE (the kind turned up)")
        if not args.hand:
            raise HangzhouInputError("give a HAND to score")
        if args.piao < 0:
            raise HangzhouInputError("--piao is 0 or more")
        s = situation(args.hand, wild=wild, melds=args.meld, win=args.win,
                      self_drawn=args.self_drawn, after_kong=args.after_kong,
                      piao=args.piao)
        # a turned-up 财神 is out of play: three of its kind remain
        score = score_hangzhou(s, base=ruleset.base, kong_bloom=ruleset.kong_bloom,
                               wild_copies=4 if ruleset.fixed_wild else 3)
    except HangzhouInputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result_json(score), ensure_ascii=False, indent=1))
    else:
        _print_table(s, score, args.ruleset)
    return 0
