"""Every test runs with its own empty settings and data directories, never the
user's (a language or a level chosen there must not change what a test sees)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory: pytest.TempPathFactory,
                  monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(home))
    return home
