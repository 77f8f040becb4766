"""The seats this player holds at online tables, kept across runs: closing the
client (or quitting a table) mid-match and joining the room again gives the seat
back, with its token.

One JSON file, ``online-seats.json`` in the data folder:
``{"format": 1, "seats": {"<server url>": {"<ROOM>/<name>": "<token>"}}}``: by the
player's name too, so two players of one account (two terminals) never take each
other's seats. A file that cannot be read is left alone (and no seat is remembered
until it can be).
"""

from __future__ import annotations

import json
from pathlib import Path

from mahjong_tui.persistence.paths import data_dir
from mahjong_tui.persistence.safe_write import write_text_atomic

__all__ = ["SEATS_FILE", "OnlineSeats"]

SEATS_FILE = "online-seats.json"
_FORMAT = 1
_MAX_ROOMS = 50
"""Seats kept per server (the oldest are forgotten first)."""


class OnlineSeats:
    """The tokens of the seats held, by server and room.

    Args:
        path: the file (default: ``online-seats.json`` in the data folder).
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / SEATS_FILE
        self._seats: dict[str, dict[str, str]] = {}
        self._readable = True
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            seats = data["seats"] if data.get("format") == _FORMAT else None
            if not isinstance(seats, dict):
                raise ValueError("not a seats file")
            self._seats = {str(url): {str(r): str(t) for r, t in rooms.items()}
                           for url, rooms in seats.items() if isinstance(rooms, dict)}
        except FileNotFoundError:
            pass
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            self._readable = False

    def token(self, url: str, room: str, name: str) -> str | None:
        """The token of the seat ``name`` holds in ``room`` on ``url``, if any."""
        return self._seats.get(url, {}).get(f"{room}/{name}")

    def rooms(self, url: str, name: str) -> frozenset[str]:
        """The rooms on ``url`` where ``name`` holds a seat."""
        suffix = f"/{name}"
        return frozenset(key[:-len(suffix)] for key in self._seats.get(url, {})
                         if key.endswith(suffix))

    def hold(self, url: str, room: str, name: str, token: str) -> None:
        """Remember a seat taken."""
        rooms = self._seats.setdefault(url, {})
        key = f"{room}/{name}"
        rooms.pop(key, None)
        rooms[key] = token
        while len(rooms) > _MAX_ROOMS:
            rooms.pop(next(iter(rooms)))
        self._save()

    def forget(self, url: str, room: str, name: str) -> None:
        """Forget a seat (the match is over, or the seat was given up)."""
        if self._seats.get(url, {}).pop(f"{room}/{name}", None) is not None:
            self._save()

    def _save(self) -> None:
        if not self._readable:
            return
        text = json.dumps({"format": _FORMAT, "seats": self._seats}, ensure_ascii=False)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(self.path, text + "\n")
        except OSError:
            pass  # the seat is then only held for this run
