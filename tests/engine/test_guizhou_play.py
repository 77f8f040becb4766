"""Seeded random play of ``guizhou``: 2,048 hands with the invariants checked after
every event, zero-sum hands, won seats never asked, every record replayed; the
information a seat may have; records, resume and undo through the public API; the
shared bot playing legally.

The policy takes every win it is offered (random play alone rarely wins) and
otherwise picks a legal action at random. Chunks of 8 matches keep ``pytest -n``
busy on every core.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bots import get_bot
from mahjong_tui.engine.actions import Action, Win
from mahjong_tui.engine.driver import GameLoop
from mahjong_tui.engine.events import (
    Dealt,
    Drew,
    HandEnded,
    HandStarted,
    Konged,
    Payment,
    Won,
    redact,
)
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.invariants import EventTracker, check_invariants
from mahjong_tui.engine.record import load, loads, replay, save
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.views import HiddenKong
from mahjong_tui.engine.wall import Deal
from mahjong_tui.persistence.undo import undo
from mahjong_tui.rulesets import get_ruleset, ruleset_from_dict
from mahjong_tui.rulesets.guizhou.ruleset import GEOMETRY, GUIZHOU, guizhou_from_dict

MATCHES_PER_CHUNK = 8
CHUNKS = 16  # 16 chunks x 8 matches x 16 hands = 2,048 hands


def _choose(rng: random.Random, legal: tuple[Action, ...]) -> Action:
    for a in legal:
        if isinstance(a, Win):
            return a
    return rng.choice(legal)


def play_checked(seed: int) -> tuple[Game, int, set[str]]:
    """One match, everything checked; returns the game, its wins, payment reasons."""
    game = Game.new(seed, GUIZHOU)
    tracker = EventTracker(GUIZHOU.starting_points, flowers=False)
    for e in game.events:
        tracker.feed(e)
    rng = random.Random(seed)
    won: set[int] = set()
    wins = 0
    reasons: set[str] = set()
    while not game.is_over:
        to_act = game.to_act()
        assert to_act and not won & set(to_act), (to_act, won)
        player = to_act[0]
        for e in game.apply(player, _choose(rng, game.legal_actions(player))):
            tracker.feed(e)
            if isinstance(e, HandStarted):
                won = set()
            elif isinstance(e, Won):
                won.add(e.player)
                wins += 1
            elif isinstance(e, Payment):
                reasons.add(e.reason)
            elif isinstance(e, HandEnded):
                assert sum(e.deltas) == 0, e.deltas
                assert len(e.winners) <= 1 and set(e.winners) == won
        tracker.compare(game)
        check_invariants(game)
    again = replay(loads(game.record.to_jsonl()))
    assert again.events == game.events
    assert again.scores == game.scores
    assert sum(game.scores) == 0
    return game, wins, reasons


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_play_keeps_every_invariant(chunk: int) -> None:
    hands = 0
    for m in range(MATCHES_PER_CHUNK):
        game, _, _ = play_checked(chunk * MATCHES_PER_CHUNK + m)
        hands += sum(isinstance(e, HandEnded) for e in game.events)
    assert hands == MATCHES_PER_CHUNK * GUIZHOU.hands_per_match


def test_random_play_reaches_wins_and_kong_money() -> None:
    wins = 0
    reasons: set[str] = set()
    for seed in range(6):
        _, w, r = play_checked(seed)
        wins += w
        reasons |= r
    assert wins > 0 and "dou" in reasons


def test_the_ruleset_round_trips_and_rejects_bad_headers() -> None:
    assert get_ruleset("guizhou") is GUIZHOU
    data = GUIZHOU.to_dict()
    assert data["family"] == "guizhou" and ruleset_from_dict(data) == GUIZHOU
    with pytest.raises(ValueError, match="unknown ruleset field"):
        guizhou_from_dict({**data, "chickens": True})
    with pytest.raises(ValueError, match="'clean_seven_pairs' must be int"):
        guizhou_from_dict({**data, "clean_seven_pairs": "90"})
    with pytest.raises(ValueError, match="'hot_shot' must be bool"):
        guizhou_from_dict({**data, "hot_shot": 1})
    assert GUIZHOU.summary().startswith("Guizhou: 108 tiles")
    assert any("热炮" in line for line in GUIZHOU.describe())


def _reshuffle_hidden(deal: Deal, game: Game, player: int, rng: random.Random) -> Deal:
    """Permute the tiles ``player`` cannot see at the start: the other seats' dealt
    tiles and the wall."""
    seen = {2 * GEOMETRY.stack_id(p.wall, p.stack) + p.level for e in game.events
            if isinstance(e, Dealt) and e.player == player for p in e.positions}
    hidden = [i for i in range(len(deal.tiles)) if i not in seen]
    tiles = list(deal.tiles)
    moved = [tiles[i] for i in hidden]
    rng.shuffle(moved)
    for i, t in zip(hidden, moved, strict=True):
        tiles[i] = t
    return Deal(tuple(tiles), deal.dealer_dice, deal.second_dice, deal.extra_dice)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), player=st.integers(0, 3), shuffle=st.integers(0, 10**6))
def test_start_view_unchanged_when_hidden_tiles_are_reshuffled(seed: int, player: int,
                                                               shuffle: int) -> None:
    deal = GUIZHOU.random_deal(random.Random(seed), 0)
    g1 = Game.new(0, GUIZHOU, deals=[deal], hands=1)
    g2 = Game.new(0, GUIZHOU, deals=[_reshuffle_hidden(deal, g1, player,
                                                       random.Random(shuffle))], hands=1)
    assert g1.view(player) == g2.view(player)
    assert [redact(e, player) for e in g1.events] == [redact(e, player) for e in g2.events]


def _tiles_in(value: object) -> bool:
    if isinstance(value, Tile):
        return True
    if isinstance(value, tuple | list):
        return any(_tiles_in(v) for v in value)
    return False


@pytest.mark.parametrize("seed", range(6))
def test_views_and_redacted_events_never_show_other_concealed_tiles(seed: int) -> None:
    game = Game.new(seed, GUIZHOU, hands=2)
    rng = random.Random(seed)
    while not game.is_over:
        player = game.to_act()[0]
        for viewer in range(4):
            view = game.view(viewer)
            assert not _tiles_in(view.notes)  # 豆 are shown without their tiles
            for q in range(4):
                if q != viewer:
                    assert all(isinstance(m, HiddenKong) or not m.concealed
                               for m in view.melds[q])
        events = game.apply(player, _choose(rng, game.legal_actions(player)))
        for e in events:
            for viewer in range(4):
                r = redact(e, viewer)
                if isinstance(e, Dealt | Drew) and e.player != viewer:
                    assert not _tiles_in(getattr(r, "tiles", None)) and \
                        not _tiles_in(getattr(r, "tile", None))
                if isinstance(e, Konged) and e.concealed and e.player != viewer:
                    assert not _tiles_in(r.meld.tiles if r.meld is not None else None)


def test_record_resume_and_undo(tmp_path: Path) -> None:
    game, _, _ = play_checked(3)
    path = tmp_path / "guizhou.jsonl"
    save(game, path)
    again = replay(load(path))
    assert again.ruleset == GUIZHOU and again.events == game.events
    # Undo the last decision of player 1 in an unfinished match: the state before it.
    live = Game.new(4, GUIZHOU, hands=2)
    rng = random.Random(4)
    decisions = 0
    while decisions < 30:
        player = live.to_act()[0]
        if player == 1:
            decisions += 1
            before = live.view(1)
        live.apply(player, _choose(rng, live.legal_actions(player)))
    earlier = undo(live, (1,))
    assert earlier.ruleset == GUIZHOU
    assert earlier.view(1) == before


@pytest.mark.parametrize("level", ["beginner", "standard", "expert"])
def test_the_shared_bot_plays_guizhou_legally(level: str) -> None:
    game = Game.new(7, GUIZHOU, hands=2)
    loop = GameLoop(game, [get_bot(level, 7 * 4 + p) for p in range(4)])
    while not game.is_over:
        loop.step()
        check_invariants(game)
    assert loop.illegal_actions == 0
    assert sum(isinstance(e, HandEnded) for e in game.events) == 2
