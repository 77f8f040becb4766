"""The ``mahjong-tui`` command.

Each subcommand lives in its own module ``mahjong_tui.cli.<name>`` that
defines ``register(subparsers)``; registration must stay cheap (no Textual
import), the heavy imports happen when the command runs. Without a
subcommand the start screen opens.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from mahjong_tui import __version__

__all__ = ["build_parser", "main"]

SUBCOMMANDS = (
    "play",
    "hotseat",
    "watch",
    "resume",
    "simulate",
    "replay",
    "review",
    "score",
    "bench",
    "stats",
    "export",
)
"""Subcommand modules, in the order ``--help`` lists them."""


def build_parser() -> argparse.ArgumentParser:
    """Build the argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="mahjong-tui",
        description=(
            "Chinese Official (MCR) mahjong in the terminal. Without a command, "
            "opens the start screen."
        ),
    )
    parser.add_argument("--version", action="version", version=f"mahjong-tui {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        try:
            module = importlib.import_module(f"mahjong_tui.cli.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"mahjong_tui.cli.{name}":
                continue
            raise
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``mahjong-tui`` console script; returns the exit code.

    Output piped into a program that stops reading early (``| head``) ends the
    command quietly with the shell's code for a closed pipe (141).
    """
    try:
        code = _main(argv)
        sys.stdout.flush()  # a closed pipe shows here, not in Python's own exit flush
        return code
    except BrokenPipeError:
        # Python would report the pipe again when it flushes stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141


def _main(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    func = getattr(args, "func", None)
    if func is None:
        from mahjong_tui.cli.start import run_start_screen

        return run_start_screen(args)
    code: int = func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
