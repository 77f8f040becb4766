"""``mahjong-tui simulate``: play hands headless with bots and print figures."""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mahjong_tui.cli.arguments import seed as seed_type

__all__ = ["register", "run", "simulate"]


def register(subparsers: Any) -> None:
    """Add the ``simulate`` subcommand."""
    from mahjong_tui.rulesets import ruleset_names

    p = subparsers.add_parser(
        "simulate", help="play N hands headless with bots and print figures",
        description="Play N hands headless (as many 16-hand matches as needed) with bots. "
                    "With --json the last line printed is one JSON object of figures.")
    p.add_argument("--hands", type=int, required=True, help="number of hands to play")
    p.add_argument("--seed", type=seed_type, default=0, help="seed of the first match (default 0)")
    p.add_argument("--bots", default="random,random,random,random",
                   help="four bot levels, comma-separated (default: four random bots)")
    p.add_argument("--ruleset", default="mcr",
                   help="the rules: " + ", ".join(ruleset_names()) + " (default mcr)")
    p.add_argument("--draw-mode", choices=("wall", "per_seat"), default="wall",
                   help="wall (default) or per_seat (duplicate-style draw queues)")
    p.add_argument("--log", metavar="FILE", help="write the game record(s); with several "
                   "matches FILE-1.jsonl, FILE-2.jsonl, ... (stem-k.suffix); an existing "
                   "file is never overwritten")
    p.add_argument("--json", action="store_true", help="print the figures as one JSON line")
    p.add_argument("--jobs", type=int, default=1,
                   help="worker processes, one match each at a time (default 1; the "
                        "figures do not depend on it)")
    p.add_argument("--budget-ms", type=float, default=None, metavar="MS",
                   help="master: thinking time per decision (default 300)")
    p.add_argument("--deterministic", action="store_true",
                   help="master: count the budget in playouts (--playouts)")
    p.add_argument("--playouts", type=int, default=None, metavar="N",
                   help="master with --deterministic: playouts per decision (default 120)")
    p.add_argument("--check-invariants", action="store_true",
                   help="check the table invariants after every event and action and "
                        "replay every record (slow; for soak runs)")
    p.set_defaults(func=run)


def _log_path(base: str, k: int, matches: int) -> Path:
    path = Path(base)
    if matches == 1:
        return path
    suffix = path.suffix or ".jsonl"
    return path.with_name(f"{path.stem}-{k}{suffix}")


_STATS = ("hands", "wins", "self_drawn_wins", "draws", "false_wins", "illegal_actions",
          "invariant_failures", "replay_failures")


def simulate(hands: int, *, seed: int = 0, bots: tuple[str, ...] = ("random",) * 4,
             ruleset_name: str = "mcr", log: str | None = None,
             check: bool = False, progress: Any = None,
             draw_mode: str = "wall", jobs: int = 1,
             master: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play ``hands`` hands and return the figures.

    Matches are independent (match ``k`` has seed ``seed + k``), so with ``jobs`` > 1
    they run in worker processes and their figures are added up in match order: the
    same figures as with one process. ``master`` configures the ``master`` level
    (see :func:`bots.master.configure`).

    Raises:
        ValueError: bad arguments (unknown bot or ruleset).
    """
    from bots import get_bot
    from mahjong_tui.rulesets import RULESETS

    if hands < 1:
        raise ValueError("--hands must be at least 1")
    if jobs < 1:
        raise ValueError("--jobs must be at least 1")
    ruleset = RULESETS.get(ruleset_name)
    if ruleset is None:
        raise ValueError(f"unknown ruleset {ruleset_name!r} (known: {', '.join(RULESETS)})")
    if len(bots) != 4:
        raise ValueError(f"--bots needs 4 comma-separated levels, got {len(bots)}")
    for level in bots:
        get_bot(level, 0)  # validate early
    if master:
        from bots.master import configure

        configure(**master)
    per_match = ruleset.hands_per_match
    matches = (hands + per_match - 1) // per_match
    if log is not None:
        for k in range(matches):
            if _log_path(log, k + 1, matches).exists():
                raise ValueError(f"{_log_path(log, k + 1, matches)} already exists; choose "
                                 "another --log name or delete it (records are never "
                                 "overwritten)")
    stats = dict.fromkeys(_STATS, 0)
    tasks = [_MatchTask(m, min(per_match, hands - m * per_match), seed + m, bots,
                        ruleset_name, None if log is None else
                        str(_log_path(log, m + 1, matches)), check, draw_mode, master or {})
             for m in range(matches)]
    with _roomy_gc():
        start = time.perf_counter()
        if jobs == 1 or matches == 1:
            for task in tasks:
                _add(stats, _play_match(task, progress))
        else:
            import multiprocessing

            with multiprocessing.get_context("spawn").Pool(min(jobs, matches)) as pool:
                for task, result in zip(tasks, pool.imap(_play_task, tasks), strict=True):
                    _add(stats, result)
                    if progress is not None:
                        progress(task.hands)
        elapsed = time.perf_counter() - start
    out: dict[str, Any] = dict(stats)
    if not check:
        del out["invariant_failures"], out["replay_failures"]
    out.update(matches=matches, seed=seed, bots=list(bots), ruleset=ruleset.name,
               draw_mode=draw_mode,
               elapsed_s=round(elapsed, 3),
               hands_per_s=round(stats["hands"] / elapsed, 1) if elapsed > 0 else None)
    return out


def _add(stats: dict[str, int], more: dict[str, int]) -> None:
    for k, v in more.items():
        stats[k] += v


@dataclass(frozen=True, slots=True)
class _MatchTask:
    """One match of a simulation (picklable, for the worker processes)."""

    index: int
    hands: int
    seed: int
    bots: tuple[str, ...]
    ruleset: str
    log: str | None
    check: bool
    draw_mode: str
    master: dict[str, Any]


def _play_task(task: _MatchTask) -> dict[str, int]:
    return _play_match(task, None)


def _play_match(task: _MatchTask, progress: Any) -> dict[str, int]:
    """Play one match; its figures."""
    from bots import get_bot
    from mahjong_tui.engine.game import Game
    from mahjong_tui.rulesets import RULESETS

    if task.master:
        from bots.master import configure

        configure(**task.master)
    stats = dict.fromkeys(_STATS, 0)
    ruleset = RULESETS[task.ruleset]
    game = Game.new(task.seed, ruleset,
                    players=tuple(f"{b}-{i}" for i, b in enumerate(task.bots)),
                    hands=task.hands,
                    draw_mode="per_seat" if task.draw_mode == "per_seat" else "wall")
    agents = [get_bot(level, task.seed * 4 + i) for i, level in enumerate(task.bots)]
    writer = None
    if task.log is not None:
        from mahjong_tui.engine.record import RecordWriter

        writer = RecordWriter(Path(task.log), game.header(), flush_each=False)
        writer.attach(game)
    try:
        _play(game, agents, stats, task.check, progress)
    finally:
        if writer is not None:
            writer.close()
    if task.check:
        from mahjong_tui.engine.record import RecordError, load, loads, replay

        try:
            if writer is not None:
                replay(load(writer.path))
            else:
                replay(loads(game.record.to_jsonl()))
        except RecordError as exc:
            stats["replay_failures"] += 1
            print(f"replay failed for seed {task.seed}: {exc}", file=sys.stderr)
    return stats


@contextlib.contextmanager
def _roomy_gc() -> Iterator[None]:
    """Raise the collector's first threshold for the length of a simulation.

    The engine allocates many short-lived tuples per decision and keeps no cycles worth
    collecting mid-run, so a larger first-generation threshold spares the cyclic
    collector most of its passes; the results are unaffected.
    """
    thresholds = gc.get_threshold()
    gc.set_threshold(max(thresholds[0], 50_000), *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)


def _count_illegal(stats: dict[str, int], player: int, action: Any) -> None:
    stats["illegal_actions"] += 1
    print(f"illegal action by player {player}: {getattr(action, 'text', action)!r}",
          file=sys.stderr)


def _play(game: Any, agents: list[Any], stats: dict[str, int], check: bool,
          progress: Any) -> None:
    from mahjong_tui.engine.driver import GameLoop
    from mahjong_tui.engine.events import FalseWin, HandEnded, Won

    tracker = None
    steps = 0
    stepping = [game.hand]
    if check:
        from mahjong_tui.engine.invariants import EventTracker, InvariantError, check_invariants

        # The tiles a ruleset keeps back at the tail (Beijing, Jindi) are the hand
        # rules' own count, asked of the hand the step began in (a step's events
        # may end it and start the next); the tracker checks that no live draw
        # takes one of them.
        tracker = EventTracker(game.ruleset.starting_points, per_seat=game.draw_mode == "per_seat",
                               kept_back=lambda kongs: stepping[0].rules.kept_back())
        for e in game.events:
            tracker.feed(e)
    loop = GameLoop(game, agents, on_illegal=lambda p, a: _count_illegal(stats, p, a))
    while not game.is_over:
        stepping[0] = game.hand
        events = loop.step().events
        if tracker is not None:
            steps += 1
            try:
                for e in events:
                    tracker.feed(e)  # invariants after every event
                if steps % 4 == 0:  # full recounts of the live state as well
                    tracker.compare(game)
                    check_invariants(game)
            except InvariantError as exc:
                stats["invariant_failures"] += 1
                print(f"invariant failure (seed {game.seed}): {exc}", file=sys.stderr)
                return
        for e in events:
            if isinstance(e, HandEnded):
                stats["hands"] += 1
                if e.winner is None:
                    stats["draws"] += 1
                if progress is not None:
                    progress(1)
            elif isinstance(e, Won):
                stats["wins"] += 1
                if e.from_player is None:
                    stats["self_drawn_wins"] += 1
            elif isinstance(e, FalseWin):
                stats["false_wins"] += 1


def run(args: argparse.Namespace) -> int:
    """Run the subcommand; returns the exit code."""
    bots = tuple(b.strip() for b in args.bots.split(","))
    progress_cb = None
    bar = None
    if sys.stderr.isatty() and args.hands >= 50:
        from rich.console import Console
        from rich.progress import Progress

        bar = Progress(console=Console(stderr=True), transient=True)
        task = bar.add_task("simulating", total=args.hands)
        bar.start()

        def progress_cb(k: int) -> None:
            bar.advance(task, k)

    try:
        from bots.bench import master_options

        stats = simulate(args.hands, seed=args.seed, bots=bots, ruleset_name=args.ruleset,
                         log=args.log, check=args.check_invariants, progress=progress_cb,
                         draw_mode=args.draw_mode, jobs=args.jobs,
                         master=master_options(args))
    except ValueError as exc:
        print(f"mahjong-tui simulate: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"mahjong-tui simulate: cannot write the log: {exc}", file=sys.stderr)
        return 2
    finally:
        if bar is not None:
            bar.stop()
    if args.json:
        print(json.dumps(stats))
    else:
        print(f"{stats['hands']} hands in {stats['matches']} match(es): {stats['wins']} wins "
              f"({stats['self_drawn_wins']} self-drawn), {stats['draws']} draws, "
              f"{stats['false_wins']} false wins; {stats['elapsed_s']} s, "
              f"{stats['hands_per_s']} hands/s")
    failures = (stats.get("invariant_failures", 0) + stats.get("replay_failures", 0)
                + stats["illegal_actions"])
    return 1 if failures else 0
