"""The game commands in a real (pseudo-)terminal: ``NO_COLOR`` and an ASCII
``PYTHONIOENCODING`` draw the table without a traceback, and quitting exits 0."""

from __future__ import annotations

import os
import select
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

pty = pytest.importorskip("pty")
fcntl = pytest.importorskip("fcntl")
termios = pytest.importorskip("termios")

ROOT = Path(__file__).resolve().parents[1]


def run_in_terminal(args: list[str], env: dict[str, str], seconds: float = 3.0
                    ) -> tuple[str, int]:
    """Run ``python -m mahjong_tui ARGS`` on a 120x40 pseudo-terminal, press ``q`` after
    ``seconds`` (and ``y`` a moment later, for a game that asks before leaving);
    returns everything drawn and the exit code."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: become the program
        os.chdir(ROOT)
        full = {**os.environ, "TERM": "xterm-256color", "LANG": "C.UTF-8",
                "PYTHONPATH": str(ROOT), **env}
        os.execvpe(sys.executable, [sys.executable, "-m", "mahjong_tui", *args], full)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    out = bytearray()
    quit_at, kill_at = time.monotonic() + seconds, time.monotonic() + seconds + 20
    sent = confirmed = False
    while time.monotonic() < kill_at:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
        if not sent and time.monotonic() > quit_at:
            os.write(fd, b"q")
            sent = True
        elif sent and not confirmed and time.monotonic() > quit_at + 1.5:
            os.write(fd, b"y")
            confirmed = True
    else:
        os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return out.decode("utf-8", "replace"), os.waitstatus_to_exitcode(status)


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("rec") / "r.jsonl"
    subprocess.run([sys.executable, "-m", "mahjong_tui", "simulate", "--hands", "1", "--log",
                    str(path)], cwd=ROOT, check=True, capture_output=True)
    return path


CASES = {
    "watch-no-color": (["watch", "--seed", "9", "--hands", "1"], {"NO_COLOR": "1"}),
    "play-no-color": (["play", "--seed", "9", "--hands", "1"], {"NO_COLOR": "1"}),
    "replay-no-color": (["replay", "{record}"], {"NO_COLOR": "1"}),
    "watch-ascii-io": (["watch", "--seed", "9", "--hands", "1"], {"PYTHONIOENCODING": "ascii"}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_table_draws_and_quits(name: str, record: Path, tmp_path: Path) -> None:
    args, env = CASES[name]
    args = [a.format(record=record) for a in args]
    text, code = run_in_terminal(args, {**env, "MAHJONG_TUI_HOME": str(tmp_path)})
    assert "Traceback" not in text, text[-3000:]
    assert "\\xb7" not in text  # no escaped characters on screen
    assert "·" in text  # the status line's separators, drawn as themselves
    assert code == 0
