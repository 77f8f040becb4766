"""``mahjong-tui stats [--json]``: results from the history database."""

from __future__ import annotations

import argparse
import sys
from typing import Any

__all__ = ["register", "run"]


def register(subparsers: Any) -> None:
    """Add the ``stats`` subcommand."""
    parser = subparsers.add_parser(
        "stats",
        help="show your statistics (games, win rate, deal-in rate, fans, per bot level)",
        description=(
            "Statistics over every finished hand and match in the history database "
            "(definitions in docs/persistence.md)."
        ),
    )
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
    parser.add_argument(
        "--db", metavar="FILE", default=None, help="history database (default: in the data dir)"
    )
    from mahjong_tui.cli.lang import add_lang_option

    add_lang_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Print the statistics; exit code 1 with a one-line message if the file is unusable."""
    import json
    from pathlib import Path

    from mahjong_tui.persistence.history import (
        HistoryDB,
        HistoryError,
        Stats,
        compute_stats,
        default_history_path,
    )
    from mahjong_tui.persistence.history.family_stats import (
        FamilyStats,
        compute_family_stats,
        format_family_stats,
    )
    from mahjong_tui.persistence.history.report import format_stats
    from mahjong_tui.persistence.history.sichuan_stats import (
        SichuanStats,
        compute_sichuan_stats,
        format_sichuan_stats,
    )
    from mahjong_tui.persistence.history.stats import other_families

    # Rule families other than MCR and Sichuan get a section of their own.
    path = Path(args.db) if args.db else default_history_path()
    sichuan = SichuanStats()
    others: dict[str, tuple[Stats, FamilyStats]] = {}
    try:
        if path.exists():
            with HistoryDB(path, read_only=True) as db:  # a read-only command writes nothing
                if db.is_empty:
                    stats = Stats()
                else:
                    stats = compute_stats(db, family="mcr")
                    sichuan = compute_sichuan_stats(db)
                    for family in other_families():
                        figures = compute_stats(db, family=family)
                        if figures.games or figures.unfinished_games or figures.hands:
                            others[family] = (figures, compute_family_stats(db, family))
        else:
            stats = Stats()  # nothing played yet; do not create the file just to read it
    except HistoryError as exc:
        print(f"mahjong-tui stats: {exc}", file=sys.stderr)
        return 1
    played_sichuan = sichuan.hands > 0 or sichuan.games > 0
    if args.json:
        data = stats.to_json()
        if played_sichuan:
            data["sichuan"] = sichuan.to_json()
        for family, (figures, own) in others.items():
            data[family] = {**figures.to_json(family), "figures": own.to_json()}
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        from mahjong_tui.cli.lang import output_language

        lang, fan_names = output_language(args)
        text = format_stats(stats, lang, fan_names)
        if played_sichuan or others:  # the figures above are MCR's
            from mahjong_tui.i18n import catalogue

            words = catalogue(lang)
            text = words.stats_mcr_heading + "\n" + text
            if played_sichuan:
                text += "\n\n" + "\n".join(format_sichuan_stats(sichuan, lang))
            colon = "：" if lang == "zh" else ":"
            for family, (figures, own) in others.items():  # each family apart
                heading = words.rules_names.get(family, family.capitalize())
                text += (f"\n\n{heading}{colon}\n"
                         + format_stats(figures, lang, fan_names, family))
                if own.games:  # its own figures, in its unit, when you played it
                    text += "\n\n" + "\n".join(format_family_stats(own, lang))
        print(text)
    return 0
