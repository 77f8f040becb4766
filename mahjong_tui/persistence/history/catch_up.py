"""Adding to the history database what it missed, from the game records.

The records are the source of truth: when the database could not be written
during a game (locked for too long, read-only, full disk, corrupt and then
deleted), every finished hand is still in that game's record. :func:`catch_up`
finds the saves the database is behind on and stores their matches again.

Only saves written after the database's last change are read (a database
that was written later than a save already holds it), unless the database
has no match at all (new, or rebuilt after the old one was deleted): then
every save is considered.
"""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.persistence.history.db import HistoryDB, UnstorableMatchError

__all__ = ["catch_up"]

_SLACK_S = 2.0
"""A save's last lines are written just after the database: allow for that."""


def catch_up(db: HistoryDB, saves: Path, *, exclude: Path | None = None) -> int:
    """Store every match of ``saves`` the database is behind on; returns how many.

    A save is behind when its match is missing, has fewer finished hands stored
    than the record holds, or ended in the record but not in the database.
    Saves that cannot be read are skipped (``resume --list`` names them), and so
    are matches the database cannot hold (:class:`UnstorableMatchError`).

    Raises:
        sqlite3.Error, HistoryError: the database cannot be read or written.
    """
    from mahjong_tui.engine.record import RecordError
    from mahjong_tui.engine.record_input import MAX_RECORD_BYTES
    from mahjong_tui.persistence.autosave import SessionError, list_saves, load_saved
    from mahjong_tui.persistence.history import SeatEntry
    from mahjong_tui.persistence.history.feed import match_entry

    conn = db.connection
    stored = dict(conn.execute(
        "SELECT m.match_uid, COUNT(h.id) FROM matches m LEFT JOIN hands h "
        "ON h.match_id = m.id GROUP BY m.id").fetchall())
    finished = {uid for (uid,) in conn.execute(
        "SELECT match_uid FROM matches WHERE finished = 1").fetchall()}
    since = db.path.stat().st_mtime - _SLACK_S if stored else 0.0
    added = 0
    for save in list_saves(saves):
        if save.session is None or save.error is not None or save.mtime < since:
            continue
        if exclude is not None and save.path.resolve() == exclude.resolve():
            continue
        uid = save.session.match_uid
        if uid in finished:
            continue
        try:
            if save.path.stat().st_size > MAX_RECORD_BYTES:
                continue
            data = save.path.read_bytes()
        except OSError:
            continue
        hands = data.count(b'"type":"HandEnded"')
        ended = b'"type":"MatchEnded"' in data
        if uid in stored and hands <= stored[uid] and not ended:
            continue
        try:
            loaded = load_saved(save.path)
        except (RecordError, SessionError):
            continue
        game, session = loaded.game, loaded.session
        assert session is not None
        seats = tuple(SeatEntry(p, game.players[p], p in session.humans, session.bot_levels[p])
                      for p in range(4))
        try:
            db.save_match(match_entry(
                game.events, match_uid=uid, mode=session.mode, seed=game.seed,
                ruleset=game.ruleset.name, started_at=session.started_at, seats=seats,
                record_path=str(save.path)))
        except UnstorableMatchError:
            continue  # a crafted record (a seed past 64 bits): skipped, never fatal
        added += 1
    return added
