"""Impossible input is rejected with a clear error naming the problem; non-wins are reported."""

from __future__ import annotations

import dataclasses

import pytest

from mahjong_tui.engine.melds import Meld, MeldKind
from mahjong_tui.engine.tiles import parse_tile, parse_tiles
from mahjong_tui.rulesets.mcr.scoring import (
    FAN_BY_ID,
    FANS,
    InvalidHandError,
    ScoreResult,
    Situation,
    WinFlags,
    score_hand,
)
from mahjong_tui.rulesets.mcr.scoring.corpus import answer_line, situation_from_json
from mahjong_tui.rulesets.mcr.scoring.notation import parse_meld, situation


@pytest.mark.parametrize(
    ("kwargs", "code", "fragment"),
    [
        (dict(hand="123m 456m 789m 12p", win="3p"), "wrong_tile_count", "13 tiles"),
        (dict(hand="123m 456m", melds=["EEE", "SSS"], win="5p"), "wrong_tile_count",
         "7 tiles besides the winning tile, not 6"),
        (dict(hand="1111m 456m 789m 55p 9s", win="1m"), "too_many_copies", "5 copies of 1m"),
        (dict(hand="123m 456m 789m 5p", melds=["EEEE"], win="E"), "too_many_copies",
         "5 copies of E"),
        (dict(hand="123m 456m 789m 5p", melds=["EEE"], win="5p", robbing_kong=True,
              self_drawn=True), "bad_flags", "robbing the kong"),
        (dict(hand="123m 456m 789m 5p", melds=["EEE"], win="5p", kong_replacement=True,
              self_drawn=True), "bad_flags", "needs a kong"),
        (dict(hand="123m 456m 789m 5p", melds=["EEEE"], win="5p", kong_replacement=True),
         "bad_flags", "self-drawn"),
        (dict(hand="123m 456m 789m 5p", melds=["EEEE"], win="5p", flowers=9), "bad_flags",
         "flowers must be 0..8"),
    ],
)
def test_impossible_input_is_rejected(kwargs: dict[str, object], code: str,
                                      fragment: str) -> None:
    s = situation(**kwargs)  # type: ignore[arg-type]
    with pytest.raises(InvalidHandError, match=fragment) as info:
        score_hand(s)
    assert info.value.code == code


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("89p1s", "three consecutive tiles of one suit"), ("ESW", "three consecutive"),
     ("556p", "a pung is 3 identical tiles"),
     ("12m", r"a meld has 3 tiles \(chow, pung\) or 4 \(kong\), not 2"),
     ("EEE:behind", "FROM is left, across, right or concealed"),
     ("345m:right", "a chow can only be claimed from the left")],
)
def test_malformed_melds_are_bad_meld(text: str, fragment: str) -> None:
    with pytest.raises(InvalidHandError, match=fragment) as info:
        parse_meld(text)
    assert info.value.code == "bad_meld"


def test_corpus_json_maps_errors_to_invalid_with_a_code() -> None:
    row = {"id": "X1", "melds": [{"type": "chow", "tiles": ["8p", "9p", "1s"], "claimed": "8p"}],
           "hand": ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p"], "win_tile": "1p",
           "flags": [], "seat_wind": "E", "prevalent_wind": "E", "flowers": 0}
    answer = answer_line(row)
    assert (answer["id"], answer["status"], answer["error"]) == ("X1", "invalid", "bad_meld")
    row["melds"] = []
    assert answer_line(row)["error"] == "wrong_tile_count"
    row["hand"] = ["1m"] * 4 + ["2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "9m"]
    row["win_tile"] = "1m"
    assert answer_line(row)["error"] == "too_many_copies"
    row["flags"] = ["self_drawn", "unknown"]
    assert answer_line(row)["error"] == "bad_flags"
    with pytest.raises(InvalidHandError, match="unknown wind"):
        situation_from_json({**row, "flags": [], "seat_wind": "X"})


def test_a_complete_but_non_winning_hand_is_not_a_win() -> None:
    result = score_hand(situation("123m 456m 789m 12p 55s", win="9s"))
    assert result == ScoreResult(is_win=False)
    assert answer_line({"id": "N", "melds": [], "hand": [
        "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "5s", "5s"],
        "win_tile": "9s", "flags": [], "seat_wind": "E", "prevalent_wind": "E",
        "flowers": 0}) == {"id": "N", "status": "not_win"}


def test_result_object_fields_and_decomposition() -> None:
    s = Situation(
        concealed=tuple(parse_tiles("234m 678p 5s 456s")),
        melds=(Meld(MeldKind.PUNG, tuple(parse_tiles("CCC")), parse_tile("C"), 3),),
        win_tile=parse_tile("5s"),
        flags=WinFlags(self_drawn=True),
        flowers=2,
    )
    r = score_hand(s, minimum=8)
    assert r.is_win
    assert [(h.id, h.key, h.zh, h.en, h.points, h.count) for h in r.fans] == [
        (59, "dragon_pung", "箭刻", "Dragon Pung", 2, 1),
        (78, "closed_wait", "独听・嵌张", "Closed Wait", 1, 1),  # 4556s waits on 5s only
        (80, "self_drawn", "自摸", "Self-Drawn", 1, 1),
        (81, "flower_tiles", "花牌", "Flower Tiles", 1, 2),
    ]
    assert (r.total, r.total_without_flowers, r.meets_minimum) == (6, 4, False)
    assert r.decomposition == ("CCC", "234m", "678p", "456s", "55s")
    assert score_hand(s, minimum=4).meets_minimum
    # A genuine, frozen ScoreResult, the same as one built by its constructor.
    built = ScoreResult(True, r.fans, 6, 4, False, ("CCC", "234m", "678p", "456s", "55s"))
    assert type(r) is ScoreResult
    assert (r, hash(r), repr(r)) == (built, hash(built), repr(built))
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.total = 7  # type: ignore[misc]


def test_fan_table_matches_the_reference_table() -> None:
    """ids, keys, names and points are those of shared/mcr-oracle/fans.json."""
    assert [f.id for f in FANS] == list(range(1, 83))
    assert sum(f.points for f in FANS if f.id <= 81) == (
        88 * 7 + 64 * 6 + 48 * 2 + 32 * 3 + 24 * 9 + 16 * 6 + 12 * 5 + 8 * 9 + 6 * 7 + 4 * 4
        + 2 * 10 + 1 * 13)
    assert (FAN_BY_ID[78].zh, FAN_BY_ID[78].en) == ("独听・嵌张", "Closed Wait")
    assert (FAN_BY_ID[82].key, FAN_BY_ID[82].points) == ("concealed_kong_and_melded_kong", 5)
    for f in FANS:
        assert all(x in FAN_BY_ID and x != f.id for x in f.excludes)
