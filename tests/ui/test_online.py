"""The online table in the terminal: a real server on a loopback port, bot clients
over websockets, and a human client driven by Pilot through the lobby, the waiting
room and the table."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from textual.widgets import DataTable, Static
from uihelpers import eventually

from mahjong_tui.engine.events import MatchEnded
from mahjong_tui.net.bot_client import BotOutcome, play_as_bot
from mahjong_tui.net.client import TableClient
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.server.app import run_server
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.online.lobby import LobbyScreen, LobbyStart
from mahjong_tui.ui.online.remote_session import RemoteSession
from mahjong_tui.ui.online.start import OnlineStart
from mahjong_tui.ui.online.waiting import WaitingScreen
from mahjong_tui.ui.screens.prompts import ClaimPrompt
from mahjong_tui.ui.screens.scoring import MatchEndScreen, ScoringScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.widgets.log import LogPanel
from mahjong_tui.ui.widgets.status import StatusLine


@contextlib.asynccontextmanager
async def serving(data: Path) -> AsyncIterator[str]:
    """A table server on a free loopback port, for the test's duration."""
    ports: list[int] = []
    ready = asyncio.Event()
    task = asyncio.create_task(run_server("127.0.0.1", 0, data, workers=0, ready=ready,
                                          announce=[ports.append]))
    await asyncio.wait_for(ready.wait(), 30)
    try:
        yield f"ws://127.0.0.1:{ports[0]}"
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def room_codes(url: str) -> list[str]:
    """The open rooms' codes, as the lobby lists them."""
    client = TableClient(url, "lister")
    client.start()
    try:
        while (await client.receive()).get("type") != "welcome":
            pass
        await client.send({"type": "list"})
        while (m := await client.receive()).get("type") != "rooms":
            pass
        return [str(r["code"]) for r in m["rooms"]]
    finally:
        await client.close()


async def bot_room(url: str, create: dict[str, Any], bots: int
                   ) -> tuple[str, list[asyncio.Task[BotOutcome]]]:
    """A room created by a bot client, with ``bots`` bot clients seated in all."""
    tasks = [asyncio.create_task(play_as_bot(url, "random", create=create, seed=1))]
    loop = asyncio.get_running_loop()
    end = loop.time() + 60
    while not (codes := await room_codes(url)):
        assert loop.time() < end, "the bot's room was never listed"
        await asyncio.sleep(0.05)
    code = codes[0]
    for k in range(1, bots):
        tasks.append(asyncio.create_task(play_as_bot(url, "random", room=code, seed=k + 1)))
    return code, tasks


def online_app(url: str, start: LobbyStart, lang: str = "en") -> MahjongApp:
    settings = Settings(speed="instant", language=lang, tile_style="boxed")
    return MahjongApp(settings, save=False, online=OnlineStart(url, "Ann", start))


def table_session(app: MahjongApp) -> RemoteSession:
    table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
    assert isinstance(table.session, RemoteSession)
    return table.session


async def play_through(pilot: Any, app: MahjongApp, *, timeout: float = 180.0) -> list[str]:
    """Answer every prompt as a cautious human would (pass claims, discard the drawn
    tile) until the final standings show; return the names of the screens passed."""
    seen: list[str] = []
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end:
        screen = app.screen
        seen.append(type(screen).__name__)
        if isinstance(screen, MatchEndScreen):
            return seen
        if isinstance(screen, ClaimPrompt):
            await pilot.press("x")
        elif isinstance(screen, ScoringScreen) or (
                isinstance(screen, TableScreen) and screen.turn_open):
            await pilot.press("enter")
        await pilot.pause(0.02)
    raise AssertionError(f"the match did not end; screens: {seen[-5:]}")


async def test_a_human_plays_a_match_with_three_bot_clients(tmp_path: Path) -> None:
    async with serving(tmp_path) as url:
        code, bots = await bot_room(url, {"ruleset": "mcr", "hands": 1, "players": 4,
                                          "claim_seconds": 0.05, "bots": "random"}, 3)
        app = online_app(url, LobbyStart(room=code))
        async with app.run_test(size=(120, 40)) as pilot:
            await eventually(pilot, lambda: isinstance(app.screen, TableScreen), 60)
            session = table_session(app)
            assert session.seat == 3 and not session.watch and not session.can_undo
            assert session.names[3] == "Ann"
            seen = await play_through(pilot, app)
            assert "TableScreen" in seen
            screen = app.screen
            assert isinstance(screen, MatchEndScreen)
            await pilot.press("enter")
            # The match is over: back to the lobby, which lists the open rooms again.
            await eventually(pilot, lambda: isinstance(app.screen, LobbyScreen), 30)
        outcomes = await asyncio.wait_for(asyncio.gather(*bots), 30)
    assert [o.errors for o in outcomes] == [0, 0, 0]
    assert all(o.finished for o in outcomes)
    ended = [e for e in session.history if isinstance(e, MatchEnded)]
    assert len(ended) == 1
    by_player = sorted((s.player, s.score) for s in ended[0].standings)
    assert tuple(score for _, score in by_player) == outcomes[0].scores


async def test_create_wait_start_and_leave_from_the_lobby(tmp_path: Path) -> None:
    async with serving(tmp_path) as url:
        app = online_app(url, LobbyStart())
        async with app.run_test(size=(80, 24)) as pilot:
            await eventually(pilot, lambda: isinstance(app.screen, LobbyScreen), 30)
            lobby = app.screen
            assert isinstance(lobby, LobbyScreen)
            await eventually(pilot, lambda: bool(lobby.rulesets), 30)
            await pilot.press("c")
            await pilot.pause()
            await pilot.click("#players")
            await pilot.press("backspace", "2", "enter")
            # Two players' seats: the room waits for the second one.
            await eventually(pilot, lambda: isinstance(app.screen, WaitingScreen), 30)
            waiting = app.screen
            assert isinstance(waiting, WaitingScreen)
            assert waiting.table.seat == 0 and waiting.table.humans == (True, False,
                                                                        False, False)
            code = waiting.table.room
            assert code is not None and await room_codes(url) == [code]
            await pilot.press("t")
            await pilot.press(*"hi [b]x[/b]", "enter")
            await eventually(pilot, lambda: "Ann: hi [b]x[/b]" in waiting.lines, 30)
            # Start now: bots take the free seats and the table opens.
            await pilot.press("s")
            await eventually(pilot, lambda: isinstance(app.screen, TableScreen | ClaimPrompt), 30)
            assert table_session(app).table.humans == (True, False, False, False)
            await pilot.press("q")
            await pilot.pause()
            await pilot.press("y")
            await eventually(pilot, lambda: isinstance(app.screen, LobbyScreen), 30)
            # The seat is remembered: the lobby says so, and j takes it back.
            lobby = app.screen
            assert isinstance(lobby, LobbyScreen)
            await eventually(pilot, lambda: [r.get("code") for r in lobby.rooms] == [code], 30)
            assert lobby.held.rooms(url, "Ann") == {code}
            assert lobby.held.rooms(url, "Bob") == frozenset()
            rooms = lobby.query_one("#rooms", DataTable)
            await eventually(pilot, lambda: "your seat: j takes it back" in str(
                rooms.get_row_at(0)[4]), 30)
            await pilot.press("j")
            await eventually(pilot, lambda: isinstance(app.screen, TableScreen | ClaimPrompt), 30)
            back = table_session(app)
            assert back.seat == 0 and back.table.room == code
            assert back.table.away == (False, False, False, False)


async def test_a_timed_out_turn_is_played_for_the_player_and_said(tmp_path: Path) -> None:
    async with serving(tmp_path) as url:
        create = {"type": "create", "ruleset": "mcr", "hands": 1, "players": 1,
                  "turn_seconds": 1, "claim_seconds": 0, "bots": "random"}
        app = online_app(url, LobbyStart(create=create))
        async with app.run_test(size=(120, 40)) as pilot:
            await eventually(pilot, lambda: isinstance(app.screen, TableScreen), 30)
            table = app.screen
            assert isinstance(table, TableScreen)
            await eventually(pilot, lambda: table.turn_open, 30)
            status = table.query_one("#status", StatusLine)
            assert status.text.endswith(("· 1 s to decide", "· 0 s to decide")), status.text
            discards_before = len(table_session(app).history)
            # Nobody presses a key: the server plays the bot's choice and says so.
            await eventually(pilot, lambda: not table.turn_open, 30)
            log = "\n".join(table.query_one(LogPanel).lines)
            assert "Time ran out:" in log and "was played for you." in log
            assert len(table_session(app).history) > discards_before


async def test_leaving_a_room_nobody_else_waits_in_removes_it(tmp_path: Path) -> None:
    create = {"type": "create", "ruleset": "sichuan", "hands": 2, "players": 3}
    async with serving(tmp_path) as url:
        app = online_app(url, LobbyStart(create=create), lang="zh")
        async with app.run_test(size=(80, 24)) as pilot:
            await eventually(pilot, lambda: isinstance(app.screen, WaitingScreen), 30)
            waiting = app.screen
            assert isinstance(waiting, WaitingScreen)
            code = waiting.table.room
            assert code is not None and (tmp_path / "rooms" / code / "room.json").exists()
            title = str(waiting.query_one("#waiting-title", Static).render())
            assert title == f"房间 {code} · 四川血战"
            await pilot.press("q")
            await eventually(pilot, lambda: isinstance(app.screen, LobbyScreen), 30)
            assert await room_codes(url) == []
            assert not (tmp_path / "rooms" / code).exists()


async def test_the_lobby_keeps_the_cursor_on_its_room_when_the_list_refreshes(
        tmp_path: Path) -> None:
    async with serving(tmp_path) as url:
        makers = []
        for ruleset in ("mcr", "guizhou", "jindi"):  # three rooms waiting for players
            maker = TableClient(url, f"host-{ruleset}")
            maker.start()
            makers.append(maker)
            while (await maker.receive()).get("type") != "welcome":
                pass
            await maker.send({"type": "create", "ruleset": ruleset, "players": 2})
        while len(await room_codes(url)) < 3:
            await asyncio.sleep(0.05)
        app = online_app(url, LobbyStart())
        async with app.run_test(size=(80, 24)) as pilot:
            await eventually(pilot, lambda: isinstance(app.screen, LobbyScreen), 30)
            lobby = app.screen
            assert isinstance(lobby, LobbyScreen)
            await eventually(pilot, lambda: len(lobby.rooms) == 3, 30)
            table = lobby.query_one("#rooms", DataTable)
            table.focus()
            await pilot.press("down", "down")
            chosen = lobby.rooms[2]["code"]
            assert table.cursor_row == 2
            # The room above goes (its host leaves): in the refreshed list the cursor
            # stays on the room it was on, one row up.
            await makers[0].send({"type": "leave"})
            await eventually(pilot, lambda: len(lobby.rooms) == 2, 30)
            await pilot.press("r")
            await eventually(pilot, lambda: table.row_count == 2, 30)
            assert table.cursor_row == 1
            assert [r["code"] for r in lobby.rooms][table.cursor_row] == chosen
        for maker in makers:
            await maker.close()


async def test_a_spectator_sees_the_public_table_without_pace_controls(
        tmp_path: Path) -> None:
    async with serving(tmp_path) as url:
        code, bots = await bot_room(url, {"ruleset": "mcr", "hands": 1, "players": 4,
                                          "claim_seconds": 0.3, "bots": "random"}, 4)
        app = online_app(url, LobbyStart(room=code, watch=True))
        async with app.run_test(size=(120, 40)) as pilot:
            await eventually(pilot, lambda: isinstance(app.screen, TableScreen), 60)
            table = app.screen
            assert isinstance(table, TableScreen)
            session = table_session(app)
            assert session.watch and session.seat is None and not session.paced
            assert [table.check_action(a, ()) for a in ("pause", "step", "toggle_all")] \
                == [False, False, False]
            assert table.check_action("follow", ()) is True
            # Nobody's concealed tiles: every hand is hidden from a spectator.
            display = session.display()
            assert all(seat.hand is None for seat in display.seats)
            status = table.query_one("#status", StatusLine)
            assert status.text == "Watching random bot"
        await asyncio.wait_for(asyncio.gather(*bots), 60)
