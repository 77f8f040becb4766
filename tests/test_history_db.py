"""The history database: schema migrations, idempotent saves, refusing foreign files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from mahjong_tui.persistence.history import (
    SCHEMA_VERSION,
    FanEntry,
    HandEntry,
    HistoryDB,
    HistoryError,
    MatchEntry,
    SeatEntry,
    ranks_of,
)
from mahjong_tui.persistence.history.entries import WinEntry
from mahjong_tui.persistence.history.schema import MIGRATIONS, current_version, migrate

SEATS = (
    SeatEntry(0, "You", True, None),
    SeatEntry(1, "South", False, "standard"),
    SeatEntry(2, "West", False, "standard"),
    SeatEntry(3, "North", False, "standard"),
)
FAN = FanEntry(48, "all_chows", "平和", "All Chows", 2, 1)


def _hand(n: int, winner: int | None = 0, dealt_in: int | None = 1) -> HandEntry:
    return HandEntry(
        hand_number=n,
        round_wind=0,
        dealer=(n - 1) % 4,
        winner=winner,
        dealt_in=dealt_in,
        self_drawn=winner is not None and dealt_in is None,
        win_tile="5p" if winner is not None else None,
        fan_total=10 if winner is not None else 0,
        fans=(FAN,) if winner is not None else (),
        deltas=(34, -18, -8, -8) if winner is not None else (0, 0, 0, 0),
        scores_after=(534, 482, 492, 492),
        ended_at=f"2026-11-30T08:0{n}:00Z",
    )


def _match(hands: tuple[HandEntry, ...], finished: bool = False) -> MatchEntry:
    return MatchEntry(
        match_uid="m1",
        mode="bots",
        seed=7,
        ruleset="mcr",
        started_at="2026-11-30T08:00:00Z",
        seats=SEATS,
        hands=hands,
        finished=finished,
        final_scores=(534, 482, 492, 492) if finished else None,
        ended_at="2026-11-30T09:00:00Z" if finished else None,
    )


def test_fresh_file_is_at_current_version(tmp_path: Path) -> None:
    with HistoryDB(tmp_path / "sub" / "h.sqlite3") as db:
        assert current_version(db.connection) == SCHEMA_VERSION == 4


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    match = _match((_hand(1), _hand(2, None, None)), finished=True)
    with HistoryDB(tmp_path / "h.sqlite3") as db:
        db.save_match(match)
        assert db.load_match("m1") == match
        assert db.match_uids() == ["m1"]
        assert db.load_match("nope") is None


def test_save_is_idempotent_and_forgets_taken_back_hands(tmp_path: Path) -> None:
    with HistoryDB(tmp_path / "h.sqlite3") as db:
        db.save_match(_match((_hand(1), _hand(2))))
        db.save_match(_match((_hand(1), _hand(2))))
        assert [h.hand_number for h in db.load_match("m1").hands] == [1, 2]  # type: ignore[union-attr]
        # an undo took back the end of hand 2
        db.save_match(_match((_hand(1),)))
        loaded = db.load_match("m1")
        assert loaded is not None
        assert [h.hand_number for h in loaded.hands] == [1]
        counts = [
            db.connection.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
            for t in ("matches", "match_seats", "hands", "hand_seats", "hand_fans")
        ]
        assert counts == [1, 4, 1, 4, 1]


def test_hand_keeps_first_end_time(tmp_path: Path) -> None:
    with HistoryDB(tmp_path / "h.sqlite3") as db:
        db.save_match(_match((_hand(1),)))
        later = HandEntry(**{**{f: getattr(_hand(1), f) for f in HandEntry.__slots__},
                             "ended_at": "2030-01-01T00:00:00Z"})
        db.save_match(_match((later,)))
        loaded = db.load_match("m1")
        assert loaded is not None
        assert loaded.hands[0].ended_at == "2026-11-30T08:01:00Z"


def test_upgrade_from_v1_keeps_data(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, MIGRATIONS[:1]) == 1
    conn.execute(
        "INSERT INTO matches (match_uid, mode, seed, started_at, finished) "
        "VALUES ('old', 'bots', 3, '2026-01-01T00:00:00Z', 0)"
    )
    conn.execute(
        "INSERT INTO hands (match_id, hand_number, round_wind, dealer, winner, dealt_in, "
        "self_drawn, win_tile, fan_total, ended_at) "
        "VALUES (1, 1, 0, 0, NULL, NULL, 0, NULL, 0, 'x')"
    )
    conn.close()
    with HistoryDB(path) as db:
        assert current_version(db.connection) == SCHEMA_VERSION
        row = db.connection.execute(
            "SELECT match_uid, ruleset, record_path FROM matches"
        ).fetchone()
        assert row == ("old", "mcr", None)
        assert db.connection.execute("SELECT COUNT(*) FROM hands").fetchone()[0] == 1
        index = db.connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'hand_fans_by_fan'"
        ).fetchone()
        assert index == ("hand_fans_by_fan",)


def test_upgrade_from_v2_gives_each_won_hand_its_win(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, MIGRATIONS[:2]) == 2
    conn.execute(
        "INSERT INTO matches (match_uid, mode, seed, started_at, finished) "
        "VALUES ('old', 'bots', 3, '2026-01-01T00:00:00Z', 0)"
    )
    for number, winner in ((1, 2), (2, None)):
        conn.execute(
            "INSERT INTO hands (match_id, hand_number, round_wind, dealer, winner, dealt_in, "
            "self_drawn, win_tile, fan_total, ended_at) VALUES (1, ?, 0, 0, ?, ?, 0, ?, ?, 'x')",
            (number, winner, None if winner is None else 1, None if winner is None else "5p",
             0 if winner is None else 12),
        )
    for hand_id in (1, 2):
        for player in range(4):
            conn.execute("INSERT INTO hand_seats VALUES (?, ?, 0, 500)", (hand_id, player))
    conn.close()
    with HistoryDB(path) as db:
        assert current_version(db.connection) == SCHEMA_VERSION
        match = db.load_match("old")
    assert match is not None
    assert [h.wins for h in match.hands] == [
        (WinEntry(winner=2, dealt_in=1, self_drawn=False, win_tile="5p", fan_total=12),), ()]
    assert [h.winner for h in match.hands] == [2, None]


def test_future_version_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with HistoryDB(path):
        pass
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("UPDATE schema_version SET version = 99")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError) as info:
        HistoryDB(path)
    assert str(info.value) == (
        f"{path}: history database is version 99; this mahjong-tui understands up to 4 "
        "(upgrade mahjong-tui)"
    )
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (
            b"hello, not a database\n" * 100,
            "not a usable history database (file is not a database)",
        ),
    ],
)
def test_garbage_file_refused_and_untouched(tmp_path: Path, content: bytes, reason: str) -> None:
    path = tmp_path / "h.sqlite3"
    path.write_bytes(content)
    with pytest.raises(HistoryError) as info:
        HistoryDB(path)
    assert str(info.value) == f"{path}: {reason}"
    assert path.read_bytes() == content


def test_other_sqlite_database_refused(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos (id INTEGER)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError) as info:
        HistoryDB(path)
    assert str(info.value) == f"{path}: not a mahjong-tui history database (no schema_version)"
    assert path.read_bytes() == before


def test_ranks_share_places() -> None:
    assert ranks_of((10, 30, 10, -50)) == (2, 1, 2, 4)
    assert ranks_of((0, 0, 0, 0)) == (1, 1, 1, 1)
