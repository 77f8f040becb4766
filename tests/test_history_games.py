"""Scripted games through the autosave: the history, ``stats --json`` and ``export`` agree
exactly with what the games' events say."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from mahjong_tui.engine.events import HandEnded, HandStarted, MatchEnded, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.persistence.autosave import Autosave
from mahjong_tui.persistence.undo import PerDecisionBot

# (seed, humans, levels, hands): the "human" seats are played by a standard bot.
GAMES = (
    (6, (0,), (None, "standard", "standard", "standard"), 2),
    (11, (2,), ("beginner", "beginner", None, "beginner"), 2),
    (24, (0, 1), (None, None, "random", "random"), 1),
)


def _play(directory: Path, history: Path, seed: int, humans: tuple[int, ...],
          levels: tuple[str | None, ...], hands: int, *, finish: bool = True) -> Game:
    game = Game.new(seed, hands=hands)
    save = Autosave.start(game, humans=humans, bot_levels=levels, directory=directory,
                          history=history)
    agents = [PerDecisionBot(lv or "standard", seed, p) for p, lv in enumerate(levels)]
    while not game.is_over:
        player = game.to_act()[0]
        game.apply(player, agents[player].decide(game.view(player)))
        if not finish and game.hands_played == 1:
            break
    save.close()
    assert save.error is None and save.history_error is None
    return game


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Game], Game]:
    directory = tmp_path_factory.mktemp("data")
    history = directory / "history.sqlite3"
    games = [_play(directory, history, *g) for g in GAMES]
    unfinished = _play(directory, history, 30, (1,), ("expert", None, "expert", "expert"), 3,
                       finish=False)
    return history, games, unfinished


def _expected(games: list[Game], unfinished: Game) -> dict[str, object]:
    """The figures computed straight from the events (definitions in docs/persistence.md)."""
    specs = [*GAMES, (30, (1,), ("expert", None, "expert", "expert"), 3)]
    seat_hands = wins = deal_ins = fan_sum = points = 0
    ranks: list[int] = []
    fan_hands: Counter[int] = Counter()
    all_hands = draws = 0
    for game, (_, humans, _, _) in zip([*games, unfinished], specs, strict=True):
        for e in game.events:
            if isinstance(e, HandEnded):
                all_hands += 1
                draws += e.winner is None
                seat_hands += len(humans)
                points += sum(e.deltas[h] for h in humans)
            elif isinstance(e, Won):
                if e.player in humans:
                    wins += 1
                    fan_sum += e.result.total
                    fan_hands.update({f.id for f in e.result.fans})
                if e.from_player in humans:  # a human may deal in to another human
                    deal_ins += 1
            elif isinstance(e, MatchEnded):
                ranks += [s.rank for s in e.standings if s.player in humans]
    top = sorted(fan_hands.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
    return {
        "games": 3, "unfinished_games": 1, "hands": all_hands, "draws": draws,
        "human_hands": seat_hands, "wins": wins, "deal_ins": deal_ins,
        "win_rate": round(wins / seat_hands, 4),
        "average_fan": round(fan_sum / wins, 4) if wins else None,
        "points": points, "seat_games": len(ranks),
        "first_places": ranks.count(1),
        "top_fans": [[fid, n] for fid, n in top],
    }


def test_stats_json_matches_the_games(played: tuple[Path, list[Game], Game]) -> None:
    history, games, unfinished = played
    out = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "stats", "--json", "--db", str(history)],
        capture_output=True, text=True, check=True,
    ).stdout
    stats = json.loads(out)
    want = _expected(games, unfinished)
    human = stats["human"]
    got = {
        "games": stats["games"], "unfinished_games": stats["unfinished_games"],
        "hands": stats["hands"], "draws": stats["draws"],
        "human_hands": human["hands"], "wins": human["wins"], "deal_ins": human["deal_ins"],
        "win_rate": human["win_rate"], "average_fan": human["average_fan"],
        "points": human["points"], "seat_games": human["seat_games"],
        "first_places": human["first_places"],
        "top_fans": [[f["id"], f["hands"]] for f in stats["most_frequent_fans"]],
    }
    assert got == want
    # the games exercise wins and deal-ins (bots evolve, so no exact pin here;
    # test_history_stats pins every figure on hand-made matches)
    assert want["wins"] > 0 and want["deal_ins"] > 0
    assert sorted(stats["bot_levels"]) == ["beginner", "expert", "random", "standard"]
    assert sorted(stats["vs_bot_level"]) == ["beginner", "expert", "random", "standard"]
    # exact hand counts per level: seats x hands
    assert stats["bot_levels"]["standard"]["hands"] == 3 * 2
    assert stats["bot_levels"]["beginner"]["hands"] == 3 * 2
    assert stats["bot_levels"]["random"]["hands"] == 2 * 1
    assert stats["bot_levels"]["expert"]["hands"] == 3 * unfinished.hands_played


def _finished_record(directory: Path) -> Path:
    from mahjong_tui.persistence.autosave import list_saves

    return next(s.path for s in list_saves(directory) if s.finished)


def test_export_lists_every_hand_and_fan(played: tuple[Path, list[Game], Game],
                                         tmp_path: Path) -> None:
    history, _games, _ = played
    record = _finished_record(history.parent)
    out = tmp_path / "account.txt"
    subprocess.run([sys.executable, "-m", "mahjong_tui", "export", "--lang", "en", str(record),
                    "-o", str(out)], check=True)
    text = out.read_text(encoding="utf-8")
    from mahjong_tui.persistence.autosave import load_saved

    game = load_saved(record).game
    assert text.count("=== Hand ") == sum(isinstance(e, HandStarted) for e in game.events)
    for e in game.events:
        if isinstance(e, Won):
            assert e.describe(game.players) in text
            for fan in e.result.fans:
                assert fan.en in text and fan.zh not in text
            assert f"{e.result.total:>3} fan" in text
        if isinstance(e, HandEnded):
            deltas = ", ".join(f"{game.players[p]} {d:+d}" for p, d in enumerate(e.deltas))
            assert f"Hand {e.hand_number + 1} result: {deltas}" in text
    assert "=== Final standings ===" in text


def test_export_refuses_bad_files(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not a record\n")
    proc = subprocess.run([sys.executable, "-m", "mahjong_tui", "export", str(bad)],
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert proc.stderr == (f"mahjong-tui export: {bad}: foreign: the first line is not JSON: "
                           "not a mahjong-tui record\n")
    assert bad.read_text() == "not a record\n"


def test_export_summary_and_never_over_the_record(played: tuple[Path, list[Game], Game],
                                                  tmp_path: Path) -> None:
    history, _, _ = played
    record = next(history.parent.glob("*.jsonl"))
    before = record.read_bytes()
    proc = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "export", str(record), "-o", str(record)],
        capture_output=True, text=True,
    )
    assert proc.returncode == 1
    assert proc.stderr == f"mahjong-tui export: refusing to overwrite the record {record}\n"
    assert record.read_bytes() == before
    summary = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "export", "--summary", "--lang", "en", str(record)],
        capture_output=True, text=True, check=True,
    ).stdout
    full = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "export", "--lang", "en", str(record)],
        capture_output=True, text=True, check=True,
    ).stdout
    # the summary is the full account without the numbered play-by-play lines
    play = [line for line in full.splitlines() if line[:6].strip().rstrip(".").isdigit()]
    assert play and summary.splitlines() == [
        line for line in full.splitlines() if line not in set(play)
    ]
