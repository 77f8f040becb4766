"""The Sichuan wait search, suit by suit, finds exactly the tiles the whole-hand
reading search completes."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Suit
from mahjong_tui.rulesets.sichuan.scoring import winning_kinds, winning_tiles
from mahjong_tui.rulesets.sichuan.scoring.shapes import is_seven_pairs, readings

_SUITS = (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO)


def _whole_hand_waits(concealed: list[int], meld_kinds: list[int],
                      void: Suit | None) -> set[int]:
    """Every tile tried on the whole hand with the reading search."""
    suits = {i // 9 for i in (*concealed, *meld_kinds)}
    void_index = _SUITS.index(void) if void is not None else -1
    if void_index in suits or len(suits) > 2:
        return set()
    counts = [0] * 27
    for i in concealed:
        counts[i] += 1
    found = set()
    for i in range(27):
        if counts[i] >= 4 or i // 9 == void_index or len(suits | {i // 9}) > 2:
            continue
        trial = counts.copy()
        trial[i] += 1
        if (not meld_kinds and is_seven_pairs(trial)) or next(readings(trial), None):
            found.add(i)
    return found


@settings(max_examples=1500, deadline=None)
@given(seed=st.integers(0, 10**9), n_melds=st.integers(0, 3), near=st.booleans(),
       n_suits=st.integers(1, 3), void=st.sampled_from([None, *_SUITS]))
def test_the_waits_are_the_whole_hand_searchs(seed: int, n_melds: int, near: bool,
                                              n_suits: int, void: Suit | None) -> None:
    rng = random.Random(seed)
    suits = rng.sample([0, 1, 2], n_suits)
    size = 13 - 3 * n_melds
    if near:  # built from sets and pairs, so often one tile from a win
        hand: list[int] = []
        while len(hand) < size:
            s, r = rng.choice(suits), rng.randrange(7)
            hand += rng.choice(([9 * s + r] * 3, [9 * s + r, 9 * s + r + 1, 9 * s + r + 2],
                                [9 * s + r] * 2))
        hand = hand[:size]
    else:
        hand = rng.sample([9 * s + r for s in suits for r in range(9) for _ in range(4)],
                          size)
    melds = [rng.choice(suits) * 9 + rng.randrange(9) for _ in range(n_melds)]
    every = hand + [k for k in melds for _ in range(3)]
    if any(every.count(k) > 4 for k in every):
        return
    got = winning_tiles([TILES[i] for i in hand], [Meld.pung(TILES[k], 1) for k in melds],
                        void)
    expected = _whole_hand_waits(hand, melds, void)
    assert {t.index for t in got} == expected
    counts = [0] * 42
    for i in hand:
        counts[i] += 1
    assert winning_kinds(counts, [Meld.pung(TILES[k], 1) for k in melds], void) == expected
