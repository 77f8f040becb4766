"""Random situations of every winning shape, for differential tests and benchmarks.

:func:`random_situation` builds a legal situation (at most four copies of a
tile, consistent win flags) of a chosen shape: a regular hand (with a random
share of declared melds and kongs), seven pairs, seven shifted pairs, thirteen
orphans, honours and knitted tiles, knitted straight + set + pair, nine gates,
or a near miss (a regular hand with one tile changed, usually not winning).
"""

from __future__ import annotations

import random
from collections import Counter

from mahjong_tui.engine.melds import Meld, MeldKind
from mahjong_tui.engine.tiles import TILES
from mahjong_tui.rulesets.mcr.scoring.shapes import (
    KNITTED_STRAIGHTS,
    TERMINALS_AND_HONORS,
    to_internal,
)
from mahjong_tui.rulesets.mcr.scoring.types import Situation, WinFlags

__all__ = ["SHAPES", "random_situation"]

SHAPES = ("regular", "regular_chowy", "regular_pungy", "seven_pairs", "seven_shifted_pairs",
          "thirteen_orphans", "honors_and_knitted", "knitted_straight", "nine_gates",
          "near_miss")

_Set = tuple[str, int]  # ("chow", first index) / ("pung", index) / ("kong", index)


def _tiles_of(s: _Set) -> list[int]:
    kind, t = s
    if kind == "chow":
        return [t, t + 1, t + 2]
    return [t] * (4 if kind == "kong" else 3)


def _random_set(rng: random.Random, chow_weight: float, kong_chance: float) -> _Set:
    if rng.random() < chow_weight:
        suit = rng.randrange(3)
        return ("chow", 9 * suit + rng.randrange(7))
    t = rng.randrange(34) if rng.random() < 0.7 else rng.randrange(27, 34)
    return ("kong" if rng.random() < kong_chance else "pung", t)


def _meld(rng: random.Random, s: _Set, concealed_kong: bool) -> Meld:
    kind = s[0]
    tiles = tuple(TILES[i] for i in _tiles_of(s))
    if kind == "chow":
        return Meld(MeldKind.CHOW, tiles, rng.choice(tiles), 1)
    if kind == "pung":
        return Meld(MeldKind.PUNG, tiles, tiles[0], rng.randint(1, 3))
    if concealed_kong:
        return Meld(MeldKind.KONG, tiles, None, 0, concealed=True)
    return Meld(MeldKind.KONG, tiles, tiles[0], rng.randint(1, 3))


def _finish(rng: random.Random, concealed: list[int], melds: list[Meld]) -> Situation:
    """Pick the winning tile among the concealed tiles and draw consistent flags."""
    win = rng.choice(concealed)
    concealed.remove(win)
    rng.shuffle(concealed)
    in_hand = concealed.count(win)
    in_melds = sum(1 for m in melds for t in m.tiles if t.index == win)
    has_kong = any(m.kind is MeldKind.KONG for m in melds)
    self_drawn = rng.random() < 0.4
    kong_replacement = self_drawn and has_kong and rng.random() < 0.3
    robbing = (not self_drawn and in_hand == 0 and in_melds == 0 and rng.random() < 0.1)
    last_wall = not (kong_replacement or robbing) and rng.random() < 0.1
    last_copy = robbing or in_melds == 3 or (in_hand == 0 and rng.random() < 0.15)
    return Situation(
        concealed=tuple(TILES[i] for i in concealed),
        melds=tuple(melds),
        win_tile=TILES[win],
        flags=WinFlags(self_drawn=self_drawn, last_copy=last_copy,
                       kong_replacement=kong_replacement, robbing_kong=robbing,
                       last_wall_tile=last_wall),
        seat_wind=rng.randrange(4),
        prevalent_wind=rng.randrange(4),
        flowers=rng.choice((0, 0, 0, 1, 2, 3, 8)),
    )


def _regular(rng: random.Random, chow_weight: float) -> Situation:
    kong_chance = rng.choice((0.0, 0.05, 0.3))
    while True:
        sets = [_random_set(rng, chow_weight, kong_chance) for _ in range(4)]
        pair = rng.randrange(34)
        counts = Counter(t for s in sets for t in _tiles_of(s))
        counts[pair] += 2
        if max(counts.values()) <= 4:
            break
    declared_share = rng.choice((0.0, 0.0, 0.25, 0.5, 0.75, 1.0))
    melds: list[Meld] = []
    concealed: list[int] = [pair, pair]
    for s in sets:
        if s[0] == "kong" or rng.random() < declared_share:
            melds.append(_meld(rng, s, concealed_kong=rng.random() < 0.4))
        else:
            concealed += _tiles_of(s)
    return _finish(rng, concealed, melds)


def _seven_pairs(rng: random.Random) -> Situation:
    while True:
        pairs = [rng.randrange(34) for _ in range(7)]
        if max(Counter(pairs).values()) <= 2:
            break
    return _finish(rng, [t for p in pairs for t in (p, p)], [])


def _seven_shifted_pairs(rng: random.Random) -> Situation:
    start = 9 * rng.randrange(3) + rng.randrange(3)
    return _finish(rng, [t for t in range(start, start + 7) for _ in range(2)], [])


def _thirteen_orphans(rng: random.Random) -> Situation:
    ours = [to_internal(t) for t in TERMINALS_AND_HONORS]
    return _finish(rng, [*ours, rng.choice(ours)], [])


def _honors_and_knitted(rng: random.Random) -> Situation:
    straight = [to_internal(t) for t in rng.choice(KNITTED_STRAIGHTS)]
    n = rng.randint(7, 9)
    tiles = rng.sample(straight, n) + rng.sample(range(27, 34), 14 - n)
    return _finish(rng, tiles, [])


def _knitted_straight(rng: random.Random) -> Situation:
    straight = [to_internal(t) for t in rng.choice(KNITTED_STRAIGHTS)]
    while True:
        s = _random_set(rng, 0.5, 0.0)
        pair = rng.randrange(34)
        counts = Counter(straight + _tiles_of(s) + [pair, pair])
        if max(counts.values()) <= 4:
            break
    if rng.random() < 0.4:
        return _finish(rng, [*straight, pair, pair], [_meld(rng, s, concealed_kong=False)])
    return _finish(rng, [*straight, *_tiles_of(s), pair, pair], [])


def _nine_gates(rng: random.Random) -> Situation:
    base = 9 * rng.randrange(3)
    tiles = [base] * 3 + list(range(base + 1, base + 8)) + [base + 8] * 3
    return _finish(rng, [*tiles, base + rng.randrange(9)], [])


def _near_miss(rng: random.Random) -> Situation:
    s = _regular(rng, 0.6)
    concealed = list(s.concealed)
    counts = Counter(t.index for t in concealed) + Counter(t.index for m in s.melds
                                                           for t in m.tiles)
    counts[s.win_tile.index] += 1
    k = rng.randrange(len(concealed))
    while True:
        new = rng.randrange(34)
        if counts[new] < 4:
            break
    concealed[k] = TILES[new]
    return Situation(tuple(concealed), s.melds, s.win_tile, s.flags, s.seat_wind,
                     s.prevalent_wind, s.flowers)


def random_situation(rng: random.Random, shape: str) -> Situation:
    """A random legal situation of the given shape (one of :data:`SHAPES`)."""
    if shape == "regular":
        return _regular(rng, 0.55)
    if shape == "regular_chowy":
        return _regular(rng, 0.9)
    if shape == "regular_pungy":
        return _regular(rng, 0.15)
    if shape == "near_miss":
        return _near_miss(rng)
    builders = {
        "seven_pairs": _seven_pairs,
        "seven_shifted_pairs": _seven_shifted_pairs,
        "thirteen_orphans": _thirteen_orphans,
        "honors_and_knitted": _honors_and_knitted,
        "knitted_straight": _knitted_straight,
        "nine_gates": _nine_gates,
    }
    if shape not in builders:
        raise ValueError(f"unknown shape {shape!r}; expected one of {', '.join(SHAPES)}")
    return builders[shape](rng)


