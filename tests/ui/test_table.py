"""Discarding by key and by click, layouts at 80x24 and 120x40, the too-small message."""

from __future__ import annotations

import itertools

import pytest
from uihelpers import ScriptedBot, eventually, make_app, make_session, wait_for_turn

from mahjong_tui.engine.events import Discarded
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.misc import TooSmallScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.widgets.hand import HandBar


def _discards(session) -> list[Discarded]:
    return [e for e in session.game.events if isinstance(e, Discarded)]


async def test_discard_by_enter_discards_the_drawn_tile() -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()])
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        view = session.game.view(0)
        assert view.drawn is not None
        await pilot.press("enter")
        await eventually(pilot, lambda: _discards(session))
        assert _discards(session)[0] == Discarded(0, view.drawn)


async def test_digit_jump_then_d_discards_that_tile() -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()])
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        view = session.game.view(0)
        await pilot.press("3")
        assert screen.query_one(HandBar).cursor == 2
        await pilot.press("left", "right", "right")
        assert screen.query_one(HandBar).cursor == 3
        await pilot.press("d")
        await eventually(pilot, lambda: _discards(session))
        assert _discards(session)[0] == Discarded(0, view.concealed[3])


@pytest.mark.parametrize(("style", "step"), [("boxed", 5), ("compact", 4), ("glyphs", 3)])
async def test_click_selects_and_a_second_click_discards(style: str, step: int) -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()])
    app = make_app(session, tile_style=style)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        view = session.game.view(0)
        await pilot.click("#hand", offset=(step * 2 + 1, 0))
        await pilot.pause(0.1)
        assert _discards(session) == [] and screen.query_one(HandBar).cursor == 2
        await pilot.click("#hand", offset=(step * 4 + 1, 0))  # another tile: chosen instead
        await pilot.pause(0.1)
        assert _discards(session) == [] and screen.query_one(HandBar).cursor == 4
        await pilot.click("#hand", offset=(step * 4 + 1, 0))
        await eventually(pilot, lambda: _discards(session))
        assert _discards(session)[0] == Discarded(0, view.concealed[4])


async def test_one_click_mode_discards_at_once() -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()])
    app = make_app(session, click="discard")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        view = session.game.view(0)
        await pilot.click("#hand", offset=(5 * 4 + 1, 0))
        await eventually(pilot, lambda: _discards(session))
        assert _discards(session)[0] == Discarded(0, view.concealed[4])


async def test_click_then_enter_discards_the_clicked_tile() -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()])
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        view = session.game.view(0)
        await pilot.click("#hand", offset=(5 * 6 + 1, 0))
        await pilot.press("enter")
        await eventually(pilot, lambda: _discards(session))
        assert _discards(session)[0] == Discarded(0, view.concealed[6])


async def test_click_on_the_drawn_tile_set_apart() -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()])
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        view = session.game.view(0)
        x = 13 * 5 + 2 + 1  # 13 tiles of 5 cells, a gap of 2, then the drawn tile
        await pilot.click("#hand", offset=(x, 1))
        await pilot.pause(0.1)
        assert _discards(session) == []
        await pilot.click("#hand", offset=(x, 1))
        await eventually(pilot, lambda: _discards(session))
        assert _discards(session)[0] == Discarded(0, view.drawn)


def _inside(region, size) -> bool:
    return region.x >= 0 and region.y >= 0 and region.right <= size[0] \
        and region.bottom <= size[1]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_layout_fits(size: tuple[int, int]) -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()])
    app = make_app(session, language="zh")
    async with app.run_test(size=size) as pilot:
        screen = await wait_for_turn(pilot, app)
        ids = ["status", "seat-top", "seat-left", "centre", "seat-right", "seat-bottom",
               "hand", "actions"]
        regions = {i: screen.query_one(f"#{i}").region for i in ids}
        for i, region in regions.items():
            assert _inside(region, size), (i, region)
            assert region.height > 0 and region.width > 0, i
        # top to bottom: status, top seat, middle row, bottom seat, hand, actions
        order = ["status", "seat-top", "centre", "seat-bottom", "hand", "actions"]
        for a, b in itertools.pairwise(order):
            assert regions[a].bottom <= regions[b].y, (a, b)
        assert regions["seat-left"].right <= regions["centre"].x
        assert regions["centre"].right <= regions["seat-right"].x
        assert regions["hand"].height == 3
        log = screen.query_one("#log")
        text = screen_text(app)
        view = session.game.view(0)
        assert "Ann：轮到你" in text
        assert "Bob" in text and "Cat" in text and "Dan" in text
        if size == (80, 24):
            assert not log.display
            assert regions["hand"].width == 80
        else:
            assert log.display and log.region.width == 38
            assert "第1盘（东风圈）：Ann 坐庄" in text
        # the whole hand is on screen, drawn tile included
        from mahjong_tui.ui.tiles_render import label

        hand_line = text.splitlines()[regions["hand"].y + 1]
        assert hand_line.split() == ["│" + "││".join(
            label(t).ljust(3 if len(label(t)) < 2 else 2) for t in view.concealed) + "│",
            "│" + label(view.drawn).ljust(2) + "│"] or all(
            label(t) in hand_line for t in view.concealed)


async def test_too_small_message() -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()])
    app = make_app(session)
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "Terminal too small: 70x20. mahjong-tui needs at least 80x24" in \
            screen_text(app).replace("\n", " ").replace("  ", " ")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
