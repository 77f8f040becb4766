"""Record loading fuzzed with truncated and corrupted files (hypothesis).

Whatever the bytes, loading gives a game or a one-line ``RecordError`` (or
``SessionError`` for a record that is not a save), never another exception,
and the file is left exactly as it was (bytes and modification time).
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import RecordError, load_record, replay
from mahjong_tui.persistence.autosave import (
    Autosave,
    SessionError,
    latest_unfinished,
    list_saves,
    load_saved,
)
from mahjong_tui.rulesets.mcr.ruleset import MCR_COMPETITION


def _play(game: Game, actions: int) -> None:
    from mahjong_tui.engine.actions import Win

    for _ in range(actions):
        if game.is_over:
            return
        player = game.to_act()[0]
        legal = [a for a in game.legal_actions(player) if not isinstance(a, Win)]
        game.apply(player, random.Random(len(game.entries)).choice(legal))


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    directory = tmp_path_factory.mktemp("saves")
    game = Game.new(11, MCR_COMPETITION, hands=2)
    save = Autosave.start(game, humans=[0], bot_levels=[None, "random", "random", "random"],
                          directory=directory, history=False)
    _play(game, 420)  # into the second hand
    save.close()
    return save.path.read_bytes()


def _mutate(data: bytes, ops: list[tuple[str, int, int]]) -> bytes:
    buf = bytearray(data)
    for op, a, b in ops:
        if not buf:
            break
        i = a % len(buf)
        if op == "truncate":
            del buf[i:]
        elif op == "flip":
            buf[i] ^= 1 << (b % 8)
        elif op == "byte":
            buf[i] = b % 256
        elif op == "delete":
            del buf[i:i + 1 + b % 64]
        elif op == "insert":
            buf[i:i] = bytes([b % 256]) * (1 + b % 3)
        elif op == "swap_lines":
            lines = bytes(buf).split(b"\n")
            j, k = a % len(lines), b % len(lines)
            lines[j], lines[k] = lines[k], lines[j]
            buf = bytearray(b"\n".join(lines))
        elif op == "digit":
            digits = [n for n, c in enumerate(buf) if 48 <= c <= 57]
            if digits:
                buf[digits[a % len(digits)]] = 48 + b % 10
    return bytes(buf)


OPS = st.lists(
    st.tuples(
        st.sampled_from(["truncate", "flip", "byte", "delete", "insert", "swap_lines", "digit"]),
        st.integers(0, 10**9),
        st.integers(0, 10**9),
    ),
    min_size=1,
    max_size=3,
)


def _untouched(path: Path, data: bytes, mtime: int) -> None:
    assert path.read_bytes() == data
    assert path.stat().st_mtime_ns == mtime


def _one_line(exc: Exception) -> None:
    text = str(exc)
    assert text and "\n" not in text
    assert "Traceback" not in text


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=OPS)
def test_loaders_on_corrupted_files(tmp_path: Path, original: bytes,
                                    ops: list[tuple[str, int, int]]) -> None:
    data = _mutate(original, ops)
    path = tmp_path / "save.jsonl"
    path.write_bytes(data)
    past = 1_600_000_000_000_000_000
    os.utime(path, ns=(past, past))
    # The engine's strict loader and replay.
    try:
        replay(load_record(path))
    except RecordError as exc:
        _one_line(exc)
    _untouched(path, data, past)
    # The save loader (forgives a damaged tail) and the save listing.
    try:
        load_saved(path)
    except (RecordError, SessionError) as exc:
        _one_line(exc)
    _untouched(path, data, past)
    assert [s.path for s in list_saves(tmp_path)] in ([path], [])
    _untouched(path, data, past)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(0, 10**9))
def test_truncated_anywhere(tmp_path: Path, original: bytes, cut: int) -> None:
    data = original[: cut % (len(original) + 1)]
    path = tmp_path / "save.jsonl"
    path.write_bytes(data)
    mtime = path.stat().st_mtime_ns
    try:
        loaded = load_saved(path)
    except (RecordError, SessionError) as exc:
        _one_line(exc)
        # Only a file cut inside its header line (or empty) cannot be resumed.
        assert b"\n" not in data
    else:
        assert loaded.damaged_tail == (not data.endswith(b"\n"))
    _untouched(path, data, mtime)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "foreign: the file is empty, not a mahjong-tui record"),
        (b"hello\n", "foreign: the first line is not JSON: not a mahjong-tui record"),
        (b'{"format":"something-else"}\n', "foreign: the first line is not a mahjong-tui "
         "record header"),
        (b'{"format":"mahjong-tui-record","version":99}\n', "future version: format version "
         "99 is newer than this program reads (2); update mahjong-tui"),
        (b"\xff\xfe\x00garbage\n", "foreign: the file is not UTF-8 text"),
    ],
)
def test_clear_messages_and_file_untouched(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "save.jsonl"
    path.write_bytes(content)
    mtime = path.stat().st_mtime_ns
    with pytest.raises(RecordError) as info:
        load_saved(path)
    assert str(info.value) == message
    _untouched(path, content, mtime)
    # The listing reports it too, and resume never picks another file silently.
    latest = latest_unfinished(tmp_path)
    if content:
        assert latest is not None and latest.error is not None
    _untouched(path, content, mtime)


def test_record_without_session_is_not_a_save(tmp_path: Path) -> None:
    from mahjong_tui.engine.record import save

    game = Game.new(3, MCR_COMPETITION, hands=1)
    path = tmp_path / "plain.jsonl"
    save(game, path)
    with pytest.raises(SessionError) as info:
        load_saved(path)
    assert str(info.value) == "not a saved game (the record has no session information)"
