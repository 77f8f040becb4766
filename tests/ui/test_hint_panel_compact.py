"""The hint panel on a small terminal (80x24): it covers the table between the status
line and the footer, which stay in sight, and every line of its text is drawn whole
(no wide character cut in two), for MCR and Sichuan tables in both languages."""

from __future__ import annotations

import pytest
from sichuan_ui_helpers import play_until, session, sichuan_game
from test_hint_panel import READY
from uihelpers import ScriptedBot, eventually, make_app, make_session, wait_for_turn

from mahjong_tui.engine.views import Phase
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.hint_panel import HintPanel
from mahjong_tui.ui.screen_text import screen_text

STATUS = {
    ("mcr", "en"): "Ann: your turn · ←→ or 1-9 pick · Enter discard",
    ("mcr", "zh"): "Ann：轮到你 · ←→ 或 1-9 选牌 · Enter 打出",
    ("sichuan", "en"): "Ann: your turn · ←→ or 1-9 pick · Enter discard"
                       " · characters first (void suit)",
    ("sichuan", "zh"): "Ann：轮到你 · ←→ 或 1-9 选牌 · Enter 打出 · 先打万（定缺）",
}
FOOTER = {
    "en": " ⏎ discard  u undo  ? help  o settings  q quit",
    "zh": " ⏎ 打牌  u 悔牌  ? 帮助  o 设置  q 退出",
}


def _app(family: str, lang: str) -> MahjongApp:
    if family == "mcr":
        live = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()], deal=READY)
    else:
        game = sichuan_game(seed=3)
        play_until(game, lambda g: g.view(0).phase is Phase.TURN and 0 in g.to_act())
        live = session(game)
    return make_app(live, language=lang)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("family", ["mcr", "sichuan"])
async def test_the_status_line_and_the_footer_stay_over_and_under_the_panel(
        family: str, lang: str) -> None:
    app = _app(family, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        panel = screen.query_one(HintPanel)
        await pilot.press("i")
        await eventually(pilot, lambda: panel.computed == 1)
        rows = screen_text(app).splitlines()
        assert len(rows) == 24
        assert rows[0] == STATUS[family, lang]
        assert rows[-1] == FOOTER[lang]
        assert panel.region.y == 1 and panel.region.bottom == 23 and panel.region.width == 80
        # Between the panel's border and its scroll bar, the rows show its lines as
        # they are: the blank "updating" line, then the text from its first line on.
        text = str(panel.query_one("#hint-text").render()).splitlines()
        shown = [row[2:].rstrip(" ▁▂▃▄▅▆▇█") for row in rows[1:-1]]
        assert rows[1] == "│"
        assert shown[1:] == text[: len(shown) - 1]


async def test_closing_the_panel_shows_the_table_again() -> None:
    app = _app("mcr", "zh")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        before = screen_text(app)
        panel = screen.query_one(HintPanel)
        await pilot.press("i")
        await eventually(pilot, lambda: panel.computed == 1)
        assert screen_text(app) != before
        await pilot.press("i")
        await pilot.pause()
        assert not panel.is_open
        assert screen_text(app) == before


def test_panel_snapshot_80x24_zh(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def open_panel(pilot) -> None:  # type: ignore[no-untyped-def]
        screen = await wait_for_turn(pilot, pilot.app)
        await pilot.press("i")
        await eventually(pilot, lambda: screen.query_one(HintPanel).computed == 1)

    assert snap_compare(_app("mcr", "zh"), terminal_size=(80, 24), run_before=open_panel)
