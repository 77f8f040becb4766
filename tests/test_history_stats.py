"""Statistics over hand-made history: every figure checked exactly, CLI JSON included."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_tui.persistence.history import (
    FanEntry,
    FanFrequency,
    GroupStats,
    HandEntry,
    HistoryDB,
    MatchEntry,
    SeatEntry,
    Stats,
    compute_stats,
)

ALL_CHOWS = FanEntry(48, "all_chows", "平和", "All Chows", 2)
MIXED_TRIPLE = FanEntry(37, "mixed_triple_chow", "三色三同顺", "Mixed Triple Chow", 8)
SELF_DRAWN = FanEntry(80, "self_drawn", "自摸", "Self-Drawn", 1)
FLOWERS = FanEntry(81, "flower_tiles", "花牌", "Flower Tiles", 1, 2)


def _hand(
    n: int,
    winner: int | None,
    dealt_in: int | None,
    fans: tuple[FanEntry, ...],
    deltas: tuple[int, int, int, int],
) -> HandEntry:
    return HandEntry(
        hand_number=n,
        round_wind=0,
        dealer=(n - 1) % 4,
        winner=winner,
        dealt_in=dealt_in,
        self_drawn=winner is not None and dealt_in is None,
        win_tile="5p" if winner is not None else None,
        fan_total=sum(f.points * f.count for f in fans),
        fans=fans,
        deltas=deltas,
        scores_after=(500, 500, 500, 500),
    )


def _seats(humans: set[int], levels: dict[int, str]) -> tuple[SeatEntry, ...]:
    return tuple(
        SeatEntry(p, f"P{p}", p in humans, None if p in humans else levels[p]) for p in range(4)
    )


MATCHES = (
    # People against standard bots, finished: human (0) first.
    MatchEntry(
        match_uid="a", mode="bots", seed=1, ruleset="mcr", started_at="2026-11-30T08:00:00Z",
        seats=_seats({0}, {1: "standard", 2: "standard", 3: "standard"}),
        hands=(
            _hand(1, 0, 1, (MIXED_TRIPLE, ALL_CHOWS), (34, -18, -8, -8)),
            _hand(2, 2, 0, (MIXED_TRIPLE,), (-16, -8, 32, -8)),
            _hand(3, None, None, (), (0, 0, 0, 0)),
        ),
        finished=True, final_scores=(518, 474, 524, 484),
    ),
    # Hot-seat, humans 0 and 1 against beginners, unfinished.
    MatchEntry(
        match_uid="b", mode="hotseat", seed=2, ruleset="mcr", started_at="2026-11-30T09:00:00Z",
        seats=_seats({0, 1}, {2: "beginner", 3: "beginner"}),
        hands=(
            _hand(1, 1, None, (MIXED_TRIPLE, SELF_DRAWN, FLOWERS), (-19, 57, -19, -19)),
            _hand(2, 3, 2, (ALL_CHOWS, MIXED_TRIPLE), (-8, -8, -18, 34)),
        ),
    ),
    # Watching experts, finished, tie for first.
    MatchEntry(
        match_uid="c", mode="watch", seed=3, ruleset="mcr", started_at="2026-11-30T10:00:00Z",
        seats=_seats(set(), {0: "expert", 1: "expert", 2: "expert", 3: "expert"}),
        hands=(_hand(1, 2, 3, (MIXED_TRIPLE,), (-8, -8, 32, -16)),),
        finished=True, final_scores=(510, 510, 490, 490),
    ),
)

EXPECTED = Stats(
    games=2,
    unfinished_games=1,
    hands=6,
    draws=1,
    # seat-hands: match a 3 (seat 0) + match b 2x2 = 7; wins: a1, b1; deal-ins: a2 (seat 0)
    human=GroupStats(
        games=1, seat_games=1, hands=7, wins=2, self_drawn=1, deal_ins=1,
        win_rate=2 / 7, deal_in_rate=1 / 7, average_fan=(10 + 11) / 2,
        points=34 - 16 + 0 - 19 + 57 - 8 - 8, first_places=0, average_rank=2.0,
    ),
    vs_bot_level={
        "beginner": GroupStats(
            games=0, seat_games=0, hands=4, wins=1, self_drawn=1, deal_ins=0,
            win_rate=0.25, deal_in_rate=0.0, average_fan=11.0, points=-19 - 8 + 57 - 8,
        ),
        "standard": GroupStats(
            games=1, seat_games=1, hands=3, wins=1, self_drawn=0, deal_ins=1,
            win_rate=1 / 3, deal_in_rate=1 / 3, average_fan=10.0, points=18,
            first_places=0, average_rank=2.0,
        ),
    },
    bot_levels={
        # seats 2, 3 of match b: 4 seat-hands, seat 3 won hand 2 dealt in by seat 2
        "beginner": GroupStats(
            games=0, seat_games=0, hands=4, wins=1, self_drawn=0, deal_ins=1,
            win_rate=0.25, deal_in_rate=0.25, average_fan=10.0, points=-19 - 19 - 18 + 34,
        ),
        "expert": GroupStats(
            games=1, seat_games=4, hands=4, wins=1, self_drawn=0, deal_ins=1,
            win_rate=0.25, deal_in_rate=0.25, average_fan=8.0, points=0,
            first_places=2, average_rank=2.0,
        ),
        # seats 1..3 of match a: 9 seat-hands; seat 2 won hand 2; seat 1 dealt in hand 1
        "standard": GroupStats(
            games=1, seat_games=3, hands=9, wins=1, self_drawn=0, deal_ins=1,
            win_rate=1 / 9, deal_in_rate=1 / 9, average_fan=8.0, points=-18 - 8 - 8 - 8 + 32 - 8,
            first_places=1, average_rank=(4 + 1 + 3) / 3,
        ),
    },
    most_frequent_fans=(
        FanFrequency(37, "mixed_triple_chow", "三色三同顺", "Mixed Triple Chow", 2, 1.0),
        FanFrequency(48, "all_chows", "平和", "All Chows", 1, 0.5),
        FanFrequency(80, "self_drawn", "自摸", "Self-Drawn", 1, 0.5),
        FanFrequency(81, "flower_tiles", "花牌", "Flower Tiles", 1, 0.5),
    ),
)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    path = tmp_path / "history.sqlite3"
    with HistoryDB(path) as db:
        for match in MATCHES:
            db.save_match(match)
    return path


def test_compute_stats_exact(db_path: Path) -> None:
    with HistoryDB(db_path) as db:
        assert compute_stats(db) == EXPECTED


def test_stats_empty_database(tmp_path: Path) -> None:
    with HistoryDB(tmp_path / "h.sqlite3") as db:
        assert compute_stats(db) == Stats()


def test_cli_stats_json(db_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "stats", "--json", "--db", str(db_path)],
        capture_output=True, text=True, check=True,
    ).stdout
    assert json.loads(out) == EXPECTED.to_json()
    assert json.loads(out)["human"]["win_rate"] == 0.2857


def test_cli_stats_text(db_path: Path) -> None:
    from mahjong_tui.persistence.history.report import format_stats

    out = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "stats", "--lang", "en", "--db", str(db_path)],
        capture_output=True, text=True, check=True,
    ).stdout
    assert out == format_stats(EXPECTED) + "\n"
    assert (
        "you vs standard bots       1      3     1     33.3%         1         33.3%    10.00"
        "      2.00    0     +18\n" in out
    )


def test_cli_stats_bad_file(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    path.write_text("garbage" * 200)
    proc = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "stats", "--db", str(path)],
        capture_output=True, text=True,
    )
    assert proc.returncode == 1
    assert proc.stderr == (
        f"mahjong-tui stats: {path}: not a usable history database (file is not a database)\n"
    )
    assert path.read_text() == "garbage" * 200


def test_stats_screen_shows_the_same_numbers(db_path: Path) -> None:
    import asyncio

    from textual.app import App
    from textual.widgets import DataTable, Static

    from mahjong_tui.persistence.history.report import format_group_rows
    from mahjong_tui.ui.stats_screen import StatsScreen

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(StatsScreen(db_path))

    async def scenario() -> None:
        app = Host()
        async with app.run_test(size=(130, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, StatsScreen)
            summary = screen.query_one("#stats-summary", Static)
            assert str(summary.render()) == (
                "Games finished: 2    unfinished: 1    Hands: 6    drawn (wall exhausted): 1"
            )
            groups = screen.query_one("#stats-groups", DataTable)
            assert [str(col.label) for col in groups.columns.values()] == [
                "group", "games", "hands", "wins", "win rate", "deal-ins", "deal-in rate",
                "avg fan", "avg rank", "1st", "points"]
            rows = [tuple(str(c) for c in groups.get_row_at(i)) for i in range(groups.row_count)]
            assert rows == format_group_rows(EXPECTED)
            assert rows[0] == ("you (all human seats)", "1", "7", "2", "28.6%", "1", "14.3%",
                               "10.50", "2.00", "0", "+40")
            fans = screen.query_one("#stats-fans", DataTable)
            assert [tuple(str(c) for c in fans.get_row_at(i)) for i in range(fans.row_count)] == [
                ("Mixed Triple Chow", "2", "100.0%"),
                ("All Chows", "1", "50.0%"),
                ("Self-Drawn", "1", "50.0%"),
                ("Flower Tiles", "1", "50.0%"),
            ]
            await pilot.press("escape")
            await pilot.pause()
            assert not isinstance(app.screen, StatsScreen)

    asyncio.run(scenario())


def test_stats_screen_reports_a_bad_file(tmp_path: Path) -> None:
    from mahjong_tui.ui.stats_screen import load_stats

    path = tmp_path / "h.sqlite3"
    path.write_text("garbage" * 200)
    stats, error = load_stats(path)
    assert stats == Stats()
    assert error == f"{path}: not a usable history database (file is not a database)"
    assert path.read_text() == "garbage" * 200
    assert load_stats(tmp_path / "missing.sqlite3") == (Stats(), None)
    assert not (tmp_path / "missing.sqlite3").exists()
