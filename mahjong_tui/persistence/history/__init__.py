"""Match history and statistics in one SQLite file in the data directory.

Public API: :class:`HistoryDB` (open, :meth:`~HistoryDB.save_match`), the entry
values, :func:`compute_stats` and :class:`Stats`. :mod:`mahjong_tui.persistence.history.feed`
turns a game's events into a :class:`MatchEntry`.
"""

from mahjong_tui.persistence.history.db import (
    DB_FILE_NAME,
    HistoryDB,
    HistoryError,
    UnstorableMatchError,
    default_history_path,
)
from mahjong_tui.persistence.history.entries import (
    FanEntry,
    HandEntry,
    MatchEntry,
    SeatEntry,
    ranks_of,
)
from mahjong_tui.persistence.history.schema import SCHEMA_VERSION
from mahjong_tui.persistence.history.stats import FanFrequency, GroupStats, Stats, compute_stats

__all__ = [
    "DB_FILE_NAME",
    "SCHEMA_VERSION",
    "FanEntry",
    "FanFrequency",
    "GroupStats",
    "HandEntry",
    "HistoryDB",
    "HistoryError",
    "MatchEntry",
    "SeatEntry",
    "Stats",
    "UnstorableMatchError",
    "compute_stats",
    "default_history_path",
    "ranks_of",
]
