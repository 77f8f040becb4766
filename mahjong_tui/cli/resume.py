"""``mahjong-tui resume [FILE]``: continue the latest unfinished game where it stopped.

Works for games against bots, hot-seat and watch games: the record header's
session says which seats are human and the level of each bot. The start
screen's "Resume" entry uses :func:`resume_session` too.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mahjong_tui.persistence.autosave import Autosave
    from mahjong_tui.ui.session import LiveSession

__all__ = ["ResumeError", "describe_saves", "register", "resume_session", "run"]


class ResumeError(ValueError):
    """Nothing can be resumed; the message is one line."""


def register(subparsers: Any) -> None:
    """Add the ``resume`` subcommand."""
    from mahjong_tui.ui.launch import add_display_options

    parser = subparsers.add_parser(
        "resume",
        help="continue the latest unfinished game",
        description=(
            "Continue the most recent unfinished game exactly where it stopped (games "
            "with a human in them before watch games), or the saved game FILE: a path, "
            "a file name or a number as --list prints them. Saves live in the data "
            "directory (see docs/persistence.md)."
        ),
    )
    parser.add_argument("file", nargs="?", default=None,
                        help="a saved game: a path, a file name or number from --list")
    parser.add_argument("--list", action="store_true",
                        help="list saved games (when, rules, mode, hand, scores) and exit")
    add_display_options(parser)
    parser.set_defaults(func=run)


def describe_saves(directory: Path | None = None, lang: str = "en") -> list[str]:
    """The saved games as a table, newest first: number, start, rules, mode, hand,
    state, scores and the file name (``resume`` and ``replay`` accept the name or
    the number), in ``lang``."""
    from mahjong_tui.persistence.save_list import save_table, summaries

    return save_table(summaries(directory), lang)


def _candidates(file: str | Path | None, directory: Path | None) -> list[tuple[Path, str | None]]:
    """Files to try, best first, each with a reason it cannot be used (or ``None``):
    games with a human in them before watch games, newest first; games in which no
    human has moved yet are not offered."""
    from mahjong_tui.persistence.autosave import saves_dir
    from mahjong_tui.persistence.save_list import resolve_save, resume_order, summaries

    if file is not None:
        return [(resolve_save(str(file), directory), None)]
    found = [(s.save.path, s.save.error) for s in resume_order(summaries(directory))]
    if not found:
        where = directory if directory is not None else saves_dir()
        raise ResumeError(f"no unfinished game to resume in {where}")
    return found


def resume_session(file: str | Path | None = None, *, directory: Path | None = None,
                   history: bool | Path = True,
                   warnings: list[str] | None = None) -> tuple[LiveSession, Autosave]:
    """Rebuild the latest unfinished game (or ``file``) as a live table session.

    Without ``file``, the newest unfinished save that can be read is taken; every
    newer one that cannot is named in ``warnings`` (one line each) and left as it
    is. The game continues to be saved in the same file (see
    :meth:`mahjong_tui.persistence.autosave.Autosave.resume`); bots are
    :class:`mahjong_tui.persistence.undo.PerDecisionBot` so the game continues as it would have.
    The session gets an ``autosave`` attribute (for undo and closing).

    Raises:
        ResumeError: nothing to resume, or no file can be resumed (one line).
    """
    from mahjong_tui.engine.record import RecordError
    from mahjong_tui.persistence.autosave import Autosave, SessionError

    problems: list[str] = []
    for path, error in _candidates(file, directory):
        if error is None:
            try:
                save = Autosave.resume(path, history=history)
            except (RecordError, SessionError) as exc:
                error = str(exc)
            except OSError as exc:
                error = f"unreadable: {exc.strerror or exc}"
            else:
                if warnings is not None:
                    warnings.extend(f"skipped {p}" for p in problems)
                return _live(save, path), save
        problems.append(f"{path}: {error}")
    if len(problems) == 1:
        raise ResumeError(problems[0])
    raise ResumeError(f"none of {len(problems)} unfinished games can be resumed "
                      f"(newest: {problems[0]})")


def _live(save: Autosave, path: Path) -> LiveSession:
    from mahjong_tui.persistence.undo import PerDecisionBot
    from mahjong_tui.ui.setup import GameSpec, new_session

    game, session = save.game, save.session
    levels = tuple(lv or "expert" for lv in session.bot_levels)
    spec = GameSpec(game.seed, session.humans, (levels[0], levels[1], levels[2], levels[3]),
                    watch=session.mode == "watch")
    try:
        live = new_session(spec, game=game)
        for p in range(4):
            level = session.bot_levels[p]
            if level is not None:
                # without the bots package, keep the UI's fallback bot
                with contextlib.suppress(ImportError):
                    live.agents[p] = PerDecisionBot(level, game.seed, p)
    except ValueError as exc:  # a bot level this installation does not have
        save.close()
        raise ResumeError(f"{path}: {exc}") from None
    live.autosave = save  # type: ignore[attr-defined]
    return live


def run(args: argparse.Namespace) -> int:
    """List saves, or resume one in the table UI; 1 with a one-line message on failure
    (2 for a bad option)."""
    if args.list:
        from mahjong_tui.cli.lang import message_language

        lang = message_language(args)
        lines = describe_saves(lang=lang)
        print("\n".join(lines) if lines else ("没有保存的对局" if lang == "zh"
                                                else "no saved games"))
        return 0
    from mahjong_tui.cli.lang import problem
    from mahjong_tui.ui.launch import load_user_settings, run_app

    if args.hands is not None:
        print("mahjong-tui resume: --hands is for new games; a saved game keeps the number "
              "of hands it was started with", file=sys.stderr)
        return 2
    warnings: list[str] = []
    try:
        live, _ = resume_session(args.file, warnings=warnings)
    except ResumeError as exc:
        print(f"mahjong-tui resume: {problem(exc, args)}", file=sys.stderr)
        return 1
    for line in warnings:
        print(f"mahjong-tui resume: {problem(line, args)}", file=sys.stderr)
    settings, may_save = load_user_settings(args)
    from mahjong_tui.ui.app import MahjongApp

    # run_app closes the autosave (live.autosave is save) and reports what was not saved
    return run_app(MahjongApp(settings, live, save=may_save), live)
