"""Information hiding in Hangzhou (property tests): a seat's view and its redacted
events do not change when the wall and the other hands are reshuffled, the turned-up
indicator apart; nothing before the turn-up reveals the indicator, and once it is
turned up every seat sees the same 财神."""

from __future__ import annotations

import random

from engine_helpers import hidden_redealt, hidden_twin
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_tui.engine.events import TilesTurnedUp, redact
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.wall import Deal
from mahjong_tui.rulesets.hangzhou.ruleset import HANGZHOU


def _game(deal: Deal) -> Game:
    return Game.new(0, HANGZHOU, deals=[deal], hands=1)


def _reshuffle(deal: Deal, game: Game, player: int, rng: random.Random, *,
               indicator_too: bool) -> Deal:
    """``deal`` with the tiles ``player`` cannot see at the start dealt again: the
    other players' tiles and the undrawn wall (and, with ``indicator_too``, the
    turned-up tile)."""
    return hidden_redealt(game, HANGZHOU, deal, player, rng, turned_up_too=indicator_too)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), player=st.integers(0, 3), shuffle=st.integers(0, 10**6))
def test_start_view_unchanged_when_hidden_tiles_are_reshuffled(seed: int, player: int,
                                                               shuffle: int) -> None:
    deal = HANGZHOU.random_deal(random.Random(seed), 0)
    g1 = _game(deal)
    g2 = _game(_reshuffle(deal, g1, player, random.Random(shuffle), indicator_too=False))
    assert g1.view(player) == g2.view(player)
    assert [redact(e, player) for e in g1.events] == [redact(e, player) for e in g2.events]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), player=st.integers(0, 3), shuffle=st.integers(0, 10**6))
def test_the_indicator_is_public_only_once_turned_up(seed: int, player: int,
                                                     shuffle: int) -> None:
    deal = HANGZHOU.random_deal(random.Random(seed), 0)
    g1 = _game(deal)
    g2 = _game(_reshuffle(deal, g1, player, random.Random(shuffle), indicator_too=True))
    turn = next(i for i, e in enumerate(g1.events) if isinstance(e, TilesTurnedUp))
    # Everything before the turn-up looks the same whatever the indicator is...
    assert [redact(e, player) for e in g1.events[:turn]] == \
        [redact(e, player) for e in g2.events[:turn]]
    # ...and once turned up, every seat sees it and the 财神 it names.
    indicator = g1.events[turn].tiles[0]  # type: ignore[union-attr]
    for p in range(4):
        assert redact(g1.events[turn], p) == g1.events[turn]
        view = g1.view(p)
        assert view.note("indicator") == indicator
        assert view.note("wilds") == (indicator.index,)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 120), shuffle=st.integers(0, 10**6))
def test_midgame_view_unchanged_when_hidden_tiles_are_reshuffled(seed: int, steps: int,
                                                                 shuffle: int) -> None:
    twin = hidden_twin(HANGZHOU, seed, steps, shuffle)  # the indicator stays turned up
    if twin is None:
        return
    game, other, viewer = twin
    assert other.view(viewer) == game.view(viewer)
    assert [redact(e, viewer) for e in other.events] == [redact(e, viewer) for e in game.events]
