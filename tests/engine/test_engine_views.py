"""Information hiding: a seat's view and its redacted events do not change when the
wall and the other hands are reshuffled (property tests: at the start, a reshuffled
deal; in mid-game, the same actions replayed on a deal that differs only in tiles
the seat has not seen)."""

from __future__ import annotations

import random

import pytest
from engine_helpers import hidden_redealt, hidden_twin, new_game, stacked_deal, tile
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_tui.engine.actions import ConcealedKong, Discard, Pass
from mahjong_tui.engine.events import Dealt, Drew, Konged, redact
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.engine.views import HiddenKong
from mahjong_tui.engine.wall import random_deal
from mahjong_tui.rulesets.beijing.ruleset import BEIJING
from mahjong_tui.rulesets.hangzhou.ruleset import HANGZHOU
from mahjong_tui.rulesets.jindi.ruleset import JINDI
from mahjong_tui.rulesets.mcr.ruleset import MCR


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), player=st.integers(0, 3), shuffle=st.integers(0, 10**6))
def test_start_view_unchanged_when_hidden_tiles_are_reshuffled(seed: int, player: int,
                                                               shuffle: int) -> None:
    deal = random_deal(random.Random(seed))
    g1 = new_game(deal)
    g2 = new_game(hidden_redealt(g1, MCR, deal, player, random.Random(shuffle)))
    assert g1.view(player) == g2.view(player)
    assert [redact(e, player) for e in g1.events] == [redact(e, player) for e in g2.events]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 120), shuffle=st.integers(0, 10**6))
def test_midgame_view_unchanged_when_hidden_tiles_are_reshuffled(seed: int, steps: int,
                                                                 shuffle: int) -> None:
    twin = hidden_twin(MCR, seed, steps, shuffle)
    if twin is None:
        return
    game, other, viewer = twin
    assert other.view(viewer) == game.view(viewer)
    assert [redact(e, viewer) for e in other.events] == [redact(e, viewer) for e in game.events]


@pytest.mark.parametrize("ruleset", [MCR, BEIJING, JINDI, HANGZHOU], ids=lambda r: r.name)
def test_the_twin_hands_differ_in_what_the_viewer_cannot_see(ruleset: Ruleset) -> None:
    # The property tests above mean something only if the twin's other hands differ.
    differ = 0
    for seed in range(10):
        twin = hidden_twin(ruleset, seed, 30, seed)
        assert twin is not None
        game, other, viewer = twin
        hands, twins = game.table_view(), other.table_view()
        assert hands.concealed[viewer] == twins.concealed[viewer]
        differ += any(hands.concealed[q] != twins.concealed[q] for q in range(4) if q != viewer)
    assert differ >= 8


def test_views_hide_other_hands_and_concealed_kongs() -> None:
    west = "9999m 3p3p6p6p9p9p3s3s6s"
    fill1 = "2p2p5p5p8p8p2s2s5s5s8s8sF"
    fill3 = "4p4p7p7p4s4s7s7sESWNC"
    deal = stacked_deal(["5m EESSWWNNCCFFP", fill1, west, fill3], live="E S 2s", tail="7s")
    game = new_game(deal)
    game.apply(0, Discard(tile("5m")))
    for _ in range(1):
        p = game.to_act()[0]
        game.apply(p, Discard(game.view(p).drawn))  # type: ignore[arg-type]
        while game.table_view().phase.value != "turn":
            game.apply(game.to_act()[0], Pass())
    ev = game.apply(2, ConcealedKong(tile("9m")))
    konged = ev[0]
    assert isinstance(konged, Konged)
    assert redact(konged, 0) == Konged(2, None, True)
    assert redact(konged, 2) == konged
    drew = ev[1]
    assert isinstance(drew, Drew) and redact(drew, 0).tile is None  # type: ignore[union-attr]
    v0 = game.view(0)
    assert v0.melds[2] == (HiddenKong(),)
    assert game.view(2).melds[2][0] == konged.meld
    assert v0.drawn is None and v0.hand_sizes[2] == 11 and len(v0.concealed) == 13
    assert game.table_view().melds[2][0] == konged.meld
    dealt = [e for e in game.events if isinstance(e, Dealt)]
    assert redact(dealt[1], 0).tiles == (None,) * 13  # type: ignore[union-attr]
