"""``mahjong-tui review FILE [--seat N] [--differences] [--json] [--lang zh|en]``: a recorded game's
human decisions against the expert bot's."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

__all__ = ["register", "run"]


def register(subparsers: Any) -> None:
    """Add the ``review`` subcommand."""
    p = subparsers.add_parser(
        "review", help="compare a game's human decisions with the expert bot's",
        description="Replay a game record and, for every decision of a human seat, show "
                    "what the expert bot would have done with the hint panel's figures "
                    "for both (shanten after it, live useful tiles, the 8-fan route), "
                    "then a summary: the decisions that differed most, the deal-ins and "
                    "the wins passed. Human seats come from the record; --seat picks "
                    "others (e.g. in a bots-only record).")
    p.add_argument("file", help="a game record: a path, or a file name or number as "
                 "'resume --list' prints them")
    p.add_argument("--seat", type=int, action="append", choices=range(4), metavar="N",
                   help="review player N (0-3) instead of the record's human seats; "
                        "repeat for several")
    p.add_argument("--differences", action="store_true",
                   help="list only the decisions that differ from the expert's")
    p.add_argument("--json", action="store_true", help="print the review as JSON")
    p.add_argument("--lang", choices=("zh", "en"), default=None,
                   help="language of the text (default: from settings, else English)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Run the subcommand; returns the exit code."""
    from mahjong_tui.cli.lang import message_language, problem
    from mahjong_tui.coach.review import ReviewError, review_record
    from mahjong_tui.coach.review_text import review_lines
    from mahjong_tui.engine.record import RecordError, load
    from mahjong_tui.persistence.save_list import resolve_save

    args.file = str(resolve_save(args.file))
    try:
        record = load(args.file)
        lang = "en" if args.json else message_language(args)
        review = review_record(record, args.seat, lang)
    except (RecordError, ReviewError) as exc:
        print(f"mahjong-tui review: {args.file}: {problem(exc, args)}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"mahjong-tui review: {args.file}: {problem(exc.strerror or exc, args)}",
              file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(review.to_dict(), ensure_ascii=False, indent=1))
    else:
        print("\n".join(review_lines(review, every=not args.differences, lang=lang)))
    return 0
