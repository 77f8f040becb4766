"""The Hangzhou scorer: every multiplier of REGIONAL.md §4 and their combinations,
exactly, and the wild-aware shapes against a brute force that tries every tile for
every 财神."""

from __future__ import annotations

import itertools
import random

import pytest

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import parse_tile, parse_tiles
from mahjong_tui.rulesets.hangzhou.scoring import (
    HangzhouInputError,
    HangzhouScore,
    HangzhouSituation,
    score_hangzhou,
)
from mahjong_tui.rulesets.hangzhou.shapes import (
    complete,
    is_bao_tou_ready,
    seven_pairs_fours,
    split_wilds,
    waiting_kinds,
)

WILD = parse_tile("5p").index  # the 财神 of these examples


def score(concealed: str, win: str, *, self_drawn: bool = False, melds: tuple[Meld, ...] = (),
          after_kong: bool = False, piao: int = 0, base: int = 1,
          kong_bloom: bool = True) -> HangzhouScore:
    s = HangzhouSituation(tuple(parse_tiles(concealed)), melds, parse_tile(win), (WILD,),
                          self_drawn, after_kong, piao)
    return score_hangzhou(s, base=base, kong_bloom=kong_bloom)


def breakdown(result: HangzhouScore) -> list[tuple[str, int]]:
    return [(b.zh, b.factor) for b in result.fans]


KONG_1M = Meld.kong(parse_tile("1m"), concealed=True)


# -- the multipliers, each alone ------------------------------------------------


def test_a_plain_win_is_worth_the_base() -> None:
    r = score("123m456m789p123s99s", "9s")
    assert (r.is_win, r.fans, r.multiplier, r.value, r.payment_each) == (True, (), 1, 1, 1)
    assert r.shape == "four sets and a pair"
    assert r.breakdown_lines() == ("基本 base: 1", "= 1 × 1 = 1")


@pytest.mark.parametrize(("hand", "name", "times"), [
    ("1133m6677p2299sEE", "七对", 2),
    ("1111m6677p2299sEE", "豪华七对", 4),
    ("1111m6666p2299sEE", "两豪华七对", 8),
    ("1111m6666p2222sEE", "三豪华七对", 16),
])
def test_seven_pairs_and_its_luxuries(hand: str, name: str, times: int) -> None:
    r = score(hand, "E")
    assert breakdown(r) == [(name, times)]
    assert (r.multiplier, r.value, r.shape) == (times, times, "seven pairs")


@pytest.mark.parametrize(("hand", "name", "times"), [
    ("1133m6677p2299sE5p", "七对", 2),       # the 财神 pairs the East
    ("111m6677p2299sEE5p", "豪华七对", 4),    # it makes the fourth 1m
    ("1133m6677p2299s5p5p", "豪华七对", 4),   # two 财神 pair onto a pair: a four
    ("1133m6677p229s5p5p5p", "豪华七对", 4),  # one pairs the 9s, two make a four
])
def test_seven_pairs_with_wilds_take_their_best_reading(hand: str, name: str,
                                                        times: int) -> None:
    r = score(hand, "E" if "E" in hand else "1m")
    assert breakdown(r) == [(name, times)]


def test_bao_tou_is_a_self_draw_onto_one_wild_and_four_sets() -> None:
    r = score("123m456m789p123s9s5p", "9s", self_drawn=True)
    assert breakdown(r) == [("暴头", 2)]
    assert r.value == 2
    assert r.breakdown_lines() == ("基本 base: 1",
                                   "暴头 wild head (self-draw, any tile wins): ×2",
                                   "= 1 × 2 = 2")


def test_bao_tou_on_a_drawn_wild() -> None:
    assert breakdown(score("123m456m789p123s5p5p", "5p", self_drawn=True)) == [("暴头", 2)]


def test_the_same_hand_on_a_discard_is_plain() -> None:
    r = score("123m456m789p123s9s5p", "9s")
    assert (r.fans, r.value) == ((), 1)


def test_no_bao_tou_when_the_wild_was_needed_in_a_set() -> None:
    # Before the draw: 123m 456m 789p, 1s 9s 9s and a 财神: not four sets.
    r = score("123m456m789p12s99s5p", "2s", self_drawn=True)
    assert (r.is_win, r.fans, r.value) == (True, (), 1)


@pytest.mark.parametrize(("piao", "expected", "times"), [
    (1, [("暴头", 2), ("财飘", 2)], 4),
    (2, [("暴头", 2), ("财飘", 2), ("连续财飘", 2)], 8),
    (3, [("暴头", 2), ("财飘", 2), ("连续财飘", 4)], 16),
])
def test_cai_piao_doubles_the_bao_tou_and_again_in_a_row(piao: int,
                                                         expected: list[tuple[str, int]],
                                                         times: int) -> None:
    r = score("123m456m789p123s9s5p", "9s", self_drawn=True, piao=piao)
    assert breakdown(r) == expected
    assert r.value == times


def test_cai_piao_counts_only_with_a_bao_tou() -> None:
    assert score("123m456m789p12s99s5p", "2s", self_drawn=True, piao=1).fans == ()


def test_kong_bloom_doubles_and_combines() -> None:
    assert breakdown(score("456m789p123s99s", "9s", self_drawn=True, melds=(KONG_1M,),
                           after_kong=True)) == [("杠开", 2)]
    r = score("456m789p123s9s5p", "9s", self_drawn=True, melds=(KONG_1M,), after_kong=True)
    assert breakdown(r) == [("暴头", 2), ("杠开", 2)]
    assert r.value == 4
    r = score("456m789p123s9s5p", "9s", self_drawn=True, melds=(KONG_1M,), after_kong=True,
              piao=1)
    assert breakdown(r) == [("暴头", 2), ("财飘", 2), ("杠开", 2)]
    assert r.value == 8


def test_kong_bloom_option_off() -> None:
    r = score("456m789p123s99s", "9s", self_drawn=True, melds=(KONG_1M,), after_kong=True,
              kong_bloom=False)
    assert (r.fans, r.value) == ((), 1)


def test_the_higher_reading_counts() -> None:
    # 234m 234m 678p 678p 99s, or seven pairs: seven pairs ×2 is worth more.
    r = score("223344m667788p99s", "9s")
    assert (breakdown(r), r.shape) == ([("七对", 2)], "seven pairs")


def test_the_base_multiplies_the_value() -> None:
    r = score("1111m6677p2299sEE", "E", base=3)
    assert (r.multiplier, r.base, r.value, r.payment_each) == (4, 3, 12, 12)


def test_a_hand_that_is_no_win_says_why() -> None:
    r = score("123m456m789p12sEEC", "C")
    assert (r.is_win, r.value, r.reason) == (False, 0,
                                            "not four sets and a pair, nor seven pairs")


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"concealed": "123m456m789p123s9s", "win": "9s"}, "concealed tiles"),
    ({"concealed": "123m456m789p123s99s", "win": "1p"}, "not in the hand"),
    ({"concealed": "123m456m789p123s99s", "win": "9s", "after_kong": True,
      "self_drawn": True}, "needs a kong"),
    ({"concealed": "123m456m789p123s99s", "win": "9s", "piao": 1}, "self-draw"),
])
def test_impossible_situations_are_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(HangzhouInputError, match=message):
        score(**kwargs)  # type: ignore[arg-type]


# -- the shapes against a brute force ------------------------------------------------


def _plain_complete(c: list[int], sets: int, pair: bool) -> bool:
    """Sets and a pair of real tiles, no wilds (counts may exceed four)."""
    i = next((k for k, n in enumerate(c) if n), -1)
    if i < 0:
        return sets == 0 and not pair
    if c[i] >= 3 and sets:
        c[i] -= 3
        ok = _plain_complete(c, sets - 1, pair)
        c[i] += 3
        if ok:
            return True
    if c[i] >= 2 and pair:
        c[i] -= 2
        ok = _plain_complete(c, sets, False)
        c[i] += 2
        if ok:
            return True
    if sets and i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
        for k in (i, i + 1, i + 2):
            c[k] -= 1
        ok = _plain_complete(c, sets - 1, pair)
        for k in (i, i + 1, i + 2):
            c[k] += 1
        return ok
    return False


def _assignments(counts: tuple[int, ...], wilds: int) -> list[list[int]]:
    out = []
    for kinds in itertools.combinations_with_replacement(range(34), wilds):
        c = list(counts)
        for k in kinds:
            c[k] += 1
        out.append(c)
    return out


def _random_hand(rng: random.Random, size: int, wilds: int) -> tuple[tuple[int, ...], int]:
    # Tiles close together make complete hands common enough to test both answers.
    suit = rng.randrange(3)
    pool = [9 * suit + r for r in range(9)] * 4 + [rng.randrange(34) for _ in range(6)]
    tiles = rng.sample(pool, size - wilds)
    return split_wilds(tiles, ())[0], wilds


@pytest.mark.parametrize("wilds", [0, 1, 2])
def test_complete_agrees_with_every_substitution(wilds: int) -> None:
    rng = random.Random(wilds)
    agree = {True: 0, False: 0}
    for _ in range(150 if wilds < 2 else 40):
        counts, w = _random_hand(rng, 14, wilds)
        brute = any(_plain_complete(c, 4, True) for c in _assignments(counts, w))
        assert complete(counts, w, 4) is brute, (counts, w)
        agree[brute] += 1
    assert agree[True] and agree[False]


@pytest.mark.parametrize("wilds", [1, 2])
def test_bao_tou_ready_agrees_with_every_substitution(wilds: int) -> None:
    rng = random.Random(10 + wilds)
    seen = {True: 0, False: 0}
    for _ in range(150 if wilds < 2 else 40):
        counts, w = _random_hand(rng, 13, wilds)
        # One wild apart, the rest must be four sets of real tiles.
        brute = any(_plain_complete(c, 4, False) for c in _assignments(counts, w - 1))
        assert is_bao_tou_ready(counts, w, 4) is brute, (counts, w)
        seen[brute] += 1
    assert seen[False]


@pytest.mark.parametrize("wilds", [0, 1, 2, 3])
def test_waits_agree_with_complete(wilds: int) -> None:
    rng = random.Random(20 + wilds)
    for _ in range(200):
        counts, w = _random_hand(rng, 13, wilds)
        slow = set()
        for k in range(34):
            c = list(counts)
            c[k] += 1
            if complete(c, w, 4):
                slow.add(k)
        assert waiting_kinds(counts, w, 4) == slow


def _pairs_fours_brute(counts: tuple[int, ...], wilds: int) -> int | None:
    best = None
    for c in _assignments(counts, wilds):
        if all(n % 2 == 0 for n in c):
            fours = sum((n // 2) // 2 for n in c)
            best = fours if best is None else max(best, fours)
    return best


@pytest.mark.parametrize("wilds", [0, 1, 2, 3])
def test_seven_pairs_fours_agree_with_every_substitution(wilds: int) -> None:
    rng = random.Random(30 + wilds)
    for _ in range(120 if wilds < 3 else 15):
        kinds = rng.sample(range(34), 5)
        tiles = [rng.choice(kinds) for _ in range(14 - wilds)]
        counts = split_wilds(tiles, ())[0]
        assert seven_pairs_fours(counts, wilds) == _pairs_fours_brute(counts, wilds), counts
