"""Nothing clips at 80x24 or 120x40: tile counts, the centre box, the watch line, the
log; the wall keeps its shape when a claim window opens."""

from __future__ import annotations

import pytest
from uihelpers import ScriptedBot, eventually, make_app, make_session, stacked_deal

from mahjong_tui.ui.model import SeatDisplay
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.prompts import ClaimPrompt
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.text import seat_header
from mahjong_tui.ui.widgets.hand import HandBar
from mahjong_tui.ui.widgets.log import LogPanel
from mahjong_tui.ui.widgets.seat import CentrePanel, SeatPanel

CLAIM_DEAL = stacked_deal([
    "5m 1s 2s 3s 4s 6s 7s 8s 9s 2p 3p 4p S F",
    "3m 4m 5m 5m 5m 6m 7m 1p 9p E W N C",
    "1m 2m 8m 9m 5p 6p 7p 8p 1s 1s 2s 3s P",
    "1m 2m 8m 9m 5p 6p 7p 8p 5s 5s 6s 7s P",
])
LONG = ("Alexandra Longname", "Bartholomew Quincy", "Constantina Xavier", "Dan")


def _seat(name: str, score: int) -> SeatDisplay:
    return SeatDisplay(player=1, name=name, seat_wind=1, score=score, dealer=True, melds=(),
                       flowers=(), discards=(), latest=False, hand_size=13, hand=None,
                       drawn=None, to_act=True)


def test_a_long_name_gives_way_to_the_tile_count() -> None:
    text = seat_header(_seat("Bartholomew Quinn", -1200), "en", width=25).plain
    assert len(text) <= 25 and text.endswith("-1200 dealer ▮13 ●")
    assert text.startswith("S Bar") and "…" in text
    assert seat_header(_seat("Bob", 500), "en", width=25).plain == "S Bob 500 dealer ▮13 ●"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_side_panels_and_centre_show_whole_lines(size: tuple[int, int]) -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()], seed=7,
                           names=LONG)
    app = make_app(session, language="en")
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        assert isinstance(screen, TableScreen)
        await eventually(pilot, lambda: screen.turn_open)
        await pilot.pause()
        for pos in ("left", "right", "top"):
            panel = screen.query_one(f"#seat-{pos}", SeatPanel)
            header = panel.text().plain.splitlines()[0]
            assert len(header) <= panel.content_region.width, (pos, header)
            assert "▮13" in header or "▮14" in header, (pos, header)
        centre = screen.query_one(CentrePanel)
        for line in centre.text().plain.splitlines():
            assert len(line) <= centre.content_region.width, line
        assert "dealer Alexand" in centre.text().plain


async def test_watch_line_fits_80_columns() -> None:
    session = make_session([ScriptedBot() for _ in range(4)], watch=True)
    app = make_app(session, speed="step")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        top = screen_text(app).splitlines()[0]
        # The whole line, no keys cut off at the edge: the keys are in the footer.
        assert top == "Watching Ann · all hands · speed step"
        assert "space pause" in screen_text(app).splitlines()[-1]


async def test_log_opens_over_the_middle_not_over_the_hand() -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()], seed=7)
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, TableScreen)
        await eventually(pilot, lambda: screen.turn_open)
        await pilot.press("L")
        await pilot.pause()
        log = screen.query_one(LogPanel).region
        hand = screen.query_one(HandBar).region
        bottom = screen.query_one("#seat-bottom").region
        top = screen.query_one("#seat-top").region
        assert log.height > 0 and log.bottom <= bottom.y and log.y >= top.bottom
        assert hand.y >= log.bottom


async def test_the_wall_ring_keeps_its_shape_during_a_claim_window() -> None:
    session = make_session([ScriptedBot(["discard 5m"]), None, ScriptedBot(), ScriptedBot()],
                           deal=CLAIM_DEAL)
    app = make_app(session, language="en")
    async with app.run_test(size=(120, 40)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, ClaimPrompt))
        table = app.screen_stack[-2]
        centre = table.query_one(CentrePanel)
        lines = centre.text().plain.splitlines()
        assert len(lines) == 20  # the ring, as without an offer
        assert any("offer 5m Ann" in line for line in lines)
