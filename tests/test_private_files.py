"""Saves and statistics are the player's own (issue 29, item 12): a save holds every
hidden tile of a game in progress, so the data directory is created 0700 and the save
files and the history database 0600, whatever the umask lets through."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import GameRecord
from mahjong_tui.persistence.autosave import Autosave
from mahjong_tui.persistence.history import HistoryDB
from mahjong_tui.persistence.paths import data_dir
from mahjong_tui.persistence.save_files import replace_record, saves_dir

LEVELS = ("random", "random", "random", "random")


@pytest.fixture(autouse=True)
def open_umask(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh home and the most common umask (022: files 0644 unless asked otherwise)."""
    home = tmp_path / "home"
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(home))
    old = os.umask(0o022)
    yield home
    os.umask(old)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_game_creates_private_directories_and_files() -> None:
    save = Autosave.start(Game.new(3, hands=1), humans=(0, 1), bot_levels=LEVELS,
                          mode="hotseat")
    save.close()
    assert (_mode(data_dir()), _mode(saves_dir())) == (0o700, 0o700)
    assert save.path.parent == saves_dir()
    assert _mode(save.path) == 0o600
    assert _mode(data_dir() / "history.sqlite3") == 0o600


def test_the_history_database_is_created_private(tmp_path: Path) -> None:
    path = tmp_path / "new" / "stats.sqlite3"
    HistoryDB(path).close()
    assert (_mode(path.parent), _mode(path)) == (0o700, 0o600)


def test_a_rewritten_save_stays_private(tmp_path: Path) -> None:
    save = Autosave.start(Game.new(5, hands=1), humans=(0, 1), bot_levels=LEVELS, mode="hotseat",
                          directory=tmp_path / "games", history=False)
    save.close()
    stale = save.path.with_name(save.path.name + ".tmp")
    stale.write_text("left over by a failed rewrite")   # created 0644
    replace_record(save.path, GameRecord.of(Game.new(5, hands=1)))
    assert _mode(save.path) == 0o600 and not stale.exists()


def test_existing_directories_keep_their_mode(tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    save = Autosave.start(Game.new(6, hands=1), humans=(0, 1), bot_levels=LEVELS, mode="hotseat",
                          directory=shared, history=False)
    save.close()
    assert (_mode(shared), _mode(save.path)) == (0o755, 0o600)
