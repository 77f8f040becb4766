"""The hint panel at the table: opened with i, computed off the UI thread, refused
where hints are not allowed; a snapshot on a ready hand."""

from __future__ import annotations

from uihelpers import (
    ScriptedBot,
    eventually,
    make_app,
    make_session,
    stacked_deal,
    toast_messages,
    wait_for_turn,
)

from mahjong_tui.coach import hints_for
from mahjong_tui.engine.events import Discarded
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import parse_tile
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.rulesets.mcr.ruleset import MCR_COMPETITION
from mahjong_tui.ui.hint_panel import HintPanel, hint_refusal
from mahjong_tui.ui.screens.prompts import CurtainScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.session import LiveSession

# East holds a ready hand plus a spare East wind: discarding E waits on 1p/4p.
READY = stacked_deal([
    "123m 456m 789m 23p 55s E",
    "1s 2s 3s 4s 6s 7s 8s 9s 2p 3p 4p S F",
    "3m 4m 5m 5m 5m 6m 7m 1p 9p E W N C",
    "1m 2m 8m 9m 5p 6p 7p 8p 1s 1s 2s 3s P",
])


def _ready_app(**settings: str):  # type: ignore[no-untyped-def]
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()], deal=READY)
    return session, make_app(session, **settings)


async def test_panel_shows_the_coach_figures_for_the_human_hand() -> None:
    session, app = _ready_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await wait_for_turn(pilot, app)
        panel = screen.query_one(HintPanel)
        assert not panel.is_open
        await pilot.press("i")
        await eventually(pilot, lambda: panel.computed == 1)
        assert panel.is_open and not panel.pending
        assert str(panel.query_one("#hint-state").render()) == ""  # no "updating" line
        assert panel.hints == hints_for(session.game.view(0))
        text = str(panel.query_one("#hint-text").render())
        lines = text.splitlines()
        assert lines[2:4] == ['hand 1m 2m 3m 4m 5m 6m 7m 8m 9m 2p', '     3p 5s 5s + E']
        assert lines[4:6] == ['discard E: ready, 8 live winning', 'tiles worth 8+ fan']
        assert " 1. E   0 ·  8 ✓ Pure Straight in characters" in lines
        assert "Waits after E: live · fan disc/self" in lines
        assert " 1p  ×4 · 21 / 23" in lines
        assert " 4p  ×4 · 20 / 22" in lines
        await pilot.press("i")
        assert not panel.is_open


async def test_a_discard_with_the_panel_open_is_not_delayed_and_refreshes_it() -> None:
    session, app = _ready_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        panel = screen.query_one(HintPanel)
        await pilot.press("i")
        await eventually(pilot, lambda: panel.computed == 1)
        await pilot.press("enter")  # discards the drawn tile (E, dealt last)
        await eventually(pilot, lambda: any(isinstance(e, Discarded)
                                            for e in session.game.events))
        first = next(e for e in session.game.events if isinstance(e, Discarded))
        assert first.tile == parse_tile("E")
        await eventually(pilot, lambda: panel.computed >= 2, timeout=20)
        assert panel.hints is not None and panel.hints.player == 0


async def _refused(app, message: str) -> None:  # type: ignore[no-untyped-def]
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.pause(0.2)
        if isinstance(app.screen, CurtainScreen):  # hot-seat: take the keyboard first
            await pilot.press("enter")
            await eventually(pilot, lambda: isinstance(app.screen, TableScreen))
        screen = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        await pilot.press("i")
        await pilot.pause()
        assert not screen.query_one(HintPanel).is_open
        await eventually(pilot, lambda: toast_messages(app))  # shown on the next refresh
        assert toast_messages(app) == [message]


async def test_refused_when_off_in_settings() -> None:
    _, app = _ready_app(hints="off")
    await _refused(app, "Hints are off: turn them on in settings (o).")


async def test_refused_when_watching() -> None:
    session = make_session([ScriptedBot(), ScriptedBot(), ScriptedBot(), ScriptedBot()],
                           watch=True)
    await _refused(make_app(session, speed="step"),
                   "Hints are for your own hand: there is none while watching.")


async def test_refused_in_hotseat_unless_every_human_agreed() -> None:
    session = make_session([None, None, ScriptedBot(), ScriptedBot()])
    await _refused(make_app(session),
                   "Hints are off in this hot-seat game: every player must turn them on "
                   "when the names are entered.")


async def test_refused_in_competition_games() -> None:
    names = ("Ann", "Bob", "Cat", "Dan")
    game = Game.new(1, MCR_COMPETITION, names)
    session = LiveSession(game, [None, ScriptedBot(), ScriptedBot(), ScriptedBot()], names)
    await _refused(make_app(session), "Hints are not allowed in competition games.")


def test_panel_snapshot_120x40_ready_hand(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def open_panel(pilot) -> None:  # type: ignore[no-untyped-def]
        screen = await wait_for_turn(pilot, pilot.app)
        await pilot.press("i")
        await eventually(pilot, lambda: screen.query_one(HintPanel).computed == 1)

    _, app = _ready_app(language="en")
    assert snap_compare(app, terminal_size=(120, 40), run_before=open_panel)


async def test_the_figures_fill_the_panel_so_a_new_text_keeps_their_size() -> None:
    from rich.text import Text

    from mahjong_tui.ui.hint_panel import HintText

    _, app = _ready_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await wait_for_turn(pilot, app)
        panel = screen.query_one(HintPanel)
        await pilot.press("i")
        await eventually(pilot, lambda: panel.computed == 1)
        figures = panel.query_one(HintText)
        room = panel.scrollable_content_region.height
        assert room == 40  # docked at the right, the screen's whole height
        assert figures.size.height == room - 1  # all of it under the "updating" line
        assert panel.max_scroll_y == 0
        figures.update(Text("one line"))
        await pilot.pause()
        assert figures.size.height == room - 1 and panel.max_scroll_y == 0
        assert figures.render_line(1).text == " " * figures.size.width  # blank filler
        figures.update(Text("\n".join(f"line {i}" for i in range(60))))
        await pilot.pause()
        assert figures.size.height == 60
        assert panel.max_scroll_y == 60 + 1 - room  # taller than the panel: it scrolls


async def test_refusals_are_in_the_players_language() -> None:
    names = ("Ann", "Bob", "Cat", "Dan")
    game = Game.new(1, MCR_COMPETITION, names)
    session = LiveSession(game, [None, ScriptedBot(), ScriptedBot(), ScriptedBot()], names)
    await _refused(make_app(session, language="zh"), "比赛对局不允许使用提示。")
    assert hint_refusal(session, Settings(hints="off", language="zh")) == \
        "提示已关闭：请在设置（o）中打开。"
    assert hint_refusal(session, Settings(hints="off", language="en")) == \
        "Hints are off: turn them on in settings (o)."
