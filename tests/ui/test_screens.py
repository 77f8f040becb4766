"""Start screen, help, settings (remembered between runs), CLI argument errors."""

from __future__ import annotations

import argparse

import pytest
from textual.widgets import Static
from uihelpers import ScriptedBot, make_app, make_session, wait_for_turn

from mahjong_tui.persistence.settings import Settings, load_settings, save_settings
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.misc import HelpScreen, SettingsScreen
from mahjong_tui.ui.screens.start import StartScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.widgets.hand import HandBar


async def test_start_screen_lists_modes_and_starts_a_watch_game() -> None:
    app = MahjongApp(Settings(speed="step", language="en"), None, save=False, seed_source=lambda: 3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        text = screen_text(app)
        for entry in ("New game vs 3 bots", "Hot-seat: 2 humans", "Watch bots play", "Help",
                      "Settings", "Quit"):
            assert entry in text
        from mahjong_tui.ui.screens.start import resume_available

        assert ("Resume a saved game" in text) == resume_available()
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.session.watch
        await pilot.press("q")  # leave the table: back to the start screen
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await pilot.press("q")
        await pilot.pause()
        assert app.return_code == 0


async def test_q_asks_before_leaving_a_game() -> None:
    from mahjong_tui.ui.screens.confirm import ConfirmScreen

    app = make_app(make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "Leave this game?" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is table and app.return_code is None
        await pilot.press("q", "y")
        await pilot.pause()
        assert app.return_code == 0


async def test_help_screen() -> None:
    app = make_app(make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        assert "Rules in use: Chinese Official" in text
        assert "RULES (Chinese Official, MCR)" in text
        keys = str(app.screen.query_one("#help-text", Static).render())
        assert "Enter or d  discard the chosen tile" in keys
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


async def test_settings_are_applied_and_remembered() -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()])
    app = MahjongApp(Settings(speed="instant"), session, save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        await pilot.press("o")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        from textual.widgets import Select

        screen.query_one("#set-tile_style", Select).value = "compact"
        screen.query_one("#set-language", Select).value = "en"
        await pilot.click("#save")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        hand = app.screen.query_one(HandBar)
        assert (hand.tile_style, hand.lang) == ("compact", "en")
        assert hand.region.height == 1
    assert load_settings() == Settings(tile_style="compact", bot_level="expert",
                                       speed="instant", language="en")


def test_cli_settings_overrides_and_corrupt_file(tmp_path, capsys) -> None:
    from mahjong_tui.persistence.settings import settings_path
    from mahjong_tui.ui.launch import load_user_settings

    save_settings(Settings(tile_style="ascii"))
    settings, save = load_user_settings(argparse.Namespace(tiles="glyphs", lang=None,
                                                           speed="slow"))
    assert (settings.tile_style, settings.speed, save) == ("glyphs", "slow", True)
    settings_path().write_text("{broken")
    settings, save = load_user_settings(None)
    assert settings == Settings() and save is False
    err = capsys.readouterr().err
    assert err.startswith("mahjong-tui: warning: ") and "not valid JSON" in err
    assert err.count("\n") == 1


@pytest.mark.parametrize(("argv", "message"), [
    (["play", "--bots", "grandmaster"], "mahjong-tui play: unknown bot level 'grandmaster'"),
    (["watch", "--bots", "random,random"],
     "mahjong-tui watch: --bots takes one level or four separated by commas"),
    (["hotseat", "--humans", "2", "--bots", "nope"], "mahjong-tui hotseat: unknown bot level"),
])
def test_cli_bad_arguments_one_line(argv: list[str], message: str, capsys) -> None:
    from mahjong_tui.cli import main

    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(message) and err.count("\n") == 1


async def test_new_game_is_autosaved_and_resumed_from_the_start_screen() -> None:
    from mahjong_tui.engine.events import Discarded
    from mahjong_tui.persistence.paths import data_dir

    app = MahjongApp(Settings(speed="instant", bot_level="random", language="en"), None, save=False,
                     seed_source=lambda: 11, autosave=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await wait_for_turn(pilot, app)
        session = app.screen.session
        await pilot.press("enter")  # one discard, saved as it happens
        await pilot.pause(0.2)
        discards = [e for e in session.game.events if isinstance(e, Discarded)]
        assert discards and discards[0].player == 0
        await pilot.press("q", "y")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        saves = list((data_dir() / "games").glob("*.jsonl"))
        assert len(saves) == 1
        assert "Resume a saved game" in screen_text(app)
        await pilot.click("#resume")
        await pilot.pause()
        from mahjong_tui.ui.screens.saves import SavesScreen

        assert isinstance(app.screen, SavesScreen)
        text = screen_text(app)
        assert "Resume a saved game" in text
        assert "  bots  1/16  You 500  Bot 1 500  Bot 2 500  Bot 3 500" in text
        await pilot.press("1")
        for _ in range(1000):
            tables = [s for s in app.screen_stack if isinstance(s, TableScreen)]
            if tables:
                break
            await pilot.pause(0.01)
        resumed = tables[0].session
        assert resumed is not session
        assert resumed.game.events[:len(session.game.events)] == session.game.events[
            :len(resumed.game.events)]
        assert next(e for e in resumed.game.events if isinstance(e, Discarded)) == discards[0]
