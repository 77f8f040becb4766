"""Random Sichuan situations of every kind, for differential tests and benchmarks.

:func:`random_situation` builds a situation that can occur in play: at most
four copies of a tile, no void-suit meld, 杠上花 only with a kong of one's own,
抢杠 only on a tile the winner holds once and has no meld of (never on the last
tile, never together with 杠上炮), 天胡/地胡 only self-drawn without melds.
:data:`KINDS` lists what it can make: winning hands (plain, full flush, all
pungs, four melds and a single wait, seven pairs with 0-3 fours, hidden fours,
kongs of every kind, every win flag, 天胡/地胡) and hands that are no win (one
tile changed, three suits, a tile of the void suit).
"""

from __future__ import annotations

import random
from collections import Counter

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Suit
from mahjong_tui.rulesets.sichuan.scoring.types import SichuanSituation

__all__ = ["KINDS", "WINNING_KINDS", "random_situation"]

WINNING_KINDS = ("plain", "full_flush", "all_pungs", "golden_wait", "seven_pairs", "roots",
                 "kongs", "situational", "heavenly_earthly")
"""Kinds that always make a legal win."""

KINDS = (*WINNING_KINDS, "near_miss", "three_suits", "wrong_void")
"""Every kind :func:`random_situation` makes."""

_SUITS = (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO)
_Set = tuple[str, int]  # ("chow", first index) / ("pung", index) / ("kong", index)


def _tiles_of(s: _Set) -> list[int]:
    kind, t = s
    if kind == "chow":
        return [t, t + 1, t + 2]
    return [t] * (4 if kind == "kong" else 3)


def _pick_tile(rng: random.Random, suits: list[int], window: tuple[int, int]) -> int:
    return 9 * rng.choice(suits) + rng.randint(*window)


def _random_sets(rng: random.Random, suits: list[int], *, chow_weight: float,
                 kong_chance: float, window: tuple[int, int] = (0, 8)) -> tuple[list[_Set], int]:
    """Four sets and a pair from ``suits`` with at most four copies of any tile."""
    while True:
        sets: list[_Set] = []
        for _ in range(4):
            if rng.random() < chow_weight:
                lo, hi = window
                sets.append(("chow", 9 * rng.choice(suits) + rng.randint(lo, min(hi, 6))))
            else:
                kind = "kong" if rng.random() < kong_chance else "pung"
                sets.append((kind, _pick_tile(rng, suits, window)))
        pair = _pick_tile(rng, suits, window)
        counts = Counter(t for s in sets for t in _tiles_of(s))
        counts[pair] += 2
        if max(counts.values()) <= 4:
            return sets, pair


def _meld(rng: random.Random, s: _Set) -> Meld:
    tile = TILES[s[1]]
    if s[0] == "pung":
        return Meld.pung(tile, rng.randint(1, 3))
    how = rng.choice(("exposed", "concealed", "added"))
    if how == "concealed":
        return Meld.kong(tile, concealed=True)
    return Meld.kong(tile, rng.randint(1, 3), added=how == "added")


def _declare(rng: random.Random, sets: list[_Set], pair: int,
             share: float) -> tuple[list[int], list[Meld]]:
    concealed = [pair, pair]
    melds: list[Meld] = []
    for s in sets:
        if s[0] == "kong" or (s[0] == "pung" and rng.random() < share):
            melds.append(_meld(rng, s))
        else:
            concealed += _tiles_of(s)
    return concealed, melds


def _void_for(rng: random.Random, suits: list[int]) -> Suit:
    return _SUITS[rng.choice([s for s in range(3) if s not in suits])]


def _finish(rng: random.Random, concealed: list[int], melds: list[Meld], void: Suit | None,
            *, flag_rate: float = 0.12) -> SichuanSituation:
    """Pick the winning tile among the concealed tiles and draw consistent flags."""
    win = rng.choice(concealed)
    has_kong = any(m.is_kong for m in melds)
    self_drawn = rng.random() < 0.45
    after_kong = self_drawn and has_kong and rng.random() < flag_rate * 3
    singles = [t for t in concealed if concealed.count(t) == 1
               and all(m.tile.index != t for m in melds)]
    robbing = not self_drawn and bool(singles) and rng.random() < flag_rate
    if robbing:
        win = rng.choice(singles)
    kong_discard = not self_drawn and not robbing and rng.random() < flag_rate * 2
    last_tile = not robbing and rng.random() < flag_rate
    return SichuanSituation(
        concealed=tuple(TILES[i] for i in sorted(concealed)), melds=tuple(melds),
        win_tile=TILES[win], self_drawn=self_drawn, void=void, after_kong=after_kong,
        kong_discard=kong_discard, robbing_kong=robbing, last_tile=last_tile)


def _two_suits(rng: random.Random) -> list[int]:
    return rng.sample(range(3), 2)


def _regular(rng: random.Random, suits: list[int], *, chow_weight: float,
             kong_chance: float = 0.05, share: float | None = None,
             window: tuple[int, int] = (0, 8), flag_rate: float = 0.12) -> SichuanSituation:
    sets, pair = _random_sets(rng, suits, chow_weight=chow_weight, kong_chance=kong_chance,
                              window=window)
    if share is None:
        share = rng.choice((0.0, 0.0, 0.3, 0.6, 1.0))
    concealed, melds = _declare(rng, sets, pair, share)
    return _finish(rng, concealed, melds, _void_for(rng, suits), flag_rate=flag_rate)


def _seven_pairs(rng: random.Random) -> SichuanSituation:
    suits = rng.sample(range(3), rng.choice((1, 2, 2)))
    fours = rng.choice((0, 0, 1, 1, 2, 3))
    while True:
        kinds = [_pick_tile(rng, suits, (0, 8)) for _ in range(7 - fours)]
        if len(set(kinds)) == len(kinds):
            break
    tiles = [t for k in kinds for t in (k, k)] + [t for k in kinds[:fours] for t in (k, k)]
    return _finish(rng, tiles, [], _void_for(rng, suits))


def _roots(rng: random.Random) -> SichuanSituation:
    while True:
        base = rng.randrange(5)
        s = _regular(rng, _two_suits(rng), chow_weight=0.6, kong_chance=0.0,
                     window=(base, base + 3))
        counts = Counter(t.index for t in s.concealed) + Counter(
            m.tile.index for m in s.melds for _ in m.tiles)
        if 4 in counts.values():
            return s


def _heavenly_earthly(rng: random.Random) -> SichuanSituation:
    while True:
        s = _regular(rng, _two_suits(rng), chow_weight=0.6, kong_chance=0.0, share=0.0)
        if rng.random() < 0.3:
            s = _seven_pairs(rng)
        if not s.melds:
            break
    heavenly = rng.random() < 0.5
    return SichuanSituation(s.concealed, (), s.win_tile, True, s.void, heavenly=heavenly,
                            earthly=not heavenly)


def _near_miss(rng: random.Random) -> SichuanSituation:
    s = _regular(rng, _two_suits(rng), chow_weight=0.6)
    concealed = list(s.concealed)
    counts = Counter(t.index for t in concealed) + Counter(
        m.tile.index for m in s.melds for _ in m.tiles)
    keep = concealed.index(s.win_tile)
    k = rng.choice([i for i in range(len(concealed)) if i != keep])
    suits = sorted({t.index // 9 for t in concealed} | {m.tile.index // 9 for m in s.melds})
    while True:
        new = 9 * rng.choice(suits) + rng.randrange(9)
        if counts[new] < 4:
            break
    concealed[k] = TILES[new]
    return SichuanSituation(tuple(sorted(concealed)), s.melds, s.win_tile, s.self_drawn,
                            s.void)


def _three_suits(rng: random.Random) -> SichuanSituation:
    """A complete hand whose concealed part holds the void suit as a third suit."""
    suits = _two_suits(rng)
    third = next(x for x in range(3) if x not in suits)
    while True:
        sets, pair = _random_sets(rng, [*suits, third], chow_weight=0.5, kong_chance=0.0)
        concealed, melds = _declare(rng, sets, pair, rng.choice((0.0, 0.5)))
        if any(t // 9 == third for t in concealed) and all(
                m.tile.index // 9 != third for m in melds):
            return _finish(rng, concealed, melds, _SUITS[third])


def _wrong_void(rng: random.Random) -> SichuanSituation:
    """A complete two-suit hand whose concealed tiles hold the declared void suit."""
    s = _regular(rng, _two_suits(rng), chow_weight=0.6)
    held = sorted({t.index // 9 for t in s.concealed})
    return SichuanSituation(s.concealed, s.melds, s.win_tile, s.self_drawn,
                            _SUITS[rng.choice(held)], s.after_kong, s.kong_discard,
                            s.robbing_kong, s.last_tile)


def random_situation(rng: random.Random, kind: str) -> SichuanSituation:
    """A random situation of the given kind (one of :data:`KINDS`).

    Raises:
        ValueError: for an unknown kind.
    """
    if kind == "plain":
        return _regular(rng, _two_suits(rng), chow_weight=0.6)
    if kind == "full_flush":
        return _regular(rng, [rng.randrange(3)], chow_weight=0.5, kong_chance=0.1)
    if kind == "all_pungs":
        return _regular(rng, rng.sample(range(3), rng.choice((1, 2, 2))), chow_weight=0.0,
                        kong_chance=0.1)
    if kind == "golden_wait":
        return _regular(rng, _two_suits(rng), chow_weight=0.0, kong_chance=0.2, share=1.0)
    if kind == "seven_pairs":
        return _seven_pairs(rng)
    if kind == "roots":
        return _roots(rng)
    if kind == "kongs":
        return _regular(rng, _two_suits(rng), chow_weight=0.3, kong_chance=0.5)
    if kind == "situational":
        return _regular(rng, _two_suits(rng), chow_weight=0.5, kong_chance=0.3, flag_rate=0.3)
    if kind == "heavenly_earthly":
        return _heavenly_earthly(rng)
    if kind == "near_miss":
        return _near_miss(rng)
    if kind == "three_suits":
        return _three_suits(rng)
    if kind == "wrong_void":
        return _wrong_void(rng)
    raise ValueError(f"unknown kind {kind!r}; expected one of {', '.join(KINDS)}")
