"""``mahjong-tui join HOST[:PORT]``: sit at a table on a server (or let a bot sit)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from mahjong_tui.cli.arguments import seed as seed_type
from mahjong_tui.persistence.settings import LANGUAGES, TILE_STYLES

__all__ = ["register", "room_options", "run"]


def register(subparsers: Any) -> None:
    """Add the ``join`` subcommand."""
    p = subparsers.add_parser(
        "join", help="play at a table on a server",
        description="Connect to a table server ('mahjong-tui server'). Opens the lobby: "
                    "list, create, join or watch rooms. With --bot, a bot plays a seat "
                    "without a screen.")
    p.add_argument("address", metavar="HOST[:PORT]", help="the server (port 7788 if none)")
    p.add_argument("--room", default=None, metavar="CODE", help="join this room at once")
    p.add_argument("--name", default=None, help="your name at the table")
    p.add_argument("--password", default="", help="the room's password")
    p.add_argument("--watch", action="store_true", help="watch the room instead of playing")
    p.add_argument("--bot", default=None, metavar="LEVEL",
                   help="play the seat with a bot of this level, without a screen")
    p.add_argument("--create", action="store_true",
                   help="create a room with the options below (the default for --bot "
                        "without --room)")
    p.add_argument("--ruleset", default="mcr", help="rules of a new room (default: mcr)")
    p.add_argument("--hands", type=int, default=0,
                   help="hands to play in a new room (default: a whole match)")
    p.add_argument("--players", type=int, default=1,
                   help="seats for players in a new room; bots take the rest (default 1)")
    p.add_argument("--bots", default="standard",
                   help="bot level of a new room's empty seats (default: standard)")
    p.add_argument("--turn", type=int, default=0,
                   help="seconds per decision in a new room (default 0: no timer)")
    p.add_argument("--bank", type=int, default=0,
                   help="time bank in seconds in a new room (default 0)")
    p.add_argument("--away", type=int, default=10,
                   help="seconds before a bot plays a dropped player's seat (default 10)")
    p.add_argument("--window", type=float, default=1.0,
                   help="seconds every discard stays open in a new room (default 1)")
    p.add_argument("--seed", type=seed_type, default=0, help="the bot's seed (with --bot)")
    p.add_argument("--tiles", choices=TILE_STYLES, default=None,
                   help="tile style (default: from settings, else boxed)")
    p.add_argument("--lang", choices=LANGUAGES, default=None,
                   help="interface language (default: from settings, else zh)")
    p.set_defaults(func=run)


def room_options(args: argparse.Namespace) -> dict[str, Any]:
    """The ``create`` message for the options on the command line."""
    return {"ruleset": args.ruleset, "hands": args.hands, "players": args.players,
            "bots": args.bots, "turn_seconds": args.turn, "bank_seconds": args.bank,
            "away_seconds": args.away, "claim_seconds": args.window,
            "password": args.password}


def run(args: argparse.Namespace) -> int:
    """Join; 2 with a one-line message on bad input or an unreachable server."""
    from mahjong_tui.net.client import server_url

    try:
        url = server_url(args.address)
    except ValueError as e:
        print(f"mahjong-tui join: {e}", file=sys.stderr)
        return 2
    if args.bot is not None:
        return _run_bot(args, url)
    return _run_screen(args, url)


def _run_screen(args: argparse.Namespace, url: str) -> int:
    """The app, opened on the server's lobby (``--room``/``--create`` say what it
    does first)."""
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.launch import load_user_settings, run_app
    from mahjong_tui.ui.online.lobby import LobbyStart
    from mahjong_tui.ui.online.start import OnlineStart, default_name

    settings, save = load_user_settings(args)
    create = {"type": "create", **room_options(args)} if args.create else None
    start = LobbyStart(room=args.room.upper() if args.room else None, watch=args.watch,
                       password=args.password, create=create)
    name = (args.name or default_name()).strip()[:20] or "Player"
    app = MahjongApp(settings, save=save, online=OnlineStart(url, name, start))
    return run_app(app)


def _run_bot(args: argparse.Namespace, url: str) -> int:
    from bots import BOT_LEVELS
    from mahjong_tui.net.bot_client import play_as_bot
    from mahjong_tui.net.client import TableClient

    if args.bot not in BOT_LEVELS:
        print(f"mahjong-tui join: unknown bot level {args.bot!r} "
              f"(known: {', '.join(BOT_LEVELS)})", file=sys.stderr)
        return 2
    create = room_options(args) if args.room is None else None

    async def play() -> int:
        client = TableClient(url, args.name or f"{args.bot} bot", retry=True)
        client.start()
        try:
            outcome = await play_as_bot(url, args.bot, room=args.room, password=args.password,
                                        create=create, seed=args.seed, client=client,
                                        say=lambda line: print(line, flush=True))
        finally:
            await client.close()
        if outcome.finished:
            print(f"match over: seat {outcome.seat}, {outcome.actions} actions, "
                  f"scores {' '.join(map(str, outcome.scores))}", flush=True)
            return 0
        return 1

    try:
        return asyncio.run(play())
    except KeyboardInterrupt:
        return 130
