"""Differential test against the reference calculator on freshly generated hands.

Each run draws new random situations of every shape (regular hands with and
without melds and kongs, seven pairs, seven shifted pairs, thirteen orphans,
honours and knitted, knitted straight + set + pair, nine gates, near misses)
and requires the exact same fans, counts and not-win verdicts as MahjongGB.
The seed is printed in the failure message; set ``MCR_DIFF_SEED`` to replay it.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from mahjong_tui.rulesets.mcr.scoring import score_hand
from mahjong_tui.rulesets.mcr.scoring.randomhands import SHAPES, random_situation
from mahjong_tui.rulesets.mcr.scoring.reference import available, reference_fans

pytestmark = pytest.mark.skipif(
    not available(),
    reason="pymahjonggb (module MahjongGB) is not installed: pip install pymahjonggb==1.4.0")

PER_SHAPE = 400


def _seed() -> int:
    env = os.environ.get("MCR_DIFF_SEED")
    return int(env) if env else random.SystemRandom().randrange(2**32)


@pytest.mark.parametrize("shape", SHAPES)
def test_random_hands_agree_with_the_reference(shape: str) -> None:
    seed = _seed()
    rng = random.Random(f"{seed}-{shape}")
    disagreements = []
    wins = 0
    for _ in range(PER_SHAPE):
        situation = random_situation(rng, shape)
        ours = score_hand(situation)
        got = Counter({h.en: h.count for h in ours.fans}) if ours.is_win else None
        wins += ours.is_win
        expected = reference_fans(situation)
        if got != expected:
            disagreements.append((situation, expected, got))
    assert disagreements[:3] == [], f"MCR_DIFF_SEED={seed}"
    if shape == "near_miss":
        assert wins < PER_SHAPE
    else:
        assert wins == PER_SHAPE
