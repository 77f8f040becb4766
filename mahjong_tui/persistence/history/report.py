"""Plain-text rendering of :class:`~mahjong_tui.persistence.history.stats.Stats`.

Used by the CLI and the stats screen.
"""

from __future__ import annotations

from rich.cells import cell_len

from mahjong_tui.i18n import catalogue
from mahjong_tui.persistence.history.stats import GroupStats, Stats

__all__ = ["format_group_rows", "format_stats", "group_columns", "percent"]


def percent(value: float | None) -> str:
    """``0.25`` -> ``25.0%``; ``None`` -> ``-``."""
    return "-" if value is None else f"{100 * value:.1f}%"


def _number(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


GROUP_COLUMNS = (
    "group", "games", "hands", "wins", "win rate", "deal-ins", "deal-in rate",
    "avg fan", "avg rank", "1st", "points",
)
"""Column titles of :func:`format_group_rows` (MCR's, in English)."""

_AVERAGE = GROUP_COLUMNS.index("avg fan")


def group_columns(lang: str = "en", family: str = "mcr") -> tuple[str, ...]:
    """The column titles of ``family``'s group table in ``lang``: the catalogue's
    ``stats_columns``, the average named in the family's unit (``avg doublings``
    for Hangzhou, ``avg points`` for Guizhou)."""
    c = catalogue(lang)
    columns = list(c.stats_columns)
    columns[_AVERAGE] = c.stats_average_columns.get(family, columns[_AVERAGE])
    return tuple(columns)


def format_group_rows(stats: Stats, lang: str = "en") -> list[tuple[str, ...]]:
    """One row per group (you, you vs each bot level, each bot level) under
    :func:`group_columns`."""
    c = catalogue(lang)

    def row(name: str, g: GroupStats) -> tuple[str, ...]:
        return (
            name, str(g.games), str(g.hands), str(g.wins), percent(g.win_rate),
            str(g.deal_ins), percent(g.deal_in_rate), _number(g.average_fan),
            _number(g.average_rank), str(g.first_places), f"{g.points:+d}",
        )

    def level(name: str) -> str:
        return c.setting_values.get(name, name) if lang == "zh" else name

    rows = [row(c.stats_you, stats.human)]
    rows += [row(c.stats_you_vs.format(level=level(lv)), g)
             for lv, g in stats.vs_bot_level.items()]
    rows += [row(c.stats_bots.format(level=level(lv)), g) for lv, g in stats.bot_levels.items()]
    return rows


def format_stats(stats: Stats, lang: str = "en", fan_names: str = "language",
                 family: str = "mcr") -> str:
    """A readable multi-line summary of ``family``'s figures in ``lang`` (fan names
    in it, or both)."""
    c = catalogue(lang)
    lines = [
        c.stats_games.format(games=stats.games, unfinished=stats.unfinished_games),
        c.stats_hands.format(hands=stats.hands, draws=stats.draws),
        "",
    ]
    columns = group_columns(lang, family)
    rows = [columns, *format_group_rows(stats, lang)]
    widths = [max(cell_len(r[i]) for r in rows) for i in range(len(columns))]
    for r in rows:
        cells = [_ljust(r[0], widths[0])]
        cells += [_rjust(x, w) for x, w in zip(r[1:], widths[1:], strict=True)]
        lines.append("  ".join(cells).rstrip())
    lines.append("")
    if stats.most_frequent_fans:
        lines.append(c.stats_fans)
        for fan in stats.most_frequent_fans:
            name = (f"{fan.en} ({fan.zh})" if fan_names == "both"
                    else fan.zh if lang == "zh" else fan.en)
            n = f"{fan.hands} hand{'s' if fan.hands != 1 else ''}" if lang == "en" else fan.hands
            lines.append(c.stats_fan_line.format(fan=name, n=n, share=percent(fan.share)))
    else:
        lines.append(c.stats_fans_none)
    return "\n".join(lines)


def _ljust(text: str, width: int) -> str:
    return text + " " * max(0, width - cell_len(text))


def _rjust(text: str, width: int) -> str:
    return " " * max(0, width - cell_len(text)) + text
