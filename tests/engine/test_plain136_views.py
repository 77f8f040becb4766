"""Information hiding in ``beijing`` and ``jindi`` (property tests): a seat's view,
its public notes (Beijing's floor and reserve) and its redacted events do not change
when the wall and the other players' concealed tiles are reshuffled."""

from __future__ import annotations

import random

import pytest
from engine_helpers import hidden_redealt, hidden_twin
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_tui.engine.events import redact
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.rulesets.beijing.ruleset import BEIJING
from mahjong_tui.rulesets.jindi.ruleset import JINDI

RULESETS = {"beijing": BEIJING, "jindi": JINDI}


@pytest.mark.parametrize("name", list(RULESETS))
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), player=st.integers(0, 3), shuffle=st.integers(0, 10**6))
def test_start_view_unchanged_when_hidden_tiles_are_reshuffled(name: str, seed: int,
                                                               player: int,
                                                               shuffle: int) -> None:
    ruleset: Ruleset = RULESETS[name]
    deal = ruleset.random_deal(random.Random(seed), 0)
    g1 = Game.new(0, ruleset, deals=[deal], hands=1)
    g2 = Game.new(0, ruleset, deals=[hidden_redealt(g1, ruleset, deal, player,
                                                    random.Random(shuffle))], hands=1)
    assert g1.view(player) == g2.view(player)
    assert [redact(e, player) for e in g1.events] == [redact(e, player) for e in g2.events]


@pytest.mark.parametrize("name", list(RULESETS))
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 150), shuffle=st.integers(0, 10**6))
def test_midgame_view_unchanged_when_hidden_tiles_are_reshuffled(name: str, seed: int,
                                                                 steps: int,
                                                                 shuffle: int) -> None:
    twin = hidden_twin(RULESETS[name], seed, steps, shuffle)
    if twin is None:
        return
    game, other, viewer = twin
    view = game.view(viewer)
    assert other.view(viewer) == view
    assert view.notes == other.view(viewer).notes
    assert [redact(e, viewer) for e in other.events] == [redact(e, viewer) for e in game.events]
