"""``mahjong-tui score``: score one hand, or a whole corpus of situations.

Examples::

    mahjong-tui score "123m 456m 789m 123p 5p" --win 5p
    mahjong-tui score "1112345678999m" --win 5m --self-drawn
    mahjong-tui score "23m 55p" --meld 789s --meld EEE:right --meld 9999p:concealed --win 1m
    mahjong-tui score "123m456m789m1235p" --win 5p --json
    mahjong-tui score --batch corpus.jsonl --out answers.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mahjong_tui.rulesets.mcr.scoring.types import ScoreResult, Situation

__all__ = ["build_situation", "register", "result_json", "run"]

_EPILOG = """\
hand notation: digits then suit letter (123m = characters, 456p = dots, 789s = bamboo),
honours E S W N (winds) and C F P (red, green, white dragons); spaces optional.

melds (--meld, repeatable, in the order they were made):
  345m            a chow (claimed from the left)
  EEE             a pung, claimed from across
  EEE:right       a pung claimed from left / across / right
  9999s           an exposed kong (from across; add :left or :right)
  9999s:concealed a concealed kong (暗杠)

Without --win the last tile of HAND is the winning tile.

batch mode: --batch CORPUS.jsonl --out ANSWERS.jsonl reads situations in the
format of shared/mcr-oracle/FORMAT.md and writes one answer per line
(id, status win / not_win / invalid, fans with counts, total).
"""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``score`` subcommand."""
    p = subparsers.add_parser(
        "score",
        help="score a hand (fan breakdown) or a corpus of situations",
        description="Score a winning hand as the Botzone/IJCAI reference calculator does.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("hand", nargs="?", help='concealed tiles, e.g. "123m 456p 789s EE 5p"')
    p.add_argument("--meld", action="append", default=[], metavar="TILES[:FROM]",
                   help="a declared meld (repeatable); see below")
    p.add_argument("--win", metavar="TILE", help="the winning tile (default: last tile of HAND)")
    p.add_argument("--self-drawn", action="store_true", help="won on own draw (自摸)")
    p.add_argument("--last-copy", action="store_true",
                   help="the winning tile is the last copy (和绝张)")
    p.add_argument("--kong-replacement", action="store_true",
                   help="self-drawn on a kong's replacement tile (杠上开花)")
    p.add_argument("--robbing-kong", action="store_true", help="won by robbing a kong (抢杠和)")
    p.add_argument("--last-tile", action="store_true",
                   help="last tile of the wall (妙手回春 self-drawn / 海底捞月 on a discard)")
    p.add_argument("--seat", default="E", metavar="WIND", help="seat wind E/S/W/N (default E)")
    p.add_argument("--prevalent", default="E", metavar="WIND",
                   help="prevalent (round) wind E/S/W/N (default E)")
    p.add_argument("--flowers", type=int, default=0, metavar="N", help="flowers held (0-8)")
    p.add_argument("--minimum", type=int, default=8, metavar="N",
                   help="fan minimum, flowers not counted (default 8)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--batch", type=Path, metavar="CORPUS",
                   help="score every situation of a JSONL corpus")
    p.add_argument("--out", type=Path, metavar="ANSWERS",
                   help="where --batch writes its answers (default: standard output)")
    from mahjong_tui.cli.lang import add_lang_option

    add_lang_option(p)
    p.set_defaults(func=run)


def build_situation(args: argparse.Namespace) -> Situation:
    """Turn the command-line options into a :class:`Situation`.

    Raises:
        InvalidHandError: malformed tiles, melds or winds, naming the problem.
    """
    from mahjong_tui.rulesets.mcr.scoring.notation import situation
    from mahjong_tui.rulesets.mcr.scoring.types import InvalidHandError

    if not args.hand:
        raise InvalidHandError("bad_tile", "give a HAND to score, or --batch CORPUS")
    return situation(
        args.hand, melds=args.meld, win=args.win, self_drawn=args.self_drawn,
        last_copy=args.last_copy, kong_replacement=args.kong_replacement,
        robbing_kong=args.robbing_kong, last_wall_tile=args.last_tile, seat=args.seat,
        prevalent=args.prevalent, flowers=args.flowers)


def result_json(situation: Situation, result: ScoreResult) -> dict[str, Any]:
    """The result as a JSON-ready dict (each fan with the sets that made it)."""
    from mahjong_tui.rulesets.mcr.scoring import fan_sets

    sets = fan_sets(situation, result)
    return {
        "is_win": result.is_win,
        "fans": [{"id": h.id, "key": h.key, "zh": h.zh, "en": h.en, "points": h.points,
                  "count": h.count, "sets": [result.decomposition[i] for i in where]}
                 for h, where in zip(result.fans, sets, strict=True)],
        "total": result.total,
        "total_without_flowers": result.total_without_flowers,
        "meets_minimum": result.meets_minimum,
        "decomposition": list(result.decomposition),
    }


def _print_table(situation: Situation, result: ScoreResult, minimum: int, lang: str = "en",
                 fan_names: str = "both") -> None:
    from rich.console import Console
    from rich.table import Table

    from mahjong_tui.engine.tiles import format_tiles
    from mahjong_tui.i18n import catalogue
    from mahjong_tui.rulesets.mcr.scoring import fan_sets
    from mahjong_tui.rulesets.mcr.scoring.set_text import readable_set

    c = catalogue(lang)
    console = Console()
    melds = " ".join(f"[{m.text}{' ' + c.cli_concealed if m.concealed else ''}]"
                     for m in situation.melds)
    head = f"{format_tiles(situation.concealed)} {melds} + {situation.win_tile.text}".replace(
        "  ", " ")
    if not result.is_win:
        console.print(c.cli_not_a_win.format(hand=head))
        return
    sets = [readable_set(text) for text in result.decomposition]
    table = Table(title=head, caption=c.cli_sets.format(sets="  ".join(sets)))
    table.add_column("#", justify="right")
    both = fan_names == "both"
    if both or lang == "zh":
        table.add_column(catalogue("zh").col_fan)
    if both or lang == "en":
        table.add_column(catalogue("en").col_fan)
    for title in (c.cli_col_points, c.cli_col_count, c.cli_col_subtotal):
        table.add_column(title, justify="right")
    table.add_column(c.col_sets)

    def names(zh: str, en: str) -> list[str]:
        return [zh, en] if both else [zh] if lang == "zh" else [en]

    for h, where in zip(result.fans, fan_sets(situation, result), strict=True):
        table.add_row(str(h.id), *names(h.zh, h.en), str(h.points), str(h.count), str(h.total),
                      " ".join(sets[i] for i in where))
    table.add_section()
    table.add_row("", *names(catalogue("zh").total, catalogue("en").total), "", "",
                  str(result.total), "")
    if result.total != result.total_without_flowers:
        table.add_row("", *names(catalogue("zh").cli_without_flowers,
                                 catalogue("en").cli_without_flowers), "", "",
                      str(result.total_without_flowers), "")
    console.print(table)
    verdict = c.cli_met if result.meets_minimum else c.cli_not_met
    console.print(c.cli_minimum.format(minimum=minimum, verdict=verdict))


class _BatchError(Exception):
    """Unreadable batch input or unwritable output; printed on one line."""


def _run_batch(args: argparse.Namespace) -> int:
    from mahjong_tui.rulesets.mcr.scoring.corpus import answer_line

    try:
        src = args.batch.open(encoding="utf-8")
    except OSError as exc:
        raise _BatchError(f"cannot read {args.batch}: {exc.strerror}") from None
    out = sys.stdout if args.out is None else None
    try:
        if out is None:
            try:
                out = args.out.open("w", encoding="utf-8")
            except OSError as exc:
                raise _BatchError(f"cannot write {args.out}: {exc.strerror}") from None
        counts = {"win": 0, "not_win": 0, "invalid": 0}
        for n, line in enumerate(src, 1):
            line = line.strip()
            if not line:
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise _BatchError(f"{args.batch}:{n}: not JSON ({exc.msg})") from None
            answer = answer_line(row)
            counts[answer["status"]] += 1
            out.write(json.dumps(answer, ensure_ascii=False) + "\n")
    finally:
        src.close()
        if out is not None and out is not sys.stdout:
            out.close()
    if args.out is not None:
        print(f"{sum(counts.values())} situations: {counts['win']} win, "
              f"{counts['not_win']} not_win, {counts['invalid']} invalid -> {args.out}")
    return 0


def run(args: argparse.Namespace) -> int:
    """Run the command; returns the exit code (2 on bad input)."""
    from mahjong_tui.rulesets.mcr.scoring import InvalidHandError, score_hand

    try:
        if args.batch is not None:
            return _run_batch(args)
        situation = build_situation(args)
        result = score_hand(situation, minimum=args.minimum)
    except (_BatchError, InvalidHandError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result_json(situation, result), ensure_ascii=False, indent=1))
    else:
        from mahjong_tui.cli.lang import output_language

        lang, fan_names = output_language(args)
        _print_table(situation, result, args.minimum, lang, fan_names)
    return 0
