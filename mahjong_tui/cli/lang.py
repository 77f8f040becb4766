"""``--lang`` for the commands that print for people (``export``, ``stats``, ``score``)."""

from __future__ import annotations

import argparse
from typing import Any

__all__ = ["add_lang_option", "output_language"]


def add_lang_option(parser: Any) -> None:
    """Add ``--lang zh|en`` (default: the ``language`` setting)."""
    from mahjong_tui.persistence.settings import LANGUAGES

    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="language of the output (default: from settings, else zh)")


def output_language(args: argparse.Namespace) -> tuple[str, str]:
    """The language to print in and the ``fan_names`` setting (``language``/``both``)."""
    from mahjong_tui.ui.launch import load_user_settings

    settings, _ = load_user_settings(None)
    lang = getattr(args, "lang", None) or settings.language
    return lang, settings.fan_names
