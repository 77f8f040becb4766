"""Sichuan shanten against a brute-force reference: every target hand is enumerated."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bots.sichuan_shanten import (
    all_pungs,
    flush,
    regular,
    seven_pairs,
    shanten,
    suit_table,
    useful_mask,
)

WALL = [i for i in range(27) for _ in range(4)]


def _sets(suits: tuple[int, int]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    for s in suits:
        for r in range(9):
            out.append((9 * s + r,) * 3)
            if r <= 6:
                out.append((9 * s + r, 9 * s + r + 1, 9 * s + r + 2))
    return out


def _targets(suits: tuple[int, int], sets: int) -> Iterator[list[int]]:
    """Every count vector of ``sets`` sets in ``suits`` (no kind over four)."""
    table = _sets(suits)

    def walk(start: int, left: int, counts: list[int]) -> Iterator[list[int]]:
        if left == 0:
            yield counts
            return
        for j in range(start, len(table)):
            for i in table[j]:
                counts[i] += 1
            if all(counts[i] <= 4 for i in table[j]):
                yield from walk(j, left - 1, counts)
            for i in table[j]:
                counts[i] -= 1

    yield from walk(0, sets, [0] * 27)


def reference_regular(hand: list[int], melds: int, suits: tuple[int, int]) -> int:
    """13 - 3m - the most tiles shared with any four-sets-and-a-pair target."""
    best = 0
    kinds = [9 * s + r for s in suits for r in range(9)]
    for target in _targets(suits, 4 - melds):
        base = sum(min(hand[i], target[i]) for i in kinds)
        for p in kinds:
            if target[p] + 2 <= 4:
                share = base - min(hand[p], target[p]) + min(hand[p], target[p] + 2)
                best = max(best, share)
    return 13 - 3 * melds - best


def reference_seven_pairs(hand: list[int], suits: tuple[int, int]) -> int:
    kinds = [9 * s + r for s in suits for r in range(9)]
    best = 0

    def walk(j: int, pairs: int, share: int) -> None:
        nonlocal best
        if pairs == 7:
            best = max(best, share)
            return
        if j == len(kinds) or pairs + 2 * (len(kinds) - j) < 7:
            return
        c = hand[kinds[j]]
        walk(j + 1, pairs, share)
        walk(j + 1, pairs + 1, share + min(c, 2))
        if pairs + 2 <= 7:
            walk(j + 1, pairs + 2, share + min(c, 4))

    walk(0, 0, 0)
    return 13 - best


def _hand(rng: random.Random, size: int, suits: int = 3) -> list[int]:
    wall = [i for i in WALL if i // 9 < suits]
    counts = [0] * 27
    for i in rng.sample(wall, size):
        counts[i] += 1
    return counts


@pytest.mark.parametrize("melds", [0, 1, 2, 3])
def test_regular_equals_the_brute_force_reference(melds: int) -> None:
    rng = random.Random(2026 + melds)
    hands = {0: 3, 1: 12}.get(melds, 40)
    for _ in range(hands):
        size = 13 - 3 * melds + rng.randrange(2)
        hand = _hand(rng, size, suits=rng.choice((2, 3)))
        for suits in ((0, 1), (1, 2))[:1 if melds < 2 else 2]:
            assert regular(hand, melds, suits) == reference_regular(hand, melds, suits), hand


def test_regular_on_dense_hands_with_fours() -> None:
    # Few kinds, many copies: where a pair or a run needs a fifth copy.
    rng = random.Random(7)
    for _ in range(25):
        counts = [0] * 27
        kinds = rng.sample(range(9), 4)
        pool = [k for k in kinds for _ in range(4)]
        for i in rng.sample(pool, 10):
            counts[i] += 1
        assert regular(counts, 1, (0, 1)) == reference_regular(counts, 1, (0, 1)), counts


def test_seven_pairs_equals_the_brute_force_reference() -> None:
    rng = random.Random(11)
    for _ in range(15):
        hand = _hand(rng, 13 + rng.randrange(2), suits=rng.choice((1, 2, 3)))
        assert seven_pairs(hand, (0, 1)) == reference_seven_pairs(hand, (0, 1)), hand


def test_known_hands() -> None:
    def counts(text: str) -> list[int]:
        out = [0] * 27
        suit = {"m": 0, "p": 1, "s": 2}
        digits: list[int] = []
        for ch in text:
            if ch.isdigit():
                digits.append(int(ch) - 1)
            else:
                for d in digits:
                    out[9 * suit[ch] + d] += 1
                digits = []
        return out

    assert shanten(counts("11123456789999m"), 0, 2) == -1
    assert shanten(counts("1112345678999m"), 0, 2) == 0   # the nine gates wait
    assert seven_pairs(counts("1122m33445566p7p"), (0, 1)) == 0
    assert seven_pairs(counts("1122m3344p5566s7s"), (0, 1)) == 5  # bamboo is not kept
    assert shanten(counts("1122m33445566p7p"), 0, 2) == 0
    assert shanten(counts("11223344m556677p"), 0, 2) == -1  # seven pairs
    assert shanten(counts("1111222233334m"), 0, 2) == 0  # four fours can still wait
    assert flush(counts("123456789m11p"), 1, 0) == 1
    assert all_pungs(counts("111222m333444p55p"), 0, (0, 1)) == -1
    assert all_pungs(counts("11122m33p4455s"), 0, (0, 2)) == 4
    # Void-suit tiles share nothing with any target.
    assert shanten(counts("123456789m1122s3p"), 0, 2) == 3
    assert shanten(counts("123456789m1122s3p"), 0, 1) == 0


def test_suit_table_and_useful_tiles() -> None:
    assert suit_table([0] * 9)[0] == 0
    assert suit_table([3, 0, 0, 0, 0, 0, 0, 0, 0])[2 * 1 + 0] == 3
    hand = [0] * 27
    for i in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 10, 11):  # 123456789m 1123p
        hand[i] += 1
    s, mask = useful_mask(hand, 0, 2)
    assert s == 0
    assert [i for i in range(27) if mask >> i & 1] == [9, 12]  # 1p 4p


def test_useful_tiles_equal_the_definition() -> None:
    # A tile is useful when the hand with it has a lower shanten: checked kind by kind.
    rng = random.Random(5)
    for _ in range(300):
        melds = rng.randrange(4)
        hand = _hand(rng, 13 - 3 * melds, suits=rng.choice((2, 3)))
        void = rng.randrange(3)
        s, mask = useful_mask(hand, melds, void)
        expected = 0
        for i in range(27):
            if hand[i] < 4 and i // 9 != void:
                hand[i] += 1
                if shanten(hand, melds, void) < s:
                    expected |= 1 << i
                hand[i] -= 1
        assert (s, mask) == (shanten(hand, melds, void), expected), hand


def test_all_pungs_equals_a_brute_force() -> None:
    from itertools import combinations

    rng = random.Random(9)
    for _ in range(100):
        melds = rng.randrange(4)
        hand = _hand(rng, 13 - 3 * melds + rng.randrange(2), suits=2)
        kinds = range(18)
        best = max(min(hand[j], 2) + sum(min(hand[i], 3) for i in pungs)
                   for j in kinds for pungs in combinations([k for k in kinds if k != j],
                                                            4 - melds))
        assert all_pungs(hand, melds, (0, 1)) == 13 - 3 * melds - best, hand
