"""Where mahjong-tui keeps its files: the user config and data directories.

Both come from :mod:`platformdirs` (``~/.config/mahjong-tui`` and
``~/.local/share/mahjong-tui`` on Linux). Setting the environment variable
``MAHJONG_TUI_HOME`` puts both under that one directory instead
(``$MAHJONG_TUI_HOME/config`` and ``$MAHJONG_TUI_HOME/data``); tests use it
so they never touch the real home directory.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["APP_NAME", "HOME_ENV", "config_dir", "data_dir"]

APP_NAME = "mahjong-tui"
"""Directory name used under the platform's config and data roots."""

HOME_ENV = "MAHJONG_TUI_HOME"
"""Environment variable that overrides both directories (for tests and portable use)."""


def _override(sub: str) -> Path | None:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home).expanduser() / sub
    return None


def config_dir() -> Path:
    """The directory for settings files (not created here)."""
    override = _override("config")
    if override is not None:
        return override
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The directory for saved games, records and statistics (not created here)."""
    override = _override("data")
    if override is not None:
        return override
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
