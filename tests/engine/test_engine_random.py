"""Seeded random-bot play: 2,048 hands with invariant checks after EVERY event and
every record replayed (8 chunks of 16 matches, so ``pytest -n auto`` spreads them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bots import get_bot
from mahjong_tui.engine.events import HandEnded
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.invariants import EventTracker, check_invariants
from mahjong_tui.engine.record import load, replay, save
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.rulesets.mcr.ruleset import MCR, MCR_COMPETITION

MATCHES_PER_CHUNK = 16


def _play_checked(seed: int, ruleset: Ruleset, draw_mode: str, tmp_path: Path) -> Game:
    game = Game.new(seed, ruleset, draw_mode=draw_mode)  # type: ignore[arg-type]
    tracker = EventTracker(ruleset.starting_points, per_seat=draw_mode == "per_seat")
    for e in game.events:
        tracker.feed(e)
    bots = [get_bot("random", seed * 4 + i) for i in range(4)]
    steps = 0
    while not game.is_over:
        steps += 1
        player = game.to_act()[0]
        view = game.view(player)
        action = bots[player].decide(view)
        for e in game.apply(player, action):
            tracker.feed(e)  # invariants after every single event
        if steps % 4 == 0:  # full recounts from the engine's state as well
            tracker.compare(game)
            check_invariants(game)
    path = tmp_path / f"game-{seed}.jsonl"
    save(game, path)
    again = replay(load(path))
    assert again.events == game.events and again.scores == game.scores
    return game


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(8))
def test_random_bots_2048_hands_keep_every_invariant(chunk: int, tmp_path: Path) -> None:
    hands = 0
    for m in range(MATCHES_PER_CHUNK):
        game = _play_checked(1000 + chunk * MATCHES_PER_CHUNK + m, MCR, "wall", tmp_path)
        hands += sum(1 for e in game.events if isinstance(e, HandEnded))
        assert sum(game.scores) == 2000
    assert hands == 16 * MATCHES_PER_CHUNK


@pytest.mark.parametrize(("ruleset", "draw_mode"), [
    (MCR_COMPETITION, "wall"), (MCR, "per_seat"), (MCR_COMPETITION, "per_seat")])
def test_random_bots_other_modes_keep_every_invariant(ruleset: Ruleset, draw_mode: str,
                                                      tmp_path: Path) -> None:
    for seed in range(2):
        game = _play_checked(seed, ruleset, draw_mode, tmp_path)
        assert game.is_over and sum(game.scores) == 2000
