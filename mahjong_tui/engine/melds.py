"""Declared sets (melds): chows, pungs and kongs, and where a claimed tile came from.

Seats are numbered in play order ``0..3`` (East, South, West, North at the
start of a hand). A claimed tile's origin is kept relative to the meld's
owner, as the reference calculator does:

* ``offset 1``: the player on the left (上家, who plays just before the owner)
* ``offset 2``: the player across (对家)
* ``offset 3``: the player on the right (下家, who plays just after the owner)
* ``offset 0``: nobody (a concealed kong)

so ``from_seat = (owner - offset) % 4``. A chow is always claimed from the
left. The claimed tile lies sideways on the table: left, middle or right for
offsets 1, 2, 3.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mahjong_tui.engine.tiles import TILES, Tile, format_tiles

__all__ = ["Meld", "MeldError", "MeldKind", "offset_of", "seat_of_offset"]


class MeldError(ValueError):
    """A meld that cannot exist (not three consecutive suited tiles, mixed tiles...)."""


class MeldKind(Enum):
    """The three kinds of declared set."""

    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"


def offset_of(owner: int, from_seat: int) -> int:
    """Return the relative offset (1 left, 2 across, 3 right) of ``from_seat`` seen by ``owner``."""
    return (owner - from_seat) % 4


def seat_of_offset(owner: int, offset: int) -> int:
    """Inverse of :func:`offset_of`."""
    return (owner - offset) % 4


@dataclass(frozen=True, slots=True)
class Meld:
    """A declared set.

    Attributes:
        kind: chow, pung or kong.
        tiles: the tiles in ascending order (3, or 4 for a kong).
        claimed: the tile taken from another player, or ``None`` for a concealed kong
            (and for an added kong's fourth tile, which was drawn; the claimed tile of
            the original pung is kept).
        offset: where ``claimed`` came from, relative to the owner (see module doc);
            0 for a concealed kong.
        concealed: True only for a concealed kong (暗杠).
        added: True for a kong made by adding a drawn tile to an exposed pung (加杠).
    """

    kind: MeldKind
    tiles: tuple[Tile, ...]
    claimed: Tile | None = None
    offset: int = 0
    concealed: bool = False
    added: bool = False

    def __post_init__(self) -> None:
        tiles = self.tiles
        if self.kind is MeldKind.CHOW:
            if len(tiles) != 3:
                raise MeldError(f"a chow has 3 tiles, not {len(tiles)}: {format_tiles(tiles)}")
            a, b, c = (t.index for t in tiles)
            if not (
                tiles[0].is_suited and b == a + 1 and c == a + 2 and a // 9 == c // 9
            ):
                raise MeldError(
                    f"a chow is three consecutive tiles of one suit, not {format_tiles(tiles)}"
                )
            if self.concealed:
                raise MeldError("a chow cannot be concealed")
        else:
            need = 3 if self.kind is MeldKind.PUNG else 4
            if len(tiles) != need or any(t != tiles[0] for t in tiles):
                raise MeldError(
                    f"a {self.kind.value} is {need} identical tiles, not {format_tiles(tiles)}"
                )
            if tiles[0].is_flower:
                raise MeldError("flowers cannot form sets")
            if self.concealed and self.kind is not MeldKind.KONG:
                raise MeldError("only a kong can be declared concealed")
        if self.concealed:
            if self.offset != 0 or self.claimed is not None:
                raise MeldError("a concealed kong has no claimed tile")
        else:
            if self.offset not in (1, 2, 3):
                raise MeldError(f"an exposed meld needs an offset of 1, 2 or 3, not {self.offset}")
            if self.claimed is None or self.claimed not in tiles:
                raise MeldError("an exposed meld names which of its tiles was claimed")
            if self.kind is MeldKind.CHOW and self.offset != 1:
                raise MeldError("a chow can only be claimed from the player on the left")
        if self.added and self.kind is not MeldKind.KONG:
            raise MeldError("only a kong can be an added kong")

    @classmethod
    def chow(cls, first: Tile, claimed: Tile) -> Meld:
        """A chow starting at ``first`` whose ``claimed`` tile came from the left."""
        i = first.index
        return cls(MeldKind.CHOW, (TILES[i], TILES[i + 1], TILES[i + 2]), claimed, 1)

    @classmethod
    def pung(cls, tile: Tile, offset: int) -> Meld:
        """An exposed pung of ``tile`` claimed from ``offset``."""
        return cls(MeldKind.PUNG, (tile,) * 3, tile, offset)

    @classmethod
    def kong(cls, tile: Tile, offset: int = 0, *, concealed: bool = False,
             added: bool = False) -> Meld:
        """A kong of ``tile``: concealed (offset 0) or exposed (direct or added)."""
        return cls(MeldKind.KONG, (tile,) * 4, None if concealed else tile,
                   0 if concealed else offset, concealed, added)

    @property
    def tile(self) -> Tile:
        """The lowest tile: the pung/kong tile, or the first tile of a chow."""
        return self.tiles[0]

    @property
    def is_kong(self) -> bool:
        """True for any kong."""
        return self.kind is MeldKind.KONG

    @property
    def text(self) -> str:
        """Tiles in notation, e.g. ``234m`` or ``EEEE``."""
        return format_tiles(self.tiles)

    def __str__(self) -> str:
        return self.text
