"""``mahjong-tui server``: host tables for players on other machines."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path
from typing import Any

__all__ = ["register", "run"]


def register(subparsers: Any) -> None:
    """Add the ``server`` subcommand."""
    p = subparsers.add_parser(
        "server", help="host tables that players join from other machines",
        description="Run a table server: players connect with 'mahjong-tui join HOST'. "
                    "Rooms are kept on disk and continue after a restart.")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1: this machine only; "
                        "0.0.0.0 for every network)")
    p.add_argument("--port", type=int, default=7788, help="port to listen on (default 7788)")
    p.add_argument("--data", default=None, metavar="DIR",
                   help="folder the rooms are kept in (default: the game's data folder)")
    p.add_argument("--workers", type=int, default=2,
                   help="processes for the bots' decisions (default 2)")
    p.set_defaults(func=run)


def _stop(signum: int, frame: object) -> None:
    """SIGTERM stops the server as Ctrl+C does (records flushed and closed)."""
    raise KeyboardInterrupt


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted; 2 with a one-line message when it cannot start."""
    from mahjong_tui.persistence.paths import data_dir
    from mahjong_tui.server.app import run_server

    if not 0 <= args.port < 65536:
        print(f"mahjong-tui server: bad port {args.port}", file=sys.stderr)
        return 2
    if not 0 <= args.workers <= 64:
        print("mahjong-tui server: --workers must be 0..64", file=sys.stderr)
        return 2
    data = Path(args.data) if args.data else data_dir() / "server"
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(message)s")
    # Ctrl+C stops the server even when it was started where SIGINT is ignored (a
    # background job of a script); SIGTERM stops it the same way.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _stop)
    try:
        asyncio.run(run_server(args.host, args.port, data, workers=args.workers))
    except KeyboardInterrupt:
        return 0
    except OSError as e:
        print(f"mahjong-tui server: cannot listen on {args.host}:{args.port}: "
              f"{e.strerror or e}", file=sys.stderr)
        return 2
    return 0
