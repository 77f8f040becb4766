"""Melds: validity and claimed-from offsets."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.melds import Meld, MeldError, MeldKind, offset_of, seat_of_offset
from mahjong_tui.engine.tiles import parse_tile, parse_tiles


def test_chow_pung_kong_constructors() -> None:
    chow = Meld.chow(parse_tile("3m"), parse_tile("4m"))
    assert (chow.kind, chow.text, chow.claimed, chow.offset) == (
        MeldKind.CHOW, "345m", parse_tile("4m"), 1,
    )
    pung = Meld.pung(parse_tile("E"), 2)
    assert (pung.text, pung.offset, pung.concealed) == ("EEE", 2, False)
    kong = Meld.kong(parse_tile("9s"), concealed=True)
    assert (kong.text, kong.claimed, kong.offset, kong.is_kong) == ("9999s", None, 0, True)


@pytest.mark.parametrize(
    ("kind", "tiles", "fragment"),
    [
        (MeldKind.CHOW, "89p 1s", "three consecutive tiles of one suit"),
        (MeldKind.CHOW, "ESW", "three consecutive tiles of one suit"),
        (MeldKind.PUNG, "55p 6p", "3 identical tiles"),
        (MeldKind.KONG, "555p", "4 identical tiles"),
    ],
)
def test_malformed_melds_are_rejected(kind: MeldKind, tiles: str, fragment: str) -> None:
    ts = tuple(parse_tiles(tiles))
    with pytest.raises(MeldError, match=fragment):
        Meld(kind, ts, ts[0], 1)


def test_chow_only_from_the_left() -> None:
    ts = tuple(parse_tiles("123m"))
    with pytest.raises(MeldError, match="left"):
        Meld(MeldKind.CHOW, ts, ts[0], 2)


def test_offsets_follow_play_order() -> None:
    # Seat 0 (East): left is North (3), across West (2), right South (1).
    assert [offset_of(0, s) for s in (3, 2, 1)] == [1, 2, 3]
    assert all(seat_of_offset(o, offset_of(o, s)) == s for o in range(4) for s in range(4))
