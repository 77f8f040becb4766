"""Game records: JSON Lines with a format version (``docs/record-format.md``).

A record is a header line followed by every chance outcome (wall order and
dice of each hand), action and event, in the order they happened. Replaying
re-applies the actions to a fresh game built from the header and the chance
lines and checks that every regenerated line equals the stored one.
:class:`RecordWriter` appends lines as they happen (autosave).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mahjong_tui.engine.actions import ActionParseError, parse_action
from mahjong_tui.engine.events import event_to_dict
from mahjong_tui.engine.line_file import LineAppender
from mahjong_tui.engine.tiles import TileNotationError, format_tiles, parse_tiles
from mahjong_tui.engine.wall import Deal

if TYPE_CHECKING:
    from mahjong_tui.engine.game import Game, RecordEntry
    from mahjong_tui.engine.rules import Ruleset

__all__ = [
    "FORMAT",
    "VERSION",
    "GameRecord",
    "RecordError",
    "RecordWriter",
    "entry_to_dict",
    "load",
    "load_record",
    "loads",
    "make_header",
    "replay",
    "save",
    "upgrade_lines",
]

FORMAT = "mahjong-tui-record"
"""The ``format`` value of every header."""
VERSION = 2
"""The current format version. Version 2 added the Sichuan rulesets (a ruleset
``family`` in the header, one throw and ``extra`` dice in chance lines, setup
actions and events) and ``HandEnded.winners``; version 1 records are read by
upgrading their lines (:func:`upgrade_lines`)."""


class RecordError(ValueError):
    """A record that cannot be used; ``str(err)`` is one line starting with the
    kind: ``truncated``, ``corrupt``, ``tampered``, ``foreign`` or ``future version``.

    Attributes:
        kind: one of the kinds above.
    """

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind


def make_header(game: Game) -> dict[str, Any]:
    """The header line of ``game``'s record."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "seed": game.seed,
        "ruleset": game.ruleset.to_dict(),
        "players": list(game.players),
        "options": {
            "draw_mode": game.draw_mode,
            "hands": game.hands,
            "start_hand": game.start_hand,
            "first_dealer": game.first_dealer,
        },
        "meta": game.meta,
        "walls": walls_of(game),
    }


def walls_of(game: Game) -> str:
    """``"seeded"`` when ``game``'s first wall is the one its seed deals, else
    ``"stored"`` (explicit walls: the record's chance lines are the walls)."""
    from mahjong_tui.engine.game import Game

    first = next((e for e in game.entries if e[0] == "chance"), None)
    if first is None:
        return "seeded"
    fresh = Game.new(game.seed, game.ruleset, game.players,
                     draw_mode="per_seat" if game.draw_mode == "per_seat" else "wall",
                     hands=1, start_hand=game.start_hand, first_dealer=game.first_dealer)
    return "seeded" if entry_to_dict(fresh.entries[0]) == entry_to_dict(first) else "stored"


def entry_to_dict(entry: RecordEntry) -> dict[str, Any]:
    """The JSON form of one raw record entry."""
    kind, who, value = entry
    if kind == "event":
        return {"t": "event", "event": event_to_dict(value)}
    if kind == "action":
        return {"t": "action", "player": who, "action": value.text}
    deal: Deal = value
    throws = [list(deal.dealer_dice), list(deal.second_dice)] if deal.second_dice else [
        list(deal.dealer_dice)]
    line: dict[str, Any] = {"t": "chance", "hand": who, "wall": format_tiles(deal.tiles),
                            "dice": throws}
    if deal.extra_dice:
        line["extra"] = list(deal.extra_dice)
    return line


def upgrade_lines(version: int, lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The lines of a record of format ``version`` as the current version writes them.

    Version 1 -> 2: ``HandEnded`` events gain ``winners`` (the one winner, or none).
    """
    if version >= 2:
        return lines
    out = []
    for line in lines:
        event = line.get("event") if line.get("t") == "event" else None
        if isinstance(event, dict) and event.get("type") == "HandEnded" \
                and "winners" not in event:
            winner = event.get("winner")
            line = {**line, "event": {**event, "winners": [] if winner is None else [winner]}}
        out.append(line)
    return out


@dataclass(slots=True)
class GameRecord:
    """A record in memory.

    Attributes:
        header: the header line.
        lines: every following line, as dicts.
    """

    header: dict[str, Any]
    lines: list[dict[str, Any]]

    @classmethod
    def of(cls, game: Game) -> GameRecord:
        """The record of ``game`` so far."""
        return cls(make_header(game), [entry_to_dict(e) for e in game.entries])

    def to_jsonl(self) -> str:
        """The whole record as JSON Lines text."""
        out = [_dump(self.header)]
        out.extend(_dump(line) for line in self.lines)
        return "".join(out)

    def actions(self) -> list[tuple[int, str]]:
        """``(player, action text)`` of every action line."""
        return [(d["player"], d["action"]) for d in self.lines if d.get("t") == "action"]

    @property
    def is_complete(self) -> bool:
        """True when the match ended (the last event is ``MatchEnded``)."""
        for line in reversed(self.lines):
            if line.get("t") == "event":
                return bool(line["event"].get("type") == "MatchEnded")
        return False


def _dump(obj: dict[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n"


class RecordWriter:
    """Writes a record line by line, flushing as it goes (autosave).

    The file only ever holds whole lines: a write that fails (full disk) is undone
    and raises ``OSError``; the lines are kept and written with the next one.

    Use :meth:`attach` to write a game's record so far and every later entry, or
    :meth:`append` entries yourself.

    Args:
        path: the file to write.
        header: the header line (``game.header()``); written unless ``resume``.
        resume: append to an existing record instead of starting a new file.
        flush_each: flush (and fsync) after every line.
    """

    def __init__(self, path: str | os.PathLike[str], header: dict[str, Any] | None = None,
                 *, resume: bool = False, flush_each: bool = True, fsync: bool = False) -> None:
        self.path = Path(path)
        self.flush_each = flush_each
        self.fsync = fsync
        # whole lines only: a failed write leaves the file as it was (see line_file)
        self._file = LineAppender(self.path, "a" if resume else "w", buffered=not flush_each,
                                  fsync=fsync)
        if not resume:
            if header is None:
                raise ValueError("a new record needs a header")
            self._write(header)

    def _write(self, obj: dict[str, Any]) -> None:
        self._file.write(_dump(obj))

    def append(self, entry: RecordEntry | dict[str, Any]) -> None:
        """Append one entry (raw or already a dict)."""
        self._write(entry if isinstance(entry, dict) else entry_to_dict(entry))

    def attach(self, game: Game, *, already_written: int = 0) -> None:
        """Write ``game``'s entries after the first ``already_written`` and every
        later one as it happens."""
        for entry in game.entries[already_written:]:
            self.append(entry)
        game.add_listener(self.append)

    @property
    def unwritten(self) -> int:
        """Bytes of lines kept in memory because writing them failed (retried with
        the next line, :meth:`flush` or :meth:`close`)."""
        return self._file.unwritten

    def flush(self) -> None:
        """Push written lines to the file.

        Raises:
            OSError: they could not be written; they are kept for the next try.
        """
        self._file.flush()

    def close(self) -> None:
        """Flush and close."""
        self._file.close()

    def __enter__(self) -> RecordWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def save(record: GameRecord | Game, path: str | os.PathLike[str]) -> None:
    """Write a whole record (or a game's record) to ``path``."""
    if not isinstance(record, GameRecord):
        record = record.record
    assert isinstance(record, GameRecord)
    Path(path).write_text(record.to_jsonl(), encoding="utf-8")


def _parse_lines(text: str) -> GameRecord:
    return loads(text)


def load(path: str | os.PathLike[str]) -> GameRecord:
    """Read a record file.

    Raises:
        RecordError: unreadable, too large, truncated, corrupt, foreign or
            future-version file (``mahjong_tui.engine.record_input`` checks every field).
    """
    from mahjong_tui.engine.record_input import open_record, read_record

    with open_record(path) as f:
        header, lines, _ = read_record(f)
    return GameRecord(header, lines)


load_record = load
"""Alias of :func:`load`."""


def loads(text: str) -> GameRecord:
    """Parse a record from its JSON Lines text (see :func:`load`)."""
    import io

    from mahjong_tui.engine.record_input import read_record

    header, lines, _ = read_record(io.BytesIO(text.encode("utf-8")))
    return GameRecord(header, lines)


def _deal_of(line: dict[str, Any], n: int, ruleset: Ruleset) -> Deal:
    try:
        tiles = tuple(parse_tiles(line["wall"]))
        throws = line["dice"]
        if not isinstance(throws, list) or len(throws) not in (1, 2):
            raise ValueError("dice")
        dice = [tuple(_int(x) for x in throw) for throw in throws]
        extra = line.get("extra", [])
        if not isinstance(extra, list):
            raise ValueError("extra")
        deal = Deal(tiles, dice[0], dice[1] if len(dice) == 2 else (),
                    tuple(_int(x) for x in extra))
    except (KeyError, TypeError, ValueError, TileNotationError):
        raise RecordError("corrupt", f"line {n}: malformed chance line") from None
    try:
        ruleset.check_deal(deal)
    except ValueError as exc:
        raise RecordError("tampered", f"line {n}: {exc}") from None
    return deal


def _int(value: Any) -> int:
    if type(value) is not int:
        raise ValueError("not an integer")
    return value


def replay(record: GameRecord, *, on_step: Any = None, on_start: Any = None,
           partial_tail: bool = False) -> Game:
    """Rebuild the game by re-applying the record's actions, checking every
    regenerated line against the stored one.

    A header with ``"walls": "seeded"`` has every wall dealt from the seed, so the
    chance lines are regenerated and checked like the rest (an edited seed or wall
    is ``tampered``); otherwise (``"stored"``, or a record without ``walls``) the
    chance lines are the walls. ``on_start(game)`` is called before the first
    action, ``on_step(game)`` after each. With ``partial_tail`` a record may stop
    part way through what its last action caused (a save cut short by a crash): the
    stored lines must then be the start of it, and the rest is regenerated.

    This is the one replay routine: ``replay --verify``, ``export``, resume, undo
    and the replay viewer all rebuild games through it.

    Raises:
        RecordError: ``tampered`` when anything differs or an action is illegal,
            ``corrupt`` for malformed lines.
    """
    from mahjong_tui.engine.game import Game, IllegalActionError
    from mahjong_tui.rulesets import ruleset_from_dict

    h = record.header
    try:
        ruleset = ruleset_from_dict(h["ruleset"])
        opts = h["options"]
        deals = [_deal_of(line, n, ruleset) for n, line in enumerate(record.lines, start=2)
                 if line.get("t") == "chance"]
        seeded = h.get("walls") == "seeded"
        game = Game.new(int(h["seed"]), ruleset, tuple(h["players"]),
                        draw_mode=opts["draw_mode"], deals=() if seeded else deals,
                        hands=opts["hands"],
                        start_hand=opts["start_hand"], first_dealer=opts["first_dealer"],
                        meta=h.get("meta") or {})
    except RecordError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError("corrupt", f"bad header: {exc}") from None
    checked = 0

    def check_upto(limit: int) -> None:
        nonlocal checked
        entries = game.entries
        while checked < min(limit, len(entries)):
            got = entry_to_dict(entries[checked])
            want = record.lines[checked]
            if got != want and seeded and want.get("t") == "chance":
                raise RecordError("tampered", f"line {checked + 2}: the wall of hand "
                                  f"{want.get('hand')} is not the one seed {game.seed} "
                                  "deals (the seed or the wall was edited)")
            if got != want:
                raise RecordError("tampered", f"line {checked + 2} differs from the replay "
                                  f"({_short(want)} stored, {_short(got)} replayed)")
            checked += 1

    if on_start is not None:
        on_start(game)
    for i, line in enumerate(record.lines):
        if line["t"] != "action":
            continue
        check_upto(i)
        if len(game.entries) != i:
            expected = (_short(entry_to_dict(game.entries[i])) if len(game.entries) > i
                        else "more events")
            raise RecordError("tampered", f"line {i + 2}: the replay expected {expected}")
        try:
            player = line["player"]
            action = parse_action(line["action"])
        except (KeyError, TypeError, ActionParseError) as exc:
            raise RecordError("corrupt", f"line {i + 2}: bad action ({exc})") from None
        try:
            game.apply(player, action)
        except IllegalActionError as exc:
            raise RecordError("tampered", f"line {i + 2}: illegal action ({exc})") from None
        if on_step is not None:
            on_step(game)
    check_upto(len(record.lines))
    if len(game.entries) != len(record.lines):
        if len(game.entries) > len(record.lines):
            if partial_tail:
                return game
            # A save may stop after an action; the events it caused must be there.
            raise RecordError("truncated", f"the record ends early at line "
                              f"{len(record.lines) + 1}")
        raise RecordError("tampered", f"line {len(game.entries) + 2} is extra")
    return game


def _short(d: dict[str, Any]) -> str:
    text = json.dumps(d, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= 80 else text[:77] + "..."


def verify_file(path: str | os.PathLike[str]) -> Game:
    """Load and replay ``path``; raises :class:`RecordError` with a one-line reason."""
    return replay(load(path))


def iter_lines(record: GameRecord) -> Iterable[dict[str, Any]]:
    """The header then every line."""
    yield record.header
    yield from record.lines
