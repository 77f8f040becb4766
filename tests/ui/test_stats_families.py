"""The statistics screen shows every family that has games, each with its own figures,
in English and Chinese, at 80×24."""

from __future__ import annotations

from pathlib import Path

import pytest
from family_stats_helpers import family_history
from textual.app import App
from textual.containers import VerticalScroll
from textual.widgets import Static
from uihelpers import eventually

from mahjong_tui.persistence.history import HistoryDB
from mahjong_tui.persistence.history.family_stats import (
    compute_family_stats,
    format_family_brief,
)
from mahjong_tui.ui.stats_screen import StatsScreen

FAMILIES = ("beijing", "jindi", "guizhou", "hangzhou")


class _StatsApp(App[None]):
    def __init__(self, path: Path, lang: str) -> None:
        super().__init__()
        self.path, self.lang = path, lang

    def on_mount(self) -> None:
        self.push_screen(StatsScreen(self.path, lang=self.lang))


@pytest.mark.parametrize("lang", ["en", "zh"])
async def test_every_family_with_games_has_its_section(tmp_path: Path, lang: str) -> None:
    path = family_history(tmp_path / "h.sqlite3")
    with HistoryDB(path, read_only=True) as db:
        expected = {f: "\n".join(format_family_brief(compute_family_stats(db, f), lang))
                    for f in FAMILIES}
    app = _StatsApp(path, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        shown = {f: str(screen.query_one(f"#stats-{f}", Static).render()) for f in FAMILIES}
        assert shown == expected
        assert not screen.query("#stats-groups")  # no MCR game: no MCR tables
        assert not screen.query("#stats-sichuan")
        box = screen.query_one("#stats-box", VerticalScroll)
        assert box.has_focus
        await pilot.press("end")  # the sections below the screen's height scroll into view
        await eventually(pilot, lambda: box.scroll_y == box.max_scroll_y)
        await pilot.press("escape")
        await eventually(pilot, lambda: not isinstance(app.screen, StatsScreen))


async def test_mcr_keeps_its_tables_under_a_heading_beside_the_others(tmp_path: Path) -> None:
    from test_history_stats import MATCHES  # MCR matches with human seats

    path = tmp_path / "h.sqlite3"
    with HistoryDB(path) as db:
        for match in MATCHES:
            db.save_match(match)
    family_history(path, families=("hangzhou",))
    app = _StatsApp(path, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        assert str(screen.query_one("#stats-mcr-heading", Static).render()) == "MCR:"
        assert screen.query_one("#stats-groups").has_focus
        box = screen.query_one("#stats-box", VerticalScroll)
        await pilot.press("end")  # the whole screen scrolls, down to every family
        await eventually(pilot, lambda: box.scroll_y == box.max_scroll_y > 0)
        text = str(screen.query_one("#stats-hangzhou", Static).render())
        assert text.splitlines() == [
            "Hangzhou (your seats):",
            "  games: 1 · hands: 3 · wins: 2 · self-drawn: 1 · deal-ins: 1",
            "  avg multiplier ×: 4.00",
            "  暴头 wins: 1 · 财飘 wins: 1 · 七对 wins: 1 · 杠上开花 wins: 0"]
        assert not screen.query("#stats-beijing")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_families_80x24(snap_compare, tmp_path: Path, lang: str) -> None:  # type: ignore[no-untyped-def]
    path = family_history(tmp_path / "h.sqlite3")
    assert snap_compare(_StatsApp(path, lang), terminal_size=(80, 24))
