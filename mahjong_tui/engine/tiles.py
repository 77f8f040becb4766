"""Tiles, the 144-tile set and the text notation people type.

Every tile kind has a small integer index, which is what the hot paths
(scoring, shanten, the wall) work with:

* ``0..8``   characters 1-9 (``1m``..``9m``, 万)
* ``9..17``  dots 1-9 (``1p``..``9p``, 饼)
* ``18..26`` bamboo 1-9 (``1s``..``9s``, 条)
* ``27..30`` winds East, South, West, North (``E S W N``)
* ``31..33`` dragons red, green, white (``C F P`` = 中 发 白)
* ``34..41`` the eight flowers 春 夏 秋 冬 梅 兰 竹 菊 (``1f``..``8f``)

Notation (documented in ``docs/notation.md``): suited tiles are digits
followed by their suit letter (``123m``), honours are single capital letters
(``EEE``, ``C``), flowers are digits followed by ``f``. Tokens may be
separated by spaces or written together (``123m55pEEE``). Chinese characters
are accepted for honours and flowers. :func:`format_tiles` writes the
canonical form, and ``parse_tiles(format_tiles(ts)) == ts`` for every tile
sequence, order included.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

__all__ = [
    "ALL_TILE_KINDS",
    "FLOWERS",
    "HONOR_KINDS",
    "NUM_KINDS",
    "NUM_TILE_KINDS",
    "TILES",
    "Suit",
    "Tile",
    "TileNotationError",
    "format_tiles",
    "full_tile_set",
    "parse_tile",
    "parse_tiles",
    "tile_counts",
]

NUM_KINDS = 34
"""Number of playable tile kinds (everything but flowers)."""

NUM_TILE_KINDS = 42
"""Number of tile kinds including the eight individual flowers."""


class Suit(Enum):
    """The families a tile belongs to."""

    CHARACTERS = "m"
    DOTS = "p"
    BAMBOO = "s"
    WINDS = "wind"
    DRAGONS = "dragon"
    FLOWERS = "f"


_SUIT_OF_LETTER = {"m": Suit.CHARACTERS, "p": Suit.DOTS, "s": Suit.BAMBOO}
_HONOR_LETTERS = "ESWNCFP"
_HONOR_ZH = "东南西北中发白"
_HONOR_ZH_TRAD = "東南西北中發白"
_FLOWER_ZH = "春夏秋冬梅兰竹菊"
_FLOWER_ZH_TRAD = "春夏秋冬梅蘭竹菊"
_SUIT_ZH = {Suit.CHARACTERS: "万", Suit.DOTS: "饼", Suit.BAMBOO: "条"}
_NUMERALS_ZH = "一二三四五六七八九"
_HONOR_EN = ("East", "South", "West", "North", "Red", "Green", "White")
_SUIT_EN = {Suit.CHARACTERS: "Characters", Suit.DOTS: "Dots", Suit.BAMBOO: "Bamboo"}
_FLOWER_EN = (
    "Spring", "Summer", "Autumn", "Winter", "Plum", "Orchid", "Bamboo flower", "Chrysanthemum",
)


class TileNotationError(ValueError):
    """A tile string could not be parsed; the message names the bad token."""


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """One tile kind (two copies of ``5p`` are equal tiles).

    Attributes:
        index: ``0..41``, see the module docstring for the layout.
    """

    index: int

    def __post_init__(self) -> None:
        if not 0 <= self.index < NUM_TILE_KINDS:
            raise ValueError(f"tile index {self.index} out of range 0..{NUM_TILE_KINDS - 1}")

    @property
    def suit(self) -> Suit:
        """The tile's family."""
        i = self.index
        if i < 27:
            return (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO)[i // 9]
        if i < 31:
            return Suit.WINDS
        if i < 34:
            return Suit.DRAGONS
        return Suit.FLOWERS

    @property
    def rank(self) -> int:
        """1-9 for suited tiles, 1-4 for winds (E S W N), 1-3 for dragons (C F P), 1-8 for
        flowers."""
        i = self.index
        if i < 27:
            return i % 9 + 1
        if i < 31:
            return i - 26
        if i < 34:
            return i - 30
        return i - 33

    @property
    def is_suited(self) -> bool:
        """True for characters, dots and bamboo."""
        return self.index < 27

    @property
    def is_honor(self) -> bool:
        """True for winds and dragons."""
        return 27 <= self.index < 34

    @property
    def is_flower(self) -> bool:
        """True for the eight flower/season tiles."""
        return self.index >= 34

    @property
    def is_terminal(self) -> bool:
        """True for suited 1s and 9s."""
        return self.index < 27 and self.index % 9 in (0, 8)

    @property
    def is_terminal_or_honor(self) -> bool:
        """True for 幺九 tiles: terminals and honours."""
        return self.is_terminal or self.is_honor

    @property
    def text(self) -> str:
        """The canonical notation of this single tile, e.g. ``5p``, ``E``, ``3f``."""
        i = self.index
        if i < 27:
            return f"{i % 9 + 1}{'mps'[i // 9]}"
        if i < 34:
            return _HONOR_LETTERS[i - 27]
        return f"{i - 33}f"

    @property
    def zh(self) -> str:
        """Chinese name, e.g. ``五饼``, ``东``, ``春``."""
        i = self.index
        if i < 27:
            return _NUMERALS_ZH[i % 9] + _SUIT_ZH[self.suit]
        if i < 34:
            return _HONOR_ZH[i - 27]
        return _FLOWER_ZH[i - 34]

    @property
    def en(self) -> str:
        """English name, e.g. ``5 Dots``, ``East``, ``Spring``."""
        i = self.index
        if i < 27:
            return f"{i % 9 + 1} {_SUIT_EN[self.suit]}"
        if i < 34:
            return _HONOR_EN[i - 27]
        return _FLOWER_EN[i - 34]

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Parse exactly one tile, e.g. ``Tile.parse("5p")``."""
        return parse_tile(text)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Tile({self.text})"


TILES: tuple[Tile, ...] = tuple(Tile(i) for i in range(NUM_TILE_KINDS))
"""Interned tiles by index: ``TILES[i]`` is the tile with index ``i``."""

ALL_TILE_KINDS: tuple[Tile, ...] = TILES[:NUM_KINDS]
"""The 34 playable kinds (no flowers)."""

HONOR_KINDS: tuple[Tile, ...] = TILES[27:34]
"""Winds then dragons."""

FLOWERS: tuple[Tile, ...] = TILES[34:]
"""The eight flowers, one of each."""


def full_tile_set(*, flowers: bool = True) -> list[Tile]:
    """Return the whole set in index order: 4 of each of the 34 kinds, then the flowers.

    Args:
        flowers: include the eight flowers (144 tiles) or not (136 tiles).
    """
    tiles = [t for t in ALL_TILE_KINDS for _ in range(4)]
    if flowers:
        tiles.extend(FLOWERS)
    return tiles


def tile_counts(tiles: Iterable[Tile]) -> list[int]:
    """Count tiles by index into a list of length :data:`NUM_TILE_KINDS`."""
    counts = [0] * NUM_TILE_KINDS
    for t in tiles:
        counts[t.index] += 1
    return counts


def _single_char_tile(ch: str) -> Tile | None:
    for table in (_HONOR_LETTERS, _HONOR_ZH, _HONOR_ZH_TRAD):
        k = table.find(ch)
        if k >= 0:
            return TILES[27 + k]
    for table in (_FLOWER_ZH, _FLOWER_ZH_TRAD):
        k = table.find(ch)
        if k >= 0:
            return TILES[34 + k]
    return None


def _parse_token(token: str) -> list[Tile]:
    tiles: list[Tile] = []
    digits = ""
    for ch in token:
        if ch.isdigit() and ch.isascii():
            digits += ch
            continue
        if ch in _SUIT_OF_LETTER or ch == "f":
            if not digits:
                raise TileNotationError(
                    f"bad tile token {token!r}: suit letter {ch!r} has no digits before it"
                )
            for d in digits:
                rank = int(d)
                if ch == "f":
                    if not 1 <= rank <= 8:
                        raise TileNotationError(
                            f"bad tile token {token!r}: flowers are numbered 1-8, not {d}"
                        )
                    tiles.append(TILES[33 + rank])
                else:
                    if rank == 0:
                        raise TileNotationError(
                            f"bad tile token {token!r}: suited ranks are 1-9, not 0"
                        )
                    base = "mps".index(ch) * 9
                    tiles.append(TILES[base + rank - 1])
            digits = ""
            continue
        if digits:
            raise TileNotationError(
                f"bad tile token {token!r}: digits {digits!r} need a suit letter (m, p, s or f)"
            )
        single = _single_char_tile(ch)
        if single is None:
            raise TileNotationError(
                f"bad tile token {token!r}: unknown character {ch!r} "
                "(expected digits with m/p/s/f, or one of E S W N C F P)"
            )
        tiles.append(single)
    if digits:
        raise TileNotationError(
            f"bad tile token {token!r}: digits {digits!r} need a suit letter (m, p, s or f)"
        )
    return tiles


def parse_tiles(text: str) -> list[Tile]:
    """Parse a tile string such as ``"123m 55p EEE C"`` into tiles, in order.

    Raises:
        TileNotationError: naming the first bad token.
    """
    tiles: list[Tile] = []
    for token in text.replace(",", " ").split():
        tiles.extend(_parse_token(token))
    return tiles


def parse_tile(text: str) -> Tile:
    """Parse a string that must hold exactly one tile.

    Raises:
        TileNotationError: if the string is malformed or holds not exactly one tile.
    """
    tiles = parse_tiles(text)
    if len(tiles) != 1:
        raise TileNotationError(f"expected exactly one tile, got {len(tiles)} in {text!r}")
    return tiles[0]


def _group_key(t: Tile) -> str:
    if t.is_suited:
        return "mps"[t.index // 9]
    if t.is_flower:
        return "f"
    return t.text


def format_tiles(tiles: Sequence[Tile]) -> str:
    """Write tiles in canonical notation, keeping their order.

    Consecutive suited tiles of one suit share one suit letter (``123m``);
    consecutive equal honours are written together (``EEE``); groups are
    separated by single spaces.
    """
    groups: list[str] = []
    key_prev: str | None = None
    for t in tiles:
        key = _group_key(t)
        if key == key_prev:
            if t.is_honor:
                groups[-1] += t.text
            else:
                groups[-1] = groups[-1][:-1] + t.text
        else:
            groups.append(t.text)
        key_prev = key
    return " ".join(groups)
