"""The start screen, opened when ``mahjong-tui`` runs without a subcommand."""

from __future__ import annotations

import argparse

__all__ = ["run_start_screen"]


def run_start_screen(args: argparse.Namespace) -> int:
    """Open the start screen (new game, hot-seat, watch, help, settings, quit)."""
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.launch import load_user_settings, run_app

    settings, save = load_user_settings(args)
    return run_app(MahjongApp(settings, None, save=save, autosave=True))
