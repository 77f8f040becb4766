"""Undo: take back the human's last decision; the same decision then continues identically."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mahjong_tui.engine.actions import Action, Win
from mahjong_tui.engine.events import HandEnded
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import entry_to_dict
from mahjong_tui.persistence.autosave import Autosave, load_saved
from mahjong_tui.persistence.history import HistoryDB
from mahjong_tui.persistence.undo import (
    PerDecisionBot,
    UndoError,
    last_decision_index,
    undo,
    undo_last_decision,
    undo_unavailable,
)
from mahjong_tui.rulesets.mcr.ruleset import MCR, MCR_COMPETITION

HUMAN = 0
SEED = 99
LEVELS = (None, "beginner", "standard", "random")


def _bots() -> dict[int, PerDecisionBot]:
    return {p: PerDecisionBot(lv, SEED, p) for p, lv in enumerate(LEVELS) if lv is not None}


def human_choice(game: Game, salt: int = 0) -> Action:
    """The scripted human: wins when it can, else a choice seeded by the position."""
    legal = game.legal_actions(HUMAN)
    wins = [a for a in legal if isinstance(a, Win)]
    if wins:
        return wins[0]
    return random.Random(f"{len(game.entries)}:{salt}").choice(legal)


def run_bots(game: Game, bots: dict[int, PerDecisionBot]) -> None:
    """Let the bots act until the human must decide (or the match ends)."""
    while not game.is_over and HUMAN not in game.to_act():
        player = game.to_act()[0]
        game.apply(player, bots[player].decide(game.view(player)))


def play_decisions(game: Game, n: int, bots: dict[int, PerDecisionBot]) -> None:
    for _ in range(n):
        run_bots(game, bots)
        if game.is_over:
            return
        game.apply(HUMAN, human_choice(game))
    run_bots(game, bots)


def _entries(game: Game) -> list[dict[str, object]]:
    return [entry_to_dict(e) for e in game.entries]


def test_undo_then_same_decision_continues_identically() -> None:
    bots = _bots()
    straight = Game.new(SEED, MCR, hands=2)
    play_decisions(straight, 60, bots)

    game = Game.new(SEED, MCR, hands=2)
    play_decisions(game, 25, bots)
    before = game.table_view()
    decision = human_choice(game)
    game.apply(HUMAN, decision)
    run_bots(game, bots)
    assert len(game.entries) > 0

    earlier = undo(game, [HUMAN])
    assert earlier is not game
    assert earlier.table_view() == before
    assert _entries(earlier) == _entries(straight)[: len(earlier.entries)]
    assert HUMAN in earlier.to_act()
    # the same decision, then the same policy: exactly the uninterrupted game
    earlier.apply(HUMAN, decision)
    play_decisions(earlier, 35 - 1, bots)
    run_bots(earlier, bots)
    assert _entries(earlier) == _entries(straight)


def test_repeated_undo_walks_back_one_decision_each() -> None:
    bots = _bots()
    game = Game.new(SEED, MCR, hands=1)
    views = []
    for _ in range(5):
        run_bots(game, bots)
        views.append(game.table_view())
        game.apply(HUMAN, human_choice(game))
    for view in reversed(views):
        game = undo(game, [HUMAN])
        assert game.table_view() == view
    with pytest.raises(UndoError) as info:
        undo(game, [HUMAN])
    assert str(info.value) == "nothing to undo yet"


def test_undo_across_the_end_of_a_hand(tmp_path: Path) -> None:
    """The human's last decision ended the hand: undo brings the hand back,
    the save file and the history follow."""
    bots = _bots()
    game = Game.new(SEED, MCR, hands=2)
    history = tmp_path / "h.sqlite3"
    save = Autosave.start(game, humans=[HUMAN], bot_levels=LEVELS, directory=tmp_path,
                          history=history)
    # play until a human action is followed by a HandEnded before the next human turn
    while True:
        run_bots(game, bots)
        mark = len(game.events)
        game.apply(HUMAN, human_choice(game))
        run_bots(game, bots)
        if any(isinstance(e, HandEnded) for e in game.events[mark:]):
            break
    with HistoryDB(history) as db:
        stored = db.load_match(save.session.match_uid)
        assert stored is not None and len(stored.hands) == 1
    index = last_decision_index(game, HUMAN)
    earlier = undo_last_decision(game, [HUMAN], save)
    assert len(earlier.entries) == index
    assert earlier.hands_played == 0
    assert save.game is earlier
    with HistoryDB(history) as db:
        stored = db.load_match(save.session.match_uid)
        assert stored is not None and stored.hands == ()
    # the file now holds exactly the earlier game, and saving goes on from there
    assert load_saved(save.path).game.table_view() == earlier.table_view()
    earlier.apply(HUMAN, human_choice(earlier, salt=1))
    run_bots(earlier, bots)
    save.close()
    loaded = load_saved(save.path)
    assert _entries(loaded.game) == _entries(earlier)
    # the abandoned game no longer writes to the file
    assert not game.is_over
    assert len(list(tmp_path.glob("*.jsonl"))) == 1
    assert not list(tmp_path.glob("*.tmp"))


def test_undo_not_offered() -> None:
    game = Game.new(1, MCR, hands=1)
    assert undo_unavailable(game, [0]) is None
    assert undo_unavailable(game, [0, 2]) == "no undo in hot-seat games"
    assert undo_unavailable(game, []) == "undo is only for games against bots"
    competition = Game.new(1, MCR_COMPETITION, hands=1)
    assert undo_unavailable(competition, [0]) == "no undo under competition rules"
    with pytest.raises(UndoError) as info:
        undo(competition, [0])
    assert str(info.value) == "no undo under competition rules"


def test_per_decision_bot_ignores_its_history() -> None:
    game = Game.new(5, MCR, hands=1)
    player = game.to_act()[0]
    view = game.view(player)
    fresh = PerDecisionBot("beginner", 5, player)
    used = PerDecisionBot("beginner", 5, player)
    for _ in range(7):
        used.decide(view)
    assert fresh.decide(view) == used.decide(view)
    with pytest.raises(ValueError, match="unknown bot level"):
        PerDecisionBot("grandmaster", 5, player)


def test_per_decision_bot_passes_on_the_language_of_its_reason() -> None:
    """Watch mode logs a reason in the interface language only, so the wrapper must
    say which language its bot's reason is in (master: the one it is set to)."""
    from master_helpers import searched_view

    from bots.master import MasterSettings, configure, settings

    before = settings()
    view = searched_view()
    try:
        configure(deterministic=True, playouts=12, lang="zh")
        master = PerDecisionBot("master", 5, view.player)
        master.decide(view)
        assert master.reason_language == "zh"
        assert "次推演" in (master.reason() or "")
        expert = PerDecisionBot("expert", 5, view.player)
        expert.decide(view)
        assert expert.reason_language == "en"
    finally:
        configure(**{f: getattr(before, f) for f in MasterSettings.__slots__})
