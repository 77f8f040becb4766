"""``mahjong-tui bench server``: many rooms of four clients over loopback.

Starts a server process (or uses ``--url``), opens ``--rooms`` rooms, and seats four
clients in each; every client answers each prompt after ``--think`` milliseconds with
a random legal action, so the server does all of a real table's work (legality,
records, redaction, views for every seat) while the clients stay cheap. Measured:
hands finished, actions per second, the round trip (action sent to the server's
``ok`` or ``error`` reply: the action checked, applied and in the record; think time
excluded: p50, p99; and to the first event or prompt that follows, which for an
answer inside a claim window includes the window's deliberate hold), protocol errors,
the server process's peak resident memory and CPU time, and the CPU share of this
process (the clients: when it nears 1.0 the figures measure the clients' queue too).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mahjong_tui.net.client import TableClient

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The benchmark's options."""
    parser.add_argument("--rooms", type=int, default=10, help="rooms of four clients")
    parser.add_argument("--think", type=int, default=500,
                        help="milliseconds each client waits before answering (default 500)")
    parser.add_argument("--seconds", type=float, default=60.0,
                        help="how long to measure after every room started (default 60)")
    parser.add_argument("--window", type=float, default=1.0,
                        help="seconds each discard stays open (the rooms' claim window)")
    parser.add_argument("--ruleset", default="mcr", help="rules of the rooms (default mcr)")
    parser.add_argument("--url", default=None,
                        help="an already running server (default: start one)")
    parser.add_argument("--json", action="store_true", help="print one JSON line")


@dataclass
class _Tally:
    rtts: list[float] = field(default_factory=list)
    event_rtts: list[float] = field(default_factory=list)
    actions: int = 0
    errors: int = 0
    hands: int = 0
    matches: int = 0


async def _client(url: str, name: str, think: float, tally: _Tally, rng: random.Random,
                  room: str | None, create: dict[str, Any] | None,
                  codes: asyncio.Queue[str], stop: asyncio.Event) -> None:
    client = TableClient(url, name)
    client.start()
    sent_at: float | None = None
    event_from: float | None = None
    try:
        while not stop.is_set():
            try:
                m = await asyncio.wait_for(client.receive(), 1.0)
            except TimeoutError:
                continue
            now = time.perf_counter()
            kind = m.get("type")
            if sent_at is not None and kind in ("ok", "error"):
                tally.rtts.append(now - sent_at)
                sent_at = None
            if event_from is not None and kind in ("events", "prompt"):
                tally.event_rtts.append(now - event_from)
                event_from = None
            if kind == "welcome" and m.get("room") is None:
                await client.send({"type": "join", "room": room} if room is not None
                                  else {"type": "create", **(create or {})})
            elif kind == "joined" and room is None:
                codes.put_nowait(str(m["room"]))
            elif kind == "error":
                tally.errors += 1
            elif kind == "events" and room is None:  # one client per room counts
                tally.hands += sum(1 for e in m.get("events", ())
                                   if e.get("$", "").endswith(":HandEnded"))
            elif kind == "over":
                tally.matches += 1
                break
            elif kind == "prompt":
                if think > 0:
                    await asyncio.sleep(think)
                legal = m["legal"]
                await client.send({"type": "action", "action": rng.choice(legal),
                                   "prompt": m["id"]})
                sent_at = event_from = time.perf_counter()
                tally.actions += 1
            elif kind == "closed":
                break
    finally:
        await client.close()


def _proc_figures(pid: int) -> tuple[float | None, float | None]:
    """Peak resident MiB and CPU seconds of process ``pid`` (Linux)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
        stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None, None
    match = re.search(r"VmHWM:\s+(\d+) kB", status)
    peak = int(match.group(1)) / 1024 if match else None
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(stat[11]) + int(stat[12])) / ticks
    return peak, cpu


async def _measure(args: argparse.Namespace, url: str, pid: int | None) -> dict[str, Any]:
    tally = _Tally()
    stop = asyncio.Event()
    think = args.think / 1000
    create = {"ruleset": args.ruleset, "hands": 0, "players": 4, "bots": "random",
              "claim_seconds": args.window}
    tasks: list[asyncio.Task[None]] = []
    for r in range(args.rooms):
        codes: asyncio.Queue[str] = asyncio.Queue()
        rng = random.Random(r)
        tasks.append(asyncio.create_task(_client(url, f"b{r}-0", think, tally, rng, None,
                                                 create, codes, stop)))
        code = await asyncio.wait_for(codes.get(), 30)
        for s in range(1, 4):
            tasks.append(asyncio.create_task(_client(url, f"b{r}-{s}", think, tally,
                                                     random.Random(r * 4 + s), code, None,
                                                     codes, stop)))
    # Measure from the moment every room is playing. The clients' own cycle
    # collector is off meanwhile: its pauses would stall 400 clients at once and be
    # counted as the server's round trip (what they allocate is freed without it).
    await asyncio.sleep(2)
    gc.collect()
    gc.disable()
    tally.rtts.clear()
    tally.event_rtts.clear()
    actions0, hands0 = tally.actions, tally.hands
    cpu0 = _proc_figures(pid)[1] if pid else None
    own0 = time.process_time()
    t0 = time.perf_counter()
    await asyncio.sleep(args.seconds)
    elapsed = time.perf_counter() - t0
    own = time.process_time() - own0
    gc.enable()
    actions, hands = tally.actions - actions0, tally.hands - hands0
    rtts = sorted(tally.rtts)
    event_rtts = sorted(tally.event_rtts)
    peak, cpu1 = _proc_figures(pid) if pid else (None, None)
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)

    def pct(q: float, values: list[float] = rtts) -> float | None:
        if not values:
            return None
        return round(values[min(len(values) - 1, int(q * len(values)))] * 1000, 2)

    return {"bench": "server", "rooms": args.rooms, "clients": 4 * args.rooms,
            "think_ms": args.think, "window_s": args.window, "ruleset": args.ruleset,
            "seconds": round(elapsed, 1), "actions": actions, "hands_finished": hands,
            "actions_per_s": round(actions / elapsed, 1),
            "rtt_ms_p50": pct(0.50), "rtt_ms_p99": pct(0.99),
            "rtt_ms_mean": round(statistics.fmean(rtts) * 1000, 2) if rtts else None,
            "rtt_samples": len(rtts),
            "event_rtt_ms_p50": pct(0.50, event_rtts), "event_rtt_ms_p99": pct(0.99, event_rtts),
            "protocol_errors": tally.errors,
            "server_peak_rss_mib": None if peak is None else round(peak, 1),
            "server_cpu_s": (None if cpu0 is None or cpu1 is None
                             else round(cpu1 - cpu0, 1)),
            "server_cpu_share": (None if cpu0 is None or cpu1 is None
                                 else round((cpu1 - cpu0) / elapsed, 2)),
            "clients_cpu_share": round(own / elapsed, 2)}


def _start_server(data: str) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen([sys.executable, "-m", "mahjong_tui", "server", "--port", "0",
                             "--data", data], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    match = re.search(r"(ws://\S+)", line)
    if match is None:
        proc.kill()
        raise RuntimeError(f"the server did not start: {line.strip()!r}")
    return proc, match.group(1)


def run(args: argparse.Namespace) -> int:
    """Run the benchmark and print its figures."""
    if args.rooms < 1 or args.think < 0 or args.seconds <= 0:
        print("bench server: --rooms must be at least 1, --think and --seconds positive",
              file=sys.stderr)
        return 2
    proc = None
    with tempfile.TemporaryDirectory() as data:
        if args.url:
            url, pid = args.url, None
        else:
            proc, url = _start_server(data)
            pid = proc.pid
        try:
            result = asyncio.run(_measure(args, url, pid))
        finally:
            if proc is not None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>22}: {value}")
    return 0
