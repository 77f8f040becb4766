"""The stored per-group tables: present, complete, read on first use."""

from __future__ import annotations

import json
import subprocess
import sys
from functools import cache
from pathlib import Path

from bots.group_tables import DATA_PATH

ROOT = Path(__file__).resolve().parents[1]


@cache
def vectors(size: int, tiles: int) -> int:
    """Count vectors of ``size`` kinds (0-4 copies each) holding at most ``tiles`` tiles."""
    if size == 0:
        return 1
    return sum(vectors(size - 1, tiles - c) for c in range(min(4, tiles) + 1))


def _stats_after(code: str) -> dict[str, int]:
    script = ("import json\nfrom bots.caches import group_table_stats\n" + code
              + "\nprint(json.dumps(group_table_stats()))")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    stats: dict[str, int] = json.loads(out)
    return stats


def test_the_stored_tables_ship_with_the_package() -> None:
    assert DATA_PATH.is_file()
    assert DATA_PATH.relative_to(ROOT).as_posix() == "bots/data/group_tables.bin"


def test_importing_reads_nothing_and_the_first_hand_reads_every_table() -> None:
    assert _stats_after("import bots.analysis") == {
        "filled": 3, "capacity": 2 * 5**9 + 5**7, "bytes": 2 * (2 * 5**9 + 5**7),
        "distinct_tables": 1}
    after = _stats_after("from bots import analysis\n"
                         "analysis.shanten_useful([1] * 13 + [0] * 21)")
    # Every suit vector (twice: with chows and pungs only) and every honour vector
    # of at most 15 tiles: nothing is computed in play.
    assert after["filled"] == 2 * vectors(9, 15) + vectors(7, 15)
    assert after["distinct_tables"] >= 69
