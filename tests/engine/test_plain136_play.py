"""Seeded random play of ``beijing`` and ``jindi``: 2,048 hands each, the invariants
checked after every event (the kept-back tail from each ruleset's own arithmetic),
zero-sum hands, won players never asked, Beijing's floor and reserve as published,
every record replayed identically.

Random bots choose among the legal actions and take every win they are offered.
Chunks of 8 matches keep ``pytest -n`` busy on every core.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bots import get_bot
from mahjong_tui.engine.actions import Win
from mahjong_tui.engine.events import (
    Claimed,
    HandEnded,
    HandStarted,
    Konged,
    Won,
)
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.invariants import EventTracker, check_invariants
from mahjong_tui.engine.record import loads, replay
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.rulesets.beijing.ruleset import BEIJING, reserve_tiles
from mahjong_tui.rulesets.jindi.ruleset import JINDI

MATCHES_PER_CHUNK = 8
CHUNKS = 16  # 16 chunks x 8 matches x 16 hands = 2,048 hands per ruleset
RULESETS: dict[str, tuple[Ruleset, Callable[[int], int]]] = {
    "beijing": (BEIJING, lambda kongs: reserve_tiles(7, kongs)),
    "jindi": (JINDI, lambda kongs: 14),
}


def play_checked(seed: int, name: str) -> tuple[Game, int]:
    """Play one match, checking everything; returns the game and its number of wins."""
    ruleset, kept_back = RULESETS[name]
    game = Game.new(seed, ruleset)
    tracker = EventTracker(ruleset.starting_points, flowers=False, kept_back=kept_back)
    for e in game.events:
        tracker.feed(e)
    bots = [get_bot("random", seed * 4 + p) for p in range(4)]
    won: set[int] = set()
    wins = steps = kongs = 0
    floor = 0
    dealer = game.hand.order[0]
    while not game.is_over:
        steps += 1
        to_act = game.to_act()
        assert to_act and not won & set(to_act), (to_act, won)
        player = to_act[0]
        view = game.view(player)
        if name == "beijing":
            assert view.notes == (("floor", floor), ("kept_back", kept_back(kongs)))
        legal = view.legal
        action = next((a for a in legal if isinstance(a, Win)), None) or \
            bots[player].decide(view)
        for e in game.apply(player, action):
            tracker.feed(e)
            if isinstance(e, HandStarted):
                won = set()
                kongs = 0
                dealer = e.dealer
            elif isinstance(e, Konged) or (isinstance(e, Claimed) and e.meld.is_kong):
                kongs += 1
            elif isinstance(e, Won):
                won.add(e.player)
                wins += 1
            elif isinstance(e, HandEnded):
                assert sum(e.deltas) == 0, e.deltas
                assert set(e.winners) == won and len(won) <= 1
                floor = 0 if won and dealer not in won else min(2, floor + 1)
        if steps % 8 == 0:
            tracker.compare(game)
            check_invariants(game)
    again = replay(loads(game.record.to_jsonl()))
    assert again.events == game.events
    assert again.scores == game.scores
    assert sum(game.scores) == 4 * ruleset.starting_points
    return game, wins


@pytest.mark.slow
@pytest.mark.parametrize("name", list(RULESETS))
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_play_keeps_every_invariant(name: str, chunk: int) -> None:
    hands = 0
    for m in range(MATCHES_PER_CHUNK):
        game, _wins = play_checked(7000 + chunk * MATCHES_PER_CHUNK + m, name)
        hands += sum(1 for e in game.events if isinstance(e, HandEnded))
    assert hands == MATCHES_PER_CHUNK * RULESETS[name][0].hands_per_match
