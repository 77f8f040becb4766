"""``mahjong-tui watch``: four bots play; pause, step, follow a seat, show all hands."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from mahjong_tui.cli.arguments import seed as seed_type

__all__ = ["register", "run"]


def register(subparsers: Any) -> None:
    """Add the ``watch`` subcommand."""
    from mahjong_tui.persistence.settings import SPEEDS
    from mahjong_tui.ui.launch import add_display_options

    parser = subparsers.add_parser(
        "watch", help="watch four bots play",
        description="Watch bots play. Keys: space pause, n step, a all hands, "
                    "f or 1-4 follow a seat, +/- speed.")
    parser.add_argument("--seed", type=seed_type, default=None, help="game seed (default: random)")
    parser.add_argument("--bots", default=None, metavar="L1,L2,L3,L4",
                        help="bot level of each seat, or one level for all")
    parser.add_argument("--speed", choices=SPEEDS, default=None,
                        help="pacing (default: from settings)")
    add_display_options(parser)
    parser.set_defaults(func=run)


def parse_levels(text: str | None, default: str) -> tuple[str, str, str, str]:
    """``"a,b,c,d"`` or ``"a"`` into four levels.

    Raises:
        UsageError: wrong count or unknown level.
    """
    from mahjong_tui.ui.launch import UsageError, check_level

    if not text:
        return (default,) * 4
    parts = [p.strip() for p in text.split(",")]
    if len(parts) == 1:
        parts *= 4
    if len(parts) != 4:
        raise UsageError(f"--bots takes one level or four separated by commas, not {text!r}")
    a, b, c, d = (check_level(p) for p in parts)
    return (a, b, c, d)


def run(args: argparse.Namespace) -> int:
    """Start watching; 2 with a one-line message on bad input."""
    import random

    from mahjong_tui.ui.launch import UsageError, default_level, load_user_settings

    settings, save = load_user_settings(args)
    try:
        levels = parse_levels(args.bots, default_level(settings))
        seed = args.seed if args.seed is not None else random.randrange(2**31)
        from mahjong_tui.ui.setup import GameSpec, new_session

        session = new_session(GameSpec(seed, (), levels, watch=True, hands=args.hands,
                                       lang=settings.language, ruleset=args.ruleset),
                              autosave=True)
    except (UsageError, ValueError) as exc:
        print(f"mahjong-tui watch: {exc}", file=sys.stderr)
        return 2
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.launch import run_app

    return run_app(MahjongApp(settings, session, save=save), session)
