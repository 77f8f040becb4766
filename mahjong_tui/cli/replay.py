"""``mahjong-tui replay FILE [--verify]``: check a game record, or watch it."""

from __future__ import annotations

import argparse
import sys
from typing import Any

__all__ = ["register", "run"]


def register(subparsers: Any) -> None:
    """Add the ``replay`` subcommand."""
    p = subparsers.add_parser(
        "replay", help="watch a game record, or verify it with --verify",
        description="Open a game record in the replay viewer, or with --verify re-apply "
                    "its actions and check every event; exit 0 only if identical.")
    p.add_argument("file", help="a game record: a path, or a file name or number as "
                                "'resume --list' prints them")
    p.add_argument("--verify", action="store_true",
                   help="replay headless and check the record; prints a one-line verdict")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Run the subcommand; returns the exit code."""
    from mahjong_tui.persistence.save_list import resolve_save

    args.file = str(resolve_save(args.file))
    if args.verify:
        from mahjong_tui.engine.record import RecordError, load, replay

        try:
            record = load(args.file)
            game = replay(record)
        except RecordError as exc:
            from mahjong_tui.cli.lang import problem

            print(f"{args.file}: {problem(exc, args)}", file=sys.stderr)
            return 1
        actions = sum(1 for line in record.lines if line.get("t") == "action")
        state = "complete match" if game.is_over else "unfinished game"
        print(f"{args.file}: OK, {game.hands_played} hand(s), {actions} actions replay "
              f"identically ({state})")
        return 0
    try:
        from mahjong_tui.ui.replay_viewer import run_replay_viewer
    except ImportError as exc:
        print(f"mahjong-tui replay: the replay viewer is not available ({exc}); "
              "use --verify", file=sys.stderr)
        return 2
    code: int = run_replay_viewer(args.file)
    return code
