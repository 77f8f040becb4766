"""An exclusive lock on a save file, so two programs never append to the same game."""

from __future__ import annotations

from pathlib import Path
from typing import IO

from mahjong_tui.persistence.save_session import SessionError

__all__ = ["lock_save", "unlock_save"]


def lock_save(path: Path) -> IO[bytes] | None:
    """Take an exclusive advisory lock on a save, so two programs never append to it.

    Released by :func:`unlock_save` or when the process ends (even killed). Where
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


def unlock_save(handle: IO[bytes] | None) -> None:
    """Release a lock taken by :func:`lock_save` (``None``: nothing to release)."""
    if handle is not None and not handle.closed:
        handle.close()  # closing the descriptor releases the lock
