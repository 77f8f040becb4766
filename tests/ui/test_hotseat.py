"""Hot-seat privacy: the curtain, the shared call window, and no screen shows another
human's concealed tiles or who could claim."""

from __future__ import annotations

import re

import pytest
from uihelpers import (
    ScriptedBot,
    eventually,
    make_app,
    make_session,
    stacked_deal,
    wait_for_turn,
)

from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.call_window import CallWindow
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
# The same table, but Bob holds the other two 7s: he can pung Ann's 7s.
PUNG_DEAL = stacked_deal([
    "1s 1s 2s 2s 3s 3s 4s 4s 5s 5s 6s 6s 7s 7s",
    "7s 7s C C F F F P P P N N W",
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


def _table(app) -> TableScreen:
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


def _assert_private(app, session, viewer: int | None, lang_mark: str, allowed: int) -> None:
    """No concealed tile of anyone but ``viewer`` on screen: tiles with that mark
    appear at most ``allowed`` times (their public discards), and no widget holds
    them."""
    text = screen_text(app)
    assert text.count(lang_mark) <= allowed, text
    table = _table(app)
    for panel in table.query(SeatPanel):
        if panel.seat is not None and panel.seat.player != viewer:
            assert panel.seat.hand is None
    hand = table.query_one(HandBar)
    if viewer is None:
        assert hand.tiles == ()
    elif hand.tiles:
        assert hand.tiles == session.game.view(viewer).concealed


async def test_curtain_before_each_human_and_a_public_call_window() -> None:
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], deal=DEAL)
    app = make_app(session, language="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, app, CurtainScreen)
        text = screen_text(app)
        assert "请把键盘交给 Ann（东家）" in text
        for mark in ("条", "中", "發", "白", "万", "饼"):
            assert mark not in text
        await pilot.press("enter")
        await wait_for_turn(pilot, app)
        # Ann's own bamboo is on screen; Bob's dragons are not.
        assert screen_text(app).count("条") == 14
        _assert_private(app, session, 0, "中", 0)
        await pilot.press("enter")  # Ann discards her 7s
        # One shared window, no curtain: nobody's hand shows in it.
        await _wait(pilot, app, CallWindow)
        text = screen_text(app)
        assert "Ann（东家）打出 7条" in text and "2 Bob" in text and "1 Ann" not in text
        _assert_private(app, session, None, "条", 3)  # the discard, the big tile, its name
        _assert_private(app, session, None, "中", 0)
        await pilot.press("space")  # nobody calls
        # Bob's turn follows behind a curtain.
        await _wait(pilot, app, CurtainScreen)
        assert "请把键盘交给 Bob（南家）" in screen_text(app)
        await pilot.press("enter")
        table = await wait_for_turn(pilot, app)
        assert table.query_one(HandBar).tiles == session.game.view(1).concealed
        _assert_private(app, session, 1, "条", 1)
        assert screen_text(app).count("中") == 3


async def test_the_window_holds_the_table_at_the_discard() -> None:
    """Nobody can claim Ann's 7s, so the engine has already dealt Bob his draw; the
    window still shows the wall, the turn marks and the log as at the discard."""
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], deal=DEAL)
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await _wait(pilot, app, CurtainScreen)
        await pilot.press("enter")
        table = await wait_for_turn(pilot, app)
        wall_at_turn = table.display_value.wall.remaining
        await pilot.press("enter")
        await _wait(pilot, app, CallWindow)
        held = table.display_value
        assert session.game.view(0).wall_remaining == wall_at_turn - 1  # Bob drew
        assert held.wall.remaining == wall_at_turn
        assert [s.to_act for s in held.seats] == [False] * 4
        assert held.pending is not None and held.seats[1].hand_size == 13
        assert "Bob draws" not in screen_text(app)
        assert "Waiting for" not in screen_text(app)


async def test_the_window_reads_the_same_whether_or_not_bob_can_claim() -> None:
    texts = []
    for deal in (DEAL, PUNG_DEAL):
        session = make_session([None, None, ScriptedBot(), ScriptedBot()], deal=deal)
        app = make_app(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await _wait(pilot, app, CurtainScreen)
            await pilot.press("enter")
            await wait_for_turn(pilot, app)
            await pilot.press("enter")
            await _wait(pilot, app, CallWindow)
            await pilot.pause(0.05)
            texts.append(screen_text(app))
    assert texts[0] == texts[1]


async def test_a_call_hands_the_keyboard_to_the_caller() -> None:
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], deal=PUNG_DEAL)
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, app, CurtainScreen)
        await pilot.press("enter")
        await wait_for_turn(pilot, app)
        await pilot.press("enter")  # Ann discards 7s
        await _wait(pilot, app, CallWindow)
        await pilot.press("2")  # Bob calls
        await _wait(pilot, app, CurtainScreen)
        assert "Pass the keyboard to Bob" in screen_text(app)
        await pilot.press("enter")
        await _wait(pilot, app, ClaimPrompt)
        assert [a.text for a in app.screen.options] == ["pung 7s", "pass"]
        await pilot.press("p")
        table = await wait_for_turn(pilot, app)
        assert session.game.view(1).melds[1][-1].text == "777s"
        assert table.query_one(HandBar).tiles == session.game.view(1).concealed


async def test_a_call_without_a_claim_shows_only_pass() -> None:
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], deal=DEAL)
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, app, CurtainScreen)
        await pilot.press("enter")
        await wait_for_turn(pilot, app)
        await pilot.press("enter")
        await _wait(pilot, app, CallWindow)
        await pilot.press("2")  # Bob calls but holds no 7s
        await _wait(pilot, app, CurtainScreen)
        await pilot.press("enter")
        await _wait(pilot, app, ClaimPrompt)
        assert [a.text for a in app.screen.options] == ["pass"]
        await pilot.press("x")
        await wait_for_turn(pilot, app)  # Bob already has the keyboard for his turn
        assert session.game.view(1).wall_remaining == _table(app).display_value.wall.remaining


async def test_a_bot_discard_opens_one_window_for_both_humans() -> None:
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], deal=DEAL)
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, app, CurtainScreen)
        await pilot.press("enter")
        await wait_for_turn(pilot, app)
        await pilot.press("enter")  # Ann discards
        await _wait(pilot, app, CallWindow)
        await pilot.press("space")
        await _wait(pilot, app, CurtainScreen)
        await pilot.press("enter")
        await wait_for_turn(pilot, app)
        await pilot.press("enter")  # Bob discards: Ann may call
        await _wait(pilot, app, CallWindow)
        assert "1 Ann" in screen_text(app) and "2 Bob" not in screen_text(app)
        await pilot.press("space")
        await _wait(pilot, app, CallWindow)  # Cat (a bot) discards: both may call
        text = screen_text(app)
        assert "Cat (West) discards" in text and "1 Ann" in text and "2 Bob" in text


async def test_the_claim_timer_counts_down_and_goes_on() -> None:
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], deal=DEAL)
    app = make_app(session, claim_timer="3")
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, app, CurtainScreen)
        await pilot.press("enter")
        await wait_for_turn(pilot, app)
        await pilot.press("enter")
        await _wait(pilot, app, CallWindow)
        assert "goes on in" in screen_text(app)  # 3 s, or less on a loaded machine
        await eventually(pilot, lambda: "goes on in 1 s" in screen_text(app))
        await _wait(pilot, app, CurtainScreen)  # nobody called: Bob's turn
        assert "Pass the keyboard to Bob" in screen_text(app)


CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
WORD = re.compile(r"[A-Za-z]{3,}")


@pytest.mark.parametrize("lang", ["en", "zh"])
async def test_the_call_window_speaks_one_language(lang: str) -> None:
    names = ("Ann", "Bob", "Cat", "Dan") if lang == "en" else ("甲", "乙", "丙", "丁")
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], deal=DEAL, names=names)
    app = make_app(session, language=lang, claim_timer="10")
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, app, CurtainScreen)
        await pilot.press("enter")
        await wait_for_turn(pilot, app)
        await pilot.press("enter")
        await _wait(pilot, app, CallWindow)
        text = screen_text(app)
        if lang == "en":
            assert not CJK.findall(text), text
        else:
            assert [w for w in WORD.findall(text) if w not in ("Enter", "Esc")] == [], text
            # the countdown may have ticked on a busy machine: any second count will do
            assert re.search(r"\d+ 秒后继续", text) and "空格 无人要" in text
