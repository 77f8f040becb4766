"""The table server: a websockets endpoint, the lobby, and every room's game.

One process owns every room (:class:`~mahjong_tui.server.room.Room`). A connection
says ``hello`` first (protocol version, name, and the token of a seat it holds, if
any), then uses the lobby (``list``, ``create``, ``join``, ``spectate``, ``leave``,
``start``) and plays (``action``, ``chat``, ``resync``). Every message is checked
(:mod:`mahjong_tui.net.protocol`); a bad one gets an ``error`` reply and changes
nothing; a flood is rate-limited and, past a limit, the connection is closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import secrets
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from bots import BOT_LEVELS
from mahjong_tui.engine.actions import parse_action
from mahjong_tui.engine.game import Game
from mahjong_tui.net.protocol import (
    MAX_CHAT,
    MAX_MESSAGE,
    MAX_NAME,
    MAX_PASSWORD,
    PROTOCOL_VERSION,
    ProtocolError,
    RoomOptions,
    decode_message,
    encode_message,
    field_int,
    field_str,
)
from mahjong_tui.rulesets import get_ruleset, ruleset_names
from mahjong_tui.server.bot_pool import BotPool
from mahjong_tui.server.room import NOBODY, Room, Seat
from mahjong_tui.server.store import RoomStore

__all__ = ["TableServer", "run_server"]

log = logging.getLogger("mahjong_tui.server")

_CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
_QUEUE = 1024
"""Messages a slow client may fall behind by before it is dropped."""


class _Bucket:
    """A token bucket: ``rate`` per second, up to ``burst`` at once."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.level = burst
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level >= 1:
            self.level -= 1
            return True
        return False


class Client:
    """One connection: its name, its place (a seat or the spectators' benches) and
    its outgoing queue."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.name = ""
        self.wants_views = True
        self.room: Room | None = None
        self.seat: int | None = None
        self.greeted = False
        self.messages = _Bucket(30, 60)
        self.chats = _Bucket(1, 3)
        self.refused = 0
        self.queue: asyncio.Queue[str] = asyncio.Queue(_QUEUE)

    def post(self, message: dict[str, Any]) -> None:
        """Queue ``message``; a client too far behind is disconnected."""
        try:
            self.queue.put_nowait(encode_message(message))
        except asyncio.QueueFull:
            asyncio.get_running_loop().create_task(self.ws.close(1008, "too far behind"))

    async def pump(self) -> None:
        """Send queued messages in order until the connection closes."""
        while True:
            text = await self.queue.get()
            await self.ws.send(text)


class TableServer:
    """Every room, the lobby and the connections.

    Args:
        data: the folder rooms are kept in.
        workers: bot decision processes (0: threads of this process).
    """

    def __init__(self, data: Path, *, workers: int = 2) -> None:
        self.store = RoomStore(data)
        self.pool = BotPool(workers)
        self.rooms: dict[str, Room] = {}
        self.errors = 0
        rooms, problems = self.store.load_all()
        for problem in problems:
            log.warning("%s", problem)
        for stored in rooms:
            seats = [Seat(name, token, bank=float(stored.options.bank_seconds))
                     for name, token in stored.seats]
            now = time.monotonic()
            for seat in seats:
                if seat.human:
                    seat.away_since = now  # away until the player reconnects
            room = self._room(stored.code, stored.options, seats, stored.bot_seed,
                              stored.game)
            self.rooms[stored.code] = room

    def _room(self, code: str, options: RoomOptions, seats: list[Seat], bot_seed: int,
              game: Game | None = None) -> Room:
        return Room(code, options, get_ruleset(options.ruleset), seats, self.pool, game=game,
                    on_change=self._save, on_deal=self._deal, bot_seed=bot_seed)

    def resume_rooms(self) -> None:
        """Prompt again in every room that was being played (after a restart)."""
        for room in self.rooms.values():
            if room.started and not room.over:
                room.start(0)

    def _save(self, room: Room) -> None:
        try:
            self.store.save_room(room.code, room.options,
                                 [(s.name, s.token) for s in room.seats], room.started,
                                 room.bot_seed)
        except OSError as e:
            log.warning("room %s could not be saved: %s", room.code, e)

    def _deal(self, room: Room, game: Game) -> None:
        self.store.record(room.code, game)

    # -- connections ---------------------------------------------------------------
    async def handle(self, ws: ServerConnection) -> None:
        """Serve one connection until it closes."""
        client = Client(ws)
        pump = asyncio.get_running_loop().create_task(client.pump())
        try:
            async for raw in ws:
                await self._receive(client, raw)
        except ConnectionClosed:
            pass
        finally:
            pump.cancel()
            if client.room is not None:
                client.room.detach(client)

    async def _receive(self, client: Client, raw: str | bytes) -> None:
        if not client.messages.take():
            client.refused += 1
            self.errors += 1
            client.post({"type": "error", "code": "rate-limited",
                         "message": "too many messages: slow down"})
            if client.refused == 201:
                # Not awaited: the closing handshake needs this loop to go on draining
                # the flood (the incoming queue is full), or it waits out close_timeout.
                asyncio.get_running_loop().create_task(client.ws.close(1008, "flooding"))
            return
        try:
            message = decode_message(raw)
            await self._dispatch(client, message)
        except ProtocolError as e:
            self.errors += 1
            client.post({"type": "error", "code": e.code, "message": str(e)})

    async def _dispatch(self, client: Client, m: dict[str, Any]) -> None:
        kind = m["type"]
        if kind == "ping":
            client.post({"type": "pong", "id": field_int(m, "id", low=0, high=2**31,
                                                          default=0)})
            return
        if not client.greeted:
            if kind != "hello":
                raise ProtocolError("no-hello", "say hello first")
            self._hello(client, m)
            return
        if kind == "hello":
            raise ProtocolError("bad-message", "already greeted")
        if kind == "list":
            client.post({"type": "rooms", "rooms": [r.summary() for r in self.rooms.values()
                                                    if not r.over]})
        elif kind == "create":
            self._create(client, m)
        elif kind == "join":
            self._join(client, m)
        elif kind == "spectate":
            self._spectate(client, m)
        elif kind == "leave":
            self._leave(client)
        elif kind == "start":
            seated = self._seated_room(client)
            if seated.started:
                raise ProtocolError("started", "play has already started")
            seated.start(secrets.randbits(32))
        elif kind == "action":
            await self._action(client, m)
        elif kind == "chat":
            if client.room is None:
                raise ProtocolError("not-at-table", "chat is for the people at a table")
            if not client.chats.take():
                raise ProtocolError("rate-limited", "one chat line a second")
            text = field_str(m, "text", limit=MAX_CHAT, required=True)
            if text:
                client.room.chat(client.name, text)
        elif kind == "resync":
            if client.room is None or client.seat is None:
                raise ProtocolError("not-at-table", "not at a table")
            client.post(client.room.snapshot(client.seat))

    def _hello(self, client: Client, m: dict[str, Any]) -> None:
        version = m.get("version")
        if type(version) is not int or version != PROTOCOL_VERSION:  # not true, not 1.0
            raise ProtocolError("version", f"this server speaks protocol {PROTOCOL_VERSION}, "
                                f"not {str(version)[:10]}")
        name = field_str(m, "name", limit=MAX_NAME, default="") or "Player"
        views = m.get("views", True)
        if not isinstance(views, bool):
            raise ProtocolError("bad-field", "'views' must be true or false")
        token = field_str(m, "token", limit=64, default="") or ""
        # Greeted only once every field passed: a refused hello changes nothing.
        client.name, client.wants_views, client.greeted = name, views, True
        welcome: dict[str, Any] = {"type": "welcome", "version": PROTOCOL_VERSION,
                                   "name": name, "rulesets": list(ruleset_names()),
                                   "levels": list(BOT_LEVELS), "room": None, "seat": None}
        found = self._find_token(token) if token else None
        if found is not None:
            room, seat = found
            client.name = room.seats[seat].name
            welcome.update(room=room.code, seat=seat, token=token)
            client.post(welcome)
            client.room, client.seat = room, seat
            room.attach(client, seat)
            return
        if token:
            welcome["note"] = "that seat is no longer held"
        client.post(welcome)

    def _find_token(self, token: str) -> tuple[Room, int] | None:
        for room in self.rooms.values():
            seat = room.seat_of_token(token)
            if seat is not None and not room.over:
                return room, seat
        return None

    def _create(self, client: Client, m: dict[str, Any]) -> None:
        if client.room is not None:
            raise ProtocolError("at-table", "leave this table first")
        options = RoomOptions.from_message(m, ruleset_names(), BOT_LEVELS)
        code = self._new_code()
        seats = [Seat(f"Bot {p + 1}") for p in range(4)]
        room = self._room(code, options, seats, secrets.randbits(32))
        self.rooms[code] = room
        self._save(room)
        self._seat(client, room, 0)

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(_CODE_LETTERS) for _ in range(5))
            if code not in self.rooms:
                return code

    def _open_room(self, m: dict[str, Any]) -> Room:
        code = (field_str(m, "room", limit=8, required=True) or "").upper()
        room = self.rooms.get(code)
        if room is None or room.over:
            raise ProtocolError("no-room", f"no open room {code!r}")
        password = field_str(m, "password", limit=MAX_PASSWORD, default="") or ""
        if room.options.password and not secrets.compare_digest(
                password.encode(), room.options.password.encode()):
            raise ProtocolError("password", "wrong password")
        return room

    def _join(self, client: Client, m: dict[str, Any]) -> None:
        if client.room is not None:
            raise ProtocolError("at-table", "leave this table first")
        room = self._open_room(m)
        free = room.free_seats()
        if not free:
            raise ProtocolError("room-full", "no free seat: watch instead")
        self._seat(client, room, free[0])

    def _seat(self, client: Client, room: Room, seat: int) -> None:
        token = room.take_seat(client, seat)
        client.room, client.seat = room, seat
        client.post({"type": "joined", "room": room.code, "seat": seat, "token": token})
        client.post(room.snapshot(seat))
        humans = sum(s.human for s in room.seats)
        if humans >= room.options.players and not room.started:
            room.start(secrets.randbits(32))

    def _spectate(self, client: Client, m: dict[str, Any]) -> None:
        if client.room is not None:
            raise ProtocolError("at-table", "leave this table first")
        room = self._open_room(m)
        client.room, client.seat = room, NOBODY
        client.post({"type": "watching", "room": room.code})
        room.watch(client)

    def _leave(self, client: Client) -> None:
        room = client.room
        if room is None:
            raise ProtocolError("not-at-table", "not at a table")
        room.detach(client)
        if client.seat is not None and client.seat != NOBODY and not room.started:
            room.seats[client.seat] = Seat(f"Bot {client.seat + 1}")
            if not any(s.human for s in room.seats):
                # Nobody is left waiting in a room that never started: it goes.
                room.close()
                del self.rooms[room.code]
                try:
                    self.store.remove(room.code)
                except OSError as e:
                    log.warning("room %s could not be removed: %s", room.code, e)
            else:
                self._save(room)
                room.broadcast_seats()
        client.room, client.seat = None, None
        client.post({"type": "left"})

    def _seated_room(self, client: Client) -> Room:
        room = client.room
        if room is None or client.seat is None or client.seat == NOBODY:
            raise ProtocolError("not-seated", "take a seat first")
        return room

    async def _action(self, client: Client, m: dict[str, Any]) -> None:
        room = self._seated_room(client)
        assert client.seat is not None
        text = field_str(m, "action", limit=40, required=True) or ""
        prompt = field_int(m, "prompt", low=0, high=2**62, default=-1)
        try:
            action = parse_action(text)
        except ValueError:
            raise ProtocolError("bad-action", f"not an action: {text!r}") from None
        if not room.started:
            raise ProtocolError("not-started", "play has not started")
        refused = await room.answer(client.seat, prompt, action)
        if refused is not None:
            raise ProtocolError("illegal", refused)

    def close(self) -> None:
        """Stop every room and the bot workers; flush the records."""
        for room in self.rooms.values():
            room.close()
        self.store.close()
        self.pool.close()


async def run_server(host: str, port: int, data: Path, *, workers: int = 2,
                     ready: asyncio.Event | None = None,
                     announce: Sequence[Any] = ()) -> None:
    """Serve until cancelled.

    Args:
        host: the address to bind (127.0.0.1 unless told otherwise).
        port: the port (0: any free one; the bound port is printed).
        data: the folder rooms are kept in.
        workers: bot decision processes.
        ready: set once the server listens.
        announce: callables told the bound port (tests).
    """
    server = TableServer(data, workers=workers)
    collector: asyncio.Task[None] | None = None
    try:
        async with serve(server.handle, host, port, max_size=MAX_MESSAGE,
                         max_queue=64, ping_interval=20, ping_timeout=20) as ws_server:
            bound = _port_of(ws_server)
            print(f"mahjong-tui server listening on ws://{host}:{bound} "
                  f"({len(server.rooms)} rooms restored)", flush=True)
            for tell in announce:
                tell(bound)
            server.resume_rooms()
            collector = asyncio.get_running_loop().create_task(_collect_now_and_then())
            if ready is not None:
                ready.set()
            await asyncio.Future()
    finally:
        if collector is not None:
            collector.cancel()
        server.close()


COLLECT_EVERY = 300.0
"""Seconds between the server's own passes of the cycle collector."""


async def _collect_now_and_then() -> None:
    """Run the cycle collector on the server's own schedule.

    What a server makes in play (views, events, messages) is acyclic and freed as soon
    as it is dropped; only a finished hand leaves a few hundred objects in cycles. The
    collector's automatic passes found nothing else, yet each stalled every room at
    once (15-130 ms with a hundred rooms, the round trip's whole tail). So the objects
    loaded at start are set aside for good, automatic passes are off, and one full
    pass every :data:`COLLECT_EVERY` seconds frees the finished hands.
    """
    gc.collect()
    gc.freeze()
    gc.disable()
    try:
        while True:
            await asyncio.sleep(COLLECT_EVERY)
            gc.collect()
    finally:
        gc.unfreeze()
        gc.enable()


def _port_of(server: Server) -> int:
    for sock in server.sockets:
        with contextlib.suppress(OSError, IndexError):
            return int(sock.getsockname()[1])
    return 0
