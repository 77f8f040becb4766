"""Scoring throughput: ours against the reference calculator, same situations, same process.

Wired by the CLI as ``mahjong-tui bench scoring [--corpus PATH] [--json]``. Both
calculators get their input prepared beforehand (our :class:`Situation` objects,
MahjongGB's argument tuples), so the figures measure scoring only. Times are CPU
time of this process. The corpus is cut into chunks of 500 situations; after a
warm-up pass, each chunk is timed ``--repeat`` times for ours and for the
reference back to back (so a change in machine load hits both alike), and the
best pass of each chunk is summed. Before each pass of ours the whole-hand caches
are cleared: only caches shared across different hands (per-suit shape tables,
chow-group and pung-group fans) stay warm, and no result is served from a cache.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mahjong_tui.cli.arguments import count

if TYPE_CHECKING:
    from mahjong_tui.rulesets.mcr.scoring.types import Situation

__all__ = ["add_arguments", "default_corpus", "measure", "run"]

CHUNK = 500
"""Situations per timed chunk (ours and the reference alternate chunk by chunk)."""


def default_corpus() -> Path:
    """``<repo>/../shared/mcr-oracle/corpus.jsonl``."""
    return Path(__file__).resolve().parents[5] / "shared" / "mcr-oracle" / "corpus.jsonl"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the benchmark's options to a parser."""
    parser.add_argument("--corpus", type=Path, default=None,
                        help="oracle corpus JSONL (default: ../shared/mcr-oracle/corpus.jsonl)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--repeat", type=count(1), default=3,
                        help="timed passes; the best is reported (default 3)")


def _clear_hand_caches() -> None:
    from mahjong_tui.rulesets.mcr.scoring import fastpath, shapes, traits

    shapes.concealed_divisions.cache_clear()
    fastpath._waits.cache_clear()
    traits.tile_set_fans.cache_clear()


def measure(corpus: Path, repeat: int = 3) -> dict[str, Any]:
    """Time both calculators over the corpus.

    Returns:
        ``situations``, ``ours_per_s``, ``reference_per_s`` (None if MahjongGB is
        not installed) and ``ratio``.
    """
    from mahjong_tui.rulesets.mcr.scoring import InvalidHandError, score_hand
    from mahjong_tui.rulesets.mcr.scoring.corpus import read_corpus, situation_from_json

    with corpus.open(encoding="utf-8") as f:
        rows = list(read_corpus(f))
    situations: list[Situation | None] = []
    for row in rows:
        try:
            situations.append(situation_from_json(row))
        except InvalidHandError:
            situations.append(None)

    try:
        import MahjongGB  # type: ignore[import-not-found, import-untyped, unused-ignore]
    except ImportError:
        calc = None
    else:
        calc = MahjongGB.MahjongFanCalculator
    items = [(s, _reference_args(row)) for row, s in zip(rows, situations, strict=True)
             if s is not None]
    n = len(items)
    chunks = [items[i:i + CHUNK] for i in range(0, n, CHUNK)]

    def ours(chunk: list[tuple[Situation, tuple[Any, ...]]]) -> float:
        _clear_hand_caches()
        start = time.process_time()
        for s, _a in chunk:
            try:  # noqa: SIM105 (a with-block costs more inside the timed loop)
                score_hand(s)
            except InvalidHandError:
                pass
        return time.process_time() - start

    def reference(chunk: list[tuple[Situation, tuple[Any, ...]]]) -> float:
        assert calc is not None
        start = time.process_time()
        for _s, a in chunk:
            try:  # noqa: SIM105
                calc(*a, verbose=True)
            except TypeError:
                pass
        return time.process_time() - start

    # Warm-up, then chunk by chunk, ours and the reference back to back, so that a
    # change in machine load hits both alike; keep each chunk's best pass.
    for chunk in chunks:
        ours(chunk)
        if calc is not None:
            reference(chunk)
    ours_best = [min(ours(c) for _ in range(max(1, repeat))) for c in chunks] if calc is None \
        else []
    ref_best: list[float] = []
    if calc is not None:
        for chunk in chunks:
            o, r = [], []
            for _ in range(max(1, repeat)):
                o.append(ours(chunk))
                r.append(reference(chunk))
            ours_best.append(min(o))
            ref_best.append(min(r))
    ours_s = sum(ours_best)
    result: dict[str, Any] = {"situations": n, "ours_seconds": ours_s, "ours_per_s": n / ours_s,
                              "reference_per_s": None, "ratio": None}
    if ref_best:
        ref_s = sum(ref_best)
        result.update(reference_seconds=ref_s, reference_per_s=n / ref_s, ratio=ref_s / ours_s)
    return result


_GB_HONOR = {"E": "F1", "S": "F2", "W": "F3", "N": "F4", "C": "J1", "F": "J2", "P": "J3"}
_GB_SUIT = {"m": "W", "p": "B", "s": "T"}
_FROM = {"left": 1, "across": 2, "right": 3}
_WIND = {"E": 0, "S": 1, "W": 2, "N": 3}


def _gb(t: str) -> str:
    return _GB_HONOR.get(t) or _GB_SUIT[t[1]] + t[0]


def _reference_args(row: dict[str, Any]) -> tuple[Any, ...]:
    """MahjongGB's arguments for a corpus line (the mapping of the corpus FORMAT.md)."""
    packs = []
    for m in row["melds"]:
        if m["type"] == "chow":
            packs.append(("CHI", _gb(m["tiles"][1]), m["tiles"].index(m["claimed"]) + 1))
        elif m["type"] == "pung":
            packs.append(("PENG", _gb(m["tiles"][0]), _FROM[m["from"]]))
        else:
            packs.append(("GANG", _gb(m["tiles"][0]),
                          0 if m.get("concealed") else _FROM[m["from"]]))
    flags = set(row["flags"])
    return (tuple(packs), tuple(_gb(t) for t in row["hand"]), _gb(row["win_tile"]),
            row["flowers"], "self_drawn" in flags, "last_copy" in flags,
            bool(flags & {"robbing_kong", "kong_replacement"}), "last_wall_tile" in flags,
            _WIND[row["seat_wind"]], _WIND[row["prevalent_wind"]])


def run(args: argparse.Namespace) -> int:
    """Run the benchmark and print the figures; returns the exit code."""
    corpus = args.corpus or default_corpus()
    if not corpus.exists():
        print(f"error: corpus not found: {corpus}")
        return 2
    figures = measure(corpus, getattr(args, "repeat", 3))
    if args.json:
        print(json.dumps(figures, indent=1))
        return 0
    print(f"situations:          {figures['situations']}")
    print(f"ours:                {figures['ours_per_s']:,.0f} situations/s")
    if figures["reference_per_s"] is None:
        print("MahjongGB:           not installed (pip install pymahjonggb==1.4.0)")
    else:
        print(f"MahjongGB (C++):     {figures['reference_per_s']:,.0f} situations/s")
        print(f"ratio ours/MahjongGB: {figures['ratio']:.3f}")
    return 0
