"""Writing Guizhou situations as text: the notation of ``score --ruleset guizhou``.

* a hand: tile notation (``"123m 456p 99p"``, see :mod:`mahjong_tui.engine.tiles`);
* a meld: ``555p`` (a pung), ``5555p`` (a kong on a discard, 点豆), ``5555p:concealed``
  (闷豆), ``5555p:added`` (转弯豆, a fourth tile added to one's pung).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TileNotationError, parse_tile, parse_tiles
from mahjong_tui.rulesets.guizhou.scoring.types import GuizhouInputError, GuizhouSituation
from mahjong_tui.rulesets.sichuan.scoring.notation import parse_suited_meld

__all__ = ["parse_meld", "situation"]

def parse_meld(text: str) -> Meld:
    """Parse one meld (see the module docstring).

    Raises:
        GuizhouInputError: naming the problem.
    """
    return parse_suited_meld(text, GuizhouInputError, "Guizhou")


def situation(hand: str, *, melds: Sequence[str] = (), win: str | None = None,
              self_drawn: bool = False, after_kong: bool = False,
              robbing_kong: bool = False, hot_shot: bool = False) -> GuizhouSituation:
    """Build a situation from text. Without ``win`` the hand's last tile is the
    winning tile; with ``win`` the hand may hold it or not (the tile count decides).

    Raises:
        GuizhouInputError: for bad notation.
    """
    try:
        tiles = parse_tiles(hand)
        win_tile = parse_tile(win) if win else None
    except TileNotationError as exc:
        raise GuizhouInputError(str(exc)) from None
    parsed = tuple(parse_meld(m) for m in melds)
    if win_tile is None:
        if not tiles:
            raise GuizhouInputError("the hand is empty")
        win_tile = tiles[-1]
    elif len(tiles) == 13 - 3 * len(parsed):
        tiles.append(win_tile)
    return GuizhouSituation(tuple(sorted(tiles)), parsed, win_tile, self_drawn, after_kong,
                            robbing_kong, hot_shot)
