"""Appending whole lines to a file: a failed write leaves the file as it was.

A record is read back line by line, so a line cut in the middle (a full disk
refusing the second half of a write) would make the whole file end in a damaged
line. :class:`LineAppender` writes with ``os.write`` and, when a write fails
part-way, cuts the file back to its last whole line before reporting the error.
The lines that were not written stay in memory and go out with the next write
or flush, so a problem that passes (space freed) loses nothing.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

__all__ = ["LineAppender"]

_CHUNK = 64 * 1024
"""Buffered lines are written once they reach this many bytes."""

_MODES = {
    "w": os.O_WRONLY | os.O_CREAT | os.O_TRUNC,
    "a": os.O_WRONLY | os.O_CREAT | os.O_APPEND,
    "x": os.O_WRONLY | os.O_CREAT | os.O_EXCL,
}


class LineAppender:
    """A file that only ever holds whole lines.

    Args:
        path: the file.
        mode: ``"w"`` (new or emptied), ``"a"`` (append) or ``"x"`` (must not exist).
        buffered: keep lines until :data:`_CHUNK` bytes or :meth:`flush`; else every
            :meth:`write` goes to the file at once.
        fsync: also force each write to the disk.

    Attributes:
        size: bytes in the file, all of them whole lines.
        unwritten: bytes accepted but not in the file yet (after a failure).
    """

    def __init__(self, path: str | os.PathLike[str], mode: str = "a", *,
                 buffered: bool = False, fsync: bool = False) -> None:
        self.path = Path(path)
        self.buffered = buffered
        self.fsync = fsync
        self._fd = os.open(self.path, _MODES[mode], 0o644)
        self.size = os.fstat(self._fd).st_size
        self._pending = bytearray()
        self._broken: str | None = None
        self.closed = False

    @property
    def unwritten(self) -> int:
        """Bytes of lines not yet in the file."""
        return len(self._pending)

    def write(self, text: str) -> None:
        """Add whole lines (``text`` ends with a newline).

        Raises:
            OSError: the lines could not be written now; they are kept and written
                with the next call (the file still holds only whole lines).
        """
        self._pending += text.encode("utf-8")
        if not self.buffered or len(self._pending) >= _CHUNK:
            self.flush()

    def flush(self) -> None:
        """Write every pending line, all or none.

        Raises:
            OSError: as for :meth:`write`.
        """
        if self._broken is not None:
            raise OSError(f"the file could not be cut back to its last whole line "
                          f"({self._broken}); nothing more is written to it")
        if not self._pending:
            return
        data = memoryview(self._pending)
        done = 0
        try:
            while done < len(data):
                done += os.write(self._fd, data[done:])
            if self.fsync:
                os.fsync(self._fd)
        except OSError:
            if done:
                self._cut_back()
            raise
        finally:
            data.release()
        self.size += done
        self._pending.clear()

    def _cut_back(self) -> None:
        try:
            os.ftruncate(self._fd, self.size)
            os.lseek(self._fd, self.size, os.SEEK_SET)  # not past the end (modes w, x)
        except OSError as exc:
            self._broken = exc.strerror or str(exc)

    def close(self) -> None:
        """Flush and close; the descriptor is closed even if the flush fails.

        Raises:
            OSError: pending lines could not be written (they are lost now).
        """
        if self.closed:
            return
        try:
            self.flush()
        finally:
            self.closed = True
            with contextlib.suppress(OSError):
                os.close(self._fd)
