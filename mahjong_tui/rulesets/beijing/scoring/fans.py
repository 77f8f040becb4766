"""Beijing's fan list [000:1011] (番数相加: the fans are added, value × 2^fan).

Item (12) is missing from the text. 推倒和 is the hand with none of them: it wins
by self-draw only and scores the base.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["FANS", "BeijingFan", "fan"]


@dataclass(frozen=True, slots=True)
class BeijingFan:
    """One fan of the list.

    Attributes:
        id: a stable identifier (``concealed``, ``all_pungs``...).
        zh: the Chinese name.
        en: the English name.
        fan: its fan.
    """

    id: str
    zh: str
    en: str
    fan: int


FANS: tuple[BeijingFan, ...] = (
    BeijingFan("concealed", "门清", "Concealed hand", 1),
    BeijingFan("all_pungs", "对对和", "All pungs", 1),
    BeijingFan("half_flush", "混一色", "Half flush", 1),
    BeijingFan("big_single_wait", "大钓", "Big single wait", 1),
    BeijingFan("catch_five", "捉五魁", "Catch the five", 1),
    BeijingFan("last_tile", "海底捞月", "Moon from the sea bed", 1),
    BeijingFan("kong_bloom", "杠上开花", "Win on a kong's replacement", 1),
    BeijingFan("dragon", "一条龙", "Pure straight", 3),
    BeijingFan("seven_pairs", "七对", "Seven pairs", 4),
    BeijingFan("luxury_seven_pairs", "豪华七对", "Luxury seven pairs", 5),
    BeijingFan("full_flush", "清一色", "Full flush", 5),
)
"""Every fan, in the text's order."""

_BY_ID = {f.id: f for f in FANS}


def fan(fan_id: str) -> BeijingFan:
    """The fan called ``fan_id``."""
    return _BY_ID[fan_id]
