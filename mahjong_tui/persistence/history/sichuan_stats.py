"""Statistics of the Sichuan games in the history, for the human seats.

Definitions (all over the human seats of Sichuan matches, ``matches.ruleset``
starting with ``sichuan``):

- ``wins``: the human's wins (``hand_wins`` rows); ``multiple_wins``: those that
  shared their discard with another win (一炮多响: same hand, same discarder, same
  tile).
- ``average_fan``: the mean capped fan of those wins; ``average_value``: the mean of
  ``2 ** fan`` (the value both presets give a win, in base units).
- ``kong_income``: the net of every kong payment the human took part in (kong
  money, 呼叫转移 and refunds).
- ``flower_pig`` / ``not_ready``: how often the human paid as a 花猪 or as not ready
  at a drawn end (查花猪 / 查大叫); ``not_ready_income``: the net of all those
  charges (what was received from others counts too).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from mahjong_tui.i18n import catalogue
from mahjong_tui.persistence.history.db import HistoryDB

__all__ = ["KONG_REASONS", "SichuanStats", "compute_sichuan_stats", "format_sichuan_stats"]

KONG_REASONS = ("kong", "kong transfer", "kong refund")
"""``Payment`` reasons that move kong money."""


@dataclass(frozen=True, slots=True)
class SichuanStats:
    """The Sichuan figures (see the module docstring)."""

    games: int = 0
    hands: int = 0
    wins: int = 0
    multiple_wins: int = 0
    average_fan: float | None = None
    average_value: float | None = None
    kong_income: int = 0
    flower_pig: int = 0
    not_ready: int = 0
    not_ready_income: int = 0

    def to_json(self) -> dict[str, Any]:
        """JSON-ready values."""
        return asdict(self)


def compute_sichuan_stats(db: HistoryDB) -> SichuanStats:
    """The Sichuan figures of the human seats."""
    conn = db.connection
    matches = {mid for (mid,) in conn.execute(
        "SELECT id FROM matches WHERE ruleset LIKE 'sichuan%'")}
    if not matches:
        return SichuanStats()
    humans = {(m, p) for m, p in conn.execute(
        "SELECT match_id, player FROM match_seats WHERE is_human = 1") if m in matches}
    hand_match = {h: m for h, m in conn.execute("SELECT id, match_id FROM hands")
                  if m in matches}
    wins: list[tuple[int, int, int | None, str, int]] = [
        (h, w, d, t, f) for h, w, d, t, f in conn.execute(
            "SELECT hand_id, winner, dealt_in, win_tile, fan_total FROM hand_wins "
            "ORDER BY hand_id, position") if h in hand_match]
    mine = [w for w in wins if (hand_match[w[0]], w[1]) in humans]
    shared = sum(1 for h, _, d, t, _ in mine if d is not None and sum(
        1 for h2, _, d2, t2, _ in wins if h2 == h and d2 == d and t2 == t) > 1)
    fans = [f for *_, f in mine]
    kong = pig = not_ready = not_ready_income = 0
    for h, reason, player, *amounts in conn.execute(
            "SELECT hand_id, reason, player, delta0, delta1, delta2, delta3 "
            "FROM hand_payments"):
        if h not in hand_match:
            continue
        match = hand_match[h]
        mine_delta = sum(a for p, a in enumerate(amounts) if (match, p) in humans)
        if reason in KONG_REASONS:
            kong += mine_delta
        elif reason in ("flower pig", "not ready"):
            not_ready_income += mine_delta
            if (match, player) in humans:
                pig += reason == "flower pig"
                not_ready += reason == "not ready"
    return SichuanStats(
        games=len({m for m, _ in humans}),
        hands=sum(1 for h, m in hand_match.items() if any(hm == m for hm, _ in humans)),
        wins=len(mine), multiple_wins=shared,
        average_fan=sum(fans) / len(fans) if fans else None,
        average_value=sum(2 ** f for f in fans) / len(fans) if fans else None,
        kong_income=kong, flower_pig=pig, not_ready=not_ready,
        not_ready_income=not_ready_income)


def format_sichuan_stats(stats: SichuanStats, lang: str = "en") -> list[str]:
    """The Sichuan section of ``mahjong-tui stats`` and the statistics screen, in
    ``lang``."""
    def num(value: float | None) -> str:
        return "-" if value is None else f"{value:.2f}"

    c = catalogue(lang)
    values = (str(stats.games), str(stats.hands), str(stats.wins), str(stats.multiple_wins),
              num(stats.average_fan), num(stats.average_value), f"{stats.kong_income:+d}",
              str(stats.flower_pig), str(stats.not_ready), f"{stats.not_ready_income:+d}")
    sep = "：" if lang == "zh" else ": "
    return [c.sichuan_stats_title,
            *(f"  {name}{sep}{value}" for name, value in zip(c.sichuan_stats_rows, values,
                                                             strict=True))]
