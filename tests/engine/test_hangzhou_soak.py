"""Seeded random play of ``hangzhou`` and ``hangzhou-fixed``: 2,048 hands each, the
invariants checked after every event, every record replayed.

The policy takes every win it is offered (else random play would rarely reach the
multipliers) and otherwise picks a legal action at random. Along the way: only the
discarder's next player is offered a chow, a discarded 财神 is never claimed or won
on, and after a discarded 财神 nothing is claimed until its discarder discards again.
Chunks of 8 matches keep ``pytest -n`` busy on every core.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from mahjong_tui.engine.actions import Action, Chow, Win
from mahjong_tui.engine.events import Claimed, Discarded, HandEnded, HandStarted, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.invariants import EventTracker, check_invariants
from mahjong_tui.engine.record import loads, replay
from mahjong_tui.rulesets.hangzhou.ruleset import HANGZHOU, HANGZHOU_FIXED, HangzhouRuleset

MATCHES_PER_CHUNK = 8
CHUNKS = 16  # 16 chunks x 8 matches x 16 hands = 2,048 hands per ruleset
RULESETS: dict[str, HangzhouRuleset] = {"hangzhou": HANGZHOU,
                                        "hangzhou-fixed": HANGZHOU_FIXED}


def _choose(rng: random.Random, legal: tuple[Action, ...]) -> Action:
    """A win whenever one is offered, else any legal action."""
    for a in legal:
        if isinstance(a, Win):
            return a
    return rng.choice(legal)


def play_checked(seed: int, ruleset: HangzhouRuleset) -> tuple[Game, Counter[str]]:
    """Play one match, checking everything; returns the game and the multipliers won."""
    game = Game.new(seed, ruleset)
    tracker = EventTracker(ruleset.starting_points, flowers=False)
    for e in game.events:
        tracker.feed(e)
    rng = random.Random(seed)
    seen: Counter[str] = Counter()
    wilds: tuple[int, ...] = ()
    piao: set[int] = set()  # discarders of a 财神, until they discard again
    while not game.is_over:
        to_act = game.to_act()
        player = to_act[0]
        view = game.view(player)
        wilds = view.note("wilds")
        assert len(wilds) == 1
        claim = view.pending_claim
        if claim is not None:
            for q in to_act:
                legal = game.legal_actions(q)
                if piao or claim.tile.index in wilds:
                    assert legal == (), (q, legal)  # nothing is claimable
                if any(isinstance(a, Chow) for a in legal):
                    assert q == game.hand.next_player(claim.from_player)
        events = game.apply(player, _choose(rng, game.legal_actions(player)))
        for e in events:
            tracker.feed(e)
            if isinstance(e, HandStarted):
                piao = set()
            elif isinstance(e, Discarded):
                if e.tile.index in wilds:
                    piao.add(e.player)
                else:
                    piao.discard(e.player)
            elif isinstance(e, Claimed):
                assert not piao and e.meld is not None
            elif isinstance(e, Won):
                seen.update(f.id for f in e.result.fans)
                seen["win"] += 1
                assert e.from_player is None or not piao
                assert e.from_player is None or e.tile.index not in wilds
            elif isinstance(e, HandEnded):
                assert sum(e.deltas) == 0, e.deltas
                assert len(e.winners) <= 1
        tracker.compare(game)
        check_invariants(game)
    again = replay(loads(game.record.to_jsonl()))
    assert again.events == game.events
    assert again.scores == game.scores
    assert sum(game.scores) == 4 * ruleset.starting_points
    return game, seen


@pytest.mark.slow
@pytest.mark.parametrize("name", list(RULESETS))
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_play_keeps_every_invariant(name: str, chunk: int) -> None:
    ruleset = RULESETS[name]
    hands = 0
    seen: Counter[str] = Counter()
    for m in range(MATCHES_PER_CHUNK):
        game, won = play_checked(chunk * MATCHES_PER_CHUNK + m, ruleset)
        hands += sum(isinstance(e, HandEnded) for e in game.events)
        seen += won
    assert hands == MATCHES_PER_CHUNK * ruleset.hands_per_match
    assert seen["win"] > 0
