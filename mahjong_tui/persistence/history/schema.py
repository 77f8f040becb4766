"""The history database schema and its migrations.

The schema is versioned: the table ``schema_version`` holds one row with the
version the file is at, and :data:`MIGRATIONS` is the ordered list of steps
that take a file from version ``n - 1`` to ``n``. Opening a file runs every
step it has not seen yet, each in its own transaction, so an old file is
upgraded in place and a fresh file is built by the same path. A file whose
version is newer than this program knows is refused (never downgraded).

Version history:

* v1: ``matches``, ``match_seats``, ``hands``, ``hand_seats``, ``hand_fans``.
* v2: ``matches.ruleset`` and ``matches.record_path`` (which file the match was
  saved in), an index on ``hand_fans(fan_id)`` for the frequent-fans query.
* v3: ``hand_wins``, every win of a hand in order (Sichuan has up to three); the
  ``hands`` columns ``winner`` ... ``fan_total`` keep the first win. Existing hands
  get their one win copied in.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "HistorySchemaError", "current_version", "migrate",
           "transaction"]


class HistorySchemaError(ValueError):
    """The file is not a history database this program can use (one-line message)."""


_V1 = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    match_uid TEXT NOT NULL UNIQUE,
    mode TEXT NOT NULL,
    seed INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT,
    finished INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE match_seats (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    player INTEGER NOT NULL,
    name TEXT NOT NULL,
    is_human INTEGER NOT NULL,
    bot_level TEXT,
    final_score INTEGER,
    final_rank INTEGER,
    PRIMARY KEY (match_id, player)
);
CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    hand_number INTEGER NOT NULL,
    round_wind INTEGER NOT NULL,
    dealer INTEGER NOT NULL,
    winner INTEGER,
    dealt_in INTEGER,
    self_drawn INTEGER NOT NULL DEFAULT 0,
    win_tile TEXT,
    fan_total INTEGER NOT NULL DEFAULT 0,
    ended_at TEXT NOT NULL,
    UNIQUE (match_id, hand_number)
);
CREATE TABLE hand_seats (
    hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE,
    player INTEGER NOT NULL,
    delta INTEGER NOT NULL,
    score_after INTEGER NOT NULL,
    PRIMARY KEY (hand_id, player)
);
CREATE TABLE hand_fans (
    hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    fan_id INTEGER NOT NULL,
    fan_key TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    name_en TEXT NOT NULL,
    points INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (hand_id, position)
);
"""

_V2 = """
ALTER TABLE matches ADD COLUMN ruleset TEXT NOT NULL DEFAULT 'mcr';
ALTER TABLE matches ADD COLUMN record_path TEXT;
CREATE INDEX hand_fans_by_fan ON hand_fans(fan_id);
"""


_V3 = """
CREATE TABLE hand_wins (
    hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    dealt_in INTEGER,
    self_drawn INTEGER NOT NULL,
    win_tile TEXT NOT NULL,
    fan_total INTEGER NOT NULL,
    PRIMARY KEY (hand_id, position)
);
INSERT INTO hand_wins (hand_id, position, winner, dealt_in, self_drawn, win_tile, fan_total)
    SELECT id, 0, winner, dealt_in, self_drawn, win_tile, fan_total FROM hands
    WHERE winner IS NOT NULL
"""


_V4 = """
CREATE TABLE hand_payments (
    hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    reason TEXT NOT NULL,
    player INTEGER NOT NULL,
    delta0 INTEGER NOT NULL,
    delta1 INTEGER NOT NULL,
    delta2 INTEGER NOT NULL,
    delta3 INTEGER NOT NULL,
    PRIMARY KEY (hand_id, position)
)
"""


def _script(sql: str) -> Callable[[sqlite3.Connection], None]:
    def step(conn: sqlite3.Connection) -> None:
        # executescript would COMMIT first; run statement by statement instead so
        # the whole step stays inside the caller's transaction.
        for statement in sql.split(";"):
            if statement.strip():
                conn.execute(statement)

    return step


MIGRATIONS: Sequence[Callable[[sqlite3.Connection], None]] = (
    _script(_V1), _script(_V2), _script(_V3), _script(_V4))
"""``MIGRATIONS[i]`` upgrades a file from version ``i`` to ``i + 1`` (0 = empty file)."""

SCHEMA_VERSION = len(MIGRATIONS)
"""The version this program writes."""


def current_version(conn: sqlite3.Connection) -> int:
    """The schema version of an open database (0 for an empty file).

    Raises:
        HistorySchemaError: the file has tables but no usable ``schema_version``
            (some other SQLite database).
    """
    tables = {
        row[0]
        for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    if "schema_version" not in tables:
        if tables:
            raise HistorySchemaError("not a mahjong-tui history database (no schema_version)")
        return 0
    rows = conn.execute("SELECT version FROM schema_version").fetchall()
    if len(rows) != 1 or not isinstance(rows[0][0], int):
        raise HistorySchemaError("damaged history database (bad schema_version table)")
    version: int = rows[0][0]
    return version


def migrate(
    conn: sqlite3.Connection,
    migrations: Sequence[Callable[[sqlite3.Connection], None]] = MIGRATIONS,
) -> int:
    """Bring the database up to ``len(migrations)``; return the version reached.

    Each step runs in its own transaction together with the version bump, so an
    interrupted upgrade leaves the file at the last completed version.

    Raises:
        HistorySchemaError: foreign database, or a version newer than ``migrations``.
    """
    version = current_version(conn)
    target = len(migrations)
    if version > target:
        raise HistorySchemaError(
            f"history database is version {version}; this mahjong-tui understands up to "
            f"{target} (upgrade mahjong-tui)"
        )
    for index in range(version, target):
        with transaction(conn):
            if index == 0:
                conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                conn.execute("INSERT INTO schema_version (version) VALUES (0)")
            migrations[index](conn)
            conn.execute("UPDATE schema_version SET version = ?", (index + 1,))
    return target


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """Run a block in one explicit transaction (the connection is in autocommit mode).

    Commits when the block ends normally, rolls back when it raises.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
