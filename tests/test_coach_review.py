"""``review``: every decision of the reviewed seat against the expert's, checked exactly
on the bot-only fixture records (a chosen seat stands for the human)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_tui.coach.review import ReviewError, humans_of, review_record
from mahjong_tui.coach.review_text import decision_line, summary_lines
from mahjong_tui.engine.record import load

ROOT = Path(__file__).resolve().parents[1]
RECORDS = ROOT / "tests" / "fixtures" / "mcr-records"


def test_an_expert_seat_always_agrees_with_the_expert() -> None:
    review = review_record(load(RECORDS / "expert.jsonl"), [0])
    assert len(review.decisions) == 228
    assert [d for d in review.decisions if d.differs] == []
    assert {d.player for d in review.decisions} == {0}
    assert summary_lines(review) == [
        "Reviewed expert-0: 228 decisions in 16 hand(s), 0 differ from the expert",
        "Differed most (shanten lost, live useful tiles lost):",
        "  none",
        "Deal-ins: 2",
        "  hand 15: expert-0 discarded 7p, expert-3 won 9 fan",
        "  hand 16: expert-0 discarded 5s, expert-3 won 24 fan",
        "Wins passed: 0",
    ]


def test_a_beginner_seat_is_compared_decision_by_decision() -> None:
    review = review_record(load(RECORDS / "mixed-1.jsonl"), [1])
    first = [(d.number, d.phase, d.played.action, d.expert.action, d.played.shanten,
              d.played.live_useful, d.expert.shanten, d.expert.live_useful)
             for d in review.decisions[:6]]
    assert first == [
        (2, "claim", "chow 567m", "chow 567m", 4, 60, 4, 60),
        (3, "turn", "discard W", "discard 1m", 4, 66, 4, 60),
        (7, "turn", "discard C", "discard 1m", 4, 73, 4, 67),
        (11, "turn", "discard E", "discard 1m", 3, 63, 4, 84),
        (17, "turn", "discard 9s", "discard 9s", 3, 72, 3, 72),
        (21, "turn", "discard P", "discard P", 3, 70, 3, 70),
    ]
    assert summary_lines(review) == [
        "Reviewed beginner-1: 324 decisions in 16 hand(s), 125 differ from the expert",
        "Differed most (shanten lost, live useful tiles lost):",
        "  #1031 hand 13: played discard 4m, expert discard N: shanten +0, live useful -16",
        "  #914 hand 11: played discard 5p, expert discard 9s: shanten +0, live useful -13",
        "  #101 hand 2: played discard 7p, expert discard 8s: shanten +0, live useful -10",
        "  #63 hand 1: played discard 6m, expert discard 2s: shanten +0, live useful -6",
        "  #1084 hand 13: played pass, expert chow 123p: shanten +0, live useful -6",
        "Deal-ins: 2",
        "  hand 5: beginner-1 discarded 6s, standard-2 won 13 fan",
        "  hand 7: beginner-1 discarded 7m, standard-2 won 14 fan",
        "Wins passed: 0",
    ]


def test_the_review_in_chinese() -> None:
    review = review_record(load(RECORDS / "mixed-1.jsonl"), [1], "zh")
    assert summary_lines(review, "zh") == [
        "复盘 beginner-1：16盘共324次决定，125次与专家不同",
        "差别最大（多出的向听，少了的有效牌剩余）：",
        "  #1031 第13盘：打 4万，专家 打 北：向听 +0，有效牌剩余 -16",
        "  #914 第11盘：打 5饼，专家 打 9条：向听 +0，有效牌剩余 -13",
        "  #101 第2盘：打 7饼，专家 打 8条：向听 +0，有效牌剩余 -10",
        "  #63 第1盘：打 6万，专家 打 2条：向听 +0，有效牌剩余 -6",
        "  #1084 第13盘：过，专家 吃 123饼：向听 +0，有效牌剩余 -6",
        "点炮：2次",
        "  第5盘：beginner-1打出6条，standard-2和了13番",
        "  第7盘：beginner-1打出7万，standard-2和了14番",
        "放过的和牌：0次",
    ]
    assert decision_line(review, review.decisions[0], "zh") == (
        "#2 第1盘 beginner-1 鸣牌：吃 567万（向听4，有效牌剩余60张；再打1万；"
        "花龙 123万 456饼 789条（8番）：差4张，需要 3万 2饼 6饼 1条 7条 8条 東 西 +1） = 专家")


def test_bot_only_records_name_no_human() -> None:
    record = load(RECORDS / "mixed-1.jsonl")
    assert humans_of(record) == ()
    with pytest.raises(ReviewError, match="names no human seat; choose one with --seat"):
        review_record(record)


def test_human_seats_are_read_from_a_saved_game_header() -> None:
    record = load(RECORDS / "mixed-2.jsonl")
    record.header["meta"] = {"session": {"mode": "bots", "humans": [2],
                                         "bot_levels": ["expert", "expert", None, "expert"],
                                         "match_uid": "x", "started_at": "2026-01-01"}}
    assert humans_of(record) == (2,)


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mahjong_tui", "review", *args], cwd=ROOT,
                          capture_output=True, text=True, check=False, timeout=300)


def test_cli_json_output() -> None:
    done = _cli(str(RECORDS / "mixed-1.jsonl"), "--seat", "1", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["summary"]["decisions"] == 324
    assert data["summary"]["differ"] == 125
    assert data["summary"]["differed_most"] == [1031, 914, 101, 63, 1084]
    assert data["decisions"][1] == {
        "number": 3, "hand": 0, "player": 1, "phase": "turn",
        "played": {"action": "discard W", "shanten": 4, "live_useful": 66,
                   "route": "Mixed Straight 123m 456p 789s (8 fan): 4 away, needs 1m 3m 2p "
                            "6p 1s 7s 8s E +1"},
        "expert": {"action": "discard 1m", "shanten": 4, "live_useful": 60,
                   "route": "Mixed Straight 123m 456p 789s (8 fan): 4 away, needs 3m 2p 6p "
                            "1s 7s 8s E W +1"},
        "differs": True, "shanten_lost": 0, "live_lost": -6}


def test_cli_errors_are_one_line() -> None:
    done = _cli(str(RECORDS / "mixed-1.jsonl"))
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        f"mahjong-tui review: {RECORDS / 'mixed-1.jsonl'}: the record names no human seat; "
        "choose one with --seat"]
    missing = _cli(str(ROOT / "no-such-record.jsonl"))
    assert missing.returncode == 1
    assert len(missing.stderr.strip().splitlines()) == 1
    assert "Traceback" not in missing.stderr
