"""The statistics screen: the same figures as ``mahjong-tui stats``, as tables.

The start screen pushes :class:`StatsScreen` (it closes with Esc or q). It
reads the history database once when it opens; a file that cannot be read is
shown as a one-line message, and left untouched. Every rule family that has
games gets a section of its own: MCR's tables, Sichuan's figures, then each
regional family's (Beijing, Jindi, Guizhou, Hangzhou) in its own unit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from mahjong_tui.i18n import catalogue
from mahjong_tui.persistence.history import HistoryDB, HistoryError, Stats, compute_stats
from mahjong_tui.persistence.history.family_stats import (
    FamilyStats,
    compute_family_stats,
    format_family_brief,
)
from mahjong_tui.persistence.history.report import format_group_rows, group_columns, percent
from mahjong_tui.persistence.history.sichuan_stats import (
    SichuanStats,
    compute_sichuan_stats,
    format_sichuan_stats,
)
from mahjong_tui.persistence.history.stats import other_families
from mahjong_tui.ui.words import translate_bindings

__all__ = ["AllStats", "StatsScreen", "load_all_stats", "load_every_family", "load_stats"]


@dataclass(frozen=True, slots=True)
class AllStats:
    """Every family's figures, as the screen shows them.

    Attributes:
        mcr: MCR's figures.
        sichuan: Sichuan's.
        families: each regional family that has games, in registry order.
        error: a one-line message when the database could not be read.
    """

    mcr: Stats = field(default_factory=Stats)
    sichuan: SichuanStats = field(default_factory=SichuanStats)
    families: tuple[FamilyStats, ...] = ()
    error: str | None = None


def load_every_family(path: Path | None = None) -> AllStats:
    """Read every family's figures from the history (a missing file means no games
    yet: it is not created just to be read)."""
    from mahjong_tui.persistence.history import default_history_path

    path = path if path is not None else default_history_path()
    if not path.exists():
        return AllStats()
    try:
        with HistoryDB(path, read_only=True) as db:
            if db.is_empty:
                return AllStats()
            families = tuple(f for f in (compute_family_stats(db, name)
                                         for name in other_families()) if f.games)
            return AllStats(compute_stats(db, family="mcr"), compute_sichuan_stats(db),
                            families)
    except HistoryError as exc:
        return AllStats(error=str(exc))


def load_stats(path: Path | None = None) -> tuple[Stats, str | None]:
    """The MCR statistics, and a one-line error if the database could not be read."""
    stats, _, error = load_all_stats(path)
    return stats, error


def load_all_stats(path: Path | None = None) -> tuple[Stats, SichuanStats, str | None]:
    """The MCR and the Sichuan statistics, and a one-line error if the database
    could not be read."""
    read = load_every_family(path)
    return read.mcr, read.sichuan, read.error


class StatsScreen(Screen[None]):
    """Games, hands, win and deal-in rates, average fan, frequent fans, per bot level
    (MCR, when it has games); then the Sichuan figures and each regional family's
    (wins, self-draws, deal-ins, the average in its unit, its own counts) when that
    family has games.

    Args:
        path: the history database (default: the one in the data directory).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "back"),
        # the page keys scroll the whole screen even while a table has the focus, so
        # the families below MCR's tables can be reached
        Binding("pagedown", "scroll_box('page_down')", "page", show=False, priority=True),
        Binding("pageup", "scroll_box('page_up')", "page", show=False, priority=True),
        Binding("end", "scroll_box('end')", "end", show=False, priority=True),
        Binding("home", "scroll_box('home')", "home", show=False, priority=True),
    ]
    DEFAULT_CSS = """
    StatsScreen { layout: vertical; }
    #stats-box { height: 1fr; padding: 0 1; }
    #stats-summary, #stats-fans-title, .stats-family { margin: 1 0 0 0; }
    #stats-groups, #stats-fans { height: auto; }
    #stats-error { color: $error; text-style: bold; }
    """

    def __init__(self, path: Path | None = None, *, lang: str = "en") -> None:
        super().__init__()
        self.path = path
        self.lang = lang
        read = load_every_family(path)
        self.stats, self.sichuan, self.error = read.mcr, read.sichuan, read.error
        self.families = read.families
        translate_bindings(self, lang)

    @property
    def shows_mcr(self) -> bool:
        """MCR's tables are shown when MCR has games, or when nothing else has."""
        s = self.stats
        others = self.families or self.sichuan.hands or self.sichuan.games
        return bool(s.games or s.unfinished_games or s.hands or not others)

    def compose(self) -> ComposeResult:
        s = self.stats
        c = catalogue(self.lang)
        with VerticalScroll(id="stats-box"):
            yield Static(c.keys["statistics"], id="stats-title")
            if self.error is not None:
                yield Static(self.error, id="stats-error", markup=False)
            several = self.families or self.sichuan.hands or self.sichuan.games
            if self.shows_mcr:
                if several:  # the tables below are MCR's
                    yield Static(c.stats_mcr_heading, id="stats-mcr-heading", markup=False)
                yield Static(
                    c.stats_games.format(games=s.games, unfinished=s.unfinished_games) + "    "
                    + c.stats_hands.format(hands=s.hands, draws=s.draws),
                    id="stats-summary", markup=False,
                )
                yield DataTable(id="stats-groups", cursor_type="row", zebra_stripes=True)
                yield Static(c.stats_fans, id="stats-fans-title")
                yield DataTable(id="stats-fans", cursor_type="row", zebra_stripes=True)
            if self.sichuan.hands or self.sichuan.games:
                yield Static("\n".join(format_sichuan_stats(self.sichuan, self.lang)),
                             id="stats-sichuan", classes="stats-family", markup=False)
            for family in self.families:
                yield Static("\n".join(format_family_brief(family, self.lang)),
                             id=f"stats-{family.family}", classes="stats-family", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        if not self.shows_mcr:  # the sections scroll with the arrow keys too
            self.query_one("#stats-box", VerticalScroll).focus()
            return
        groups = self.query_one("#stats-groups", DataTable)
        c = catalogue(self.lang)
        groups.add_columns(*group_columns(self.lang, "mcr"))
        for row in format_group_rows(self.stats, self.lang):
            groups.add_row(*row)
        fans = self.query_one("#stats-fans", DataTable)
        fans.add_columns(c.col_fan, c.stats_columns[2], "%")
        for fan in self.stats.most_frequent_fans:
            fans.add_row(fan.zh if self.lang == "zh" else fan.en, str(fan.hands),
                         percent(fan.share))
        groups.focus()

    def action_scroll_box(self, where: str) -> None:
        """Scroll the whole screen: ``page_down``, ``page_up``, ``end`` or ``home``."""
        box = self.query_one("#stats-box", VerticalScroll)
        {"page_down": box.scroll_page_down, "page_up": box.scroll_page_up,
         "end": box.scroll_end, "home": box.scroll_home}[where](animate=False)

    def action_close(self) -> None:
        """Back to where it was opened from."""
        self.dismiss(None)
