"""The encyclopedia's Sichuan fan tables: Chengdu (preset ``sichuan``) and SBR 2025
(preset ``sichuan-sbr``).

Names and values are the scorer's own rows
(:mod:`mahjong_tui.rulesets.sichuan.scoring.fans`); this module adds a short
description and an example win for each, which the Sichuan scorer scores with that
fan (checked by ``tests/test_coach_encyclopedia.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.rulesets.sichuan.scoring import (
    PRESETS,
    SichuanScore,
    SichuanSituation,
    score_sichuan,
)
from mahjong_tui.rulesets.sichuan.scoring.fans import (
    CHENGDU_ADDONS,
    CHENGDU_PATTERNS,
    SBR_FANS,
    FanRule,
)
from mahjong_tui.rulesets.sichuan.scoring.notation import situation

__all__ = [
    "CHENGDU_TABLE",
    "SBR_TABLE",
    "SichuanExample",
    "SichuanRow",
    "sichuan_example_score",
    "sichuan_example_situation",
    "sichuan_rows",
]

CHENGDU_TABLE = "Sichuan Chengdu"
"""The encyclopedia's name for the ``sichuan`` preset's table."""

SBR_TABLE = "Sichuan SBR"
"""The encyclopedia's name for the ``sichuan-sbr`` preset's table."""


@dataclass(frozen=True, slots=True)
class SichuanExample:
    """A winning Sichuan situation in the ``score --ruleset sichuan`` notation.

    Attributes:
        hand: concealed tiles without the winning tile.
        melds: pungs and kongs (``555p``, ``5555p``, ``5555p:concealed``).
        win: the winning tile.
        flags: ``self_drawn``, ``after_kong``, ``kong_discard``, ``robbing_kong``,
            ``last_tile``, ``heavenly``, ``earthly``.
        void: the void suit letter.
        preset: the preset that scores it (``sichuan`` or ``sichuan-sbr``).
    """

    hand: str
    melds: tuple[str, ...]
    win: str
    flags: tuple[str, ...]
    void: str
    preset: str


@dataclass(frozen=True, slots=True)
class SichuanRow:
    """One fan of a Sichuan table with the encyclopedia's text.

    Attributes:
        rule: the scorer's row (names, fan, what it needs).
        description: one line.
        example: a win showing it.
        excludes: what is not counted with it.
    """

    rule: FanRule
    description: str
    example: SichuanExample
    excludes: tuple[str, ...]


def _ex(hand: str, win: str, void: str = "s", melds: tuple[str, ...] = (),
        flags: tuple[str, ...] = (), preset: str = "sichuan") -> SichuanExample:
    return SichuanExample(hand, melds, win, flags, void, preset)


_HIGHEST = "the lower patterns (only the highest pattern counts)"

_CHENGDU_TEXT: dict[str, tuple[str, SichuanExample]] = {
    "PlainWin": ("Four sets and a pair (or seven pairs) in at most two suits; nothing "
                 "else. 1 base unit (linear points: 1).",
                 _ex("123m 456m 789m 234p 5p", "5p")),
    "AllPungs": ("Four pungs or kongs and a pair, no chow (linear points: 2).",
                 _ex("111m 222m 333p 444p 5p", "5p")),
    "FullFlush": ("Every tile of one suit (linear points: 3).",
                  _ex("123m 456m 789m 234m 5m", "5m")),
    "SevenPairs": ("Seven pairs, concealed, no declared set (linear points: 3).",
                   _ex("11m 22m 33m 44p 55p 66p 7p", "7p")),
    "TerminalSets": ("Every set and the pair holds a 1 or a 9 (linear points: 3).",
                     _ex("123m 789m 123p 789p 9p", "9p")),
    "TwoFiveEightPungs": ("All pungs and the pair of 2s, 5s and 8s only (linear points: "
                          "4).", _ex("222m 555m 888p 222p 5p", "5p")),
    "FlushPungs": ("All pungs in one suit (linear points: 4).",
                   _ex("111m 333m 555m 777m 9m", "9m")),
    "DragonSevenPairs": ("Seven pairs holding four identical tiles (the four is not "
                         "counted again as a root; linear points: 3).",
                         _ex("1111m 22m 33m 44p 55p 6p", "6p")),
    "FlushSevenPairs": ("Seven pairs of one suit (linear points: 4).",
                        _ex("11m 22m 44m 55m 77m 99m 8m", "8m")),
    "FlushTerminalSets": ("One suit, every set and the pair with a 1 or a 9 (linear "
                          "points: 4).", _ex("123m 123m 123m 789m 9m", "9m")),
    "FlushDragonSevenPairs": ("Seven pairs of one suit holding four identical tiles "
                              "(linear points: 4).", _ex("1111m 22m 44m 55m 77m 8m", "8m")),
    "Heavenly": ("The dealer is complete on his first fourteen tiles (linear points: 8).",
                 _ex("123m 456m 789m 234p 5p", "5p", flags=("self_drawn", "heavenly"))),
    "Earthly": ("A non-dealer is complete in the first go-around (linear points: 8).",
                _ex("123m 456m 789m 234p 5p", "5p", flags=("self_drawn", "earthly"))),
    "Root": ("Each four of a kind in the hand and sets, konged or not: +1 fan each "
             "(linear points: +1).", _ex("111m 123m 456p 789p 5p", "5p")),
    "WinAfterKong": ("Self-drawn on the replacement tile after one's own kong (linear "
                     "points: +2).", _ex("123m 456m 789m 1p", "1p", melds=("5555p",),
                                         flags=("self_drawn", "after_kong"))),
    "ShootAfterKong": ("Won on the discard a player made right after his kong (linear "
                       "points: +1).", _ex("123m 456m 789m 1p", "1p", melds=("5555p",),
                                           flags=("kong_discard",))),
    "RobbingTheKong": ("Won on the tile another player adds to his pung (linear points: "
                       "+1).", _ex("123m 456m 789m 23p 55p", "4p",
                                   flags=("robbing_kong",))),
}

_SBR_TEXT: dict[str, tuple[str, SichuanExample]] = {
    "Kong": ("Each declared kong, exposed, added or concealed: +1 fan.",
             _ex("123m 456m 789m 1p", "1p", melds=("5555p",), preset="sichuan-sbr")),
    "Root": ("Each four of a kind held without declaring it a kong: +1 fan.",
             _ex("111m 123m 456p 789p 5p", "5p", preset="sichuan-sbr")),
    "AllPungs": ("Four pungs or kongs and a pair, no chow.",
                 _ex("111m 222m 333p 444p 5p", "5p", preset="sichuan-sbr")),
    "GoldenWait": ("All pungs with four declared sets, won on the single tile of the pair "
                   "(counted with 大对子).",
                   _ex("5p", "5p", melds=("111m", "222m", "333p", "444p"),
                       preset="sichuan-sbr")),
    "FullFlush": ("Every tile of one suit.",
                  _ex("123m 456m 789m 234m 5m", "5m", preset="sichuan-sbr")),
    "SevenPairs": ("Seven pairs, concealed, no declared set.",
                   _ex("11m 22m 33m 44p 55p 66p 7p", "7p", preset="sichuan-sbr")),
    "WinAfterKong": ("Self-drawn on the replacement tile after one's own kong.",
                     _ex("123m 456m 789m 1p", "1p", melds=("5555p",),
                         flags=("self_drawn", "after_kong"), preset="sichuan-sbr")),
    "ShootAfterKong": ("Won on the discard a player made right after his kong.",
                       _ex("123m 456m 789m 1p", "1p", melds=("5555p",),
                           flags=("kong_discard",), preset="sichuan-sbr")),
    "RobbingTheKong": ("Won on the tile another player adds to his pung.",
                       _ex("123m 456m 789m 23p 55p", "4p", flags=("robbing_kong",),
                           preset="sichuan-sbr")),
    "UnderTheSea": ("Self-drawn on the last wall tile, or won on the discard after it.",
                    _ex("123m 456m 789m 234p 5p", "5p", flags=("self_drawn", "last_tile"),
                        preset="sichuan-sbr")),
}


def sichuan_rows(preset: str) -> tuple[SichuanRow, ...]:
    """The rows of one preset's table, in the scorer's order.

    Args:
        preset: ``sichuan`` (Chengdu: patterns, then add-ons) or ``sichuan-sbr``.
    """
    if preset == "sichuan":
        patterns = tuple(SichuanRow(r, *_CHENGDU_TEXT[r.id], (_HIGHEST,) if r.fan else ())
                         for r in CHENGDU_PATTERNS)
        addons = tuple(SichuanRow(r, *_CHENGDU_TEXT[r.id], ()) for r in CHENGDU_ADDONS)
        return patterns + addons
    return tuple(SichuanRow(r, *_SBR_TEXT[r.id], ()) for r in SBR_FANS)


def sichuan_example_situation(example: SichuanExample) -> SichuanSituation:
    """The example as a situation for the Sichuan scorer."""
    flags = set(example.flags)
    return situation(example.hand, melds=example.melds, win=example.win,
                     self_drawn="self_drawn" in flags, void=example.void,
                     after_kong="after_kong" in flags, kong_discard="kong_discard" in flags,
                     robbing_kong="robbing_kong" in flags, last_tile="last_tile" in flags,
                     heavenly="heavenly" in flags, earthly="earthly" in flags)


def sichuan_example_score(example: SichuanExample) -> SichuanScore:
    """The Sichuan scorer's breakdown of an example under its preset."""
    return score_sichuan(sichuan_example_situation(example), PRESETS[example.preset])
