"""Saves and history go to the user's data directory (never the install directory)."""

from __future__ import annotations

from pathlib import Path

import pytest

import mahjong_tui
from mahjong_tui.engine.game import Game
from mahjong_tui.persistence.autosave import Autosave, saves_dir
from mahjong_tui.persistence.history import default_history_path


def test_default_locations_follow_the_data_dir(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    assert saves_dir() == tmp_path / "data" / "games"
    assert default_history_path() == tmp_path / "data" / "history.sqlite3"
    game = Game.new(1, hands=1)
    save = Autosave.start(game, humans=[0], bot_levels=[None, "random", "random", "random"])
    save.close()
    assert save.path.parent == tmp_path / "data" / "games"
    assert save.path.name.endswith(".jsonl") and save.path.stem == save.session.match_uid
    assert (tmp_path / "data" / "history.sqlite3").is_file()
    install = Path(mahjong_tui.__file__).resolve().parent
    assert not save.path.resolve().is_relative_to(install)


def test_platform_default_is_not_the_install_dir(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MAHJONG_TUI_HOME", raising=False)
    install = Path(mahjong_tui.__file__).resolve().parent
    assert not saves_dir().resolve().is_relative_to(install)
    assert saves_dir().parent.name == "mahjong-tui"


def test_every_new_game_gets_a_new_file(tmp_path: Path) -> None:
    paths = set()
    for _ in range(5):
        save = Autosave.start(Game.new(1, hands=1), humans=[],
                              bot_levels=["random"] * 4, directory=tmp_path, history=False)
        save.close()
        paths.add(save.path)
    assert len(paths) == 5
