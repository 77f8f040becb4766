"""Micro-benchmark of the hand analysis: shanten calls per second.

Run with ``python -m bots.bench_analysis [--hands N] [--seed S] [--json]``. It
exposes ``add_arguments(parser)`` and ``run(args)`` like the other benchmarks, so
it can be wired as a ``bench`` subcommand. Figures: cold calls (fresh random hands,
caches cleared) and warm calls (the same hands again, as a bot re-evaluates), for
the shanten alone and with useful tiles, all shapes combined.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Sequence

__all__ = ["add_arguments", "main", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the options."""
    parser.add_argument("--hands", type=int, default=20_000, help="random hands (default 20000)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the hands (default 0)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _hands(n: int, seed: int) -> list[tuple[list[int], int]]:
    rng = random.Random(seed)
    out: list[tuple[list[int], int]] = []
    full = [i for i in range(34) for _ in range(4)]
    for _ in range(n):
        melds = rng.choice((0, 0, 0, 1, 1, 2, 3))
        rng.shuffle(full)
        counts = [0] * 34
        for t in full[: 13 - 3 * melds]:
            counts[t] += 1
        out.append((counts, melds))
    return out


def _rate(fn: Callable[[Sequence[int], int], object], hands: list[tuple[list[int], int]]
          ) -> float:
    start = time.perf_counter()
    for counts, melds in hands:
        fn(counts, melds)
    return len(hands) / (time.perf_counter() - start)


def _clear() -> None:
    from bots.caches import clear_hand_caches

    clear_hand_caches()


def run(args: argparse.Namespace) -> int:
    """Measure and print the figures."""
    from bots import analysis

    if args.hands < 1:
        print("bench analysis: --hands must be at least 1", file=sys.stderr)
        return 2
    hands = _hands(args.hands, args.seed)
    _clear()
    cold_shanten = _rate(analysis.shanten, hands)
    warm_shanten = _rate(analysis.shanten, hands)
    _clear()
    cold_useful = _rate(analysis.shanten_useful, hands)
    warm_useful = _rate(analysis.shanten_useful, hands)
    report = {
        "bench": "analysis", "hands": args.hands, "seed": args.seed,
        "shanten_calls_per_s_cold": round(cold_shanten),
        "shanten_calls_per_s_warm": round(warm_shanten),
        "shanten_useful_calls_per_s_cold": round(cold_useful),
        "shanten_useful_calls_per_s_warm": round(warm_useful),
    }
    if args.json:
        print(json.dumps(report, separators=(",", ":")))
    else:
        print(f"hand analysis, {args.hands} random hands (all five shapes, 0-3 declared sets):")
        print(f"  shanten:                {cold_shanten:10,.0f} calls/s cold, "
              f"{warm_shanten:10,.0f} warm")
        print(f"  shanten + useful tiles: {cold_useful:10,.0f} calls/s cold, "
              f"{warm_useful:10,.0f} warm")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(prog="python -m bots.bench_analysis",
                                     description=__doc__.splitlines()[0] if __doc__ else "")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
