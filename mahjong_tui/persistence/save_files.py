"""Save files on disk: where they live, their names, reading them back, rewriting one.

Files live in ``<data dir>/games/`` (:func:`saves_dir`), one new file per game,
named ``YYYYMMDD-HHMMSS-xxxxxx.jsonl`` (:func:`new_save_path`); the stem is the
match id in the history database. Each is a game record (``docs/record-format.md``)
whose header carries the session (:mod:`mahjong_tui.persistence.save_session`).
:func:`list_saves` reads only the header and the end of each file; a file that
cannot be read (corrupt, foreign, future version) is reported with a one-line
message and is never written to, renamed or deleted. :func:`load_saved` rebuilds a
game, forgiving damage only at the very end of the file. :func:`replace_record`
rewrites a save atomically (undo).
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import GameRecord, RecordError, replay
from mahjong_tui.engine.record_input import parse_line
from mahjong_tui.persistence.paths import FILE_MODE, make_private_dir
from mahjong_tui.persistence.save_session import META_KEY, Session, SessionError

__all__ = ["SAVES_SUBDIR", "Loaded", "SavedGame", "latest_unfinished", "list_saves",
           "load_saved", "new_save_path", "rebuild", "replace_record", "saves_dir"]

SAVES_SUBDIR = "games"
"""Sub-directory of the data directory holding the record files."""

_TAIL_BYTES = 4096


def _now() -> datetime:
    return datetime.now(UTC)


def saves_dir() -> Path:
    """``<data dir>/games`` (not created here)."""
    from mahjong_tui.persistence.paths import data_dir

    return data_dir() / SAVES_SUBDIR


def new_save_path(directory: Path | None = None) -> Path:
    """A new, empty, never-used file in ``directory`` (created, so no other game takes it)."""
    directory = make_private_dir(directory if directory is not None else saves_dir())
    while True:
        stamp = _now().strftime("%Y%m%d-%H%M%S")
        path = directory / f"{stamp}-{secrets.token_hex(3)}.jsonl"
        try:
            # the owner's only: a save shows every hidden tile of the game
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE))
            return path
        except FileExistsError:
            continue





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
        header = parse_line(first)  # bounded: a crafted first line is foreign, not fatal
        if not isinstance(header, dict) or header.get("format") != "mahjong-tui-record":
            raise ValueError
    except ValueError:
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

    Files that another save genuinely ``continues`` are left out (they were
    superseded): see :func:`_continues`. A save merely naming another file does
    not hide it.
    """
    directory = directory if directory is not None else saves_dir()
    if not directory.is_dir():
        return []
    saves = [_peek(p) for p in directory.glob("*.jsonl") if p.is_file()]
    by_name = {s.path.name: s for s in saves}
    superseded = {s.session.continues for s in saves
                  if s.session is not None and s.session.continues is not None
                  and _continues(s, by_name.get(s.session.continues))}
    saves = [s for s in saves if s.path.name not in superseded]
    # Newest first; the name (a timestamp) breaks mtime ties.
    saves.sort(key=lambda s: (s.mtime, s.path.name), reverse=True)
    return saves


def _continues(later: SavedGame, earlier: SavedGame | None) -> bool:
    """``later`` is the continuation of ``earlier``: another, older file of the same
    match, played the same way (their sessions differ only in ``continues``)."""
    if (earlier is None or earlier.path == later.path or earlier.session is None
            or later.session is None or earlier.mtime > later.mtime):
        return False
    return replace(later.session, continues=earlier.session.continues) == earlier.session


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
    game = _replay(record, partial_tail=True)
    return Loaded(game, session, len(record.lines), damaged)


def rebuild(record: GameRecord) -> Game:
    """The game a complete record describes, continuing as the original would (later
    hands are shuffled from the same seeded stream).

    Raises:
        RecordError: the record does not replay (one-line message).
    """
    return _replay(record)


def _replay(record: GameRecord, *, partial_tail: bool = False) -> Game:
    """:func:`mahjong_tui.engine.record.replay`, with any unexpected failure on malformed
    input turned into a one-line :class:`RecordError` (a save is untrusted input)."""
    try:
        return replay(record, partial_tail=partial_tail)
    except RecordError:
        raise
    except Exception as exc:
        raise RecordError("corrupt", f"the record cannot be replayed "
                          f"({type(exc).__name__}: {exc})") from None


def replace_record(path: Path, record: GameRecord) -> None:
    """Write ``record`` over ``path`` atomically: a temporary file beside it, flushed
    and synced, then renamed over it (a failure leaves ``path`` as it was).

    Raises:
        OSError: the temporary file cannot be written or renamed.
    """
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
    os.fchmod(fd, FILE_MODE)  # also a .tmp left over by an earlier failure
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(record.to_jsonl())
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
