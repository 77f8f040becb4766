"""The fan encyclopedia: every fan of a ruleset's table with names, points, a short
description, an example hand and what it excludes (不计), searchable.

Tables are registered by name: ``MCR`` (the 81 fans of the 1998 table plus the
reference calculator's 明暗杠) and the two Sichuan presets' tables (``Sichuan
Chengdu`` for ``sichuan``, ``Sichuan SBR`` for ``sichuan-sbr``, from
:mod:`mahjong_tui.coach.sichuan_fans`) are built in; another ruleset adds its own
with :func:`register_table` (each entry then carries its own example, or none).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from mahjong_tui.coach.fan_notes import DESCRIPTIONS, EXAMPLES, Example
from mahjong_tui.coach.sichuan_fans import CHENGDU_TABLE, SBR_TABLE, SichuanExample, sichuan_rows
from mahjong_tui.rulesets.mcr.scoring import FAN_BY_ID, FANS, ScoreResult, score_hand
from mahjong_tui.rulesets.mcr.scoring.notation import situation
from mahjong_tui.rulesets.mcr.scoring.types import Situation

__all__ = [
    "FanEntry",
    "example_result",
    "example_situation",
    "mcr_entries",
    "register_table",
    "search",
    "sichuan_entries",
    "table",
    "table_for_ruleset",
    "table_names",
    "unregister_table",
]


@dataclass(frozen=True, slots=True)
class FanEntry:
    """One fan as the encyclopedia shows it.

    Attributes:
        id: the fan's number in its table.
        points: its value.
        zh: Chinese name.
        en: English name.
        description: what it asks for, one line.
        example: a winning situation showing it (an MCR :class:`Example`, a
            :class:`~mahjong_tui.coach.sichuan_fans.SichuanExample`, or ``None`` when
            the table has none).
        excludes: the fans not counted with it (不计), as ``"zh en"`` names.
    """

    id: int
    points: int
    zh: str
    en: str
    description: str
    example: Example | SichuanExample | None
    excludes: tuple[str, ...]


def example_situation(example: Example) -> Situation:
    """The example as a situation for the fan calculator."""
    flags = set(example.flags)
    return situation(example.hand, melds=example.melds, win=example.win,
                     self_drawn="self_drawn" in flags, last_copy="last_copy" in flags,
                     kong_replacement="kong_replacement" in flags,
                     robbing_kong="robbing_kong" in flags,
                     last_wall_tile="last_wall_tile" in flags, seat=example.seat,
                     prevalent=example.prevalent, flowers=example.flowers)


def example_result(example: Example) -> ScoreResult:
    """The fan calculator's breakdown of an MCR example."""
    return score_hand(example_situation(example))


@cache
def mcr_entries() -> tuple[FanEntry, ...]:
    """Every MCR fan, in table order (1 = Big Four Winds ... 81 = flowers, 82 = 明暗杠)."""
    return tuple(
        FanEntry(f.id, f.points, f.zh, f.en, DESCRIPTIONS[f.id], EXAMPLES.get(f.id),
                 tuple(f"{FAN_BY_ID[x].zh} {FAN_BY_ID[x].en}" for x in f.excludes))
        for f in FANS)


@cache
def sichuan_entries(preset: str) -> tuple[FanEntry, ...]:
    """Every fan of a Sichuan preset's table (``sichuan`` or ``sichuan-sbr``), numbered
    in the scorer's order; the points are the fan."""
    return tuple(FanEntry(n, r.rule.fan, r.rule.zh, r.rule.en, r.description, r.example,
                          r.excludes)
                 for n, r in enumerate(sichuan_rows(preset), start=1))


def _chengdu() -> tuple[FanEntry, ...]:
    return sichuan_entries("sichuan")


def _sbr() -> tuple[FanEntry, ...]:
    return sichuan_entries("sichuan-sbr")


_BUILT_IN = ("MCR", CHENGDU_TABLE, SBR_TABLE)
_TABLES: dict[str, Callable[[], tuple[FanEntry, ...]]] = {
    "MCR": mcr_entries, CHENGDU_TABLE: _chengdu, SBR_TABLE: _sbr}


def register_table(name: str, entries: Callable[[], tuple[FanEntry, ...]]) -> None:
    """Add a ruleset's fan table (e.g. a Sichuan preset) under ``name``."""
    _TABLES[name] = entries


def unregister_table(name: str) -> None:
    """Remove a table added by :func:`register_table` (the built-in ones stay)."""
    if name not in _BUILT_IN:
        _TABLES.pop(name, None)


def table_for_ruleset(ruleset: str) -> str:
    """The table of the rules named ``ruleset`` (``sichuan``, ``sichuan-sbr``; any
    other: ``MCR``)."""
    return {"sichuan": CHENGDU_TABLE, "sichuan-sbr": SBR_TABLE}.get(ruleset, "MCR")


def table_names() -> tuple[str, ...]:
    """The registered tables, ``MCR`` first."""
    return tuple(_TABLES)


def table(name: str = "MCR") -> tuple[FanEntry, ...]:
    """The entries of one table.

    Raises:
        KeyError: an unknown table name.
    """
    return _TABLES[name]()


def search(entries: Sequence[FanEntry], query: str) -> tuple[FanEntry, ...]:
    """Entries matching ``query``: a number matches the points (``8``), text matches the
    English or Chinese name (case-insensitive); empty = all."""
    q = query.strip().lower()
    if not q:
        return tuple(entries)
    if q.isdigit():
        return tuple(e for e in entries if e.points == int(q))
    return tuple(e for e in entries if q in e.en.lower() or q in e.zh)
