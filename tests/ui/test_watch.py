"""Watch mode: step, pause/resume, all hands on/off, follow a seat, the log with reasons."""

from __future__ import annotations

from rich.cells import cell_len
from uihelpers import ScriptedBot, eventually, make_app, make_session

from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.widgets.hand import HandBar
from mahjong_tui.ui.widgets.log import LogPanel
from mahjong_tui.ui.widgets.seat import SeatPanel


def _bots() -> list[ScriptedBot]:
    return [ScriptedBot(reason=f"reason of {n}") for n in ("Ann", "Bob", "Cat", "Dan")]


def _count(bots: list[ScriptedBot]) -> int:
    return sum(len(b.decisions) for b in bots)


async def _settle(pilot, n: int = 5) -> None:
    for _ in range(n):
        await pilot.pause(0.02)


async def _wait_for(pilot, predicate) -> None:
    for _ in range(1000):
        if predicate():
            return
        await pilot.pause(0.01)
    raise AssertionError("timed out")


async def test_step_mode_one_action_per_key() -> None:
    bots = _bots()
    session = make_session(bots, watch=True)
    app = make_app(session, speed="step")
    async with app.run_test(size=(120, 40)) as pilot:
        await _wait_for(pilot, lambda: _count(bots) >= 1)
        await _settle(pilot, 10)
        assert _count(bots) == 1  # East's first discard, then it waits
        for expected in (2, 3, 4):
            await pilot.press("n")
            await _wait_for(pilot, lambda e=expected: _count(bots) >= e)
            await _settle(pilot)
            assert _count(bots) == expected
        log = list(app.screen.query_one("#log").lines)
        assert "Ann discards " in "\n".join(log)
        assert any("(Ann: reason of Ann)" in line for line in log)
        assert any("(Bob: reason of Bob)" in line for line in log)


async def test_the_chinese_log_shows_only_reasons_in_chinese() -> None:
    """A bot explaining itself in Chinese (as master does with the interface in
    Chinese) is logged; one explaining itself in English is not."""
    bots = [ScriptedBot(reason="打 3条：胜率 41%，期望 +6.2 分（120 次推演）",
                        reason_language="zh"),
            ScriptedBot(reason="reason of Bob"), ScriptedBot(reason="reason of Cat"),
            ScriptedBot(reason="reason of Dan")]
    session = make_session(bots, watch=True)
    app = make_app(session, speed="step", language="zh")
    async with app.run_test(size=(120, 40)) as pilot:
        await _wait_for(pilot, lambda: _count(bots) >= 1)
        for expected in (2, 3):
            await pilot.press("n")  # counted even if the bot has not finished acting
            await _wait_for(pilot, lambda e=expected: _count(bots) >= e)
        await _settle(pilot)
        log = "\n".join(app.screen.query_one("#log").lines)
        assert "  （Ann：打 3条：胜率 41%，期望 +6.2 分（120 次推演））" in log, log
        assert "reason of" not in log
        # On screen the line is wrapped by cells (a Chinese character takes two), so
        # no row runs past the panel and nothing of it is lost.
        panel = app.screen.query_one(LogPanel)
        rows = panel.text().plain.split("\n")
        assert all(cell_len(row) <= panel.size.width for row in rows)
        shown = "".join(row.strip() for row in rows).replace(" ", "")
        assert "（Ann：打3条：胜率41%，期望+6.2分（120次推演））" in shown, rows


async def test_pause_and_resume() -> None:
    bots = _bots()
    session = make_session(bots, watch=True)
    app = make_app(session, speed="fast")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("space")
        screen = app.screen
        assert isinstance(screen, TableScreen) and screen.paused
        await _settle(pilot)
        before = _count(bots)
        await pilot.pause(0.5)
        assert _count(bots) == before
        assert "PAUSED" in str(screen.query_one("#status").render())
        await pilot.press("n")  # one action while paused
        await _wait_for(pilot, lambda: _count(bots) >= before + 1)
        await pilot.pause(0.4)
        assert _count(bots) == before + 1
        await pilot.press("space")
        await _wait_for(pilot, lambda: _count(bots) > before + 2)


async def test_all_hands_toggle_and_follow() -> None:
    bots = _bots()
    session = make_session(bots, watch=True)
    app = make_app(session, speed="step")
    async with app.run_test(size=(120, 40)) as pilot:
        await _wait_for(pilot, lambda: _count(bots) >= 1)
        await _settle(pilot)
        screen = app.screen
        panels = {p.id: p for p in screen.query(SeatPanel)}
        assert all(p.seat.hand is not None for p in panels.values())
        assert screen.query_one(HandBar).tiles == session.game.table_view().concealed[0]
        await pilot.press("a")
        assert all(p.seat.hand is None for i, p in panels.items() if i != "seat-bottom")
        assert screen.query_one(HandBar).tiles == session.game.view(0).concealed
        await pilot.press("f")
        assert panels["seat-bottom"].seat.player == 1
        assert screen.query_one(HandBar).tiles == session.game.view(1).concealed
        await pilot.press("4")
        assert panels["seat-bottom"].seat.player == 3
        assert panels["seat-right"].seat.player == 0
        await pilot.press("a")
        assert all(p.seat.hand is not None for p in panels.values())


async def test_footer_offers_spectator_keys_when_watching_and_player_keys_at_play() -> None:
    watching = make_app(make_session(_bots(), watch=True), speed="step")
    async with watching.run_test(size=(120, 40)):
        screen = watching.screen
        assert isinstance(screen, TableScreen)
        offered = {a: screen.check_action(a, ()) for a in
                   ("pause", "step", "toggle_all", "follow", "discard", "kind", "undo")}
        assert offered == {"pause": True, "step": True, "toggle_all": True, "follow": True,
                           "discard": False, "kind": False, "undo": False}
    playing = make_app(make_session([None, *_bots()[1:]]), speed="instant")
    async with playing.run_test(size=(120, 40)) as pilot:
        screen = playing.screen
        assert isinstance(screen, TableScreen)
        await eventually(pilot, lambda: screen.turn_open)
        offered = {a: screen.check_action(a, ("w",)) for a in
                   ("pause", "step", "toggle_all", "follow", "discard", "kind", "undo")}
        # Your turn without a win on offer: discard yes, "w" no.
        assert offered == {"pause": False, "step": False, "toggle_all": False, "follow": False,
                           "discard": True, "kind": False, "undo": True}
