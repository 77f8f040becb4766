"""Hand-built positions for the coach tests: a real view with chosen tiles."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.engine.actions import Action, Discard
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Tile, parse_tile, parse_tiles
from mahjong_tui.engine.views import HiddenKong, SeatView


def position(concealed: str, drawn: str | None = None, *,
             melds: Sequence[Sequence[Meld | HiddenKong]] = ((), (), (), ()),
             discards: Sequence[str] = ("", "", "", ""),
             claimed: Sequence[Sequence[bool]] | None = None,
             legal: Sequence[Action] | None = None) -> SeatView:
    """East's view on turn with the given tiles (``legal`` defaults to discarding any
    held tile)."""
    base = Game.new(1).view(0)
    hand = tuple(sorted(parse_tiles(concealed)))
    draw: Tile | None = parse_tile(drawn) if drawn else None
    piles = tuple(tuple(parse_tiles(d)) for d in discards)
    flags = (tuple(tuple(c) for c in claimed) if claimed is not None
             else tuple(tuple(False for _ in p) for p in piles))
    if legal is None:
        kinds = sorted({*hand, *([draw] if draw else [])})
        legal = tuple(Discard(t) for t in kinds)
    return base.evolve(  # type: ignore[no-any-return]
        concealed=hand, drawn=draw, melds=tuple(tuple(m) for m in melds),
        discards=piles, discards_claimed=flags, flowers=((), (), (), ()),
        legal=tuple(legal))
