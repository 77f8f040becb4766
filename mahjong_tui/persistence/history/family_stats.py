"""Statistics of one regional rule family (Beijing, Jindi, Guizhou, Hangzhou), for
the human seats, with the figures that family's rules make meaningful.

Definitions (over the human seats of the family's matches, ``matches.ruleset`` one
of the family's rulesets; ``docs/persistence.md`` repeats them):

- ``games``: matches with a human seat (finished or not); ``hands``: their finished
  hands; ``wins``, ``self_drawn``: the humans' wins, and those on their own draw;
  ``deal_ins``: wins of another player on a human's discard (or robbed kong).
- ``average``: the mean value of the humans' wins in the family's unit: Beijing the
  fan counted (floors included, after the cap), Jindi the 番 received from the
  three payers together (1 番 = 1 chip), Guizhou the points each payer owes,
  Hangzhou the multiplier (``2 ** doublings``).
- ``counts``: the family's own figures, by key, in this order:

  * Beijing: ``floor_wins`` (wins up a floor of 上楼), ``capped_wins`` (wins whose
    fans and floors came to more than the cap), ``kong_money`` and
    ``follow_dealer`` (the humans' net of those payments).
  * Jindi: ``all_pungs_wins`` (漂), ``closed_wait_wins`` (夹和), ``kong_bloom_wins``
    (杠上开花).
  * Guizhou: ``dou_formed`` (豆 paid for a human's kong), ``dou_net`` (the humans'
    net of all 豆), ``hot_shot_paid`` (热炮 the humans paid), ``hot_shot_won``
    (热炮 paid to them), ``after_kong_wins`` (杠上胡).
  * Hangzhou: ``bao_tou_wins`` (暴头), ``cai_piao_wins`` (财飘), ``seven_pairs_wins``
    (七对 and the 豪华 ones), ``kong_bloom_wins`` (杠开).

The wins' items are read from ``hand_fans`` (see
:mod:`~mahjong_tui.persistence.history.win_items`), the payments from
``hand_payments``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.cells import cell_len

from mahjong_tui.i18n import catalogue
from mahjong_tui.persistence.history.db import HistoryDB
from mahjong_tui.persistence.history.win_items import item_ids

__all__ = ["FAMILY_FIGURES", "FamilyStats", "compute_family_stats", "format_family_brief",
           "format_family_stats"]


@dataclass(frozen=True, slots=True)
class _Wins:
    """Wins whose breakdown holds one of ``items``."""

    items: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _Capped:
    """Wins whose items add up to more than what was counted (Beijing's cap)."""


@dataclass(frozen=True, slots=True)
class _Net:
    """The humans' net of the payments with ``reason``."""

    reason: str


@dataclass(frozen=True, slots=True)
class _Made:
    """Payments with ``reason`` in which a human gains (``paid``: in which a human
    pays)."""

    reason: str
    paid: bool = False


_Figure = _Wins | _Capped | _Net | _Made

FAMILY_FIGURES: dict[str, tuple[tuple[str, _Figure], ...]] = {
    "beijing": (("floor_wins", _Wins(("floor",))), ("capped_wins", _Capped()),
                ("kong_money", _Net("kong money")), ("follow_dealer", _Net("follow dealer"))),
    "jindi": (("all_pungs_wins", _Wins(("all_pungs",))),
              ("closed_wait_wins", _Wins(("closed_wait",))),
              ("kong_bloom_wins", _Wins(("kong_bloom",)))),
    "guizhou": (("dou_formed", _Made("dou")), ("dou_net", _Net("dou")),
                ("hot_shot_paid", _Made("hot shot", paid=True)),
                ("hot_shot_won", _Made("hot shot")),
                ("after_kong_wins", _Wins(("AfterKong",)))),
    "hangzhou": (("bao_tou_wins", _Wins(("BaoTou",))), ("cai_piao_wins", _Wins(("CaiPiao",))),
                 ("seven_pairs_wins", _Wins(("SevenPairs", "LuxurySevenPairs",
                                             "DoubleLuxurySevenPairs",
                                             "TripleLuxurySevenPairs"))),
                 ("kong_bloom_wins", _Wins(("KongBloom",)))),
}
"""The figures of each family, by key, in the order they are shown."""

_NET_KEYS = frozenset(key for figures in FAMILY_FIGURES.values()
                      for key, figure in figures if isinstance(figure, _Net))


@dataclass(frozen=True, slots=True)
class FamilyStats:
    """The figures of one family (see the module docstring).

    Attributes:
        family: the rule family (``beijing``...).
        counts: ``(key, number)`` in :data:`FAMILY_FIGURES` order.
    """

    family: str
    games: int = 0
    hands: int = 0
    wins: int = 0
    self_drawn: int = 0
    deal_ins: int = 0
    average: float | None = None
    counts: tuple[tuple[str, int], ...] = ()

    def to_json(self) -> dict[str, Any]:
        """JSON-ready values (the counts as an object)."""
        return {"games": self.games, "hands": self.hands, "wins": self.wins,
                "self_drawn": self.self_drawn, "deal_ins": self.deal_ins,
                "average": None if self.average is None else round(self.average, 4),
                **dict(self.counts)}


def _rulesets(family: str) -> tuple[str, ...]:
    from mahjong_tui.rulesets import RULESETS

    return tuple(name for name, r in RULESETS.items() if r.family == family)


def compute_family_stats(db: HistoryDB, family: str) -> FamilyStats:
    """The figures of ``family`` for the human seats."""
    conn = db.connection
    names = set(_rulesets(family))
    matches = {mid for mid, ruleset in conn.execute("SELECT id, ruleset FROM matches")
               if ruleset in names}
    humans = {(m, p) for m, p in conn.execute(
        "SELECT match_id, player FROM match_seats WHERE is_human = 1") if m in matches}
    human_matches = {m for m, _ in humans}
    hand_match = {h: m for h, m in conn.execute("SELECT id, match_id FROM hands")
                  if m in human_matches}
    wins: dict[int, tuple[int, bool, int]] = {}  # the humans' wins by hand: (winner, self, value)
    deal_ins = 0
    for h, winner, dealt_in, self_drawn, value in conn.execute(
            "SELECT hand_id, winner, dealt_in, self_drawn, fan_total FROM hand_wins "
            "WHERE position = 0"):
        if h not in hand_match:
            continue
        if (hand_match[h], winner) in humans:
            wins[h] = (winner, bool(self_drawn), value)
        elif dealt_in is not None and (hand_match[h], dealt_in) in humans:
            deal_ins += 1
    ids = {number: key for key, number in item_ids(family).items()}
    items: dict[int, dict[str, int]] = {h: {} for h in wins}
    for h, fan_id, points, count in conn.execute(
            "SELECT hand_id, fan_id, points, count FROM hand_fans"):
        if h in items and fan_id in ids:
            items[h][ids[fan_id]] = points * count
    payments = [(hand_match[h], reason, player, amounts) for h, reason, player, *amounts in
                conn.execute("SELECT hand_id, reason, player, delta0, delta1, delta2, delta3 "
                             "FROM hand_payments") if h in hand_match]
    counts = []
    for key, figure in FAMILY_FIGURES.get(family, ()):
        if isinstance(figure, _Wins):
            n = sum(1 for held in items.values() if any(i in held for i in figure.items))
        elif isinstance(figure, _Capped):
            n = sum(1 for h, held in items.items() if sum(held.values()) > wins[h][2])
        elif isinstance(figure, _Net):
            n = sum(a for m, reason, _, amounts in payments if reason == figure.reason
                    for p, a in enumerate(amounts) if (m, p) in humans)
        else:
            n = sum(1 for m, reason, _, amounts in payments if reason == figure.reason
                    and any((m, p) in humans and (a < 0) == figure.paid
                            for p, a in enumerate(amounts) if a))
        counts.append((key, n))
    values = [2 ** v if family == "hangzhou" else v for _, _, v in wins.values()]
    return FamilyStats(
        family=family, games=len(human_matches), hands=len(hand_match), wins=len(wins),
        self_drawn=sum(1 for _, drawn, _ in wins.values() if drawn), deal_ins=deal_ins,
        average=sum(values) / len(values) if values else None, counts=tuple(counts))


def _rows(stats: FamilyStats, lang: str) -> tuple[str, list[tuple[str, str]], int]:
    """The title, the ``(name, value)`` rows, and how many of them are common to
    every family (the rest are the family's own)."""
    c = catalogue(lang)
    words = c.family_stats
    average = "-" if stats.average is None else f"{stats.average:.2f}"
    rows = [(words["games"], str(stats.games)), (words["hands"], str(stats.hands)),
            (words["wins"], str(stats.wins)), (words["self_drawn"], str(stats.self_drawn)),
            (words["deal_ins"], str(stats.deal_ins)),
            (words[f"average_{stats.family}"], average)]
    common = len(rows)
    rows += [(words[key], f"{n:+d}" if key in _NET_KEYS else str(n))
             for key, n in stats.counts]
    title = c.family_stats_title.format(family=c.rules_names.get(stats.family,
                                                                  stats.family.capitalize()))
    return title, rows, common


def format_family_stats(stats: FamilyStats, lang: str = "en") -> list[str]:
    """The family's section of ``mahjong-tui stats``, in ``lang``: a title line, then
    one ``name: value`` line per figure."""
    sep = "：" if lang == "zh" else ": "
    title, rows, _ = _rows(stats, lang)
    return [title, *(f"  {name}{sep}{value}" for name, value in rows)]


def format_family_brief(stats: FamilyStats, lang: str = "en", width: int = 76) -> list[str]:
    """The same figures in a few lines, as the statistics screen shows them: the
    title, then the common figures and the family's own, packed into lines of at
    most ``width`` cells (80 columns less the screen's padding), never splitting a
    figure."""
    sep = "：" if lang == "zh" else ": "
    title, rows, common = _rows(stats, lang)
    lines = [title]
    for part in (rows[:common], rows[common:]):
        line = ""
        for name, value in part:
            figure = f"{name}{sep}{value}"
            joined = f"{line} · {figure}" if line else f"  {figure}"
            if line and cell_len(joined) > width:
                lines.append(line)
                joined = f"  {figure}"
            line = joined
        lines.append(line)
    return lines
