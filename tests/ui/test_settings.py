"""Settings: defaults, round trip, corrupt files are reported and never overwritten."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.persistence.paths import config_dir, data_dir
from mahjong_tui.persistence.settings import Settings, SettingsError, load_settings, save_settings


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    return tmp_path


def test_paths_follow_env(home: Path) -> None:
    assert config_dir() == home / "config"
    assert data_dir() == home / "data"


def test_defaults_and_round_trip(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")  # a fresh file's language is the locale's
    assert load_settings() == Settings("boxed", "expert", "normal", "zh", "select", "off")
    s = Settings(tile_style="ascii", bot_level="expert", speed="instant", language="en")
    path = save_settings(s)
    assert path == home / "config" / "settings.json"
    assert load_settings() == s


def test_default_bot_level_is_the_bots_default() -> None:
    import bots

    assert Settings().bot_level == bots.DEFAULT_LEVEL == "expert"


def test_invalid_value_rejected() -> None:
    with pytest.raises(SettingsError, match="tile_style must be one of boxed, ascii"):
        Settings(tile_style="fancy")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", r"not valid JSON \(line 1"),
        ("[1, 2]", "expected a JSON object"),
        ('{"colour": "red"}', "unknown setting 'colour'"),
        ('{"speed": 3}', "setting 'speed' must be a string"),
        ('{"speed": "warp"}', "speed must be one of instant"),
    ],
)
def test_corrupt_file_reported_and_kept(home: Path, content: str, message: str) -> None:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(content)
    with pytest.raises(SettingsError, match=message):
        load_settings()
    with pytest.raises(SettingsError):
        save_settings(Settings())
    assert path.read_text() == content
    save_settings(Settings(), force=True)
    assert load_settings() == Settings()
