"""``mahjong-tui play``: you and three bots."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from mahjong_tui.cli.arguments import seed as seed_type

__all__ = ["register", "run"]

SEATS = "ESWN"


def register(subparsers: Any) -> None:
    """Add the ``play`` subcommand."""
    from mahjong_tui.ui.launch import add_display_options

    parser = subparsers.add_parser("play", help="play against three bots",
                                   description="Play a match against three bots.")
    parser.add_argument("--seed", type=seed_type, default=None, help="game seed (default: random)")
    parser.add_argument("--seat", choices=tuple(SEATS), default="E", type=str.upper,
                        help="your seat wind in the first hand (default E)")
    parser.add_argument("--bots", default=None, metavar="LEVEL",
                        help="bot level: random, beginner, standard, expert, master")
    add_display_options(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Start the table; 2 with a one-line message on bad input."""
    import random

    from mahjong_tui.ui.launch import UsageError, check_level, default_level, load_user_settings

    settings, save = load_user_settings(args)
    try:
        level = check_level(args.bots) if args.bots else default_level(settings)
        seed = args.seed if args.seed is not None else random.randrange(2**31)
        human = SEATS.index(args.seat)
        from mahjong_tui.ui.setup import GameSpec, new_session

        spec = GameSpec(seed, (human,), (level, level, level, level), hands=args.hands,
                        lang=settings.language, ruleset=args.ruleset)
        session = new_session(spec, autosave=True)
    except (UsageError, ValueError) as exc:
        print(f"mahjong-tui play: {exc}", file=sys.stderr)
        return 2
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.launch import run_app

    return run_app(MahjongApp(settings, session, save=save), session)
