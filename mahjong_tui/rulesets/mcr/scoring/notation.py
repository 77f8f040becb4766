"""Writing situations as text: the notation of the ``score`` command and the tests.

* a hand: tile notation (``"123m 456p 789s EE"``, see :mod:`mahjong_tui.engine.tiles`);
* a meld: its tiles, optionally ``:FROM``: ``345m`` (a chow, from the left),
  ``EEE`` (a pung from across), ``EEE:right``, ``9999s`` (an exposed kong from
  across), ``9999s:left``, ``9999s:concealed`` (a concealed kong).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.engine.melds import Meld, MeldError, MeldKind
from mahjong_tui.engine.tiles import TileNotationError, parse_tile, parse_tiles
from mahjong_tui.rulesets.mcr.scoring.types import InvalidHandError, Situation, WinFlags

__all__ = ["WINDS", "parse_meld", "parse_wind", "situation"]

WINDS = {"E": 0, "S": 1, "W": 2, "N": 3, "东": 0, "南": 1, "西": 2, "北": 3}
_FROM = {"left": 1, "across": 2, "right": 3}


def parse_meld(text: str) -> Meld:
    """Parse one meld (see the module docstring).

    Raises:
        InvalidHandError: ``bad_meld`` naming the problem.
    """
    tiles_text, _, where = text.partition(":")
    where = where.strip().lower()
    try:
        tiles = tuple(sorted(parse_tiles(tiles_text)))
    except TileNotationError as exc:
        raise InvalidHandError("bad_meld", f"meld {text!r}: {exc}") from None
    try:
        if len(tiles) == 4:
            if where == "concealed":
                return Meld(MeldKind.KONG, tiles, None, 0, concealed=True)
            return Meld(MeldKind.KONG, tiles, tiles[0], _offset(text, where))
        if len(tiles) == 3 and tiles[0] == tiles[1]:
            return Meld(MeldKind.PUNG, tiles, tiles[0], _offset(text, where))
        if len(tiles) == 3:
            if where not in ("", "left"):
                raise InvalidHandError("bad_meld",
                                       f"meld {text!r}: a chow can only be claimed from the left")
            return Meld(MeldKind.CHOW, tiles, tiles[0], 1)
    except MeldError as exc:
        raise InvalidHandError("bad_meld", f"meld {text!r}: {exc}") from None
    raise InvalidHandError("bad_meld", f"meld {text!r}: a meld has 3 tiles (chow, pung) or 4 "
                           f"(kong), not {len(tiles)}")


def _offset(text: str, where: str) -> int:
    if not where:
        return 2
    if where not in _FROM:
        raise InvalidHandError(
            "bad_meld", f"meld {text!r}: FROM is left, across, right or concealed, not {where!r}")
    return _FROM[where]


def parse_wind(text: str) -> int:
    """``E S W N`` (or 东南西北) -> 0..3.

    Raises:
        InvalidHandError: ``bad_flags`` for anything else.
    """
    key = text.strip().upper() if text.isascii() else text.strip()
    if key not in WINDS:
        raise InvalidHandError("bad_flags", f"a wind is one of E, S, W, N, not {text!r}")
    return WINDS[key]


def situation(hand: str, *, melds: Sequence[str] = (), win: str | None = None,
              self_drawn: bool = False, last_copy: bool = False,
              kong_replacement: bool = False, robbing_kong: bool = False,
              last_wall_tile: bool = False, seat: str = "E", prevalent: str = "E",
              flowers: int = 0) -> Situation:
    """Build a situation from text.

    Args:
        hand: the concealed tiles; without ``win`` its last tile is the winning tile.
        melds: melds in notation, in the order they were made.
        win: the winning tile.
        self_drawn: 自摸.
        last_copy: 和绝张.
        kong_replacement: 杠上开花.
        robbing_kong: 抢杠和.
        last_wall_tile: 妙手回春 / 海底捞月.
        seat: seat wind letter.
        prevalent: prevalent wind letter.
        flowers: flowers held.

    Raises:
        InvalidHandError: ``bad_tile`` for bad notation, ``bad_meld``, ``bad_flags``.
    """
    try:
        tiles = parse_tiles(hand)
        win_tile = parse_tile(win) if win else None
    except TileNotationError as exc:
        raise InvalidHandError("bad_tile", str(exc)) from None
    if win_tile is None:
        if not tiles:
            raise InvalidHandError("wrong_tile_count", "the hand is empty")
        win_tile = tiles.pop()
    return Situation(
        concealed=tuple(tiles),
        melds=tuple(parse_meld(m) for m in melds),
        win_tile=win_tile,
        flags=WinFlags(self_drawn=self_drawn, last_copy=last_copy,
                       kong_replacement=kong_replacement, robbing_kong=robbing_kong,
                       last_wall_tile=last_wall_tile),
        seat_wind=parse_wind(seat),
        prevalent_wind=parse_wind(prevalent),
        flowers=flowers,
    )
