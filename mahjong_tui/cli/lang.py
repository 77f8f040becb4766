"""``--lang`` for the commands that print for people (``export``, ``stats``, ``score``)."""

from __future__ import annotations

import argparse
from typing import Any

__all__ = ["add_lang_option", "message_language", "output_language", "problem"]


def add_lang_option(parser: Any) -> None:
    """Add ``--lang zh|en`` (default: the ``language`` setting)."""
    from mahjong_tui.persistence.settings import LANGUAGES

    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="language of the output "
                             "(default: from settings, else the system locale)")


def message_language(args: argparse.Namespace | None = None) -> str:
    """The language of a command's messages: ``--lang`` when the command has it, else
    the ``language`` of the settings file; the system locale's when neither chooses
    one (no file, or one that cannot be read)."""
    from mahjong_tui.persistence.settings import (
        SettingsError,
        load_settings,
        settings_path,
        system_language,
    )

    lang = getattr(args, "lang", None)
    if isinstance(lang, str):
        return lang
    try:
        return load_settings().language if settings_path().exists() else system_language()
    except SettingsError:
        return system_language()


def problem(message: object, args: argparse.Namespace | None = None) -> str:
    """A saving or loading problem (an exception or its one line) in the language of
    the command's messages."""
    from mahjong_tui.i18n.problems import problem_text

    return problem_text(str(message), message_language(args))


def output_language(args: argparse.Namespace) -> tuple[str, str]:
    """The language to print in and the ``fan_names`` setting (``language``/``both``)."""
    from mahjong_tui.ui.launch import load_user_settings

    settings, _ = load_user_settings(None)
    lang = getattr(args, "lang", None) or settings.language
    return lang, settings.fan_names
