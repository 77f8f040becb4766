"""The server's rooms on disk, so a killed server starts again where it stopped.

Each room is a folder ``<data>/rooms/<CODE>/`` with two files:

- ``room.json``: the options, the seats (names and the tokens that hold them),
  whether play started and the bots' seed; rewritten atomically on every change.
- ``game.jsonl``: the game record (``docs/record-format.md``), appended and flushed
  line by line as the game is played, like a local autosave.

On start every room is rebuilt by replaying its record (a tail cut short by the
kill is regenerated from the actions on disk), so at most the action being applied
at the moment of the kill is lost, and its player is simply asked again.
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import RecordWriter, load, replay
from mahjong_tui.net.protocol import RoomOptions
from mahjong_tui.persistence.safe_write import write_text_atomic

__all__ = ["ROOM_FORMAT", "RoomStore", "StoredRoom"]

ROOM_FORMAT = 1
_CODE = re.compile(r"^[A-Z0-9]{4,8}$")


@dataclass(frozen=True)
class StoredRoom:
    """A room read back from disk.

    Attributes:
        code: the room's code.
        options: its options.
        seats: ``(name, token)`` per seat (token ``""``: a bot seat).
        started: play had begun.
        bot_seed: the seed of the room's bots.
        game: the game rebuilt from its record.
    """

    code: str
    options: RoomOptions
    seats: tuple[tuple[str, str], ...]
    started: bool
    bot_seed: int
    game: Game


class RoomStore:
    """Reads and writes the rooms under ``root``.

    Args:
        root: the server's data folder (``--data``).
    """

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.rooms_dir = self.root / "rooms"
        self.rooms_dir.mkdir(parents=True, exist_ok=True)
        self._writers: dict[str, RecordWriter] = {}

    def folder(self, code: str) -> Path:
        """The folder of room ``code``."""
        return self.rooms_dir / code

    def save_room(self, code: str, options: RoomOptions, seats: list[tuple[str, str]],
                  started: bool, bot_seed: int) -> None:
        """Write the room's file (atomically: a failure leaves the old one)."""
        data = {"format": ROOM_FORMAT, "code": code, "options": options.stored(),
                "seats": [{"name": n, "token": t} for n, t in seats],
                "started": started, "bot_seed": bot_seed}
        folder = self.folder(code)
        folder.mkdir(exist_ok=True)
        write_text_atomic(folder / "room.json", json.dumps(data, ensure_ascii=False) + "\n")

    def record(self, code: str, game: Game, *, resume: bool = False) -> None:
        """Keep ``game``'s record in the room's folder as it is played."""
        path = self.folder(code) / "game.jsonl"
        if resume:
            writer = RecordWriter(path, resume=True)
            writer.attach(game, already_written=len(game.entries))
        else:
            writer = RecordWriter(path, game.header())
            writer.attach(game)
        self._writers[code] = writer

    def load_all(self) -> tuple[list[StoredRoom], list[str]]:
        """Every room on disk, and a one-line problem for each that cannot be read
        (left as it is on disk)."""
        rooms: list[StoredRoom] = []
        problems: list[str] = []
        for folder in sorted(self.rooms_dir.iterdir()):
            if not folder.is_dir() or not _CODE.match(folder.name):
                continue
            try:
                rooms.append(self._load(folder))
            except (OSError, ValueError, KeyError, TypeError) as e:
                problems.append(f"room {folder.name}: {str(e)[:120]}")
        return rooms, problems

    def _load(self, folder: Path) -> StoredRoom:
        data: dict[str, Any] = json.loads((folder / "room.json").read_text(encoding="utf-8"))
        if data.get("format") != ROOM_FORMAT:
            raise ValueError(f"unknown room format {data.get('format')!r}")
        options = RoomOptions.from_stored(data["options"])
        seats = tuple((str(s["name"]), str(s["token"])) for s in data["seats"])
        record_path = folder / "game.jsonl"
        record = load(record_path)
        game = replay(record, partial_tail=True)
        # Rewrite the record whole when the kill cut its tail, then append to it.
        text = game.record.to_jsonl()
        if text != record_path.read_text(encoding="utf-8"):
            write_text_atomic(record_path, text)
        self.record(folder.name, game, resume=True)
        return StoredRoom(folder.name, options, seats, bool(data["started"]),
                          int(data["bot_seed"]), game)

    def remove(self, code: str) -> None:
        """Forget a room that was never played (its folder holds only its file)."""
        writer = self._writers.pop(code, None)
        if writer is not None:
            writer.close()
        folder = self.folder(code)
        for name in ("room.json", "game.jsonl"):
            with contextlib.suppress(FileNotFoundError):
                (folder / name).unlink()
        with contextlib.suppress(OSError):
            folder.rmdir()

    def close(self) -> None:
        """Flush and close every record."""
        for writer in self._writers.values():
            writer.close()
        self._writers.clear()
