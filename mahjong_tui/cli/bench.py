"""``mahjong-tui bench``: benchmark commands that print measured figures.

Each benchmark lives beside the code it measures and exposes
``add_arguments(parser)`` and ``run(args) -> int``:

* ``bench scoring``: fan calculator throughput against the reference calculator;
* ``bench sichuan``: Sichuan scoring throughput (batch path, scorer, omu checker);
* ``bench bots``: duplicate evaluation of two bot levels;
* ``bench ui``: discard-to-screen latency and start-up time of the table;
* ``bench memory``: peak and final memory of the bots over many hands, with the
  sizes and hit rates of their caches;
* ``bench analysis``: shanten calls per second of the bots' hand analysis, against
  MahjongGB when it is installed;
* ``bench coach``: time to compute the hint panel;
* ``bench playout``: random-policy playout hands per second from mid-hand positions.
* ``bench hotseat``: hand-overs (curtains) per hot-seat match.
* ``bench server``: rooms of four clients on a table server over loopback.
"""

from __future__ import annotations

import argparse
import importlib
from typing import Any

from mahjong_tui.i18n.cli_help import LanguageAwareParser, translate_parser

__all__ = ["register"]

_BENCHES = {
    "scoring": ("mahjong_tui.rulesets.mcr.scoring.bench",
                "fan calculator throughput vs the reference"),
    "sichuan": ("mahjong_tui.rulesets.sichuan.scoring.bench",
                "Sichuan scoring throughput (batch path, scorer, omu checker)"),
    "bots": ("bots.bench", "duplicate evaluation of a candidate bot against a baseline"),
    "ui": ("mahjong_tui.ui.bench", "table UI latency (discard to screen) and start-up time"),
    "memory": ("bots.bench_memory",
               "peak and final memory of bots over N hands and a watch match, with cache "
               "sizes and hit rates"),
    "analysis": ("bots.bench_analysis",
                 "hand analysis speed: shanten calls per second, against MahjongGB"),
    "coach": ("mahjong_tui.coach.bench", "time to compute the hint panel"),
    "playout": ("mahjong_tui.engine.playout_bench",
                "playout hands per second from mid-hand positions (random policy)"),
    "hotseat": ("mahjong_tui.ui.hotseat_bench",
                "hand-overs per hot-seat match (humans answered by a scripted policy)"),
    "server": ("mahjong_tui.server.bench",
               "rooms of four clients on a table server: actions/s, round trip, memory"),
}


class _BenchParser(LanguageAwareParser):
    """A benchmark's parser: its options come from the benchmark's module, imported
    only when this benchmark is the one asked for (``--help`` and the other commands
    never load the engine, the bots and the scorers the benchmarks measure)."""

    module_name = ""
    _loaded = False

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        if not self._loaded:
            self._loaded = True
            try:
                module = importlib.import_module(self.module_name)
            except ModuleNotFoundError:
                pass  # run() says the benchmark is not available
            else:
                module.add_arguments(self)
                translate_parser(self, self.help_language)
        return super().parse_known_args(args, namespace)


def register(subparsers: Any) -> None:
    """Add the ``bench`` command and its benchmarks."""
    parser = subparsers.add_parser(
        "bench",
        help="run a benchmark and print its figures",
        description="Run a benchmark and print measured figures (--json for one JSON line).",
    )
    benches = parser.add_subparsers(dest="bench", metavar="BENCH", required=True,
                                    parser_class=_BenchParser)
    for name, (module_name, summary) in _BENCHES.items():
        sub = benches.add_parser(name, help=summary, description=summary)
        sub.module_name = module_name
        sub.set_defaults(func=_runner(module_name))


def _runner(module_name: str) -> Any:
    def run(args: argparse.Namespace) -> int:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            print(f"mahjong-tui bench: this benchmark is not available ({exc})")
            return 2
        code: int = module.run(args)
        return code

    return run
