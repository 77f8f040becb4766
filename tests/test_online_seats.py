"""The seats a player holds at online tables, remembered across runs."""

from __future__ import annotations

import json
from pathlib import Path

from mahjong_tui.persistence.online_seats import OnlineSeats

URL = "ws://127.0.0.1:7788"


def test_seats_are_kept_by_server_room_and_name(tmp_path: Path) -> None:
    path = tmp_path / "online-seats.json"
    seats = OnlineSeats(path)
    seats.hold(URL, "ABCDE", "Ann", "t-ann")
    seats.hold(URL, "ABCDE", "Bob", "t-bob")
    seats.hold("ws://other:7788", "ABCDE", "Ann", "t-other")
    again = OnlineSeats(path)
    assert again.token(URL, "ABCDE", "Ann") == "t-ann"
    assert again.token(URL, "ABCDE", "Bob") == "t-bob"
    assert again.token(URL, "ABCDE", "Cat") is None
    assert again.rooms(URL, "Ann") == {"ABCDE"}
    assert again.rooms("ws://other:7788", "Bob") == frozenset()
    again.forget(URL, "ABCDE", "Ann")
    assert OnlineSeats(path).rooms(URL, "Ann") == frozenset()
    assert json.loads(path.read_text(encoding="utf-8")) == {
        "format": 1, "seats": {URL: {"ABCDE/Bob": "t-bob"},
                               "ws://other:7788": {"ABCDE/Ann": "t-other"}}}


def test_only_the_newest_fifty_rooms_are_kept(tmp_path: Path) -> None:
    seats = OnlineSeats(tmp_path / "s.json")
    for k in range(60):
        seats.hold(URL, f"R{k:04}", "Ann", f"t{k}")
    assert seats.rooms(URL, "Ann") == {f"R{k:04}" for k in range(10, 60)}


def test_a_file_that_cannot_be_read_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "online-seats.json"
    path.write_text("{not json", encoding="utf-8")
    seats = OnlineSeats(path)
    assert seats.rooms(URL, "Ann") == frozenset()
    seats.hold(URL, "ABCDE", "Ann", "t")  # held for this run only
    assert seats.token(URL, "ABCDE", "Ann") == "t"
    assert path.read_text(encoding="utf-8") == "{not json"
