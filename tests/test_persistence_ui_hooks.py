"""The one-line hooks the table UI needs, exercised on the real table screen (Pilot).

``autosave_live_session`` (new game) and ``undo_live_session`` (the table's ``u`` key).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.app import App

from mahjong_tui.persistence.autosave import autosave_live_session, load_saved
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.persistence.undo import PerDecisionBot
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.setup import GameSpec, new_session

LEVELS = ("standard", "beginner", "random", "standard")


class Host(App[None]):
    def __init__(self, screen: TableScreen) -> None:
        super().__init__()
        self.table = screen

    def on_mount(self) -> None:
        self.push_screen(self.table)


async def _until(pilot: object, predicate: object, what: str) -> None:
    for _ in range(500):
        if predicate():  # type: ignore[operator]
            return
        await pilot.pause(0.01)  # type: ignore[attr-defined]
    raise AssertionError(f"timed out waiting for {what}")


def test_new_session_autosave_hook(tmp_path: Path) -> None:
    spec = GameSpec(41, (0,), LEVELS)
    session = new_session(spec)
    save = autosave_live_session(session, spec.levels, directory=tmp_path, history=False)
    assert save is not None and session.autosave is save  # type: ignore[attr-defined]
    assert session.agents[0] is None
    assert [a.level for a in session.agents[1:]] == ["beginner", "random", "standard"]  # type: ignore[union-attr]
    assert all(isinstance(a, PerDecisionBot) for a in session.agents[1:])
    save.close()
    loaded = load_saved(save.path)
    assert loaded.session is not None
    assert (loaded.session.mode, loaded.session.humans) == ("bots", (0,))
    assert loaded.session.bot_levels == (None, "beginner", "random", "standard")
    assert loaded.game.table_view() == session.game.table_view()


def test_new_session_autosave_failure_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    session = new_session(GameSpec(41, (0,), LEVELS))
    save = autosave_live_session(session, LEVELS, directory=blocker / "games", history=False)
    assert save is None
    assert session.autosave_error == "autosave off: Not a directory"  # type: ignore[attr-defined]


def test_undo_key_on_the_table(tmp_path: Path) -> None:
    async def scenario() -> None:
        spec = GameSpec(41, (0,), LEVELS)
        session = new_session(spec)
        save = autosave_live_session(session, spec.levels, directory=tmp_path,
                                     history=tmp_path / "h.sqlite3")
        assert save is not None
        screen = TableScreen(session, Settings(speed="instant", language="en"))
        app = Host(screen)
        async with app.run_test(size=(120, 40)) as pilot:
            await _until(pilot, lambda: screen.turn_open, "the human's turn")
            before = session.game.table_view()
            entries = len(session.game.entries)
            await pilot.press("enter")  # discard
            await _until(pilot, lambda: len(session.game.entries) > entries + 1
                         and screen.turn_open, "the next turn")
            await pilot.press("u")
            await _until(pilot, lambda: screen.turn_open
                         and session.game.table_view() == before, "the undone turn")
            assert len(session.game.entries) == entries
            assert load_saved(save.path).game.table_view() == before
            # and play goes on from there, saved as it happens
            await pilot.press("enter")
            await _until(pilot, lambda: len(session.game.entries) > entries + 1
                         and screen.turn_open, "the next turn again")
            save.close()
            assert load_saved(save.path).game.table_view() == session.game.table_view()
            screen.workers.cancel_all()

    asyncio.run(scenario())


def test_resumed_session_opens_the_table(tmp_path: Path) -> None:
    """What ``mahjong-tui resume`` runs: the app on the resumed session, the human's
    turn in the saved state; a hot-seat game opens behind the curtain."""
    from mahjong_tui.cli.resume import resume_session
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.screens.call_window import CallWindow
    from mahjong_tui.ui.screens.prompts import CurtainScreen

    async def scenario(humans: tuple[int, ...]) -> None:
        directory = tmp_path / str(len(humans))
        spec = GameSpec(41, humans, LEVELS)
        session = new_session(spec)
        save = autosave_live_session(session, spec.levels, directory=directory,
                                     history=False)
        assert save is not None
        game = session.game
        agents = [PerDecisionBot(lv, 41, p) for p, lv in enumerate(LEVELS)]
        for _ in range(37):  # some play, as the table would have made it
            p = game.to_act()[0]
            game.apply(p, agents[p].decide(game.view(p)))
        save.close()
        live, resumed = resume_session(directory=directory, history=False)
        assert live.game.table_view() == game.table_view()
        app = MahjongApp(Settings(speed="instant", language="en"), live, save=False)
        async with app.run_test(size=(120, 40)) as pilot:
            if len(humans) > 1:
                # bots play on first: a curtain, or the shared call window of a discard
                await _until(pilot, lambda: isinstance(app.screen, CurtainScreen | CallWindow),
                             "curtain")
            else:
                await _until(pilot, lambda: isinstance(app.screen, TableScreen)
                             and app.screen.turn_open, "the human's turn")
                # the bots played on from the saved state up to the human's turn
                assert 0 in live.game.to_act()
                assert live.game.entries[: len(game.entries)] == game.entries
            app.screen.workers.cancel_all()
        resumed.close()

    asyncio.run(scenario((0,)))
    asyncio.run(scenario((0, 2)))


def test_start_screen_opens_the_statistics_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The start screen's ``t`` key (and its Statistics button) shows the stats screen."""
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.stats_screen import StatsScreen

    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))

    async def scenario() -> None:
        app = MahjongApp(Settings(speed="instant", language="en"), None, save=False)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("t")
            await _until(pilot, lambda: isinstance(app.screen, StatsScreen), "stats screen")

    asyncio.run(scenario())
