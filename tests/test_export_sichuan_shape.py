"""A Sichuan game's account in ``export``, in Chinese: the shape line of a win (the
sets the scorer read, worded with the rule texts' terms 顺子, 刻子, 将, 七对; 直杠, 面下杠,
暗杠; exactly as the scorer wrote them in English), and the exchange (换三张) and the
void suits (定缺) in the play-by-play."""

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


def _setup_lines(lang: str) -> list[str]:
    """Lines 4 to 9 of the first hand's play-by-play: the exchange and the voids."""
    game = replay(load(RECORD))
    text = format_account(game.events, list(game.players), lang=lang)
    numbered = [line for line in text.splitlines() if line[:6].strip().rstrip(".").isdigit()]
    return numbered[3:9]


@pytest.mark.parametrize(("lang", "expected"), [
    ("zh", ["    4. 骰子 6 点：换三张交给上家",
            "    5. beginner-1 把 6万 7万 9万 交给 beginner-0，收到 1万 1万 6万",
            "    6. standard-2 把 1万 1万 6万 交给 beginner-1，收到 4万 6万 8万",
            "    7. standard-3 把 4万 6万 8万 交给 standard-2，收到 1万 1万 7万",
            "    8. beginner-0 把 1万 1万 7万 交给 standard-3，收到 6万 7万 9万",
            "    9. 定缺：beginner-0 缺条，beginner-1 缺万，standard-2 缺万，standard-3 缺万"]),
    ("en", ["    4. The die shows 6: the tiles go to the previous player",
            "    5. beginner-1 passes 679m to beginner-0, receiving 116m",
            "    6. standard-2 passes 116m to beginner-1, receiving 468m",
            "    7. standard-3 passes 468m to standard-2, receiving 117m",
            "    8. beginner-0 passes 117m to standard-3, receiving 679m",
            "    9. Void suits: beginner-0 s, beginner-1 m, standard-2 m, standard-3 m"]),
])
def test_the_exchange_and_the_void_suits_are_told_in_the_reader_s_language(
        lang: str, expected: list[str]) -> None:
    assert _setup_lines(lang) == expected


def test_exchanged_tiles_hidden_from_the_reader_are_counted() -> None:
    from mahjong_tui.engine.events import TilesExchanged, redact
    from mahjong_tui.i18n.describe import describe_event

    game = replay(load(RECORD))
    passed = next(e for e in game.events if isinstance(e, TilesExchanged))
    names = list(game.players)
    hidden = redact(passed, (passed.player + 2) % 4)
    assert describe_event(hidden, names, "zh") == (
        "beginner-1 把 3 张牌 交给 beginner-0，收到 3 张牌")
    assert describe_event(hidden, names, "en") == hidden.describe(names)
