"""``mahjong-tui bench bots``: duplicate evaluation of a candidate level against a baseline.

Each wall (a shuffled deal) is played four times as a single hand, with the
candidate in each seat in turn against three copies of the baseline. The game
runs in ``draw_mode="per_seat"``: every seat draws from its own queue, so a claim
does not change anyone's later draws (as tournament duplicate formats do), and
luck of the deal cancels out between the levels.

Figures for candidate and baseline: win rate, self-draw share of wins, deal-in
rate, average fan of wins (without flowers), points per hand, each with a 95%
confidence interval clustered by wall (the four plays of a wall are not
independent), the candidate-minus-baseline difference with its interval, and
decision time p50/p99, as wall-clock time and as the process's CPU time (which
other load on the machine does not inflate). Also counted: illegal actions and
wins under the ruleset's minimum fan (both must be 0).

``--ruleset sichuan`` / ``sichuan-sbr`` plays the same duplicate on Sichuan walls
(108 tiles, exchange and void suit as the preset has them); points are in base
units, the fan of a win is its counted (capped) fan, and two more rates are
reported per side: 花猪 (a ``Payment`` with reason ``flower pig``) and not ready
at a drawn end (reason ``not ready``, the 查大叫 payer).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from mahjong_tui.cli.arguments import seed as seed_type

__all__ = ["WallResult", "add_arguments", "load_wall_log", "play_wall", "run", "summarise",
           "wall_to_json"]

Z95 = 1.959963984540054


@dataclass(slots=True)
class Side:
    """Totals of one side (candidate or baseline) on one wall."""

    hands: int = 0
    wins: int = 0
    self_drawn: int = 0
    deal_ins: int = 0
    fan: int = 0
    points: int = 0
    flower_pigs: int = 0
    not_ready: int = 0


@dataclass(slots=True)
class WallResult:
    """Everything measured on one wall (four plays)."""

    wall: int
    candidate: Side = field(default_factory=Side)
    baseline: Side = field(default_factory=Side)
    draws: int = 0
    illegal: int = 0
    under_minimum: int = 0
    times_candidate: list[float] = field(default_factory=list)
    times_baseline: list[float] = field(default_factory=list)
    cpu_candidate: list[float] = field(default_factory=list)
    cpu_baseline: list[float] = field(default_factory=list)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``bench bots`` options."""
    parser.add_argument("--candidate", required=True, help="bot level under test")
    parser.add_argument("--baseline", required=True, help="bot level to beat")
    parser.add_argument("--walls", type=int, default=300, help="walls to play (default 300)")
    parser.add_argument("--seed", type=seed_type, default=0, help="seed of the walls (default 0)")
    from mahjong_tui.rulesets import ruleset_names

    parser.add_argument("--ruleset", choices=ruleset_names(), default="mcr", metavar="NAME",
                        help="the rules: " + ", ".join(ruleset_names()) + " (default mcr)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="worker processes (default 1; results do not depend on it)")
    parser.add_argument("--budget-ms", type=float, default=None, metavar="MS",
                        help="master: thinking time per decision (default 300)")
    parser.add_argument("--deterministic", action="store_true",
                        help="master: count the budget in playouts (--playouts), so the "
                             "run is the same on any machine")
    parser.add_argument("--playouts", type=int, default=None, metavar="N",
                        help="master with --deterministic: playouts per decision "
                             "(default 120)")
    parser.add_argument("--wall-log", metavar="FILE", default=None,
                        help="append each wall's measurements to FILE as a JSON line, in "
                             "wall order, as they come (a long run can be summarised "
                             "before it ends, see load_wall_log)")
    parser.add_argument("--json", action="store_true",
                        help="print the figures as one JSON object on the last line")


def _wall_seed(seed: int, wall: int) -> int:
    return seed * 1_000_003 + wall


def win_fan(result: Any) -> int:
    """The fan of a win's result: MCR's total without flowers, Sichuan's counted fan,
    else the value per payer (Guizhou's points)."""
    for name in ("total_without_flowers", "total_fan", "value"):
        fan = getattr(result, name, None)
        if fan is not None:
            return int(fan)
    return 0


def master_options(args: argparse.Namespace) -> dict[str, Any]:
    """The ``master`` settings the options ask for (only those given)."""
    out: dict[str, Any] = {}
    if getattr(args, "budget_ms", None) is not None:
        out["budget_ms"] = float(args.budget_ms)
    if getattr(args, "deterministic", False):
        out["deterministic"] = True
    if getattr(args, "playouts", None) is not None:
        out["playouts"] = int(args.playouts)
    return out


def play_wall(candidate: str, baseline: str, seed: int, wall: int,
              ruleset: str = "mcr", master: dict[str, Any] | None = None) -> WallResult:
    """Play one wall four times (candidate in each seat) and measure it; ``master``
    configures the ``master`` level first (see :func:`bots.master.configure`)."""
    from bots import get_bot

    if master:
        from bots.master import configure

        configure(**master)
    from mahjong_tui.engine.driver import GameLoop
    from mahjong_tui.engine.events import HandEnded, Payment, Won
    from mahjong_tui.engine.game import Game
    from mahjong_tui.rulesets import get_ruleset

    rules = get_ruleset(ruleset)
    ws = _wall_seed(seed, wall)
    out = WallResult(wall)
    for cand_player in range(4):
        # The same seed deals the same wall (and dice) each time: the duplicate.
        game = Game.new(ws, rules, hands=1, draw_mode="per_seat", first_dealer=0)
        agents = [get_bot(candidate if p == cand_player else baseline, ws * 8 + p * 2
                          + (p == cand_player)) for p in range(4)]
        loop = GameLoop(game, agents)  # an illegal answer is counted and replaced
        while not game.is_over:
            step = loop.step()
            cand = step.player == cand_player
            (out.times_candidate if cand else out.times_baseline).append(step.seconds)
            (out.cpu_candidate if cand else out.cpu_baseline).append(step.cpu_seconds)
        out.illegal += loop.illegal_actions
        won = [e for e in game.events if isinstance(e, Won)]
        if not won:
            out.draws += 1
        ended = [e for e in game.events if isinstance(e, HandEnded)]
        for p in range(4):
            side = out.candidate if p == cand_player else out.baseline
            side.hands += 1
            side.points += sum(e.deltas[p] for e in ended)
        for e in game.events:
            if isinstance(e, Payment) and e.reason in ("flower pig", "not ready"):
                side = out.candidate if e.player == cand_player else out.baseline
                if e.reason == "flower pig":
                    side.flower_pigs += 1
                else:
                    side.not_ready += 1
        for e in won:
            fan = win_fan(e.result)
            if fan < rules.min_fan:
                out.under_minimum += 1
            side = out.candidate if e.player == cand_player else out.baseline
            side.wins += 1
            side.fan += fan
            if e.from_player is None:
                side.self_drawn += 1
            else:
                loser = out.candidate if e.from_player == cand_player else out.baseline
                loser.deal_ins += 1
    return out


def _ratio_ci(num: Sequence[float], den: Sequence[float]) -> tuple[float, float, float]:
    """Ratio of sums with a cluster-robust 95% interval (delta method, one cluster per
    wall): ``(estimate, low, high)``; NaN when undefined."""
    n = len(num)
    total_den = sum(den)
    if n == 0 or total_den == 0:
        return math.nan, math.nan, math.nan
    r = sum(num) / total_den
    if n < 2:
        return r, math.nan, math.nan
    mean_den = total_den / n
    var = sum((a - r * b) ** 2 for a, b in zip(num, den, strict=True)) / (n * (n - 1))
    se = math.sqrt(var) / mean_den
    return r, r - Z95 * se, r + Z95 * se


def _mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    return _ratio_ci(values, [1.0] * len(values))


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return math.nan
    values = sorted(values)
    k = min(len(values) - 1, max(0, math.ceil(q * len(values)) - 1))
    return values[k]


def _fig(est: tuple[float, float, float], digits: int = 4) -> dict[str, float | None]:
    def r(x: float) -> float | None:
        return None if math.isnan(x) else round(x, digits)

    return {"value": r(est[0]), "ci95": [r(est[1]), r(est[2])]}  # type: ignore[dict-item]


def summarise(results: Sequence[WallResult], candidate: str, baseline: str, seed: int,
              seconds: float, ruleset: str = "mcr") -> dict[str, Any]:
    """The report as a JSON-ready dict."""
    from mahjong_tui.rulesets import get_ruleset

    family = get_ruleset(ruleset).family
    sichuan = family == "sichuan"
    report: dict[str, Any] = {
        "bench": "bots", "ruleset": ruleset, "candidate": candidate, "baseline": baseline,
        "seed": seed, "walls": len(results), "hands_played": 4 * len(results),
        "draws": sum(r.draws for r in results),
        "illegal_actions": sum(r.illegal for r in results),
    }
    if family == "mcr":
        report["wins_under_8_fan"] = sum(r.under_minimum for r in results)
    report["seconds"] = round(seconds, 1)
    per_side: dict[str, dict[str, Any]] = {}
    for name in ("candidate", "baseline"):
        sides = [getattr(r, name) for r in results]
        hands = [float(s.hands) for s in sides]
        wins = [float(s.wins) for s in sides]
        times = [t for r in results for t in getattr(r, f"times_{name}")]
        cpus = [t for r in results for t in getattr(r, f"cpu_{name}")]
        per_side[name] = {
            "level": candidate if name == "candidate" else baseline,
            "player_hands": int(sum(hands)),
            "win_rate": _fig(_ratio_ci(wins, hands)),
            "self_draw_share": _fig(_ratio_ci([float(s.self_drawn) for s in sides], wins)),
            "deal_in_rate": _fig(_ratio_ci([float(s.deal_ins) for s in sides], hands)),
            "avg_fan_of_wins": _fig(_ratio_ci([float(s.fan) for s in sides], wins), 2),
            "points_per_hand": _fig(_ratio_ci([float(s.points) for s in sides], hands), 2),
        }
        if sichuan:
            per_side[name]["flower_pig_rate"] = _fig(
                _ratio_ci([float(s.flower_pigs) for s in sides], hands))
            per_side[name]["not_ready_at_draw_rate"] = _fig(
                _ratio_ci([float(s.not_ready) for s in sides], hands))
        per_side[name] |= {
            "decision_ms_p50": round(_percentile(times, 0.50) * 1000, 3),
            "decision_ms_p99": round(_percentile(times, 0.99) * 1000, 3),
            "decision_cpu_ms_p50": round(_percentile(cpus, 0.50) * 1000, 3),
            "decision_cpu_ms_p99": round(_percentile(cpus, 0.99) * 1000, 3),
            "decisions": len(times),
        }
    report.update(per_side)
    diff: dict[str, Any] = {}
    for metric, attr in (("win_rate", "wins"), ("deal_in_rate", "deal_ins"),
                         ("points_per_hand", "points")):
        per_wall = [getattr(r.candidate, attr) / max(1, r.candidate.hands)
                    - getattr(r.baseline, attr) / max(1, r.baseline.hands) for r in results]
        diff[metric] = _fig(_mean_ci(per_wall), 4 if metric != "points_per_hand" else 2)
    report["difference"] = diff
    return report


def _walls(args: argparse.Namespace) -> Iterator[WallResult]:
    master = master_options(args)
    tasks = [(args.candidate, args.baseline, args.seed, w, args.ruleset, master)
             for w in range(args.walls)]
    if args.jobs <= 1:
        for task in tasks:
            yield play_wall(*task)
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        yield from pool.imap(_play_packed, tasks, chunksize=1)


def wall_to_json(result: WallResult) -> str:
    """One wall's measurements as a JSON line."""
    return json.dumps(asdict(result), separators=(",", ":"))


def load_wall_log(path: str) -> list[WallResult]:
    """The walls a ``--wall-log`` file holds, for :func:`summarise`."""
    out: list[WallResult] = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            data = json.loads(line)
            data["candidate"] = Side(**data["candidate"])
            data["baseline"] = Side(**data["baseline"])
            out.append(WallResult(**data))
    return out


def _play_packed(task: tuple[str, str, int, int, str, dict[str, Any]]) -> WallResult:
    return play_wall(*task)


def _logged(walls: Iterator[WallResult], log: Any) -> Iterator[WallResult]:
    with log:
        for r in walls:
            log.write(wall_to_json(r) + "\n")
            log.flush()
            yield r


def _print_text(report: dict[str, Any]) -> None:
    print(f"bench bots ({report['ruleset']}): {report['candidate']['level']} (candidate) vs "
          f"{report['baseline']['level']} "
          f"(baseline), {report['walls']} walls x 4 seats, seed {report['seed']}, "
          f"{report['seconds']} s")

    def cell(fig: dict[str, Any], pct: bool) -> str:
        v, (lo, hi) = fig["value"], fig["ci95"]
        if v is None:
            return "n/a"
        if pct:
            return f"{v * 100:6.2f}% [{(lo or 0) * 100:.2f}, {(hi or 0) * 100:.2f}]"
        return f"{v:7.2f} [{lo}, {hi}]"

    rows = (("win rate", "win_rate", True), ("self-draw share", "self_draw_share", True),
            ("deal-in rate", "deal_in_rate", True), ("avg fan of wins", "avg_fan_of_wins", False),
            ("points / hand", "points_per_hand", False))
    extra: tuple[tuple[str, str, bool], ...] = ()
    if "flower_pig_rate" in report["candidate"]:
        extra = (("flower pig rate", "flower_pig_rate", True),
                 ("not ready @ draw", "not_ready_at_draw_rate", True))
    for side in ("candidate", "baseline"):
        s = report[side]
        print(f"  {side} {s['level']} ({s['player_hands']} player-hands):")
        for label, key, pct in rows + extra:
            print(f"    {label:16} {cell(s[key], pct)}")
        print(f"    decision time    p50 {s['decision_ms_p50']} ms, "
              f"p99 {s['decision_ms_p99']} ms ({s['decisions']} decisions); CPU time "
              f"p50 {s['decision_cpu_ms_p50']} ms, p99 {s['decision_cpu_ms_p99']} ms")
    d = report["difference"]
    print(f"  difference (candidate - baseline): win rate {cell(d['win_rate'], True)}, "
          f"points/hand {cell(d['points_per_hand'], False)}")
    line = f"  draws {report['draws']}, illegal actions {report['illegal_actions']}"
    if "wins_under_8_fan" in report:
        line += f", wins under 8 fan {report['wins_under_8_fan']}"
    print(line)


def run(args: argparse.Namespace) -> int:
    """Run the benchmark and print its figures; returns the exit code."""
    from bots import BOT_LEVELS

    for level in (args.candidate, args.baseline):
        if level not in BOT_LEVELS:
            print(f"mahjong-tui bench bots: unknown level {level!r} "
                  f"(known: {', '.join(BOT_LEVELS)})", file=sys.stderr)
            return 2
    if args.walls < 1:
        print("mahjong-tui bench bots: --walls must be at least 1", file=sys.stderr)
        return 2
    if args.jobs < 1:
        print("mahjong-tui bench bots: --jobs must be at least 1", file=sys.stderr)
        return 2
    from bots.master import configure

    try:
        configure(**master_options(args))
    except ValueError as exc:
        print(f"mahjong-tui bench bots: {exc}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    results: list[WallResult] = []
    walls = _walls(args)
    if args.wall_log is not None:
        try:
            log = open(args.wall_log, "a", encoding="utf-8")  # noqa: SIM115 - kept open
        except OSError as exc:
            print(f"mahjong-tui bench bots: cannot write the wall log: {exc}",
                  file=sys.stderr)
            return 2
        walls = _logged(walls, log)
    if sys.stderr.isatty():
        from rich.console import Console
        from rich.progress import Progress

        with Progress(console=Console(stderr=True), transient=True) as progress:
            task = progress.add_task(f"{args.candidate} vs {args.baseline}", total=args.walls)
            for r in walls:
                results.append(r)
                progress.advance(task)
    else:
        results.extend(walls)
    report = summarise(results, args.candidate, args.baseline, args.seed,
                       time.perf_counter() - start, args.ruleset)
    if "master" in (args.candidate, args.baseline):
        from bots.master import MasterSettings

        settings = MasterSettings(**master_options(args))
        report["master"] = {"budget_ms": settings.budget_ms,
                            "deterministic": settings.deterministic,
                            "playouts": settings.playouts if settings.deterministic else None,
                            "candidates": settings.candidates,
                            "families": sorted(settings.families)}
    if args.json:
        print(json.dumps(report, separators=(",", ":")))
    else:
        _print_text(report)
    return 0
