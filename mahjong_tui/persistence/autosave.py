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
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from mahjong_tui.engine.actions import ActionParseError, parse_action
from mahjong_tui.engine.events import HandEnded, MatchEnded
from mahjong_tui.engine.game import Game, IllegalActionError, RecordEntry
from mahjong_tui.engine.record import (
    GameRecord,
    RecordError,
    RecordWriter,
    entry_to_dict,
    replay,
)
from mahjong_tui.engine.rules import ruleset_from_dict

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
    "resimulate",
    "saves_dir",
    "session_of",
]

SAVES_SUBDIR = "games"
"""Sub-directory of the data directory holding the record files."""

MODES = ("bots", "hotseat", "watch")
"""``bots``: one human against bots; ``hotseat``: several humans at one keyboard
(bots in the other seats); ``watch``: bots only."""

META_KEY = "session"
"""Key of the session object in the record header's ``meta``."""

_TAIL_BYTES = 4096


class SessionError(ValueError):
    """A save cannot be resumed; the message is one line."""


@dataclass(frozen=True, slots=True)
class Session:
    """How a saved game is played (stored in the record header's ``meta.session``).

    Attributes:
        mode: one of :data:`MODES`.
        humans: players chosen by people at this keyboard.
        bot_levels: per player, the bot level (``None`` for a human seat).
        match_uid: the match id (the record file's stem when it was started).
        started_at: ISO-8601 UTC start of the match.
        continues: name of the damaged file this save continues, if any.
    """

    mode: str
    humans: tuple[int, ...]
    bot_levels: tuple[str | None, ...]
    match_uid: str
    started_at: str
    continues: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "mode": self.mode,
            "humans": list(self.humans),
            "bot_levels": list(self.bot_levels),
            "match_uid": self.match_uid,
            "started_at": self.started_at,
            "continues": self.continues,
        }

    @classmethod
    def from_dict(cls, data: object) -> Session:
        """Read the JSON form back.

        Raises:
            SessionError: missing or malformed fields.
        """
        if not isinstance(data, dict):
            raise SessionError("not a saved game (the record has no session information)")
        try:
            mode = data["mode"]
            humans = tuple(data["humans"])
            levels = tuple(data["bot_levels"])
            uid = data["match_uid"]
            started = data["started_at"]
            continues = data.get("continues")
        except (KeyError, TypeError):
            raise SessionError("damaged session information in the record header") from None
        ok = (
            mode in MODES
            and all(isinstance(p, int) and 0 <= p <= 3 for p in humans)
            and len(set(humans)) == len(humans)
            and len(levels) == 4
            and all((lv is None) == (p in humans) for p, lv in enumerate(levels))
            and all(lv is None or isinstance(lv, str) for lv in levels)
            and isinstance(uid, str)
            and isinstance(started, str)
            and (continues is None or isinstance(continues, str))
        )
        if not ok:
            raise SessionError("damaged session information in the record header")
        return cls(mode, humans, levels, uid, started, continues)


def session_of(game: Game) -> Session | None:
    """The session stored in ``game.meta`` (``None`` if the game has none)."""
    data = game.meta.get(META_KEY)
    if data is None:
        return None
    return Session.from_dict(data)


def _now() -> datetime:
    return datetime.now(UTC)


def saves_dir() -> Path:
    """``<data dir>/games`` (not created here)."""
    from mahjong_tui.persistence.paths import data_dir

    return data_dir() / SAVES_SUBDIR


def new_save_path(directory: Path | None = None) -> Path:
    """A new, empty, never-used file in ``directory`` (created, so no other game takes it)."""
    directory = directory if directory is not None else saves_dir()
    directory.mkdir(parents=True, exist_ok=True)
    while True:
        stamp = _now().strftime("%Y%m%d-%H%M%S")
        path = directory / f"{stamp}-{secrets.token_hex(3)}.jsonl"
        try:
            with open(path, "x", encoding="utf-8"):
                return path
        except FileExistsError:
            continue


def _mode_of(humans: Sequence[int]) -> str:
    return "watch" if not humans else "bots" if len(humans) == 1 else "hotseat"


# -- reading saves ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A record file in the saves directory, as :func:`list_saves` sees it.

    Attributes:
        path: the file.
        mtime: its modification time (seconds since the epoch).
        session: its session, ``None`` if unreadable.
        finished: the match ended (its last event is ``MatchEnded``).
        error: one-line reason the file cannot be resumed, else ``None``.
    """

    path: Path
    mtime: float
    session: Session | None
    finished: bool
    error: str | None = None


def _first_line(path: Path) -> bytes:
    with open(path, "rb") as f:
        return f.readline(1 << 20)


def _tail(path: Path) -> bytes:
    with open(path, "rb") as f:
        f.seek(0, os.SEEK_END)
        size = f.tell()
        f.seek(max(0, size - _TAIL_BYTES))
        return f.read()


def _peek(path: Path) -> SavedGame:
    """Header and end of a file only (cheap); the full check happens on resume."""
    try:
        mtime = path.stat().st_mtime
        first = _first_line(path)
        tail = _tail(path)
    except OSError as exc:
        return SavedGame(path, 0.0, None, False, f"unreadable: {exc.strerror or exc}")
    try:
        header = json.loads(first.decode("utf-8"))
        if not isinstance(header, dict) or header.get("format") != "mahjong-tui-record":
            raise ValueError
    except (UnicodeDecodeError, ValueError):
        return SavedGame(path, mtime, None, False, "foreign: not a mahjong-tui record")
    from mahjong_tui.engine.record import VERSION

    version = header.get("version")
    if isinstance(version, int) and version > VERSION:
        return SavedGame(path, mtime, None, False,
                         f"future version: format version {version} is newer than this "
                         f"program reads ({VERSION}); update mahjong-tui")
    meta = header.get("meta")
    try:
        session = Session.from_dict(meta.get(META_KEY) if isinstance(meta, dict) else None)
    except SessionError as exc:
        return SavedGame(path, mtime, None, False, str(exc))
    finished = b'"type":"MatchEnded"' in tail
    return SavedGame(path, mtime, session, finished)


def list_saves(directory: Path | None = None) -> list[SavedGame]:
    """Every ``*.jsonl`` file in the saves directory, newest first.

    Files that another save ``continues`` are left out (they were superseded).
    """
    directory = directory if directory is not None else saves_dir()
    if not directory.is_dir():
        return []
    saves = [_peek(p) for p in directory.glob("*.jsonl") if p.is_file()]
    superseded = {s.session.continues for s in saves if s.session and s.session.continues}
    saves = [s for s in saves if s.path.name not in superseded]
    # Newest first; the name (a timestamp) breaks mtime ties.
    saves.sort(key=lambda s: (s.mtime, s.path.name), reverse=True)
    return saves


def latest_unfinished(directory: Path | None = None) -> SavedGame | None:
    """The most recently written save that has not finished (readable or not)."""
    for save in list_saves(directory):
        if not save.finished:
            return save
    return None


@dataclass(frozen=True, slots=True)
class Loaded:
    """A save rebuilt in memory by :func:`load_saved`.

    Attributes:
        game: the game in the state after the last action on disk.
        session: how it is played (``None`` for a plain record, see :func:`load_saved`).
        lines_on_disk: how many record lines (header excluded) of the file
            match the game; the rest of ``game.entries`` must still be written.
        damaged_tail: the file's last line is cut short (continue in a new file).
    """

    game: Game
    session: Session | None
    lines_on_disk: int
    damaged_tail: bool


def _parse_forgiving_tail(path: Path) -> tuple[GameRecord, bool]:
    """Parse a record file (bounded, every field checked: ``engine.record_input``); a
    last line without its newline is a damaged tail, dropped unless it parses."""
    from mahjong_tui.engine.record_input import open_record, read_record

    with open_record(path) as f:
        header, lines, damaged = read_record(f, forgive_tail=True)
    return GameRecord(header, lines), damaged


def load_saved(path: Path, *, session_required: bool = True) -> Loaded:
    """Rebuild a saved game, forgiving only damage at the very end of the file.

    The game is the state after the last action whose line is on disk: if the
    events of that action are missing or the last line is cut short, they are
    regenerated (the game is a function of the seed and the actions).

    Raises:
        RecordError: the file is unreadable, corrupt before its last line,
            foreign, tampered or of a future version (one-line message).
        SessionError: the record is not a saved game of this program (only
            with ``session_required``; else ``Loaded.session`` may be ``None``).
    """
    record, damaged = _parse_forgiving_tail(path)
    meta = record.header.get("meta")
    data = meta.get(META_KEY) if isinstance(meta, dict) else None
    session = (Session.from_dict(data) if data is not None or session_required
               else None)
    actions = [i for i, line in enumerate(record.lines) if line.get("t") == "action"]
    try:
        game = _replay(record)  # the one replay routine (engine.record.replay)
        return Loaded(game, session, len(record.lines), damaged)
    except RecordError as exc:
        if exc.kind != "truncated":
            raise
        if not actions:
            # cut during the first deal: the lines there are the start of the game
            natural = resimulate(record)
            if natural is None:
                raise
            return Loaded(natural, session, len(record.lines), damaged)
    # The last action is on disk but not all it caused: replay up to it, apply it,
    # and check that what is on disk after it is the start of what it causes.
    last = actions[-1]
    game = _replay(GameRecord(record.header, record.lines[:last]))
    line = record.lines[last]
    try:
        game.apply(line["player"], parse_action(line["action"]))
    except (KeyError, TypeError, ActionParseError, IllegalActionError) as exc:
        raise RecordError("tampered", f"line {last + 2}: bad last action ({exc})") from None
    for offset, stored in enumerate(record.lines[last:]):
        if entry_to_dict(game.entries[last + offset]) != stored:
            raise RecordError("tampered", f"line {last + offset + 2} differs from the replay")
    return Loaded(game, session, len(record.lines), damaged)


def resimulate(record: GameRecord) -> Game | None:
    """Play the record's actions on a game built from the seed alone.

    :func:`load_saved` uses it only for a save cut during its first deal (before
    any action), which :func:`mahjong_tui.engine.record.replay` reports as truncated;
    everything else is rebuilt by ``replay``. Returns ``None`` when anything
    differs from the stored lines or goes wrong (stacked walls, damage). Stored
    lines may stop anywhere: they must be the start of what the game produces.
    """
    h = record.header
    lines = record.lines
    try:
        opts = h["options"]
        game = Game.new(int(h["seed"]), ruleset_from_dict(h["ruleset"]), tuple(h["players"]),
                        draw_mode=opts["draw_mode"], hands=opts["hands"],
                        start_hand=opts["start_hand"], first_dealer=opts["first_dealer"],
                        meta=h.get("meta") or {})
        checked = 0
        for i, line in enumerate(lines):
            if line["t"] != "action":
                continue
            if len(game.entries) != i:
                return None
            while checked < i:
                if entry_to_dict(game.entries[checked]) != lines[checked]:
                    return None
                checked += 1
            game.apply(line["player"], parse_action(line["action"]))
        if len(game.entries) < len(lines):
            return None
        while checked < len(lines):
            if entry_to_dict(game.entries[checked]) != lines[checked]:
                return None
            checked += 1
    except Exception:  # any malformed input: let replay() explain it
        return None
    return game


def rebuild(record: GameRecord) -> Game:
    """The game a complete record describes, continuing as the original would
    (:func:`mahjong_tui.engine.record.replay`: seeded walls come from the seed, stored
    walls from the chance lines, and the shuffler advances the same either way).

    Raises:
        RecordError: the record does not replay (one-line message).
    """
    return _replay(record)


def _replay(record: GameRecord) -> Game:
    """:func:`mahjong_tui.engine.record.replay`, with any unexpected failure on malformed
    input turned into a one-line :class:`RecordError` (a save is untrusted input)."""
    try:
        return replay(record)
    except RecordError:
        raise
    except Exception as exc:
        raise RecordError("corrupt", f"the record cannot be replayed "
                          f"({type(exc).__name__}: {exc})") from None


# -- writing ---------------------------------------------------------------------


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
            started_at=_now().strftime("%Y-%m-%dT%H:%M:%SZ"),
        )
        Session.from_dict(session.to_dict())  # validate
        game.meta[META_KEY] = session.to_dict()
        lock = _lock(path)
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
        lock = _lock(path)  # before reading: another program may be writing it
        try:
            loaded = load_saved(path)
            game, session = loaded.game, loaded.session
            assert session is not None  # load_saved requires it
            if game.is_over:
                raise SessionError("this game is already finished")
            if loaded.damaged_tail:
                new_path = new_save_path(directory if directory is not None else path.parent)
                _unlock(lock)
                lock = _lock(new_path)
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
            _unlock(lock)
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
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(GameRecord.of(game).to_jsonl())
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
            # the lock was on the replaced file: take it on the new one
            _unlock(self._lock)
            self._lock = _lock(self.path)
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
        _unlock(self._lock)
        self._lock = None


def _lock(path: Path) -> IO[bytes] | None:
    """Take an exclusive advisory lock on a save, so two programs never append to it.

    Released by :func:`_unlock` or when the process ends (even killed). Where
    ``fcntl`` is missing (Windows) there is no lock.

    Raises:
        SessionError: another program holds the lock.
        RecordError: the file cannot be opened, or is not a regular file.
    """
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        return None
    from mahjong_tui.engine.record_input import open_record

    handle = open_record(path)  # a regular file only (a FIFO would block here); held open
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        raise SessionError("this game is open in another mahjong-tui") from None
    return handle


def _unlock(handle: IO[bytes] | None) -> None:
    if handle is not None and not handle.closed:
        handle.close()  # closing the descriptor releases the lock


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
