"""fan_sets: which sets of the decomposition made which fan."""

from __future__ import annotations

import random
from typing import Any

import pytest

from mahjong_tui.rulesets.mcr.scoring import fan_sets, score_hand
from mahjong_tui.rulesets.mcr.scoring.notation import situation
from mahjong_tui.rulesets.mcr.scoring.randomhands import SHAPES, random_situation

# Fans always made by particular sets: their explanation is never empty.
SET_FANS = {
    "pure_straight", "pure_shifted_chows", "pure_triple_chow", "mixed_straight",
    "mixed_triple_chow", "mixed_shifted_chows", "quadruple_chow", "four_pure_shifted_chows",
    "pure_terminal_chows", "three_suited_terminal_chows", "pure_double_chow",
    "mixed_double_chow", "short_straight", "two_terminal_chows", "four_pure_shifted_pungs",
    "pure_shifted_pungs", "triple_pung", "mixed_shifted_pungs", "big_three_winds",
    "big_three_dragons", "little_three_dragons", "little_four_winds", "big_four_winds",
    "double_pung", "two_dragons_pungs", "dragon_pung", "prevalent_wind", "seat_wind",
    "melded_kong", "concealed_kong", "two_melded_kongs", "two_concealed_kongs",
    "concealed_kong_and_melded_kong", "three_kongs", "four_kongs", "two_concealed_pungs",
    "three_concealed_pungs", "edge_wait", "closed_wait", "single_wait",
}


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        (dict(hand="123m 456m 789m 123p 5p", win="5p"),
         {"pure_straight": ["123m", "456m", "789m"], "concealed_hand": [], "all_chows": [],
          "mixed_double_chow": ["123m", "123p"], "one_voided_suit": [],
          "single_wait": ["55p"]}),
        (dict(hand="PPP SSS EEE 123m 9s", win="9s", seat="S", prevalent="E"),
         {"three_concealed_pungs": ["EEE", "SSS", "PPP"], "outside_hand": [],
          "dragon_pung": ["PPP"], "prevalent_wind": ["EEE"], "seat_wind": ["SSS"],
          "concealed_hand": [], "one_voided_suit": [], "single_wait": ["99s"]}),
        (dict(hand="147m 258p 369s 57m EE", win="6m"),
         {"knitted_straight": ["147m258p369s"], "concealed_hand": [],
          "closed_wait": ["567m"]}),
        (dict(hand="123m 456m 5p", melds=["2222s:concealed", "7777p:left"], win="5p"),
         {"short_straight": ["123m", "456m"], "no_honors": [], "single_wait": ["55p"],
          "concealed_kong_and_melded_kong": ["2222s", "7777p"]}),
        (dict(hand="1122m3344p5566sE", win="E"), {"seven_pairs": []}),
    ],
)
def test_examples(kwargs: dict[str, Any], expected: dict[str, list[str]]) -> None:
    s = situation(**kwargs)
    r = score_hand(s)
    got = {h.key: [r.decomposition[i] for i in sets] for h, sets in zip(r.fans, fan_sets(s, r),
                                                                         strict=True)}
    assert got == expected


@pytest.mark.parametrize("shape", SHAPES)
def test_every_set_fan_is_explained(shape: str) -> None:
    rng = random.Random(f"explain-{shape}")
    for _ in range(150):
        s = random_situation(rng, shape)
        r = score_hand(s)
        sets = fan_sets(s, r)
        assert len(sets) == len(r.fans)
        special = {"seven_pairs", "seven_shifted_pairs", "thirteen_orphans", "nine_gates",
                   "lesser_honors_and_knitted_tiles", "greater_honors_and_knitted_tiles"}
        is_special = any(h.key in special for h in r.fans)
        for hit, where in zip(r.fans, sets, strict=True):
            assert all(0 <= i < len(r.decomposition) for i in where)
            if hit.key in SET_FANS and not is_special:
                assert where, (s, hit.key, r.decomposition)
