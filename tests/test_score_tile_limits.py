"""Every scorer refuses a hand its tile set cannot hold (issue 29, item 9): a fifth copy
of a tile counting the melds and the winning tile, a flower in a set without flowers,
a fourth copy of a turned-up 财神, fourteen white dragons. ``mahjong-tui score`` says
so on one line and exits 2; ``score --batch`` answers an error for the line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import parse_tile, parse_tiles
from mahjong_tui.rulesets.beijing.scoring import BeijingSituation, score_beijing
from mahjong_tui.rulesets.hangzhou.scoring import (
    HangzhouInputError,
    HangzhouSituation,
    score_hangzhou,
)
from mahjong_tui.rulesets.jindi.scoring import JindiSituation, score_jindi
from mahjong_tui.rulesets.tile_limits import tile_set_problem

FIVE_ONES = ("123m456p789s5s", "--meld", "1111m:concealed", "--win", "5s", "--self-drawn")
"""A complete hand (HAND without the winning 5s) with a concealed kong of 1m and a fifth
1m in a chow."""


def _error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code = main(["score", *argv])
    captured = capsys.readouterr()
    assert code == 2, captured.out
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and "Traceback" not in captured.err
    return lines[0]


@pytest.mark.parametrize(("ruleset", "extra", "message"), [
    ("mcr", (), "error: 5 copies of 1m; there are only 4"),
    ("beijing", (), "error: 5 copies of 1m; there are only 4"),
    ("jindi", (), "error: 5 copies of 1m; there are only 4"),
    ("hangzhou", ("--wild", "9p"), "error: 5 copies of 1m; there are only 4"),
    ("hangzhou-fixed", (), "error: 5 copies of 1m; there are only 4"),
    ("sichuan", (), "error: 5 copies of 1m; there are only 4"),
    ("sichuan-sbr", (), "error: 5 copies of 1m; there are only 4"),
    ("guizhou", (), "error: more than four copies of 1m"),
])
def test_five_copies_are_refused_by_every_scorer(
        capsys: pytest.CaptureFixture[str], ruleset: str, extra: tuple[str, ...],
        message: str) -> None:
    hand, *rest = FIVE_ONES
    assert _error(capsys, "--ruleset", ruleset, hand, *rest, *extra) == message


@pytest.mark.parametrize("ruleset", ["beijing", "jindi", "hangzhou", "hangzhou-fixed"])
def test_five_copies_counting_the_winning_tile(capsys: pytest.CaptureFixture[str],
                                               ruleset: str) -> None:
    # HAND leaves the winning tile out: the fifth 9p is the one won.
    extra = ("--wild", "E") if ruleset == "hangzhou" else ()
    assert _error(capsys, "--ruleset", ruleset, "123m456s789s9999p", "--win", "9p",
                  "--self-drawn", *extra) == "error: 5 copies of 9p; there are only 4"


@pytest.mark.parametrize(("ruleset", "have"), [("hangzhou", 3), ("hangzhou-fixed", 4)])
def test_fourteen_white_dragons_are_refused(capsys: pytest.CaptureFixture[str],
                                            ruleset: str, have: int) -> None:
    assert _error(capsys, "--ruleset", ruleset, "P" * 14, "--wild", "P", "--self-drawn") \
        == f"error: 14 copies of P; there are only {have}"


def test_a_turned_up_wild_leaves_three_of_its_kind(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("123m456p789p5555s", "--win", "9s", "--wild", "5s", "--self-drawn")
    assert _error(capsys, "--ruleset", "hangzhou", *argv) \
        == "error: 4 copies of 5s; there are only 3"
    # With a fixed 财神 all four are in play.
    assert main(["score", "--ruleset", "hangzhou-fixed", *argv, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["is_win"] is True


@pytest.mark.parametrize("ruleset", ["beijing", "jindi"])
def test_a_flower_in_a_set_without_flowers_is_refused(capsys: pytest.CaptureFixture[str],
                                                      ruleset: str) -> None:
    assert _error(capsys, "--ruleset", ruleset, "123m456p789s5s1f", "--meld", "111m",
                  "--win", "5s", "--self-drawn") == "error: 1f: this tile set has no flowers"


def test_the_scorers_themselves_refuse_five_copies() -> None:
    concealed = tuple(sorted(parse_tiles("123m456p789s55s")))
    kong = (Meld.kong(parse_tile("1m"), concealed=True),)
    win = parse_tile("5s")
    beijing = score_beijing(BeijingSituation(concealed, kong, win, True))
    assert (beijing.is_win, beijing.reason) == (False, "5 copies of 1m; there are only 4")
    jindi = score_jindi(JindiSituation(concealed, kong, win, 0, 1, None,
                                       (True, True, True, True)))
    assert (jindi.is_win, jindi.reason) == (False, "5 copies of 1m; there are only 4")
    with pytest.raises(HangzhouInputError, match=r"^5 copies of 1m; there are only 4$"):
        score_hangzhou(HangzhouSituation(concealed, kong, win, (parse_tile("E").index,), True))
    with pytest.raises(HangzhouInputError, match=r"^4 copies of 5s; there are only 3$"):
        score_hangzhou(HangzhouSituation(tuple(sorted(parse_tiles("123m456p789p5555s9s"))), (),
                                         parse_tile("9s"), (win.index,), True), wild_copies=3)


def test_tile_set_problem_accepts_four_and_names_the_first_excess() -> None:
    assert tile_set_problem(parse_tiles("1111m2222p")) == ""
    assert tile_set_problem(parse_tiles("11111m22222p")) == "5 copies of 1m; there are only 4"
    assert tile_set_problem(parse_tiles("PPP"), limits={parse_tile("P").index: 2}) \
        == "3 copies of P; there are only 2"


def test_batch_answers_an_error_for_five_copies(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    mcr = tmp_path / "mcr.jsonl"
    mcr.write_text(json.dumps({
        "id": "five", "hand": ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "5s"],
        "melds": [{"type": "kong", "tiles": ["1m"] * 4, "concealed": True}],
        "win_tile": "5s", "flags": ["self_drawn"]}) + "\n")
    assert main(["score", "--batch", str(mcr)]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "id": "five", "status": "invalid", "error": "too_many_copies",
        "message": "5 copies of 1m; there are only 4"}
    sichuan = tmp_path / "sichuan.jsonl"
    sichuan.write_text(json.dumps({
        "id": "five", "hand": ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "5s",
                               "5s"],
        "melds": [{"type": "kong", "kind": "concealed", "tile": "1m"}],
        "win_tile": "5s", "self_drawn": True}) + "\n")
    assert main(["score", "--ruleset", "sichuan", "--batch", str(sichuan)]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "id": "five", "error": "5 copies of 1m; there are only 4"}


@pytest.mark.parametrize(("ruleset", "message"), [
    ("hangzhou", "error: meld '1f1f1f': Hangzhou has no flowers"),
    ("beijing", "error: meld '1f1f1f': flowers cannot form sets"),
    ("jindi", "error: meld '1f1f1f': flowers cannot form sets"),
])
def test_a_meld_of_flowers_is_refused(capsys: pytest.CaptureFixture[str], ruleset: str,
                                      message: str) -> None:
    extra = ("--wild", "E") if ruleset == "hangzhou" else ()
    assert _error(capsys, "--ruleset", ruleset, "123m456p789s5s", "--meld", "1f1f1f",
                  "--win", "5s", "--self-drawn", *extra) == message
