"""Actions a player can take, with a text form that parses back.

``parse_action(a.text) == a`` for every action. Tiles use the notation of
:mod:`mahjong_tui.engine.tiles`. Which actions are legal is decided only by
:meth:`mahjong_tui.engine.game.Game.legal_actions`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.engine.tiles import (
    TILES,
    Suit,
    Tile,
    TileNotationError,
    format_tiles,
    parse_tile,
    parse_tiles,
)

__all__ = [
    "Action",
    "ActionParseError",
    "AddKong",
    "Chow",
    "ConcealedKong",
    "DeclareVoid",
    "Discard",
    "Exchange",
    "Kong",
    "Pass",
    "Pung",
    "Win",
    "parse_action",
]


class ActionParseError(ValueError):
    """A string that is not an action; the message says why."""


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard one tile from the hand.

    Attributes:
        tile: the tile discarded.
    """

    tile: Tile

    @property
    def text(self) -> str:
        """E.g. ``discard 5p``."""
        return f"discard {self.tile.text}"


@dataclass(frozen=True, slots=True)
class Chow:
    """Claim the current discard for a chow (next player only).

    Attributes:
        first: the lowest tile of the chow; the claimed tile is the discard.
    """

    first: Tile

    @property
    def text(self) -> str:
        """E.g. ``chow 345m``."""
        i = self.first.index
        return f"chow {i % 9 + 1}{i % 9 + 2}{i % 9 + 3}{'mps'[i // 9]}"


@dataclass(frozen=True, slots=True)
class Pung:
    """Claim the current discard for a pung.

    Attributes:
        tile: the discard being claimed; ``None`` means "the current discard"
            (the engine's legal actions always fill it in).
    """

    tile: Tile | None = None

    @property
    def text(self) -> str:
        """E.g. ``pung 5p`` (or ``pung``)."""
        return "pung" if self.tile is None else f"pung {self.tile.text}"


@dataclass(frozen=True, slots=True)
class Kong:
    """Claim the current discard for an exposed kong (三张 in hand + the discard).

    Attributes:
        tile: the discard being claimed.
    """

    tile: Tile

    @property
    def text(self) -> str:
        """E.g. ``kong 5p``."""
        return f"kong {self.tile.text}"


@dataclass(frozen=True, slots=True)
class ConcealedKong:
    """Declare four tiles held in hand as a concealed kong (暗杠) on one's turn.

    Attributes:
        tile: the kong's tile.
    """

    tile: Tile

    @property
    def text(self) -> str:
        """E.g. ``concealed kong 5p``."""
        return f"concealed kong {self.tile.text}"


@dataclass(frozen=True, slots=True)
class AddKong:
    """Add the fourth tile to one's exposed pung (加杠) on one's turn.

    Attributes:
        tile: the pung's tile.
    """

    tile: Tile

    @property
    def text(self) -> str:
        """E.g. ``add kong 5p``."""
        return f"add kong {self.tile.text}"


@dataclass(frozen=True, slots=True)
class Win:
    """Declare a win: self-drawn on one's turn, on the current discard, or by
    robbing a kong; the situation decides which."""

    @property
    def text(self) -> str:
        """``win``."""
        return "win"


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline every claim on the current discard or added kong."""

    @property
    def text(self) -> str:
        """``pass``."""
        return "pass"


@dataclass(frozen=True, slots=True)
class Exchange:
    """Lay three tiles of one suit face down to pass on (Sichuan 换三张).

    Attributes:
        tiles: the three tiles, sorted.
    """

    tiles: tuple[Tile, ...]

    @property
    def text(self) -> str:
        """E.g. ``exchange 119m``."""
        return f"exchange {format_tiles(self.tiles)}"


_SUITS = {"m": Suit.CHARACTERS, "p": Suit.DOTS, "s": Suit.BAMBOO}


@dataclass(frozen=True, slots=True)
class DeclareVoid:
    """Declare the suit one will not keep (Sichuan 定缺).

    Attributes:
        suit: characters, dots or bamboo.
    """

    suit: Suit

    @property
    def text(self) -> str:
        """E.g. ``void p``."""
        return f"void {self.suit.value}"


Action = (Discard | Chow | Pung | Kong | ConcealedKong | AddKong | Win | Pass | Exchange
          | DeclareVoid)
"""Every action a player can take."""

_WIN = Win()
_PASS = Pass()


def _one_tile(verb: str, rest: str) -> Tile:
    if not rest:
        raise ActionParseError(f"{verb!r} needs a tile, e.g. '{verb} 5p'")
    try:
        return parse_tile(rest)
    except TileNotationError as exc:
        raise ActionParseError(f"{verb!r}: {exc}") from None


def parse_action(text: str) -> Action:
    """Parse the text form of an action (``discard 5p``, ``chow 345m``, ``pung``,
    ``pung 5p``, ``kong 5p``, ``concealed kong 5p``, ``add kong 5p``, ``win``,
    ``pass``); case and extra spaces are ignored for the verb.

    Raises:
        ActionParseError: naming what is wrong.
    """
    words = text.split()
    if not words:
        raise ActionParseError("empty action")
    verb = words[0].lower()
    if verb in ("concealed", "add") and len(words) > 1 and words[1].lower() == "kong":
        verb = f"{verb} kong"
        rest = " ".join(words[2:])
    else:
        rest = " ".join(words[1:])
    if verb == "win":
        if rest:
            raise ActionParseError(f"'win' takes no argument, got {rest!r}")
        return _WIN
    if verb == "pass":
        if rest:
            raise ActionParseError(f"'pass' takes no argument, got {rest!r}")
        return _PASS
    if verb == "discard":
        return Discard(_one_tile(verb, rest))
    if verb == "pung":
        return Pung(_one_tile(verb, rest) if rest else None)
    if verb == "kong":
        return Kong(_one_tile(verb, rest))
    if verb == "concealed kong":
        return ConcealedKong(_one_tile(verb, rest))
    if verb == "add kong":
        return AddKong(_one_tile(verb, rest))
    if verb == "exchange":
        try:
            given = parse_tiles(rest)
        except TileNotationError as exc:
            raise ActionParseError(f"'exchange': {exc}") from None
        if len(given) != 3 or len({t.suit for t in given}) != 1 or not given[0].is_suited:
            raise ActionParseError(
                f"'exchange' needs three tiles of one suit, e.g. 'exchange 119m', not {rest!r}")
        return Exchange(tuple(sorted(given, key=lambda t: t.index)))
    if verb == "void":
        suit = _SUITS.get(rest.strip().lower())
        if suit is None:
            raise ActionParseError(f"'void' needs a suit m, p or s, not {rest!r}")
        return DeclareVoid(suit)
    if verb == "chow":
        try:
            tiles = parse_tiles(rest)
        except TileNotationError as exc:
            raise ActionParseError(f"'chow': {exc}") from None
        if len(tiles) == 1:
            i = tiles[0].index
            tiles = [tiles[0], TILES[min(i + 1, 41)], TILES[min(i + 2, 41)]]
        idx = [t.index for t in tiles]
        if (
            len(idx) != 3
            or not tiles[0].is_suited
            or idx != [idx[0], idx[0] + 1, idx[0] + 2]
            or idx[0] // 9 != idx[2] // 9
        ):
            raise ActionParseError(
                f"'chow' needs three consecutive tiles of one suit, e.g. 'chow 345m', not {rest!r}"
            )
        return Chow(tiles[0])
    raise ActionParseError(
        f"unknown action {words[0]!r} (expected discard, chow, pung, kong, "
        "concealed kong, add kong, win, pass, exchange or void)"
    )
