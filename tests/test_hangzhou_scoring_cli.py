"""``mahjong-tui score --ruleset hangzhou|hangzhou-fixed``: table, JSON, one-line errors."""

from __future__ import annotations

import json

import pytest

from mahjong_tui.cli import main


def test_json_lists_every_multiplier(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--ruleset", "hangzhou", "456m789p123s5p", "--meld", "1111m:concealed",
                 "--win", "9s", "--wild", "5p", "--self-drawn", "--after-kong", "--piao", "1",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [(m["zh"], m["factor"]) for m in data["multipliers"]] == [
        ("暴头", 2), ("财飘", 2), ("杠开", 2)]
    assert (data["multiplier"], data["base"], data["value"], data["payment_each"]) == (
        8, 1, 8, 8)


def test_table_shows_the_breakdown(capsys: pytest.CaptureFixture[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "140")
    assert main(["score", "--ruleset", "hangzhou-fixed", "1111m6677p2299sEE", "--win", "E"]) == 0
    out = capsys.readouterr().out
    for text in ("财神 P", "豪华七对", "luxury seven pairs (one four)", "×4", "seven pairs",
                 "value 4; the discarder pays 4"):
        assert text in out


@pytest.mark.parametrize(("argv", "message"), [
    (["123m456m789p123s9s5p"], "error: name the 财神 with --wild TILE (the kind turned up)"),
    (["123m", "--wild", "5p"], "error: 3 concealed tiles with 0 melds; 14 expected"),
    (["123m456m789p123s9s5p", "--wild", "5p", "--void", "m"],
     "error: --void: not read by --ruleset hangzhou"),
    (["123m456m789p123s9s5p", "--wild", "5p", "--meld", "124m"],
     "error: meld '124m' is not a chow, pung or kong"),
])
def test_bad_input_is_one_line(argv: list[str], message: str,
                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--ruleset", "hangzhou", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.err == message + "\n"
    assert captured.out == ""


def test_hangzhou_options_are_refused_elsewhere(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "123m456m789m123p55p", "--wild", "5p"]) == 2
    assert capsys.readouterr().err == ("error: --wild: Hangzhou options; add --ruleset "
                                       "hangzhou\n")
