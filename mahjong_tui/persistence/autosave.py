"""Autosave and resume: every game in progress is its own record file, written as it happens.

A saved game *is* a game record (``docs/record-format.md``): the header line,
then every chance outcome, action and event, appended and flushed by the
engine's :class:`~mahjong_tui.engine.record.RecordWriter` the moment it happens. So a
killed process loses at most the action being made. The header's ``meta``
object carries a ``session`` entry saying how the game was being played (mode,
human seats, bot level of each seat), which is everything ``resume`` needs
besides the record itself (see ``docs/persistence.md``).

Files live in ``<data dir>/games/`` (:func:`saves_dir`), one new file per game,
named ``YYYYMMDD-HHMMSS-xxxxxx.jsonl``; the stem is the match id in the history
database. A file that cannot be read (corrupt, foreign, future version) is
reported with a one-line message and is never written to, renamed or deleted.

Resuming replays the record. If the tail is damaged (the last line cut short,
which only a crash of the whole machine can cause, or the events of the last
action missing), the game is rebuilt up to the last action on disk and
continues in a *new* file whose session says which file it ``continues``; the
damaged file is left as it is and no longer offered for resuming.

This module keeps the game's file up to date as it is played (:class:`Autosave`).
The session stored in the header is :mod:`~mahjong_tui.persistence.save_session`;
finding, reading and rewriting save files is :mod:`~mahjong_tui.persistence.save_files`;
the lock that keeps a second program off a save is
:mod:`~mahjong_tui.persistence.save_lock`. Their public names are importable from
here too.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from mahjong_tui.engine.events import HandEnded, MatchEnded
from mahjong_tui.engine.game import Game, RecordEntry
from mahjong_tui.engine.record import GameRecord, RecordError, RecordWriter
from mahjong_tui.persistence.save_files import (
    SAVES_SUBDIR,
    Loaded,
    SavedGame,
    latest_unfinished,
    list_saves,
    load_saved,
    new_save_path,
    rebuild,
    replace_record,
    saves_dir,
)
from mahjong_tui.persistence.save_lock import lock_save, unlock_save
from mahjong_tui.persistence.save_session import (
    META_KEY,
    MODES,
    Session,
    SessionError,
    session_of,
)

if TYPE_CHECKING:
    from mahjong_tui.persistence.history import MatchEntry
    from mahjong_tui.persistence.history.writer import HistoryWriter

__all__ = [
    "MODES",
    "SAVES_SUBDIR",
    "Autosave",
    "Loaded",
    "SavedGame",
    "Session",
    "SessionError",
    "autosave_live_session",
    "latest_unfinished",
    "list_saves",
    "load_saved",
    "new_save_path",
    "rebuild",
    "saves_dir",
    "session_of",
]


def _mode_of(humans: Sequence[int]) -> str:
    return "watch" if not humans else "bots" if len(humans) == 1 else "hotseat"


class Autosave:
    """Keeps a game's record file (and the history database) up to date.

    Build it with :meth:`start` (new game) or :meth:`resume` (saved game). It
    listens to the game: each record entry is appended and flushed as the game
    produces it, and each finished hand and match is stored in the history.
    Problems never interrupt the game. A record line that cannot be written
    (full disk) is kept in memory, the file keeps only whole lines, and every
    later line retries; :meth:`news` gives the UI a message when writing fails
    and when it works again, :attr:`error` holds the problem while it lasts (and
    after :meth:`close` if the end of the game could not be written). The
    history is kept by a :class:`~mahjong_tui.persistence.history.writer.HistoryWriter`
    (retried at every hand, caught up from the records later).

    Attributes:
        game: the game being saved.
        session: how it is played.
        path: the record file.
        error: the current record-saving problem (one line), or ``None``.
    """

    def __init__(self, game: Game, session: Session, path: Path, writer: RecordWriter,
                 history: HistoryWriter | None, lock: IO[bytes] | None = None) -> None:
        self._lock = lock
        self.game = game
        self.session = session
        self.path = path
        self.error: str | None = None
        self._news: list[str] = []
        self._closed = False
        self._writer: RecordWriter | None = writer
        self._history = history
        self._listen(game)

    @property
    def history_error(self) -> str | None:
        """Why the latest state of the match is not in the history database, or ``None``."""
        return self._history.error if self._history is not None else None

    def news(self) -> list[str]:
        """Saving messages for the player since the last call (problems and recoveries)."""
        out, self._news = self._news, []
        if self._history is not None:
            out.extend(self._history.news())
        return out

    def _write_failed(self, exc: OSError | ValueError) -> None:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        message = (f"autosave: cannot write {self.path.name} ({reason}); the game goes on "
                   "and is saved as soon as writing works again")
        if message != self.error:
            self._news.append(message)
        self.error = message

    def _write_ok(self) -> None:
        if self.error is not None and self._writer is not None and not self._writer.unwritten:
            self._news.append(f"autosave: {self.path.name} is saved again, nothing lost")
            self.error = None

    # -- construction ----------------------------------------------------------
    @classmethod
    def start(cls, game: Game, *, humans: Sequence[int], bot_levels: Sequence[str | None],
              mode: str | None = None, directory: Path | None = None,
              history: bool | Path = True) -> Autosave:
        """Start saving a new game (call before the first action).

        Args:
            game: a fresh game from ``Game.new``; its ``meta`` gains the session.
            humans: the human players.
            bot_levels: per player, the bot level, or ``None`` for a human.
            mode: one of :data:`MODES` (default: from the number of humans).
            directory: where the file goes (default :func:`saves_dir`).
            history: store hands in the history database (``True``: the default
                file; a path: that file; ``False``: not at all).

        Raises:
            OSError: the file cannot be created.
            RecordError: the new file cannot be opened to lock it.
            ValueError: inconsistent arguments.
        """
        levels = tuple(None if p in humans else bot_levels[p] for p in range(4))
        path = new_save_path(directory)
        session = Session(
            mode=mode or _mode_of(humans),
            humans=tuple(sorted(humans)),
            bot_levels=levels,
            match_uid=path.stem,
            started_at=datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        )
        Session.from_dict(session.to_dict())  # validate
        game.meta[META_KEY] = session.to_dict()
        lock = lock_save(path)
        writer = RecordWriter(path, game.header())
        for entry in game.entries:
            writer.append(entry)
        save = cls(game, session, path, writer, _open_history(history, path), lock)
        save._store_history()
        return save

    @classmethod
    def resume(cls, path: Path, *, directory: Path | None = None,
               history: bool | Path = True) -> Autosave:
        """Continue a saved game in the state after its last action on disk.

        A clean file is appended to; a file with a damaged tail is left untouched
        and the game continues in a new file (see the module docstring).

        Raises:
            RecordError, SessionError: the file cannot be resumed (one-line message).
        """
        lock = lock_save(path)  # before reading: another program may be writing it
        try:
            loaded = load_saved(path)
            game, session = loaded.game, loaded.session
            assert session is not None  # load_saved requires it
            if game.is_over:
                raise SessionError("this game is already finished")
            if loaded.damaged_tail:
                new_path = new_save_path(directory if directory is not None else path.parent)
                unlock_save(lock)
                lock = lock_save(new_path)
                session = replace(session, continues=path.name)
                game.meta[META_KEY] = session.to_dict()
                writer = RecordWriter(new_path, game.header())
                for entry in game.entries:
                    writer.append(entry)
                path = new_path
            else:
                writer = RecordWriter(path, resume=True)
                for entry in game.entries[loaded.lines_on_disk:]:
                    writer.append(entry)
        except BaseException:
            unlock_save(lock)
            raise
        save = cls(game, session, path, writer, _open_history(history, path), lock)
        save._store_history()
        return save

    # -- listening -------------------------------------------------------------
    def _listen(self, game: Game) -> None:
        game.add_listener(lambda entry: self._on_entry(game, entry))

    def _on_entry(self, game: Game, entry: RecordEntry) -> None:
        if game is not self.game:
            return  # a state abandoned by undo
        if self._writer is not None:
            try:
                self._writer.append(entry)
            except (OSError, ValueError) as exc:
                self._write_failed(exc)
            else:
                self._write_ok()
        if entry[0] == "event" and isinstance(entry[2], HandEnded | MatchEnded):
            self._store_history()

    def _fail(self, message: str) -> None:
        if self.error is None:
            self.error = message
        if self._writer is not None:
            with contextlib.suppress(OSError):
                self._writer.close()
            self._writer = None

    def _store_history(self) -> None:
        if self._history is not None:
            self._history.store(self._match_entry)

    def _match_entry(self) -> MatchEntry:
        from mahjong_tui.persistence.history import SeatEntry
        from mahjong_tui.persistence.history.feed import match_entry

        game, session = self.game, self.session
        seats = tuple(
            SeatEntry(p, game.players[p], p in session.humans, session.bot_levels[p])
            for p in range(4)
        )
        return match_entry(
            game.events, match_uid=session.match_uid, mode=session.mode, seed=game.seed,
            ruleset=game.ruleset.name, started_at=session.started_at, seats=seats,
            record_path=str(self.path),
        )

    # -- undo --------------------------------------------------------------------
    def rewind(self, game: Game) -> None:
        """Make ``game`` (an earlier state of this match, rebuilt by undo) the one saved.

        The file is rewritten atomically (a temporary file renamed over it) to hold
        exactly ``game``'s record, and saving continues from there; the history
        forgets hands that were taken back.
        """
        if self._writer is not None:
            self._writer.close()
            self._writer = None
        game.meta[META_KEY] = self.session.to_dict()
        self.game = game
        try:
            replace_record(self.path, GameRecord.of(game))
            # the lock was on the replaced file: take it on the new one
            unlock_save(self._lock)
            self._lock = lock_save(self.path)
            self._writer = RecordWriter(self.path, resume=True)
        except (OSError, SessionError) as exc:
            self._fail(f"autosave stopped: {exc}")
        self._listen(game)
        self._store_history()

    def close(self) -> None:
        """Write what is pending (record lines, the match in the history) and close.

        Afterwards :attr:`error` and :attr:`history_error` say what could not be saved.
        Closing again does nothing.
        """
        if self._closed:
            return
        self._closed = True
        if self._writer is not None:
            missing = self._writer.unwritten
            try:
                self._writer.close()
            except OSError as exc:
                self.error = (f"autosave: the last {missing} bytes of the game could not be "
                              f"written ({exc.strerror or exc}); {self.path.name} holds the "
                              "game up to its last whole line and resumes from there")
            self._writer = None
        if self._history is not None:
            self._history.close(self._match_entry)
        unlock_save(self._lock)
        self._lock = None


def _open_history(history: bool | Path, record: Path) -> HistoryWriter | None:
    """The history writer of the game saved in ``record`` (whose directory's other
    saves are caught up), or ``None`` without history."""
    if history is False:
        return None
    from mahjong_tui.persistence.history.writer import HistoryWriter

    return HistoryWriter(history, saves=record.parent, exclude=record)


def autosave_live_session(session: Any, levels: Sequence[str | None], *,
                          mode: str | None = None, directory: Path | None = None,
                          history: bool | Path = True) -> Autosave | None:
    """Start saving a new table session's game, and make its bots undo-safe.

    The one hook the UI needs when it starts a new game (``ui/setup.py``,
    ``new_session``): ``autosave_live_session(session, spec.levels, mode=...)``.
    ``session`` is a ``LiveSession`` (duck-typed: ``game``, ``humans``,
    ``agents``); its bot agents are replaced by
    :class:`mahjong_tui.persistence.undo.PerDecisionBot` of the same levels (so undo and
    resume continue exactly as the game would have) and it gains an
    ``autosave`` attribute (``None`` when the file could not be created; the
    reason is then in ``autosave_error``).
    """
    from mahjong_tui.persistence.undo import PerDecisionBot

    game: Game = session.game
    humans = tuple(session.humans)
    bot_levels = tuple(None if p in humans else levels[p] for p in range(4))
    for p, level in enumerate(bot_levels):
        if level is not None and session.agents[p] is not None:
            # no bots package (fallback bot) or an unknown level: keep the agent
            with contextlib.suppress(ImportError, ValueError):
                session.agents[p] = PerDecisionBot(level, game.seed, p)
    save: Autosave | None = None
    session.autosave_error = None
    try:
        save = Autosave.start(game, humans=humans, bot_levels=bot_levels, mode=mode,
                              directory=directory, history=history)
    except OSError as exc:
        session.autosave_error = f"autosave off: {exc.strerror or exc}"
    except RecordError as exc:  # the new file could not be opened again to lock it
        session.autosave_error = f"autosave off: {exc}"
    session.autosave = save
    return save
