"""A connection to a table server that survives drops.

:class:`TableClient` connects, says ``hello`` (with the token of the seat it holds,
once it holds one), and hands every message from the server to its reader. When
the connection drops it reconnects on its own, with a growing pause, and says
hello again with its token: the server then sends the whole table again
(``state``), with the pending prompt and its time left.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from mahjong_tui.net.protocol import DEFAULT_PORT, PROTOCOL_VERSION, encode_message

__all__ = ["DISCONNECTED", "TableClient", "server_url"]

DISCONNECTED = {"type": "disconnected"}
"""What the reader gets when the connection drops (a reconnect follows)."""

_MAX_INCOMING = 4 * 1024 * 1024


def server_url(address: str) -> str:
    """``HOST[:PORT]`` (or a ``ws://`` URL) as a websocket URL.

    Raises:
        ValueError: an empty address.
    """
    address = address.strip()
    if not address:
        raise ValueError("no server address")
    if address.startswith(("ws://", "wss://")):
        return address
    if address.startswith("[") or address.count(":") != 1:
        host, port = address, DEFAULT_PORT
        return f"ws://{host}:{port}"
    host, _, port_text = address.partition(":")
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError(f"bad port {port_text!r}")
    return f"ws://{host or '127.0.0.1'}:{int(port_text)}"


class TableClient:
    """One player's (or spectator's) connection to a server.

    Args:
        url: the server (``ws://host:port``).
        name: the player's name.
        token: the token of a seat already held (to come back to it).
        views: ask for the seat's view with every change (a table screen or a bot
            needs it; a load test may not).
        retry: reconnect after a drop.
        first_timeout: seconds to keep trying before the first connection; then the
            reader gets an ``error`` (code ``connect``) and ``closed``.
    """

    def __init__(self, url: str, name: str, *, token: str | None = None, views: bool = True,
                 retry: bool = True, first_timeout: float = 10.0) -> None:
        self.url = url
        self.name = name
        self.token = token
        self.views = views
        self.retry = retry
        self.first_timeout = first_timeout
        self.inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.connected = asyncio.Event()
        self.reconnects = 0
        self._ws: ClientConnection | None = None
        self._closing = False
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Connect in the background (messages arrive in :attr:`inbox`)."""
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        pause = 0.2
        first = True
        began = asyncio.get_running_loop().time()
        while not self._closing:
            try:
                # No compression: a message is a few kilobytes at most, and
                # deflating every one costs both ends more time than it saves.
                async with connect(self.url, max_size=_MAX_INCOMING, open_timeout=5,
                                   compression=None,
                                   ping_interval=20, ping_timeout=20) as ws:
                    self._ws = ws
                    if not first:
                        self.reconnects += 1
                    first = False
                    pause = 0.2
                    await ws.send(encode_message(self._hello()))
                    self.connected.set()
                    async for raw in ws:
                        self._receive(raw)
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError) as e:
                waited = asyncio.get_running_loop().time() - began
                if first and (not self.retry or waited >= self.first_timeout):
                    # Never connected: a wrong address or no server there.
                    self.inbox.put_nowait({"type": "error", "code": "connect",
                                           "message": f"cannot reach {self.url}: {e}"})
                    self._closing = True
            except InvalidURI as e:
                self.inbox.put_nowait({"type": "error", "code": "connect",
                                       "message": str(e)})
                self._closing = True
            finally:
                self._ws = None
                self.connected.clear()
            if self._closing:
                break
            if not first:  # a connection was lost (not a first attempt that failed)
                self.inbox.put_nowait(dict(DISCONNECTED))
            if not self.retry:
                break
            await asyncio.sleep(pause)
            pause = min(pause * 2, 5.0)
        self.inbox.put_nowait({"type": "closed"})

    def _hello(self) -> dict[str, Any]:
        hello: dict[str, Any] = {"type": "hello", "version": PROTOCOL_VERSION,
                                 "name": self.name, "views": self.views}
        if self.token:
            hello["token"] = self.token
        return hello

    def _receive(self, raw: str | bytes) -> None:
        try:
            message = json.loads(raw)
        except ValueError:
            return
        if not isinstance(message, dict):
            return
        if message.get("type") == "joined" and isinstance(message.get("token"), str):
            self.token = message["token"]
        self.inbox.put_nowait(message)

    async def send(self, message: dict[str, Any]) -> bool:
        """Send ``message``; ``False`` when not connected (it is not kept: after a
        reconnect the server asks again whatever is still owed)."""
        ws = self._ws
        if ws is None:
            return False
        try:
            await ws.send(encode_message(message))
        except ConnectionClosed:
            return False
        return True

    async def receive(self) -> dict[str, Any]:
        """The next message from the server (or ``disconnected``/``closed``)."""
        return await self.inbox.get()

    async def rejoin(self, token: str) -> None:
        """Take back the seat ``token`` holds (one held before this connection): the
        client reconnects and says hello with it; the server answers ``welcome`` with
        the room and seat, then the whole table (``state``)."""
        self.token = token
        ws = self._ws
        if ws is not None:
            with contextlib.suppress(ConnectionClosed):
                await ws.close()

    async def drop(self) -> None:
        """Break the connection as a network failure would (tests): the client
        reconnects on its own."""
        ws = self._ws
        if ws is not None:
            ws.transport.abort()

    async def close(self) -> None:
        """Close for good."""
        self._closing = True
        ws = self._ws
        if ws is not None:
            with contextlib.suppress(ConnectionClosed):
                await ws.close()
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait_for(self._task, 5)
