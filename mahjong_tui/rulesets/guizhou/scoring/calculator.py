"""The Guizhou win test, its waits, and the score of a win with its full breakdown.

A complete hand is four sets (chows in the hand count; chows are never claimed)
and a pair, or seven pairs with no melds (a four is two pairs: 龙七对). Tiles are
counted over the 27 suited kinds (``Tile.index`` 0..26).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from mahjong_tui.engine.melds import Meld, MeldKind
from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.rulesets.guizhou.scoring.types import (
    GuizhouInputError,
    GuizhouItem,
    GuizhouScore,
    GuizhouSituation,
)
from mahjong_tui.rulesets.guizhou.scoring.values import (
    AFTER_KONG,
    ALL_PUNGS,
    DRAGON_SEVEN_PAIRS,
    PLAIN,
    SEVEN_PAIRS,
    hand_item,
)

__all__ = ["best_shape", "is_complete", "score_guizhou", "winning_tiles"]

_SHAPE_TEXT = {PLAIN: "sets and a pair", ALL_PUNGS: "all pungs",
               SEVEN_PAIRS: "seven pairs", DRAGON_SEVEN_PAIRS: "seven pairs with a four"}


@cache
def _sets(counts: tuple[int, ...]) -> bool:
    """One suit's nine counts split into pungs and chows."""
    i = next((k for k, c in enumerate(counts) if c), -1)
    if i < 0:
        return True
    c = list(counts)
    if c[i] >= 3:
        c[i] -= 3
        if _sets(tuple(c)):
            return True
        c[i] += 3
    if i <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        return _sets(tuple(c))
    return False


@cache
def _sets_and_pair(counts: tuple[int, ...]) -> bool:
    """One suit's nine counts split into sets and exactly one pair."""
    for i, c in enumerate(counts):
        if c >= 2:
            rest = list(counts)
            rest[i] -= 2
            if _sets(tuple(rest)):
                return True
    return False


def _regular(counts: Sequence[int]) -> bool:
    """Sets and one pair over the three suits."""
    pairs = 0
    for s in range(3):
        suit = tuple(counts[9 * s:9 * s + 9])
        r = sum(suit) % 3
        if r == 1:
            return False
        if r == 2:
            pairs += 1
            if pairs > 1 or not _sets_and_pair(suit):
                return False
        elif not _sets(suit):
            return False
    return pairs == 1


def best_shape(counts: Sequence[int], melds: int) -> str | None:
    """The most valuable reading of concealed ``counts`` (27 kinds, the winning
    tile included) with ``melds`` pungs or kongs beside them, or ``None`` when the
    tiles are not complete: ``dragon_seven_pairs``, ``seven_pairs``, ``all_pungs``
    or ``plain``."""
    if sum(counts) + 3 * melds != 14:
        return None
    if melds == 0 and all(c % 2 == 0 for c in counts):
        return DRAGON_SEVEN_PAIRS if 4 in counts else SEVEN_PAIRS
    if sorted(c for c in counts if c) == [2] + [3] * (4 - melds):
        return ALL_PUNGS
    return PLAIN if _regular(counts) else None


def is_complete(counts: Sequence[int], melds: int) -> bool:
    """Whether concealed ``counts`` and ``melds`` pungs or kongs form a complete hand."""
    return best_shape(counts, melds) is not None


def winning_tiles(concealed13: Sequence[Tile], melds: Sequence[Meld]) -> frozenset[Tile]:
    """The tiles that would complete the hand (never a fifth copy of a held kind)."""
    counts = [0] * 27
    for t in concealed13:
        if not t.is_suited:
            return frozenset()
        counts[t.index] += 1
    return frozenset(TILES[i] for i in _waits(tuple(counts), len(melds)))


@lru_cache(maxsize=1 << 16)
def _waits(counts: tuple[int, ...], melds: int) -> tuple[int, ...]:
    out = []
    c = list(counts)
    for i in range(27):
        if c[i] >= 4:
            continue
        c[i] += 1
        if best_shape(c, melds) is not None:
            out.append(i)
        c[i] -= 1
    return tuple(out)


def _validate(s: GuizhouSituation) -> list[int]:
    for t in (*s.concealed, s.win_tile):
        if not t.is_suited:
            raise GuizhouInputError(f"{t.text}: Guizhou is played with m, p and s tiles only")
    for m in s.melds:
        if m.kind is MeldKind.CHOW:
            raise GuizhouInputError(f"meld {m.text}: Guizhou has no chows")
        if not m.tiles[0].is_suited:
            raise GuizhouInputError(f"meld {m.text}: only m, p and s tiles are played")
    if len(s.concealed) + 3 * len(s.melds) != 14:
        raise GuizhouInputError(
            f"{len(s.concealed)} concealed tiles and {len(s.melds)} melds: a winning hand "
            "has 14 concealed tiles less 3 per meld")
    counts = [0] * 27
    for t in s.concealed:
        counts[t.index] += 1
    if s.win_tile not in s.concealed:
        raise GuizhouInputError(f"the winning tile {s.win_tile.text} is not in the hand")
    held = counts.copy()
    for m in s.melds:
        held[m.tiles[0].index] += len(m.tiles)
    fifth = [TILES[i].text for i, c in enumerate(held) if c > 4]
    if fifth:
        raise GuizhouInputError(f"more than four copies of {', '.join(fifth)}")
    if s.self_drawn and (s.robbing_kong or s.hot_shot):
        raise GuizhouInputError("a self-drawn win is neither a robbed kong nor a 热炮")
    if s.robbing_kong and s.hot_shot:
        raise GuizhouInputError("a robbed kong is not a 热炮")
    if s.after_kong and not (s.self_drawn and any(len(m.tiles) == 4 for m in s.melds)):
        raise GuizhouInputError("杠上胡 is a self-draw after one's own kong")
    return counts


def score_guizhou(situation: GuizhouSituation, *, clean_seven_pairs: int = 90,
                  plain_discard_needs_dou: bool = True) -> GuizhouScore:
    """Score a win by the value table: its breakdown, value per payer and shares.

    Args:
        situation: the win.
        clean_seven_pairs: the value of 清七对 (decision: 90).
        plain_discard_needs_dou: a 平胡 (neither flush nor any higher shape) wins on
            a discard only if the winner holds a 豆 (a kong); a 热炮 and a robbed
            kong are exempt, as the source says.

    Raises:
        GuizhouInputError: for a situation that cannot occur.
    """
    counts = _validate(situation)
    shape = best_shape(counts, len(situation.melds))
    if shape is None:
        return GuizhouScore(False, (), 0, 0, 0, "", "not four sets and a pair, nor seven pairs")
    suits = {t.suit for t in situation.concealed} | {m.tiles[0].suit for m in situation.melds}
    flush = len(suits) == 1
    holds_dou = any(len(m.tiles) == 4 for m in situation.melds)
    if (shape == PLAIN and not flush and plain_discard_needs_dou and not holds_dou
            and not (situation.self_drawn or situation.robbing_kong or situation.hot_shot)):
        return GuizhouScore(False, (), 0, 0, 0, _SHAPE_TEXT[shape],
                            "平胡 wins on a discard only with a 豆 (a kong)")
    items: list[GuizhouItem] = [hand_item(shape, flush, clean_seven_pairs)]
    if situation.after_kong:
        items.append(AFTER_KONG)
    value = sum(i.value for i in items)
    payers = 3 if situation.self_drawn or situation.robbing_kong else 1
    return GuizhouScore(True, tuple(items), value, payers, value * payers,
                        _SHAPE_TEXT[shape], "")
