"""The table says at once when the game or its statistics cannot be saved."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from uihelpers import eventually

from mahjong_tui.persistence.history import default_history_path
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.setup import GameSpec, close_session, new_session


def _toasts(app: MahjongApp) -> str:
    """The text of the notifications on screen."""
    return "\n".join(str(toast.render()) for toast in app.screen.query("Toast"))


def _app(seed: int, hands: int = 1) -> tuple[MahjongApp, object]:
    session = new_session(GameSpec(seed, (), ("random",) * 4, watch=True, hands=hands),
                          autosave=True)
    settings = Settings(speed="fast", language="en", tile_style="ascii")
    return MahjongApp(settings, session, save=False), session


async def test_a_corrupt_history_database_is_shown_on_the_table() -> None:
    db = default_history_path()
    db.parent.mkdir(parents=True, exist_ok=True)
    db.write_bytes(b"junk" * 500)
    app, session = _app(5)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await eventually(pilot, lambda: "statistics not saved" in _toasts(app))
        assert "not a usable history database" in _toasts(app)
    assert close_session(session) == (f"{db}: not a usable history database (file is not a "
                                      "database)")


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc/self/fd")
async def test_a_failing_record_write_is_shown_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    app, session = _app(6)
    path = str(session.autosave.path)  # type: ignore[attr-defined]
    real = os.write

    def full_disk(fd: int, data: bytes | memoryview) -> int:
        if fd > 2 and os.readlink(f"/proc/self/fd/{fd}") == path:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(fd, data)

    monkeypatch.setattr(os, "write", full_disk)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await eventually(pilot, lambda: "cannot write" in _toasts(app))
        assert "(No space left on device); the game goes on" in _toasts(app)
        assert "NOT SAVED" in screen_text(app)  # and the status line says so while it lasts
    monkeypatch.setattr(os, "write", real)
