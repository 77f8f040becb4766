"""Saving under faults: a locked, corrupt or full history database, and a record
file whose writes fail half-way. The game never stops, the player is told, and
nothing is lost: the record holds whole lines only, the history catches up."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mahjong_tui.engine.events import HandEnded
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import GameRecord
from mahjong_tui.persistence.autosave import Autosave, load_saved
from mahjong_tui.persistence.history import HistoryDB
from mahjong_tui.persistence.history import writer as history_writer
from mahjong_tui.persistence.undo import PerDecisionBot

LEVELS = ("random", "random", "random", "random")


def _bots(seed: int) -> list[PerDecisionBot]:
    return [PerDecisionBot(level, seed, p) for p, level in enumerate(LEVELS)]


def _step(game: Game, bots: list[PerDecisionBot]) -> None:
    player = game.to_act()[0]
    game.apply(player, bots[player].decide(game.view(player)))


def _hands_in_db(db_path: Path, uid: str) -> tuple[int, int]:
    """(hands stored, finished flag) of match ``uid``, read without writing."""
    with HistoryDB(db_path, read_only=True) as db:
        row = db.connection.execute(
            "SELECT COUNT(h.id), m.finished FROM matches m LEFT JOIN hands h "
            "ON h.match_id = m.id WHERE m.match_uid = ? GROUP BY m.id", (uid,)).fetchone()
    return (0, 0) if row is None else (int(row[0]), int(row[1]))


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    path = tmp_path / "history.sqlite3"
    HistoryDB(path).close()  # an existing, valid database
    return path


@pytest.fixture
def lock(db_path: Path) -> Iterator[sqlite3.Connection]:
    """Another program's connection, holding a write transaction until released."""
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    yield other
    if other.in_transaction:
        other.execute("ROLLBACK")
    other.close()


def test_watch_match_with_the_database_locked_for_its_first_half(
        tmp_path: Path, db_path: Path, lock: sqlite3.Connection) -> None:
    game = Game.new(9)
    save = Autosave.start(game, humans=(), bot_levels=LEVELS, mode="watch",
                          directory=tmp_path / "games", history=db_path)
    uid = save.session.match_uid
    bots = _bots(9)
    news: list[str] = []
    while not game.is_over:
        _step(game, bots)
        news.extend(save.news())
        if lock.in_transaction and game.hands_played == 8:
            assert _hands_in_db(db_path, uid) == (0, 0)  # nothing got through the lock
            assert save.history_error is not None and "locked" in save.history_error
            lock.execute("ROLLBACK")  # the other program finishes
    save.close()
    # a short lock is waited out quietly; one that lasts is reported, then the recovery
    assert news == ["statistics not saved: the history database is locked by another "
                    "program; the game goes on and they are added from its record later",
                    "statistics saved again"]
    assert save.history_error is None and save.error is None
    assert game.hands_played == 16
    assert _hands_in_db(db_path, uid) == (16, 1)


def test_a_lock_that_outlasts_the_game_is_caught_up_by_the_next_game(
        tmp_path: Path, db_path: Path, lock: sqlite3.Connection,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history_writer, "CLOSE_TIMEOUT_S", 0.3)
    games = tmp_path / "games"
    first = Game.new(4, hands=2)
    save = Autosave.start(first, humans=(), bot_levels=LEVELS, mode="watch",
                          directory=games, history=db_path)
    bots = _bots(4)
    while not first.is_over:
        _step(first, bots)
    save.close()
    assert save.history_error is not None
    assert save.history_error.endswith("(still locked after 0.3 s; the match is added from "
                                       "its record next time)")
    lock.execute("ROLLBACK")
    second = Game.new(5, hands=1)
    later = Autosave.start(second, humans=(), bot_levels=LEVELS, mode="watch",
                           directory=games, history=db_path)
    later.close()
    assert _hands_in_db(db_path, save.session.match_uid) == (2, 1)
    assert later.news() == []


def test_a_corrupt_database_is_reported_at_once_and_caught_up_once_replaced(
        tmp_path: Path) -> None:
    db_path = tmp_path / "history.sqlite3"
    db_path.write_bytes(b"not a database" * 100)
    before = db_path.read_bytes()
    games = tmp_path / "games"
    game = Game.new(3, hands=2)
    save = Autosave.start(game, humans=(), bot_levels=LEVELS, mode="watch",
                          directory=games, history=db_path)
    assert save.news() == [
        f"statistics not saved: {db_path}: not a usable history database (file is not a "
        "database); the game goes on and they are added from its record later"]
    bots = _bots(3)
    while not game.is_over:
        _step(game, bots)
    assert save.news() == []  # said once, not at every hand
    save.close()
    assert save.history_error == (f"{db_path}: not a usable history database (file is not "
                                  "a database)")
    assert db_path.read_bytes() == before  # never written to
    db_path.unlink()  # the player deletes the broken file
    Autosave.start(Game.new(8, hands=1), humans=(), bot_levels=LEVELS, mode="watch",
                   directory=games, history=db_path).close()
    assert _hands_in_db(db_path, save.session.match_uid) == (2, 1)


def test_a_full_disk_for_the_database_is_reported_and_heals(
        tmp_path: Path, db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    failures = {"left": 2}
    real = HistoryDB.save_match

    def full(self: HistoryDB, match: object) -> None:
        if failures["left"]:
            failures["left"] -= 1
            raise sqlite3.OperationalError("database or disk is full")
        real(self, match)  # type: ignore[arg-type]

    monkeypatch.setattr(HistoryDB, "save_match", full)
    game = Game.new(6, hands=2)
    save = Autosave.start(game, humans=(), bot_levels=LEVELS, mode="watch",
                          directory=tmp_path / "games", history=db_path)
    news = save.news()
    bots = _bots(6)
    while not game.is_over:
        _step(game, bots)
        news.extend(save.news())
    save.close()
    assert news == [
        f"statistics not saved: {db_path}: database or disk is full; the game goes on and "
        "they are added from its record later",
        "statistics saved again"]
    assert save.history_error is None
    assert _hands_in_db(db_path, save.session.match_uid) == (2, 1)


# -- the record file: writes that fail half-way ---------------------------------------


def failing_writes(monkeypatch: pytest.MonkeyPatch, path: Path) -> Callable[[bool], None]:
    """Make writes to ``path`` fail half-way (half the bytes land, then ENOSPC) while
    switched on; returns the switch."""
    real = os.write
    state = {"on": False, "half_done": False}

    def write(fd: int, data: bytes | memoryview) -> int:
        target = os.readlink(f"/proc/self/fd/{fd}") == str(path) if fd > 2 else False
        if not (state["on"] and target):
            return real(fd, data)
        if not state["half_done"]:
            state["half_done"] = True
            return real(fd, bytes(data[: max(1, len(data) // 2)]))
        state["half_done"] = False
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", write)

    def switch(on: bool) -> None:
        state["on"] = on

    return switch


def _whole_lines(path: Path) -> list[str]:
    data = path.read_text(encoding="utf-8")
    assert data.endswith("\n")
    lines = data.splitlines(keepends=True)
    for line in lines:
        json.loads(line)
    return lines


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc/self/fd")
def test_a_write_failing_half_way_leaves_whole_lines_and_is_retried(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game.new(12, hands=1)
    save = Autosave.start(game, humans=(), bot_levels=LEVELS, mode="watch",
                          directory=tmp_path / "games", history=False)
    switch = failing_writes(monkeypatch, save.path)
    bots = _bots(12)
    for _ in range(5):
        _step(game, bots)
    on_disk = _whole_lines(save.path)
    switch(True)
    _step(game, bots)
    news = save.news()
    assert news == [f"autosave: cannot write {save.path.name} (No space left on device); "
                    "the game goes on and is saved as soon as writing works again"]
    for _ in range(5):
        _step(game, bots)
        assert _whole_lines(save.path) == on_disk  # a prefix of whole lines, unchanged
    assert save.error is not None
    switch(False)
    _step(game, bots)
    assert save.news() == [f"autosave: {save.path.name} is saved again, nothing lost"]
    assert save.error is None
    save.close()
    assert "".join(_whole_lines(save.path)) == GameRecord.of(game).to_jsonl()


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc/self/fd")
def test_resume_continues_from_the_last_whole_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game.new(13, hands=2)
    save = Autosave.start(game, humans=(), bot_levels=LEVELS, mode="watch",
                          directory=tmp_path / "games", history=False)
    switch = failing_writes(monkeypatch, save.path)
    bots = _bots(13)
    for _ in range(30):
        _step(game, bots)
    switch(True)  # the disk fills up for good
    for _ in range(20):
        _step(game, bots)
    save.close()
    assert save.error is not None and save.error.startswith("autosave: the last ")
    assert save.error.endswith(f"{save.path.name} holds the game up to its last whole "
                               "line and resumes from there")
    switch(False)
    lines = _whole_lines(save.path)
    full = GameRecord.of(game).to_jsonl().splitlines(keepends=True)
    assert lines == full[:len(lines)] and len(lines) < len(full)
    loaded = load_saved(save.path)
    assert not loaded.damaged_tail
    actions_on_disk = sum(1 for line in lines if '"t":"action"' in line)
    resumed = Autosave.resume(save.path, history=False)
    assert sum(1 for e in resumed.game.entries if e[0] == "action") == actions_on_disk
    bots = _bots(13)
    while not resumed.game.is_over:
        _step(resumed.game, bots)
    resumed.close()
    assert resumed.error is None
    assert sum(isinstance(e, HandEnded) for e in resumed.game.events) == 2
