"""Keeping the history database up to date during a game, whatever the database does.

:class:`HistoryWriter` is what autosave uses: it stores the whole match after
every hand (``HistoryDB.save_match`` replaces what was stored, so a later
store also writes everything an earlier failed one missed) and never lets a
database problem stop the game:

* a database locked by another program's write is waited for briefly
  (:data:`PLAY_TIMEOUT_S`, so the table never freezes); the match stays
  *pending* and is stored at the next hand or when the game closes (which
  waits longer, :data:`CLOSE_TIMEOUT_S`); the player is told only when the
  lock lasts :data:`LOCK_PATIENCE` hands;
* any other failure (corrupt file, read-only file or directory, full disk) is
  reported at once through :attr:`HistoryWriter.news` (the table shows it) and
  kept in :attr:`HistoryWriter.error` (printed at exit); storing is retried at
  every hand, so a problem that goes away heals itself;
* whatever the database missed is recovered from the records the next time it
  works: :func:`mahjong_tui.persistence.history.catch_up.catch_up` runs when the
  database is opened for a game.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from mahjong_tui.persistence.history.db import HistoryDB, HistoryError, UnstorableMatchError
from mahjong_tui.persistence.history.entries import MatchEntry

__all__ = ["CLOSE_TIMEOUT_S", "PLAY_TIMEOUT_S", "HistoryWriter"]

PLAY_TIMEOUT_S = 0.25
"""Longest wait for a locked database while the game is on."""
CLOSE_TIMEOUT_S = 5.0
"""Longest wait for a locked database when the game closes."""
LOCK_PATIENCE = 3
"""Stores in a row that may find the database locked before the player is told."""


def _is_locked(exc: BaseException) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


class HistoryWriter:
    """Stores one match in the history database, retrying until it is stored.

    Args:
        target: ``True`` for the default database file, or a path.
        saves: the saves directory whose records are caught up when the database
            opens (``None``: no catching up).
        exclude: a record not to catch up (the game being written).

    Attributes:
        error: the problem that kept the latest state out of the database (one
            line), or ``None`` when it is stored.
        pending: the latest state of the match is not in the database yet.
        caught_up: matches added from their records when the database opened.
    """

    def __init__(self, target: bool | Path, *, saves: Path | None = None,
                 exclude: Path | None = None) -> None:
        self.target: Path | None = target if isinstance(target, Path) else None
        self.saves = saves
        self.exclude = exclude
        self.error: str | None = None
        self.pending = False
        self.caught_up = 0
        self._db: HistoryDB | None = None
        self._news: list[str] = []
        self._reported: str | None = None
        self._locked_tries = 0
        self._open(PLAY_TIMEOUT_S)

    # -- reporting ---------------------------------------------------------------
    def news(self) -> list[str]:
        """Messages for the player since the last call (a new problem, or recovery)."""
        out, self._news = self._news, []
        return out

    def _problem(self, message: str, *, locked: bool = False, later: bool = True) -> None:
        self.error = message
        # a lock is retried quietly for a while; everything else is said at once, once
        self._locked_tries = self._locked_tries + 1 if locked else 0
        if locked and self._locked_tries >= LOCK_PATIENCE:
            message, locked = ("the history database is locked by another program",
                               False)
        if not locked and message != self._reported:
            self._reported = message
            self._news.append(f"statistics not saved: {message}; the game goes on and "
                              "they are added from its record later" if later else
                              f"statistics not saved: {message}; the game goes on")

    def _recovered(self) -> None:
        if self._reported is not None:
            self._news.append("statistics saved again")
        self.error = None
        self._reported = None
        self._locked_tries = 0

    # -- database ----------------------------------------------------------------
    def _open(self, timeout: float) -> bool:
        if self._db is not None:
            return True
        try:
            self._db = HistoryDB(self.target, timeout=timeout)
        except HistoryError as exc:
            self._problem(str(exc), locked=_is_locked(exc))
            return False
        if self.saves is not None:
            from mahjong_tui.persistence.history.catch_up import catch_up

            try:
                self.caught_up = catch_up(self._db, self.saves, exclude=self.exclude)
            except (HistoryError, sqlite3.Error, OSError) as exc:
                self._problem(f"catching up from records failed: {exc}", locked=_is_locked(exc))
        return True

    def store(self, entry: Callable[[], MatchEntry], *, timeout: float = PLAY_TIMEOUT_S
              ) -> bool:
        """Store the match as ``entry()`` describes it now; ``True`` if it is stored."""
        self.pending = True
        if not self._open(timeout):
            return False
        assert self._db is not None
        try:
            self._db.connection.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
            self._db.save_match(entry())
        except UnstorableMatchError as exc:   # a crafted record: catch-up cannot help
            self._problem(f"{self._db.path}: {exc}", later=False)
            return False
        except (HistoryError, sqlite3.Error, OSError) as exc:
            self._problem(f"{self._db.path}: {exc}", locked=_is_locked(exc))
            return False
        self.pending = False
        self._recovered()
        return True

    def close(self, entry: Callable[[], MatchEntry] | None = None) -> None:
        """Store what is pending (waiting longer for a lock), then close the database.

        After this, :attr:`error` is set only if the match is still not stored.
        """
        stored = not self.pending or (entry is not None
                                      and self.store(entry, timeout=CLOSE_TIMEOUT_S))
        if not stored and _is_locked_message(self.error):
            self.error = (f"{self.error} (still locked after {CLOSE_TIMEOUT_S:g} s; the "
                          "match is added from its record next time)")
        if self._db is not None:
            self._db.close()
            self._db = None


def _is_locked_message(message: str | None) -> bool:
    return message is not None and _is_locked(Exception(message))
