"""Hangzhou games through the persistence layer: a record written by ``simulate``
verifies with ``replay --verify``, a saved game resumes with its rules and its 财神,
and undo takes back a decision and continues identically."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.cli.resume import resume_session
from mahjong_tui.engine.actions import Action, Win
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import entry_to_dict, load, replay, save
from mahjong_tui.persistence.autosave import Autosave
from mahjong_tui.persistence.undo import PerDecisionBot, undo
from mahjong_tui.rulesets import get_ruleset, ruleset_from_dict

HANGZHOU = get_ruleset("hangzhou")
HUMAN = 0


def _bots(seed: int) -> dict[int, PerDecisionBot]:
    return {p: PerDecisionBot("random", seed, p) for p in (1, 2, 3)}


def _choice(game: Game) -> Action:
    legal = game.legal_actions(HUMAN)
    wins = [a for a in legal if isinstance(a, Win)]
    return wins[0] if wins else random.Random(len(game.entries)).choice(legal)


def _run_bots(game: Game, bots: dict[int, PerDecisionBot]) -> None:
    while not game.is_over and HUMAN not in game.to_act():
        p = game.to_act()[0]
        game.apply(p, bots[p].decide(game.view(p)))


def _play(game: Game, decisions: int, bots: dict[int, PerDecisionBot]) -> None:
    for _ in range(decisions):
        _run_bots(game, bots)
        if game.is_over:
            return
        game.apply(HUMAN, _choice(game))
    _run_bots(game, bots)


def _entries(game: Game) -> list[dict[str, object]]:
    return [entry_to_dict(e) for e in game.entries]


@pytest.mark.parametrize("name", ["hangzhou", "hangzhou-fixed"])
def test_the_header_reads_back_strictly(name: str) -> None:
    ruleset = get_ruleset(name)
    data = ruleset.to_dict()
    assert data["family"] == "hangzhou"
    assert ruleset_from_dict(data) == ruleset
    with pytest.raises(ValueError, match="ruleset field 'base' must be int"):
        ruleset_from_dict({**data, "base": "1"})
    with pytest.raises(ValueError, match="unknown ruleset field"):
        ruleset_from_dict({**data, "wilds": 3})
    with pytest.raises(ValueError, match="fixed_wild"):
        ruleset_from_dict({**data, "fixed_wild": "9f"})


def test_simulate_writes_records_that_verify(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "hz.jsonl"
    assert main(["simulate", "--ruleset", "hangzhou", "--hands", "2", "--seed", "5",
                 "--log", str(log)]) == 0
    capsys.readouterr()
    assert main(["replay", "--verify", str(log)]) == 0
    record = load(log)
    assert record.header["ruleset"]["family"] == "hangzhou"
    again = replay(record)
    path = tmp_path / "again.jsonl"
    save(again, path)
    assert replay(load(path)).events == again.events


def test_a_saved_game_resumes_with_its_rules(tmp_path: Path) -> None:
    game = Game.new(3, HANGZHOU, hands=2)
    autosave = Autosave.start(game, humans=(0,), bot_levels=(None, "random", "random", "random"),
                              directory=tmp_path, history=tmp_path / "h.sqlite3")
    _play(game, 12, _bots(3))
    autosave.close()
    live, resumed = resume_session(directory=tmp_path, history=tmp_path / "h.sqlite3")
    try:
        assert resumed.path == autosave.path
        assert live.game.ruleset == HANGZHOU
        assert live.game.table_view() == game.table_view()
        assert live.game.view(0).note("wilds") == game.view(0).note("wilds")
        assert _entries(live.game) == _entries(game)
    finally:
        live.autosave.close()


def test_undo_then_the_same_decision_continues_identically() -> None:
    straight = Game.new(8, HANGZHOU, hands=1)
    _play(straight, 30, _bots(8))
    game = Game.new(8, HANGZHOU, hands=1)
    _play(game, 12, _bots(8))
    before = game.table_view()
    decision = _choice(game)
    game.apply(HUMAN, decision)
    _run_bots(game, _bots(8))
    earlier = undo(game, [HUMAN])
    assert earlier.table_view() == before
    assert earlier.view(HUMAN).note("indicator") == game.view(HUMAN).note("indicator")
    earlier.apply(HUMAN, decision)
    _play(earlier, 30 - 13, _bots(8))
    assert _entries(earlier) == _entries(straight)
