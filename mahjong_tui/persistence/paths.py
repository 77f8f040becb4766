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

__all__ = ["APP_NAME", "FILE_MODE", "HOME_ENV", "config_dir", "data_dir", "make_private_dir"]

APP_NAME = "mahjong-tui"
"""Directory name used under the platform's config and data roots."""

HOME_ENV = "MAHJONG_TUI_HOME"
"""Environment variable that overrides both directories (for tests and portable use)."""

DIR_MODE = 0o700
"""Mode of the directories created for saves and statistics: the owner's only (a save
holds every hidden tile of a game in progress)."""
FILE_MODE = 0o600
"""Mode of the save files and the history database created in them."""


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


def make_private_dir(path: Path) -> Path:
    """Create ``path`` and its missing parents, each new one readable by its owner only
    (:data:`DIR_MODE`); directories that exist already are left as they are.

    Returns:
        ``path``.

    Raises:
        OSError: a directory cannot be created.
    """
    missing = []
    here = path
    while not here.exists() and here != here.parent:
        missing.append(here)
        here = here.parent
    for directory in reversed(missing):
        directory.mkdir(mode=DIR_MODE, exist_ok=True)
    return path
