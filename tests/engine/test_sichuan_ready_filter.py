"""Sichuan's cheap pre-check before the scorer's wait search must never reject a
hand that has a winning tile."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.rulesets.sichuan.hand_rules import may_be_ready
from mahjong_tui.rulesets.sichuan.scoring import winning_tiles

_SUITED = [t for t in TILES[:27] for _ in range(4)]


def _counts(tiles: list[Tile]) -> list[int]:
    c = [0] * 42
    for t in tiles:
        c[t.index] += 1
    return c


def _pungs(rng: random.Random, n: int, suits: list[int]) -> tuple[Meld, ...]:
    return tuple(Meld.pung(TILES[9 * rng.choice(suits) + rng.randrange(9)], 1)
                 for _ in range(n))


@settings(max_examples=800, deadline=None)
@given(seed=st.integers(0, 10**9), n_melds=st.integers(0, 4))
def test_filter_agrees_with_the_scorer_on_random_hands(seed: int, n_melds: int) -> None:
    rng = random.Random(seed)
    hand = rng.sample(_SUITED, 13 - 3 * n_melds)
    melds = _pungs(rng, n_melds, [0, 1, 2])
    if not may_be_ready(_counts(hand), melds):
        assert winning_tiles(hand, melds, None) == frozenset()


@settings(max_examples=800, deadline=None)
@given(seed=st.integers(0, 10**9), n_melds=st.integers(0, 4), pairs=st.booleans())
def test_filter_passes_every_ready_hand(seed: int, n_melds: int, pairs: bool) -> None:
    rng = random.Random(seed)
    suits = rng.sample([0, 1, 2], 2)
    while True:
        if pairs and n_melds == 0:  # seven pairs
            kinds = rng.sample([9 * s + r for s in suits for r in range(9)], 7)
            tiles = [TILES[k] for k in kinds for _ in range(2)]
        else:
            base = 9 * rng.choice(suits)
            tiles = [TILES[base + rng.randrange(9)]] * 2
            for _ in range(4 - n_melds):
                base = 9 * rng.choice(suits)
                if rng.random() < 0.5:
                    r = rng.randrange(7)
                    tiles += [TILES[base + r], TILES[base + r + 1], TILES[base + r + 2]]
                else:
                    tiles += [TILES[base + rng.randrange(9)]] * 3
        if max(_counts(tiles)) <= 4:
            break
    tiles.remove(rng.choice(tiles))
    melds = _pungs(rng, n_melds, suits)
    if winning_tiles(tiles, melds, None):
        assert may_be_ready(_counts(tiles), melds)
