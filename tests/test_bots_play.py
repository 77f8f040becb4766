"""Bots in real seeded hands: legal, deterministic, explained, never declining a win,
deciding from their view alone."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from bots import BOT_LEVELS, DEFAULT_LEVEL, get_bot
from bots.bench import play_wall, summarise
from mahjong_tui.engine.actions import Action, Win
from mahjong_tui.engine.agents import Agent
from mahjong_tui.engine.events import Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import full_tile_set
from mahjong_tui.engine.wall import TOTAL_TILES, arrange_deal

LEVELS = ("beginner", "standard", "expert")


def play_hand(seed: int, levels: Sequence[str], *, check: bool = True
              ) -> tuple[list[tuple[int, str]], Game, list[str]]:
    """Play one hand; return the actions taken, the game and the problems seen."""
    game = Game.new(seed, hands=1)
    agents: list[Agent] = [get_bot(level, seed * 4 + p) for p, level in enumerate(levels)]
    actions: list[tuple[int, str]] = []
    problems: list[str] = []
    while not game.is_over:
        p = game.to_act()[0]
        view = game.view(p)
        action: Action = agents[p].decide(view)
        if action not in view.legal:
            problems.append(f"illegal {action.text} by {levels[p]}")
        if check and levels[p] != "random":
            reason = agents[p].reason()  # type: ignore[attr-defined]
            if not isinstance(reason, str) or not reason or "\n" in reason:
                problems.append(f"bad reason {reason!r} from {levels[p]}")
            if any(isinstance(a, Win) for a in view.legal) and levels[p] in (
                    "standard", "expert") and not isinstance(action, Win):
                problems.append(f"{levels[p]} declined a legal win")
        actions.append((p, action.text))
        game.apply(p, action)
    return actions, game, problems


def test_levels_are_registered() -> None:
    assert BOT_LEVELS == ("random", "beginner", "standard", "expert", "master")
    assert DEFAULT_LEVEL == "expert"


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_play(level: str) -> None:
    first, _, _ = play_hand(11, (level,) * 4, check=False)
    again, _, _ = play_hand(11, (level,) * 4, check=False)
    assert first == again


def test_seeded_sample_is_legal_explained_and_never_declines_a_win() -> None:
    tables = [("expert",) * 4, ("standard",) * 4, ("beginner",) * 4,
              ("expert", "standard", "beginner", "random"),
              ("random", "expert", "standard", "beginner")]
    wins = 0
    for seed in range(12):
        levels = tables[seed % len(tables)]
        _, game, problems = play_hand(100 + seed, levels)
        assert problems == []
        for event in game.events:
            if isinstance(event, Won):
                wins += 1
                assert event.result.total_without_flowers >= 8
    assert wins >= 6


def test_duplicate_wall_is_deterministic_and_counts_every_seat() -> None:
    a = play_wall("standard", "beginner", 3, 0)
    b = play_wall("standard", "beginner", 3, 0)
    assert a.candidate == b.candidate and a.baseline == b.baseline
    assert a.candidate.hands == 4 and a.baseline.hands == 12
    assert a.illegal == 0 and a.under_minimum == 0
    report = summarise([a, b], "standard", "beginner", 3, 1.0)
    assert report["walls"] == 2 and report["hands_played"] == 8
    assert set(report["candidate"]) >= {"win_rate", "self_draw_share", "deal_in_rate",
                                        "avg_fan_of_wins", "points_per_hand",
                                        "decision_ms_p50", "decision_ms_p99"}


# Positions (ring order from the first dealt stack) of the tiles dealt to South,
# West and North: the dealer takes 0-3, 16-19, 32-35, 48 and 52.
_OTHERS = [*range(4, 16), *range(20, 32), *range(36, 48), 49, 50, 51]


@pytest.mark.parametrize("level", LEVELS)
def test_first_decision_depends_only_on_the_view(level: str) -> None:
    rng = random.Random(5)
    tiles = full_tile_set()
    assert len(tiles) == TOTAL_TILES
    rng.shuffle(tiles)
    # Reshuffle the other players' (non-flower) starting tiles: hidden from the dealer.
    slots = [i for i in _OTHERS if not tiles[i].is_flower]
    shuffled = list(tiles)
    moved = [tiles[i] for i in slots]
    rng.shuffle(moved)
    for i, t in zip(slots, moved, strict=True):
        shuffled[i] = t
    assert shuffled != tiles
    decisions = []
    views = []
    for order in (tiles, shuffled):
        game = Game.new(1, deals=[arrange_deal(order)], hands=1, first_dealer=0)
        assert game.to_act() == (0,)
        view = game.view(0)
        bot = get_bot(level, 9)
        decisions.append((bot.decide(view), bot.reason()))  # type: ignore[attr-defined]
        views.append(view)
    assert views[0] == views[1]
    assert decisions[0] == decisions[1]
