"""Hot-seat privacy: the curtain, and no screen shows another human's concealed tiles."""

from __future__ import annotations

from uihelpers import ScriptedBot, make_app, make_session, stacked_deal

from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.prompts import ClaimPrompt, CurtainScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.widgets.hand import HandBar
from mahjong_tui.ui.widgets.seat import SeatPanel

# Ann (East) holds only bamboo, Bob (South) only honours; the bots hold characters
# and dots. The other copies of those tiles lie deep in the wall.
DEAL = stacked_deal([
    "1s 1s 2s 2s 3s 3s 4s 4s 5s 5s 6s 6s 7s 7s",
    "C C C F F F P P P N N W W",
    "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p",
    "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p",
])


async def _wait(pilot, app, kind) -> None:
    for _ in range(1000):
        if isinstance(app.screen, kind):
            await pilot.pause()
            return
        await pilot.pause(0.01)
    raise AssertionError(f"expected {kind.__name__}, got {app.screen}")


def _assert_private(app, session, viewer: int, other: int, lang_mark: str,
                    allowed: int) -> None:
    """No concealed tile of ``other`` on screen: tiles of that suit appear at most
    ``allowed`` times (their public discards), and no widget holds them."""
    text = screen_text(app)
    assert text.count(lang_mark) <= allowed, text
    table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
    for panel in table.query(SeatPanel):
        if panel.seat is not None and panel.seat.player != viewer:
            assert panel.seat.hand is None
    hand = table.query_one(HandBar)
    if hand.tiles:
        assert hand.tiles == session.game.view(viewer).concealed


async def test_curtain_before_each_human_and_no_leak() -> None:
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], deal=DEAL)
    app = make_app(session, language="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, app, CurtainScreen)
        text = screen_text(app)
        assert "请把键盘交给 Ann（东家）" in text
        for mark in ("条", "中", "發", "白", "万", "饼"):
            assert mark not in text
        await pilot.press("enter")
        await _wait(pilot, app, TableScreen)
        await pilot.pause(0.05)
        # Ann's own bamboo is on screen; Bob's dragons are not.
        text = screen_text(app)
        assert text.count("条") == 14
        _assert_private(app, session, 0, 1, "中", 0)
        _assert_private(app, session, 0, 1, "發", 0)
        await pilot.press("enter")  # Ann discards her drawn 7s
        # Bob's claim window (he cannot claim 7s: the same prompt with only "pass")
        await _wait(pilot, app, CurtainScreen)
        text = screen_text(app)
        assert "请把键盘交给 Bob（南家）" in text and "条" not in text
        await pilot.press("enter")
        await _wait(pilot, app, ClaimPrompt)
        assert [a.text for a in app.screen.options] == ["pass"]
        # the discard, the prompt's tile and its name in the prompt's line
        _assert_private(app, session, 1, 0, "条", 3)
        assert "Ann（东家）打出 7条" in screen_text(app)
        await pilot.press("x")
        # Bob's own turn follows at once (he already has the keyboard).
        table = app.screen
        for _ in range(1000):
            if isinstance(table, TableScreen) and table._turn is not None:
                break
            await pilot.pause(0.01)
        assert table.query_one(HandBar).tiles == session.game.view(1).concealed
        _assert_private(app, session, 1, 0, "条", 1)
        assert screen_text(app).count("中") == 3


async def test_claim_window_for_every_other_human_on_a_bot_discard() -> None:
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], deal=DEAL)
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, app, CurtainScreen)
        await pilot.press("enter")
        await _wait(pilot, app, TableScreen)
        await pilot.press("enter")  # Ann discards
        await _wait(pilot, app, CurtainScreen)
        await pilot.press("enter")
        await _wait(pilot, app, ClaimPrompt)
        await pilot.press("x")  # Bob passes the window
        for _ in range(1000):
            if app.screen._turn is not None:
                break
            await pilot.pause(0.01)
        await pilot.press("enter")  # Bob discards; Cat (bot) then discards
        # Windows follow every discard: after Bob's, Ann gets one (curtain first).
        await _wait(pilot, app, CurtainScreen)
        assert "Pass the keyboard to Ann" in screen_text(app)
