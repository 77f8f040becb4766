"""``mahjong-tui hotseat``: two to four humans share one keyboard, bots fill in."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from mahjong_tui.cli.arguments import seed as seed_type

__all__ = ["register", "run"]


def register(subparsers: Any) -> None:
    """Add the ``hotseat`` subcommand."""
    from mahjong_tui.ui.launch import add_display_options

    parser = subparsers.add_parser(
        "hotseat", help="2-4 humans on one keyboard (with a privacy curtain)",
        description="Hot-seat: humans take turns at one keyboard; a curtain hides the "
                    "hands whenever the keyboard must change hands. After a discard one "
                    "shared call window shows the table: a human presses their number "
                    "to claim the tile, Space means nobody claims.")
    parser.add_argument("--humans", type=int, choices=(2, 3, 4), required=True,
                        help="number of human players (players 1..N)")
    parser.add_argument("--bots", default=None, metavar="LEVEL", help="level of the bots")
    parser.add_argument("--seed", type=seed_type, default=None, help="game seed (default: random)")
    parser.add_argument("--names", default=None, metavar="A,B,..",
                        help="the humans' names, comma-separated (default: Player 1, ..)")
    parser.add_argument("--hints", action="store_true",
                        help="every player agrees to the hint panel (key i); without it "
                             "the panel stays off in this game, resumed or not")
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
        from mahjong_tui.engine.names import plain_name
        from mahjong_tui.ui.setup import GameSpec, new_session

        names = tuple(plain_name(n.strip()) for n in args.names.split(",")) \
            if args.names else ()
        if len(names) > args.humans:
            raise UsageError(f"{len(names)} names for {args.humans} humans")
        if len(set(names)) < len(names) or any(not n or len(n) > 16 for n in names):
            raise UsageError("names must be different, non-empty and at most 16 characters")
        spec = GameSpec(seed, tuple(range(args.humans)), (level, level, level, level),
                        hands=args.hands, names=names, lang=settings.language,
                        ruleset=args.ruleset, hints=args.hints)
        session = new_session(spec, autosave=True)
    except (UsageError, ValueError) as exc:
        print(f"mahjong-tui hotseat: {exc}", file=sys.stderr)
        return 2
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.launch import run_app

    return run_app(MahjongApp(settings, session, save=save), session)
