"""``mahjong-tui score``: table, JSON, one-line errors, batch mode."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_tui.cli import main


def test_table_shows_names_points_total_and_minimum(capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "140")
    assert main(["score", "123m 456m 789m 123p 5p", "--win", "5p", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "清龙" not in out  # fan names in the output's language only
    for text in ("Pure Straight", "Single Wait", "Total", "23",
                 "123m 456m 789m", "8-fan minimum (without flowers): met",
                 "sets: 123m  456m  789m  123p  55p"):
        assert text in out


def test_table_in_chinese(capsys: pytest.CaptureFixture[str],
                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "140")
    assert main(["score", "123m 456m 789m 123p 5p", "--win", "5p", "--lang", "zh"]) == 0
    out = capsys.readouterr().out
    for text in ("清龙", "独听・单钓", "合计", "番数", "8 番起和（不计花牌）：达到", "牌组：123m"):
        assert text in out
    assert "Pure Straight" not in out and "Total" not in out


def test_thirteen_orphans_sets_are_readable(capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "140")
    assert main(["score", "19m19p19sESWNCFP", "--win", "P", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "sets: 19m 19p 19s E S W N C F PP" in out
    assert "19m19p" not in out


def test_table_reports_minimum_not_met_and_flowers(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--lang", "en", "23m 55p", "--meld", "789s", "--meld", "EEE:right",
                 "--meld", "9999p:concealed", "--win", "1m", "--flowers", "2"]) == 0
    out = capsys.readouterr().out
    assert "Without flowers" in out
    assert "8-fan minimum (without flowers): NOT met" in out


def test_json_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "1112345678999m5m", "--self-drawn", "--seat", "S", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == {
        "is_win": True,
        "fans": [
            {"id": 4, "key": "nine_gates", "zh": "九莲宝灯", "en": "Nine Gates", "points": 88,
             "count": 1, "sets": []},
            {"id": 66, "key": "two_concealed_pungs", "zh": "双暗刻", "en": "Two Concealed Pungs",
             "points": 2, "count": 1, "sets": []},
            {"id": 73, "key": "pung_of_terminals_or_honors", "zh": "幺九刻",
             "en": "Pung of Terminals or Honors", "points": 1, "count": 1, "sets": []},
            {"id": 80, "key": "self_drawn", "zh": "自摸", "en": "Self-Drawn", "points": 1,
             "count": 1, "sets": []},
        ],
        "total": 92,
        "total_without_flowers": 92,
        "meets_minimum": True,
        "decomposition": ["11123455678999m"],
    }


def test_not_a_win(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "123m 456m 789m 12p 55s 9s", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["is_win"] is False
    assert main(["score", "123m 456m 789m 12p 55s 9s", "--lang", "en"]) == 0
    assert "not a winning hand" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["score", "12x"], "error: bad tile token '12x': digits '12' need a suit letter "
                           "(m, p, s or f)"),
        (["score", "123m"], "error: with 0 meld(s) the hand holds 13 tiles besides the winning "
                            "tile, not 2"),
        (["score", "123m 456m 789m 123p 5p", "--win", "5p", "--seat", "X"],
         "error: a wind is one of E, S, W, N, not 'X'"),
        (["score", "23m 55p", "--meld", "78s", "--win", "1m"],
         "error: meld '78s': a meld has 3 tiles (chow, pung) or 4 (kong), not 2"),
        (["score", "1111m 456m 789m 55p 9s", "--win", "1m"],
         "error: 5 copies of 1m; there are only 4"),
        (["score"], "error: give a HAND to score, or --batch CORPUS"),
    ],
)
def test_bad_input_is_one_line_error(argv: list[str], message: str,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [message]


def test_batch_mode(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus = tmp_path / "c.jsonl"
    lines = [
        {"id": "A", "melds": [], "hand": ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
                                          "1p", "2p", "3p", "5p"],
         "win_tile": "5p", "flags": ["self_drawn"], "seat_wind": "E", "prevalent_wind": "E",
         "flowers": 1},
        {"id": "B", "melds": [], "hand": ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
                                          "1p", "2p", "5s", "5s"],
         "win_tile": "9s", "flags": [], "seat_wind": "E", "prevalent_wind": "E", "flowers": 0},
        {"id": "C", "melds": [{"type": "chow", "tiles": ["E", "S", "W"], "claimed": "E"}],
         "hand": ["1m"] * 10, "win_tile": "1m", "flags": [], "seat_wind": "E",
         "prevalent_wind": "E", "flowers": 0},
    ]
    corpus.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    out = tmp_path / "a.jsonl"
    assert main(["score", "--batch", str(corpus), "--out", str(out)]) == 0
    assert "3 situations: 1 win, 1 not_win, 1 invalid" in capsys.readouterr().out
    answers = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert answers[0] == {"id": "A", "status": "win", "total": 26, "fans": [
        {"name": "Pure Straight", "count": 1}, {"name": "Fully Concealed Hand", "count": 1},
        {"name": "All Chows", "count": 1}, {"name": "Mixed Double Chow", "count": 1},
        {"name": "One Voided Suit", "count": 1},
        {"name": "Single Wait", "count": 1}, {"name": "Flower Tiles", "count": 1}]}
    assert answers[1] == {"id": "B", "status": "not_win"}
    assert (answers[2]["id"], answers[2]["status"], answers[2]["error"]) == (
        "C", "invalid", "bad_meld")


def test_batch_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--batch", str(tmp_path / "missing.jsonl")]) == 2
    assert capsys.readouterr().err.startswith("error: cannot read")
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n", encoding="utf-8")
    assert main(["score", "--batch", str(bad), "--out", str(tmp_path / "o.jsonl")]) == 2
    assert "bad.jsonl:1: not JSON" in capsys.readouterr().err
