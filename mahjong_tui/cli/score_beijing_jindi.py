"""``mahjong-tui score --ruleset beijing|jindi``: score a Beijing or a Jindi win.

Examples::

    mahjong-tui score --ruleset beijing "123m456m789m234p55s" --win 5s --self-drawn
    mahjong-tui score --ruleset beijing "456p789s234s55p" --meld 123m --win 5p \\
        --self-drawn --floor 2
    mahjong-tui score --ruleset jindi "123m456p234s99p" --meld 789s --win 9p \\
        --from-dealer --closed other

Melds use the MCR notation (``345m`` a chow, ``EEE`` a pung, ``9999s`` an exposed
kong, ``9999s:concealed``). Seats: the winner deals with ``--dealer``; the
discarder deals with ``--from-dealer``; otherwise the dealer is another player.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Tile, TileNotationError, format_tiles, parse_tile, parse_tiles
from mahjong_tui.rulesets.beijing.scoring import BeijingScore, BeijingSituation, score_beijing
from mahjong_tui.rulesets.jindi.scoring import JindiScore, JindiSituation, score_jindi
from mahjong_tui.rulesets.tile_limits import tile_set_problem

__all__ = ["CLOSED_ROLES", "beijing_json", "jindi_json", "run_beijing_or_jindi"]

CLOSED_ROLES = ("dealer", "discarder", "other", "all")
"""What ``--closed`` may name (Jindi): payers who never opened their hand."""

_MCR_OR_SICHUAN = ("last_copy", "void", "after_kong", "kong_discard", "heavenly", "earthly",
                   "option", "batch")


class _InputError(Exception):
    """Bad notation or contradictory options; printed on one line."""


def _tiles(args: argparse.Namespace) -> tuple[tuple[Tile, ...], tuple[Meld, ...], Tile]:
    """The concealed tiles with the winning tile, the melds, the winning tile."""
    from mahjong_tui.rulesets.mcr.scoring.notation import parse_meld
    from mahjong_tui.rulesets.mcr.scoring.types import InvalidHandError

    if not args.hand:
        raise _InputError("give a HAND to score")
    try:
        tiles = parse_tiles(args.hand)
        win = parse_tile(args.win) if args.win else (tiles[-1] if tiles else None)
        melds = tuple(parse_meld(m) for m in args.meld)
    except (TileNotationError, InvalidHandError) as exc:
        raise _InputError(str(exc.args[-1] if exc.args else exc)) from None
    if win is None:
        raise _InputError("the hand is empty")
    if len(tiles) + 3 * len(melds) == 13:
        tiles.append(win)
    if win not in tiles:
        raise _InputError(f"the winning tile {win.text} is not in the hand")
    impossible = tile_set_problem(tiles, melds)
    if impossible:
        raise _InputError(impossible)
    return tuple(sorted(tiles)), melds, win


def _beijing(args: argparse.Namespace) -> BeijingSituation:
    concealed, melds, win = _tiles(args)
    if not 0 <= args.floor <= 2:
        raise _InputError("--floor is 0, 1 or 2")
    return BeijingSituation(concealed, melds, win, args.self_drawn,
                            winner_is_dealer=args.dealer, discarder_is_dealer=args.from_dealer,
                            after_kong=args.kong_replacement, last_tile=args.last_tile,
                            robbing_kong=args.robbing_kong, floor=args.floor)


def _jindi(args: argparse.Namespace) -> JindiSituation:
    concealed, melds, win = _tiles(args)
    # The winner is player 0; the dealer player 0 (--dealer) or 1; the discarder
    # the dealer (--from-dealer) or player 2; player 3 is the other payer.
    dealer = 0 if args.dealer else 1
    discarder = None if args.self_drawn else (dealer if args.from_dealer else 2)
    closed: set[int] = set()
    for role in args.closed:
        if role not in CLOSED_ROLES:
            raise _InputError(f"--closed takes {', '.join(CLOSED_ROLES)}, not {role!r}")
        if role == "all":
            closed |= {1, 2, 3}
        elif role == "dealer":
            if dealer == 0:
                raise _InputError("--closed dealer: the winner deals (--dealer)")
            closed.add(dealer)
        elif role == "discarder":
            if discarder is None:
                raise _InputError("--closed discarder: a self-drawn win has no discarder")
            closed.add(discarder)
        else:
            closed.add(3)
    opened = (True, *(q not in closed for q in (1, 2, 3)))
    return JindiSituation(concealed, melds, win, 0, dealer, discarder,
                          (opened[0], opened[1], opened[2], opened[3]),
                          after_kong=args.kong_replacement)


def beijing_json(score: BeijingScore) -> dict[str, Any]:
    """A Beijing score as a JSON-ready dict."""
    return {
        "ruleset": "beijing", "is_win": score.is_win, "reason": score.reason,
        "shape": score.shape, "pushdown": score.pushdown,
        "fans": [{"id": f.id, "zh": f.zh, "en": f.en, "fan": f.fan} for f in score.fans],
        "raw_fan": score.raw_fan, "floor": score.floor, "total_fan": score.total_fan,
        "payments": [{"payer": s.payer, "amount": s.amount, "uncapped": s.uncapped}
                     for s in score.shares],
        "received": score.received,
    }


def jindi_json(score: JindiScore) -> dict[str, Any]:
    """A Jindi score as a JSON-ready dict."""
    return {
        "ruleset": "jindi", "is_win": score.is_win, "reason": score.reason,
        "hand_bonuses": [{"id": b.id, "zh": b.zh, "en": b.en, "fan": b.fan}
                         for b in score.hand_bonuses],
        "bills": [{"player": b.player, "total": b.total,
                   "items": [{"id": i.id, "zh": i.zh, "en": i.en, "fan": i.fan}
                             for i in b.items]} for b in score.bills],
        "received": score.received,
    }


def _head(concealed: tuple[Tile, ...], melds: tuple[Meld, ...], win: Tile) -> str:
    shown = " ".join(f"[{m.text}{' concealed' if m.concealed else ''}]" for m in melds)
    return " ".join(p for p in (format_tiles(concealed), shown) if p) + f" (win {win.text})"


def _print_beijing(s: BeijingSituation, score: BeijingScore) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    head = _head(s.concealed, s.melds, s.win_tile) + ", beijing"
    if not score.is_win:
        console.print(f"{head}: not a winning hand: {score.reason}")
        return
    table = Table(title=head, caption=score.shape)
    table.add_column("番种")
    table.add_column("Fan")
    table.add_column("Fan", justify="right")
    for f in score.fans:
        table.add_row(f.zh, f.en, str(f.fan))
    if score.pushdown:
        table.add_row("推倒和", "Push-down win (self-draw only)", "0")
    table.add_section()
    table.add_row("合计", "Fans added", str(score.raw_fan))
    table.add_row("上楼", "Floors", str(score.floor))
    table.add_row("封顶", "Fan counted (cap 6)", str(score.total_fan))
    console.print(table)
    pays = ", ".join(f"{p.payer} {p.amount}" + (f" (cut from {p.uncapped})"
                                                if p.uncapped != p.amount else "")
                     for p in score.shares)
    console.print(f"payments: {pays}; the winner receives {score.received}")


def _print_jindi(s: JindiSituation, score: JindiScore) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    head = _head(s.concealed, s.melds, s.win_tile) + ", jindi"
    if not score.is_win:
        console.print(f"{head}: not a winning hand: {score.reason}")
        return
    table = Table(title=head)
    table.add_column("Payer")
    table.add_column("番")
    table.add_column("Chips", justify="right")
    for bill in score.bills:
        role = ("dealer" if bill.player == s.dealer else
                "discarder" if bill.player == s.discarder else "other")
        closed = "" if s.opened[bill.player] else ", closed"
        table.add_row(f"{role}{closed}", " + ".join(f"{i.zh} {i.fan}" for i in bill.items),
                      str(bill.total))
    table.add_section()
    table.add_row("合计", "All three pay", str(score.received))
    console.print(table)


def run_beijing_or_jindi(args: argparse.Namespace) -> int:
    """Run ``score`` for ``--ruleset beijing`` or ``jindi``; returns the exit code
    (2 on bad input)."""
    from mahjong_tui.cli.score_sichuan import MCR_ONLY

    stray = [f"--{name.replace('_', '-')}" for name in _MCR_OR_SICHUAN if getattr(args, name)]
    stray += [f"--{name.replace('_', '-')}" for name, default in MCR_ONLY.items()
              if name not in _MCR_OR_SICHUAN and getattr(args, name) != default]
    if args.ruleset == "jindi":
        stray += [flag for flag, given in (("--floor", args.floor),
                                           ("--last-tile", args.last_tile),
                                           ("--robbing-kong", args.robbing_kong)) if given]
    elif args.closed:
        stray.append("--closed")
    if stray:
        print(f"error: {', '.join(stray)}: not read by --ruleset {args.ruleset}",
              file=sys.stderr)
        return 2
    try:
        if args.dealer and args.from_dealer:
            raise _InputError("--dealer and --from-dealer: one player deals")
        if args.from_dealer and args.self_drawn:
            raise _InputError("--from-dealer: a self-drawn win has no discarder")
        if args.ruleset == "beijing":
            bj = _beijing(args)
            bj_score = score_beijing(bj)
        else:
            jd = _jindi(args)
            jd_score = score_jindi(jd)
    except _InputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.ruleset == "beijing":
        if args.json:
            print(json.dumps(beijing_json(bj_score), ensure_ascii=False, indent=1))
        else:
            _print_beijing(bj, bj_score)
    elif args.json:
        print(json.dumps(jindi_json(jd_score), ensure_ascii=False, indent=1))
    else:
        _print_jindi(jd, jd_score)
    return 0
