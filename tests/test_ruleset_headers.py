"""Every ruleset writes its options into a record header and reads them back with
the one shared reader: each preset reads back equal, the readers reject what they
do not know, and records written before the readers were shared still load."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.engine.events import Won
from mahjong_tui.engine.record import load, replay
from mahjong_tui.rulesets import FAMILIES, RULESETS, get_ruleset, ruleset_from_dict

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "regional-records"

GUIZHOU_HEADER: dict[str, Any] = {
    "family": "guizhou", "name": "guizhou", "hands_per_match": 16, "starting_points": 0,
    "first_dealer_by_dice": True, "plain_discard_needs_dou": True, "clean_seven_pairs": 90,
    "dou_without_win": True, "hot_shot": True, "table_points": [4, 3, 2, 1]}
"""The Guizhou header as records have always had it."""

HANGZHOU_FIXED_HEADER: dict[str, Any] = {
    "family": "hangzhou", "name": "hangzhou-fixed", "hands_per_match": 16,
    "starting_points": 0, "fixed_wild": "P", "base": 1, "kong_bloom": True,
    "table_points": [4, 3, 2, 1]}
"""The fixed-wild Hangzhou header as records have always had it."""


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_every_preset_reads_back_equal(name: str) -> None:
    ruleset = get_ruleset(name)
    header = ruleset.to_dict()
    assert ruleset_from_dict(header) == ruleset
    if name != "mcr" and name != "mcr-competition":
        assert next(iter(header)) == "family"
        assert FAMILIES[header["family"]](header) == ruleset


@pytest.mark.parametrize(("name", "header"), [("guizhou", GUIZHOU_HEADER),
                                              ("hangzhou-fixed", HANGZHOU_FIXED_HEADER)])
def test_the_guizhou_and_hangzhou_headers_are_unchanged(name: str,
                                                        header: dict[str, Any]) -> None:
    assert get_ruleset(name).to_dict() == header
    assert ruleset_from_dict(header) == get_ruleset(name)


@pytest.mark.parametrize(("change", "message"), [
    ({"chickens": True}, "unknown ruleset field(s): chickens"),
    ({"clean_seven_pairs": "90"}, "ruleset field 'clean_seven_pairs' must be int"),
    ({"hot_shot": 1}, "ruleset field 'hot_shot' must be bool"),
    ({"table_points": [4, 3, "2", 1]}, "ruleset field 'table_points' must be a list of "
                                       "integers"),
    ({"table_points": [4, 3, 2]}, "ruleset option table_points needs 4 values"),
])
def test_a_bad_guizhou_header_is_refused_with_one_line(change: dict[str, Any],
                                                       message: str) -> None:
    with pytest.raises(ValueError) as error:
        ruleset_from_dict({**GUIZHOU_HEADER, **change})
    assert str(error.value) == message


@pytest.mark.parametrize(("change", "message"), [
    ({"wilds": 3}, "unknown ruleset field(s): wilds"),
    ({"base": "1"}, "ruleset field 'base' must be int"),
    ({"fixed_wild": 5}, "ruleset field 'fixed_wild' must be str"),
    ({"base": 0}, "ruleset option base must be 1 or more"),
])
def test_a_bad_hangzhou_header_is_refused_with_one_line(change: dict[str, Any],
                                                        message: str) -> None:
    with pytest.raises(ValueError) as error:
        ruleset_from_dict({**HANGZHOU_FIXED_HEADER, **change})
    assert str(error.value) == message


def test_there_is_a_fixture_record_for_every_regional_preset() -> None:
    assert sorted(p.stem for p in FIXTURES.glob("*.jsonl")) == sorted(
        name for name in RULESETS if not name.startswith("mcr"))


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.jsonl")), ids=lambda p: p.stem)
def test_a_record_written_before_the_shared_readers_replays_identically(path: Path) -> None:
    record = load(path)
    game = replay(record)  # every regenerated line equals the stored one
    assert game.ruleset == get_ruleset(path.stem)
    assert game.is_over and game.hands_played == 2
    stored = [line for line in record.lines
              if line["t"] == "event" and line["event"]["type"] == "Won"]
    assert len(stored) == sum(isinstance(e, Won) for e in game.events) > 0
