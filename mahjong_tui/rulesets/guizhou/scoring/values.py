"""The value table of the source text [000:1015], as data, and the 豆 amounts.

The source's "番" are points, added (not doubled): 清大对 80 = 清一色 50 + 大对子 30,
青龙背 100 = 清一色 50 + 龙七对 50. A hand scores the one row of :data:`HANDS` its
shape and suits name; 杠上胡 adds 10. 清七对 (a flush seven pairs) is not in the
source; it is ``clean_seven_pairs`` points (decision: 90 = 50 + 40).
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.rulesets.guizhou.scoring.types import GuizhouItem

__all__ = ["AFTER_KONG", "ALL_PUNGS", "DOU_KINDS", "DRAGON_SEVEN_PAIRS", "HANDS", "PLAIN",
           "SEVEN_PAIRS", "DouKind", "hand_item"]

PLAIN = "plain"
ALL_PUNGS = "all_pungs"
SEVEN_PAIRS = "seven_pairs"
DRAGON_SEVEN_PAIRS = "dragon_seven_pairs"

HANDS: dict[tuple[str, bool], GuizhouItem] = {
    (PLAIN, False): GuizhouItem("Plain", "平胡", "Plain win", 10),
    (ALL_PUNGS, False): GuizhouItem("AllPungs", "大对子", "All pungs", 30),
    (SEVEN_PAIRS, False): GuizhouItem("SevenPairs", "七对", "Seven pairs", 40),
    (DRAGON_SEVEN_PAIRS, False): GuizhouItem("DragonSevenPairs", "龙七对",
                                             "Seven pairs with a four", 50),
    (PLAIN, True): GuizhouItem("FullFlush", "清一色", "Full flush", 50),
    (ALL_PUNGS, True): GuizhouItem("FlushAllPungs", "清大对", "Full flush all pungs", 80),
    (SEVEN_PAIRS, True): GuizhouItem("FlushSevenPairs", "清七对", "Full flush seven pairs",
                                     90),
    (DRAGON_SEVEN_PAIRS, True): GuizhouItem("GreenDragon", "青龙背",
                                            "Full flush seven pairs with a four", 100),
}
"""The hands by (shape, one suit)."""

AFTER_KONG = GuizhouItem("AfterKong", "杠上胡", "Win on a kong replacement", 10)
"""Self-drawn on one's kong replacement: +10."""


def hand_item(shape: str, flush: bool, clean_seven_pairs: int = 90) -> GuizhouItem:
    """The row of the value table for a shape (``plain``, ``all_pungs``,
    ``seven_pairs``, ``dragon_seven_pairs``) in one suit or several; 清七对 is worth
    ``clean_seven_pairs``."""
    item = HANDS[(shape, flush)]
    if item.id == "FlushSevenPairs" and clean_seven_pairs != item.value:
        return GuizhouItem(item.id, item.zh, item.en, clean_seven_pairs)
    return item


@dataclass(frozen=True, slots=True)
class DouKind:
    """One kind of 豆 (a kong) and what it earns at the settlement.

    Attributes:
        id: ``concealed``, ``added`` or ``exposed``.
        zh: 闷豆, 转弯豆 or 点豆.
        en: English name.
        each: points from each payer.
        from_everyone: every other player pays (else only the feeder).
    """

    id: str
    zh: str
    en: str
    each: int
    from_everyone: bool

    @property
    def full_value(self) -> int:
        """What the 豆 earns in all: the 热炮 penalty (闷豆 60, 转弯豆 30, 点豆 10)."""
        return self.each * (3 if self.from_everyone else 1)


DOU_KINDS: dict[str, DouKind] = {
    "concealed": DouKind("concealed", "闷豆", "concealed kong", 20, True),
    "added": DouKind("added", "转弯豆", "kong added to a pung", 10, True),
    "exposed": DouKind("exposed", "点豆", "kong on a discard", 10, False),
}
"""闷豆 20 from each other player, 转弯豆 10 from each, 点豆 10 from the feeder."""
