"""The values of the Guizhou scorer: situations, the items of a breakdown, scores."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Tile

__all__ = ["GuizhouInputError", "GuizhouItem", "GuizhouScore", "GuizhouSituation"]


class GuizhouInputError(ValueError):
    """A situation that cannot occur (wrong tile count, a fifth copy, an honour tile).

    The message is one line naming the problem.
    """


@dataclass(frozen=True, slots=True)
class GuizhouSituation:
    """One win to score.

    Attributes:
        concealed: the concealed tiles after winning, the winning tile included
            (``14 - 3 * len(melds)`` tiles; a kong takes three slots, like a pung).
        melds: pungs and kongs (no chows in Guizhou). A kong among them is a 豆.
        win_tile: the winning tile (one copy of it is in ``concealed``).
        self_drawn: 自摸, every other player pays.
        after_kong: 杠上胡, self-drawn on one's own kong replacement (+10).
        robbing_kong: 抢杠, won on a tile another player added to his pung (a
            转弯豆): scored as a self-draw, the robbed player pays all three shares.
        hot_shot: 热炮, won on the discard a player made right after forming a 豆.
    """

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    win_tile: Tile
    self_drawn: bool
    after_kong: bool = False
    robbing_kong: bool = False
    hot_shot: bool = False


@dataclass(frozen=True, slots=True)
class GuizhouItem:
    """One line of a breakdown.

    Attributes:
        id: identifier (``"FlushAllPungs"``).
        zh: Chinese name (清大对).
        en: English name.
        value: points (the source's "番").
    """

    id: str
    zh: str
    en: str
    value: int


@dataclass(frozen=True, slots=True)
class GuizhouScore:
    """The full breakdown of a win (or why it is none).

    Attributes:
        is_win: the hand is a legal win in this situation.
        items: the hand of the value table, then 杠上胡 if it applies.
        value: the sum of the items (what one payer owes); 0 on a non-win.
        payers: how many shares are paid: 3 on a self-draw or a robbed kong
            (包3家: the robbed player pays all three), 1 on a discard.
        received: ``value * payers``, what the winner receives for the hand itself.
        shape: the reading scored (``seven pairs``, ``all pungs``, ``sets and a pair``).
        reason: why the hand is not a win (empty on a win).
    """

    is_win: bool
    items: tuple[GuizhouItem, ...]
    value: int
    payers: int
    received: int
    shape: str
    reason: str
