"""Hangzhou situations from the notation people type (for ``mahjong-tui score``)."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TileNotationError, parse_tile, parse_tiles
from mahjong_tui.rulesets.hangzhou.scoring.types import HangzhouInputError, HangzhouSituation

__all__ = ["parse_meld", "situation"]


def parse_meld(text: str) -> Meld:
    """``123m`` a chow, ``555p`` a pung, ``5555p`` an exposed kong, ``5555p:concealed``
    or ``5555p:added``.

    Raises:
        HangzhouInputError: on anything else.
    """
    tiles_text, _, how = text.partition(":")
    try:
        tiles = parse_tiles(tiles_text)
    except TileNotationError as exc:
        raise HangzhouInputError(f"meld {text!r}: {exc}") from None
    if how not in ("", "concealed", "added"):
        raise HangzhouInputError(f"meld {text!r}: ':{how}' is not concealed or added")
    if any(t.is_flower for t in tiles):
        raise HangzhouInputError(f"meld {text!r}: Hangzhou has no flowers")
    idx = [t.index for t in tiles]
    if len(tiles) == 3 and not how and idx[0] < 27 and idx[0] % 9 <= 6 and \
            idx == [idx[0], idx[0] + 1, idx[0] + 2]:
        return Meld.chow(tiles[0], tiles[0])
    if len(tiles) == 3 and not how and len(set(idx)) == 1:
        return Meld.pung(tiles[0], 2)
    if len(tiles) == 4 and len(set(idx)) == 1:
        return Meld.kong(tiles[0], 0 if how == "concealed" else 2,
                         concealed=how == "concealed", added=how == "added")
    raise HangzhouInputError(f"meld {text!r} is not a chow, pung or kong")


def situation(hand: str, *, wild: str, melds: Sequence[str] = (), win: str | None = None,
              self_drawn: bool = False, after_kong: bool = False,
              piao: int = 0) -> HangzhouSituation:
    """A situation from notation: ``hand`` the concealed tiles (with ``win`` given, it
    may leave the winning tile out), ``wild`` the 财神 kind.

    Raises:
        HangzhouInputError: on bad notation or an impossible situation.
    """
    try:
        tiles = parse_tiles(hand)
        wild_tile = parse_tile(wild)
        win_tile = parse_tile(win) if win else (tiles[-1] if tiles else None)
    except TileNotationError as exc:
        raise HangzhouInputError(str(exc)) from None
    if win_tile is None:
        raise HangzhouInputError("the hand is empty")
    parsed = tuple(parse_meld(m) for m in melds)
    if win and len(tiles) == 13 - 3 * len(parsed):
        tiles.append(win_tile)
    return HangzhouSituation(tuple(sorted(tiles, key=lambda t: t.index)), parsed, win_tile,
                             (wild_tile.index,), self_drawn, after_kong, piao)
