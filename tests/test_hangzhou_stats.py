"""Hangzhou statistics are kept apart from MCR's and Sichuan's, in the library and in
``mahjong-tui stats``."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.engine.actions import Win
from mahjong_tui.engine.game import Game
from mahjong_tui.persistence.history import HistoryDB, compute_stats
from mahjong_tui.persistence.history.entries import SeatEntry
from mahjong_tui.persistence.history.feed import match_entry
from mahjong_tui.persistence.history.stats import other_families
from mahjong_tui.rulesets import get_ruleset

NAMES = ("Ann", "Bob", "Cat", "Dan")


def _store(db: HistoryDB, name: str, seed: int) -> Game:
    game = Game.new(seed, get_ruleset(name), players=NAMES, hands=2)
    rng = random.Random(seed)
    while not game.is_over:
        p = game.to_act()[0]
        legal = game.legal_actions(p)
        game.apply(p, Win() if Win() in legal else rng.choice(legal))
    seats = tuple(SeatEntry(p, NAMES[p], p == 0, None if p == 0 else "random")
                  for p in range(4))
    db.save_match(match_entry(game.events, match_uid=f"{name}{seed}", mode="bots", seed=seed,
                              ruleset=name, started_at="2026-12-01T00:00:00Z", seats=seats))
    return game


def test_hangzhou_is_a_family_of_its_own() -> None:
    assert other_families()["hangzhou"] == ("hangzhou", "hangzhou-fixed")


def test_each_family_counts_only_its_own_matches(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "h.sqlite3"
    with HistoryDB(path) as db:
        _store(db, "hangzhou", 1)
        _store(db, "hangzhou-fixed", 2)
        _store(db, "mcr", 3)
        assert compute_stats(db, family="hangzhou").hands == 4
        assert compute_stats(db, family="mcr").hands == 2
        assert compute_stats(db, family="sichuan").hands == 0
        assert compute_stats(db).hands == 6
    assert main(["stats", "--db", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hangzhou"]["hands"] == 4
    assert data["hands"] == 2
    assert main(["stats", "--db", str(path), "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("MCR:\n")
    assert "\n\nHangzhou:\n" in text
