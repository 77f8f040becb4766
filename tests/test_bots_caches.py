"""Every cache of the bots and the fan calculator is bounded; ``bench memory`` reports them."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from itertools import combinations_with_replacement, product
from itertools import islice as itertools_islice
from typing import Any

import pytest

from bots.caches import bots_cached_functions, cache_stats, clear_caches, group_table_stats
from mahjong_tui.cli import main
from mahjong_tui.rulesets.mcr.scoring import cached_functions

CACHE_NAMES = [
    "bots.shanten", "bots.shanten_useful", "bots.wait_values", "bots.regular",
    "bots.regular_shanten", "bots.conv", "bots.best", "bots.probes", "bots.fifth_copy",
    "scoring.tile_set_fans", "scoring.flag_fans", "scoring.kong_fans",
    "scoring.chow_group_fans", "scoring.pung_group_fans", "scoring.suit_sets",
    "scoring.suit_with_pair", "scoring.block_ways", "scoring.block_records",
    "scoring.concealed_divisions", "scoring.suit_waits", "scoring.honor_waits",
    "scoring.win_block_waits", "scoring.waits",
]
CACHE_KEYS = ["name", "size", "bound", "hits", "misses", "hit_rate"]
RUN_KEYS = ["run", "hands", "decisions", "seconds", "decisions_per_s", "peak_rss_mb",
            "final_rss_mb", "caches", "group_tables"]


def _hands(rng: random.Random) -> Iterator[list[int]]:
    """Distinct-enough random 13-tile hands as 34 counts."""
    wall = [i for i in range(34) for _ in range(4)]
    while True:
        rng.shuffle(wall)
        counts = [0] * 34
        for t in wall[:13]:
            counts[t] += 1
        yield counts


def _vectors(size: int, most: int = 4) -> Iterator[tuple[int, ...]]:
    """Every count vector once, the lowest rank varying fastest (small counts first)."""
    for high_first in product(range(most + 1), repeat=size):
        yield high_first[::-1]


def _calls(name: str) -> Iterator[tuple[Any, ...]]:
    """An endless stream of valid argument tuples for one cached function."""
    rng = random.Random(name)
    if name in ("bots.shanten", "bots.shanten_useful", "bots.regular",
                "bots.regular_shanten"):
        # Four standing tiles beside three declared sets: distinct and quick hands.
        for tiles in combinations_with_replacement(range(34), 4):
            counts = bytearray(34)
            for t in tiles:
                counts[t] += 1
            key = bytes(counts)
            yield (key, 3) if name in ("bots.shanten", "bots.shanten_useful") else (key, 3,
                                                                                  False)
    elif name == "bots.wait_values":
        for counts in _hands(rng):
            yield bytes(counts), (), rng.randrange(4), rng.randrange(4)
    elif name == "bots.probes":
        for v in _vectors(7):  # the honours: no chows, quick to build
            yield bytes(v), 2, True
    elif name == "bots.fifth_copy":
        for v in _vectors(8):
            yield 0, (5, *v)
    elif name in ("bots.conv", "bots.best"):
        # Every pair of the table ids met on a few hundred hands (a few hundred ids).
        shanten_useful = bots_cached_functions()["bots.shanten_useful"]
        for counts in itertools_islice(_hands(rng), 500):
            shanten_useful(bytes(counts), 0)
        ids = range(1, distinct_tables() + 1)
        for a in ids:
            for b in ids:
                yield a, b
    elif name == "scoring.tile_set_fans":
        while True:
            yield (rng.getrandbits(34 * 8),)
    elif name == "scoring.flag_fans":
        yield from product((False, True), repeat=4)
    elif name == "scoring.kong_fans":
        yield from product(range(5), repeat=3)
    elif name in ("scoring.chow_group_fans", "scoring.pung_group_fans"):
        for k in (1, 2, 3, 4):
            for tiles in combinations_with_replacement(range(27), k):
                yield (tiles,)
    elif name in ("scoring.suit_sets", "scoring.suit_with_pair"):
        for v in _vectors(9, 3):
            yield (v,)
    elif name == "scoring.block_ways":
        for v in _vectors(9, 3):
            yield 0, v, True
    elif name == "scoring.block_records":
        for v in _vectors(9, 3):
            yield 0, v
    elif name == "scoring.win_block_waits":
        for v in _vectors(9, 3):
            if v[0]:
                yield 0, v, 0
    elif name in ("scoring.suit_waits", "scoring.honor_waits"):
        for v in _vectors(9 if name == "scoring.suit_waits" else 7, 3):
            yield v, True
    elif name in ("scoring.concealed_divisions", "scoring.waits"):
        for counts in _hands(rng):
            yield (tuple(counts),) if name == "scoring.concealed_divisions" else (
                tuple(counts), 0)
    else:
        raise AssertionError(f"no argument stream for {name}")


def distinct_tables() -> int:
    return group_table_stats()["distinct_tables"]


def _all_functions() -> dict[str, Callable[..., Any]]:
    return {**bots_cached_functions(), **cached_functions()}


def test_every_cache_is_listed_with_a_bound() -> None:
    stats = cache_stats()
    assert [s.name for s in stats] == CACHE_NAMES
    assert all(s.bound > 0 for s in stats)


@pytest.mark.parametrize("name", CACHE_NAMES)
def test_a_cache_filled_past_its_bound_stays_at_it(name: str) -> None:
    fn = _all_functions()[name]
    clear_caches()
    bound = next(s.bound for s in cache_stats() if s.name == name)
    calls = _calls(name)
    made = 0
    for args in calls:
        fn(*args)
        made += 1
        if made >= bound + 50:
            break
    size = next(s.size for s in cache_stats() if s.name == name)
    if made < bound + 50:
        # The bound is the size of the whole domain, and every member was called.
        assert (made, size) == (bound, bound)
    else:
        assert size == bound
    clear_caches()


def test_bench_memory_json_structure(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "memory", "--hands", "1,2", "--seed", "3", "--no-watch",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert list(report) == ["bench", "bots", "seed", "runs", "peak_ratio"]
    assert report["bench"] == "memory"
    assert report["bots"] == ["expert"] * 4
    assert report["seed"] == 3
    assert [(r["run"], r["hands"]) for r in report["runs"]] == [("hands", 1), ("hands", 2)]
    for r in report["runs"]:
        assert list(r) == RUN_KEYS
        assert r["decisions"] > 0
        assert r["peak_rss_mb"] > 0
        assert [c["name"] for c in r["caches"]] == CACHE_NAMES
        for c in r["caches"]:
            assert list(c) == CACHE_KEYS
            assert 0 <= c["size"] <= c["bound"]
            assert c["hits"] + c["misses"] >= c["size"]
        tables = r["group_tables"]
        assert list(tables) == ["filled", "capacity", "bytes", "distinct_tables"]
        assert (tables["capacity"], tables["bytes"]) == (2 * 5**9 + 5**7, 2 * (2 * 5**9 + 5**7))
        assert 0 < tables["filled"] <= tables["capacity"]
    assert report["peak_ratio"] == round(report["runs"][1]["peak_rss_mb"]
                                         / report["runs"][0]["peak_rss_mb"], 3)


@pytest.mark.parametrize("argv, message", [
    (["--hands", "0"], "mahjong-tui bench memory: --hands must be at least 1\n"),
    (["--hands", "ten"], "mahjong-tui bench memory: --hands takes whole numbers separated "
                         "by commas, not 'ten'\n"),
])
def test_bench_memory_rejects_bad_input_in_one_line(
        argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "memory", *argv]) == 2
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == ("", message)


def test_bench_memory_rejects_unknown_bots(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "memory", "--bots", "expert,expert,expert"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mahjong-tui bench memory: --bots takes four levels")
    assert err.count("\n") == 1


def test_clearing_the_caches_empties_the_calculators_dict_fronts() -> None:
    """The fan calculator reads some caches through plain dicts: clear_caches() must
    leave nothing remembered there either."""
    from mahjong_tui.rulesets.mcr.scoring import blocks, regular, score_hand, shapes
    from mahjong_tui.rulesets.mcr.scoring.randomhands import random_situation

    def held() -> int:
        return (sum(len(t) for t in blocks.BLOCK_ROWS)
                + sum(len(t) for t in regular.GROUP_FRONTS)
                + sum(len(t) for per in shapes.WIN_BLOCK_WAITS for t in per))

    rng = random.Random(5)
    for _ in range(200):
        score_hand(random_situation(rng, "regular"))
    assert held() > 0
    clear_caches()
    assert held() == 0
