"""Sichuan scoring throughput, against the omu checker where the oracle folder is found.

Wired by the CLI as ``mahjong-tui bench sichuan [--corpus PATH] [--repeat N]
[--json]``. Three figures over the oracle corpus, CPU time of this process, best
of ``--repeat`` passes each:

* ``batch_per_s``: the ``score --batch`` path, a JSON line in and an answer line out
  (parsing, checking, scoring, writing the JSON), preset ``sichuan-sbr``;
* ``ours_per_s``: :func:`score_sichuan` alone on situations built beforehand;
* ``omu_per_s``: the omu checker (``shared/sichuan-oracle/vendor/omu``, run in this
  process) on its own argument lists built beforehand, and ``ratio`` = ours / omu.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mahjong_tui.cli.arguments import count

__all__ = ["add_arguments", "default_corpus", "measure", "run"]

_OMU_SUIT = {"m": 10, "p": 20, "s": 30}


def default_corpus() -> Path | None:
    """The corpus in ``$MAHJONG_SHARED_DIR`` or in a ``shared/`` folder above this file."""
    env = os.environ.get("MAHJONG_SHARED_DIR")
    roots = [Path(env)] if env else [p / "shared" for p in Path(__file__).resolve().parents]
    for shared in roots:
        corpus = shared / "sichuan-oracle" / "corpus.jsonl"
        if corpus.is_file():
            return corpus
    return None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the benchmark's options to a parser."""
    parser.add_argument("--corpus", type=Path, default=None,
                        help="Sichuan oracle corpus (default: shared/sichuan-oracle/corpus.jsonl "
                             "found above the package)")
    parser.add_argument("--repeat", type=count(1), default=3,
                        help="timed passes; the best is reported (default 3)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")


def _best_rate(count: int, repeat: int, work: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(max(1, repeat)):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return count / best if best > 0 else float("inf")


def _omu_tile(text: str) -> int:
    return _OMU_SUIT[text[1]] + int(text[0])


def _omu_arguments(row: dict[str, Any]) -> tuple[list[int], list[str], list[str], int, int]:
    combos = []
    for m in row["melds"]:
        sign = "k" if m["type"] == "pung" else "G" if m["kind"] == "concealed" else "g"
        combos.append(f"{sign}{_omu_tile(m['tile'])}")
    way = []
    if row.get("robbing_kong"):
        way.append("抢杠")
    else:
        if row.get("self_drawn") and row.get("after_kong"):
            way.append("杠上花")
        if not row.get("self_drawn") and row.get("kong_discard"):
            way.append("杠上炮")
        if row.get("last_tile"):
            way.append("海底")
    void = row.get("void")
    return ([_omu_tile(t) for t in row["hand"]], combos, way, _omu_tile(row["win_tile"]),
            _OMU_SUIT[void] // 10 if void else 0)


def _omu_checker(corpus: Path) -> Any | None:
    vendor = corpus.parent / "vendor" / "omu"
    if not (vendor / "sichuan_hepai_check.py").is_file():
        return None
    sys.path.insert(0, str(vendor))
    try:
        return importlib.import_module("sichuan_hepai_check").Sichuan_Hepai_Check()
    except ImportError:
        return None
    finally:
        sys.path.remove(str(vendor))


def measure(corpus: Path, repeat: int = 3) -> dict[str, Any]:
    """Time the batch path, our scorer and (if present) omu's over the corpus."""
    from mahjong_tui.rulesets.sichuan.scoring import SBR, SichuanInputError, score_sichuan
    from mahjong_tui.rulesets.sichuan.scoring.corpus import answer_line, situation_from_json

    lines = [line for line in corpus.read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = [json.loads(line) for line in lines]
    situations = []
    for row in rows:
        try:
            situations.append(situation_from_json(row))
        except SichuanInputError:
            continue

    def batch() -> None:
        for line in lines:
            json.dumps(answer_line(json.loads(line), SBR), ensure_ascii=False)

    def ours() -> None:
        for s in situations:
            score_sichuan(s, SBR)

    figures: dict[str, Any] = {
        "situations": len(rows),
        "batch_per_s": round(_best_rate(len(lines), repeat, batch)),
        "ours_per_s": round(_best_rate(len(situations), repeat, ours)),
        "omu_per_s": None,
        "ratio": None,
    }
    checker = _omu_checker(corpus)
    if checker is not None:
        arguments = [_omu_arguments(row) for row in rows]

        def omu() -> None:
            for hand, combos, way, win, void in arguments:
                checker.hepai_check(hand, combos, way, win, dingque_suit=void)

        omu_rate = _best_rate(len(arguments), repeat, omu)
        figures["omu_per_s"] = round(omu_rate)
        figures["ratio"] = round(figures["ours_per_s"] / omu_rate, 3)
    return figures


def run(args: argparse.Namespace) -> int:
    """Print the figures; exit code 2 when no corpus is found."""
    corpus = args.corpus or default_corpus()
    if corpus is None or not corpus.is_file():
        print("mahjong-tui bench sichuan: no corpus (give --corpus PATH to "
              "shared/sichuan-oracle/corpus.jsonl)", file=sys.stderr)
        return 2
    figures = measure(corpus, args.repeat)
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"{figures['situations']} situations of {corpus}")
    print(f"batch path (JSON line in, answer out): {figures['batch_per_s']:,} situations/s")
    print(f"score_sichuan alone:                   {figures['ours_per_s']:,} situations/s")
    if figures["omu_per_s"] is not None:
        print(f"omu checker alone:                     {figures['omu_per_s']:,} situations/s "
              f"(ours / omu = {figures['ratio']})")
    return 0
