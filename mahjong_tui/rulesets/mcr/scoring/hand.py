"""Checking a :class:`Situation` and turning it into count vectors and packs.

Impossible input raises :class:`InvalidHandError` with one of the codes
``wrong_tile_count``, ``too_many_copies``, ``bad_meld``, ``bad_tile`` (a flower
or unknown tile among the hand tiles) or ``bad_flags`` (contradictory win flags,
winds outside 0..3, a negative or too large flower count).
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.engine.melds import Meld, MeldKind
from mahjong_tui.engine.tiles import TILES
from mahjong_tui.rulesets.mcr.scoring.blocks import (
    PACK_TEXT,
    TRAIT_ALL,
    pack_trait_bit,
    tile_bits,
)
from mahjong_tui.rulesets.mcr.scoring.shapes import CHOW, KONG, PUNG, Pack, to_internal
from mahjong_tui.rulesets.mcr.scoring.types import InvalidHandError, Situation

__all__ = ["Checked", "PreparedHand", "check", "meld_pack", "prepare"]

_KIND = {MeldKind.CHOW: CHOW, MeldKind.PUNG: PUNG, MeldKind.KONG: KONG}


@dataclass(slots=True)
class PreparedHand:
    """A checked situation in internal numbers.

    Attributes:
        counts: 34 counts of the concealed tiles, winning tile included.
        merged: 34 counts of concealed tiles and melds together.
        fixed: the melds as packs.
        win: the winning tile.
        self_drawn: won on own draw.
        last_copy: 和绝张 after the reference's corrections (never when the hand
            holds a copy of the winning tile; always when the melds show the other three).
        kong: 杠上开花 / 抢杠和 after the reference's corrections.
        wall_last: last tile of the wall.
        seat_wind: 27..30.
        prevalent_wind: 27..30.
        flowers: flower count.
        melded_kongs: exposed kongs among the melds.
        concealed_kongs: concealed kongs among the melds.
        n_melded: melds claimed from others (all but concealed kongs).
    """

    counts: list[int]
    merged: list[int]
    fixed: tuple[Pack, ...]
    win: int
    self_drawn: bool
    last_copy: bool
    kong: bool
    wall_last: bool
    seat_wind: int
    prevalent_wind: int
    flowers: int
    melded_kongs: int = 0
    concealed_kongs: int = 0
    n_melded: int = 0


_INTERNAL: tuple[int, ...] = tuple(to_internal(i) for i in range(34))
_ONE_BYTE: tuple[int, ...] = tuple(1 << 8 * to_internal(i) for i in range(34))
"""Tile index -> one in the byte of its internal number."""
_CHOW, _PUNG = MeldKind.CHOW, MeldKind.PUNG
_OVER_FOUR = bytes(0 if n <= 4 else 1 for n in range(256))
_NONE_OVER = bytes(34)

_MeldFacts = tuple[Pack, int, int, str, int]


def _meld_facts(pack: Pack) -> _MeldFacts:
    kind, t, _melded = pack
    tiles = [t - 1, t, t + 1] if kind == CHOW else [t] * (4 if kind == KONG else 3)
    return (pack, pack_trait_bit(kind, t), tile_bits(tiles), PACK_TEXT[pack],
            sum(1 << 8 * u for u in tiles))


# Indexed by the meld's first tile (internal number), for each kind of meld:
# (its pack, set-trait bit, tile bits of its tiles, its text, its tiles as counts
# with a byte per tile kind). None where no such meld exists (a chow starting at
# rank 8 or 9, or on an honour).
_CHOW_FACTS: tuple[_MeldFacts, ...] = tuple(
    _meld_facts((CHOW, t + 1, True)) if t < 27 and t % 9 <= 6 else None  # type: ignore[misc]
    for t in range(34))
_PUNG_FACTS: tuple[_MeldFacts, ...] = tuple(_meld_facts((PUNG, t, True)) for t in range(34))
_MELDED_KONG_FACTS: tuple[_MeldFacts, ...] = tuple(
    _meld_facts((KONG, t, True)) for t in range(34))
_CONCEALED_KONG_FACTS: tuple[_MeldFacts, ...] = tuple(
    _meld_facts((KONG, t, False)) for t in range(34))
# Sets, not ranges: a membership test in a set costs a hash and one look-up.
_WIND_NUMBERS = frozenset(range(4))
_FLOWER_COUNTS = frozenset(range(9))


def meld_pack(meld: Meld) -> Pack:
    """The pack of a declared meld (a chow is named by its middle tile)."""
    kind = _KIND[meld.kind]
    tiles = meld.tiles
    if kind == CHOW:
        return (CHOW, to_internal(tiles[1].index), True)
    return (kind, to_internal(tiles[0].index), not meld.concealed)


def prepare(situation: Situation) -> PreparedHand:
    """Check a situation and convert it.

    Raises:
        InvalidHandError: naming the problem (see the module docstring for the codes).
    """
    checked = check(situation)
    return PreparedHand(list(checked[0]), list(checked[1]), *checked[2:14])


Checked = tuple[bytes, bytes, tuple[Pack, ...], int, bool, bool, bool, bool, int, int,
                int, int, int, int, tuple[int, ...], tuple[int, ...], int, int, tuple[str, ...],
                bytes, int]
"""The fields of :class:`PreparedHand` in order (the counts and the merged counts
as bytes, the same object when there are no melds), then what the scoring hot path
reads: five facts of the declared melds (middle tiles of the chows, ascending;
tiles of the pungs and kongs, ascending; the set-trait bits they share; their tile
bits, see :mod:`~mahjong_tui.rulesets.mcr.scoring.blocks`; their texts), the
concealed counts as bytes, and how many tile kinds are held four times, melds
included, kongs not (the count of 四归一)."""


def check(situation: Situation) -> Checked:
    """Check a situation and convert it to a plain tuple (:data:`Checked`).

    :func:`prepare` wraps the same fields in a :class:`PreparedHand`; the
    calculator reads the tuple directly.

    Raises:
        InvalidHandError: naming the problem (see the module docstring for the codes).
    """
    melds = situation.melds
    n_melds = len(melds)
    concealed = situation.concealed
    if n_melds > 4:
        raise InvalidHandError("wrong_tile_count", f"at most 4 melds, got {n_melds}")
    need = 13 - 3 * n_melds
    if len(concealed) != need:
        raise InvalidHandError(
            "wrong_tile_count",
            f"with {n_melds} meld(s) the hand holds {need} tiles besides the winning tile, "
            f"not {len(concealed)}")
    # The 34 counts as one integer, a byte per tile kind (at most 14 tiles, so no
    # byte overflows), turned into bytes at the end: cheaper than a list of counts.
    # A plain loop: the interpreter reads the slot faster than attrgetter does.
    one = _ONE_BYTE
    try:
        win_index = situation.win_tile.index
        total = one[win_index]
        for tile in concealed:
            total += one[tile.index]
    except IndexError:
        raise InvalidHandError("bad_tile", "flowers are not hand tiles") from None
    counts = total.to_bytes(34, "little")
    win = _INTERNAL[win_index]
    melded_kongs = concealed_kongs = 0
    if melds:
        fixed_list: list[Pack] = []
        chow_list: list[int] = []
        pung_list: list[int] = []
        text_list: list[str] = []
        trait = TRAIT_ALL
        bits = 0
        internal = _INTERNAL
        for meld in melds:
            try:
                t0 = internal[meld.tiles[0].index]
            except IndexError:
                raise InvalidHandError("bad_meld",
                                       f"a meld cannot hold flowers: {meld.text}") from None
            kind = meld.kind
            if kind is _CHOW:
                # A chow is named by its middle tile.
                pack, trait_bit, pack_bits, text, tiles = _CHOW_FACTS[t0]
                chow_list.append(t0 + 1)
            else:
                if kind is _PUNG:
                    pack, trait_bit, pack_bits, text, tiles = _PUNG_FACTS[t0]
                elif meld.concealed:
                    concealed_kongs += 1
                    pack, trait_bit, pack_bits, text, tiles = _CONCEALED_KONG_FACTS[t0]
                else:
                    melded_kongs += 1
                    pack, trait_bit, pack_bits, text, tiles = _MELDED_KONG_FACTS[t0]
                pung_list.append(t0)
            # Four melds hold at most 16 tiles of a kind: no byte overflows.
            total += tiles
            fixed_list.append(pack)
            trait &= trait_bit
            bits |= pack_bits
            text_list.append(text)
        merged = total.to_bytes(34, "little")
        if len(chow_list) > 1:
            chow_list.sort()
        if len(pung_list) > 1:
            pung_list.sort()
        fixed: tuple[Pack, ...] = tuple(fixed_list)
        chows: tuple[int, ...] = tuple(chow_list)
        pungs: tuple[int, ...] = tuple(pung_list)
        texts: tuple[str, ...] = tuple(text_list)
    else:
        merged = counts
        fixed = chows = pungs = texts = ()
        trait = TRAIT_ALL
        bits = 0
    # Counts 0..4 map to 0, larger ones to 1 (the merged counts cover the concealed ones).
    if merged.translate(_OVER_FOUR) != _NONE_OVER:
        t = max(range(34), key=merged.__getitem__)
        raise InvalidHandError(
            "too_many_copies",
            f"{merged[t]} copies of {TILES[to_internal(t)].text}; there are only 4")

    flags = situation.flags
    self_drawn = flags.self_drawn
    robbing_kong = flags.robbing_kong
    kong_replacement = flags.kong_replacement
    if robbing_kong or kong_replacement:
        if robbing_kong and self_drawn:
            raise InvalidHandError("bad_flags", "robbing the kong is a win on another player's "
                                   "tile, not self-drawn")
        if kong_replacement and not self_drawn:
            raise InvalidHandError("bad_flags", "a kong replacement win is self-drawn")
        if kong_replacement and not (melded_kongs or concealed_kongs):
            raise InvalidHandError("bad_flags",
                                   "a kong replacement win needs a kong among the melds")
    seat = situation.seat_wind
    prevalent = situation.prevalent_wind
    if seat not in _WIND_NUMBERS or prevalent not in _WIND_NUMBERS:
        name, wind = ("seat", seat) if seat not in _WIND_NUMBERS else ("prevalent", prevalent)
        raise InvalidHandError("bad_flags", f"{name} wind must be 0..3 (E S W N), not {wind}")
    flowers = situation.flowers
    if flowers not in _FLOWER_COUNTS:
        raise InvalidHandError("bad_flags", f"flowers must be 0..8, not {flowers}")

    held_win = counts[win]
    fixed_win = merged[win] - held_win
    # The reference's flag corrections: 和绝张 is impossible when the hand holds a
    # copy of the winning tile and certain when the melds show the other three;
    # 抢杠和 is impossible when the winning tile is anywhere in the hand.
    last_copy = (flags.last_copy and held_win == 1) or fixed_win == 3
    kong = kong_replacement or (robbing_kong and fixed_win == 0 and held_win == 1)
    # Tile kinds held four times (四归一): a kong's own four do not count. Most hands
    # hold none: a membership test is cheaper than counting.
    return (counts, merged, fixed, win, self_drawn, last_copy, kong,
            flags.last_wall_tile, 27 + seat, 27 + prevalent, flowers,
            melded_kongs, concealed_kongs, n_melds - concealed_kongs,
            chows, pungs, trait, bits, texts, counts,
            merged.count(4) - melded_kongs - concealed_kongs if 4 in merged else 0)
