"""A client that never reaches its server says so and stops; one that is told to
retry keeps trying until then."""

from __future__ import annotations

import asyncio
import socket
from typing import Any

from mahjong_tui.net.client import TableClient, server_url


def _closed_port() -> int:
    """A loopback port nobody listens on."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _messages(client: TableClient) -> list[dict[str, Any]]:
    out = []
    while True:
        m = await asyncio.wait_for(client.receive(), 10)
        out.append(m)
        if m["type"] == "closed":
            return out


async def test_an_unreachable_server_gives_one_error_then_closed() -> None:
    url = f"ws://127.0.0.1:{_closed_port()}"
    client = TableClient(url, "Ann", first_timeout=0.6)
    client.start()
    messages = await _messages(client)
    # Attempts failed for 0.6 s (no "disconnected": it never was connected).
    assert [m["type"] for m in messages] == ["error", "closed"]
    assert messages[0]["code"] == "connect"
    assert messages[0]["message"].startswith(f"cannot reach {url}: ")
    await client.close()


async def test_without_retry_the_first_failure_ends_it() -> None:
    client = TableClient(f"ws://127.0.0.1:{_closed_port()}", "Ann", retry=False)
    client.start()
    assert [m["type"] for m in await _messages(client)] == ["error", "closed"]
    await client.close()


def test_server_addresses() -> None:
    assert server_url("example.org") == "ws://example.org:7788"
    assert server_url("10.0.0.2:9000") == "ws://10.0.0.2:9000"
    assert server_url(":9000") == "ws://127.0.0.1:9000"
    assert server_url("wss://host/table") == "wss://host/table"
    assert server_url("[::1]") == "ws://[::1]:7788"
    for bad in ("", "  ", "host:0", "host:x", "host:70000"):
        try:
            server_url(bad)
        except ValueError:
            continue
        raise AssertionError(f"accepted {bad!r}")
