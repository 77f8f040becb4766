"""The Chengdu preset (``sichuan``): every row of the fan table, every add-on, the cap.

The hands are the examples of the Chinese rule texts where they give one
(成都麻将 胡牌牌型及记分). Values are in base units: ``2 ** min(fan, 4)``.
"""

from __future__ import annotations

import dataclasses

import pytest

from mahjong_tui.rulesets.sichuan.scoring import (
    CHENGDU,
    PRESETS,
    SichuanInputError,
    SichuanScore,
    score_sichuan,
)
from mahjong_tui.rulesets.sichuan.scoring.notation import situation


def _score(hand: str, win: str, **kwargs: object) -> SichuanScore:
    scoring = kwargs.pop("scoring", CHENGDU)
    assert isinstance(scoring, type(CHENGDU))
    return score_sichuan(situation(hand, win=win, **kwargs), scoring)  # type: ignore[arg-type]


def _fans(score: SichuanScore) -> list[tuple[str, int, int]]:
    return [(f.zh, f.fan, f.count) for f in score.fans]


def test_the_preset_is_the_digest_default() -> None:
    assert PRESETS["sichuan"] is CHENGDU
    assert (CHENGDU.model, CHENGDU.cap, CHENGDU.self_draw_bonus, CHENGDU.heavenly_earthly) == (
        "chengdu", 4, False, True)


@pytest.mark.parametrize(("hand", "win", "fans", "value"), [
    # 平胡: no fan, x1
    ("123m 456m 789m 123p 55p", "5p", [], 1),
    # 对对胡 1
    ("111m 444m 222p 999p 66p", "6p", [("对对胡", 1, 1)], 2),
    # 清一色 2
    ("123s 567s 234s 888s 99s", "9s", [("清一色", 2, 1)], 4),
    # 七对 2
    ("11m 33m 44m 66m 55p 77p 99p", "9p", [("七对", 2, 1)], 4),
    # 幺九 2: 111222333m read as three 123m chows
    ("111222333m 789p 99p", "9p", [("幺九", 2, 1)], 4),
    # 将对 3
    ("222m 555m 888m 555p 88p", "8p", [("将对", 3, 1)], 8),
    # 清对 3
    ("222m 444m 555m 777m 99m", "9m", [("清对", 3, 1)], 8),
    # 龙七对 4: the four that makes it is no 根
    ("11m 2222m 44m 55p 77p 88p", "8p", [("龙七对", 4, 1)], 16),
    # 清七对 4
    ("11334466778899m", "9m", [("清七对", 4, 1)], 16),
    # 清幺九 4: 11 123 789 789 789
    ("11123777888999m", "9m", [("清幺九", 4, 1)], 16),
    # 清龙七对 5, capped at 4
    ("11224444557799m", "9m", [("清龙七对", 5, 1)], 16),
])
def test_every_pattern_of_the_table(hand: str, win: str, fans: list[tuple[str, int, int]],
                                    value: int) -> None:
    score = _score(hand, win, void="s" if "s" not in hand else "p")
    assert score.is_win
    assert _fans(score) == fans
    raw = sum(f * c for _, f, c in fans)
    assert (score.raw_fan, score.total_fan, score.value) == (raw, min(raw, 4), value)
    assert score.payment_each == value


def test_only_the_highest_pattern_counts() -> None:
    # 清一色 and 对对胡 are both there: 清对 3 alone, not 2 + 1 + 3
    score = _score("222m 444m 555m 777m 99m", "9m")
    assert _fans(score) == [("清对", 3, 1)]
    # 清一色 七对: 清七对 4, not 清一色 2 + 七对 2 + 清七对 4
    assert _fans(_score("11334466778899m", "9m")) == [("清七对", 4, 1)]


def test_root_per_four_of_a_kind_in_the_hand() -> None:
    # 123333m: a 333m pung beside a 123m chow holds four 3m (the texts' example)
    score = _score("123333m 45566799s", "9s")
    assert _fans(score) == [("根", 1, 1)]
    assert (score.raw_fan, score.value, score.shape) == (
        1, 2, "chow 123m, pung 333m, chow 456s, chow 567s; pair 99s")


def test_a_kong_is_a_root_too() -> None:
    score = _score("123m 456m 789p 11p", "1p", melds=["5555p"])
    assert _fans(score) == [("根", 1, 1)]
    concealed = _score("123m 456m 789p 11p", "1p", melds=["5555p:concealed"])
    added = _score("123m 456m 789p 11p", "1p", melds=["5555p:added"])
    assert _fans(concealed) == _fans(added) == [("根", 1, 1)]


def test_a_melded_pung_and_its_fourth_in_the_hand_is_a_root() -> None:
    score = _score("345m 678m 789p 11p", "1p", melds=["555m"])
    assert _fans(score) == [("根", 1, 1)]


def test_dragon_seven_pairs_counts_only_the_other_fours_as_roots() -> None:
    # two fours: 龙七对 4 + one 根 = 5, capped at 4
    score = _score("1111m 2222m 33m 55p 77p", "7p")
    assert _fans(score) == [("龙七对", 4, 1), ("根", 1, 1)]
    assert (score.raw_fan, score.total_fan, score.value) == (5, 4, 16)
    uncapped = _score("1111m 2222m 33m 55p 77p", "7p",
                      scoring=dataclasses.replace(CHENGDU, cap=None))
    assert (uncapped.raw_fan, uncapped.total_fan, uncapped.value) == (5, 5, 32)


def test_the_best_reading_is_kept() -> None:
    # 1111 2222 3333m 55p: four chows + 3 根 (3 fan) or 龙七对 + 2 根 (6 fan)
    score = _score("111122223333m 55p", "5p", scoring=dataclasses.replace(CHENGDU, cap=None))
    assert _fans(score) == [("龙七对", 4, 1), ("根", 1, 2)]
    assert (score.raw_fan, score.value) == (6, 64)
    assert score.shape == "seven pairs 11m 11m 22m 22m 33m 33m 55p"


def test_win_after_kong_adds_two() -> None:
    score = _score("123m 456m 789p 11p", "1p", melds=["5555p:concealed"], self_drawn=True,
                   after_kong=True)
    assert _fans(score) == [("根", 1, 1), ("杠上花", 2, 1)]
    assert (score.raw_fan, score.value, score.payment_each) == (3, 8, 8)


def test_shoot_after_kong_and_robbing_the_kong_add_one() -> None:
    plain = "123m 456m 789p 11p 234p"
    assert _fans(_score(plain, "1p", kong_discard=True)) == [("杠上炮", 1, 1)]
    robbed = _score(plain, "4p", robbing_kong=True)
    assert _fans(robbed) == [("抢杠", 1, 1)]
    assert (robbed.value, robbed.payment_each) == (2, 2)
    # robbing a 加杠 made right after a kong: both
    both = _score(plain, "4p", robbing_kong=True, kong_discard=True)
    assert _fans(both) == [("杠上炮", 1, 1), ("抢杠", 1, 1)]


def test_the_last_tile_scores_nothing() -> None:
    score = _score("123m 456m 789p 11p 234p", "1p", self_drawn=True, last_tile=True)
    assert (score.is_win, score.fans, score.value) == (True, (), 1)


def test_add_ons_stack_on_the_pattern_up_to_the_cap() -> None:
    # 清对 3 + 根 (the kong) 1 + 杠上花 2 = 6, capped at 4
    score = _score("222m 444m 777m 99m", "9m", melds=["5555m"], self_drawn=True,
                   after_kong=True)
    assert _fans(score) == [("清对", 3, 1), ("根", 1, 1), ("杠上花", 2, 1)]
    assert (score.raw_fan, score.total_fan, score.value, score.payment_each) == (6, 4, 16, 16)


@pytest.mark.parametrize("flag", ["heavenly", "earthly"])
def test_heavenly_and_earthly_are_five_fan(flag: str) -> None:
    score = _score("123m 456m 789p 11p 234p", "1p", self_drawn=True, **{flag: True})
    name = {"heavenly": "天胡", "earthly": "地胡"}[flag]
    assert _fans(score) == [(name, 5, 1)]
    assert (score.raw_fan, score.total_fan, score.value) == (5, 4, 16)


def test_heavenly_keeps_its_roots_and_replaces_a_smaller_pattern() -> None:
    # 清一色 2 would be the pattern; 天胡 5 replaces it, the 根 stays
    scoring = dataclasses.replace(CHENGDU, cap=None)
    score = _score("123333m 456m 789m 11m", "1m", self_drawn=True, heavenly=True,
                   scoring=scoring)
    assert _fans(score) == [("天胡", 5, 1), ("根", 1, 1)]
    assert score.value == 64


def test_earthly_may_be_won_on_the_dealers_first_discard() -> None:
    score = _score("123m 456m 789p 11p 234p", "1p", earthly=True)
    assert _fans(score) == [("地胡", 5, 1)]
    assert score.payment_each == 16


def test_heavenly_earthly_can_be_switched_off() -> None:
    off = dataclasses.replace(CHENGDU, heavenly_earthly=False)
    score = _score("123m 456m 789p 11p 234p", "1p", self_drawn=True, heavenly=True,
                   scoring=off)
    assert (score.fans, score.value) == ((), 1)


def test_self_draw_bonus_is_an_option() -> None:
    hand = "111m 444m 222p 999p 66p"
    assert _score(hand, "6p", self_drawn=True).payment_each == 2
    bonus = dataclasses.replace(CHENGDU, self_draw_bonus=True)
    assert _score(hand, "6p", self_drawn=True, scoring=bonus).payment_each == 3
    assert _score(hand, "6p", scoring=bonus).payment_each == 2


def test_no_golden_wait_and_no_kong_fan_in_chengdu() -> None:
    score = _score("55p", "5p", melds=["111m", "999m", "2222p:added", "777p"])
    assert _fans(score) == [("对对胡", 1, 1), ("根", 1, 1)]


@pytest.mark.parametrize(("hand", "melds", "void", "reason"), [
    ("123m 456m 789p 11p 234s", [], None, "holds all three suits (at most two may win)"),
    ("123m 456m 789p 11p 234p", [], "m", "holds a tile of the void suit (1m)"),
    ("123m 456m 789p 11p", ["777s"], "s", "holds a tile of the void suit (7s)"),
    ("123m 456m 789p 12p 345p", [], "s", "not four sets and a pair, nor seven pairs"),
])
def test_not_a_win(hand: str, melds: list[str], void: str | None, reason: str) -> None:
    score = _score(hand, hand.split()[-1][-2:], melds=melds, void=void)
    assert score == SichuanScore(False, (), 0, 0, 0, 0, "", reason)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"hand": "123m 456m 789p 11p 23p", "win": "4p", "after_kong": True,
      "self_drawn": True}, "杠上花 needs a kong among the winner's melds"),
    ({"hand": "123m 456m 789p 11p 234p", "win": "4p", "after_kong": True},
     "杠上花 and 天胡 are self-drawn wins"),
    ({"hand": "123m 456m 789p 11p 234p", "win": "4p", "robbing_kong": True,
      "self_drawn": True}, "robbing a kong and 杠上炮 are wins on another's tile, not self-drawn"),
    ({"hand": "123m 456m 789p 11p 234p", "win": "1p", "robbing_kong": True},
     "a robbed 1p leaves the konger's pung the other three copies"),
    ({"hand": "123m 456m 789p 11p 234p", "win": "4p", "robbing_kong": True,
      "last_tile": True}, "no kong can be made, so none robbed, after the last tile"),
    ({"hand": "11111m 456m 789p 11p", "win": "1p"}, "5 copies of 1m; there are only 4"),
    ({"hand": "123m 456m 789p 11p 234p", "win": "9m"}, "the winning tile 9m is not in the hand"),
    ({"hand": "123m 456m 789p 11p 23p", "win": "4p", "melds": ["555p"]},
     "the hand has 13 concealed tiles, expected 11 (14 - 3 per meld, winning tile included)"),
    ({"hand": "123m 456m 789p 11p EE", "win": "E"},
     "E is not a Sichuan tile (only m, p and s tiles)"),
    ({"hand": "123m 456m 789p 11p 234p", "win": "4p", "heavenly": True, "earthly": True,
      "self_drawn": True}, "天胡 is the dealer's, 地胡 another player's: not both"),
    ({"hand": "123m 456m 11p 234p", "win": "4p", "heavenly": True, "self_drawn": True,
      "melds": ["777p"]}, "天胡 and 地胡 come before any pung or kong"),
])
def test_impossible_situations_are_refused(kwargs: dict[str, object], message: str) -> None:
    hand = kwargs.pop("hand")
    assert isinstance(hand, str)
    with pytest.raises(SichuanInputError) as info:
        score_sichuan(situation(hand, **kwargs), CHENGDU)  # type: ignore[arg-type]
    assert str(info.value) == message


POINTS = dataclasses.replace(CHENGDU, linear_points=True)


@pytest.mark.parametrize(("hand", "win", "melds", "flags", "fans", "points"), [
    # 平胡 1
    ("123m 456m 789p 11p 234p", "1p", [], {}, [("平胡", 1, 1)], 1),
    # 大对子 2 + 一杠 1 = 3 (the point text's example)
    ("111m 444m 999p 66p", "6p", ["2222p"], {}, [("对对胡", 2, 1), ("根", 1, 1)], 3),
    # 清一色 3 + 一杠 1 = 4
    ("123s 567s 234s 77s", "7s", ["8888s"], {}, [("清一色", 3, 1), ("根", 1, 1)], 4),
    # 七对 3 + 2 根 = 双龙七对 5: in points every four is a 根
    ("1111m 2222m 33m 55p 77p", "7p", [], {}, [("龙七对", 3, 1), ("根", 1, 2)], 5),
    # 将对 4, 清对 4, 清七对 4
    ("222m 555m 888m 555p 88p", "8p", [], {}, [("将对", 4, 1)], 4),
    ("11334466778899m", "9m", [], {}, [("清七对", 4, 1)], 4),
    # 抢杠 +1, 杠上花 +2, 天胡 8; no cap
    ("123m 456m 789p 11p 234p", "4p", [], {"robbing_kong": True},
     [("平胡", 1, 1), ("抢杠", 1, 1)], 2),
    ("123m 456m 789p 11p", "1p", ["5555p"], {"self_drawn": True, "after_kong": True},
     [("平胡", 1, 1), ("根", 1, 1), ("杠上花", 2, 1)], 4),
    ("11224444557799m", "9m", [], {"self_drawn": True, "heavenly": True},
     [("天胡", 8, 1), ("根", 1, 1)], 9),
])
def test_linear_points_option(hand: str, win: str, melds: list[str], flags: dict[str, bool],
                              fans: list[tuple[str, int, int]], points: int) -> None:
    score = _score(hand, win, melds=melds, scoring=POINTS, **flags)
    assert _fans(score) == fans
    assert (score.raw_fan, score.total_fan, score.value, score.payment_each) == (
        points, points, points, points)


def test_linear_points_are_a_chengdu_option_only() -> None:
    with pytest.raises(ValueError, match="linear points exist only in the chengdu model"):
        dataclasses.replace(PRESETS["sichuan-sbr"], linear_points=True)
