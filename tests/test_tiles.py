"""Tiles and the text notation."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong_tui.engine.tiles import (
    FLOWERS,
    TILES,
    Suit,
    Tile,
    TileNotationError,
    format_tiles,
    full_tile_set,
    parse_tile,
    parse_tiles,
    tile_counts,
)


def test_full_set_is_144_tiles_with_four_of_each_kind_and_eight_flowers() -> None:
    tiles = full_tile_set()
    assert len(tiles) == 144
    counts = tile_counts(tiles)
    assert counts[:34] == [4] * 34
    assert counts[34:] == [1] * 8
    assert len(full_tile_set(flowers=False)) == 136


def test_parse_example_from_the_docs() -> None:
    tiles = parse_tiles("123m 55p EEE C")
    assert [t.text for t in tiles] == ["1m", "2m", "3m", "5p", "5p", "E", "E", "E", "C"]
    assert format_tiles(tiles) == "123m 55p EEE C"


def test_parse_accepts_run_together_tokens_and_chinese_characters() -> None:
    assert format_tiles(parse_tiles("123m55pEEE")) == "123m 55p EEE"
    assert format_tiles(parse_tiles("東南西北中發白")) == "E S W N C F P"
    assert format_tiles(parse_tiles("春菊")) == "18f"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("123m 5x", "'5x'"),
        ("0m", "'0m'"),
        ("9f", "flowers are numbered 1-8"),
        ("m", "no digits"),
        ("123", "need a suit letter"),
        ("12m Q", "unknown character 'Q'"),
    ],
)
def test_malformed_strings_name_the_bad_token(text: str, fragment: str) -> None:
    with pytest.raises(TileNotationError) as info:
        parse_tiles(text)
    assert fragment in str(info.value)


def test_parse_tile_requires_exactly_one() -> None:
    assert parse_tile("9s") == Tile(26)
    with pytest.raises(TileNotationError, match="exactly one tile"):
        parse_tile("99s")


def test_tile_properties() -> None:
    five_dots = parse_tile("5p")
    assert (five_dots.suit, five_dots.rank, five_dots.zh, five_dots.en) == (
        Suit.DOTS, 5, "五饼", "5 Dots",
    )
    north = parse_tile("N")
    assert (north.suit, north.rank, north.is_honor, north.is_terminal_or_honor) == (
        Suit.WINDS, 4, True, True,
    )
    assert parse_tile("1s").is_terminal and not parse_tile("2s").is_terminal
    assert [f.zh for f in FLOWERS] == list("春夏秋冬梅兰竹菊")
    assert parse_tile("P").zh == "白" and parse_tile("C").en == "Red"


def test_tile_index_out_of_range_is_rejected() -> None:
    with pytest.raises(ValueError, match="out of range"):
        Tile(42)


@given(st.lists(st.sampled_from(TILES), max_size=20))
def test_notation_round_trips_any_sequence_in_order(tiles: list[Tile]) -> None:
    assert parse_tiles(format_tiles(tiles)) == tiles
