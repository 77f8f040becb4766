"""Every number of the Guizhou value table [000:1015], exactly, with its breakdown."""

from __future__ import annotations

import pytest

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import parse_tile, parse_tiles
from mahjong_tui.rulesets.guizhou.scoring import (
    DOU_KINDS,
    GuizhouInputError,
    GuizhouItem,
    GuizhouScore,
    GuizhouSituation,
    score_guizhou,
)


def _score(hand: str, win: str, *, melds: tuple[Meld, ...] = (), self_drawn: bool = False,
           after_kong: bool = False, robbing: bool = False, hot: bool = False,
           **options: int | bool) -> GuizhouScore:
    return score_guizhou(GuizhouSituation(
        tuple(parse_tiles(hand)), melds, parse_tile(win), self_drawn, after_kong, robbing,
        hot), **options)  # type: ignore[arg-type]


def _items(score: GuizhouScore) -> list[tuple[str, str, int]]:
    return [(i.zh, i.en, i.value) for i in score.items]


KONG_1M = Meld.kong(parse_tile("1m"), concealed=True)

TABLE = [
    # hand, win, zh, en, value
    ("123m456m789m123p55p", "5p", "平胡", "Plain win", 10),
    ("111m444m777p222s55s", "5s", "大对子", "All pungs", 30),
    ("11m33m55p77p99s22s44s", "4s", "七对", "Seven pairs", 40),
    ("1111m55p77p99s22s44s", "4s", "龙七对", "Seven pairs with a four", 50),
    ("123m456m789m234m55m", "5m", "清一色", "Full flush", 50),
    ("111m333m555m777m99m", "9m", "清大对", "Full flush all pungs", 80),
    ("11m22m33m55m66m88m99m", "9m", "清七对", "Full flush seven pairs", 90),
    ("1111m33m55m66m88m99m", "9m", "青龙背", "Full flush seven pairs with a four", 100),
]


@pytest.mark.parametrize(("hand", "win", "zh", "en", "value"), TABLE)
def test_every_row_of_the_value_table_self_drawn(hand: str, win: str, zh: str, en: str,
                                                 value: int) -> None:
    score = _score(hand, win, self_drawn=True)
    assert score.is_win
    assert _items(score) == [(zh, en, value)]
    assert (score.value, score.payers, score.received) == (value, 3, 3 * value)


@pytest.mark.parametrize(("hand", "win", "zh", "en", "value"), TABLE[1:])
def test_hands_above_plain_win_on_any_discard(hand: str, win: str, zh: str, en: str,
                                              value: int) -> None:
    score = _score(hand, win)
    assert _items(score) == [(zh, en, value)]
    assert (score.value, score.payers, score.received) == (value, 1, value)


def test_the_table_is_additive() -> None:
    flush, pungs, pairs, dragon = 50, 30, 40, 50
    values = {row[2]: row[4] for row in TABLE}
    assert values["清大对"] == flush + pungs == 80
    assert values["青龙背"] == flush + dragon == 100
    assert values["清七对"] == flush + pairs == 90


def test_plain_win_on_a_discard_needs_a_dou() -> None:
    plain = _score("123m456m789m123p55p", "5p")
    assert not plain.is_win
    assert plain.reason == "平胡 wins on a discard only with a 豆 (a kong)"
    with_dou = _score("456m789m123p55p", "5p", melds=(KONG_1M,))
    assert _items(with_dou) == [("平胡", "Plain win", 10)]
    assert (with_dou.value, with_dou.received) == (10, 10)
    # A 热炮 and a robbed kong may be won by a plain hand without a 豆.
    assert _score("123m456m789m123p55p", "5p", hot=True).received == 10
    robbed = _score("123m456m789m123p55p", "5p", robbing=True)
    assert (robbed.value, robbed.payers, robbed.received) == (10, 3, 30)
    # The option off: any plain hand wins on a discard.
    assert _score("123m456m789m123p55p", "5p", plain_discard_needs_dou=False).received == 10


def test_win_on_a_kong_replacement_adds_ten() -> None:
    score = _score("456m789m123p55p", "5p", melds=(KONG_1M,), self_drawn=True,
                   after_kong=True)
    assert _items(score) == [("平胡", "Plain win", 10),
                             ("杠上胡", "Win on a kong replacement", 10)]
    assert (score.value, score.payers, score.received) == (20, 3, 60)
    pungs = _score("444m777p222s55s", "5s", melds=(KONG_1M,), self_drawn=True,
                   after_kong=True)
    assert (pungs.value, pungs.received) == (40, 120)


def test_the_best_reading_counts() -> None:
    # 112233m as three chows or as pairs: seven pairs (清七对 90) is worth more than
    # the flush plain win (50).
    score = _score("11223344556677m", "7m", self_drawn=True)
    assert _items(score) == [("清七对", "Full flush seven pairs", 90)]
    assert score.shape == "seven pairs"
    # 清七对 is an option.
    assert _score("11223344556677m", "7m", clean_seven_pairs=60).value == 60


def test_dou_amounts() -> None:
    assert {k: (d.zh, d.each, d.from_everyone, d.full_value)
            for k, d in DOU_KINDS.items()} == {
        "concealed": ("闷豆", 20, True, 60),
        "added": ("转弯豆", 10, True, 30),
        "exposed": ("点豆", 10, False, 10),
    }


def test_not_a_win_and_bad_input() -> None:
    score = _score("123m456m789m123p56p", "6p", self_drawn=True)
    assert score == GuizhouScore(False, (), 0, 0, 0, "",
                                 "not four sets and a pair, nor seven pairs")
    with pytest.raises(GuizhouInputError, match="m, p and s tiles only"):
        _score("123m456m789m123pEE", "E", self_drawn=True)
    with pytest.raises(GuizhouInputError, match="14 concealed tiles"):
        _score("123m456m789m123p5p", "5p", self_drawn=True)
    with pytest.raises(GuizhouInputError, match="more than four copies of 1m"):
        _score("111m789m123p55p", "5p", melds=(KONG_1M,), self_drawn=True)
    with pytest.raises(GuizhouInputError, match="杠上胡"):
        _score("123m456m789m123p55p", "5p", self_drawn=True, after_kong=True)
    assert isinstance(score, GuizhouScore) and GuizhouItem("a", "b", "c", 1).value == 1


def test_score_cli(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from mahjong_tui.cli import main

    assert main(["score", "--ruleset", "guizhou", "1111m33m55m66m88m99m", "--win", "9m",
                 "--self-drawn", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["items"], out["value"], out["payers"], out["received"]) == (
        [{"id": "GreenDragon", "zh": "青龙背", "en": "Full flush seven pairs with a four",
          "value": 100}], 100, 3, 300)
    assert main(["score", "--ruleset", "guizhou", "123m456m789m123p55p", "--win", "5p",
                 "--hot-shot", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["received"] == 10
    assert main(["score", "--ruleset", "guizhou", "123m456m789m123p55p", "--void", "m"]) == 2
    assert capsys.readouterr().err == "error: --void: not read by --ruleset guizhou\n"
    assert main(["score", "--ruleset", "guizhou", "123m", "--meld", "123m"]) == 2
    assert "Guizhou has no chows" in capsys.readouterr().err
