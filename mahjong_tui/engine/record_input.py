"""Reading game records as untrusted input: bounded, streamed, every field checked.

A record file may come from anywhere (a hand edit, another program, a device or
a pipe given by mistake), so nothing in it is trusted before it is checked:

* only regular files are read (a FIFO would block, ``/dev/zero`` never ends);
* the file is read line by line, at most :data:`MAX_RECORD_BYTES` in all and
  :data:`MAX_LINE_BYTES` per line, so memory stays proportional to the record;
* each line is parsed without ``NaN``/``Infinity``, with integers of at most
  :data:`MAX_INT_DIGITS` digits and nesting at most :data:`MAX_DEPTH` deep;
* the header and every line are checked for the types and ranges the replay
  needs, so a bad value is a one-line :class:`RecordError` (``corrupt: ...``)
  instead of an exception deep inside the engine.

Limits are far above what a real record needs: a whole 16-hand match is about
400 KB, its longest line under 2 KB and its deepest nesting 6.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from collections.abc import Iterator
from typing import IO, Any, TypeGuard

from mahjong_tui.engine.record import FORMAT, VERSION, RecordError

__all__ = [
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "MAX_LINE_BYTES",
    "MAX_RECORD_BYTES",
    "WALLS",
    "check_header",
    "check_line",
    "iter_file_lines",
    "open_record",
    "parse_line",
    "read_record",
]

MAX_RECORD_BYTES = 16 * 1024 * 1024
"""Largest record file read (a whole 16-hand match is about 400 KB)."""
MAX_LINE_BYTES = 1024 * 1024
"""Longest line read (a record's longest line is under 2 KB)."""
MAX_INT_DIGITS = 40
"""Most digits of an integer in a record (seeds are at most 20)."""
MAX_DEPTH = 32
"""Deepest nesting of arrays and objects in a line (real lines reach 6)."""
MAX_SEED = 2**64
"""Seeds lie in ``-MAX_SEED < seed < MAX_SEED``."""
WALLS = ("seeded", "stored")
"""Values of the header's ``walls``: every wall is the one the seed deals, or the
walls are the chance lines' own (stacked walls, duplicate play)."""


def open_record(path: str | os.PathLike[str]) -> IO[bytes]:
    """Open a record file for reading; only a regular file of bounded size.

    Raises:
        RecordError: ``unreadable`` (missing, a directory, a device or pipe, no
            permission) or ``too large``.
    """
    try:
        # O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise RecordError("unreadable", f"{exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RecordError("unreadable", "not a regular file")
        if info.st_size > MAX_RECORD_BYTES:
            raise RecordError("too large", f"{info.st_size} bytes; a record is at most "
                              f"{MAX_RECORD_BYTES // (1024 * 1024)} MB")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def iter_file_lines(f: IO[bytes]) -> Iterator[bytes]:
    """The file's lines as bytes (with their newline), bounded in length and total.

    Raises:
        RecordError: ``too large`` when a line or the whole file is over its limit,
            ``unreadable`` on an I/O error.
    """
    total = 0
    while True:
        try:
            line = f.readline(MAX_LINE_BYTES + 1)
        except OSError as exc:
            if exc.errno == errno.EISDIR:
                raise RecordError("unreadable", "a directory, not a file") from None
            raise RecordError("unreadable", f"{exc.strerror or exc}") from None
        if not line:
            return
        total += len(line)
        if len(line) > MAX_LINE_BYTES:
            raise RecordError("too large", f"a line is longer than {MAX_LINE_BYTES} bytes")
        if total > MAX_RECORD_BYTES:
            raise RecordError("too large", f"more than {MAX_RECORD_BYTES // (1024 * 1024)} "
                              "MB; not a mahjong-tui record")
        yield line


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"an integer of {len(text)} digits")
    return int(text)


_DECODER = json.JSONDecoder(parse_constant=_no_constant, parse_int=_bounded_int)


def parse_line(raw: bytes) -> Any:
    """One line as JSON (without its newline), or ``ValueError`` with the reason.

    Raises:
        ValueError: not UTF-8, not JSON, ``NaN``/``Infinity``, an integer of more
            than :data:`MAX_INT_DIGITS` digits, or nested deeper than :data:`MAX_DEPTH`.
    """
    text = raw.decode("utf-8")  # UnicodeDecodeError is a ValueError
    if _bracket_depth_over(text, MAX_DEPTH):
        raise ValueError(f"nested more than {MAX_DEPTH} deep")
    try:
        return _DECODER.decode(text)
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise ValueError("nested too deep") from None


def _bracket_depth_over(text: str, limit: int) -> bool:
    """Whether brackets outside strings nest deeper than ``limit`` (cheap pre-check:
    only lines with many brackets are scanned)."""
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _corrupt(detail: str) -> RecordError:
    return RecordError("corrupt", detail)


def check_header(header: dict[str, Any]) -> None:
    """Check the header's fields (after ``format`` and ``version``).

    Raises:
        RecordError: ``corrupt``, naming the first bad field.
    """
    seed = header.get("seed")
    if not _is_int(seed):
        raise _corrupt("header: seed must be an integer")
    if not -MAX_SEED < seed < MAX_SEED:
        raise _corrupt("header: seed is out of range")
    ruleset = header.get("ruleset")
    if not isinstance(ruleset, dict):
        raise _corrupt("header: ruleset must be an object")
    for key, value in ruleset.items():
        if _is_int(value) and not 0 <= value <= 10**9:
            raise _corrupt(f"header: ruleset field {key!r} is out of range")
    per_match = ruleset.get("hands_per_match", 16)
    if not _is_int(per_match) or not 1 <= per_match <= 1000:
        raise _corrupt("header: ruleset field 'hands_per_match' must be 1..1000")
    players = header.get("players")
    if (not isinstance(players, list) or len(players) != 4
            or not all(isinstance(p, str) and len(p) <= 200 for p in players)):
        raise _corrupt("header: players must be a list of 4 names")
    options = header.get("options")
    if not isinstance(options, dict):
        raise _corrupt("header: options must be an object")
    if options.get("draw_mode") not in ("wall", "per_seat"):
        raise _corrupt("header: options.draw_mode must be 'wall' or 'per_seat'")
    for key in ("hands", "start_hand"):
        value = options.get(key)
        if not _is_int(value) or not 0 <= value <= per_match:
            raise _corrupt(f"header: options.{key} must be an integer 0..{per_match}")
    dealer = options.get("first_dealer")
    if dealer is not None and (not _is_int(dealer) or not 0 <= dealer <= 3):
        raise _corrupt("header: options.first_dealer must be null or a player 0..3")
    meta = header.get("meta")
    if meta is not None and not isinstance(meta, dict):
        raise _corrupt("header: meta must be an object")
    walls = header.get("walls", "stored")
    if walls not in WALLS:
        raise _corrupt("header: walls must be 'seeded' or 'stored'")


def check_line(obj: dict[str, Any], n: int) -> None:
    """Check one line after the header (``n`` is its 1-based line number).

    Raises:
        RecordError: ``corrupt``, naming the line and the problem.
    """
    kind = obj.get("t")
    if kind == "action":
        player = obj.get("player")
        if not _is_int(player) or not 0 <= player <= 3:
            raise _corrupt(f"line {n}: the action's player must be 0..3")
        action = obj.get("action")
        if not isinstance(action, str) or len(action) > 200:
            raise _corrupt(f"line {n}: the action must be text")
    elif kind == "event":
        event = obj.get("event")
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise _corrupt(f"line {n}: the event must be an object with a type")
    elif kind == "chance":
        dice = obj.get("dice")
        extra = obj.get("extra", [])
        # MCR throws twice; Sichuan once, with its other dice in ``extra``.
        ok = (_is_int(obj.get("hand")) and isinstance(obj.get("wall"), str)
              and isinstance(dice, list) and len(dice) in (1, 2)
              and all(isinstance(d, list) and len(d) == 2 and all(_is_int(x) for x in d)
                      for d in dice)
              and isinstance(extra, list) and len(extra) <= 1000
              and all(_is_int(x) for x in extra))
        if not ok:
            raise _corrupt(f"line {n}: malformed chance line")
    else:
        raise _corrupt(f"line {n} has no valid entry type")


def read_record(f: IO[bytes], *, forgive_tail: bool = False
                ) -> tuple[dict[str, Any], list[dict[str, Any]], bool]:
    """Parse a record stream line by line: ``(header, lines, damaged_tail)``.

    Args:
        f: the open file (see :func:`open_record`).
        forgive_tail: a last line without its newline that cannot be used is
            dropped (an autosave cut short) instead of being an error.

    Returns:
        The header, every following line, and whether the last line lacked its
        newline (kept if it parsed, dropped otherwise).

    Raises:
        RecordError: one line naming the first problem.
    """
    header: dict[str, Any] | None = None
    lines: list[dict[str, Any]] = []
    damaged = False
    pending: bytes | None = None  # one line of look-ahead, to know which is the last
    n = 0
    for raw in iter_file_lines(f):
        if pending is not None:
            n += 1
            header = _take(pending, n, header, lines, last=False)
        pending = raw
    if pending is None:
        raise RecordError("foreign", "the file is empty, not a mahjong-tui record")
    n += 1
    damaged = not pending.endswith(b"\n")
    try:
        header = _take(pending, n, header, lines, last=True)
    except RecordError:
        if not (forgive_tail and damaged and n > 1):
            raise
    if header is None:  # pragma: no cover - _take sets it on line 1
        raise RecordError("foreign", "the file is empty, not a mahjong-tui record")
    from mahjong_tui.engine.record import upgrade_lines

    return header, upgrade_lines(header["version"], lines), damaged


def _take(raw: bytes, n: int, header: dict[str, Any] | None, lines: list[dict[str, Any]],
          *, last: bool) -> dict[str, Any] | None:
    """Parse and check line ``n``; the header (line 1) is returned, others appended."""
    body = raw[:-1] if raw.endswith(b"\n") else raw
    if n == 1 and not body.strip():
        raise RecordError("foreign", "the file is empty, not a mahjong-tui record")
    try:
        obj = parse_line(body)
    except UnicodeDecodeError:
        raise RecordError("foreign" if n == 1 else "corrupt",
                          "the file is not UTF-8 text" if n == 1
                          else f"line {n} is not UTF-8 text") from None
    except ValueError as exc:
        if n == 1:
            raise RecordError("foreign", "the first line is not JSON: not a "
                              "mahjong-tui record") from None
        if last and not raw.endswith(b"\n"):
            raise RecordError("truncated", f"line {n} (the last) is incomplete") from None
        reason = "is not valid JSON" if isinstance(exc, json.JSONDecodeError) else f"({exc})"
        raise RecordError("corrupt", f"line {n} {reason}") from None
    if not isinstance(obj, dict):
        if n == 1:
            raise RecordError("foreign", "the first line is not a mahjong-tui header")
        raise RecordError("corrupt", f"line {n} is not a JSON object")
    if n == 1:
        _check_format(obj)
        check_header(obj)
        return obj
    check_line(obj, n)
    lines.append(obj)
    return header


def _check_format(header: dict[str, Any]) -> None:
    if header.get("format") != FORMAT:
        raise RecordError("foreign", "the first line is not a mahjong-tui record header")
    version = header.get("version")
    if not _is_int(version):
        raise RecordError("corrupt", "the header has no format version")
    if version > VERSION:
        raise RecordError("future version", f"format version {version} is newer than "
                          f"this program reads ({VERSION}); update mahjong-tui")
    if version < 1:
        raise RecordError("corrupt", f"format version {version} does not exist")
