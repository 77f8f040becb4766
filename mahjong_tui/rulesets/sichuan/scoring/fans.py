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
whose traits hold counts (none: 平胡, 0 fan); then every row of
:data:`CHENGDU_ADDONS` that applies. The four that makes 龙七对 is not counted
again as 根 (``absorbs_four``). SBR (``model == "sbr"``): every row of
:data:`SBR_FANS` that applies, all additive.
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
        absorbs_four: the pattern is made by one four of a kind, which then adds no 根.
    """

    id: str
    zh: str
    en: str
    fan: int
    needs: frozenset[str]
    per: str | None = None
    absorbs_four: bool = False


def _row(id_: str, zh: str, en: str, fan: int, needs: str, per: str | None = None,
         absorbs_four: bool = False) -> FanRule:
    return FanRule(id_, zh, en, fan, frozenset(needs.split()), per, absorbs_four)


CHENGDU_PATTERNS: tuple[FanRule, ...] = (
    _row("AllPungs", "对对胡", "All Pungs", 1, "all_pungs"),
    _row("FullFlush", "清一色", "Full Flush", 2, "flush"),
    _row("SevenPairs", "七对", "Seven Pairs", 2, "seven_pairs"),
    _row("TerminalSets", "幺九", "Terminals in Every Set", 2, "terminal_sets"),
    _row("TwoFiveEightPungs", "将对", "All Pungs of 2, 5, 8", 3, "all_pungs only_258"),
    _row("FlushPungs", "清对", "Full Flush All Pungs", 3, "flush all_pungs"),
    _row("DragonSevenPairs", "龙七对", "Dragon Seven Pairs", 4, "seven_pairs four_in_pairs",
         absorbs_four=True),
    _row("FlushSevenPairs", "清七对", "Full Flush Seven Pairs", 4, "flush seven_pairs"),
    _row("FlushTerminalSets", "清幺九", "Full Flush Terminals", 4, "flush terminal_sets"),
    _row("FlushDragonSevenPairs", "清龙七对", "Full Flush Dragon Seven Pairs", 5,
         "flush seven_pairs four_in_pairs", absorbs_four=True),
    _row("Heavenly", "天胡", "Heavenly Hand", 5, "heavenly"),
    _row("Earthly", "地胡", "Earthly Hand", 5, "earthly"),
)
"""Chengdu's patterns (the digest's table); only the highest that applies counts."""

CHENGDU_ADDONS: tuple[FanRule, ...] = (
    _row("Root", "根", "Root", 1, "", per="fours"),
    _row("WinAfterKong", "杠上花", "Win after Kong", 2, "after_kong"),
    _row("ShootAfterKong", "杠上炮", "Shoot after Kong", 1, "kong_discard"),
    _row("RobbingTheKong", "抢杠", "Robbing the Kong", 1, "robbing_kong"),
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
