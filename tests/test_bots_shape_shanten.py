"""The shape-parametrised shanten against a brute-force search, wilds included.

The brute force enumerates every complete concealed hand (``4 - m`` sets and a
pair, or seven pairs; at most four of a kind) over a small set of kinds and counts
the tiles each lacks, every wild filling one; the shanten is the least lack less
one, the useful kinds those whose draw lowers it. Hundreds of random hands, exact
equality.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from itertools import combinations, combinations_with_replacement

import pytest

from bots.shape_shanten import shape_shanten, useful_kinds
from mahjong_tui.engine.rules import HandShapes
from mahjong_tui.engine.tiles import parse_tiles
from mahjong_tui.rulesets.guizhou.ruleset import SHAPES as GUIZHOU_SHAPES
from mahjong_tui.rulesets.guizhou.scoring import is_complete

ONE_SUIT = HandShapes(kinds=tuple(range(9)))
PUNGS_ONLY = HandShapes(kinds=tuple(range(9)), chows=False, four_as_two_pairs=False)
WITH_HONOURS = HandShapes(kinds=(*range(9), 27, 28, 29, 30))
TWO_SUITS = HandShapes(kinds=tuple(range(18)), seven_pairs=False)
OPEN_REQUIRED = HandShapes(kinds=tuple(range(9)), open_hand_required=True)


@cache
def _targets(shapes: HandShapes, melds: int) -> tuple[tuple[int, ...], ...]:
    """Every complete concealed hand over the kinds, as count vectors over ``kinds``."""
    kinds = shapes.kinds
    groups: list[tuple[int, ...]] = [(k, k, k) for k in kinds]
    if shapes.chows:
        groups += [(k, k + 1, k + 2) for k in kinds
                   if k < 27 and k % 9 <= 6 and k + 1 in kinds and k + 2 in kinds]
    out: set[tuple[int, ...]] = set()
    for sets in combinations_with_replacement(groups, 4 - melds):
        for pair in kinds:
            counts = [0] * 34
            for g in sets:
                for k in g:
                    counts[k] += 1
            counts[pair] += 2
            if max(counts) <= 4:
                out.add(tuple(counts[k] for k in kinds))
    if melds == 0 and shapes.seven_pairs and not shapes.open_hand_required:
        slots = [k for k in kinds for _ in range(2 if shapes.four_as_two_pairs else 1)]
        for chosen in combinations(slots, 7):
            counts = [0] * 34
            for k in chosen:
                counts[k] += 2
            out.add(tuple(counts[k] for k in kinds))
    return tuple(out)


def brute_lack(counts: Sequence[int], melds: int, shapes: HandShapes,
               wilds: frozenset[int]) -> int:
    w = sum(counts[k] for k in wilds)
    plain = [0 if k in wilds else counts[k] for k in shapes.kinds]
    best = max(sum(map(min, plain, t)) for t in _targets(shapes, melds))
    return max(14 - 3 * melds - w - best, 0)


def brute_useful(counts: Sequence[int], melds: int, shapes: HandShapes,
                 wilds: frozenset[int]) -> frozenset[int]:
    """The kinds whose draw lowers the lack: one pass over the complete hands, a
    drawn tile of kind ``k`` adding one to the cover of every hand short of ``k``."""
    base = brute_lack(counts, melds, shapes, wilds)
    w = sum(counts[k] for k in wilds)
    kinds = shapes.kinds
    plain = [0 if k in wilds else counts[k] for k in kinds]
    cover = [-1] * len(kinds)
    plain_best = -1
    for t in _targets(shapes, melds):
        b = sum(map(min, plain, t))
        plain_best = max(plain_best, b)
        for j, (have, want) in enumerate(zip(plain, t, strict=True)):
            c = b + 1 if want > have else b
            if c > cover[j]:
                cover[j] = c
    out = set()
    for j, k in enumerate(kinds):
        if counts[k] >= 4:
            continue
        extra_wild = 1 if k in wilds else 0
        best = plain_best if extra_wild else cover[j]  # a wild tile covers nothing
        if max(14 - 3 * melds - w - extra_wild - best, 0) < base:
            out.add(k)
    return frozenset(out)


def _random_hand(rng: random.Random, shapes: HandShapes, size: int) -> list[int]:
    pool = [k for k in shapes.kinds for _ in range(4)]
    counts = [0] * 34
    for k in rng.sample(pool, size):
        counts[k] += 1
    return counts


HANDS = 80
"""Random hands per case (five cases: 400 hands, half of them with useful tiles)."""

CASES = [
    ("one-suit", ONE_SUIT, (0, 1, 2)),
    ("pungs-only", PUNGS_ONLY, (0, 1, 2)),
    ("honours", WITH_HONOURS, (1, 2, 3)),
    ("two-suits", TWO_SUITS, (3, 3, 2)),
    ("open-required", OPEN_REQUIRED, (0, 1)),
]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "shapes", "meld_counts"), CASES)
def test_shanten_equals_the_brute_force(name: str, shapes: HandShapes,
                                        meld_counts: tuple[int, ...]) -> None:
    rng = random.Random(name)
    checked = 0
    for n in range(HANDS):
        melds = meld_counts[n % len(meld_counts)]
        size = 14 - 3 * melds - (n // len(meld_counts)) % 2
        wilds = frozenset(rng.sample(shapes.kinds, rng.choice((0, 1, 1, 2))))
        counts = _random_hand(rng, shapes, size)
        # 0 to 4 wild tiles: top the hand up with copies of the wild kinds.
        want = rng.randint(0, 4) if wilds else 0
        while sum(counts[k] for k in wilds) < want:
            k = rng.choice(sorted(wilds))
            others = [i for i in range(34) if counts[i] and i not in wilds]
            if counts[k] >= 4 or not others:
                break
            counts[rng.choice(others)] -= 1
            counts[k] += 1
        lack = brute_lack(counts, melds, shapes, wilds)
        assert shape_shanten(counts, melds, shapes, wilds) == lack - 1, (counts, melds, wilds)
        if size == 13 - 3 * melds:
            s, useful = useful_kinds(counts, melds, shapes, wilds)
            assert s == lack - 1
            assert useful == brute_useful(counts, melds, shapes, wilds), (counts, wilds)
        checked += 1
    assert checked == HANDS


def _counts(text: str) -> list[int]:
    counts = [0] * 34
    for t in parse_tiles(text):
        counts[t.index] += 1
    return counts


def test_complete_means_minus_one_as_the_guizhou_win_test_says() -> None:
    rng = random.Random(15)
    agree = 0
    for _ in range(400):
        melds = rng.choice((0, 0, 1, 2))
        counts = _random_hand(rng, GUIZHOU_SHAPES, 14 - 3 * melds)
        complete = shape_shanten(counts, melds, GUIZHOU_SHAPES) == -1
        assert complete == is_complete(counts[:27], melds)
        agree += 1
    for text in ("123m456m789m123p55p", "11223344556677m", "11112233445566s"):
        assert shape_shanten(_counts(text), 0, GUIZHOU_SHAPES) == -1
    assert agree == 400


def test_worked_examples() -> None:
    # Ready on 5p alone; seven pairs ready on 1m, 4m or 7m.
    assert useful_kinds(_counts("123m456m789m123p5p"), 0, GUIZHOU_SHAPES) == (
        0, frozenset({13}))
    assert useful_kinds(_counts("1122334455667m"), 0, GUIZHOU_SHAPES) == (
        0, frozenset({0, 3, 6}))
    # 123s 456s 789s less three tiles, 2p 5p 8p and four 1m: as they are, 111m and
    # the three bamboo sets hold 9 tiles and a single starts the pair (4 lacking,
    # 3-shanten); with 1m wild, the four wilds fill the 1s, 5s, 8s and the pair's
    # second tile, and 2p needs two more: 1-shanten.
    hand = _counts("1111m 258p 134679s")
    assert shape_shanten(hand, 0, GUIZHOU_SHAPES) == 3
    assert shape_shanten(hand, 0, GUIZHOU_SHAPES, {0}) == 1
