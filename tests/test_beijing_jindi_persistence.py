"""Beijing and Jindi record headers read back strictly, and their statistics are kept
apart (recording, replay, resume and undo of every regional preset:
``test_regional_persistence``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.engine.events import HandEnded
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.persistence.history import HistoryDB, compute_stats
from mahjong_tui.persistence.history.entries import SeatEntry
from mahjong_tui.persistence.history.feed import match_entry
from mahjong_tui.persistence.undo import PerDecisionBot
from mahjong_tui.rulesets import get_ruleset, ruleset_from_dict

NAMES = ("beijing", "jindi")
HUMAN = 1


def _bots(seed: int) -> dict[int, PerDecisionBot]:
    return {p: PerDecisionBot("random", seed, p) for p in range(4)}


def _play(game: Game, bots: dict[int, PerDecisionBot]) -> None:
    """Bots play the match out."""
    while not game.is_over:
        player = game.to_act()[0]
        game.apply(player, bots[player].decide(game.view(player)))


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
