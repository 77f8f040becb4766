"""Fixtures for the table server tests: real sockets on loopback, real processes.

``async def`` tests run under ``asyncio.run`` (no plugin needed), as in ``tests/ui``.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import random
import signal
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: Any) -> bool | None:
    """Run ``async def`` tests in a fresh event loop."""
    if inspect.iscoroutinefunction(pyfuncitem.obj):
        names = pyfuncitem._fixtureinfo.argnames
        asyncio.run(pyfuncitem.obj(**{n: pyfuncitem.funcargs[n] for n in names}))
        return True
    return None


def _ephemeral_low() -> int:
    """The lowest port the kernel hands out for port 0 and outgoing connections."""
    with contextlib.suppress(OSError, ValueError, IndexError):
        text = Path("/proc/sys/net/ipv4/ip_local_port_range").read_text(encoding="ascii")
        return int(text.split()[0])
    return 32768


@pytest.fixture
def free_port() -> int:
    """A loopback port nobody listens on, below the kernel's ephemeral range.

    A server told this port can be killed and started again on it: no outgoing
    connection of this machine (nor a ``--port 0`` server of another test worker) is
    handed a port from outside the ephemeral range.
    """
    low = _ephemeral_low()
    rng = random.Random()
    for _ in range(200):
        port = rng.randrange(20000, max(20001, low))
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free loopback port")


@pytest.fixture
def reaper() -> Iterator[list[subprocess.Popen[str]]]:
    """Processes a test starts: whatever is still running at the end is killed
    (a failing test never leaves a server or a client behind)."""
    started: list[subprocess.Popen[str]] = []
    yield started
    for proc in started:
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=5)
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
