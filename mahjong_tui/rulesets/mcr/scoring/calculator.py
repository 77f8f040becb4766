"""Scoring one win: try the shapes, score every decomposition, keep the best.

The order follows the reference calculator (MahjongGB): without melds the
special shapes are tried first (seven pairs, honours and knitted, thirteen
orphans, knitted straight + set + pair, nine gates); with one meld only the
knitted straight. Only when none applies, or the hand is seven pairs, are the
regular decompositions scored; the highest total wins (就高不就低), and on a tie a
later decomposition replaces the kept one only if it has 一色三同顺 or 三同刻, or
the hand was seven pairs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from itertools import compress
from operator import mul

from mahjong_tui.engine.tiles import TILES
from mahjong_tui.rulesets.mcr.scoring.blocks import (
    BLOCK_ROWS,
    PACK_TEXT,
    TRAIT_ALL,
    W_PAIR_TEXT,
    W_TEXTS,
    W_WIN,
    block_record,
    block_row,
    pack_trait_bit,
    tile_bits,
)
from mahjong_tui.rulesets.mcr.scoring.exclusions import excluded_by
from mahjong_tui.rulesets.mcr.scoring.fans import FANS, F
from mahjong_tui.rulesets.mcr.scoring.hand import PreparedHand, check
from mahjong_tui.rulesets.mcr.scoring.regular import (
    KONG_ROWS,
    POINTS,
    best_division,
    division_fans,
)
from mahjong_tui.rulesets.mcr.scoring.shapes import (
    CHOW,
    KONG,
    PAIR,
    WIN_BLOCK_WAITS,
    Pack,
    to_internal,
    unique_wait_blocks,
    win_block_row,
)
from mahjong_tui.rulesets.mcr.scoring.special import (
    knitted_straight_fans,
    nine_gates_fans,
    seven_pairs_fans,
    thirteen_orphans_or_knitted_fans,
)
from mahjong_tui.rulesets.mcr.scoring.traits import flag_fans, tile_set_fans
from mahjong_tui.rulesets.mcr.scoring.types import FanHit, ScoreResult, Situation

__all__ = ["best_fans", "display_order", "score_hand", "score_prepared"]


_NOT_WIN = ScoreResult(is_win=False)


def _total(fans: dict[int, int]) -> int:
    return sum(map(mul, map(POINTS.__getitem__, fans), fans.values()))


_SEVEN_PAIRS_ORDER = tuple(map(to_internal, range(34)))
"""Internal tiles in display order (characters, dots, bamboo, honours)."""
_SEVEN_PAIRS_TEXTS = tuple(PACK_TEXT[PAIR, t, False] for t in _SEVEN_PAIRS_ORDER)
"""The text of a pair of each tile, in display order."""


def best_fans(hand: PreparedHand) -> tuple[dict[int, int], int, tuple[str, ...]] | None:
    """The fan table of the best reading of a checked hand, its total and the reading as text.

    Returns:
        ``(fan id -> count without flowers, their total, decomposition)``, or None if
        the tiles form no winning shape.
    """
    chows = sorted(t for kind, t, _m in hand.fixed if kind == CHOW)
    pungs = sorted(t for kind, t, _m in hand.fixed if kind != CHOW)
    trait = TRAIT_ALL
    bits = 0
    for kind, t, _m in hand.fixed:
        trait &= pack_trait_bit(kind, t)
        bits |= tile_bits([t - 1, t, t + 1] if kind == CHOW else [t])
    found = _best(*(bytes(hand.counts), bytes(hand.merged), hand.fixed, hand.win, hand.self_drawn,
                   hand.last_copy, hand.kong, hand.wall_last, hand.seat_wind,
                   hand.prevalent_wind, hand.flowers, hand.melded_kongs, hand.concealed_kongs,
                   hand.n_melded, tuple(chows), tuple(pungs), trait, bits,
                   tuple(_PACK_TEXT[p] for p in hand.fixed), bytes(hand.counts),
                   hand.merged.count(4) - hand.melded_kongs - hand.concealed_kongs))
    if found is None:
        return None
    return found[0], _total(found[0]), found[1]


# Fan ids as module constants for the hot path below (a class attribute costs more).
_FULL_FLUSH = F.FULL_FLUSH
_SEVEN_PAIRS = F.SEVEN_PAIRS
_TILE_HOG = F.TILE_HOG
_FLOWER_TILES = F.FLOWER_TILES
assert (W_TEXTS, W_PAIR_TEXT, W_WIN) == (4, 5, 6)
_WIN_PLACE = tuple((3, t - 27) if t >= 27 else (t // 9, t % 9) for t in range(34))
"""Tile -> its block and its place in it."""


def _special(counts: bytes, fixed: tuple[Pack, ...], merged: Sequence[int], win: int,
             self_drawn: bool, seat: int, prevalent: int, flags: dict[int, int],
             hand_fans: dict[int, int], distinct: int, even: bool,
             knitted: bool) -> tuple[dict[int, int], tuple[str, ...]] | None:
    """The special shapes, in the reference's order (at most one meld).

    The last three arguments are cheap filters: the number of distinct tile kinds
    (knitted, 全不靠 and 十三幺 need many), whether every count is even (七对), and
    whether each suit holds one of 147, 258, 369 (组合龙).
    """
    n_fixed = len(fixed)
    if n_fixed == 0:
        if even:
            fans = seven_pairs_fans(counts, win, hand_fans, flags)
            if fans is not None:
                if 4 in counts:  # four of a kind: two pairs of it
                    return fans, tuple(_PACK_TEXT[PAIR, t, False] for t in _SEVEN_PAIRS_ORDER
                                       for _ in range(counts[t] // 2))
                return fans, tuple(compress(_SEVEN_PAIRS_TEXTS,
                                            map(counts.__getitem__, _SEVEN_PAIRS_ORDER)))
        elif distinct >= 13:
            fans = thirteen_orphans_or_knitted_fans(counts, flags)
            if fans is not None:
                return fans, (_counts_text(counts),)
    if knitted and distinct >= 9:
        found = knitted_straight_fans(counts, fixed, merged, win, self_drawn, seat, prevalent,
                                      flags)
        if found is not None:
            return found[0], (*(_pack_text(p) for p in fixed), _knitted_text(counts, found[1]),
                              *(_pack_text(p) for p in display_order(found[1])))
    # 九莲宝灯 is one suit only.
    if n_fixed == 0 and distinct == 9 and _FULL_FLUSH in hand_fans:
        fans = nine_gates_fans(counts, win, flags)
        if fans is not None:
            return fans, (_counts_text(counts),)
    return None


_FLAG_FANS = tuple(flag_fans(bool(i & 1), bool(i & 2), bool(i & 4), bool(i & 8))
                   for i in range(16))
"""The flag fans of each of the 16 flag combinations (self-drawn 1, last copy 2,
kong 4, last wall tile 8): an index is cheaper than a cached call."""



def _base_fans(flag_index: int, n_melded: int) -> dict[int, int]:
    fans = dict(_FLAG_FANS[flag_index])
    self_drawn = bool(flag_index & 1)
    # Concealment: 门前清 / 不求人 with no claimed meld, 全求人 with four; 自摸 stays
    # beside a claimed meld (and replaces 全求人 when self-drawn).
    if n_melded == 0:
        fans[F.FULLY_CONCEALED_HAND if self_drawn else F.CONCEALED_HAND] = 1
    elif n_melded == 4:
        fans[F.SELF_DRAWN if self_drawn else F.MELDED_HAND] = 1
    elif self_drawn:
        fans[F.SELF_DRAWN] = 1
    return fans


_BASE_FANS = tuple(tuple(_base_fans(i, n) for n in range(5)) for i in range(16))
"""Flag combination (as for :data:`_FLAG_FANS`) -> claimed melds 0..4 -> the flag
fans with the concealment fans: what every regular decomposition of the hand starts from."""
_BASE = tuple(tuple((fans, excluded_by(fans)) for fans in row) for row in _BASE_FANS)
"""The same -> those fans and what they exclude."""

_BLOCK_0, _BLOCK_1, _BLOCK_2, _BLOCK_3 = slice(0, 9), slice(9, 18), slice(18, 27), slice(27, 34)
"""The blocks' places in the 34 counts (slice objects built once, not per hand)."""

_EMPTY_SUIT = bytes(9)
_EMPTY_HONORS = bytes(7)
_EMPTY_RECORD = block_record(0, _EMPTY_SUIT)
"""The record of an empty block (the same for each block)."""
_ROWS_0, _ROWS_1, _ROWS_2, _ROWS_3 = BLOCK_ROWS
_WIN_WAITS = WIN_BLOCK_WAITS


def _best(counts: bytes, merged: bytes, fixed: tuple[Pack, ...], win: int, self_drawn: bool,
          last_copy: bool, kong: bool, wall_last: bool, seat: int, prevalent: int,
          _flowers: int, melded_kongs: int, concealed_kongs: int, n_melded: int,
          fixed_chows: tuple[int, ...], fixed_pungs: tuple[int, ...], fixed_trait: int,
          fixed_bits: int, fixed_texts: tuple[str, ...], packed: bytes,
          tile_hog: int) -> tuple[dict[int, int], tuple[str, ...]] | None:
    """The fans of the best reading (without flowers) and the reading as text.

    The arguments are the fields of a :data:`~mahjong_tui.rulesets.mcr.scoring.hand.Checked`
    tuple, passed as ``_best(*hand)`` (cheaper than unpacking it here).
    """
    # Most wins have none of the last three flags: no arithmetic then (a bool indexes
    # as 0 or 1).
    flag_index = (self_drawn + 2 * last_copy + 4 * kong + 8 * wall_last
                  if last_copy or kong or wall_last else self_drawn)
    # Bytes: one allocation per block, and a cheap hash for the table look-ups.
    c0 = packed[_BLOCK_0]
    c1 = packed[_BLOCK_1]
    c2 = packed[_BLOCK_2]
    c3 = packed[_BLOCK_3]
    # An empty block (a suit or the honours not held) is common: skip its look-up.
    bits0, w0, res0, knit0, distinct0, even0, v0 = (
        _EMPTY_RECORD if c0 == _EMPTY_SUIT else _ROWS_0.get(c0) or block_row(0, c0))
    bits1, w1, res1, knit1, distinct1, even1, v1 = (
        _EMPTY_RECORD if c1 == _EMPTY_SUIT else _ROWS_1.get(c1) or block_row(1, c1))
    bits2, w2, res2, knit2, distinct2, even2, v2 = (
        _EMPTY_RECORD if c2 == _EMPTY_SUIT else _ROWS_2.get(c2) or block_row(2, c2))
    bits3, w3, res3, _knit3, distinct3, even3, v3 = (
        _EMPTY_RECORD if c3 == _EMPTY_HONORS else _ROWS_3.get(c3) or block_row(3, c3))
    hand_fans, hand_excluded = tile_set_fans(bits0 | bits1 | bits2 | bits3 | fixed_bits)

    best: dict[int, int] | None = None
    best_total = 0
    desc: tuple[str, ...] = ()
    seven_pairs = False
    n_fixed = n_melded + concealed_kongs  # len(fixed), without the call
    if n_fixed <= 1:
        distinct = distinct0 + distinct1 + distinct2 + distinct3
        even = even0 and even1 and even2 and even3
        knitted = knit0 & knit1 & knit2 != 0
        # The filters of _special first: most hands fail them all.
        if knitted or (n_fixed == 0 and (even or distinct >= 13
                                         or (distinct == 9 and _FULL_FLUSH in hand_fans))):
            found = _special(counts, fixed, merged, win, self_drawn, seat, prevalent,
                             _FLAG_FANS[flag_index], hand_fans, distinct, even, knitted)
        else:
            found = None
        if found is not None:
            best, desc = found
            if _SEVEN_PAIRS not in best:
                return best, desc
            best_total = _total(best)
            seven_pairs = True
    # Regular: every block splits and exactly one holds the pair.
    if res0 + res1 + res2 + res3 != 1:
        return (best, desc) if best is not None else None

    win_block, win_offset = _WIN_PLACE[win]
    blocks = (w0, w1, w2, w3)
    win_ways = blocks[win_block]
    pair_block = 0 if res0 else 1 if res1 else 2 if res2 else 3
    # Wait fans need a unique wait (独听), and neither 全求人 nor 四杠. Skip the test
    # when no decomposition could give a wait fan anyway (the winning tile is then
    # only ever part of a pung).
    wait_fans = False
    if (self_drawn or n_melded != 4) and melded_kongs + concealed_kongs != 4:
        for way in win_ways:
            if way[6][win_offset][2]:  # field 6: W_WIN
                # The commonest outcomes of unique_wait_blocks, read here: two tiles or
                # more complete the winning tile's block, or nothing else can count
                # (the pair's block cannot take a tile, and with melds no seven pairs).
                block = (c0, c1, c2, c3)[win_block]
                waits, pair_ok = (_WIN_WAITS[win_block][win_offset].get(block)
                                  or win_block_row(win_block, block, win_offset))
                if len(waits) > 1:
                    break
                if fixed and not (pair_ok and pair_block != win_block):
                    wait_fans = len(waits) == 1
                else:
                    wait_fans = unique_wait_blocks((c0, c1, c2, c3), win_block, win_offset,
                                                   pair_block, packed if not fixed else None)
                break

    base_fans, base_excluded = _BASE[flag_index][n_melded]
    # A new table (the two share no fan).
    base = base_fans | hand_fans
    # 四归一 excludes nothing.
    if tile_hog:
        base[_TILE_HOG] = tile_hog
    dropped = base_excluded + hand_excluded
    kong_row = KONG_ROWS[melded_kongs][concealed_kongs]
    if (best is None and v0 is not None and v1 is not None and v2 is not None
            and v3 is not None):
        # One decomposition and nothing to beat: no totals to compare.
        pair_way = blocks[pair_block][0]
        division_fans(base, dropped, v0, v1, v2, v3, win_ways[0], pair_way, fixed_chows,
                      fixed_pungs, fixed_trait, win_offset, self_drawn, wait_fans, kong_row, seat,
                      prevalent)
        best = base
    else:
        found_regular = best_division(blocks, base, dropped, fixed_chows, fixed_pungs,
                                      fixed_trait, win_block, win_offset, pair_block, self_drawn,
                                      wait_fans, kong_row, seat, prevalent, best_total,
                                      seven_pairs)
        if found_regular is None:
            assert best is not None
            return best, desc
        best, ways = found_regular
        v0, v1, v2, v3 = ways
        pair_way = ways[pair_block]
    # Shown by suit (characters, dots, bamboo: blocks 0, 2, 1), then honours, then the
    # pair (one block holds it).
    # (Fields 4 and 5 of a way: W_TEXTS and W_PAIR_TEXT, as literals.)
    return best, (fixed_texts + v0[4] + v2[4] + v1[4] + v3[4] + pair_way[5])


def display_order(division: tuple[Pack, ...]) -> tuple[Pack, ...]:
    """The concealed sets of a division as shown to players: by suit (characters, dots,
    bamboo, honours) and tile, then the pair."""
    *sets, pair = division
    sets.sort(key=lambda p: (to_internal(p[1]), p[0]))
    return (*sets, pair)


def _pack_tiles(packs: Sequence[Pack]) -> list[int]:
    out: list[int] = []
    for kind, t, _m in packs:
        if kind == CHOW:
            out += [t - 1, t, t + 1]
        else:
            out += [t] * (4 if kind == KONG else 2 if kind == PAIR else 3)
    return out


_DISPLAY_SUITS = ((0, "m"), (18, "p"), (9, "s"))
"""Internal start of each suit in display order (characters, dots, bamboo), its letter."""
_HONOR_TEXT = tuple(TILES[t].text for t in range(27, 34))


_RANK_TEXT = tuple(str(r) for r in range(1, 10))


def _counts_text(counts: Sequence[int]) -> str:
    """The tiles of 34 counts as one notation string, e.g. ``19m19p19sESWNCFPP``
    (what the engine's ``format_tiles`` writes, without spaces)."""
    parts = []
    for start, letter in _DISPLAY_SUITS:
        # A rank's digit repeated by its count ("" for none).
        digits = "".join(map(mul, _RANK_TEXT, counts[start:start + 9]))
        if digits:
            parts.append(digits + letter)
    parts.append("".join(map(mul, _HONOR_TEXT, counts[27:34])))
    return "".join(parts)


_PACK_TEXT = PACK_TEXT
"""Text of every possible pack, e.g. ``(CHOW, 1, False) -> "123m"``."""


def _pack_text(p: Pack) -> str:
    return _PACK_TEXT[p]


def _knitted_text(counts: Sequence[int], rest: Sequence[Pack]) -> str:
    left = list(counts)
    for t in _pack_tiles(rest):
        left[t] -= 1
    return _counts_text([1 if left[t] else 0 for t in range(27)] + [0] * 7)


_HIT_ROWS: tuple[tuple[FanHit, ...], ...] = ((), *(
    tuple(FanHit(fan.id, fan.key, fan.zh, fan.en, fan.points, count) for count in range(9))
    for fan in FANS))
"""Fan id -> count 0..8 -> the fan result, built once: results share them. No fan
counts more than 8: flowers at most 8 (checked), every other fan at most 4 (a hand
has four sets, 14 tiles: 幺九刻 and 四归一 at most 4 and 3, 缺一门 at most 3)."""


def score_prepared(hand: PreparedHand, *, minimum: int = 8) -> ScoreResult:
    """Score a hand already checked by :func:`~mahjong_tui.rulesets.mcr.scoring.hand.prepare`."""
    found = best_fans(hand)
    return _result(None if found is None else (found[0], found[2]), hand.flowers, minimum)


class _ResultUnderConstruction:
    """A :class:`ScoreResult` being built: the same slots, but writable.

    Plain attribute stores into these slots, then giving the object its real class,
    build a frozen slotted dataclass for about a third of what its constructor (or
    setting each slot through its descriptor) costs. The object returned is a
    genuine ScoreResult: same class, same fields, equal to one built by
    ``ScoreResult(...)``.
    """

    __slots__ = ScoreResult.__slots__
    is_win: bool
    fans: tuple[FanHit, ...]
    total: int
    total_without_flowers: int
    meets_minimum: bool
    decomposition: tuple[str, ...]


# Every field is set below, through a slot of the same name.
assert _ResultUnderConstruction.__annotations__.keys() == {f.name for f in fields(ScoreResult)}


def _result(found: tuple[dict[int, int], tuple[str, ...]] | None, flowers: int,
            minimum: int) -> ScoreResult:
    if found is None:
        return _NOT_WIN
    fans, desc = found
    hits = []
    base = 0
    # Sorting in place: cheaper than sorted() for a handful of ids.
    ids = [*fans]
    ids.sort()
    rows = _HIT_ROWS
    points = POINTS
    for f in ids:
        n = fans[f]
        base += points[f] * n
        hits.append(rows[f][n])
    if flowers:
        hits.append(rows[_FLOWER_TILES][flowers])
    result = _ResultUnderConstruction()
    result.is_win = True
    result.fans = tuple(hits)
    result.total = base + flowers
    result.total_without_flowers = base
    result.meets_minimum = base >= minimum
    result.decomposition = desc
    # Same slots in the same order, so the object may take the frozen class.
    result.__class__ = ScoreResult  # type: ignore[assignment]
    return result  # type: ignore[return-value]


def score_hand(situation: Situation, *, minimum: int = 8) -> ScoreResult:
    """Score one win as the reference calculator does.

    Args:
        situation: the hand, melds, winning tile, flags, winds and flowers.
        minimum: the fan minimum judged without flowers (8 in MCR).

    Returns:
        The fans of the best decomposition (``is_win`` False when the tiles form no
        winning shape; a winning shape under the minimum is still ``is_win``).

    Raises:
        InvalidHandError: impossible input (wrong tile count, a fifth copy, a
            malformed meld, contradictory flags).
    """
    hand = check(situation)
    return _result(_best(*hand), hand[10], minimum)
