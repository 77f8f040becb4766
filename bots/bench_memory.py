"""``mahjong-tui bench memory``: the bots' memory footprint over many hands.

Each run plays in a fresh child process, so its figures are its own: ``N`` hands
of four bots (as ``simulate`` plays them: 16-hand matches, seeds ``S``, ``S+1``,
...) for every ``N`` given, then one whole watch match (16 hands through the same
engine loop the watch mode uses). For each run: peak and final resident set size
(``VmHWM`` / ``VmRSS``), decisions per second, and every cache the bots use with
its size, bound and hit rate. With several ``N`` it also prints the peak of the
longest run over the peak of the shortest: close to 1 when the footprint levels
off.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from mahjong_tui.cli.arguments import seed as seed_type

__all__ = ["add_arguments", "measure", "read_rss_mb", "run"]

HANDS_PER_MATCH = 16
"""Hands of a watch match (and of each match of a hands run)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``bench memory`` options."""
    parser.add_argument("--hands", default="200", metavar="N[,N...]",
                        help="hands per run, comma-separated, one child process each "
                             "(default 200)")
    parser.add_argument("--seed", type=seed_type, default=2,
                        help="seed of the first match (default 2)")
    parser.add_argument("--bots", default="expert,expert,expert,expert", metavar="L1,L2,L3,L4",
                        help="four bot levels (default: four expert bots)")
    parser.add_argument("--no-watch", action="store_true", help="skip the watch-match run")
    parser.add_argument("--json", action="store_true",
                        help="print the figures as one JSON object on the last line")


def read_rss_mb() -> tuple[float | None, float | None]:
    """``(peak, current)`` resident set size of this process in MB (``None`` if unknown).

    Reads ``/proc/self/status`` (``VmHWM``, ``VmRSS``); elsewhere the peak comes
    from ``getrusage`` and the current size is unknown.
    """
    peak: float | None = None
    current: float | None = None
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    peak = int(line.split()[1]) / 1024
                elif line.startswith("VmRSS:"):
                    current = int(line.split()[1]) / 1024
    except OSError:
        import resource

        # ru_maxrss is in kilobytes on Linux, bytes on macOS.
        scale = 1024 * 1024 if sys.platform == "darwin" else 1024
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / scale
    return peak, current


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 1)


def measure(kind: str, hands: int, seed: int, levels: Sequence[str]) -> dict[str, Any]:
    """Play one run in this process and return its figures (``kind`` is ``"hands"``
    or ``"watch_match"``; a watch match is ``HANDS_PER_MATCH`` hands)."""
    from bots import get_bot
    from bots.caches import cache_stats, group_table_stats
    from mahjong_tui.engine.driver import step
    from mahjong_tui.engine.game import Game

    played = 0
    decisions = 0
    start = time.perf_counter()
    match = 0
    while played < hands:
        n = min(HANDS_PER_MATCH, hands - played)
        match_seed = seed + match
        game = Game.new(match_seed, players=tuple(f"{b}-{i}" for i, b in enumerate(levels)),
                        hands=n)
        agents = [get_bot(level, match_seed * 4 + i) for i, level in enumerate(levels)]
        while not game.is_over:
            step(game, agents)
            decisions += 1
        played += n
        match += 1
    seconds = time.perf_counter() - start
    peak, final = read_rss_mb()
    return {
        "run": kind, "hands": hands, "decisions": decisions,
        "seconds": round(seconds, 2),
        "decisions_per_s": round(decisions / seconds, 1) if seconds > 0 else None,
        "peak_rss_mb": _round(peak), "final_rss_mb": _round(final),
        "caches": [{**asdict(c), "hit_rate": round(c.hit_rate, 4)} for c in cache_stats()],
        "group_tables": group_table_stats(),
    }


def _child(conn: Any, kind: str, hands: int, seed: int, levels: Sequence[str]) -> None:
    conn.send(measure(kind, hands, seed, levels))
    conn.close()


def _in_child(kind: str, hands: int, seed: int, levels: Sequence[str]) -> dict[str, Any]:
    import multiprocessing

    ctx = multiprocessing.get_context("spawn")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(child, kind, hands, seed, tuple(levels)))
    proc.start()
    child.close()
    report: dict[str, Any] = parent.recv()
    proc.join()
    return report


def _parse_hands(text: str) -> list[int]:
    try:
        values = [int(p) for p in text.split(",")]
    except ValueError:
        raise ValueError(f"--hands takes whole numbers separated by commas, not {text!r}") from None
    if any(v < 1 for v in values):
        raise ValueError("--hands must be at least 1")
    return values


def _print_text(report: dict[str, Any]) -> None:
    print(f"bench memory: {','.join(report['bots'])}, seed {report['seed']}, "
          "one child process per run")
    print(f"  {'run':18} {'decisions':>9} {'dec/s':>7} {'peak RSS':>10} {'final RSS':>10} "
          f"{'seconds':>8}")
    for r in report["runs"]:
        label = f"{r['hands']} hands" if r["run"] == "hands" else f"watch match ({r['hands']})"
        peak = "n/a" if r["peak_rss_mb"] is None else f"{r['peak_rss_mb']:.1f} MB"
        final = "n/a" if r["final_rss_mb"] is None else f"{r['final_rss_mb']:.1f} MB"
        print(f"  {label:18} {r['decisions']:>9} {r['decisions_per_s']:>7} {peak:>10} "
              f"{final:>10} {r['seconds']:>8}")
    if report["peak_ratio"] is not None:
        print(f"  peak of the longest run / peak of the shortest: {report['peak_ratio']:.3f}")
    longest = max(report["runs"], key=lambda r: r["hands"])
    print(f"  caches after {longest['hands']} hands (entries / bound, hit rate):")
    for c in longest["caches"]:
        print(f"    {c['name']:28} {c['size']:>7} / {c['bound']:<7} {c['hit_rate'] * 100:6.2f}%")
    g = longest["group_tables"]
    print(f"  per-group table arrays: {g['filled']:,} of {g['capacity']:,} entries filled "
          f"({g['bytes'] / 2**20:.1f} MB, fixed), {g['distinct_tables']} distinct tables")


def run(args: argparse.Namespace) -> int:
    """Run the benchmark and print its figures; returns the exit code."""
    from bots import BOT_LEVELS

    try:
        counts = _parse_hands(args.hands)
    except ValueError as exc:
        print(f"mahjong-tui bench memory: {exc}", file=sys.stderr)
        return 2
    levels = [p.strip() for p in args.bots.split(",")]
    if len(levels) != 4 or any(level not in BOT_LEVELS for level in levels):
        print(f"mahjong-tui bench memory: --bots takes four levels separated by commas "
              f"(known: {', '.join(BOT_LEVELS)}), not {args.bots!r}", file=sys.stderr)
        return 2
    runs = [_in_child("hands", n, args.seed, levels) for n in counts]
    hand_runs = list(runs)
    if not args.no_watch:
        runs.append(_in_child("watch_match", HANDS_PER_MATCH, args.seed, levels))
    ratio = None
    if len(hand_runs) > 1:
        shortest = min(hand_runs, key=lambda r: r["hands"])
        longest = max(hand_runs, key=lambda r: r["hands"])
        if shortest["peak_rss_mb"] and longest["peak_rss_mb"] is not None:
            ratio = round(longest["peak_rss_mb"] / shortest["peak_rss_mb"], 3)
    report = {"bench": "memory", "bots": levels, "seed": args.seed, "runs": runs,
              "peak_ratio": ratio}
    if args.json:
        print(json.dumps(report, separators=(",", ":")))
    else:
        _print_text(report)
    return 0
