"""The table's footer: exactly the keys that work now, on one line drawn in place,
in the table's language; a click on a key presses it."""

from __future__ import annotations

from uihelpers import ScriptedBot, eventually, make_app, make_session, stacked_deal, wait_for_turn

from mahjong_tui.engine.events import Discarded
from mahjong_tui.ui.screens.misc import HelpScreen
from mahjong_tui.ui.widgets.footer import FooterItem, TableFooter

DEAL = stacked_deal([
    "123m 456m 789m 23p 55s E",
    "1s 2s 3s 4s 6s 7s 8s 9s 2p 3p 4p S F",
    "3m 4m 5m 5m 5m 6m 7m 1p 9p E W N C",
    "1m 2m 8m 9m 5p 6p 7p 8p 1s 1s 2s 3s P",
])

TURN_KEYS = (
    FooterItem("enter", "⏎", "discard", True),
    FooterItem("u", "u", "undo", True),
    FooterItem("question_mark", "?", "help", True),
    FooterItem("o", "o", "settings", True),
    FooterItem("q", "q", "quit", True),
)


def _app(**settings: str):  # type: ignore[no-untyped-def]
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()], deal=DEAL)
    return session, make_app(session, **settings)


async def test_the_footer_shows_the_turn_keys_then_drops_discard() -> None:
    session, app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        footer = screen.query_one(TableFooter)
        assert footer.items == TURN_KEYS
        assert footer.render_line(0).text == (
            " ⏎ discard  u undo  ? help  o settings  q quit ".ljust(80))
        await pilot.press("enter")
        await eventually(pilot, lambda: any(isinstance(e, Discarded)
                                            for e in session.game.events))
        await eventually(pilot, lambda: not screen.turn_open)
        assert footer.items == TURN_KEYS[1:]
        assert footer.render_line(0).text == (
            " u undo  ? help  o settings  q quit ".ljust(80))
        # One line of text: no widget per key is ever mounted.
        assert list(footer.children) == []


async def test_the_footer_speaks_the_table_language() -> None:
    _, app = _app(language="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        footer = (await wait_for_turn(pilot, app)).query_one(TableFooter)
        assert [i.description for i in footer.items] == ["打牌", "悔牌", "帮助", "设置", "退出"]


async def test_a_click_on_a_footer_key_presses_it() -> None:
    _, app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        footer = (await wait_for_turn(pilot, app)).query_one(TableFooter)
        x = next(x for x in range(80) if footer.key_at(x) == "question_mark")
        assert footer.key_at(x - 1) == "u"  # the keys touch: " u undo " then " ? help "
        assert footer.key_at(79) is None  # after the last key
        await pilot.click(TableFooter, offset=(x, 0))
        await eventually(pilot, lambda: isinstance(app.screen, HelpScreen))
