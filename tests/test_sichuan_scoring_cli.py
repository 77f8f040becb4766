"""``mahjong-tui score --ruleset sichuan|sichuan-sbr``: table, JSON, errors, batch mode."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_tui.cli import main

WIN = {"id": "w", "hand": ["5p", "5p"], "melds": [
    {"type": "pung", "tile": "1m"}, {"type": "pung", "tile": "9m"},
    {"type": "kong", "kind": "added", "tile": "2p"}, {"type": "pung", "tile": "7p"}],
    "win_tile": "5p", "self_drawn": True, "void": "s"}
NO_WIN = {"id": "n", "hand": ["1m", "2m", "3m", "4m", "5m", "6m", "7p", "8p", "9p", "1p", "2p",
                              "3p", "4p", "4s"], "melds": [], "win_tile": "4s",
          "self_drawn": False, "void": "s"}
BAD = {"id": "b", "hand": ["1m"], "melds": [], "win_tile": "1m", "self_drawn": False,
       "void": "s"}


def test_table_shows_every_fan_the_totals_value_and_payment(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "140")
    assert main(["score", "--ruleset", "sichuan-sbr", "55p", "--meld", "111m", "--meld", "999m",
                 "--meld", "2222p:added", "--meld", "777p", "--win", "5p", "--void", "s",
                 "--self-drawn"]) == 0
    out = capsys.readouterr().out
    for text in ("55p [111m] [999m] [2222p added] [777p] (win 5p, sichuan-sbr)",
                 "杠", "大对子", "金钩钓", "Golden Single Wait", "Raw fan", "Fan counted (cap 3)",
                 "pung 111m, pung 999m, added kong 2222p, pung 777p; pair 55p",
                 "value 8 (base units); each other player still in pays 9"):
        assert text in out


def test_a_plain_chengdu_win_shows_its_pattern(capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "140")
    assert main(["score", "--ruleset", "sichuan", "123m 456m 789m 123p 5p", "--win", "5p"]) == 0
    out = capsys.readouterr().out
    for text in ("平胡", "Plain win", "Fan counted (cap 4)",
                 "value 1 (base units); the discarder pays 1"):
        assert text in out


def test_json_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--ruleset", "sichuan", "1111m 2222m 33m 55p 7p", "--win", "7p",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "ruleset": "sichuan",
        "options": {"cap": 4, "self_draw_bonus": False, "heavenly_earthly": True,
                    "linear_points": False},
        "is_win": True,
        "fans": [
            {"id": "DragonSevenPairs", "zh": "龙七对", "en": "Dragon Seven Pairs", "fan": 4,
             "count": 1},
            {"id": "Root", "zh": "根", "en": "Root", "fan": 1, "count": 1},
        ],
        "raw_fan": 5,
        "cap": 4,
        "total_fan": 4,
        "value": 16,
        "payment_each": 16,
        "shape": "seven pairs 11m 11m 22m 22m 33m 55p 77p",
        "reason": "",
    }


def test_hand_may_hold_the_winning_tile_or_not(capsys: pytest.CaptureFixture[str]) -> None:
    for hand in ("111m 444m 222p 999p 6p", "111m 444m 222p 999p 66p"):
        assert main(["score", "--ruleset", "sichuan", hand, "--win", "6p", "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["fans"][0]["id"] == "AllPungs"


def test_not_a_win(capsys: pytest.CaptureFixture[str],
                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "140")
    argv = ["score", "--ruleset", "sichuan-sbr", "123m 456m 789p 11p 234s", "--win", "4s"]
    assert main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["is_win"], data["value"], data["reason"]) == (
        False, 0, "holds all three suits (at most two may win)")
    assert main(argv) == 0
    assert "not a winning hand: holds all three suits" in capsys.readouterr().out


@pytest.mark.parametrize(("argv", "message"), [
    (["--ruleset", "sichuan", "123m 456m 789p 11p", "--meld", "234p"],
     "error: meld '234p': a meld is a pung (3 identical tiles) or a kong (4); "
     "Sichuan has no chows"),
    (["--ruleset", "sichuan", "123m 456m 789p 11p", "--meld", "2222p:left"],
     "error: meld '2222p:left': a kong is :exposed (default), :concealed or :added, "
     "not 'left'"),
    (["--ruleset", "sichuan", "123m 456m 789p 11p 234p", "--seat", "S"],
     "error: --seat: MCR options, not read by --ruleset sichuan"),
    (["123m 456m 789m 123p 5p", "--after-kong"],
     "error: --after-kong: Sichuan options; add --ruleset sichuan or sichuan-sbr"),
    (["--ruleset", "sichuan-sbr", "123m 456m 789p 11p 234p", "--void", "x"],
     "error: the void suit is m, p or s, not 'x'"),
    (["--ruleset", "sichuan-sbr", "11111m 456m 789p 11p 2p"],
     "error: 5 copies of 1m; there are only 4"),
    (["--ruleset", "sichuan-sbr", "123m 456m 789p 11p 234p", "--kong-discard", "--self-drawn"],
     "error: robbing a kong and 杠上炮 are wins on another's tile, not self-drawn"),
    (["--ruleset", "sichuan-sbr"], "error: give a HAND to score, or --batch SITUATIONS"),
    (["--ruleset", "sichuan", "123m 456m 789p 11p 234p", "--option", "cap=x"],
     "error: cap is a number of fan or none, not 'x'"),
    (["--ruleset", "sichuan", "123m 456m 789p 11p 234p", "--option", "seat=E"],
     "error: option 'seat=E': FIELD=VALUE with FIELD one of cap, self_draw_bonus, "
     "heavenly_earthly, linear_points"),
    (["--ruleset", "sichuan-sbr", "123m 456m 789p 11p 234p", "--option", "linear_points=yes"],
     "error: linear points exist only in the chengdu model"),
    (["123m 456m 789m 123p 5p", "--option", "cap=none"],
     "error: --option: Sichuan options; add --ruleset sichuan or sichuan-sbr"),
])
def test_bad_input_is_one_line_error(argv: list[str], message: str,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", *argv]) == 2
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == ("", message + "\n")


def _write(path: Path, rows: list[object]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                    encoding="utf-8")


def test_batch_mode_writes_the_oracle_answer_format(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    _write(src, [WIN, NO_WIN, BAD])
    assert main(["score", "--ruleset", "sichuan-sbr", "--batch", str(src), "--out",
                 str(out)]) == 0
    assert capsys.readouterr().out == f"3 situations: 1 win, 1 not win, 1 invalid -> {out}\n"
    assert [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()] == [
        {"id": "w", "win": True, "fans": {"AllPungs": 1, "GoldenWait": 1, "Kong": 1},
         "total_fan": 3, "raw_fan": 3, "value": 8, "payment_each": 9,
         "shape": "pung 111m, pung 999m, added kong 2222p, pung 777p; pair 55p"},
        {"id": "n", "win": False, "fans": {}, "total_fan": 0, "raw_fan": 0, "value": 0,
         "payment_each": 0},
        {"id": "b", "error": "the hand has 1 concealed tiles, expected 14 "
                             "(14 - 3 per meld, winning tile included)"},
    ]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl", "out.jsonl"]


def test_batch_to_standard_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.jsonl"
    _write(src, [WIN])
    assert main(["score", "--ruleset", "sichuan", "--batch", str(src)]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "id": "w", "win": True, "fans": {"AllPungs": 1, "Root": 1}, "total_fan": 2,
        "raw_fan": 2, "value": 4, "payment_each": 4,
        "shape": "pung 111m, pung 999m, added kong 2222p, pung 777p; pair 55p"}


def test_batch_refuses_to_write_over_its_input(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.jsonl"
    _write(src, [WIN])
    before = src.read_bytes()
    assert main(["score", "--ruleset", "sichuan-sbr", "--batch", str(src), "--out",
                 str(tmp_path / "." / "in.jsonl")]) == 2
    assert capsys.readouterr().err == f"error: refusing to write the answers over the input {src}\n"
    assert src.read_bytes() == before


@pytest.mark.parametrize(("content", "message"), [
    (b'{"id": "w"}\n{not json\n', "{src}:2: not JSON (Expecting property name enclosed in "
                                   "double quotes)"),
    (b"\xff\xfe\n", "{src} is not UTF-8 text"),
])
def test_batch_leaves_the_output_untouched_on_unreadable_input(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes,
        message: str) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    src.write_bytes(content)
    out.write_text("previous answers\n", encoding="utf-8")
    assert main(["score", "--ruleset", "sichuan-sbr", "--batch", str(src), "--out",
                 str(out)]) == 2
    assert capsys.readouterr().err == "error: " + message.format(src=src) + "\n"
    assert out.read_text(encoding="utf-8") == "previous answers\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl", "out.jsonl"]


def test_batch_reports_a_missing_input_or_output_folder(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.jsonl"
    assert main(["score", "--ruleset", "sichuan-sbr", "--batch", str(src)]) == 2
    assert capsys.readouterr().err == f"error: cannot read {src}: No such file or directory\n"
    _write(src, [WIN])
    out = tmp_path / "missing" / "out.jsonl"
    assert main(["score", "--ruleset", "sichuan-sbr", "--batch", str(src), "--out",
                 str(out)]) == 2
    assert capsys.readouterr().err == f"error: cannot write {out}: No such file or directory\n"


def test_help_describes_the_sichuan_notation(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["score", "--help"])
    out = capsys.readouterr().out
    for text in ("--ruleset NAME", "sichuan-sbr", "5555p:concealed", "5555p:added",
                 "--void SUIT", "--after-kong", "--kong-discard", "--heavenly", "--earthly"):
        assert text in out


def test_bench_prints_throughput_figures(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    corpus = tmp_path / "corpus.jsonl"
    _write(corpus, [WIN, NO_WIN])
    assert main(["bench", "sichuan", "--corpus", str(corpus), "--repeat", "1", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert set(figures) == {"situations", "batch_per_s", "ours_per_s", "omu_per_s", "ratio"}
    assert figures["situations"] == 2
    assert figures["batch_per_s"] > 0 and figures["ours_per_s"] > 0
    assert figures["omu_per_s"] is None  # no vendor/omu beside this corpus
    assert main(["bench", "sichuan", "--corpus", str(tmp_path / "none.jsonl")]) == 2
    assert "no corpus" in capsys.readouterr().err


@pytest.mark.parametrize(("change", "error"), [
    ({"void": []}, "bad void [] (m, p or s)"),
    ({"void": "x"}, "bad void 'x' (m, p or s)"),
    ({"hand": "55p"}, "hand is a list of tiles"),
    ({"hand": ["5p", 5]}, "bad tile 5 (a rank 1-9 and m, p or s)"),
    ({"melds": [{"type": "kong", "tile": "1m"}]},
     "bad kong kind None (exposed, concealed or added)"),
    ({"melds": [{"type": "chow", "tile": "1m"}]}, "bad meld type 'chow' (pung or kong)"),
    ({"melds": ["111m"]}, "a meld is an object, not '111m'"),
    ({"self_drawn": "yes"}, "self_drawn is true or false, not 'yes'"),
    ({"win_tile": "E"}, "bad tile 'E' (a rank 1-9 and m, p or s)"),
])
def test_malformed_situations_get_an_error_line(tmp_path: Path, change: dict[str, object],
                                                error: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.jsonl"
    _write(src, [{**WIN, **change}, [1, 2]])
    assert main(["score", "--ruleset", "sichuan-sbr", "--batch", str(src)]) == 0
    assert [json.loads(line) for line in capsys.readouterr().out.splitlines()] == [
        {"id": "w", "error": error}, {"id": None, "error": "a situation is a JSON object"}]


def test_options_change_the_preset(capsys: pytest.CaptureFixture[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "140")
    argv = ["score", "--ruleset", "sichuan", "11224444557799m", "--win", "9m", "--self-drawn"]
    assert main([*argv, "--option", "cap=none", "--option", "self_draw_bonus=yes",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["options"] == {"cap": None, "self_draw_bonus": True, "heavenly_earthly": True,
                               "linear_points": False}
    assert (data["raw_fan"], data["total_fan"], data["value"], data["payment_each"]) == (
        5, 5, 32, 33)
    assert main([*argv, "--option", "linear_points=yes"]) == 0
    out = capsys.readouterr().out
    for text in ("(win 9m, sichuan, linear_points=True)", "Points each", "Raw points",
                 "Points counted (no cap)", "value 5 (base units); each other player still in "
                 "pays 5"):
        assert text in out


def test_options_apply_to_a_batch(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.jsonl"
    _write(src, [WIN])
    assert main(["score", "--ruleset", "sichuan-sbr", "--batch", str(src), "--option",
                 "self_draw_bonus=no"]) == 0
    assert json.loads(capsys.readouterr().out)["payment_each"] == 8
