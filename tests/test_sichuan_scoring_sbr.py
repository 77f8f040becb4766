"""The SBR 2025 preset (``sichuan-sbr``) and the win test, waits and 查大叫 value.

The oracle corpus and the differential tests (``test_sichuan_scoring_oracle.py``)
cover the bulk; these are the rule text's own cases and the decisions of
``shared/rules/SICHUAN.md`` that the oracles do not reach.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import ALL_TILE_KINDS, Suit, Tile, parse_tile, parse_tiles
from mahjong_tui.rulesets.sichuan.scoring import (
    CHENGDU,
    PRESETS,
    SBR,
    SichuanScore,
    SichuanScoring,
    best_ready_value,
    is_winning_shape,
    ready_values,
    score_sichuan,
    winning_tiles,
)
from mahjong_tui.rulesets.sichuan.scoring.notation import parse_meld, situation
from mahjong_tui.rulesets.sichuan.scoring.randomhands import KINDS, random_situation


def _score(hand: str, win: str, **kwargs: object) -> SichuanScore:
    return score_sichuan(situation(hand, win=win, **kwargs), SBR)  # type: ignore[arg-type]


def _fans(score: SichuanScore) -> dict[str, int]:
    return {f.id: f.count for f in score.fans}


def test_the_preset_is_the_competition_text() -> None:
    assert PRESETS["sichuan-sbr"] is SBR
    assert (SBR.model, SBR.cap, SBR.self_draw_bonus, SBR.heavenly_earthly) == (
        "sbr", 3, True, False)


def test_plain_win_is_one_and_a_self_draw_adds_one_each() -> None:
    hand = "123m 456m 789p 11p 234p"
    discard = _score(hand, "1p")
    assert (discard.fans, discard.raw_fan, discard.value, discard.payment_each) == ((), 0, 1, 1)
    drawn = _score(hand, "1p", self_drawn=True)
    assert (drawn.value, drawn.payment_each) == (1, 2)


def test_every_fan_adds() -> None:
    # 清一色 2 + 大对子 1 + 金钩钓 1 + 杠 2 = 6, capped at 3
    score = _score("55p", "5p", melds=["111p", "9999p:concealed", "2222p:added", "777p"],
                   self_drawn=True, after_kong=True, last_tile=True)
    assert [(f.zh, f.fan, f.count) for f in score.fans] == [
        ("杠", 1, 2), ("大对子", 1, 1), ("金钩钓", 1, 1), ("清一色", 2, 1), ("杠上花", 1, 1),
        ("海底", 1, 1)]
    assert (score.raw_fan, score.total_fan, score.value, score.payment_each) == (8, 3, 8, 9)


def test_golden_wait_needs_four_melds() -> None:
    # example 7: three melds and a concealed pung, won on the pair: no 金钩钓
    score = _score("333m 55p", "5p", melds=["111m", "999m", "777p"])
    assert _fans(score) == {"AllPungs": 1}


def test_root_is_an_unkonged_four() -> None:
    # a melded pung and its fourth in the hand (examples 2 and 6)
    assert _fans(_score("345m 678m 789p 11p", "1p", melds=["555m"])) == {"Root": 1}
    # a kong is a 杠, not also a 根
    assert _fans(_score("123m 456m 789p 11p", "1p", melds=["5555p"])) == {"Kong": 1}


def test_seven_pairs_with_a_four_is_root_and_seven_pairs() -> None:
    # example 3: 根 1 + 七对 2
    score = _score("11m 2222m 44m 55p 77p 88p", "8p")
    assert _fans(score) == {"Root": 1, "SevenPairs": 1}
    assert (score.raw_fan, score.value) == (3, 8)


def test_shoot_after_kong_and_the_last_tile_both_count() -> None:
    score = _score("123m 456m 789p 11p 234p", "1p", kong_discard=True, last_tile=True)
    assert _fans(score) == {"ShootAfterKong": 1, "UnderTheSea": 1}
    assert score.value == 4


def test_robbing_a_kong_added_right_after_a_kong_is_both() -> None:
    score = _score("123m 456m 789p 11p 234p", "4p", robbing_kong=True, kong_discard=True)
    assert _fans(score) == {"ShootAfterKong": 1, "RobbingTheKong": 1}
    assert score.payment_each == 4


def test_heavenly_and_earthly_score_nothing() -> None:
    score = _score("123m 456m 789p 11p 234p", "1p", self_drawn=True, heavenly=True)
    assert (score.fans, score.value, score.payment_each) == ((), 1, 2)


def test_the_additive_model_can_force_heavenly_to_the_cap() -> None:
    house = dataclasses.replace(SBR, heavenly_earthly=True)
    score = score_sichuan(situation("123m 456m 789p 11p 234p", win="1p", self_drawn=True,
                                    earthly=True), house)
    assert (score.fans, score.raw_fan, score.total_fan, score.value) == ((), 0, 3, 8)


def test_a_void_suit_meld_is_no_win() -> None:
    score = _score("123m 456m 789m 11m", "1m", melds=["555p"], void="p")
    assert (score.is_win, score.reason) == (False, "holds a tile of the void suit (5p)")


def _tiles(text: str) -> list[Tile]:
    return parse_tiles(text)


def test_is_winning_shape() -> None:
    assert is_winning_shape(_tiles("123m 456m 789p 11p 234p"), [], Suit.BAMBOO)
    assert not is_winning_shape(_tiles("123m 456m 789p 11p 234p"), [], Suit.DOTS)
    assert not is_winning_shape(_tiles("123m 456m 789p 11p 234s"), [], None)
    assert is_winning_shape(_tiles("1111m 22m 55p 66p 77p 88p"), [], None)
    assert not is_winning_shape(_tiles("11m 22m 55p 66p 77p"), [parse_meld("888p")], None)
    assert is_winning_shape(_tiles("55p"), [parse_meld(m) for m in
                                            ("111m", "9999m", "2222p:added", "777p")], None)
    assert not is_winning_shape(_tiles("123m 456m 789p 11p"), [Meld.chow(parse_tile("1p"),
                                                                        parse_tile("1p"))], None)


def test_winning_tiles() -> None:
    assert winning_tiles(_tiles("123m 456m 789p 11p 23p"), [], Suit.BAMBOO) == frozenset(
        parse_tiles("1p 4p"))
    # waiting on the void suit is no wait
    assert winning_tiles(_tiles("123m 456m 789p 11p 23s"), [], Suit.BAMBOO) == frozenset()
    # the only shape wait is a fifth 1m: not a wait
    assert winning_tiles(_tiles("1111m 456m 456p 789p"), [], Suit.BAMBOO) == frozenset()
    # a wait whose other copies are all in one's own pung still counts (a dead wait)
    assert winning_tiles(_tiles("5p 111m 234m 678m"), [parse_meld("555p")], Suit.BAMBOO) == (
        frozenset(parse_tiles("5p")))


def test_best_ready_value() -> None:
    # waits 1p (清一色 2 + the four 1p a 根: 3 fan, 8) and 4p (清一色: 4)
    pure = _tiles("123p 456p 789p 11p 23p")
    assert best_ready_value(pure, [], Suit.BAMBOO, SBR) == 8
    # waits 1m, 6p (plain: 1), 4m (234m 444m: four 4m, a 根: 2) and 9p (789p 999p: a 根)
    mixed = _tiles("23m 444m 567m 789p 99p")
    assert winning_tiles(mixed, [], Suit.BAMBOO) == frozenset(parse_tiles("1m 4m 6p 9p"))
    assert best_ready_value(mixed, [], Suit.BAMBOO, SBR) == 2
    assert best_ready_value(mixed, [], Suit.BAMBOO, CHENGDU) == 2
    assert ready_values(mixed, [], Suit.BAMBOO, SBR) == dict(
        zip(parse_tiles("1m 4m 6p 9p"), (1, 2, 1, 2), strict=True))
    assert ready_values(_tiles("123m 456m 789p 11p 23s"), [], Suit.BAMBOO, SBR) == {}
    assert best_ready_value(_tiles("123m 456m 789p 11p 23s"), [], Suit.BAMBOO, SBR) is None


def test_best_ready_value_counts_one_root_per_tile_kind() -> None:
    # melded pung 5p + 5p in hand is a 根 already; the dead wait on a fifth 5p adds none
    hand, melds = _tiles("5p 111m 234m 678m"), [parse_meld("555p")]
    assert best_ready_value(hand, melds, Suit.BAMBOO, SBR) == 2
    assert best_ready_value(hand, melds, Suit.BAMBOO, CHENGDU) == 2


def test_best_ready_value_leaves_out_situational_fans_and_applies_the_cap() -> None:
    # 清一色 2 + 大对子 1 + 金钩钓 1 + 杠 1 = 5 -> 3 (8) in SBR; Chengdu 清对 3 + 根 1 = 4 (16)
    hand, melds = _tiles("5p"), [parse_meld(m) for m in ("111p", "9999p", "222p", "777p")]
    assert best_ready_value(hand, melds, Suit.BAMBOO, SBR) == 8
    assert best_ready_value(hand, melds, Suit.BAMBOO, CHENGDU) == 16


@pytest.mark.parametrize("preset", [SBR, CHENGDU], ids=["sbr", "chengdu"])
def test_the_same_hands_win_under_both_presets(preset: SichuanScoring) -> None:
    win = situation("123m 456m 789p 11p 234p", win="1p", void="s")
    assert score_sichuan(win, preset).is_win
    assert not score_sichuan(situation("123m 456m 789p 12p 345p", win="5p"), preset).is_win


@pytest.mark.parametrize("kind", KINDS)
def test_fast_path_agrees_with_the_scorer_on_random_hands(kind: str) -> None:
    rng = random.Random(f"fast-path-{kind}")
    for _ in range(100):
        s = random_situation(rng, kind)
        win = score_sichuan(s, SBR).is_win
        assert is_winning_shape(s.concealed, s.melds, s.void) == win
        assert score_sichuan(s, CHENGDU).is_win == win
        before = list(s.concealed)
        before.remove(s.win_tile)
        expected = frozenset(t for t in ALL_TILE_KINDS[:27] if before.count(t) < 4
                             and is_winning_shape([*before, t], s.melds, s.void))
        assert winning_tiles(before, s.melds, s.void) == expected
        assert (s.win_tile in expected) == win


@pytest.mark.parametrize("preset", [SBR, CHENGDU], ids=["sbr", "chengdu"])
def test_score_invariants_on_random_hands(preset: SichuanScoring) -> None:
    rng = random.Random(f"invariants-{preset.name}")
    assert preset.cap is not None
    for kind in KINDS:
        for _ in range(60):
            s = random_situation(rng, kind)
            score = score_sichuan(s, preset)
            if not score.is_win:
                assert (score.fans, score.value, score.payment_each, score.reason != "") == (
                    (), 0, 0, True)
                continue
            assert score.raw_fan == sum(f.fan * f.count for f in score.fans)
            assert all(f.fan > 0 and f.count > 0 for f in score.fans)
            assert score.total_fan == min(score.raw_fan, preset.cap)
            assert score.value == 2 ** score.total_fan
            bonus = 1 if s.self_drawn and preset.self_draw_bonus else 0
            assert score.payment_each == score.value + bonus
            assert score.reason == ""
