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
    from mahjong_tui.persistence.history.report import format_stats
    from mahjong_tui.persistence.history.sichuan_stats import (
        SichuanStats,
        compute_sichuan_stats,
        format_sichuan_stats,
    )
    from mahjong_tui.rulesets import RULESETS

    path = Path(args.db) if args.db else default_history_path()
    sichuan = SichuanStats()
    # Each further rule family (Beijing, Jindi...) gets its own figures.
    families = sorted({r.family for r in RULESETS.values()} - {"mcr", "sichuan"})
    regional: dict[str, Stats] = {}
    try:
        if path.exists():
            with HistoryDB(path, read_only=True) as db:  # a read-only command writes nothing
                if db.is_empty:
                    stats = Stats()
                else:
                    stats = compute_stats(db, family="mcr")
                    sichuan = compute_sichuan_stats(db)
                    regional = {f: compute_stats(db, family=f) for f in families}
        else:
            stats = Stats()  # nothing played yet; do not create the file just to read it
    except HistoryError as exc:
        print(f"mahjong-tui stats: {exc}", file=sys.stderr)
        return 1
    played_sichuan = sichuan.hands > 0 or sichuan.games > 0
    played = {f: st for f, st in regional.items() if st.hands or st.games}
    if args.json:
        data = stats.to_json()
        if played_sichuan:
            data["sichuan"] = sichuan.to_json()
        for family, figures in played.items():
            data[family] = figures.to_json()
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        from mahjong_tui.cli.lang import output_language

        lang, fan_names = output_language(args)
        text = format_stats(stats, lang, fan_names)
        if played_sichuan or played:  # the figures above are MCR's
            text = "MCR:\n" + text
        if played_sichuan:
            text += "\n\n" + "\n".join(format_sichuan_stats(sichuan))
        for family, figures in played.items():
            text += f"\n\n{family.capitalize()}:\n" + format_stats(figures, lang, fan_names)
        print(text)
    return 0
