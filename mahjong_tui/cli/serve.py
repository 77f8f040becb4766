"""``mahjong-tui serve [--host H] [--port N] [--public-url URL] [--command CMD]``: the
game in a web browser (:mod:`mahjong_tui.web.server`)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

__all__ = ["register", "run"]

_WILDCARDS = ("0.0.0.0", "::", "")
"""Hosts that listen on every interface: no address a browser can use."""


def _port(text: str) -> int:
    """A TCP port number, 0-65535 (0: any free port)."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}")
    return port


def register(subparsers: Any) -> None:
    """Add the ``serve`` subcommand."""
    p = subparsers.add_parser(
        "serve", help="play in a web browser (serves the game over HTTP)",
        description="Serve the game to web browsers: every browser tab that opens the "
                    "address runs its own game, from the start screen. Works offline: the "
                    "page loads nothing from other hosts. Listens on 127.0.0.1 only, "
                    "unless --host says otherwise. Ctrl+C stops the server.")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default: 127.0.0.1, this machine only; "
                        "0.0.0.0 for every network interface)")
    p.add_argument("--port", type=_port, default=8000,
                   help="port to listen on (default: 8000)")
    p.add_argument("--public-url", default=None, metavar="URL",
                   help="the server's address as browsers reach it, e.g. behind a proxy "
                        "(default: http://HOST:PORT)")
    p.add_argument("--command", default=None, metavar="CMD",
                   help="shell command each browser tab runs (default: this program's "
                        "start screen, with this Python)")
    p.add_argument("--lang", choices=("zh", "en"), default=None,
                   help="language of the served game (default: from settings, else the "
                        "system locale); not used with --command")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Run the subcommand; returns the exit code."""
    try:
        import textual_serve  # noqa: F401  (only to say clearly when it is missing)
    except ImportError as exc:
        print(f"mahjong-tui serve: textual-serve is not available ({exc}); "
              "install it with: pip install 'textual-serve>=1.1'", file=sys.stderr)
        return 2
    from mahjong_tui.web.server import default_command, serve

    command = args.command if args.command else default_command(args.lang)
    if args.host in _WILDCARDS and args.public_url is None:
        print(f"mahjong-tui serve: the page's links will name {args.host}; for other "
              f"machines give --public-url http://ADDRESS:{args.port} with this machine's "
              "address", file=sys.stderr)
    try:
        serve(command, host=args.host, port=args.port, public_url=args.public_url)
    except OSError as exc:
        print(f"mahjong-tui serve: cannot listen on {args.host}:{args.port}: {exc}",
              file=sys.stderr)
        return 1
    return 0
