"""Scoring a Sichuan win: check the input, read the hand every way, keep the best reading.

One search (:func:`.shapes.readings`, plus seven pairs) gives every reading of
the concealed tiles; each reading's traits and counters are matched against the
fan table of the preset's model (:mod:`.fans`); the reading with the most fan is
kept (the first one found on a tie).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from mahjong_tui.engine.melds import Meld, MeldKind
from mahjong_tui.engine.tiles import TILES, Suit, Tile
from mahjong_tui.rulesets.sichuan.scoring.fans import (
    CHENGDU_ADDONS,
    CHENGDU_PATTERNS,
    SBR_FANS,
    FanRule,
)
from mahjong_tui.rulesets.sichuan.scoring.shapes import (
    Reading,
    is_seven_pairs,
    readings,
    suited_counts,
)
from mahjong_tui.rulesets.sichuan.scoring.types import (
    SichuanFan,
    SichuanInputError,
    SichuanScore,
    SichuanScoring,
    SichuanSituation,
)

__all__ = ["best_ready_value", "is_winning_shape", "ready_values", "score_sichuan",
           "winning_kinds", "winning_tiles"]

_SUITS = (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO)


@dataclass(frozen=True, slots=True)
class _Flags:
    """The win flags as traits: only those that can score under the preset."""

    traits: frozenset[str]
    forced_to_cap: bool


def _no_flags() -> _Flags:
    return _Flags(frozenset(), False)


def _suit_index(tile_index: int) -> int:
    return tile_index // 9


def _not_suited(tiles: Iterable[Tile]) -> Tile | None:
    for t in tiles:
        if not t.is_suited:
            return t
    return None


def _illegal_reason(counts: Sequence[int], melds: Sequence[Meld], void: Suit | None) -> str:
    """Why the tiles cannot win whatever their shape ('' when suits and void are fine)."""
    suits = {_suit_index(i) for i, c in enumerate(counts) if c}
    suits.update(_suit_index(m.tile.index) for m in melds)
    if void is not None:
        v = _SUITS.index(void) if void in _SUITS else -1
        held = [i for i, c in enumerate(counts) if c and _suit_index(i) == v]
        held += [m.tile.index for m in melds if _suit_index(m.tile.index) == v]
        if held:
            return f"holds a tile of the void suit ({TILES[min(held)].text})"
    if len(suits) > 2:
        return "holds all three suits (at most two may win)"
    return ""


def _shape_readings(counts: list[int], melds: Sequence[Meld]) -> list[Reading | None]:
    """Every reading; ``None`` stands for seven pairs."""
    found: list[Reading | None] = []
    if not melds and is_seven_pairs(counts):
        found.append(None)
    found.extend(readings(counts))
    return found


def is_winning_shape(concealed: Sequence[Tile], melds: Sequence[Meld],
                     void: Suit | None) -> bool:
    """Whether the tiles form a legal Sichuan win.

    Four sets and a pair, or seven pairs without melds (an unkonged four is two
    pairs); at most two suits in the whole hand, melds included; no tile of the
    void suit in the hand or the melds.

    Args:
        concealed: the concealed tiles, winning tile included.
        melds: pungs and kongs.
        void: the declared void suit, or ``None``.
    """
    if _not_suited(concealed) or any(m.kind is MeldKind.CHOW or not m.tile.is_suited
                                     for m in melds):
        return False
    if len(concealed) + 3 * len(melds) != 14:
        return False
    counts = suited_counts([t.index for t in concealed])
    if _illegal_reason(counts, melds, void):
        return False
    if not melds and is_seven_pairs(counts):
        return True
    return next(readings(counts), None) is not None


def winning_tiles(concealed13: Sequence[Tile], melds: Sequence[Meld],
                  void: Suit | None) -> frozenset[Tile]:
    """The tiles that would complete the hand.

    A tile of which the concealed tiles already hold all four is not a wait;
    copies in one's own melds do not matter (the shape decides).

    Args:
        concealed13: the concealed tiles before the win.
        melds: pungs and kongs.
        void: the declared void suit, or ``None``.
    """
    if _not_suited(concealed13) or any(m.kind is MeldKind.CHOW or not m.tile.is_suited
                                       for m in melds):
        return frozenset()
    counts = suited_counts([t.index for t in concealed13])
    return frozenset(TILES[i] for i in _kinds(tuple(counts),
                                              tuple(sorted(m.tile.index for m in melds)),
                                              void))


def winning_kinds(counts: Sequence[int], melds: Sequence[Meld],
                  void: Suit | None) -> frozenset[int]:
    """:func:`winning_tiles` by counts: the kinds (tile indices) that would complete
    the concealed tiles counted in ``counts`` (by tile index, 27 or more entries)."""
    if any(counts[27:]) or any(m.kind is MeldKind.CHOW or not m.tile.is_suited
                               for m in melds):
        return frozenset()
    return _kinds(tuple(counts[:27]), tuple(sorted(m.tile.index for m in melds)), void)


@lru_cache(maxsize=1 << 16)
def _kinds(counts: tuple[int, ...], meld_kinds: tuple[int, ...],
           void: Suit | None) -> frozenset[int]:
    """The waits by count vector (memoised: the engine asks after every change of a
    player's tiles, the drawn-hand settlement again at the end)."""
    if sum(counts) + 3 * len(meld_kinds) != 13:
        return frozenset()
    return frozenset(_search_waits(list(counts), meld_kinds, void))


def _search_waits(counts: list[int], meld_kinds: tuple[int, ...],
                  void: Suit | None) -> set[int]:
    """The kinds completing 13 tiles (``counts`` over the 27 suited kinds) with the
    melds ``meld_kinds``."""
    suits = {i // 9 for i in range(27) if counts[i]}
    suits.update(i // 9 for i in meld_kinds)
    void_index = _SUITS.index(void) if void in _SUITS else -1
    if void_index in suits or len(suits) > 2:
        return set()
    # A chow never spans two suits: the tiles read as sets and one pair exactly when
    # one suit reads as sets and the pair and each other suit as sets only. Each
    # suit's reading is asked of the search once (``_suit_reads``); a tile changes
    # only its own suit.
    parts = [tuple(counts[base:base + 9]) for base in (0, 9, 18)]
    sizes = [sum(part) for part in parts]
    fits = [n % 3 != 1 and (n == 0 or _suit_reads(part, n % 3 == 2))
            for part, n in zip(parts, sizes, strict=True)]
    pairs = [n % 3 == 2 for n in sizes]
    # Per suit the tile may go to: do the other two suits read, and with a pair?
    others_fit = [fits[1] and fits[2], fits[0] and fits[2], fits[0] and fits[1]]
    others_pairs = [pairs[1] + pairs[2], pairs[0] + pairs[2], pairs[0] + pairs[1]]
    # Seven pairs one away holds six pairs already.
    seven = not meld_kinds and sum(c >> 1 for c in counts) >= 6
    waits: set[int] = set()
    for s in (0, 1, 2):
        if s == void_index or (len(suits) == 2 and s not in suits):
            continue  # a third suit, or the void one
        residue = (sizes[s] + 1) % 3
        regular = residue != 1 and others_fit[s] and others_pairs[s] + (residue == 2) == 1
        if not (regular or seven):
            continue
        base = 9 * s
        part = parts[s]
        for r in range(9):
            if part[r] >= 4:
                continue
            i = base + r
            if seven:
                trial = counts.copy()
                trial[i] += 1
                if is_seven_pairs(trial):
                    waits.add(i)
                    continue
            if regular:
                grown = list(part)
                grown[r] += 1
                if _suit_reads(tuple(grown), residue == 2):
                    waits.add(i)
    return waits


@lru_cache(maxsize=1 << 14)
def _suit_reads(suit: tuple[int, ...], with_pair: bool) -> bool:
    """One suit's counts read as sets and the pair (``with_pair``) or as sets only,
    by the search itself: alone in the first suit, with a pair of the last suit's 9
    (it can be nothing but the pair) when sets only are asked."""
    counts = [*suit, *(0,) * 18]
    if not with_pair:
        counts[26] = 2
    return next(readings(counts), None) is not None


def _validate(s: SichuanSituation) -> None:
    bad = _not_suited((*s.concealed, s.win_tile))
    if bad is not None:
        raise SichuanInputError(f"{bad.text} is not a Sichuan tile (only m, p and s tiles)")
    for m in s.melds:
        if m.kind is MeldKind.CHOW:
            raise SichuanInputError(f"Sichuan has no chows (meld {m.text})")
        if not m.tile.is_suited:
            raise SichuanInputError(f"{m.tile.text} is not a Sichuan tile (only m, p and s tiles)")
    if len(s.melds) > 4:
        raise SichuanInputError(f"{len(s.melds)} melds; a hand has at most 4")
    need = 14 - 3 * len(s.melds)
    if len(s.concealed) != need:
        raise SichuanInputError(
            f"the hand has {len(s.concealed)} concealed tiles, expected {need} "
            f"(14 - 3 per meld, winning tile included)")
    counts = suited_counts([t.index for t in s.concealed])
    for m in s.melds:
        counts[m.tile.index] += len(m.tiles)
    for i, c in enumerate(counts):
        if c > 4:
            raise SichuanInputError(f"{c} copies of {TILES[i].text}; there are only 4")
    if s.win_tile not in s.concealed:
        raise SichuanInputError(f"the winning tile {s.win_tile.text} is not in the hand")
    _validate_flags(s)


def _validate_flags(s: SichuanSituation) -> None:
    if s.self_drawn and (s.robbing_kong or s.kong_discard):
        raise SichuanInputError("robbing a kong and 杠上炮 are wins on another's tile, "
                                "not self-drawn")
    if not s.self_drawn and (s.after_kong or s.heavenly):
        raise SichuanInputError("杠上花 and 天胡 are self-drawn wins")
    if s.after_kong and not any(m.is_kong for m in s.melds):
        raise SichuanInputError("杠上花 needs a kong among the winner's melds")
    if s.robbing_kong and s.last_tile:
        raise SichuanInputError("no kong can be made, so none robbed, after the last tile")
    if s.robbing_kong and (s.concealed.count(s.win_tile) != 1
                           or any(m.tile == s.win_tile for m in s.melds)):
        raise SichuanInputError(
            f"a robbed {s.win_tile.text} leaves the konger's pung the other three copies")
    if s.heavenly and s.earthly:
        raise SichuanInputError("天胡 is the dealer's, 地胡 another player's: not both")
    if (s.heavenly or s.earthly) and s.melds:
        raise SichuanInputError("天胡 and 地胡 come before any pung or kong")


def _flags(s: SichuanSituation, scoring: SichuanScoring) -> _Flags:
    traits = set()
    if s.robbing_kong:
        traits.add("robbing_kong")
    if s.kong_discard:
        traits.add("kong_discard")
    if s.after_kong:
        traits.add("after_kong")
    if s.last_tile:
        traits.add("last_tile")
    forced = False
    if scoring.heavenly_earthly and (s.heavenly or s.earthly):
        if scoring.model == "chengdu":
            traits.add("heavenly" if s.heavenly else "earthly")
        else:
            forced = True  # the additive model has no such fan: the win is worth the cap
    return _Flags(frozenset(traits), forced)


def _counters(counts: Sequence[int], melds: Sequence[Meld]) -> dict[str, int]:
    physical = list(counts)
    kong_kinds = set()
    for m in melds:
        physical[m.tile.index] += len(m.tiles)
        if m.is_kong:
            kong_kinds.add(m.tile.index)
    # One tile kind gives one 根 (or, konged, one 杠) at most, even when a
    # hypothetical wait would make a fifth copy.
    fours = [i for i, c in enumerate(physical) if c >= 4]
    return {
        "kongs": len(kong_kinds),
        "fours": len(fours),
        "unkonged_fours": sum(1 for i in fours if i not in kong_kinds),
    }


def _hand_traits(counts: Sequence[int], melds: Sequence[Meld]) -> set[str]:
    kinds = [i for i, c in enumerate(counts) if c] + [m.tile.index for m in melds]
    traits = set()
    if len({_suit_index(i) for i in kinds}) == 1:
        traits.add("flush")
    if all(i % 9 in (1, 4, 7) for i in kinds):
        traits.add("only_258")
    if len(melds) == 4:
        traits.add("four_melds")
    return traits


def _has_terminal(kind: str, i: int) -> bool:
    if kind == "chow":
        return i % 9 in (0, 6)
    return i % 9 in (0, 8)


def _reading_traits(reading: Reading | None, counts: Sequence[int],
                    melds: Sequence[Meld]) -> set[str]:
    if reading is None:
        traits = {"seven_pairs"}
        if any(c == 4 for c in counts):
            traits.add("four_in_pairs")
        return traits
    sets, pair = reading
    traits = {"regular"}
    if all(kind == "pung" for kind, _ in sets):
        traits.add("all_pungs")
    if pair % 9 in (0, 8) and all(_has_terminal(k, i) for k, i in sets) and all(
            m.tile.index % 9 in (0, 8) for m in melds):
        traits.add("terminal_sets")
    return traits


def _applies(rule: FanRule, traits: frozenset[str] | set[str]) -> bool:
    return rule.needs <= traits


def _fan(rule: FanRule, count: int, points: bool) -> SichuanFan:
    return SichuanFan(rule.id, rule.zh, rule.en, rule.points if points else rule.fan, count)


def _addons(rules: Sequence[FanRule], traits: set[str], counters: dict[str, int],
            fours_absorbed: int, points: bool) -> list[SichuanFan]:
    fans = []
    for rule in rules:
        if not _applies(rule, traits):
            continue
        count = 1
        if rule.per is not None:
            count = counters[rule.per] - (fours_absorbed if rule.per == "fours" else 0)
        if count > 0:
            fans.append(_fan(rule, count, points))
    return fans


def _evaluate(traits: set[str], counters: dict[str, int],
              scoring: SichuanScoring) -> list[SichuanFan]:
    """The fans of one reading under the preset (zero-fan rows left out)."""
    points = scoring.linear_points
    if scoring.model == "sbr":
        return _addons(SBR_FANS, traits, counters, 0, False)
    best: list[SichuanFan] = []
    best_key = (-1, -1)
    for rule in CHENGDU_PATTERNS:
        if not _applies(rule, traits):
            continue
        absorbed = 1 if rule.absorbs_four and not points else 0
        fans = [_fan(rule, 1, points),
                *_addons(CHENGDU_ADDONS, traits, counters, absorbed, points)]
        fans = [f for f in fans if f.fan > 0]
        key = (sum(f.total for f in fans), rule.points if points else rule.fan)
        if key >= best_key:  # on a tie the later, more particular pattern is named
            best, best_key = fans, key
    return best


@dataclass(frozen=True, slots=True)
class _Best:
    fans: tuple[SichuanFan, ...]
    raw_fan: int
    reading: Reading | None


def _best_reading(counts: list[int], melds: Sequence[Meld], flags: _Flags,
                  scoring: SichuanScoring) -> _Best | None:
    found = _shape_readings(counts, melds)
    if not found:
        return None
    hand = _hand_traits(counts, melds) | flags.traits
    counters = _counters(counts, melds)
    best: _Best | None = None
    for reading in found:
        fans = _evaluate(hand | _reading_traits(reading, counts, melds), counters, scoring)
        raw = sum(f.total for f in fans)
        if best is None or raw > best.raw_fan:
            best = _Best(tuple(fans), raw, reading)
    return best


def _capped(raw: int, scoring: SichuanScoring, forced: bool) -> int:
    if scoring.cap is None or scoring.linear_points:
        return raw
    return scoring.cap if forced else min(raw, scoring.cap)


def _value(total: int, scoring: SichuanScoring) -> int:
    return total if scoring.linear_points else 2 ** total


def _meld_text(m: Meld) -> str:
    if not m.is_kong:
        return f"pung {m.text}"
    kind = "concealed kong" if m.concealed else "added kong" if m.added else "kong"
    return f"{kind} {m.text}"


def _shape_text(reading: Reading | None, counts: Sequence[int], melds: Sequence[Meld]) -> str:
    if reading is None:
        pairs = [f"{TILES[i].rank}{TILES[i].text}" for i, c in enumerate(counts)
                 for _ in range(c // 2)]
        return "seven pairs " + " ".join(pairs)
    sets, pair = reading
    parts = [_meld_text(m) for m in melds]
    for kind, i in sets:
        if kind == "pung":
            parts.append(f"pung {str(TILES[i].rank) * 3}{TILES[i].text[1]}")
        else:
            r = TILES[i].rank
            parts.append(f"chow {r}{r + 1}{r + 2}{TILES[i].text[1]}")
    tile = TILES[pair]
    return ", ".join(parts) + f"; pair {tile.rank}{tile.text}"


def _no_win(reason: str) -> SichuanScore:
    return SichuanScore(False, (), 0, 0, 0, 0, "", reason)


def score_sichuan(situation: SichuanSituation, scoring: SichuanScoring) -> SichuanScore:
    """Score a win under a preset's options.

    Args:
        situation: the hand, melds, winning tile and win flags.
        scoring: the preset's scoring options (``CHENGDU``, ``SBR`` or a variant).

    Returns:
        The best reading's fans, raw and capped fan, value and payment; for a hand
        that is not a legal win, ``is_win=False`` and the reason.

    Raises:
        SichuanInputError: for a situation that cannot occur.
    """
    _validate(situation)
    counts = suited_counts([t.index for t in situation.concealed])
    reason = _illegal_reason(counts, situation.melds, situation.void)
    if reason:
        return _no_win(reason)
    flags = _flags(situation, scoring)
    best = _best_reading(counts, situation.melds, flags, scoring)
    if best is None:
        return _no_win("not four sets and a pair, nor seven pairs")
    total = _capped(best.raw_fan, scoring, flags.forced_to_cap)
    value = _value(total, scoring)
    bonus = 1 if situation.self_drawn and scoring.self_draw_bonus else 0
    return SichuanScore(
        is_win=True,
        fans=best.fans,
        raw_fan=best.raw_fan,
        total_fan=total,
        value=value,
        payment_each=value + bonus,
        shape=_shape_text(best.reading, counts, situation.melds),
        reason="",
    )


def ready_values(concealed13: Sequence[Tile], melds: Sequence[Meld], void: Suit | None,
                 scoring: SichuanScoring) -> dict[Tile, int]:
    """What each winning tile of a ready hand is worth, as 查大叫 counts it.

    Every winning tile is tried as a discard win, without the situational fans
    (杠上花, 杠上炮, 抢杠, 海底, 天胡, 地胡) and without 自摸加底; the cap applies.
    One tile kind gives one 根 or 杠 at most.

    Args:
        concealed13: the concealed tiles.
        melds: pungs and kongs.
        void: the declared void suit, or ``None``.
        scoring: the preset's scoring options.

    Returns:
        The value in base units per winning tile, in tile order; empty when the hand
        is not ready.
    """
    values: dict[Tile, int] = {}
    for tile in sorted(winning_tiles(concealed13, melds, void)):
        counts = suited_counts([t.index for t in (*concealed13, tile)])
        found = _best_reading(counts, melds, _no_flags(), scoring)
        if found is not None:  # always: winning_tiles yields complete hands only
            values[tile] = _value(_capped(found.raw_fan, scoring, False), scoring)
    return values


def best_ready_value(concealed13: Sequence[Tile], melds: Sequence[Meld], void: Suit | None,
                     scoring: SichuanScoring) -> int | None:
    """The highest value a ready hand could win, for 查大叫 at a drawn end.

    The highest of :func:`ready_values` (the default rule: the ready player is paid
    his best wait; the lowest is an option of some tables, ``min`` of the same).

    Args:
        concealed13: the concealed tiles.
        melds: pungs and kongs.
        void: the declared void suit, or ``None``.
        scoring: the preset's scoring options.

    Returns:
        The value in base units, or ``None`` when the hand is not ready.
    """
    values = ready_values(concealed13, melds, void, scoring)
    return max(values.values()) if values else None
