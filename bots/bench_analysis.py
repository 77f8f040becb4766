"""``mahjong-tui bench analysis``: speed of the hand analysis, against MahjongGB.

Also ``python -m bots.bench_analysis [--hands N] [--seed S] [--json]``. Figures,
on the same random hands (0-3 declared pungs, the rest dealt from the wall):

* ours: shanten over all shapes (:func:`bots.analysis.shanten`) and shanten with
  useful tiles (:func:`bots.analysis.shanten_useful`), *cold* (fresh hands: the
  whole-hand caches are emptied, the per-group tables stay, as in play) and
  *warm* (the same hands again, answered from the cache);
* when the reference library (``pymahjonggb``, module ``MahjongGB``) is
  installed: ``MahjongShanten`` (shanten over all shapes) and ``RegularShanten``
  (shanten and useful tiles of the regular shape), the ratios ours / reference,
  and how many answers differ (shanten against ``MahjongShanten``, the regular
  shape's shanten and useful tiles against ``RegularShanten``; both must be 0).

Hands are timed in interleaved chunks (ours, then the reference, on each chunk),
so a change in the machine's load affects both sides alike.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_tui.cli.arguments import seed as seed_type

__all__ = ["BenchHand", "add_arguments", "hands", "main", "run"]

CHUNK = 500
"""Hands per timed chunk."""


@dataclass(frozen=True, slots=True)
class BenchHand:
    """One benchmark hand in both notations.

    Attributes:
        counts: 34 counts of the standing tiles.
        melds: declared sets.
        gb_hand: the standing tiles as MahjongGB names.
        gb_packs: the declared sets as MahjongGB packs.
    """

    counts: tuple[int, ...]
    melds: int
    gb_hand: tuple[str, ...]
    gb_packs: tuple[tuple[str, str, int], ...]


def gb_name(i: int) -> str:
    """MahjongGB's name of tile index ``i`` (W characters, B dots, T bamboo)."""
    if i < 27:
        return "WBT"[i // 9] + str(i % 9 + 1)
    return f"F{i - 26}" if i < 31 else f"J{i - 30}"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the options."""
    parser.add_argument("--hands", type=int, default=20_000, help="random hands (default 20000)")
    parser.add_argument("--seed", type=seed_type, default=0, help="seed of the hands (default 0)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def hands(n: int, seed: int) -> list[BenchHand]:
    """``n`` seeded random hands: 0-3 declared pungs, the standing tiles dealt after."""
    rng = random.Random(seed)
    out: list[BenchHand] = []
    wall = [i for i in range(34) for _ in range(4)]
    for _ in range(n):
        melds = rng.choice((0, 0, 0, 1, 1, 2, 3))
        rng.shuffle(wall)
        left = [4] * 34
        packs: list[tuple[str, str, int]] = []
        for kind in rng.sample(range(34), melds):
            left[kind] -= 3
            packs.append(("PENG", gb_name(kind), rng.randint(1, 3)))
        counts = [0] * 34
        dealt = 0
        for t in wall:
            if dealt == 13 - 3 * melds:
                break
            if counts[t] < left[t]:
                counts[t] += 1
                dealt += 1
        out.append(BenchHand(tuple(counts), melds,
                             tuple(gb_name(i) for i in range(34) for _ in range(counts[i])),
                             tuple(packs)))
    return out


def _time(fn: Callable[[BenchHand], object], chunk: Sequence[BenchHand]) -> float:
    start = time.perf_counter()
    for h in chunk:
        fn(h)
    return time.perf_counter() - start


def _reference() -> Any:
    try:
        import MahjongGB  # type: ignore[import-not-found]
    except ImportError:
        return None
    return MahjongGB


def _measure(sample: list[BenchHand], gb: Any) -> dict[str, float]:
    from bots import analysis
    from bots.caches import clear_hand_caches

    def ours_shanten(h: BenchHand) -> object:
        return analysis.shanten(h.counts, h.melds)

    def ours_useful(h: BenchHand) -> object:
        return analysis.shanten_useful(h.counts, h.melds)

    # The per-group tables are read once per process, before any timing.
    analysis.shanten_useful(sample[0].counts, sample[0].melds)
    seconds = dict.fromkeys(("shanten_cold", "shanten_warm", "useful_cold", "useful_warm",
                             "gb_mahjong", "gb_regular"), 0.0)
    for start in range(0, len(sample), CHUNK):
        chunk = sample[start:start + CHUNK]
        clear_hand_caches()
        seconds["shanten_cold"] += _time(ours_shanten, chunk)
        seconds["shanten_warm"] += _time(ours_shanten, chunk)
        seconds["useful_cold"] += _time(ours_useful, chunk)
        seconds["useful_warm"] += _time(ours_useful, chunk)
        if gb is not None:
            seconds["gb_mahjong"] += _time(lambda h: gb.MahjongShanten(h.gb_packs, h.gb_hand),
                                           chunk)
            seconds["gb_regular"] += _time(lambda h: gb.RegularShanten(h.gb_hand), chunk)
    return {k: len(sample) / v for k, v in seconds.items() if v > 0}


def _mismatches(sample: list[BenchHand], gb: Any) -> dict[str, int]:
    from bots import analysis, shanten

    index = {gb_name(i): i for i in range(34)}
    overall = regular = 0
    for h in sample:
        if analysis.shanten(h.counts, h.melds) != gb.MahjongShanten(h.gb_packs, h.gb_hand):
            overall += 1
        s, useful = gb.RegularShanten(h.gb_hand)
        mask = sum(1 << index[t] for t in useful)
        if shanten.regular(h.counts, h.melds) != (s, mask):
            regular += 1
    return {"shanten_vs_MahjongShanten": overall, "regular_vs_RegularShanten": regular}


def run(args: argparse.Namespace) -> int:
    """Measure and print the figures."""
    if args.hands < 1:
        print("mahjong-tui bench analysis: --hands must be at least 1", file=sys.stderr)
        return 2
    sample = hands(args.hands, args.seed)
    gb = _reference()
    rates = _measure(sample, gb)
    report: dict[str, Any] = {
        "bench": "analysis", "hands": args.hands, "seed": args.seed,
        "shanten_calls_per_s_cold": round(rates["shanten_cold"]),
        "shanten_calls_per_s_warm": round(rates["shanten_warm"]),
        "shanten_useful_calls_per_s_cold": round(rates["useful_cold"]),
        "shanten_useful_calls_per_s_warm": round(rates["useful_warm"]),
        "reference": None,
    }
    if gb is not None:
        report["reference"] = {
            "MahjongShanten_calls_per_s": round(rates["gb_mahjong"]),
            "RegularShanten_calls_per_s": round(rates["gb_regular"]),
            "shanten_cold_vs_MahjongShanten": round(rates["shanten_cold"] / rates["gb_mahjong"], 3),
            "useful_cold_vs_RegularShanten": round(rates["useful_cold"] / rates["gb_regular"], 3),
            "mismatches": _mismatches(sample, gb),
        }
    if args.json:
        print(json.dumps(report, separators=(",", ":")))
        return 0
    print(f"hand analysis, {args.hands} random hands (all five shapes, 0-3 declared sets), "
          f"seed {args.seed}:")
    print(f"  shanten:                {rates['shanten_cold']:10,.0f} calls/s cold, "
          f"{rates['shanten_warm']:10,.0f} warm")
    print(f"  shanten + useful tiles: {rates['useful_cold']:10,.0f} calls/s cold, "
          f"{rates['useful_warm']:10,.0f} warm")
    ref = report["reference"]
    if ref is None:
        print("  MahjongGB is not installed (pymahjonggb, in the test extra): no ratios")
        return 0
    print(f"  MahjongGB.MahjongShanten {ref['MahjongShanten_calls_per_s']:10,} calls/s: "
          f"ours cold {ref['shanten_cold_vs_MahjongShanten']:.3f}x")
    print(f"  MahjongGB.RegularShanten {ref['RegularShanten_calls_per_s']:10,} calls/s: "
          f"ours with useful tiles (all shapes) cold {ref['useful_cold_vs_RegularShanten']:.3f}x")
    m = ref["mismatches"]
    print(f"  answers that differ: {m['shanten_vs_MahjongShanten']} shanten, "
          f"{m['regular_vs_RegularShanten']} regular shanten or useful tiles")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(prog="python -m bots.bench_analysis",
                                     description=__doc__.splitlines()[0] if __doc__ else "")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
