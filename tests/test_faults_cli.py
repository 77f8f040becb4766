"""Fault and bad-input cases of every command that reads or writes a file.

Each case runs ``python -m mahjong_tui`` from this checkout on crafted files and
checks: the exit code, that every line on standard error is one of the
program's own one-line messages (the expected kind, never a traceback), and
that the sha256 of every input file is unchanged afterwards.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_S = 30
MEMORY_CAP = 2 << 30
"""Address-space limit of each run, so a reader without bounds fails fast instead of
filling the machine's memory."""


def _cap_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def run_cli(args: list[str], home: Path, *, shell_pipe: str | None = None,
            cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """Run the checkout's ``mahjong_tui`` (optionally piped into ``shell_pipe``).

    The messages are checked in English: unless the test wrote its own settings file,
    one choosing English is in ``home`` while the command runs (the default language
    is Chinese).
    """
    config = home / "config"
    if (config / "settings.json").exists():
        return _run_cli(args, home, shell_pipe=shell_pipe, cwd=cwd)
    made = not config.exists()
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text('{"language": "en"}')
    try:
        return _run_cli(args, home, shell_pipe=shell_pipe, cwd=cwd)
    finally:
        (config / "settings.json").unlink()
        if made:
            config.rmdir()


def _run_cli(args: list[str], home: Path, *, shell_pipe: str | None,
             cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MAHJONG_TUI_HOME": str(home), "PYTHONPATH": str(ROOT)}
    env.pop("NO_COLOR", None)
    if shell_pipe is None:
        cmd: list[str] | str = [sys.executable, "-m", "mahjong_tui", *args]
    else:
        quoted = " ".join(_quote(a) for a in (sys.executable, "-m", "mahjong_tui", *args))
        cmd = f"{quoted} | {shell_pipe}"
    return subprocess.run(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, text=True,
                          capture_output=True, timeout=TIMEOUT_S, shell=shell_pipe is not None,
                          errors="replace", preexec_fn=_cap_memory)


def _quote(arg: str) -> str:
    import shlex

    return shlex.quote(arg)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# -- records to craft from --------------------------------------------------------


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    """``complete``: a whole 16-hand match (seed 5) as lines; ``save``: an unfinished
    save of it (header with a session, cut after an action's events)."""
    where = tmp_path_factory.mktemp("records")
    log = where / "s5.jsonl"
    done = run_cli(["simulate", "--hands", "16", "--seed", "5", "--bots", "random,random,"
                    "random,random", "--log", str(log)], where)
    assert done.returncode == 0, done.stderr
    lines = log.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    header["meta"] = {"session": {"mode": "watch", "humans": [], "bot_levels": ["random"] * 4,
                                  "match_uid": "20261201-000000-abcdef",
                                  "started_at": "2026-12-01T00:00:00Z", "continues": None}}
    actions = [i for i, line in enumerate(lines) if '"t":"action"' in line]
    cut = actions[40]  # stop just before the 41st action: a clean autosave
    save = [json.dumps(header, separators=(",", ":")) + "\n", *lines[1:cut]]
    return {"complete": lines, "save": save}


def _edit_header(lines: list[str], **changes: object) -> list[str]:
    header = json.loads(lines[0])
    for key, value in changes.items():
        if "." in key:
            outer, inner = key.split(".")
            header[outer][inner] = value
        else:
            header[key] = value
    return [json.dumps(header, separators=(",", ":")) + "\n", *lines[1:]]


def _edit_first(lines: list[str], kind: str, **changes: object) -> list[str]:
    out = list(lines)
    for i, line in enumerate(out):
        obj = json.loads(line)
        if i and obj.get("t") == kind:
            obj.update(changes)
            out[i] = json.dumps(obj, separators=(",", ":")) + "\n"
            return out
    raise AssertionError(f"no {kind} line")


def _raw_header(lines: list[str], old: str, new: str) -> list[str]:
    assert old in lines[0]
    return [lines[0].replace(old, new, 1), *lines[1:]]


CRAFTED: dict[str, Callable[[list[str]], list[str] | bytes | str]] = {
    # name -> the crafted file from the save's lines (bytes: raw content;
    # str starting with "/dev/": that device; "fifo": a named pipe)
    "deep-nesting": lambda ls: [ls[0], "[" * 100_000 + "\n", *ls[1:]],
    "deep-nesting-header": lambda ls: ["[" * 100_000 + "\n", *ls[1:]],
    "seed-5000-digits": lambda ls: _raw_header(ls, '"seed":5,', '"seed":' + "7" * 5000 + ","),
    "seed-infinity": lambda ls: _raw_header(ls, '"seed":5,', '"seed":Infinity,'),
    "seed-nan": lambda ls: _raw_header(ls, '"seed":5,', '"seed":NaN,'),
    "seed-float": lambda ls: _edit_header(ls, seed=5.5),
    "seed-string": lambda ls: _edit_header(ls, seed="5"),
    "seed-huge": lambda ls: _edit_header(ls, seed=10**400),
    "action-null": lambda ls: _edit_first(ls, "action", action=None),
    "action-number": lambda ls: _edit_first(ls, "action", action=7),
    "player-string": lambda ls: _edit_first(ls, "action", player="0"),
    "player-9": lambda ls: _edit_first(ls, "action", player=9),
    "event-not-object": lambda ls: _edit_first(ls, "event", event=[1, 2]),
    "chance-dice-null": lambda ls: _edit_first(ls, "chance", dice=None),
    "chance-wall-number": lambda ls: _edit_first(ls, "chance", wall=12),
    "players-not-list": lambda ls: _edit_header(ls, players=5),
    "players-three": lambda ls: _edit_header(ls, players=["a", "b", "c"]),
    "ruleset-not-object": lambda ls: _edit_header(ls, ruleset=[]),
    "options-null": lambda ls: _edit_header(ls, options=None),
    "hands-string": lambda ls: _edit_header(ls, **{"options.hands": "16"}),
    "hands-per-match-negative": lambda ls: _edit_header(ls, **{"ruleset.hands_per_match": -1}),
    "start-hand-99": lambda ls: _edit_header(ls, **{"options.start_hand": 99}),
    "first-dealer-7": lambda ls: _edit_header(ls, **{"options.first_dealer": 7}),
    "draw-mode-bad": lambda ls: _edit_header(ls, **{"options.draw_mode": "none"}),
    "meta-list": lambda ls: _edit_header(ls, meta=[]),
    "version-true": lambda ls: _edit_header(ls, version=True),
    "line-not-object": lambda ls: [ls[0], "[1,2,3]\n", *ls[1:]],
    "not-utf8": lambda ls: b"\xff\xfe" + "".join(ls).encode(),
    "dev-zero": lambda ls: "/dev/zero",
    "dev-urandom": lambda ls: "/dev/urandom",
    "fifo": lambda ls: "fifo",
    "sparse-200mb": lambda ls: "sparse",
    "long-line": lambda ls: [ls[0], '{"t":"event","event":{"type":"' + "x" * 3_000_000
                             + '"}}\n', *ls[1:]],
}
"""Crafted saves; every one must be refused with a one-line message."""

RECORD_COMMANDS = {
    "verify": ["replay", "--verify"],
    "export": ["export"],
    "resume": ["resume"],
    "viewer": ["replay"],
}

KIND = r"(corrupt|foreign|truncated|tampered|unreadable|too large|future version)"


def _materialise(name: str, lines: list[str], where: Path) -> Path:
    made = CRAFTED[name](lines)
    if isinstance(made, str) and made.startswith("/dev/"):
        return Path(made)
    path = where / f"{name}.jsonl"
    if made == "fifo":
        os.mkfifo(path)
    elif made == "sparse":
        with open(path, "wb") as f:
            f.write(lines[0].encode())
            f.truncate(200 * 1024 * 1024)
    elif isinstance(made, bytes):
        path.write_bytes(made)
    else:
        assert isinstance(made, list)
        path.write_text("".join(made), encoding="utf-8")
    return path


def _check_one_line_messages(stderr: str, pattern: str) -> None:
    import re

    assert "Traceback" not in stderr, stderr[-2000:]
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert lines, "no message at all"
    for line in lines:
        # the program's prefix, or (replay --verify) the file name and the reason
        assert (line.startswith(("mahjong-tui", "error:"))
                or re.match(rf"^\S+: {KIND}: ", line)), line
    assert re.search(pattern, stderr), stderr


@pytest.mark.parametrize("command", sorted(RECORD_COMMANDS))
@pytest.mark.parametrize("name", sorted(CRAFTED))
def test_crafted_record_is_refused(name: str, command: str, records: dict[str, list[str]],
                                   tmp_path: Path) -> None:
    path = _materialise(name, records["save"], tmp_path)
    before = sha256(path) if path.is_file() and not name.startswith("sparse") else None
    try:
        done = run_cli([*RECORD_COMMANDS[command], str(path)], tmp_path)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{command} blocked for {TIMEOUT_S} s on {name}")
    assert done.returncode == 1, (done.returncode, done.stderr[-2000:])
    _check_one_line_messages(done.stderr, KIND)
    if before is not None:
        assert sha256(path) == before


# -- item 5: the seed and the stored walls ----------------------------------------


@pytest.mark.parametrize("command", sorted(RECORD_COMMANDS))
@pytest.mark.parametrize("which", ["complete", "save"])
def test_a_changed_seed_is_tampering(command: str, which: str, records: dict[str, list[str]],
                                     tmp_path: Path) -> None:
    if command == "resume" and which == "complete":
        pytest.skip("a finished match is not resumed")
    path = tmp_path / "seed6.jsonl"
    path.write_text("".join(_raw_header(records[which], '"seed":5,', '"seed":6,')),
                    encoding="utf-8")
    before = sha256(path)
    done = run_cli([*RECORD_COMMANDS[command], str(path)], tmp_path)
    assert done.returncode == 1, (done.returncode, done.stdout[-500:], done.stderr[-2000:])
    _check_one_line_messages(done.stderr, r"tampered: .*seed")
    assert sha256(path) == before


# -- item 1: commands that write files --------------------------------------------


CORPUS = [
    {"id": "a", "melds": [], "hand": ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
                                      "1p", "2p", "3p", "5p"],
     "win_tile": "5p", "flags": [], "seat_wind": "E", "prevalent_wind": "E", "flowers": 0},
    {"id": "b", "melds": [], "hand": ["1m"], "win_tile": "5p", "flags": [], "seat_wind": "E",
     "prevalent_wind": "E", "flowers": 0},
    {"id": "c", "hand": 5, "melds": {}, "flags": 3, "seat_wind": [], "flowers": "2"},
]


@dataclass
class WriteCase:
    """A command that writes a file, given a reason to refuse."""

    args: Callable[[Path], list[str]]
    code: int
    message: str
    files: tuple[str, ...] = ()
    setup: Callable[[Path], None] = field(default=lambda d: None)


def _corpus(d: Path) -> None:
    (d / "real.jsonl").write_text("".join(json.dumps(r) + "\n" for r in CORPUS),
                                  encoding="utf-8")
    (d / "prev.jsonl").write_text('{"id":"old","status":"win"}\n', encoding="utf-8")
    (d / "bad.jsonl").write_text("this is not json\n", encoding="utf-8")
    (d / "list.jsonl").write_text("[1, 2]\n", encoding="utf-8")
    os.symlink(d / "real.jsonl", d / "link.jsonl")
    os.link(d / "real.jsonl", d / "hard.jsonl")


def _a_record(d: Path) -> None:
    _corpus(d)
    done = run_cli(["simulate", "--hands", "1", "--seed", "3", "--log", str(d / "rec.jsonl")], d)
    assert done.returncode == 0, done.stderr
    (d / "broken.jsonl").write_text('{"format":"mahjong-tui-record"\n', encoding="utf-8")


WRITE_CASES = {
    "score-out-is-input": WriteCase(
        lambda d: ["score", "--batch", str(d / "real.jsonl"), "--out", str(d / "real.jsonl")],
        2, r"^error: .*is the input", ("real.jsonl",), _corpus),
    "score-out-is-symlink-to-input": WriteCase(
        lambda d: ["score", "--batch", str(d / "real.jsonl"), "--out", str(d / "link.jsonl")],
        2, r"^error: .*is the input", ("real.jsonl",), _corpus),
    "score-out-is-hard-link-to-input": WriteCase(
        lambda d: ["score", "--batch", str(d / "real.jsonl"), "--out", str(d / "hard.jsonl")],
        2, r"^error: .*is the input", ("real.jsonl",), _corpus),
    "score-bad-input-keeps-output": WriteCase(
        lambda d: ["score", "--batch", str(d / "bad.jsonl"), "--out", str(d / "prev.jsonl")],
        2, r"^error: .*bad.jsonl:1: not JSON", ("prev.jsonl", "bad.jsonl"), _corpus),
    "score-missing-input-keeps-output": WriteCase(
        lambda d: ["score", "--batch", str(d / "none.jsonl"), "--out", str(d / "prev.jsonl")],
        2, r"^error: cannot read", ("prev.jsonl",), _corpus),
    "score-line-not-object": WriteCase(
        lambda d: ["score", "--batch", str(d / "list.jsonl"), "--out", str(d / "prev.jsonl")],
        2, r"^error: .*list.jsonl:1: not a JSON object", ("prev.jsonl",), _corpus),
    "score-batch-dev-zero": WriteCase(
        lambda d: ["score", "--batch", "/dev/zero", "--out", str(d / "prev.jsonl")],
        2, r"^error: cannot read /dev/zero: not a regular file$", ("prev.jsonl",), _corpus),
    "score-batch-dev-urandom": WriteCase(
        lambda d: ["score", "--batch", "/dev/urandom", "--out", str(d / "prev.jsonl")],
        2, r"^error: cannot read /dev/urandom: not a regular file$", ("prev.jsonl",),
        _corpus),
    "score-batch-is-directory": WriteCase(
        lambda d: ["score", "--batch", str(d), "--out", str(d / "prev.jsonl")],
        2, r"^error: cannot read", ("prev.jsonl",), _corpus),
    "score-out-in-missing-dir": WriteCase(
        lambda d: ["score", "--batch", str(d / "real.jsonl"), "--out", str(d / "no" / "a.jsonl")],
        2, r"^error: cannot write", ("real.jsonl",), _corpus),
    "export-onto-its-record": WriteCase(
        lambda d: ["export", str(d / "rec.jsonl"), "-o", str(d / "rec.jsonl")],
        1, r"refusing to overwrite", ("rec.jsonl",), _a_record),
    "export-bad-record-keeps-output": WriteCase(
        lambda d: ["export", str(d / "broken.jsonl"), "-o", str(d / "prev.jsonl")],
        1, KIND, ("prev.jsonl", "broken.jsonl"), _a_record),
    "export-out-in-missing-dir": WriteCase(
        lambda d: ["export", str(d / "rec.jsonl"), "-o", str(d / "no" / "a.txt")],
        1, r"cannot write", ("rec.jsonl",), _a_record),
    "simulate-log-exists": WriteCase(
        lambda d: ["simulate", "--hands", "1", "--log", str(d / "rec.jsonl")],
        2, r"simulate: .*rec.jsonl already exists", ("rec.jsonl",), _a_record),
    "simulate-bad-bots-keeps-log": WriteCase(
        lambda d: ["simulate", "--hands", "1", "--bots", "nope", "--log", str(d / "prev.jsonl")],
        2, r"simulate: ", ("prev.jsonl",), _a_record),
    "simulate-log-in-missing-dir": WriteCase(
        lambda d: ["simulate", "--hands", "1", "--log", str(d / "no" / "x.jsonl")],
        2, r"simulate: cannot write", (), _a_record),
}


@pytest.mark.parametrize("name", sorted(WRITE_CASES))
def test_a_refused_write_changes_nothing(name: str, tmp_path: Path) -> None:
    case = WRITE_CASES[name]
    case.setup(tmp_path)
    before = {f: sha256(tmp_path / f) for f in case.files}
    done = run_cli(case.args(tmp_path), tmp_path)
    assert done.returncode == case.code, (done.returncode, done.stdout[-500:], done.stderr)
    _check_one_line_messages(done.stderr, case.message)
    assert {f: sha256(tmp_path / f) for f in case.files} == before


def test_score_batch_writes_the_answers_whole(tmp_path: Path) -> None:
    _corpus(tmp_path)
    done = run_cli(["score", "--batch", str(tmp_path / "real.jsonl"), "--out",
                    str(tmp_path / "prev.jsonl")], tmp_path)
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in
               (tmp_path / "prev.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [(a["id"], a["status"]) for a in answers] == [("a", "win"), ("b", "invalid"),
                                                         ("c", "invalid")]
    # no temporary file left behind
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "bad.jsonl", "hard.jsonl", "link.jsonl", "list.jsonl", "prev.jsonl", "real.jsonl"]


# -- item 7: smaller ones -----------------------------------------------------------


SMALL_CASES: dict[str, tuple[list[str], int, str]] = {
    "resume-hands-0": (["resume", "--hands", "0"], 2, r"resume: --hands "),
    "resume-hands-negative": (["resume", "--hands", "-1"], 2, r"resume: --hands "),
    "resume-hands-5": (["resume", "--hands", "5"], 2, r"resume: --hands "),
    "play-hands-0": (["play", "--hands", "0"], 2, r"play: hands must be 1\.\.16, not 0"),
    "watch-hands-negative": (["watch", "--hands", "-3"], 2,
                             r"watch: hands must be 1\.\.16, not -3"),
    "score-minimum-negative": (["score", "123m456m789m123p55p", "--minimum", "-5"], 2,
                               r"--minimum must be"),
    "score-flowers-9": (["score", "123m456m789m123p55p", "--flowers", "9"], 2, r"flower"),
    "score-meld-empty-from": (["score", "23m55p", "--meld", "789s", "--meld", "EEE:",
                               "--meld", "9999p:concealed", "--win", "1m"], 2, r"--meld|meld"),
    "simulate-hands-0": (["simulate", "--hands", "0"], 2, r"--hands must be at least 1"),
}


@pytest.mark.parametrize("name", sorted(SMALL_CASES))
def test_bad_numbers_are_refused(name: str, tmp_path: Path) -> None:
    args, code, message = SMALL_CASES[name]
    done = run_cli(args, tmp_path)
    assert done.returncode == code, (done.returncode, done.stdout[-300:], done.stderr[-2000:])
    _check_one_line_messages(done.stderr, message)


def test_stats_leaves_an_empty_database_file_alone(tmp_path: Path) -> None:
    db = tmp_path / "empty.sqlite3"
    db.write_bytes(b"")
    done = run_cli(["stats", "--db", str(db)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert db.read_bytes() == b""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["empty.sqlite3"]


def test_stats_refuses_a_file_that_is_not_a_database(tmp_path: Path) -> None:
    db = tmp_path / "notes.sqlite3"
    db.write_text("my notes\n" * 100, encoding="utf-8")
    before = sha256(db)
    done = run_cli(["stats", "--db", str(db)], tmp_path)
    assert done.returncode == 1
    _check_one_line_messages(done.stderr, r"^mahjong-tui stats: ")
    assert sha256(db) == before


PIPED = {
    "stats": ["stats"],
    "help": ["--help"],
    "simulate": ["simulate", "--hands", "20"],
    "score-table": ["score", "123m456m789m123p55p"],
    "score-batch": ["score", "--batch", "{real}"],
    "export": ["export", "{rec}"],
}


@pytest.mark.parametrize("name", sorted(PIPED))
def test_output_into_a_closed_pipe_is_quiet(name: str, tmp_path: Path) -> None:
    _a_record(tmp_path)
    big = tmp_path / "big.jsonl"
    big.write_text((tmp_path / "real.jsonl").read_text(encoding="utf-8") * 3000,
                   encoding="utf-8")
    args = [a.format(real=big, rec=tmp_path / "rec.jsonl") for a in PIPED[name]]
    # the reader is gone before the first write (``true`` exits at once)
    done = run_cli(args, tmp_path, shell_pipe="true")
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr, done.stderr
    assert done.stderr == ""


SETTINGS_FILES = {
    "bom-bytes": b"\xff\xfe{}",
    "not-json": b"{tile_style: boxed",
    "deep": b"[" * 100_000,
    "huge-number": b'{"speed": ' + b"9" * 5000 + b"}",
    "wrong-type": b'{"speed": 5}',
}


@pytest.mark.parametrize("name", sorted(SETTINGS_FILES))
def test_a_bad_settings_file_is_a_warning_and_kept(name: str, tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    settings = config / "settings.json"
    settings.write_bytes(SETTINGS_FILES[name])
    before = sha256(settings)
    # stops before the table opens; the broken file cannot choose English: --lang does
    done = run_cli(["watch", "--bots", "nope", "--lang", "en"], tmp_path)
    assert done.returncode == 2, done.stderr
    _check_one_line_messages(done.stderr, r"^mahjong-tui: warning: .*settings.json: .*; using "
                             r"defaults\nmahjong-tui watch: unknown bot level 'nope'")
    assert sha256(settings) == before
