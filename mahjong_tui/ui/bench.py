"""UI benchmark (``mahjong-tui bench ui``): discard latency and start-up time.

Figures printed:

* discard latency: from posting a discard key press to the app (headless, as
  Pilot does) until the first screen update that contains the discard (the
  frame handed to the terminal driver); median and 95th percentile over
  ``--presses`` presses (target <= 50 ms); with ``--hints`` the hint panel is open
  and each press comes once the panel shows the figures of the position (as a
  player reads them first), so the next position's analysis runs while the
  frames after the key press are drawn;
* start-up: from a fresh interpreter's start (imports included) to the first
  table frame, median over ``--startups`` runs (target <= 1.5 s).

Both also give the process CPU time (for the presses: median, 95th percentile and
maximum), which a busy machine inflates far less than wall-clock time; the load
average is printed for context.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import time
from typing import Any

from mahjong_tui.cli.arguments import count
from mahjong_tui.cli.arguments import seed as seed_type

__all__ = ["add_arguments", "run"]

_STARTUP_SNIPPET = """
import time
t0 = time.perf_counter()
import asyncio
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.setup import FallbackBot, GameSpec, new_session
from mahjong_tui.ui.screens.table import TableScreen

async def main():
    session = new_session(GameSpec({seed}, (0,), ("random",) * 4))
    app = MahjongApp(Settings(speed="instant"), session, save=False)
    async with app.run_test(size=(120, 40)) as pilot:
        while not (isinstance(app.screen, TableScreen) and app.screen.presented):
            await asyncio.sleep(0.001)
        await pilot.pause()
        print(time.perf_counter() - t0, time.process_time())

asyncio.run(main())
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``bench ui``."""
    parser.add_argument("--presses", type=count(1), default=50, help="discard presses to time")
    parser.add_argument("--startups", type=count(1), default=3, help="start-up runs to time")
    parser.add_argument("--seed", type=seed_type, default=1, help="game seed")
    parser.add_argument("--hints", action="store_true",
                        help="measure with the hint panel open")


async def _discard_latency(presses: int, seed: int,
                           hints: bool = False) -> tuple[list[float], list[float]]:
    from textual import events

    from mahjong_tui.engine.game import Game
    from mahjong_tui.persistence.settings import Settings
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.hint_panel import HintPanel
    from mahjong_tui.ui.screens.prompts import ClaimPrompt
    from mahjong_tui.ui.screens.scoring import MatchEndScreen, ScoringScreen
    from mahjong_tui.ui.screens.table import TableScreen
    from mahjong_tui.ui.session import LiveSession
    from mahjong_tui.ui.setup import FallbackBot

    names = ("You", "South", "West", "North")
    game = Game.new(seed, players=names)
    session = LiveSession(game, [None, FallbackBot(), FallbackBot(), FallbackBot()], names)
    app = MahjongApp(Settings(speed="instant"), session, save=False)
    samples: list[float] = []
    cpu: list[float] = []
    frames: list[tuple[float, int]] = []  # (time, frames presented) of each screen update
    state: dict[str, Any] = {"table": None}
    original = app._display

    def display(screen: Any, renderable: Any) -> None:
        original(screen, renderable)
        table = state["table"]
        if renderable is not None and table is not None:
            frames.append((time.perf_counter(), table.presented))

    app._display = display  # type: ignore[method-assign]
    async with app.run_test(size=(120, 40)) as pilot:
        while len(samples) < presses:
            screen = app.screen
            if isinstance(screen, TableScreen):
                state["table"] = screen
                if hints and not screen.has_class("-hints"):
                    screen.action_toggle_hints()
                if not screen.turn_open:
                    await asyncio.sleep(0.001)
                    continue
                if hints:
                    panel = screen.query_one(HintPanel)
                    waited = time.perf_counter()
                    while panel.pending and time.perf_counter() - waited < 5.0:
                        await asyncio.sleep(0.001)
                before = screen.presented
                frames.clear()
                c0 = time.process_time()
                t0 = time.perf_counter()
                key = events.Key("enter", "\r")
                key.set_sender(app)
                driver = app._driver
                assert driver is not None
                driver.send_message(key)  # what Pilot does, minus its idle waits
                while not any(n > before for _, n in frames):
                    await asyncio.sleep(0.0005)
                t1 = next(t for t, n in frames if n > before)
                samples.append(t1 - t0)
                cpu.append(time.process_time() - c0)
            elif isinstance(screen, ClaimPrompt):
                await pilot.press("escape")
            elif isinstance(screen, ScoringScreen):
                await pilot.press("enter")
            elif isinstance(screen, MatchEndScreen):
                break
            else:
                await asyncio.sleep(0.001)
    return samples, cpu


def _startup(seed: int) -> tuple[float, float]:
    out = subprocess.run([sys.executable, "-c", _STARTUP_SNIPPET.format(seed=seed)],
                         capture_output=True, text=True, check=True)
    wall, cpu = out.stdout.strip().splitlines()[-1].split()
    return float(wall), float(cpu)


def _p95(ordered: list[float]) -> float:
    """The 95th percentile of sorted figures (the nearest rank)."""
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def run(args: argparse.Namespace) -> int:
    """Measure and print the figures; 0 on success."""
    import os

    samples, cpu = asyncio.run(_discard_latency(args.presses, args.seed, args.hints))
    ms = sorted(s * 1000 for s in samples)
    cpu_ms = sorted(c * 1000 for c in cpu)
    panel = " (hint panel open)" if args.hints else ""
    print(f"discard key -> updated screen{panel}: median {statistics.median(ms):.1f} ms, "
          f"p95 {_p95(ms):.1f} ms, max {ms[-1]:.1f} ms over {len(ms)} presses "
          f"(target <= 50 ms); CPU time median {statistics.median(cpu_ms):.1f} ms, "
          f"p95 {_p95(cpu_ms):.1f} ms, max {cpu_ms[-1]:.1f} ms")
    runs = [_startup(args.seed) for _ in range(args.startups)]
    starts = [w for w, _ in runs]
    print(f"start-up -> first table frame: median {statistics.median(starts):.2f} s "
          f"over {len(starts)} runs (min {min(starts):.2f} s, max {max(starts):.2f} s; "
          f"target <= 1.5 s); CPU time median {statistics.median(c for _, c in runs):.2f} s")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {os.cpu_count()} CPUs, load average {load:.2f} while measuring")
    return 0


if __name__ == "__main__":
    p = argparse.ArgumentParser(prog="mahjong-tui bench ui")
    add_arguments(p)
    sys.exit(run(p.parse_args()))
