"""Writing a file so that a failure never loses what was there before.

Every command that writes a whole file (``score --batch --out``, ``export -o``,
``simulate --log``, settings, an undo's rewritten save) goes through
:class:`ReplaceOnSuccess`: the new content goes to a temporary file in the same
directory, which is flushed, synced and renamed over the target only when all
of it was written; on any error the temporary file is removed and the target
is exactly as it was. :func:`refuse_same_file` stops a command from writing
over its own input (also through a symbolic or hard link). :func:`open_input`
opens a command's input only if it is a regular file (a FIFO would block, a
device such as ``/dev/zero`` never ends); :func:`refuse_special_output` stops a
command from replacing an output path that is not a regular file (a symbolic
link, a device, a FIFO, a directory: it is refused, never written through).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path
from types import TracebackType
from typing import IO

__all__ = ["InputFileError", "NotRegularFileError", "ReplaceOnSuccess", "SameFileError",
           "is_same_file", "open_input", "refuse_same_file", "refuse_special_output",
           "write_text_atomic"]


class NotRegularFileError(OSError):
    """An output path exists and is not a regular file; ``strerror`` is one line."""


def refuse_special_output(path: str | os.PathLike[str]) -> None:
    """Raise if ``path`` exists and is not a regular file.

    A symbolic link (even to a regular file), a device, a FIFO or a directory is
    never replaced nor written through: the command is refused and the path is
    left as it is. A missing path, or a regular file, passes.

    Raises:
        NotRegularFileError: ``strerror`` is ``"not a regular file"``.
    """
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise NotRegularFileError(errno.EEXIST, "not a regular file", os.fspath(path))


class InputFileError(ValueError):
    """An input file cannot be read (missing, not a regular file); the message is one line."""


def open_input(path: str | os.PathLike[str]) -> IO[bytes]:
    """Open ``path`` for reading, in binary, only if it is a regular file.

    The file is opened without waiting (a FIFO would block until a writer came)
    and refused unless it is a regular file (a FIFO, a device such as
    ``/dev/zero``, a directory). Links are followed.

    Raises:
        InputFileError: ``"cannot read <path>: <reason>"``.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise InputFileError(f"cannot read {os.fspath(path)}: {exc.strerror or exc}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise InputFileError(f"cannot read {os.fspath(path)}: not a regular file")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


class SameFileError(ValueError):
    """An output would overwrite an input; the message is one line."""


def is_same_file(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    """Whether ``a`` and ``b`` are the same existing file (links included)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def refuse_same_file(output: str | os.PathLike[str], *inputs: str | os.PathLike[str]) -> None:
    """Raise if ``output`` is one of ``inputs``.

    Raises:
        SameFileError: ``"<output> is the input <input>"``.
    """
    for source in inputs:
        if is_same_file(output, source):
            raise SameFileError(f"{output} is the input {source}; choose another output file")


class ReplaceOnSuccess:
    """A text file written under a temporary name and renamed over ``path`` at the end.

    Use as a context manager; the file object is returned by ``__enter__``. If the
    block raises, the temporary file is deleted and ``path`` is untouched.

    Args:
        path: the file to (re)place.
        exclusive: refuse to replace an existing file (``FileExistsError`` at the
            rename; the new content is then discarded).
    """

    def __init__(self, path: str | os.PathLike[str], *, exclusive: bool = False) -> None:
        self.path = Path(path)
        self.exclusive = exclusive
        self._file: IO[str] | None = None
        self._tmp: Path | None = None

    def __enter__(self) -> IO[str]:
        fd, name = tempfile.mkstemp(dir=self.path.parent, prefix=f".{self.path.name}.",
                                    suffix=".tmp")
        self._tmp = Path(name)
        self._file = os.fdopen(fd, "w", encoding="utf-8", newline="")
        return self._file

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        assert self._file is not None and self._tmp is not None
        try:
            if kind is None:
                self._file.flush()
                os.fsync(self._file.fileno())
            self._file.close()
            if kind is None:
                if self.exclusive:
                    # link() fails if the target exists: no window where it is replaced
                    os.link(self._tmp, self.path)
                else:
                    os.replace(self._tmp, self.path)
        finally:
            with contextlib.suppress(OSError):
                self._tmp.unlink()


def write_text_atomic(path: str | os.PathLike[str], text: str, *,
                      exclusive: bool = False) -> None:
    """Write ``text`` to ``path`` whole or not at all (see :class:`ReplaceOnSuccess`).

    Raises:
        OSError: the file cannot be written (``path`` is then unchanged);
            ``FileExistsError`` with ``exclusive`` when ``path`` exists.
    """
    with ReplaceOnSuccess(path, exclusive=exclusive) as f:
        f.write(text)
