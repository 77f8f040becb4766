"""``mahjong-tui score``: score one hand, or a whole corpus of situations.

Examples::

    mahjong-tui score "123m 456m 789m 123p 5p" --win 5p
    mahjong-tui score "1112345678999m" --win 5m --self-drawn
    mahjong-tui score "23m 55p" --meld 789s --meld EEE:right --meld 9999p:concealed --win 1m
    mahjong-tui score "123m456m789m1235p" --win 5p --json
    mahjong-tui score --batch corpus.jsonl --out answers.jsonl
    mahjong-tui score --ruleset sichuan "11223344556677m" --win 7m --self-drawn

``--ruleset sichuan`` / ``sichuan-sbr`` hand over to :mod:`mahjong_tui.cli.score_sichuan`,
``--ruleset guizhou`` to :mod:`mahjong_tui.cli.score_guizhou`.
``--ruleset hangzhou`` / ``hangzhou-fixed`` to :mod:`mahjong_tui.cli.score_hangzhou`.
``beijing`` / ``jindi`` to :mod:`mahjong_tui.cli.score_beijing_jindi`.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mahjong_tui.rulesets.mcr.scoring.types import ScoreResult, Situation

__all__ = ["REGIONAL_136", "build_situation", "register", "result_json", "run"]

REGIONAL_136 = ("beijing", "jindi")
"""Rulesets scored by :mod:`mahjong_tui.cli.score_beijing_jindi`."""

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

Sichuan (--ruleset sichuan = Chengdu rules, sichuan-sbr = SBR 2025 competition):
  HAND holds m, p and s tiles only; with --win it may include the winning tile.
  melds: 555p a pung, 5555p an exposed kong (直杠), 5555p:concealed (暗杠),
  5555p:added (加杠); no chows. Flags: --self-drawn, --void m|p|s, --after-kong
  (杠上花), --kong-discard (杠上炮), --robbing-kong (抢杠), --last-tile (海底),
  --heavenly (天胡), --earthly (地胡); --option FIELD=VALUE changes a scoring
  option of the preset (e.g. cap=none). The breakdown shows every fan with its
  count, the raw and capped fan, the value (2^fan base units) and what each payer
  pays. --batch SITUATIONS.jsonl --out ANSWERS.jsonl reads and writes the format of
  shared/sichuan-oracle/README.md (fans by the oracle's ids); the answers are
  written only after the whole input was read, never over the input.

Guizhou (--ruleset guizhou): HAND and melds as for Sichuan (5555p a kong on a
  discard 点豆, 5555p:concealed 闷豆, 5555p:added 转弯豆). Flags: --self-drawn,
  --after-kong (杠上胡), --robbing-kong (抢杠, paid three shares by the robbed
  player), --hot-shot (热炮). The breakdown shows the hand of the value table, 杠上胡,
  the value per payer and the total.

Hangzhou (--ruleset hangzhou = 财神 turned up, hangzhou-fixed = 白板 is 财神):
  --wild TILE names the 财神 kind (hangzhou-fixed: P unless given); HAND holds the
  concealed tiles, 财神 included. melds: 123m a chow, 555p a pung, 5555p an exposed
  kong, 5555p:concealed. Flags: --self-drawn, --after-kong (杠开), --piao N (财飘 in a
  row before this self-draw). The breakdown shows every multiplier (七对, 豪华七对,
  两豪华, 三豪华, 暴头, 财飘, 杠开), the base and the value each payer pays.

Beijing (--ruleset beijing) and Jindi (--ruleset jindi): 136 tiles, melds as for
MCR (chows, pungs, kongs, :concealed). Flags: --self-drawn, --kong-replacement
(杠上开花), --last-tile (海底捞月), --robbing-kong, --dealer (the winner deals),
--from-dealer (the discarder deals); Beijing --floor N (上楼); Jindi --closed WHO
(a payer who never opened: dealer, discarder, other, all). Beijing shows the fans
added, the floors, the fan counted (cap 6) and each payment (cap 640); Jindi each
payer's bill, 1 番 = 1 chip.
"""

_EPILOG_ZH = """\
牌的写法：数字加花色字母（123m = 万，456p = 饼，789s = 条），
字牌 E S W N（风）和 C F P（中、發、白）；空格可有可无。

副露（--meld，可重复，按亮出的顺序）：
  345m            吃（吃上家）
  EEE             碰，碰对家
  EEE:right       碰上家 / 对家 / 下家（left / across / right）
  9999s           明杠（杠对家；可加 :left 或 :right）
  9999s:concealed 暗杠

不给 --win 时，HAND 的最后一张就是和的那张牌。

批量模式：--batch CORPUS.jsonl --out ANSWERS.jsonl 按 shared/mcr-oracle/FORMAT.md
的格式读入局面，每行写一个答案（id、状态 win / not_win / invalid、番种及次数、总番）。

四川麻将（--ruleset sichuan = 成都规则，sichuan-sbr = SBR 2025 比赛规则）：
  HAND 只含 m、p、s 的牌；给了 --win 时可以包含和的那张牌。
  副露：555p 碰，5555p 明杠（直杠），5555p:concealed（暗杠），5555p:added（加杠）；
  不能吃。选项：--self-drawn（自摸）、--void m|p|s（定缺）、--after-kong（杠上花）、
  --kong-discard（杠上炮）、--robbing-kong（抢杠）、--last-tile（海底）、
  --heavenly（天胡）、--earthly（地胡）；--option FIELD=VALUE 修改预设的计分选项
  （例如 cap=none）。明细列出每个番种及次数、原始番数和封顶后的番数、分值
  （2^番 个基本单位）以及每位付款人付多少。--batch SITUATIONS.jsonl --out ANSWERS.jsonl
  按 shared/sichuan-oracle/README.md 的格式读写（番种用参考实现的编号）；
  整个输入读完后才写答案，绝不覆盖输入。

北京麻将（--ruleset beijing）与金地（--ruleset jindi）：136 张牌，副露写法同国标（吃、碰、杠、
  :concealed）。选项：--self-drawn（自摸）、--kong-replacement（杠上开花）、--last-tile（海底捞月）、
  --robbing-kong（抢杠）、--dealer（和牌者坐庄）、--from-dealer（放炮者坐庄）；北京 --floor N
  （上楼）；金地 --closed WHO（从未开门的付款人：dealer、discarder、other、all）。北京列出相加的番、
  楼层、计入的番（6 番封顶）和每笔支付（640 封顶）；金地列出每位付款人的账，1 番 = 1 筹码。

贵州麻将（--ruleset guizhou）：HAND 与副露的写法同四川（5555p 点豆，5555p:concealed 闷豆，
  5555p:added 转弯豆）。选项：--self-drawn（自摸）、--after-kong（杠上胡）、
  --robbing-kong（抢杠，被抢者包三家）、--hot-shot（热炮）。明细列出牌型、杠上胡、
  每位付款人的分值和合计。
"""
"""``_EPILOG`` in Chinese (``score --help`` in Chinese)."""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``score`` subcommand."""
    p = subparsers.add_parser(
        "score",
        help="score a hand (fan breakdown) or a corpus of situations",
        description=("Score a winning hand: MCR as the Botzone/IJCAI reference calculator "
                     "does, Sichuan (Chengdu or SBR 2025 rules), Beijing, Jindi, Guizhou "
                     "or Hangzhou (财神)."),
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.zh_epilog = _EPILOG_ZH  # type: ignore[attr-defined]  # read by translate_parser
    p.add_argument("--ruleset", choices=("mcr", "sichuan", "sichuan-sbr", "guizhou",
                                          "hangzhou", "hangzhou-fixed", *REGIONAL_136),
                   default="mcr", metavar="NAME",
                   help="the rules to score by: mcr (default), sichuan, sichuan-sbr, guizhou, "
                        "hangzhou, hangzhou-fixed, beijing or jindi")
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
                   help="last tile of the wall (妙手回春 self-drawn / 海底捞月 on a discard; "
                        "Sichuan 海底)")
    p.add_argument("--void", metavar="SUIT", help="Sichuan: the declared void suit m, p or s")
    p.add_argument("--after-kong", action="store_true",
                   help="Sichuan, Hangzhou: self-drawn on one's kong replacement (杠上花, 杠开)")
    p.add_argument("--wild", metavar="TILE", help="Hangzhou: the 财神 (wild) kind")
    p.add_argument("--piao", type=int, default=0, metavar="N",
                   help="Hangzhou: 财飘 in a row before this self-draw (default 0)")
    p.add_argument("--kong-discard", action="store_true",
                   help="Sichuan: won on the discard made right after a kong (杠上炮)")
    p.add_argument("--heavenly", action="store_true", help="Sichuan: 天胡 (dealer's first 14)")
    p.add_argument("--earthly", action="store_true",
                   help="Sichuan: 地胡 (non-dealer, first go-around)")
    p.add_argument("--option", action="append", default=[], metavar="FIELD=VALUE",
                   help="Sichuan: change a scoring option of the preset (repeatable): "
                        "cap=N|none, self_draw_bonus=yes|no, heavenly_earthly=yes|no, "
                        "linear_points=yes|no (Chengdu)")
    p.add_argument("--hot-shot", action="store_true",
                   help="Guizhou: won on the discard made right after a kong (热炮)")
    p.add_argument("--dealer", action="store_true",
                   help="Beijing, Jindi: the winner deals this hand")
    p.add_argument("--from-dealer", action="store_true",
                   help="Beijing, Jindi: the discarder deals this hand")
    p.add_argument("--floor", type=int, default=0, metavar="N",
                   help="Beijing: the floor of 上楼, 0-2 (one fan each)")
    p.add_argument("--closed", action="append", default=[], metavar="WHO",
                   help="Jindi: a payer who never opened: dealer, discarder, other or all "
                        "(repeatable)")
    p.add_argument("--seat", default="E", metavar="WIND", help="seat wind E/S/W/N (default E)")
    p.add_argument("--prevalent", default="E", metavar="WIND",
                   help="prevalent (round) wind E/S/W/N (default E)")
    p.add_argument("--flowers", type=int, default=0, metavar="N", help="flowers held (0-8)")
    p.add_argument("--minimum", type=int, default=8, metavar="N",
                   help="fan minimum 0..88, flowers not counted (default 8)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--batch", type=Path, metavar="CORPUS",
                   help="score every situation of a JSONL corpus")
    p.add_argument("--out", type=Path, metavar="ANSWERS",
                   help="where --batch writes its answers (default: standard output); a "
                        "symbolic link, device, FIFO or directory is refused")
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
    if not 0 <= args.minimum <= 88:
        raise InvalidHandError("bad_flags", f"--minimum must be 0..88, not {args.minimum}")
    for meld in args.meld:
        if meld.endswith(":"):
            raise InvalidHandError("bad_meld", f"--meld {meld!r}: nothing after ':' (give left, "
                                   "across, right or concealed)")
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


_MAX_LINE = 1 << 20
"""Longest corpus line read (a situation is a few hundred characters)."""


class _BatchError(Exception):
    """Unreadable batch input or unwritable output; printed on one line."""


def _run_batch(args: argparse.Namespace) -> int:
    """Score the corpus; with ``--out`` the answers replace the file only once every
    line was read and scored (a bad input leaves an existing output as it was)."""
    from mahjong_tui.persistence.safe_write import (
        InputFileError,
        ReplaceOnSuccess,
        SameFileError,
        open_input,
        refuse_same_file,
        refuse_special_output,
    )

    try:  # only a regular file: a FIFO would block, a device never end
        src = io.TextIOWrapper(open_input(args.batch), encoding="utf-8")
    except InputFileError as exc:
        raise _BatchError(str(exc)) from None
    with src:
        if args.out is None:
            counts = _score_lines(args.batch, src, sys.stdout)
        else:
            try:
                refuse_same_file(args.out, args.batch)
                refuse_special_output(args.out)  # a link or device stays as it is
                with ReplaceOnSuccess(args.out) as out:
                    counts = _score_lines(args.batch, src, out)
            except SameFileError as exc:
                raise _BatchError(str(exc)) from None
            except OSError as exc:
                raise _BatchError(f"cannot write {args.out}: {exc.strerror or exc}") from None
    if args.out is not None:
        print(f"{sum(counts.values())} situations: {counts['win']} win, "
              f"{counts['not_win']} not_win, {counts['invalid']} invalid -> {args.out}")
    return 0


def _score_lines(name: Path, src: IO[str], out: IO[str]) -> dict[str, int]:
    from mahjong_tui.rulesets.mcr.scoring.corpus import answer_line

    counts = {"win": 0, "not_win": 0, "invalid": 0}
    try:
        # bounded lines: a device or a binary file given by mistake must not fill memory
        for n, line in enumerate(iter(lambda: src.readline(_MAX_LINE + 1), ""), 1):
            if len(line) > _MAX_LINE:
                raise _BatchError(f"{name}:{n}: a line longer than {_MAX_LINE} characters, "
                                  "not a situation")
            line = line.strip()
            if not line:
                continue
            try:
                row = json.loads(line)
            except (ValueError, RecursionError) as exc:
                reason = exc.msg if isinstance(exc, json.JSONDecodeError) else "too deep or long"
                raise _BatchError(f"{name}:{n}: not JSON ({reason})") from None
            if not isinstance(row, dict):
                raise _BatchError(f"{name}:{n}: not a JSON object")
            answer = answer_line(row)
            counts[answer["status"]] += 1
            out.write(json.dumps(answer, ensure_ascii=False) + "\n")
    except UnicodeDecodeError:
        raise _BatchError(f"{name}: not UTF-8 text") from None
    except IsADirectoryError:
        raise _BatchError(f"cannot read {name}: Is a directory") from None
    return counts


def run(args: argparse.Namespace) -> int:
    """Run the command; returns the exit code (2 on bad input)."""
    if args.ruleset == "guizhou":
        from mahjong_tui.cli.score_guizhou import run_guizhou

        return run_guizhou(args)
    if args.ruleset.startswith("hangzhou"):
        from mahjong_tui.cli.score_hangzhou import run_hangzhou

        return run_hangzhou(args)
    if args.ruleset in REGIONAL_136:
        from mahjong_tui.cli.score_beijing_jindi import run_beijing_or_jindi

        return run_beijing_or_jindi(args)
    from mahjong_tui.cli.score_hangzhou import HANGZHOU_ONLY

    given = [f"--{n}" for n in HANGZHOU_ONLY if getattr(args, n)]
    if given:
        print(f"error: {', '.join(given)}: Hangzhou options; add --ruleset hangzhou",
              file=sys.stderr)
        return 2
    regional = [flag for flag, given in (("--dealer", args.dealer),
                                         ("--from-dealer", args.from_dealer),
                                         ("--floor", args.floor), ("--closed", args.closed))
                if given]
    if regional:
        print(f"error: {', '.join(regional)}: Beijing and Jindi options; add --ruleset "
              "beijing or jindi", file=sys.stderr)
        return 2
    if args.ruleset != "mcr":
        from mahjong_tui.cli.score_sichuan import run_sichuan

        return run_sichuan(args)
    from mahjong_tui.cli.score_sichuan import SICHUAN_ONLY
    from mahjong_tui.rulesets.mcr.scoring import InvalidHandError, score_hand

    stray = [f"--{name.replace('_', '-')}" for name in (*SICHUAN_ONLY, "hot_shot")
             if getattr(args, name)]
    if stray:
        print(f"error: {', '.join(stray)}: Sichuan options; add --ruleset sichuan or "
              "sichuan-sbr", file=sys.stderr)
        return 2
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
