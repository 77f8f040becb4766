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

__all__ = ["build_parser", "help_language", "main"]

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
    "server",
    "join",
    "serve",
)
"""Subcommand modules, in the order ``--help`` lists them."""


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """Build the argument parser with every subcommand registered, its help texts in
    ``lang`` (``en`` or ``zh``)."""
    parser = argparse.ArgumentParser(
        prog="mahjong-tui",
        description=(
            "Chinese Official (MCR) mahjong in the terminal. Without a command, "
            "opens the start screen."
        ),
    )
    parser.add_argument("--version", action="version", version=f"mahjong-tui {__version__}")
    # Its own dest: a subcommand's --lang default (None) would overwrite a shared one.
    parser.add_argument("--lang", dest="global_lang", choices=("zh", "en"), default=None,
                        help="language of the interface and messages, for this run "
                             "(default: from settings, else the system locale)")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        try:
            module = importlib.import_module(f"mahjong_tui.cli.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"mahjong_tui.cli.{name}":
                continue
            raise
        module.register(subparsers)
    from mahjong_tui.i18n.cli_help import translate_parser

    translate_parser(parser, lang)
    return parser


def help_language(argv: Sequence[str]) -> str:
    """The language of ``--help``: ``--lang`` on the command line, else the
    ``language`` of the settings file; English when neither chooses one."""
    from mahjong_tui.persistence.settings import LANGUAGES

    for i, arg in enumerate(argv):
        value = arg.removeprefix("--lang=") if arg.startswith("--lang=") else (
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None)
        if value in LANGUAGES:
            return value
    from mahjong_tui.cli.lang import message_language

    return message_language()


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
    words = list(sys.argv[1:] if argv is None else argv)
    lang = help_language(words) if any(a in ("-h", "--help") for a in words) else "en"
    parser = build_parser(lang)
    args = parser.parse_args(words)
    # ``mahjong-tui --lang en play`` means the same as ``mahjong-tui play --lang en``.
    if args.global_lang is not None and getattr(args, "lang", None) is None:
        args.lang = args.global_lang
    func = getattr(args, "func", None)
    if func is None:
        from mahjong_tui.cli.start import run_start_screen

        return run_start_screen(args)
    code: int = func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
