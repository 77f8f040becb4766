"""The breakdown of a win as the history stores it: one :class:`FanEntry` per item.

MCR wins store their fans as the calculator gives them (ids 1..82). The regional
rulesets' wins store their own items under ids of their own, so that each family's
statistics can count them (``hand_fans`` rows; no schema change):

* Beijing (100..): ``100`` 上楼 (``points`` 1, ``count`` = the floors added), then
  the fan list from ``101`` in its order; ``points`` = fan.
* Jindi (200..): the 番 list from ``201`` in its order; ``count`` = how many of the
  three payers' bills carry the item, ``points`` = its 番 (the entries add up to
  what the winner receives).
* Guizhou (300..): the value table from ``301`` in its order, then 杠上胡;
  ``points`` = its value (per payer).
* Hangzhou (400..): the multipliers from ``401`` in their order; ``points`` = the
  doublings of one (豪华七对 2 = ×4), ``count`` = how many times it counts.

Sichuan's fans are not stored (its statistics read wins and payments).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from mahjong_tui.persistence.history.entries import FanEntry
from mahjong_tui.rulesets.beijing.scoring import FANS as BEIJING_FANS
from mahjong_tui.rulesets.beijing.scoring import BeijingScore
from mahjong_tui.rulesets.guizhou.scoring import AFTER_KONG, HANDS, GuizhouScore
from mahjong_tui.rulesets.hangzhou.scoring import BONUSES as HANGZHOU_BONUSES
from mahjong_tui.rulesets.hangzhou.scoring import HangzhouScore
from mahjong_tui.rulesets.jindi.scoring import BONUSES as JINDI_BONUSES
from mahjong_tui.rulesets.jindi.scoring import JindiScore

__all__ = ["BEIJING_FLOOR", "item_ids", "win_items"]

BEIJING_FLOOR = FanEntry(100, "floor", "上楼", "floor", 1)
"""Beijing's floors of 上楼, one fan each (``count`` = floors)."""

_BEIJING_IDS = {f.id: 101 + i for i, f in enumerate(BEIJING_FANS)}
_JINDI_IDS = {b.id: 201 + i for i, b in enumerate(JINDI_BONUSES)}
_GUIZHOU_IDS = {item.id: 301 + i
                for i, item in enumerate((*dict.fromkeys(HANDS.values()), AFTER_KONG))}
_HANGZHOU_IDS = {key: 401 + i for i, key in enumerate(HANGZHOU_BONUSES)}


def item_ids(family: str) -> dict[str, int]:
    """The stored id of each item of a family's breakdown, by the item's identifier
    (empty for a family whose items are not stored)."""
    ids = {"beijing": {BEIJING_FLOOR.key: BEIJING_FLOOR.id, **_BEIJING_IDS},
           "jindi": _JINDI_IDS, "guizhou": _GUIZHOU_IDS, "hangzhou": _HANGZHOU_IDS}
    return dict(ids.get(family, {}))


def win_items(result: Any) -> tuple[FanEntry, ...]:
    """The items of a ``Won`` event's result, in the scorer's order."""
    fans = getattr(result, "fans", ())
    if fans and all(isinstance(f, FanEntry) for f in fans):
        return tuple(fans)  # MCR: the calculator's own values
    if isinstance(result, BeijingScore):
        floor = (FanEntry(BEIJING_FLOOR.id, BEIJING_FLOOR.key, BEIJING_FLOOR.zh,
                          BEIJING_FLOOR.en, 1, result.floor),) if result.floor else ()
        return tuple(FanEntry(_BEIJING_IDS[f.id], f.id, f.zh, f.en, f.fan)
                     for f in result.fans) + floor
    if isinstance(result, JindiScore):
        counts = Counter(item.id for bill in result.bills for item in bill.items)
        points = {item.id: item.fan for bill in result.bills for item in bill.items}
        return tuple(FanEntry(_JINDI_IDS[b.id], b.id, b.zh, b.en, points[b.id], counts[b.id])
                     for b in JINDI_BONUSES if counts[b.id])
    if isinstance(result, GuizhouScore):
        return tuple(FanEntry(_GUIZHOU_IDS[i.id], i.id, i.zh, i.en, i.value)
                     for i in result.items)
    if isinstance(result, HangzhouScore):
        return tuple(FanEntry(_HANGZHOU_IDS[b.id], b.id, b.zh, b.en, b.fan, b.count)
                     for b in result.fans)
    return ()
