"""Inputs and outputs that are not regular files: a FIFO, a device, a directory.

Every input a command reads must be a regular file, read with bounds (a FIFO
would block forever, ``/dev/zero`` never ends); each refusal is one line and
the command exits non-zero. Each run has a time limit, so a hang fails the test.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_S = 30
MEMORY_CAP = 2 << 30


def _cap_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def _run(args: list[str], home: Path, *, lang: bool = True) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MAHJONG_TUI_HOME": str(home), "PYTHONPATH": str(ROOT)}
    english = ["--lang", "en"] if lang else []
    return subprocess.run([sys.executable, "-m", "mahjong_tui", *args, *english],
                          cwd=ROOT, env=env, stdin=subprocess.DEVNULL, text=True,
                          capture_output=True, timeout=TIMEOUT_S, preexec_fn=_cap_memory)


def _fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.jsonl"
    os.mkfifo(path)
    return path


INPUTS = {
    "sichuan-batch-fifo": (["score", "--ruleset", "sichuan", "--batch", "{fifo}"], 2,
                           "error: cannot read {fifo}: not a regular file\n"),
    "sichuan-batch-dev-zero": (["score", "--ruleset", "sichuan", "--batch", "/dev/zero"], 2,
                               "error: cannot read /dev/zero: not a regular file\n"),
    "sichuan-batch-directory": (["score", "--ruleset", "sichuan", "--batch", "{dir}"], 2,
                                "error: cannot read {dir}: not a regular file\n"),
    "mcr-batch-fifo": (["score", "--batch", "{fifo}"], 2,
                       "error: cannot read {fifo}: not a regular file\n"),
    "stats-db-fifo": (["stats", "--db", "{fifo}"], 1,
                      "mahjong-tui stats: {fifo}: cannot open history database "
                      "(not a regular file)\n"),
    "stats-db-dev-zero": (["stats", "--db", "/dev/zero"], 1,
                          "mahjong-tui stats: /dev/zero: cannot open history database "
                          "(not a regular file)\n"),
}


@pytest.mark.parametrize("name", sorted(INPUTS))
def test_an_input_that_is_not_a_regular_file_is_refused(name: str, tmp_path: Path) -> None:
    args, code, message = INPUTS[name]
    fifo = _fifo(tmp_path)
    where = {"fifo": str(fifo), "dir": str(tmp_path)}
    done = _run([a.format(**where) for a in args], tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (code, "", message.format(**where))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe.jsonl"]


def test_a_sichuan_batch_with_a_line_too_long_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.jsonl"
    big.write_bytes(b"[" + b" " * (1 << 20) + b"]\n")
    done = _run(["score", "--ruleset", "sichuan", "--batch", str(big)], tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (
        2, "", f"error: {big}:1: a line longer than 1048576 bytes, not a situation\n")


# -- outputs: an existing path that is not a regular file is refused, left as it is ------


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("rec") / "rec.jsonl"
    done = _run(["simulate", "--hands", "1", "--seed", "3", "--log", str(path)], path.parent,
                lang=False)
    assert done.returncode == 0, done.stderr
    return path


def _kind(path: Path) -> str:
    mode = os.lstat(path).st_mode
    for name, test in (("link", stat.S_ISLNK), ("fifo", stat.S_ISFIFO), ("char", stat.S_ISCHR),
                       ("dir", stat.S_ISDIR), ("file", stat.S_ISREG)):
        if test(mode):
            return name
    return "other"


def _target(tmp_path: Path, kind: str) -> Path:
    if kind == "devnull":
        return Path("/dev/null")
    if kind == "fifo":
        return _fifo(tmp_path)
    if kind == "dir":
        (tmp_path / "out.d").mkdir()
        return tmp_path / "out.d"
    (tmp_path / "real.txt").write_text("keep me\n", encoding="utf-8")
    (tmp_path / "out.txt").symlink_to(tmp_path / "real.txt")
    return tmp_path / "out.txt"


OUTPUT_COMMANDS = {
    "export": (["export", "{record}", "-o", "{out}"], 1, "mahjong-tui export: "),
    "mcr-batch": (["score", "--batch", "{empty}", "--out", "{out}"], 2, "error: "),
    "sichuan-batch": (["score", "--ruleset", "sichuan", "--batch", "{empty}", "--out", "{out}"],
                      2, "error: "),
}


@pytest.mark.parametrize("kind", ["link", "fifo", "dir", "devnull"])
@pytest.mark.parametrize("command", sorted(OUTPUT_COMMANDS))
def test_an_output_that_is_not_a_regular_file_is_refused(
        command: str, kind: str, record: Path, tmp_path: Path) -> None:
    args, code, prefix = OUTPUT_COMMANDS[command]
    out = _target(tmp_path, kind)
    before = _kind(out)
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    listing = sorted(p.name for p in tmp_path.iterdir())
    done = _run([a.format(record=record, out=out, empty=empty) for a in args], tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (
        code, "", f"{prefix}cannot write {out}: not a regular file\n")
    assert _kind(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == listing
    if kind == "link":
        assert (tmp_path / "real.txt").read_text(encoding="utf-8") == "keep me\n"


@pytest.mark.parametrize("command", sorted(OUTPUT_COMMANDS))
def test_an_output_that_is_a_regular_file_is_replaced(
        command: str, record: Path, tmp_path: Path) -> None:
    args, _code, _prefix = OUTPUT_COMMANDS[command]
    out = tmp_path / "out.txt"
    out.write_text("old\n", encoding="utf-8")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    done = _run([a.format(record=record, out=out, empty=empty) for a in args], tmp_path)
    assert (done.returncode, done.stderr) == (0, "")
    assert out.read_text(encoding="utf-8") != "old\n"
