"""The table server played for real: processes and sockets on loopback, no mocks.

- Four ``mahjong-tui join --bot`` processes play a match on a ``mahjong-tui server``
  process; the room's record on disk replays to the scores they reported.
- A player who drops (on their turn, or while asked about a claim) is shown away, the
  room's bot plays for them after ``away_seconds``, and on reconnect they get the
  whole table back: the server's view of their seat, and every event once.
- A server killed with SIGKILL mid-hand starts again from its data folder, the
  clients come back by themselves and finish, and no acknowledged action is lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import pytest
from websockets.asyncio.server import ServerConnection, serve

from mahjong_tui.engine.actions import Action, Discard, Pass
from mahjong_tui.engine.events import Event, HandStarted, redact
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import GameRecord, load, replay
from mahjong_tui.net.bot_client import BotOutcome, play_as_bot
from mahjong_tui.net.client import TableClient
from mahjong_tui.net.codec import WireCodec
from mahjong_tui.net.protocol import MAX_MESSAGE
from mahjong_tui.net.remote_table import Prompt, RemoteTable
from mahjong_tui.server.app import TableServer

ROOT = Path(__file__).resolve().parents[2]
HOST = "127.0.0.1"
AWAY = 1
"""``away_seconds`` of the rooms where a player drops."""

LISTENING = re.compile(
    r"mahjong-tui server listening on ws://127\.0\.0\.1:(\d+) \((\d+) rooms restored\)")
SEATED = re.compile(r"seated at room ([A-Z0-9]{5}) as seat ([0-3])")
MATCH_OVER = re.compile(
    r"match over: seat ([0-3]), (\d+) actions, scores (-?\d+) (-?\d+) (-?\d+) (-?\d+)")


# -- processes ---------------------------------------------------------------------
def _collect(stream: IO[str], lines: list[str]) -> None:
    for line in stream:
        lines.append(line.rstrip("\n"))


class Spawned:
    """A ``python -m mahjong_tui`` process whose output lines are kept as they come.

    Args:
        args: the command line after ``mahjong-tui``.
        reaper: the test's list of processes (killed at the end if still running).
    """

    def __init__(self, args: list[str], reaper: list[subprocess.Popen[str]]) -> None:
        self.args = args
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "mahjong_tui", *args], cwd=ROOT, stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
        reaper.append(self.proc)
        self.out: list[str] = []
        self.err: list[str] = []
        assert self.proc.stdout is not None and self.proc.stderr is not None
        self._readers = [threading.Thread(target=_collect, args=(stream, lines), daemon=True)
                         for stream, lines in ((self.proc.stdout, self.out),
                                               (self.proc.stderr, self.err))]
        for reader in self._readers:
            reader.start()

    def __str__(self) -> str:
        return (f"mahjong-tui {' '.join(self.args)} (exit {self.proc.poll()})\n"
                f"stdout: {self.out}\nstderr: {self.err}")

    def _drain(self) -> None:
        for reader in self._readers:
            reader.join(timeout=5)

    async def line(self, pattern: re.Pattern[str], *, timeout: float = 20.0) -> re.Match[str]:
        """The first output line that is ``pattern``, waiting for it.

        Raises:
            AssertionError: the process ended or ``timeout`` passed without it.
        """
        deadline = time.monotonic() + timeout
        while True:
            ended = self.proc.poll() is not None
            if ended:
                self._drain()
            for text in list(self.out):
                match = pattern.fullmatch(text)
                if match is not None:
                    return match
            if ended or time.monotonic() > deadline:
                raise AssertionError(f"no line {pattern.pattern!r} from {self}")
            await asyncio.sleep(0.02)

    async def exit_code(self, *, timeout: float = 30.0) -> int:
        """Wait for the process to end (all its output read) and return its code.

        Raises:
            AssertionError: it is still running after ``timeout``.
        """
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                raise AssertionError(f"still running after {timeout} s: {self}")
            await asyncio.sleep(0.02)
        self._drain()
        return self.proc.returncode


# -- clients -----------------------------------------------------------------------
class SeatClient(TableClient):
    """A :class:`TableClient` that keeps every message it receives and every action it
    sends, and can hold its actions back (the test pauses a bot seat with it).

    Args:
        url: the server.
        name: the seat's name.
    """

    def __init__(self, url: str, name: str) -> None:
        super().__init__(url, name)
        self.seen: list[dict[str, Any]] = []
        self.drops = 0
        self.sent: dict[tuple[int, int], str] = {}
        """Action texts sent, by (disconnections seen before, prompt id)."""
        self.held: list[dict[str, Any]] | None = None

    async def receive(self) -> dict[str, Any]:
        """The next message, kept in :attr:`seen`."""
        message = await super().receive()
        self.seen.append(message)
        if message.get("type") == "disconnected":
            self.drops += 1
        return message

    async def send(self, message: dict[str, Any]) -> bool:
        """Send ``message``; an action is kept back while :meth:`hold` is on."""
        if message.get("type") != "action":
            return await super().send(message)
        if self.held is not None:
            self.held.append(message)
            return True
        drops = self.drops
        sent = await super().send(message)
        if sent:
            self.sent[drops, message["prompt"]] = message["action"]
        return sent

    def hold(self) -> None:
        """Keep the seat's actions back until :meth:`release`."""
        self.held = []

    async def release(self) -> None:
        """Send the actions kept back, in order."""
        held, self.held = self.held or [], None
        for message in held:
            await self.send(message)

    def seat(self) -> int:
        """The seat the server gave this client."""
        return next(int(m["seat"]) for m in self.seen if m.get("type") == "joined")

    def acknowledged(self, drops: int) -> list[str]:
        """The actions the server acknowledged (``ok``) after ``drops`` disconnections
        (0: on the first connection), in order."""
        seen_drops, acked = 0, []
        for message in self.seen:
            if message.get("type") == "disconnected":
                seen_drops += 1
            elif message.get("type") == "ok" and seen_drops == drops:
                acked.append(self.sent[drops, message["prompt"]])
        return acked


def _choose(legal: tuple[Action, ...]) -> Action:
    """The hand-played seat's policy: never claim, discard the first tile offered."""
    for kind in (Pass, Discard):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]


class Player:
    """The seat the test plays itself: its client, its picture of the table and
    every event it was shown, in order (a ``state`` brings the hand so far: it takes
    the place of that hand's events).

    Args:
        client: the seat's connection (started).
    """

    def __init__(self, client: TableClient) -> None:
        self.client = client
        self.table = RemoteTable()
        self.log: list[Event] = []
        self.state_events: list[Event] = []
        self.answered: set[int] = set()

    async def next(self) -> dict[str, Any]:
        """The next message, fed to the table; fails on an ``error``."""
        message = await asyncio.wait_for(self.client.receive(), 15)
        assert message["type"] != "error", message
        events = self.table.feed(message)
        if message["type"] == "state":
            self.state_events = events
            if events:
                first = events[0]
                assert isinstance(first, HandStarted)
                starts = [i for i, e in enumerate(self.log) if isinstance(e, HandStarted)
                          and e.hand_number == first.hand_number]
                self.log = self.log[:starts[-1] if starts else len(self.log)] + events
        else:
            self.log.extend(events)
        return message

    async def next_of(self, kind: str) -> dict[str, Any]:
        """The next message of type ``kind`` (the ones before it are fed as well)."""
        while True:
            message = await self.next()
            if message["type"] == kind:
                return message

    async def play_until(self, wanted: Callable[[Prompt], bool] | None = None) -> Prompt | None:
        """Answer every prompt until one is ``wanted`` (returned unanswered), or to
        the end of the match (``None``)."""
        while not self.table.over:
            message = await self.next()
            assert message["type"] not in ("disconnected", "closed"), message
            prompt = self.table.prompt
            if message["type"] not in ("prompt", "state") or prompt is None \
                    or prompt.id in self.answered:
                continue
            if wanted is not None and wanted(prompt):
                return prompt
            self.answered.add(prompt.id)
            assert await self.client.send({"type": "action", "prompt": prompt.id,
                                           "action": _choose(prompt.legal).text})
            self.table.prompt = None
        return None


# -- in-process server -------------------------------------------------------------
@dataclass
class Hosted:
    """A table server run in the test's event loop.

    Attributes:
        server: the server (its rooms are the truth the clients are checked against).
        url: where it listens.
        door: while clear, a new connection is held at the door, unread (a player
            who cannot reach the server yet); set, it is served.
    """

    server: TableServer
    url: str
    door: asyncio.Event


@contextlib.asynccontextmanager
async def hosted_server(data: Path) -> AsyncIterator[Hosted]:
    """Serve a :class:`TableServer` on a free loopback port, as ``run_server`` does
    (bot decisions in threads), with a door the test can close.

    Args:
        data: the server's data folder.
    """
    server = TableServer(data, workers=0)
    door = asyncio.Event()
    door.set()

    async def handler(ws: ServerConnection) -> None:
        await door.wait()
        await server.handle(ws)

    try:
        async with serve(handler, HOST, 0, max_size=MAX_MESSAGE, max_queue=64,
                         ping_interval=20, ping_timeout=20) as ws_server:
            port = next(iter(ws_server.sockets)).getsockname()[1]
            server.resume_rooms()
            yield Hosted(server, f"ws://{HOST}:{port}", door)
    finally:
        server.close()


# -- helpers -----------------------------------------------------------------------
async def until(condition: Callable[[], object], what: str, timeout: float = 10.0) -> None:
    """Wait for ``condition()`` to hold.

    Raises:
        AssertionError: naming ``what``, when ``timeout`` passes first.
    """
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.01)


def _wire(value: Any) -> Any:
    """``value`` as it arrives after a trip through JSON."""
    return json.loads(json.dumps(value))


def _actions_of(game: Game, seat: int) -> list[Action]:
    """Every action ``seat`` took in ``game``, in order."""
    return [action for kind, who, action in game.entries if kind == "action" and who == seat]


def _caused_by(game: Game, seat: int, nth: int) -> list[Event]:
    """The events ``seat``'s ``nth`` action caused (up to the next action)."""
    caused: list[Event] = []
    count = -1
    for kind, who, value in game.entries:
        if kind == "action":
            if count >= nth:
                break
            if who == seat:
                count += 1
        elif kind == "event" and count == nth:
            caused.append(value)
    return caused


def _away(message: dict[str, Any], seat: int) -> bool | None:
    """Whether a ``seats`` message shows ``seat`` away (``None``: another message)."""
    return bool(message["away"][seat]) if message.get("type") == "seats" else None


def _events_seen(client: SeatClient, since: int, table: TableServer, code: str) -> list[Event]:
    """The events ``client`` received from its ``since``-th message on, decoded."""
    codec = WireCodec(table.rooms[code].ruleset)
    return [codec.decode(e) for m in client.seen[since:] if m.get("type") == "events"
            for e in m["events"]]


def _is_run_in(run: list[Event], events: list[Event]) -> bool:
    """``run`` appears in ``events``, in a row."""
    return any(events[i:i + len(run)] == run for i in range(len(events) - len(run) + 1))


def _lost(acknowledged: list[str], recorded: list[str]) -> int:
    """Acknowledged actions missing from the start of the recorded ones."""
    kept = 0
    for mine, theirs in zip(acknowledged, recorded, strict=False):
        if mine != theirs:
            break
        kept += 1
    return len(acknowledged) - kept


# -- 1. four join --bot processes ----------------------------------------------------
async def test_four_join_bots_play_a_match_and_the_record_replays(
        tmp_path: Path, reaper: list[subprocess.Popen[str]]) -> None:
    data = tmp_path / "data"
    server = Spawned(["server", "--host", HOST, "--port", "0", "--data", str(data),
                      "--workers", "0"], reaper)
    listening = await server.line(LISTENING)
    assert listening.group(2) == "0"
    address = f"{HOST}:{listening.group(1)}"
    names = ["East bot", "South bot", "West bot", "North bot"]
    creator = Spawned(["join", address, "--bot", "random", "--name", names[0], "--seed", "0",
                       "--create", "--ruleset", "mcr", "--players", "4", "--hands", "1",
                       "--window", "0", "--away", "1"], reaper)
    code = (await creator.line(SEATED)).group(1)
    clients = [creator] + [
        Spawned(["join", address, "--bot", "random", "--name", name, "--seed", str(n),
                 "--room", code], reaper)
        for n, name in enumerate(names[1:], 1)]

    codes = [await client.exit_code(timeout=40) for client in clients]
    assert codes == [0, 0, 0, 0], "\n".join(map(str, clients))
    seats: dict[int, tuple[str, int, tuple[int, ...]]] = {}
    for name, client in zip(names, clients, strict=True):
        # Exactly two lines: seated, and the end (an error would be a third line).
        assert len(client.out) == 2 and client.err == [], client
        seated = SEATED.fullmatch(client.out[0])
        assert seated is not None and seated.group(1) == code, client
        seat = int(seated.group(2))
        over = MATCH_OVER.fullmatch(client.out[1])
        assert over is not None and int(over.group(1)) == seat, client
        seats[seat] = (name, int(over.group(2)), tuple(map(int, over.groups()[2:])))
    assert sorted(seats) == [0, 1, 2, 3]
    assert seats[0][0] == names[0]
    reported = {scores for _, _, scores in seats.values()}
    assert len(reported) == 1
    scores = reported.pop()

    folder = data / "rooms" / code
    room = json.loads((folder / "room.json").read_text(encoding="utf-8"))
    assert room["started"] is True
    assert [s["name"] for s in room["seats"]] == [seats[p][0] for p in range(4)]
    record = load(folder / "game.jsonl")
    assert record.is_complete
    assert record.header["players"] == [seats[p][0] for p in range(4)]
    game = replay(record)
    assert game.is_over and tuple(game.scores) == scores
    assert GameRecord.of(game).to_jsonl() == (folder / "game.jsonl").read_text(encoding="utf-8")
    # Every action a client sent was applied: the record holds as many for each seat.
    assert [sum(p == seat for p, _ in record.actions()) for seat in range(4)] == \
        [seats[p][1] for p in range(4)]

    server.proc.send_signal(signal.SIGINT)
    assert await server.exit_code(timeout=10) == 0
    assert server.err == [], server


# -- 2. a player drops -------------------------------------------------------------
def _is_turn(prompt: Prompt) -> bool:
    """The seat is asked what to discard."""
    return any(isinstance(a, Discard) for a in prompt.legal)


def _is_claim(prompt: Prompt) -> bool:
    """The seat is asked whether to claim a discard."""
    return any(isinstance(a, Pass) for a in prompt.legal)


@pytest.mark.parametrize("moment", ["turn", "claim"])
async def test_a_dropped_player_is_played_for_and_gets_the_table_back(
        moment: str, tmp_path: Path) -> None:
    async with asyncio.timeout(40), hosted_server(tmp_path / "data") as hosted:
        me = TableClient(hosted.url, "Me")
        others = [SeatClient(hosted.url, name) for name in ("Amy", "Ben", "Cal")]
        try:
            await _drop_and_come_back(hosted, me, others, _is_turn if moment == "turn"
                                      else _is_claim)
        finally:
            for client in (me, *others):
                await client.close()


async def _drop_and_come_back(hosted: Hosted, me: TableClient, others: list[SeatClient],
                              wanted: Callable[[Prompt], bool]) -> None:
    me.start()
    player = Player(me)
    await player.next_of("welcome")
    # Two hands: a seat is asked about a claim in nearly every hand, not in every one.
    await me.send({"type": "create", "ruleset": "mcr", "hands": 2, "players": 4,
                   "bots": "random", "away_seconds": AWAY, "claim_seconds": 0})
    joined = await player.next_of("joined")
    code, seat = joined["room"], joined["seat"]
    assert seat == 0 and me.token == joined["token"]
    for client in others:
        client.start()
    bots = [asyncio.create_task(play_as_bot(hosted.url, "random", room=code, seed=n,
                                            client=client))
            for n, client in enumerate(others, 1)]
    room = hosted.server.rooms[code]

    prompt = await player.play_until(wanted)
    assert prompt is not None and wanted(prompt)
    # The drop, with the prompt unanswered. The other seats' actions are held back
    # from here, so the table stands still once the away seat has been played for.
    watcher = others[0]
    watcher_seat = room.names.index(watcher.name)
    for client in others:
        client.hold()
    hosted.door.clear()
    seen_from = len(watcher.seen)
    mine = len(_actions_of(room.game, seat))
    dropped_at = time.monotonic()
    await me.drop()

    await until(lambda: any(_away(m, seat) for m in watcher.seen[seen_from:]),
                "another seat to be told the dropped seat is away")
    await until(lambda: len(_actions_of(room.game, seat)) > mine,
                "the room's bot to play for the away seat")
    assert time.monotonic() - dropped_at >= AWAY
    auto = _actions_of(room.game, seat)[mine]
    assert auto in prompt.legal
    caused = [redact(e, watcher_seat) for e in _caused_by(room.game, seat, mine)]
    if wanted is _is_turn:
        assert caused  # a turn always shows: a discard, a kong, a win
    await until(lambda: _is_run_in(caused, _events_seen(watcher, seen_from, hosted.server,
                                                        code)),
                "another seat to see what the bot played")
    await until(lambda: seat not in room.game.to_act(), "the away seat to be played for")
    assert room.game.to_act() and not room.over  # waiting on the held seats
    assert room.seats[seat].away_since is not None

    before = list(player.log)
    hosted.door.set()  # the client got through at last
    state = await player.next_of("state")
    assert me.reconnects == 1
    # Its view is what the server's game shows that seat, and it owes nothing now.
    assert state["view"] == _wire(WireCodec(room.ruleset).encode(room.game.view(seat)))
    assert player.table.view == room.game.view(seat)
    assert state["prompt"] is None and player.table.prompt is None
    # The state brings the hand so far, exactly as the server redacts it for the seat:
    # what the client saw before the drop is its start, the rest happened meanwhile.
    events = room.game.events
    start = max(i for i, e in enumerate(events) if isinstance(e, HandStarted))
    assert player.state_events == [redact(e, seat) for e in events[start:]]
    cut = max(i for i, e in enumerate(before) if isinstance(e, HandStarted))
    assert player.state_events[:len(before) - cut] == before[cut:]
    if wanted is _is_turn:
        # The bot's turn shows; a pass while others still decide on the discard does not.
        assert len(player.state_events) > len(before) - cut
    assert player.log == [redact(e, seat) for e in events]
    # The seat is back: everybody is told, the client first.
    back = await player.next_of("seats")
    assert back["away"] == [False] * 4
    await until(lambda: any(_away(m, seat) is False for m in watcher.seen[seen_from:]),
                "another seat to be told the seat is back")
    await me.send({"type": "resync"})
    assert await player.next_of("state") == state

    for client in others:
        await client.release()
    assert await player.play_until() is None
    outcomes: list[BotOutcome] = await asyncio.gather(*bots)
    assert room.over
    assert player.log == [redact(e, seat) for e in room.game.events]
    assert player.table.view is not None
    assert tuple(player.table.view.scores) == tuple(room.game.scores)
    for outcome in outcomes:
        assert outcome.finished and outcome.errors == 0 and outcome.reconnects == 0
        assert outcome.scores == tuple(room.game.scores)


# -- 3. kill -9 --------------------------------------------------------------------
KILL_AFTER = 12
"""Actions acknowledged at the table before the server is killed."""


async def test_a_server_killed_mid_hand_starts_again_and_loses_no_action(
        tmp_path: Path, free_port: int, reaper: list[subprocess.Popen[str]]) -> None:
    data = tmp_path / "data"
    command = ["server", "--host", HOST, "--port", str(free_port), "--data", str(data),
               "--workers", "0"]
    first = Spawned(command, reaper)
    assert (await first.line(LISTENING)).groups() == (str(free_port), "0")
    url = f"ws://{HOST}:{free_port}"
    clients = [SeatClient(url, name) for name in ("Ann", "Bo", "Cy", "Di")]
    try:
        async with asyncio.timeout(40):
            await _kill_and_restart(first, command, url, clients, data, reaper)
    finally:
        for client in clients:
            await client.close()


async def _kill_and_restart(first: Spawned, command: list[str], url: str,
                            clients: list[SeatClient], data: Path,
                            reaper: list[subprocess.Popen[str]]) -> None:
    for client in clients:
        client.start()
    # The clients' own bots play every seat after the restart (a long away wait).
    create = {"ruleset": "mcr", "hands": 1, "players": 4, "bots": "random",
              "away_seconds": 30, "claim_seconds": 0}
    tasks = [asyncio.create_task(play_as_bot(url, "random", create=create, seed=0,
                                             client=clients[0]))]
    await until(lambda: any(m.get("type") == "joined" for m in clients[0].seen),
                "the room to be created")
    code = next(m["room"] for m in clients[0].seen if m.get("type") == "joined")
    tasks += [asyncio.create_task(play_as_bot(url, "random", room=code, seed=n, client=c))
              for n, c in enumerate(clients[1:], 1)]
    path = data / "rooms" / code / "game.jsonl"

    await until(lambda: sum(len(c.acknowledged(0)) for c in clients) >= KILL_AFTER,
                "some play before the kill")
    first.proc.send_signal(signal.SIGKILL)
    assert await first.exit_code(timeout=10) == -signal.SIGKILL
    await until(lambda: all(c.drops >= 1 for c in clients), "every client to see the drop")
    acknowledged = {c.seat(): c.acknowledged(0) for c in clients}
    assert sorted(acknowledged) == [0, 1, 2, 3]
    assert not any(m.get("type") == "over" for c in clients for m in c.seen)

    # What the kill left on disk holds every action acknowledged before it.
    killed = load(path)
    assert not killed.is_complete
    recorded = {seat: [a for p, a in killed.actions() if p == seat] for seat in range(4)}
    lost = sum(_lost(acknowledged[seat], recorded[seat]) for seat in range(4))
    assert lost == 0, (acknowledged, recorded)

    second = Spawned(command, reaper)
    restarted = await second.line(LISTENING)
    assert restarted.group(0) == f"mahjong-tui server listening on {url} (1 rooms restored)"
    outcomes: list[BotOutcome] = await asyncio.gather(*tasks)
    for outcome in outcomes:
        assert outcome.finished and outcome.errors == 0 and outcome.reconnects == 1, outcome
        assert outcome.room == code

    final = load(path)
    assert final.is_complete
    game = replay(final)  # every regenerated line equals the stored one
    assert GameRecord.of(game).to_jsonl() == path.read_text(encoding="utf-8")
    assert {outcome.scores for outcome in outcomes} == {tuple(game.scores)}
    # The record after the restart goes on from the one the kill left.
    assert final.lines[:len(killed.lines)] == killed.lines
    for seat in range(4):
        mine = [a for p, a in final.actions() if p == seat]
        assert _lost(acknowledged[seat], mine) == 0
    in_flight = sum(len([k for k in c.sent if k[0] == 0]) for c in clients) \
        - sum(map(len, acknowledged.values()))
    print(f"kill -9: 1 room restored, {sum(map(len, acknowledged.values()))} actions "
          f"acknowledged before the kill, {len(killed.actions())} on disk, {lost} lost, "
          f"{in_flight} sent but unacknowledged, {len(final.actions())} in the final record")

    second.proc.send_signal(signal.SIGINT)
    assert await second.exit_code(timeout=10) == 0
    assert first.err == [] and second.err == [], (first, second)
