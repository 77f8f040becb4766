"""The engine's cheap pre-check before asking the calculator for waits must never
reject a hand that has a winning tile."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Tile, full_tile_set, parse_tiles
from mahjong_tui.rulesets.mcr.readiness import (
    GROUP,
    PLACE,
    group_codes,
    may_be_ready,
    may_be_special,
    readiness,
    readiness_of_codes,
    regular_residues,
    shape_residues,
)
from mahjong_tui.rulesets.mcr.scoring import winning_tiles


def _counts(tiles: list[Tile]) -> list[int]:
    c = [0] * 42
    for t in tiles:
        c[t.index] += 1
    return c


def _melds(n: int) -> tuple[Meld, ...]:
    # Melds only matter by number for the shapes; use honours nobody holds here.
    return tuple(Meld.pung(TILES[27 + k], 1) for k in range(n))


@settings(max_examples=800, deadline=None)
@given(seed=st.integers(0, 10**9), n_melds=st.integers(0, 4))
def test_filter_agrees_with_the_calculator_on_random_hands(seed: int, n_melds: int) -> None:
    rng = random.Random(seed)
    pool = full_tile_set(flowers=False)
    if n_melds:
        pool = [t for t in pool if t.index < 27]  # the melds hold honours
    hand = rng.sample(pool, 13 - 3 * n_melds)
    if not may_be_ready(_counts(hand), n_melds):
        assert winning_tiles(hand, _melds(n_melds)) == frozenset()


def _random_complete(rng: random.Random, n_sets: int) -> list[Tile]:
    while True:
        counts = [0] * 34
        tiles: list[Tile] = []
        pair = rng.randrange(34)
        tiles += [TILES[pair]] * 2
        for _ in range(n_sets):
            if rng.random() < 0.5:
                s = rng.randrange(3) * 9 + rng.randrange(7)
                tiles += [TILES[s], TILES[s + 1], TILES[s + 2]]
            else:
                k = rng.randrange(34)
                tiles += [TILES[k]] * 3
        for t in tiles:
            counts[t.index] += 1
        if max(counts) <= 4:
            return tiles


@settings(max_examples=600, deadline=None)
@given(seed=st.integers(0, 10**9), n_melds=st.integers(0, 4))
def test_filter_accepts_every_ready_regular_hand(seed: int, n_melds: int) -> None:
    rng = random.Random(seed)
    tiles = _random_complete(rng, 4 - n_melds)
    tiles.pop(rng.randrange(len(tiles)))
    assert may_be_ready(_counts(tiles), n_melds)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_filter_accepts_every_honours_and_knitted_wait(seed: int) -> None:
    rng = random.Random(seed)
    perm = rng.sample([0, 1, 2], 3)
    knitted = [TILES[9 * suit + r] for k, suit in enumerate(perm) for r in (k, k + 3, k + 6)]
    tiles = rng.sample(knitted + list(TILES[27:34]), 13)
    assert winning_tiles(tiles, ())
    assert may_be_ready(_counts(tiles), 0)


def test_filter_accepts_the_special_shapes() -> None:
    ready = [
        ("1199m 1199p 1199s E", 0),          # seven pairs
        ("19m 19p 19s ESWNCF P", 0),         # thirteen orphans (13-sided)
        ("19m 19p 19s ESWNCCF", 0),          # thirteen orphans, single wait
        ("147m 258p 36s ESWNC", 0),          # honours and knitted
        ("147m 258p 369s ESW N", 0),         # knitted + honours
        ("147m 258p 39s 123s 55p", 0),       # knitted straight + set + pair
        ("147m 258p 369s 5p", 1),            # knitted straight with one meld
    ]
    for text, n in ready:
        tiles = parse_tiles(text)
        assert len(tiles) == 13 - 3 * n, text
        assert winning_tiles(tiles, _melds(n)), text
        assert may_be_ready(_counts(tiles), n), text


# The pre-check as first written, sum by sum: the kept facts must give its answers.
def _reference_residues(counts: list[int]) -> tuple[int, int, int, int]:
    honours = counts[27:34]
    ones, twos = honours.count(1), honours.count(2)
    if ones > 1 or twos > 2 or (ones and twos) or 4 in honours:
        return (1, 1, 1, 1)
    residues = (sum(counts[0:9]) % 3, sum(counts[9:18]) % 3, sum(counts[18:27]) % 3,
                (ones + 2 * twos) % 3)
    if regular_residues(residues):
        for base in (0, 9, 18):
            if residues[base // 9] != 0:
                continue
            for r in range(9):
                c, i = counts[base + r], base + r
                if c in (0, 3):
                    continue
                if not ((r >= 2 and counts[i - 2] and counts[i - 1])
                        or (1 <= r <= 7 and counts[i - 1] and counts[i + 1])
                        or (r <= 6 and counts[i + 1] and counts[i + 2])):
                    return (1, 1, 1, 1)
    return residues


def _reference_special(counts: list[int], n_melds: int) -> bool:
    if n_melds > 1:
        return False
    suited_held = 27 - counts[:27].count(0)
    if n_melds == 0:
        distinct = suited_held + 7 - counts[27:34].count(0)
        if distinct <= 8:
            if sum((0, 0, 1, 1, 2)[c] for c in counts[:34]) >= 6:
                return True
        elif distinct >= 12:
            orphans = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
            if sum(counts[i] for i in orphans) == 13:
                return True
            classes = [{r % 3 for r in range(9) if counts[b + r]} for b in (0, 9, 18)]
            knitted = all(len(k) <= 1 for k in classes) and \
                sum(map(len, classes)) == len(set().union(*classes))
            if distinct >= 13 and max(counts[:34]) == 1 and knitted:
                return True
    if suited_held < 8:
        return False
    for perm in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)):
        missing = sum(not counts[9 * s + k + 3 * j] for s, k in enumerate(perm)
                      for j in range(3))
        if missing <= 1:
            return True
    return False


@settings(max_examples=1500, deadline=None)
@given(seed=st.integers(0, 10**9), n_melds=st.integers(0, 4),
       honours=st.booleans(), special=st.booleans())
def test_the_kept_facts_answer_as_the_sums(seed: int, n_melds: int, honours: bool,
                                            special: bool) -> None:
    rng = random.Random(seed)
    if special:  # near the special shapes: few kinds, or nearly every kind once
        kinds = rng.sample(range(34), rng.choice((6, 7, 12, 13)))
        pool = [k for k in kinds for _ in range(4 if len(kinds) < 10 else 1)]
        pool += rng.sample(range(34), 4)
    else:
        pool = [k for k in range(34 if honours else 27) for _ in range(4)]
    rng.shuffle(pool)
    counts = [0] * 42
    held = 0
    for k in pool:
        if held < 13 - 3 * n_melds and counts[k] < 4:
            counts[k] += 1
            held += 1
    expected_residues = _reference_residues(counts)
    expected_special = _reference_special(counts, n_melds)
    assert shape_residues(counts) == expected_residues
    assert may_be_special(counts, n_melds) == expected_special
    residues, found_special = readiness(counts, n_melds)
    assert residues == expected_residues
    if not regular_residues(residues):
        assert found_special == (n_melds <= 1 and expected_special)
    assert may_be_ready(counts, n_melds) == (regular_residues(expected_residues)
                                             or expected_special)


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 10**9), n_melds=st.integers(0, 4))
def test_codes_kept_through_swaps_are_the_fresh_codes(seed: int, n_melds: int) -> None:
    """Codes brought up to date one swap at a time (a tile out, another in) equal the
    codes of the new counts, and the readiness read from them is the counts' own."""
    rng = random.Random(seed)
    pool = [k for k in range(34) for _ in range(4)]
    rng.shuffle(pool)
    counts = [0] * 42
    for k in pool[:13 - 3 * n_melds]:
        counts[k] += 1
    codes = group_codes(counts)
    rest = pool[13 - 3 * n_melds:]
    for _ in range(20):
        out = rng.choice([k for k in range(34) if counts[k]])
        new = rest.pop()
        counts[out] -= 1
        counts[new] += 1
        codes[GROUP[out]] -= PLACE[out]
        codes[GROUP[new]] += PLACE[new]
        rest.insert(0, out)
        assert codes == group_codes(counts)
        assert readiness_of_codes(*codes, n_melds) == readiness(counts, n_melds)
