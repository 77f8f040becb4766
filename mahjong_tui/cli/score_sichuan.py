"""``mahjong-tui score --ruleset sichuan|sichuan-sbr``: score a Sichuan win, or a batch.

Examples::

    mahjong-tui score --ruleset sichuan "11223344556677m" --win 7m --self-drawn
    mahjong-tui score --ruleset sichuan-sbr "55p" --meld 111m --meld 999m --meld 2222p:added \\
        --meld 777p --win 5p --void s
    mahjong-tui score --ruleset sichuan-sbr --batch SITUATIONS.jsonl --out ANSWERS.jsonl
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mahjong_tui.persistence.safe_write import (
    InputFileError,
    open_input,
    refuse_special_output,
)
from mahjong_tui.rulesets.sichuan.scoring import (
    PRESETS,
    SichuanInputError,
    SichuanScore,
    SichuanScoring,
    SichuanSituation,
    score_sichuan,
)

__all__ = ["MCR_ONLY", "SICHUAN_ONLY", "result_json", "run_sichuan"]

SICHUAN_ONLY = ("void", "after_kong", "kong_discard", "heavenly", "earthly", "option")
"""Options of ``score`` that only a Sichuan ruleset reads."""

MCR_ONLY = {"last_copy": False, "kong_replacement": False, "seat": "E", "prevalent": "E",
            "flowers": 0, "minimum": 8}
"""Options of ``score`` that only MCR reads, with their defaults."""


class _BatchError(Exception):
    """Unreadable input or unwritable output; printed on one line."""


def _situation(args: argparse.Namespace) -> SichuanSituation:
    from mahjong_tui.rulesets.sichuan.scoring.notation import situation

    if not args.hand:
        raise SichuanInputError("give a HAND to score, or --batch SITUATIONS")
    return situation(
        args.hand, melds=args.meld, win=args.win, self_drawn=args.self_drawn,
        void=args.void, after_kong=args.after_kong, kong_discard=args.kong_discard,
        robbing_kong=args.robbing_kong, last_tile=args.last_tile, heavenly=args.heavenly,
        earthly=args.earthly)


def result_json(scoring: SichuanScoring, score: SichuanScore) -> dict[str, Any]:
    """The score as a JSON-ready dict."""
    from mahjong_tui.rulesets.sichuan.scoring.notation import OPTION_FIELDS

    return {
        "ruleset": scoring.name,
        "options": {field: getattr(scoring, field) for field in OPTION_FIELDS},
        "is_win": score.is_win,
        "fans": [{"id": f.id, "zh": f.zh, "en": f.en, "fan": f.fan, "count": f.count}
                 for f in score.fans],
        "raw_fan": score.raw_fan,
        "cap": scoring.cap,
        "total_fan": score.total_fan,
        "value": score.value,
        "payment_each": score.payment_each,
        "shape": score.shape,
        "reason": score.reason,
    }


def _preset_label(scoring: SichuanScoring) -> str:
    """The preset's name and the options that differ from it."""
    from mahjong_tui.rulesets.sichuan.scoring.notation import OPTION_FIELDS

    preset = PRESETS[scoring.name]
    changed = [f"{field}={getattr(scoring, field)}" for field in OPTION_FIELDS
               if getattr(scoring, field) != getattr(preset, field)]
    return ", ".join([scoring.name, *changed])


def _print_table(situation: SichuanSituation, scoring: SichuanScoring,
                 score: SichuanScore) -> None:
    from rich.console import Console
    from rich.table import Table

    from mahjong_tui.engine.tiles import format_tiles

    console = Console()
    melds = " ".join(
        f"[{m.text}{' concealed' if m.concealed else ' added' if m.added else ''}]"
        for m in situation.melds)
    head = " ".join(p for p in (format_tiles(sorted(situation.concealed)), melds) if p)
    head += f" (win {situation.win_tile.text}, {_preset_label(scoring)})"
    if not score.is_win:
        console.print(f"{head}: not a winning hand: {score.reason}")
        return
    unit = "points" if scoring.linear_points else "fan"
    table = Table(title=head, caption=score.shape)
    table.add_column("番种")
    table.add_column("Fan")
    table.add_column(f"{unit.capitalize()} each", justify="right")
    table.add_column("Count", justify="right")
    table.add_column("Subtotal", justify="right")
    for f in score.fans:
        table.add_row(f.zh, f.en, str(f.fan), str(f.count), str(f.total))
    if not score.fans:
        table.add_row("平胡", "Plain win", "0", "1", "0")
    table.add_section()
    table.add_row("合计", f"Raw {unit}", "", "", str(score.raw_fan))
    cap = "no cap" if scoring.cap is None or scoring.linear_points else f"cap {scoring.cap}"
    table.add_row("封顶", f"{unit.capitalize()} counted ({cap})", "", "", str(score.total_fan))
    console.print(table)
    way = "each other player still in" if situation.self_drawn else "the discarder"
    console.print(f"value {score.value} (base units); {way} pays {score.payment_each}")


def _refuse_same_file(src: Path, out: Path) -> None:
    try:
        same = out.exists() and os.path.samefile(src, out)
    except OSError:
        same = False
    if same or src.resolve() == out.resolve():
        raise _BatchError(f"refusing to write the answers over the input {src}")


_MAX_LINE = 1 << 20
"""Longest situation line read (a situation is a few hundred bytes)."""
_MAX_INPUT = 64 << 20
"""Largest batch input read (it is held in memory whole before answering)."""


def _read_lines(src: Path) -> list[bytes]:
    """The input's lines, bounded in length and total; only a regular file is read."""
    try:
        f = open_input(src)
    except InputFileError as exc:
        raise _BatchError(str(exc)) from None
    lines: list[bytes] = []
    total = 0
    try:
        with f:
            while line := f.readline(_MAX_LINE + 1):
                total += len(line)
                if len(line) > _MAX_LINE:
                    raise _BatchError(f"{src}:{len(lines) + 1}: a line longer than "
                                      f"{_MAX_LINE} bytes, not a situation")
                if total > _MAX_INPUT:
                    raise _BatchError(f"{src}: more than {_MAX_INPUT >> 20} MB, "
                                      "not a batch of situations")
                lines.append(line)
    except OSError as exc:
        raise _BatchError(f"cannot read {src}: {exc.strerror or exc}") from None
    return lines


def _read_rows(src: Path) -> list[Any]:
    """The whole input, parsed, before anything is written."""
    try:
        text = b"".join(_read_lines(src)).decode("utf-8")
    except UnicodeDecodeError:
        raise _BatchError(f"{src} is not UTF-8 text") from None
    rows = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise _BatchError(f"{src}:{n}: not JSON ({exc.msg})") from None
    return rows


def _write_atomically(out: Path, lines: Sequence[str]) -> None:
    """Write to a temporary file beside ``out``, then rename it over ``out``."""
    folder = out.parent if str(out.parent) else Path(".")
    try:
        refuse_special_output(out)  # a link, device, FIFO or directory stays as it is
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{out.name}.", suffix=".tmp")
    except OSError as exc:
        raise _BatchError(f"cannot write {out}: {exc.strerror}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.writelines(lines)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, out)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise _BatchError(f"cannot write {out}: {exc.strerror}") from None


def _run_batch(args: argparse.Namespace, scoring: SichuanScoring) -> int:
    from mahjong_tui.rulesets.sichuan.scoring.corpus import answer_line

    src: Path = args.batch
    if args.out is not None:
        _refuse_same_file(src, args.out)
    rows = _read_rows(src)
    answers = [answer_line(row, scoring) for row in rows]
    lines = [json.dumps(a, ensure_ascii=False) + "\n" for a in answers]
    if args.out is None:
        sys.stdout.writelines(lines)
        return 0
    _write_atomically(args.out, lines)
    wins = sum(1 for a in answers if a.get("win"))
    errors = sum(1 for a in answers if "error" in a)
    print(f"{len(answers)} situations: {wins} win, {len(answers) - wins - errors} not win, "
          f"{errors} invalid -> {args.out}")
    return 0


def _mcr_options_given(args: argparse.Namespace) -> list[str]:
    return ["--" + name.replace("_", "-") for name, default in MCR_ONLY.items()
            if getattr(args, name, default) != default]


def run_sichuan(args: argparse.Namespace) -> int:
    """Run ``score`` for a Sichuan ruleset; returns the exit code (2 on bad input)."""
    from mahjong_tui.rulesets.sichuan.scoring.notation import with_options

    try:
        scoring = with_options(PRESETS[args.ruleset], args.option)
        stray = _mcr_options_given(args)
        if stray:
            raise SichuanInputError(f"{', '.join(stray)}: MCR options, not read by "
                                    f"--ruleset {args.ruleset}")
        if args.batch is not None:
            return _run_batch(args, scoring)
        situation = _situation(args)
        score = score_sichuan(situation, scoring)
    except (_BatchError, SichuanInputError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result_json(scoring, score), ensure_ascii=False, indent=1))
    else:
        _print_table(situation, scoring, score)
    return 0
