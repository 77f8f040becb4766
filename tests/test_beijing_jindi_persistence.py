"""Beijing and Jindi games are recorded, replayed, resumed and undone like MCR's,
their record headers read back strictly, and their statistics kept apart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.cli.resume import resume_session
from mahjong_tui.engine.events import HandEnded
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import entry_to_dict, load, replay, save
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.persistence.autosave import Autosave
from mahjong_tui.persistence.history import HistoryDB, compute_stats
from mahjong_tui.persistence.history.entries import SeatEntry
from mahjong_tui.persistence.history.feed import match_entry
from mahjong_tui.persistence.undo import PerDecisionBot, undo
from mahjong_tui.rulesets import get_ruleset, ruleset_from_dict

NAMES = ("beijing", "jindi")
HUMAN = 1


def _bots(seed: int) -> dict[int, PerDecisionBot]:
    return {p: PerDecisionBot("random", seed, p) for p in range(4)}


def _play(game: Game, bots: dict[int, PerDecisionBot], *, until_human: int = 0) -> None:
    """Bots play; with ``until_human`` they stop when the human has had that many turns."""
    asked = 0
    while not game.is_over:
        player = game.to_act()[0]
        if until_human and player == HUMAN:
            asked += 1
            if asked > until_human:
                return
        game.apply(player, bots[player].decide(game.view(player)))


@pytest.mark.parametrize("name", NAMES)
def test_a_saved_record_replays_identically(name: str, tmp_path: Path) -> None:
    game = Game.new(3, get_ruleset(name), hands=3)
    _play(game, _bots(3))
    path = tmp_path / "game.jsonl"
    save(game, path)
    again = replay(load(path))
    assert again.events == game.events and again.scores == game.scores
    assert again.ruleset == game.ruleset


@pytest.mark.parametrize("name", NAMES)
def test_the_header_reads_back_strictly(name: str) -> None:
    ruleset: Ruleset = get_ruleset(name)
    data = ruleset.to_dict()
    assert data["family"] == name
    assert ruleset_from_dict(data) == ruleset
    with pytest.raises(ValueError, match="unknown ruleset field"):
        ruleset_from_dict({**data, "colour": "red"})
    with pytest.raises(ValueError, match="ruleset field 'hands_per_match' must be int"):
        ruleset_from_dict({**data, "hands_per_match": "16"})
    with pytest.raises(ValueError, match="must be a list of integers"):
        ruleset_from_dict({**data, "table_points": [4, 2, "1", 0]})
    with pytest.raises(ValueError, match=r"hands_per_match must be 1\.\.64"):
        ruleset_from_dict({**data, "hands_per_match": 0})


@pytest.mark.parametrize("name", NAMES)
def test_resume_mid_hand_with_the_rules_and_notes(name: str, tmp_path: Path) -> None:
    game = Game.new(5, get_ruleset(name), hands=2)
    save_file = Autosave.start(game, humans=(HUMAN,),
                               bot_levels=("random", None, "random", "random"),
                               directory=tmp_path, history=tmp_path / "h.sqlite3")
    _play(game, _bots(5), until_human=12)
    save_file.close()
    live, resumed = resume_session(directory=tmp_path, history=tmp_path / "h.sqlite3")
    try:
        assert resumed.path == save_file.path
        assert live.game.ruleset.name == name
        assert live.game.table_view() == game.table_view()
        assert live.game.view(HUMAN) == game.view(HUMAN)
        assert [entry_to_dict(e) for e in live.game.entries] == \
            [entry_to_dict(e) for e in game.entries]
    finally:
        live.autosave.close()


@pytest.mark.parametrize("name", NAMES)
def test_undo_goes_back_one_decision(name: str) -> None:
    game = Game.new(8, get_ruleset(name), hands=3)
    bots = _bots(8)
    _play(game, bots, until_human=30)
    assert not game.is_over
    before = game.view(HUMAN)
    game.apply(HUMAN, bots[HUMAN].decide(before))
    while not game.is_over and HUMAN not in game.to_act():   # the bots answer
        player = game.to_act()[0]
        game.apply(player, bots[player].decide(game.view(player)))
    earlier = undo(game, [HUMAN])
    assert earlier.view(HUMAN) == before
    assert earlier.view(HUMAN).notes == before.notes


def test_statistics_keep_each_ruleset_apart(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    db_path = tmp_path / "h.sqlite3"
    hands = {}
    with HistoryDB(db_path) as db:
        for seed, name in enumerate(("beijing", "jindi", "jindi")):
            game = Game.new(seed, get_ruleset(name), hands=2)
            _play(game, _bots(seed))
            seats = tuple(SeatEntry(p, f"P{p}", p == HUMAN, None if p == HUMAN else "random")
                          for p in range(4))
            db.save_match(match_entry(game.events, match_uid=f"m{seed}", mode="bots",
                                      seed=seed, ruleset=name,
                                      started_at="2026-12-01T00:00:00Z", seats=seats))
            hands[name] = hands.get(name, 0) + sum(isinstance(e, HandEnded)
                                                    for e in game.events)
        assert compute_stats(db, family="beijing").hands == hands["beijing"] == 2
        assert compute_stats(db, family="jindi").hands == hands["jindi"] == 4
        assert compute_stats(db, family="jindi").games == 2
        assert compute_stats(db, family="mcr").hands == 0
        assert compute_stats(db, family="sichuan").hands == 0
    assert main(["stats", "--json", "--db", str(db_path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["hands"], data["beijing"]["hands"], data["jindi"]["hands"]) == (0, 2, 4)
    assert main(["stats", "--db", str(db_path), "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("MCR:\n") and "\n\nBeijing:\n" in text and "\n\nJindi:\n" in text
