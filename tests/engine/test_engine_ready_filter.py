"""The engine's cheap pre-check before asking the calculator for waits must never
reject a hand that has a winning tile."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Tile, full_tile_set, parse_tiles
from mahjong_tui.rulesets.mcr.readiness import may_be_ready
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
