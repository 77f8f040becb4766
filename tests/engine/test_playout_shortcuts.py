"""The shortcuts of the playout loop and the kept win filters agree with the full
computation after every step, in random real games and in random playouts."""

from __future__ import annotations

import random

import pytest

from mahjong_tui.engine.actions import Action, Discard
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.hand import Hand
from mahjong_tui.engine.hand_state import EVERY_KIND
from mahjong_tui.engine.playout import Playout, random_policy, sample_hidden
from mahjong_tui.engine.playout_loop import discards_only, may_be_claimed
from mahjong_tui.engine.views import Phase
from mahjong_tui.rulesets import get_ruleset
from mahjong_tui.rulesets.mcr import scoring as mcr_scoring
from mahjong_tui.rulesets.sichuan.scoring import winning_tiles as sichuan_winning_tiles

RULESETS = ["mcr", "mcr-competition", "sichuan", "beijing", "hangzhou"]


def _waits(h: Hand, p: int) -> set[int]:
    """The scorer's own waits of ``p``'s tiles without the drawn one (MCR and Sichuan)."""
    drawn = h.drawn[p]
    tiles = h.tiles_of(p, drawn)
    if h.ruleset.family == "sichuan":
        void = h.voids[p] if h.ruleset.declare_void else None  # type: ignore[attr-defined]
        return {t.index for t in sichuan_winning_tiles(tiles, h.melds[p], void)}
    return {t.index for t in mcr_scoring.winning_tiles(tuple(tiles), tuple(h.melds[p]))}


def _check_kept_filters(h: Hand) -> None:
    """Every kept win filter still holds the rules' fresh answer and the waits."""
    if h.over or h.phase is Phase.SETUP:
        return
    for p in range(4):
        if h.out[p]:
            continue
        kept = h.win_kinds(p)
        fresh = h.rules.win_filter(p)
        assert (EVERY_KIND if fresh is None else fresh) <= kept
        if h.ruleset.family == "mcr":
            # What the rules keep of his tiles (codes brought up to date through
            # discards, facts of the tiles seen) answers as rules that keep nothing.
            assert h.ruleset.hand_rules(h).win_filter(p) == fresh
        if h.ruleset.family in ("mcr", "sichuan") and h.hand_size(p) - \
                (h.drawn[p] is not None) == 13 - 3 * len(h.melds[p]):
            assert _waits(h, p) <= kept


def _check_turn_shortcut(h: Hand) -> None:
    """Where the loop takes the turn's actions to be the discards, they are."""
    if h.over or h.phase is not Phase.TURN:
        return
    p = h.turn_player
    legal = h.legal(p)
    if discards_only(h, p):
        assert legal == tuple(h.rules.discard_choices(p, h.counts[p]))
    if not all(isinstance(a, Discard) for a in legal):
        assert not discards_only(h, p)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_shortcuts_agree_in_random_games(ruleset: str) -> None:
    screened = claimed = 0
    for seed in range(3):
        game = Game.new(seed, get_ruleset(ruleset), hands=2)
        rng = random.Random(seed)
        while not game.is_over:
            h = game.hand
            _check_kept_filters(h)
            _check_turn_shortcut(h)
            p = game.to_act()[0]
            action = rng.choice(game.legal_actions(p))
            # Nobody else's tiles change with the discard itself: the screen asked now
            # is the one the loop asks once the tile is down.
            screen = isinstance(action, Discard) and h.phase is Phase.TURN and \
                may_be_claimed(h, p, action.tile)
            game.apply(p, action)
            if isinstance(action, Discard) and game.hand is h and h.phase is not Phase.SETUP:
                screened += 1
                if h.claim is not None and not h.claim.robbing:
                    claimed += 1
                    assert screen, "a discard the screen let pass was claimable"
    assert screened > 100 and claimed > 5


def test_the_mcr_filter_after_discards_is_the_fresh_one() -> None:
    """After every discard of a random MCR game (a swap of his tiles when he keeps
    the drawn one) the kept filter of every player equals a fresh computation."""
    swaps = 0
    for seed in range(4):
        game = Game.new(seed, get_ruleset("mcr"), hands=1)
        rng = random.Random(seed)
        while not game.is_over:
            h = game.hand
            p = game.to_act()[0]
            action = rng.choice(game.legal_actions(p))
            swap = isinstance(action, Discard) and h.phase is Phase.TURN and \
                h.drawn[p] is not None and action.tile is not h.drawn[p]
            game.apply(p, action)
            if swap and game.hand is h and not h.over:
                swaps += 1
                for q in range(4):
                    if not h.out[q]:
                        assert h.rules.win_filter(q) == h.ruleset.hand_rules(h).win_filter(q)
    assert swaps > 100


# Positions built from a view: the rulesets whose walls a sample can fill (no tiles
# kept back or turned up).
@pytest.mark.parametrize("ruleset", ["mcr", "mcr-competition", "sichuan"])
def test_the_shortcuts_agree_in_random_playouts(ruleset: str) -> None:
    from mahjong_tui.engine.playout_bench import mid_hand_views

    turns = 0

    def checking(playout: Playout, player: int, legal: tuple[Action, ...],
                 rng: random.Random) -> Action:
        nonlocal turns
        # What the loop offered is what the full computation offers (the loop's
        # screens and its kept fours included).
        assert legal == playout.legal(player)
        turns += 1
        return random_policy(playout, player, legal, rng)

    for view in mid_hand_views(ruleset, 4, 3):
        rng = random.Random(view.wall_remaining)
        base = Playout.from_view(view, sample_hidden(view, rng))
        for _ in range(6):
            base.copy().play_out(checking, rng)
    assert turns > 400
