"""``mahjong-tui export FILE``: a readable text account of a game record."""

from __future__ import annotations

import argparse
import sys
from typing import Any

__all__ = ["register", "run"]


def register(subparsers: Any) -> None:
    """Add the ``export`` subcommand."""
    parser = subparsers.add_parser(
        "export",
        help="write a readable account of a game record, hand by hand",
        description=(
            "Replay a game record (checking it) and write a text account: every hand's "
            "deal and play, each win with its fan breakdown, payments and scores."
        ),
    )
    parser.add_argument("file", help="a game record: a path, or a file name or number as "
                 "'resume --list' prints them")
    parser.add_argument(
        "-o", "--output", metavar="OUT", default=None,
        help="write to OUT instead of standard output (never overwrites the record; OUT "
             "must be a regular file or not exist: a symbolic link, device, FIFO or "
             "directory is refused and left as it is)",
    )
    parser.add_argument(
        "--summary", action="store_true",
        help="only deals and results, without the play-by-play",
    )
    from mahjong_tui.cli.lang import add_lang_option

    add_lang_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Write the account; 1 with a one-line message if the record is unusable."""
    from pathlib import Path

    from mahjong_tui.cli.lang import problem
    from mahjong_tui.engine.names import plain_name
    from mahjong_tui.engine.record import RecordError
    from mahjong_tui.persistence.autosave import SessionError, load_saved
    from mahjong_tui.persistence.history.account import format_account
    from mahjong_tui.persistence.save_list import resolve_save

    path = resolve_save(args.file)
    try:
        loaded = load_saved(path, session_required=False)
    except (RecordError, SessionError) as exc:
        print(f"mahjong-tui export: {path}: {problem(exc, args)}", file=sys.stderr)
        return 1
    from mahjong_tui.cli.lang import output_language
    from mahjong_tui.i18n import catalogue

    lang, fan_names = output_language(args)
    c = catalogue(lang)
    game = loaded.game
    state = c.export_complete if game.is_over else c.export_unfinished
    title = c.export_title.format(file=path.name, seed=game.seed, ruleset=game.ruleset.name,
                                  hands=game.hands_played, state=state,
                                  players=c.log_sep.join(map(plain_name, game.players)))
    text = format_account(game.events, tuple(map(plain_name, game.players)), title=title,
                          log=not args.summary, lang=lang, fan_names=fan_names)
    if args.output is None:
        sys.stdout.write(text)
        return 0
    from mahjong_tui.persistence.safe_write import (
        is_same_file,
        refuse_special_output,
        write_text_atomic,
    )

    out = Path(args.output)
    try:
        if is_same_file(out, path):
            print("mahjong-tui export: "
                  + problem(f"refusing to overwrite the record {path}", args), file=sys.stderr)
            return 1
        refuse_special_output(out)  # a link, device, FIFO or directory stays as it is
        write_text_atomic(out, text)  # whole or not at all
    except OSError as exc:
        print("mahjong-tui export: "
              + problem(f"cannot write {out}: {exc.strerror or exc}", args), file=sys.stderr)
        return 1
    return 0
