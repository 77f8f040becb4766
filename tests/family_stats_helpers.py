"""A small history of the regional families, built from entries (no play), for the
statistics tests and the statistics screen's snapshots."""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.persistence.history import HistoryDB
from mahjong_tui.persistence.history.entries import (
    FanEntry,
    HandEntry,
    MatchEntry,
    PaymentEntry,
    SeatEntry,
    WinEntry,
)
from mahjong_tui.persistence.history.win_items import item_ids

NAMES = ("Ann", "Bob", "Cat", "Dan")
SEATS = tuple(SeatEntry(p, NAMES[p], p == 0, None if p == 0 else "standard") for p in range(4))


def item(family: str, key: str, points: int, count: int = 1) -> FanEntry:
    """A stored breakdown item of ``family``."""
    return FanEntry(item_ids(family)[key], key, key, key, points, count)


def hand(number: int, winner: int | None, dealt_in: int | None, value: int,
         deltas: tuple[int, int, int, int], items: tuple[FanEntry, ...] = (),
         payments: tuple[PaymentEntry, ...] = ()) -> HandEntry:
    """A finished hand with (at most) one win of ``value`` (the stored fan total)."""
    wins = () if winner is None else (
        WinEntry(winner, dealt_in, dealt_in is None, "5p", value),)
    return HandEntry(hand_number=number, round_wind=0, dealer=0, winner=winner,
                     dealt_in=dealt_in, self_drawn=winner is not None and dealt_in is None,
                     win_tile=None if winner is None else "5p", fan_total=value,
                     fans=items, deltas=deltas, scores_after=deltas,
                     ended_at="2026-12-01T00:10:00Z", wins=wins, payments=payments)


HANDS: dict[str, tuple[HandEntry, ...]] = {
    # Ann wins self-drawn up two floors at the cap (1 + 5 fans + 2 floors -> 6), then
    # deals in a 0-fan win; kong money and 跟庄 move too.
    "beijing": (
        hand(1, 0, None, 6, (1920, -640, -640, -640),
             (item("beijing", "concealed", 1), item("beijing", "full_flush", 5),
              item("beijing", "floor", 1, 2)),
             (PaymentEntry("kong money", 0, (60, -20, -20, -20)),)),
        hand(2, 1, 0, 0, (-40, 40, 0, 0),
             payments=(PaymentEntry("follow dealer", 0, (-30, 10, 10, 10)),)),
    ),
    # Ann wins once with 漂 (three bills: 1+1+3+1+3+1+3 = 13 番) and once with 夹和.
    "jindi": (
        hand(1, 0, None, 13, (13, -5, -4, -4),
             (item("jindi", "base", 1, 3), item("jindi", "self_drawn", 1, 3),
              item("jindi", "all_pungs", 3, 3), item("jindi", "dealer", 1, 1))),
        hand(2, 0, 2, 5, (5, -1, -3, -1),
             (item("jindi", "base", 1, 3), item("jindi", "discarder", 1, 1),
              item("jindi", "closed_wait", 1, 1))),
    ),
    # Ann forms a 闷豆 (60) and wins 杠上胡 (50 + 10 each), then pays a 热炮.
    "guizhou": (
        hand(1, 0, None, 60, (240, -80, -80, -80),
             (item("guizhou", "FullFlush", 50), item("guizhou", "AfterKong", 10)),
             (PaymentEntry("dou", 0, (60, -20, -20, -20)),)),
        hand(2, 3, 0, 10, (-40, 0, 0, 40), (item("guizhou", "Plain", 10),),
             (PaymentEntry("hot shot", 0, (-30, 0, 0, 30)),)),
        hand(3, None, None, 0, (0, 0, 0, 0)),
    ),
    # Ann wins by 暴头 with a 财飘 (×4), then with 豪华七对 (×4): average ×4.
    "hangzhou": (
        hand(1, 0, None, 2, (12, -4, -4, -4),
             (item("hangzhou", "BaoTou", 1), item("hangzhou", "CaiPiao", 1))),
        hand(2, 0, 1, 2, (4, -4, 0, 0), (item("hangzhou", "LuxurySevenPairs", 2),)),
        hand(3, 2, 0, 0, (-1, 0, 1, 0)),
    ),
}
"""The hands of each family's one match (Ann, player 0, is the human)."""


def family_history(path: Path, *, families: tuple[str, ...] = tuple(HANDS),
                   ruleset: dict[str, str] | None = None) -> Path:
    """A history database with one finished match of each of ``families``."""
    names = {"hangzhou": "hangzhou-fixed", **(ruleset or {})}
    with HistoryDB(path) as db:
        for family in families:
            hands = HANDS[family]
            final = tuple(sum(h.deltas[p] for h in hands) for p in range(4))
            db.save_match(MatchEntry(
                match_uid=f"{family}-1", mode="bots", seed=1,
                ruleset=names.get(family, family), started_at="2026-12-01T00:00:00Z",
                seats=SEATS, hands=hands, finished=True, final_scores=final,
                ended_at="2026-12-01T01:00:00Z"))
    return path
