"""The shape line of a Sichuan win in ``export``: the sets the scorer read, worded
in Chinese with the rule texts' terms (顺子, 刻子, 将, 七对; 直杠, 面下杠, 暗杠), and
exactly as the scorer wrote them in English."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.engine.record import load, replay
from mahjong_tui.persistence.history.account import format_account
from mahjong_tui.persistence.history.win_shape import shape_text
from mahjong_tui.rulesets.sichuan.scoring import CHENGDU, SichuanScore, score_sichuan
from mahjong_tui.rulesets.sichuan.scoring.notation import situation

RECORD = Path(__file__).resolve().parent / "fixtures" / "regional-records" / "sichuan.jsonl"


def _score(hand: str, win: str, melds: tuple[str, ...] = ()) -> SichuanScore:
    return score_sichuan(situation(hand, win=win, melds=list(melds)), CHENGDU)


@pytest.mark.parametrize(("hand", "win", "melds", "english", "chinese"), [
    ("123m 456m 789p 11p", "1p", ("5555p:concealed",),
     "concealed kong 5555p, chow 123m, chow 456m, chow 789p; pair 11p",
     "暗杠 5555饼，顺子 123万，顺子 456万，顺子 789饼；将 11饼"),
    ("123m 456m 789p 11p", "1p", ("5555p:added",),
     "added kong 5555p, chow 123m, chow 456m, chow 789p; pair 11p",
     "面下杠 5555饼，顺子 123万，顺子 456万，顺子 789饼；将 11饼"),
    ("345m 678m 789p 11p", "1p", ("2222p",),
     "kong 2222p, chow 345m, chow 678m, chow 789p; pair 11p",
     "直杠 2222饼，顺子 345万，顺子 678万，顺子 789饼；将 11饼"),
    ("222m 333m 777p 88p", "8p", ("999m",),
     "pung 999m, pung 222m, pung 333m, pung 777p; pair 88p",
     "刻子 999万，刻子 222万，刻子 333万，刻子 777饼；将 88饼"),
    ("11334466778899m", "9m", (),
     "seven pairs 11m 33m 44m 66m 77m 88m 99m",
     "七对 11万 33万 44万 66万 77万 88万 99万"),
])
def test_every_kind_of_set_is_worded_in_both_languages(hand: str, win: str,
                                                        melds: tuple[str, ...],
                                                        english: str, chinese: str) -> None:
    score = _score(hand, win, melds)
    assert score.shape == english
    assert shape_text(score, "en") == english
    assert shape_text(score, "zh") == chinese


def test_a_shape_the_reader_does_not_know_is_given_as_written() -> None:
    score = _score("123m 456m 789p 11p", "1p", ("5555p",))
    odd = SichuanScore(True, score.fans, score.raw_fan, score.total_fan, score.value,
                       score.payment_each, "knitted 147m; pair 11p", "")
    assert shape_text(odd, "zh") == "knitted 147m; pair 11p"


def _shape_lines(lang: str) -> list[str]:
    game = replay(load(RECORD))
    text = format_account(game.events, list(game.players), log=False, lang=lang)
    return [line for line in text.splitlines() if line.startswith(("  牌型：", "  Shape: "))]


def test_the_chinese_export_of_a_sichuan_game_words_every_shape() -> None:
    assert _shape_lines("zh") == [
        "  牌型：顺子 345饼，顺子 678饼，顺子 456条，刻子 777条；将 33条",
        "  牌型：刻子 222饼，刻子 333饼，顺子 456饼，顺子 678条；将 22条",
        "  牌型：面下杠 7777万，面下杠 9999万，刻子 444万，刻子 777饼；将 55万",
        "  牌型：顺子 456万，顺子 789万，顺子 123条，顺子 567条；将 88条",
        "  牌型：顺子 345饼，顺子 678饼，顺子 123条，顺子 567条；将 99饼",
        "  牌型：直杠 4444条，刻子 444饼，顺子 567饼，顺子 789条；将 11饼",
    ]


def test_the_english_export_keeps_the_scorer_s_words() -> None:
    assert _shape_lines("en") == [
        "  Shape: chow 345p, chow 678p, chow 456s, pung 777s; pair 33s",
        "  Shape: pung 222p, pung 333p, chow 456p, chow 678s; pair 22s",
        "  Shape: added kong 7777m, added kong 9999m, pung 444m, pung 777p; pair 55m",
        "  Shape: chow 456m, chow 789m, chow 123s, chow 567s; pair 88s",
        "  Shape: chow 345p, chow 678p, chow 123s, chow 567s; pair 99p",
        "  Shape: kong 4444s, pung 444p, chow 567p, chow 789s; pair 11p",
    ]
