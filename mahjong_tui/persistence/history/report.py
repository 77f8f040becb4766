"""Plain-text rendering of :class:`~mahjong_tui.persistence.history.stats.Stats`.

Used by the CLI and the stats screen.
"""

from __future__ import annotations

from mahjong_tui.persistence.history.stats import GroupStats, Stats

__all__ = ["format_group_rows", "format_stats", "percent"]


def percent(value: float | None) -> str:
    """``0.25`` -> ``25.0%``; ``None`` -> ``-``."""
    return "-" if value is None else f"{100 * value:.1f}%"


def _number(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


GROUP_COLUMNS = (
    "group", "games", "hands", "wins", "win rate", "deal-ins", "deal-in rate",
    "avg fan", "avg rank", "1st", "points",
)
"""Column titles of :func:`format_group_rows`."""


def format_group_rows(stats: Stats) -> list[tuple[str, ...]]:
    """One row per group (you, you vs each bot level, each bot level) under GROUP_COLUMNS."""

    def row(name: str, g: GroupStats) -> tuple[str, ...]:
        return (
            name, str(g.games), str(g.hands), str(g.wins), percent(g.win_rate),
            str(g.deal_ins), percent(g.deal_in_rate), _number(g.average_fan),
            _number(g.average_rank), str(g.first_places), f"{g.points:+d}",
        )

    rows = [row("you (all human seats)", stats.human)]
    rows += [row(f"you vs {level} bots", g) for level, g in stats.vs_bot_level.items()]
    rows += [row(f"{level} bots", g) for level, g in stats.bot_levels.items()]
    return rows


def format_stats(stats: Stats) -> str:
    """A readable multi-line summary."""
    lines = [
        f"Games finished: {stats.games}    unfinished: {stats.unfinished_games}",
        f"Hands: {stats.hands}    drawn (wall exhausted): {stats.draws}",
        "",
    ]
    rows = [GROUP_COLUMNS, *format_group_rows(stats)]
    widths = [max(len(r[i]) for r in rows) for i in range(len(GROUP_COLUMNS))]
    for r in rows:
        cells = [r[0].ljust(widths[0])]
        cells += [c.rjust(w) for c, w in zip(r[1:], widths[1:], strict=True)]
        lines.append("  ".join(cells).rstrip())
    lines.append("")
    if stats.most_frequent_fans:
        lines.append("Most frequent fans in your wins:")
        for fan in stats.most_frequent_fans:
            lines.append(
                f"  {fan.en} ({fan.zh}): {fan.hands} hand{'s' if fan.hands != 1 else ''}"
                f" ({percent(fan.share)})"
            )
    else:
        lines.append("Most frequent fans in your wins: none yet")
    return "\n".join(lines)
