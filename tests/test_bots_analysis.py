"""Shanten and useful tiles equal the reference library (MahjongGB) on random hands."""

from __future__ import annotations

import random

import pytest

from bots import analysis
from bots import shanten as sh
from mahjong_tui.engine.tiles import parse_tiles

GB = pytest.importorskip(
    "MahjongGB", reason="pymahjonggb (module MahjongGB) is not installed: test extra missing"
)

HANDS = 10_000


def gb_name(i: int) -> str:
    """MahjongGB's tile name for our tile index (W=characters, B=dots, T=bamboo)."""
    if i < 9:
        return f"W{i + 1}"
    if i < 18:
        return f"B{i - 8}"
    if i < 27:
        return f"T{i - 17}"
    if i < 31:
        return f"F{i - 26}"
    return f"J{i - 30}"


GB_INDEX = {gb_name(i): i for i in range(34)}


def gb_result(result: tuple[int, tuple[str, ...]]) -> tuple[int, frozenset[int]]:
    return result[0], frozenset(GB_INDEX[name] for name in result[1])


def ours(result: tuple[int, int]) -> tuple[int, frozenset[int]]:
    return result[0], frozenset(sh.mask_tiles(result[1]))


def _pool(rng: random.Random) -> list[int]:
    """A tile pool: the full set, or one biased towards a shape so low shanten values
    of every shape (and four-of-a-kind) occur often."""
    mode = rng.randrange(5)
    full = [i for i in range(34) for _ in range(4)]
    if mode == 0:
        suit = rng.randrange(3) * 9
        return [i for i in full if suit <= i < suit + 9 or i >= 27]
    if mode == 1:
        if rng.random() < 0.5:
            return list(sh.ORPHANS) + rng.sample(sh.ORPHANS, 3)
        return [i for i in full if i in sh.ORPHANS] + rng.sample(full, 3)
    if mode == 2:
        pattern = rng.choice(sh.KNITTED_PATTERNS)
        roll = rng.random()
        if roll < 0.3:
            return list(pattern) + list(range(27, 34))
        if roll < 0.6:
            others = [i for i in range(34) if i not in pattern]
            return list(pattern) + [i for i in rng.sample(others, 2) for _ in range(3)]
        return [i for i in full if i in pattern or i >= 27] + rng.sample(full, 4)
    if mode == 3:
        kinds = rng.sample(range(34), 9)
        return [i for i in full if i in kinds]
    return full


def random_hand(
    rng: random.Random,
) -> tuple[list[int], list[tuple[str, str, int]]]:
    """A standing hand of ``13 - 3 * melds`` tiles and that many declared sets
    (fewer sets when the pool has none left to declare)."""
    pool = _pool(rng)
    rng.shuffle(pool)
    counts = [0] * 34
    for t in pool:
        counts[t] += 1
    packs: list[tuple[str, str, int]] = []
    melds = rng.choice((0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4))
    for _ in range(melds):
        options: list[tuple[str, int]] = []
        for i in range(34):
            if counts[i] >= 3:
                options.append(("PENG", i))
            if i < 27 and i % 9 <= 6 and counts[i] and counts[i + 1] and counts[i + 2]:
                options.append(("CHI", i + 1))
        if not options:
            break
        kind, tile = rng.choice(options)
        if kind == "PENG":
            counts[tile] -= 3
        else:
            for j in (tile - 1, tile, tile + 1):
                counts[j] -= 1
        packs.append((kind, gb_name(tile), rng.randint(1, 3)))
    rest = [i for i in range(34) for _ in range(counts[i])]
    rng.shuffle(rest)
    hand = [0] * 34
    for t in rest[: 13 - 3 * len(packs)]:
        hand[t] += 1
    return hand, packs


def test_matches_mahjonggb_on_random_hands() -> None:
    rng = random.Random(20261130)
    checked = {"regular": 0, "seven": 0, "orphans": 0, "honors": 0, "knitted": 0}
    lowest = {"regular": 9, "seven": 9, "orphans": 9, "honors": 9, "knitted": 9}
    for _ in range(HANDS):
        counts, packs = random_hand(rng)
        melds = len(packs)
        hand = tuple(gb_name(i) for i in range(34) for _ in range(counts[i]))
        context = f"hand {hand} packs {packs}"
        pairs: list[tuple[str, tuple[int, frozenset[int]], tuple[int, frozenset[int]]]] = [
            ("regular", gb_result(GB.RegularShanten(hand)), ours(sh.regular(counts, melds)))
        ]
        if melds <= 1:
            pairs.append(
                (
                    "knitted",
                    gb_result(GB.KnittedStraightShanten(hand)),
                    ours(sh.knitted_straight(counts, melds)),
                )
            )
        if melds == 0:
            pairs += [
                ("seven", gb_result(GB.SevenPairsShanten(hand)), ours(sh.seven_pairs(counts))),
                (
                    "orphans",
                    gb_result(GB.ThirteenOrphansShanten(hand)),
                    ours(sh.thirteen_orphans(counts)),
                ),
                (
                    "honors",
                    gb_result(GB.HonorsAndKnittedTilesShanten(hand)),
                    ours(sh.honors_knitted(counts)),
                ),
            ]
        for name, expected, got in pairs:
            assert got == expected, f"{name}: {context}"
            checked[name] += 1
            lowest[name] = min(lowest[name], got[0])
        overall = GB.MahjongShanten(tuple(packs), hand)
        assert analysis.shanten(counts, melds) == overall, context
        assert analysis.shanten_useful(counts, melds)[0] == overall, context
        # The shanten-only paths agree with the full ones (all-pungs plans included).
        for pungs_only in (False, True):
            assert sh.regular_shanten(counts, melds, pungs_only) == sh.regular(
                counts, melds, pungs_only)[0], context
        # The combined useful tiles are those of the shapes reaching the minimum.
        union: frozenset[int] = frozenset()
        for _, _, got in pairs:
            if got[0] == overall:
                union |= got[1]
        assert frozenset(sh.mask_tiles(analysis.shanten_useful(counts, melds)[1])) == union
    assert checked["regular"] == HANDS
    assert min(checked.values()) >= 1500
    # Every shape was seen ready or better at least once.
    assert max(lowest.values()) <= 0


def _counts(text: str) -> list[int]:
    return analysis.count_tiles(parse_tiles(text))


def test_fourteen_tile_hands_report_complete() -> None:
    assert analysis.shanten(_counts("123m 456m 789m 123p 55p")) == -1
    assert analysis.shanten(_counts("11m 22m 33p 44p 55s 66s EE")) == -1
    assert analysis.shanten(_counts("19m 19p 19s ESWN CFP P")) == -1
    assert analysis.shanten(_counts("147m 258p 369s ESW CF")) == -1
    assert analysis.shanten(_counts("147m 258p 369s 234m 55s")) == -1
    assert analysis.shanten(_counts("123m 55p"), melds=3) == -1


def test_useful_tiles_of_a_ready_hand_are_its_waits() -> None:
    hand = _counts("123m 456m 789m 23p 55s")
    assert analysis.shanten(hand) == 0
    assert [t.text for t in analysis.useful_tiles(hand)] == ["1p", "4p"]
