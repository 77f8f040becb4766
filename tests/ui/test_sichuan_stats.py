"""Sichuan statistics are kept apart from MCR's (schema v4 stores the payments)."""

from __future__ import annotations

from pathlib import Path

from sichuan_ui_helpers import NAMES, play_until, sichuan_game

from mahjong_tui.engine.events import Payment, Won
from mahjong_tui.persistence.history import HistoryDB, compute_stats
from mahjong_tui.persistence.history.entries import SeatEntry
from mahjong_tui.persistence.history.feed import match_entry
from mahjong_tui.persistence.history.sichuan_stats import (
    SichuanStats,
    compute_sichuan_stats,
    format_sichuan_stats,
)


def _store(db: HistoryDB, seed: int, human: int) -> list[object]:
    game = sichuan_game(seed)
    play_until(game, lambda g: g.is_over)
    seats = tuple(SeatEntry(p, NAMES[p], p == human, None if p == human else "plain")
                  for p in range(4))
    db.save_match(match_entry(game.events, match_uid=f"s{seed}", mode="bots", seed=seed,
                              ruleset="sichuan", started_at="2026-12-01T00:00:00Z",
                              seats=seats))
    return list(game.events)


def test_sichuan_figures_of_the_human_seat(tmp_path: Path) -> None:
    with HistoryDB(tmp_path / "h.sqlite3") as db:
        events = _store(db, 4, human=1)  # Bob: two kongs' money and 查大叫 income
        payments = [e for e in events if isinstance(e, Payment)]
        kong = sum(e.amounts[1] for e in payments if e.reason.startswith("kong"))
        charged = sum(e.amounts[1] for e in payments if e.reason == "not ready")
        assert (kong, charged) == (2, 4)
        assert compute_sichuan_stats(db) == SichuanStats(
            games=1, hands=1, wins=0, multiple_wins=0, average_fan=None,
            average_value=None, kong_income=2, flower_pig=0, not_ready=0,
            not_ready_income=4)
        assert compute_stats(db, family="mcr").hands == 0
        assert compute_stats(db, family="sichuan").hands == 1


def test_a_human_win_counts_with_its_value(tmp_path: Path) -> None:
    with HistoryDB(tmp_path / "h.sqlite3") as db:
        events = _store(db, 4, human=2)  # Cat wins on Ann's discard
        assert [e.player for e in events if isinstance(e, Won)] == [2]
        stats = compute_sichuan_stats(db)
    assert (stats.wins, stats.average_fan, stats.average_value) == (1, 0.0, 1.0)
    assert format_sichuan_stats(stats)[:4] == [
        "Sichuan (your seats):", "  games with you: 1", "  hands: 1", "  wins: 1"]
