"""Fan plans and the fan check the bots use, on hands written in notation."""

from __future__ import annotations

from bots import analysis
from bots.fan import WaitValue, legal_acceptance, legal_wait_weight, wait_values
from bots.targets import TARGETS, evaluate, rank_targets, sure_extra
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, parse_tile, parse_tiles

BY_KEY = {t.key: t for t in TARGETS}


def counts(text: str) -> list[int]:
    return analysis.count_tiles(parse_tiles(text))


def useful(mask: int) -> list[str]:
    return [TILES[i].text for i in analysis.mask_tiles(mask)]


def test_pure_straight_ready_hand() -> None:
    score = evaluate(BY_KEY["pure_straight_m"], counts("123m 456m 789m 23p 55s"), [])
    assert score is not None
    assert (score.shanten, useful(score.useful), score.short) == (0, ["1p", "4p"], False)


def test_filter_counts_tiles_still_to_exchange() -> None:
    # Ten dots form three sets and a single; three off-suit tiles must still go.
    score = evaluate(BY_KEY["full_flush_p"], counts("123p 456p 789p 1p 5m 7s E"), [])
    assert score is not None
    assert score.shanten == 3
    assert useful(score.useful) == [f"{r}p" for r in range(1, 10)]


def test_half_flush_is_short_of_eight_without_extras() -> None:
    open_pung = Meld.pung(parse_tile("5p"), 2)
    score = evaluate(BY_KEY["half_flush_p"], counts("123p 789p 11p EE S"), [open_pung])
    assert score is not None and score.short and score.effective == score.shanten + 1
    dragon = Meld.pung(parse_tile("C"), 2)
    hand = counts("123p 789p 11p EE S")
    extra = sure_extra(hand, [dragon], 0, 0)
    assert extra == 2
    score = evaluate(BY_KEY["half_flush_p"], hand, [dragon], extra)
    assert score is not None and not score.short


def test_declared_sets_rule_plans_out() -> None:
    chow = Meld.chow(parse_tile("3m"), parse_tile("4m"))
    assert evaluate(BY_KEY["all_pungs"], counts("111p 222s 33s 44s 5s"), [chow]) is None
    assert evaluate(BY_KEY["full_flush_p"], counts("111p 222p 33p 44p 5p"), [chow]) is None
    assert evaluate(BY_KEY["seven_pairs"], counts("111p 222p 33p 44p 5p"), [chow]) is None
    # 345m is not one of the straight's chows: it is the free set; 123m still missing.
    score = evaluate(BY_KEY["pure_straight_m"], counts("456m 789m 23p 55s"), [chow])
    assert score is not None and score.shanten == 2
    # A declared chow that is part of the pattern shortens it.
    first = Meld.chow(parse_tile("1m"), parse_tile("2m"))
    score = evaluate(BY_KEY["pure_straight_m"], counts("456m 789m 23p 55s"), [first])
    assert score is not None and score.shanten == 0


def test_rank_targets_prefers_the_closest_plan() -> None:
    ranked = rank_targets(counts("123m 456m 78m 23p 55s EE"), [], 0, 0, limit=2)
    assert ranked[0].target.key == "pure_straight_m"
    assert ranked[0].shanten == 1


def test_wait_values_come_from_the_fan_calculator() -> None:
    waits = wait_values(counts("123m 456m 789m 23p 55s"), [], 0, 0)
    # 1p: Pure Straight 16, Concealed Hand 2, All Chows 2, Mixed Double Chow 1;
    # self-drawn: Fully Concealed 4 instead of Concealed Hand 2.
    assert waits == (WaitValue(parse_tile("1p"), 21, 23), WaitValue(parse_tile("4p"), 20, 22))
    live = [4] * 34
    live[parse_tile("1p").index] = 1
    assert legal_wait_weight(waits, live) == 5.0


def test_under_eight_waits_weigh_nothing() -> None:
    # Open chicken-ish hand: 234m chow declared, waits score under 8 on a discard.
    chow = Meld.chow(parse_tile("2m"), parse_tile("3m"))
    waits = wait_values(counts("567p 34s 678s 99p"), [chow], 1, 0)
    assert waits and all(w.on_discard < 8 for w in waits)
    assert legal_wait_weight(waits, [4] * 34) == sum(
        4 * 0.35 for w in waits if w.self_drawn >= 8)


def test_legal_acceptance_looks_one_draw_ahead() -> None:
    hand = counts("123m 456m 789m 2p 5s 6s 9s")
    assert analysis.shanten(hand) == 1
    accepted = legal_acceptance(hand, [], [4] * 34, 0, 0)
    assert accepted > 0
    assert legal_acceptance(counts("123m 456m 789m 23p 55s"), [], [4] * 34, 0, 0) == 0.0
