"""``NO_COLOR``: every screen draws in monochrome (no segment without a style)."""

from __future__ import annotations

import pytest
from uihelpers import ScriptedBot, eventually, make_app, make_session

from mahjong_tui.engine.events import HandEnded
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.start import StartScreen
from mahjong_tui.ui.screens.table import TableScreen


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


async def test_watch_a_whole_hand_without_colour() -> None:
    session = make_session([ScriptedBot() for _ in range(4)], watch=True, hands=1)
    app = make_app(session, speed="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        assert app.no_color
        await eventually(pilot, lambda: any(isinstance(e, HandEnded)
                                            for e in session.game.events), timeout=60)
        await pilot.pause(0.2)
        assert any(isinstance(s, TableScreen) for s in app.screen_stack)
        assert screen_text(app).strip()  # the hand's result is on screen
    assert app.return_code in (None, 0)


async def test_start_screen_enter_opens_a_table_without_colour() -> None:
    app = MahjongApp(Settings(speed="step", bot_level="random"), None, save=False,
                     seed_source=lambda: 9)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await pilot.press("enter")
        await eventually(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.pause(0.2)
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code in (None, 0)
