"""``mahjong-tui score --ruleset beijing|jindi``: the full breakdown as JSON and as a
table, and one-line errors for bad input."""

from __future__ import annotations

import json

import pytest

from mahjong_tui.cli import main


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main(["score", *argv, "--json"]) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


def test_beijing_full_flush_by_the_dealer_on_a_discard_is_cut_to_640(
        capsys: pytest.CaptureFixture[str]) -> None:
    data = _json(capsys, "--ruleset", "beijing", "111m234m567m789m99m", "--win", "9m",
                 "--dealer")
    assert data == {
        "ruleset": "beijing", "is_win": True, "reason": "", "shape": "sets",
        "pushdown": False,
        "fans": [{"id": "concealed", "zh": "门清", "en": "Concealed hand", "fan": 1},
                 {"id": "full_flush", "zh": "清一色", "en": "Full flush", "fan": 5}],
        "raw_fan": 6, "floor": 0, "total_fan": 6,
        "payments": [{"payer": "discarder", "amount": 640, "uncapped": 2560}],
        "received": 640}


def test_beijing_pushdown_on_the_second_floor(capsys: pytest.CaptureFixture[str]) -> None:
    data = _json(capsys, "--ruleset", "beijing", "456p789s234s55p", "--meld", "123m",
                 "--win", "5p", "--self-drawn", "--floor", "2")
    assert data["pushdown"] is True and data["total_fan"] == 2
    assert data["payments"] == [{"payer": "dealer", "amount": 80, "uncapped": 80},
                                {"payer": "non-dealer", "amount": 40, "uncapped": 40},
                                {"payer": "non-dealer", "amount": 40, "uncapped": 40}]


def test_beijing_opened_hand_on_a_discard_is_no_win(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--ruleset", "beijing", "456p789s234s55p", "--meld", "123m",
                 "--win", "5p"]) == 0
    out = capsys.readouterr().out
    assert "not a winning hand: after a chow, pung or exposed kong a hand wins only by " \
           "self-draw" in " ".join(out.split())


def test_jindi_bills(capsys: pytest.CaptureFixture[str]) -> None:
    data = _json(capsys, "--ruleset", "jindi", "123m456p234s99p", "--meld", "789s",
                 "--win", "9p", "--from-dealer", "--closed", "other")
    assert data["received"] == 6
    bills = data["bills"]
    assert isinstance(bills, list)
    assert [(b["player"], [i["zh"] for i in b["items"]], b["total"]) for b in bills] == [
        (1, ["和牌", "放炮", "庄家"], 3), (2, ["和牌"], 1), (3, ["和牌", "门清"], 2)]


def test_jindi_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--ruleset", "jindi", "123m456p234s99p", "--meld", "789s",
                 "--win", "9p", "--self-drawn", "--dealer"]) == 0
    out = capsys.readouterr().out
    assert out.count("和牌 1 + 自摸 1 + 庄家 1") == 3 and "All three pay" in out


@pytest.mark.parametrize(("argv", "message"), [
    (["--ruleset", "jindi", "123m456p234s99p", "--floor", "1"],
     "error: --floor: not read by --ruleset jindi\n"),
    (["--ruleset", "beijing", "123m456p234s99p", "--closed", "all"],
     "error: --closed: not read by --ruleset beijing\n"),
    (["--ruleset", "beijing", "123m456p234s9q"],
     "error: bad tile token '123m456p234s9q': digits '9' need a suit letter (m, p, s or "
     "f)\n"),
    (["--ruleset", "beijing", "123m456p234s99p", "--dealer", "--from-dealer"],
     "error: --dealer and --from-dealer: one player deals\n"),
    (["--ruleset", "jindi", "123m456p234s99p", "--meld", "789s", "--closed", "nobody"],
     "error: --closed takes dealer, discarder, other, all, not 'nobody'\n"),
    (["123m456m789m123p5p", "--floor", "1"],
     "error: --floor: Beijing and Jindi options; add --ruleset beijing or jindi\n"),
])
def test_bad_input_gets_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                                 message: str) -> None:
    assert main(["score", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.err == message and captured.out == ""
