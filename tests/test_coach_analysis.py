"""The coach's figures, checked exactly: per-form shanten and useful tiles against the
reference library, wait fans against the fan calculator, live counts and the
ranked discards on hand-built positions."""

from __future__ import annotations

import random

from coach_helpers import position
from test_bots_analysis import GB, gb_name, gb_result, random_hand

from bots.analysis import Shape
from mahjong_tui.coach import describe_hints, hints_for
from mahjong_tui.coach.hints import forms_of, waits_of
from mahjong_tui.engine.actions import Chow, Discard, Pass, Pung
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, parse_tile, parse_tiles
from mahjong_tui.engine.views import HiddenKong, PendingClaim, Phase
from mahjong_tui.rulesets.mcr.scoring import Situation, WinFlags, score_hand, winning_tiles
from mahjong_tui.rulesets.mcr.scoring.randomhands import SHAPES, random_situation

HANDS = 10_000
READY_HANDS = 2_000

GB_FORMS = {
    Shape.REGULAR: "RegularShanten",
    Shape.SEVEN_PAIRS: "SevenPairsShanten",
    Shape.THIRTEEN_ORPHANS: "ThirteenOrphansShanten",
    Shape.HONORS_AND_KNITTED: "HonorsAndKnittedTilesShanten",
    Shape.KNITTED_STRAIGHT: "KnittedStraightShanten",
}


def test_forms_match_mahjonggb_on_random_hands() -> None:
    rng = random.Random(20261201)
    seen = dict.fromkeys(GB_FORMS, 0)
    live = [4] * 34
    for _ in range(HANDS):
        counts, packs = random_hand(rng)
        hand = tuple(gb_name(i) for i in range(34) for _ in range(counts[i]))
        forms = forms_of(counts, len(packs), live)
        expected = {Shape.REGULAR} | ({Shape.KNITTED_STRAIGHT} if len(packs) <= 1 else set())
        if not packs:
            expected |= {Shape.SEVEN_PAIRS, Shape.THIRTEEN_ORPHANS, Shape.HONORS_AND_KNITTED}
        assert {f.form for f in forms} == expected
        for f in forms:
            want = gb_result(getattr(GB, GB_FORMS[f.form])(hand))
            got = (f.shanten, frozenset(u.tile.index for u in f.useful))
            assert got == want, f"{f.form}: {hand} {packs}"
            assert f.live_useful == 4 * len(f.useful)
            seen[f.form] += 1
    assert seen[Shape.REGULAR] == HANDS
    assert min(seen.values()) >= 1500


def test_wait_fans_equal_the_calculator_on_random_ready_hands() -> None:
    rng = random.Random(7)
    shapes = [s for s in SHAPES if s != "near_miss"]
    checked = 0
    for n in range(READY_HANDS):
        sit = random_situation(rng, shapes[n % len(shapes)])
        counts = [0] * 34
        for t in sit.concealed:
            counts[t.index] += 1
        view = position(" ".join(t.text for t in sit.concealed) or "", None,
                        melds=(sit.melds, (), (), ()), legal=())
        waits = waits_of(counts, sit.melds, _seat(view, sit.seat_wind, sit.prevalent_wind))
        held = {t.index: counts[t.index] + sum(m.tiles.count(t) for m in sit.melds)
                for t in TILES[:34]}
        expected = [t for t in winning_tiles(sit.concealed, sit.melds) if held[t.index] < 4]
        assert [w.tile for w in waits] == sorted(expected)
        for w in waits:
            for flags, got in ((WinFlags(), w.on_discard),
                               (WinFlags(self_drawn=True), w.self_drawn)):
                result = score_hand(Situation(sit.concealed, sit.melds, w.tile, flags,
                                              sit.seat_wind, sit.prevalent_wind, 0))
                assert got == (result.total_without_flowers if result.is_win else -1)
                checked += 1
    assert checked >= 2 * READY_HANDS


def _seat(view, seat_wind: int, prevalent: int):  # type: ignore[no-untyped-def]
    import dataclasses

    from bots.base import Seat

    return dataclasses.replace(Seat.of(view), seat_wind=seat_wind, prevalent=prevalent)


def _ready_position():  # type: ignore[no-untyped-def]
    return position(
        "123m 456m 789m 23p 55s", "E",
        melds=((), (), (Meld.pung(parse_tile("4p"), 1),), (HiddenKong(),)),
        discards=("", "1p 4p", "", "E 9s"),
        claimed=((), (False, True), (), (False, False)))


def test_live_counts_on_a_hand_built_position() -> None:
    h = hints_for(_ready_position())
    expected = [4] * 34
    for t in parse_tiles("123m 456m 789m 23p 55s E"):  # own tiles
        expected[t.index] -= 1
    expected[parse_tile("1p").index] -= 1  # South's discard lying on the table
    expected[parse_tile("4p").index] -= 3  # West's pung (the claimed 4p included)
    expected[parse_tile("E").index] -= 1  # North's discards
    expected[parse_tile("9s").index] -= 1
    assert list(h.unseen) == expected  # North's concealed kong stays unseen
    assert h.unseen[parse_tile("4p").index] == 1
    assert h.unseen[parse_tile("E").index] == 2


def test_ready_position_ranks_discards_and_scores_waits() -> None:
    h = hints_for(_ready_position())
    assert h.phase is Phase.TURN
    assert [(f.form, f.shanten) for f in h.forms] == [
        (Shape.REGULAR, 0), (Shape.SEVEN_PAIRS, 5), (Shape.THIRTEEN_ORPHANS, 10),
        (Shape.HONORS_AND_KNITTED, 7), (Shape.KNITTED_STRAIGHT, 5)]
    top = h.discards[0]
    assert (top.tile.text, top.shanten, top.rank, top.distance) == ("E", 0, 1, 0)
    assert [(u.tile.text, u.live) for u in top.useful] == [("1p", 3), ("4p", 1)]
    assert [(w.tile.text, w.live, w.on_discard, w.self_drawn) for w in top.waits] == [
        ("1p", 3, 21, 23), ("4p", 1, 20, 22)]
    assert top.route is not None
    assert top.route.text == "Pure Straight in characters (16 fan): ready"
    assert top.reaches_min
    assert h.reason == "discard E: ready, 4 live winning tiles worth 8+ fan"
    assert [d.tile.text for d in h.discards] == [
        "E", "2p", "3p", "5s", "9m", "1m", "6m", "4m", "8m", "2m", "7m", "5m", "3m"]
    second = h.discards[1]
    assert (second.shanten, second.live_useful) == (1, 18)
    assert [(s.player, [t.text for t in s.discarded], [t.text for t in s.passed])
            for s in h.safety] == [(1, [], ["E"]), (2, [], ["E"]), (3, ["E"], [])]
    lines = describe_hints(h, ("East", "South", "West", "North"))
    assert lines[0] == "Advice: discard E: ready, 4 live winning tiles worth 8+ fan"
    assert "    1p: live 3, fan on discard 21, self-drawn 23" in lines
    assert "  m  1:3 2:3 3:3 4:3 5:3 6:3 7:3 8:3 9:3" in lines


def test_waits_under_eight_are_flagged() -> None:
    # Waits 2s and 5s: All Chows, Concealed Hand (and a Mixed Double Chow on 2s): under 8.
    view = position("234m 567p 789s 34s 55s", None, legal=())
    h = hints_for(view)
    assert [(w.tile.text, w.on_discard, w.legal_on_discard) for w in h.waits] == [
        ("2s", 5, False), ("5s", 4, False)]
    text = describe_hints(h)
    assert "  2s: live 4, fan on discard 5 (under 8: not a win), self-drawn 7 " \
           "(under 8: not a win)" in text


def test_claim_window_compares_each_claim_with_passing() -> None:

    base = position("344m 567p 789s 12s EE", None, legal=())
    tile = parse_tile("3s")
    view = base.evolve(
        phase=Phase.CLAIM, pending_claim=PendingClaim(tile, 3),
        discards=((), (), (), (tile,)), discards_claimed=((), (), (), (False,)),
        legal=(Chow(parse_tile("1s")), Pass()))
    h = hints_for(view)
    assert [type(c.action) for c in h.claims] == [Pass, Chow]
    passing, chow = h.claims
    assert passing.shanten == 1
    assert chow.shanten == 0 and chow.discard is not None
    assert h.reason.startswith("pass") or h.reason.startswith("chow 123s")
    assert not any(isinstance(c.action, Pung) for c in h.claims)
    assert all(isinstance(a, (Chow, Pass, Discard)) for a in view.legal)


def test_a_view_without_legal_actions_ranks_every_held_tile() -> None:
    h = hints_for(position("123m 456m 789m 23p 55s", "E", legal=()))
    assert sorted(d.tile.text for d in h.discards) == sorted(
        {t.text for t in parse_tiles("123m 456m 789m 23p 55s E")})
