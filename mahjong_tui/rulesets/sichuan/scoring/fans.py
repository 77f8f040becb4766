"""The fan tables of both models, as data.

A row names the *traits* a reading must have (all of them) and, for fans that
count more than once, the *counter* that says how often. The traits and
counters of a reading are computed once in :mod:`.calculator`:

traits
    ``regular`` (four sets and a pair), ``seven_pairs``, ``all_pungs`` (regular, no
    chow), ``flush`` (one suit), ``terminal_sets`` (regular, every set and the pair
    holds a 1 or a 9), ``only_258`` (every tile a 2, 5 or 8), ``four_in_pairs``
    (seven pairs holding four identical tiles), ``four_melds`` (four melds, a single
    wait on the pair), and the win flags ``after_kong``, ``kong_discard``,
    ``robbing_kong``, ``last_tile``, ``heavenly``, ``earthly`` as they count.
counters
    ``kongs`` (declared kongs), ``fours`` (tile kinds of which the hand and melds hold
    four, konged or not), ``unkonged_fours`` (the same, kongs left out).

Chengdu (``model == "chengdu"``): of :data:`CHENGDU_PATTERNS` only the highest row
whose traits hold counts (at least 平胡, which needs nothing); then every row of
:data:`CHENGDU_ADDONS` that applies. The four that makes 龙七对 is not counted
again as 根 (``absorbs_four``). With linear points (``SichuanScoring.linear_points``)
the ``points`` column is counted instead of ``fan``, and every four is a 根 (the
point texts score 龙七对 as 七对 plus its 根). SBR (``model == "sbr"``): every row
of :data:`SBR_FANS` that applies, all additive.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CHENGDU_ADDONS", "CHENGDU_PATTERNS", "FAN_BY_ID", "SBR_FANS", "FanRule"]


@dataclass(frozen=True, slots=True)
class FanRule:
    """One row of a fan table.

    Attributes:
        id: identifier (the SBR ids are the oracle's fan ids).
        zh: Chinese name.
        en: English name.
        fan: fan per occurrence.
        needs: traits the reading must all have.
        per: a counter: the fan is scored once per unit; ``None`` for once.
        absorbs_four: the pattern is made by one four of a kind, which then adds no 根
            (in fan, not in linear points).
        points: worth in linear points (Chengdu only); 0 where the model has none.
    """

    id: str
    zh: str
    en: str
    fan: int
    needs: frozenset[str]
    per: str | None = None
    absorbs_four: bool = False
    points: int = 0


def _row(id_: str, zh: str, en: str, fan: int, needs: str, per: str | None = None,
         absorbs_four: bool = False, points: int = 0) -> FanRule:
    return FanRule(id_, zh, en, fan, frozenset(needs.split()), per, absorbs_four, points)


CHENGDU_PATTERNS: tuple[FanRule, ...] = (
    _row("PlainWin", "平胡", "Plain Win", 0, "", points=1),
    _row("AllPungs", "对对胡", "All Pungs", 1, "all_pungs", points=2),
    _row("FullFlush", "清一色", "Full Flush", 2, "flush", points=3),
    _row("SevenPairs", "七对", "Seven Pairs", 2, "seven_pairs", points=3),
    _row("TerminalSets", "幺九", "Terminals in Every Set", 2, "terminal_sets", points=3),
    _row("TwoFiveEightPungs", "将对", "All Pungs of 2, 5, 8", 3, "all_pungs only_258",
         points=4),
    _row("FlushPungs", "清对", "Full Flush All Pungs", 3, "flush all_pungs", points=4),
    _row("DragonSevenPairs", "龙七对", "Dragon Seven Pairs", 4, "seven_pairs four_in_pairs",
         absorbs_four=True, points=3),
    _row("FlushSevenPairs", "清七对", "Full Flush Seven Pairs", 4, "flush seven_pairs",
         points=4),
    _row("FlushTerminalSets", "清幺九", "Full Flush Terminals", 4, "flush terminal_sets",
         points=4),
    _row("FlushDragonSevenPairs", "清龙七对", "Full Flush Dragon Seven Pairs", 5,
         "flush seven_pairs four_in_pairs", absorbs_four=True, points=4),
    _row("Heavenly", "天胡", "Heavenly Hand", 5, "heavenly", points=8),
    _row("Earthly", "地胡", "Earthly Hand", 5, "earthly", points=8),
)
"""Chengdu's patterns (the digest's table); only the highest that applies counts."""

CHENGDU_ADDONS: tuple[FanRule, ...] = (
    _row("Root", "根", "Root", 1, "", per="fours", points=1),
    _row("WinAfterKong", "杠上花", "Win after Kong", 2, "after_kong", points=2),
    _row("ShootAfterKong", "杠上炮", "Shoot after Kong", 1, "kong_discard", points=1),
    _row("RobbingTheKong", "抢杠", "Robbing the Kong", 1, "robbing_kong", points=1),
)
"""Chengdu's add-ons, counted on top of the pattern. 海底 scores nothing here."""

SBR_FANS: tuple[FanRule, ...] = (
    _row("Kong", "杠", "Kong", 1, "", per="kongs"),
    _row("Root", "根", "Root", 1, "", per="unkonged_fours"),
    _row("AllPungs", "大对子", "All Pungs", 1, "all_pungs"),
    _row("GoldenWait", "金钩钓", "Golden Single Wait", 1, "all_pungs four_melds"),
    _row("FullFlush", "清一色", "Full Flush", 2, "flush"),
    _row("SevenPairs", "七对", "Seven Pairs", 2, "seven_pairs"),
    _row("WinAfterKong", "杠上花", "Win after Kong", 1, "after_kong"),
    _row("ShootAfterKong", "杠上炮", "Shoot after Kong", 1, "kong_discard"),
    _row("RobbingTheKong", "抢杠", "Robbing the Kong", 1, "robbing_kong"),
    _row("UnderTheSea", "海底", "Under the Sea", 1, "last_tile"),
)
"""The SBR 2025 fans (第10条): ten fans, all additive, no exclusions."""

FAN_BY_ID: dict[str, dict[str, FanRule]] = {
    "chengdu": {r.id: r for r in (*CHENGDU_PATTERNS, *CHENGDU_ADDONS)},
    "sbr": {r.id: r for r in SBR_FANS},
}
"""Per model, the rows by id."""
