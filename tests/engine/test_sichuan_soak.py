"""Seeded random play of ``sichuan``, ``sichuan-sbr`` and ``mcr``: 2,048 hands each,
the invariants checked after every event, every record replayed.

The policy takes every win it is offered (random play alone almost never wins in
Sichuan, so the bloody-battle paths would go untested) and otherwise picks a legal
action at random. Chunks of 8 matches keep ``pytest -n`` busy on every core.
"""

from __future__ import annotations

import random

import pytest

from mahjong_tui.engine.actions import Action, Win
from mahjong_tui.engine.events import HandEnded, HandStarted, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.invariants import EventTracker, check_invariants
from mahjong_tui.engine.record import loads, replay
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.rulesets.mcr.ruleset import MCR
from mahjong_tui.rulesets.sichuan.ruleset import SICHUAN, SICHUAN_SBR

MATCHES_PER_CHUNK = 8
CHUNKS = 16  # 16 chunks x 8 matches x 16 hands = 2,048 hands per ruleset
RULESETS: dict[str, Ruleset] = {"sichuan": SICHUAN, "sichuan-sbr": SICHUAN_SBR, "mcr": MCR}


def _choose(rng: random.Random, legal: tuple[Action, ...]) -> Action:
    """A win whenever one is offered, else any legal action."""
    for a in legal:
        if isinstance(a, Win):
            return a
    return rng.choice(legal)


def play_checked(seed: int, ruleset: Ruleset) -> tuple[Game, int]:
    """Play one match, checking everything; returns the game and its number of wins."""
    game = Game.new(seed, ruleset)
    tracker = EventTracker(ruleset.starting_points)
    for e in game.events:
        tracker.feed(e)
    rng = random.Random(seed)
    won: set[int] = set()
    wins = steps = 0
    while not game.is_over:
        steps += 1
        to_act = game.to_act()
        assert to_act and not won & set(to_act), (to_act, won)
        player = to_act[0]
        legal = game.legal_actions(player)
        events = game.apply(player, _choose(rng, legal))
        for e in events:
            tracker.feed(e)
            if isinstance(e, HandStarted):
                won = set()
            elif isinstance(e, Won):
                won.add(e.player)
                wins += 1
            elif isinstance(e, HandEnded):
                assert sum(e.deltas) == 0, e.deltas
                assert set(e.winners) == won
                assert len(e.winners) <= (3 if ruleset.family == "sichuan" else 1)
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
    ruleset = RULESETS[name]
    hands = wins = 0
    for m in range(MATCHES_PER_CHUNK):
        game, n = play_checked(5000 + chunk * MATCHES_PER_CHUNK + m, ruleset)
        hands += sum(1 for e in game.events if isinstance(e, HandEnded))
        wins += n
    assert hands == MATCHES_PER_CHUNK * ruleset.hands_per_match
    if ruleset.family == "sichuan":  # random MCR play rarely reaches 8 fan
        assert wins > 0
