"""The history database: one SQLite file in the data directory.

:class:`HistoryDB` stores matches idempotently: :meth:`HistoryDB.save_match`
replaces everything known about a match by what the caller passes, so saving
after every hand, again after a resume, or after an undo that took back the end
of a hand always leaves exactly the hands the game really finished.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

from mahjong_tui.persistence.history.entries import (
    FanEntry,
    HandEntry,
    MatchEntry,
    SeatEntry,
    WinEntry,
    ranks_of,
)
from mahjong_tui.persistence.history.schema import (
    SCHEMA_VERSION,
    HistorySchemaError,
    current_version,
    migrate,
    transaction,
)
from mahjong_tui.persistence.paths import FILE_MODE, make_private_dir

__all__ = ["DB_FILE_NAME", "HistoryDB", "HistoryError", "UnstorableMatchError",
           "default_history_path", "utc_now"]

DB_FILE_NAME = "history.sqlite3"
"""Name of the history file inside :func:`mahjong_tui.persistence.paths.data_dir`."""


class HistoryError(HistorySchemaError):
    """The history file cannot be opened or used; the message is one line."""


class UnstorableMatchError(HistoryError):
    """A match holds a value SQLite cannot store (a seed past its 64-bit integers, text
    that is not Unicode); nothing of it was stored, the database is unharmed."""


def default_history_path() -> Path:
    """``<data dir>/history.sqlite3``."""
    from mahjong_tui.persistence.paths import data_dir

    return data_dir() / DB_FILE_NAME


def utc_now() -> str:
    """The current time as ISO-8601 UTC with seconds, e.g. ``2026-11-30T08:30:00Z``."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _create_private(path: Path) -> None:
    """Create the database file, empty, readable by its owner only, unless it exists
    (SQLite gives its journal files the database's mode)."""
    make_private_dir(path.parent)
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE))


class HistoryDB:
    """An open history database (also a context manager that closes it).

    Args:
        path: the SQLite file; created (with its directory) when missing.
        timeout: seconds to wait for another program's write to finish before a
            write fails with "database is locked".
        read_only: only read (for ``stats``): the file is never created, upgraded
            or written; an empty file reads as an empty history (:attr:`is_empty`).

    Raises:
        HistoryError: the file is not a SQLite database, is some other
            application's database, or has a newer schema. The file is left as is.
    """

    def __init__(self, path: Path | str | None = None, *, timeout: float = 5.0,
                 read_only: bool = False) -> None:
        self.path = Path(path) if path is not None else default_history_path()
        self.is_empty = False
        try:
            # a FIFO would block sqlite forever, a device is no database
            if self.path.exists() and not self.path.is_file():
                raise HistoryError(f"{self.path}: cannot open history database "
                                   "(not a regular file)")
        except OSError as exc:
            raise HistoryError(f"{self.path}: cannot open history database ({exc})") from None
        try:
            if read_only:
                self._conn = sqlite3.connect(self.path.resolve().as_uri() + "?mode=ro",
                                             uri=True, isolation_level=None, timeout=timeout)
            else:
                _create_private(self.path)
                self._conn = sqlite3.connect(self.path, isolation_level=None, timeout=timeout)
        except (OSError, sqlite3.Error) as exc:
            raise HistoryError(f"{self.path}: cannot open history database ({exc})") from None
        try:
            self._conn.execute("PRAGMA foreign_keys = ON")
            if read_only:
                self._check_readable()
            else:
                migrate(self._conn)
        except HistorySchemaError as exc:
            self._conn.close()
            raise HistoryError(f"{self.path}: {exc}") from None
        except sqlite3.Error as exc:
            self._conn.close()
            raise HistoryError(f"{self.path}: not a usable history database ({exc})") from None

    def _check_readable(self) -> None:
        version = current_version(self._conn)
        if version == 0:
            self.is_empty = True
        elif version != SCHEMA_VERSION:
            raise HistorySchemaError(
                f"history database is version {version}; this mahjong-tui reads version "
                f"{SCHEMA_VERSION} (a game started with it upgrades the file)")

    def close(self) -> None:
        """Close the connection."""
        self._conn.close()

    def __enter__(self) -> HistoryDB:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @property
    def connection(self) -> sqlite3.Connection:
        """The underlying connection (for the queries of :mod:`.stats`)."""
        return self._conn

    def save_match(self, match: MatchEntry) -> None:
        """Store ``match`` as it is now, replacing what was stored for its ``match_uid``.

        Hands already stored keep their original ``ended_at``; hands no longer in
        ``match`` (taken back by an undo) are removed.

        Raises:
            UnstorableMatchError: a value of ``match`` does not fit the database;
                the transaction is rolled back.
            sqlite3.Error: the database cannot be written.
        """
        try:
            self._save_match(match)
        except OverflowError:
            raise UnstorableMatchError(
                f"match {match.match_uid} cannot be stored: a number too large for the "
                "database") from None
        except UnicodeEncodeError:
            raise UnstorableMatchError(
                f"match {match.match_uid} cannot be stored: text that is not valid "
                "Unicode") from None

    def _save_match(self, match: MatchEntry) -> None:
        conn = self._conn
        now = utc_now()
        with transaction(conn):
            row = conn.execute(
                "SELECT id FROM matches WHERE match_uid = ?", (match.match_uid,)
            ).fetchone()
            ended: dict[int, str] = {}
            if row is None:
                cursor = conn.execute(
                    "INSERT INTO matches (match_uid, mode, seed, started_at, ruleset) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (match.match_uid, match.mode, match.seed, match.started_at, match.ruleset),
                )
                match_id = cursor.lastrowid
                assert match_id is not None
            else:
                match_id = int(row[0])
                ended = dict(
                    conn.execute(
                        "SELECT hand_number, ended_at FROM hands WHERE match_id = ?",
                        (match_id,),
                    ).fetchall()
                )
                conn.execute("DELETE FROM hands WHERE match_id = ?", (match_id,))
                conn.execute("DELETE FROM match_seats WHERE match_id = ?", (match_id,))
            conn.execute(
                "UPDATE matches SET mode = ?, seed = ?, started_at = ?, ended_at = ?, "
                "finished = ?, ruleset = ?, record_path = ? WHERE id = ?",
                (
                    match.mode,
                    match.seed,
                    match.started_at,
                    (match.ended_at or now) if match.finished else None,
                    int(match.finished),
                    match.ruleset,
                    match.record_path,
                    match_id,
                ),
            )
            final = match.final_scores if match.finished else None
            ranks = ranks_of(final) if final is not None else None
            for seat in match.seats:
                conn.execute(
                    "INSERT INTO match_seats (match_id, player, name, is_human, bot_level, "
                    "final_score, final_rank) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (
                        match_id,
                        seat.player,
                        seat.name,
                        int(seat.is_human),
                        seat.bot_level,
                        final[seat.player] if final is not None else None,
                        ranks[seat.player] if ranks is not None else None,
                    ),
                )
            for hand in match.hands:
                self._insert_hand(
                    match_id, hand, ended.get(hand.hand_number, hand.ended_at or now)
                )

    def _insert_hand(self, match_id: int, hand: HandEntry, ended_at: str) -> None:
        conn = self._conn
        cursor = conn.execute(
            "INSERT INTO hands (match_id, hand_number, round_wind, dealer, winner, dealt_in, "
            "self_drawn, win_tile, fan_total, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                match_id,
                hand.hand_number,
                hand.round_wind,
                hand.dealer,
                hand.winner,
                hand.dealt_in,
                int(hand.self_drawn),
                hand.win_tile,
                hand.fan_total,
                ended_at,
            ),
        )
        hand_id = cursor.lastrowid
        for player, (delta, score) in enumerate(zip(hand.deltas, hand.scores_after, strict=True)):
            conn.execute(
                "INSERT INTO hand_seats (hand_id, player, delta, score_after) VALUES (?, ?, ?, ?)",
                (hand_id, player, delta, score),
            )
        for position, win in enumerate(hand.wins):
            conn.execute(
                "INSERT INTO hand_wins (hand_id, position, winner, dealt_in, self_drawn, "
                "win_tile, fan_total) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (hand_id, position, win.winner, win.dealt_in, int(win.self_drawn),
                 win.win_tile, win.fan_total),
            )
        for position, pay in enumerate(hand.payments):
            conn.execute(
                "INSERT INTO hand_payments (hand_id, position, reason, player, delta0, delta1, "
                "delta2, delta3) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (hand_id, position, pay.reason, pay.player, *pay.amounts),
            )
        for position, fan in enumerate(hand.fans):
            conn.execute(
                "INSERT INTO hand_fans (hand_id, position, fan_id, fan_key, name_zh, name_en, "
                "points, count) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (hand_id, position, fan.id, fan.key, fan.zh, fan.en, fan.points, fan.count),
            )

    def delete_match(self, match_uid: str) -> bool:
        """Forget a match; return whether it was stored."""
        with transaction(self._conn):
            cursor = self._conn.execute("DELETE FROM matches WHERE match_uid = ?", (match_uid,))
        return cursor.rowcount > 0

    def match_uids(self) -> list[str]:
        """Every stored match id, oldest first."""
        rows = self._conn.execute("SELECT match_uid FROM matches ORDER BY started_at, id")
        return [str(row[0]) for row in rows]

    def load_match(self, match_uid: str) -> MatchEntry | None:
        """Read a stored match back (``None`` if unknown)."""
        conn = self._conn
        row = conn.execute(
            "SELECT id, mode, seed, ruleset, started_at, ended_at, finished, record_path "
            "FROM matches WHERE match_uid = ?",
            (match_uid,),
        ).fetchone()
        if row is None:
            return None
        match_id, mode, seed, ruleset, started_at, ended_at, finished, record_path = row
        seat_rows = conn.execute(
            "SELECT player, name, is_human, bot_level, final_score FROM match_seats "
            "WHERE match_id = ? ORDER BY player",
            (match_id,),
        ).fetchall()
        seats = tuple(
            SeatEntry(player=p, name=n, is_human=bool(h), bot_level=b)
            for p, n, h, b, _ in seat_rows
        )
        finals = tuple(r[4] for r in seat_rows)
        hands: list[HandEntry] = []
        for hrow in conn.execute(
            "SELECT id, hand_number, round_wind, dealer, winner, dealt_in, self_drawn, "
            "win_tile, fan_total, ended_at FROM hands WHERE match_id = ? ORDER BY hand_number",
            (match_id,),
        ).fetchall():
            hand_id = hrow[0]
            per_seat = conn.execute(
                "SELECT delta, score_after FROM hand_seats WHERE hand_id = ? ORDER BY player",
                (hand_id,),
            ).fetchall()
            fans = tuple(
                FanEntry(id=f[0], key=f[1], zh=f[2], en=f[3], points=f[4], count=f[5])
                for f in conn.execute(
                    "SELECT fan_id, fan_key, name_zh, name_en, points, count FROM hand_fans "
                    "WHERE hand_id = ? ORDER BY position",
                    (hand_id,),
                )
            )
            wins = tuple(
                WinEntry(winner=w[0], dealt_in=w[1], self_drawn=bool(w[2]), win_tile=w[3],
                         fan_total=w[4])
                for w in conn.execute(
                    "SELECT winner, dealt_in, self_drawn, win_tile, fan_total FROM hand_wins "
                    "WHERE hand_id = ? ORDER BY position",
                    (hand_id,),
                )
            )
            hands.append(
                HandEntry(
                    hand_number=hrow[1],
                    round_wind=hrow[2],
                    dealer=hrow[3],
                    winner=hrow[4],
                    dealt_in=hrow[5],
                    self_drawn=bool(hrow[6]),
                    win_tile=hrow[7],
                    fan_total=hrow[8],
                    fans=fans,
                    deltas=tuple(s[0] for s in per_seat),
                    scores_after=tuple(s[1] for s in per_seat),
                    ended_at=hrow[9],
                    wins=wins,
                )
            )
        return MatchEntry(
            match_uid=match_uid,
            mode=mode,
            seed=seed,
            ruleset=ruleset,
            started_at=started_at,
            seats=seats,
            hands=tuple(hands),
            finished=bool(finished),
            final_scores=finals if finished else None,
            ended_at=ended_at,
            record_path=record_path,
        )
