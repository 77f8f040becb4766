"""Shared by the ``play``, ``hotseat``, ``watch`` and start-screen commands: load
settings, build the session, run the app, turn bad input into one-line errors."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from mahjong_tui.persistence.settings import (
    LANGUAGES,
    TILE_STYLES,
    Settings,
    SettingsError,
    load_settings,
)

__all__ = ["UsageError", "add_display_options", "available_levels", "budget_ms", "check_level",
           "default_level", "load_user_settings", "report_at_exit", "run_app"]


_EXIT_MESSAGES: list[str] = []
"""Saving problems of games closed while the app runs (printed when it exits)."""


def report_at_exit(message: str) -> None:
    """Print ``message`` (one line per problem) when :func:`run_app` returns."""
    _EXIT_MESSAGES.append(message)


class UsageError(ValueError):
    """A bad command-line value; the message is one line."""


def add_display_options(parser: Any) -> None:
    """``--ruleset``, ``--tiles``, ``--lang`` and ``--hands`` shared by the game
    commands."""
    from mahjong_tui.rulesets import ruleset_names

    parser.add_argument("--ruleset", choices=ruleset_names(), default="mcr", metavar="NAME",
                        help="the rules: " + ", ".join(ruleset_names()) + " (default mcr)")
    parser.add_argument("--tiles", choices=TILE_STYLES, default=None,
                        help="tile style (default: from settings, else boxed)")
    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="interface language (default: from settings, else zh)")
    parser.add_argument("--hands", type=int, default=None, metavar="N",
                        help="play only N hands (default: a whole 16-hand match)")
    parser.add_argument("--budget-ms", type=budget_ms, default=None, metavar="MS",
                        help="thinking time of master bots per decision (default: from "
                             "settings, else 300)")


def available_levels() -> tuple[str, ...]:
    """Bot levels the installed ``bots`` package provides."""
    try:
        import bots
    except ImportError:
        return ("random",)
    return tuple(bots.BOT_LEVELS)


def check_level(level: str) -> str:
    """Return ``level`` if bots provide it.

    Raises:
        UsageError: naming the known levels.
    """
    known = available_levels()
    if level not in known:
        raise UsageError(f"unknown bot level {level!r} (known: {', '.join(known)})")
    return level


def default_level(settings: Settings) -> str:
    """The settings' bot level, or the strongest installed one if it is missing."""
    known = available_levels()
    return settings.bot_level if settings.bot_level in known else known[-1]


def load_user_settings(args: argparse.Namespace | None = None) -> tuple[Settings, bool]:
    """The user's settings with command-line overrides, and whether they may be saved
    (not when the file is corrupt: it is reported once and left alone)."""
    save = True
    try:
        settings = load_settings()
    except SettingsError as exc:
        from mahjong_tui.cli.lang import problem

        print("mahjong-tui: " + problem(f"warning: {exc}; using defaults", args),
              file=sys.stderr)
        settings, save = Settings(), False
    if args is not None:
        changes = {}
        for attr, field in (("tiles", "tile_style"), ("lang", "language"), ("speed", "speed")):
            value = getattr(args, attr, None)
            if value is not None:
                changes[field] = value
        if changes:
            settings = settings.with_(**changes)
    _configure_master(settings, None if args is None else getattr(args, "budget_ms", None))
    return settings, save


def budget_ms(text: str) -> float:
    """``--budget-ms``: milliseconds, at least 1.

    Raises:
        argparse.ArgumentTypeError: for anything else.
    """
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of milliseconds: {text!r}") from None
    if not value >= 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {text}")
    return value


def _configure_master(settings: Settings, budget: float | None) -> None:
    """Give ``master`` bots their thinking time and the language of their reasons."""
    try:
        from bots.master import configure
    except ImportError:
        return
    configure(budget_ms=budget if budget is not None else float(settings.master_budget_ms),
              lang=settings.language)


def _draw_in_terminal_encoding() -> None:
    """Textual draws on standard error: encode for the terminal (the locale), not as
    ``PYTHONIOENCODING`` says (``ascii`` there showed ``\\xb7`` escapes on screen);
    characters the terminal cannot show become ``?``."""
    import codecs
    import io
    import locale

    stream = sys.__stderr__
    if not isinstance(stream, io.TextIOWrapper) or not stream.isatty():
        return
    wanted = locale.getpreferredencoding(False)
    try:
        if codecs.lookup(stream.encoding).name != codecs.lookup(wanted).name:
            stream.reconfigure(encoding=wanted, errors="replace")
    except (LookupError, ValueError):
        pass


def run_app(app: Any, session: Any = None) -> int:
    """Run a Textual app and return its exit code; then close the session's
    autosave and print what could not be saved (one line per problem, also for
    games closed earlier, see :func:`report_at_exit`)."""
    _draw_in_terminal_encoding()
    try:
        result = app.run()
    finally:
        if session is not None:
            from mahjong_tui.ui.setup import close_session

            error = close_session(session)
            if error:
                _EXIT_MESSAGES.append(error)
        from mahjong_tui.i18n.problems import problem_text

        lang = getattr(getattr(app, "settings", None), "language", "en")
        lines = [line for message in _EXIT_MESSAGES for line in message.splitlines()]
        for line in dict.fromkeys(lines):  # each problem once, in order
            print(f"mahjong-tui: {problem_text(line, lang)}", file=sys.stderr)
        _EXIT_MESSAGES.clear()
    # Textual prints an uncaught error itself and returns None; its return code says so.
    crashed = getattr(app, "return_code", None)
    if crashed:
        return int(crashed)
    return int(result or 0)

