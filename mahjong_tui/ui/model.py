"""What the table shows, as plain values built from a SeatView or TableView.

The widgets draw only these values, so a live game, a watch-mode game and a
replay (a sequence of :class:`~mahjong_tui.engine.views.TableView`) all feed the same
screen. :func:`table_display` is the one place that reads engine views.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.melds import Meld, MeldKind, seat_of_offset
from mahjong_tui.engine.tiles import Suit, Tile

__all__ = [
    "MeldDisplay",
    "SeatDisplay",
    "TableDisplay",
    "WallDisplay",
    "meld_display",
    "table_display",
]


@dataclass(frozen=True, slots=True)
class MeldDisplay:
    """One meld as drawn.

    Attributes:
        tiles: the tiles, ``None`` for each face-down tile.
        claimed: index in ``tiles`` of the claimed tile, or ``None``.
        from_wind: seat wind (this hand) of the player the tile came from.
        concealed: a concealed kong (drawn face down while hidden).
    """

    tiles: tuple[Tile | None, ...]
    claimed: int | None = None
    from_wind: int | None = None
    concealed: bool = False


@dataclass(frozen=True, slots=True)
class SeatDisplay:
    """One player's place at the table.

    Attributes:
        player: the player.
        name: display name.
        seat_wind: 0..3 this hand.
        score: current score.
        dealer: is the dealer.
        melds: exposed melds and concealed kongs.
        flowers: flowers set aside.
        discards: ``(tile, claimed_away)`` in order.
        latest: this seat made the latest discard (highlight the last one).
        hand_size: concealed tiles held (the drawn tile included).
        hand: the concealed tiles when visible to the viewer, else ``None``.
        drawn: the drawn tile set apart (when visible), else ``None``.
        to_act: this player must decide now.
        void: the declared void suit (Sichuan 定缺) once revealed, else ``None``.
        won_rank: 1, 2, 3 for the first, second, third winner of the hand, else ``None``.
        win_tile: the tile this player won on, else ``None``.
        hand_delta: this player's payments so far this hand (the running ledger).
    """

    player: int
    name: str
    seat_wind: int
    score: int
    dealer: bool
    melds: tuple[MeldDisplay, ...]
    flowers: tuple[Tile, ...]
    discards: tuple[tuple[Tile, bool], ...]
    latest: bool
    hand_size: int
    hand: tuple[Tile, ...] | None
    drawn: Tile | None
    to_act: bool
    void: Suit | None = None
    won_rank: int | None = None
    win_tile: Tile | None = None
    hand_delta: int = 0


@dataclass(frozen=True, slots=True)
class WallDisplay:
    """The wall drawn from the engine's positions.

    Attributes:
        stacks: per wall (by seat wind), per stack 0..17: bit 0 top present, bit 1
            bottom present.
        start: ``(wall, stack)`` where dealing started (the break), or ``None``.
        live: ``(wall, stack)`` of the next live draw, or ``None``.
        tail: ``(wall, stack)`` of the next replacement, or ``None``.
        remaining: tiles left.
    """

    stacks: tuple[tuple[int, ...], ...]
    start: tuple[int, int] | None
    live: tuple[int, int] | None
    tail: tuple[int, int] | None
    remaining: int


@dataclass(frozen=True, slots=True)
class TableDisplay:
    """Everything the table screen draws.

    Attributes:
        bottom: the player drawn at the bottom (the viewer, or the followed seat).
        viewer: whose own hand is interactive, or ``None`` (watching).
        seats: by player.
        round_wind: prevalent wind 0..3.
        hand_number: 0-based.
        dealer: the dealer (player).
        dice: this hand's throws.
        wall: the wall, when the view gives it.
        pending: ``(tile, from_player)`` of a discard on offer, or ``None``.
        legal: the viewer's legal actions now (empty when not the viewer's turn).
        names: all names by player.
        family: the ruleset family (``"mcr"``, ``"sichuan"``).
        rules: the ruleset's name (``mcr``, ``sichuan``...), shown on the table.
        setup: the setup step in progress (``"exchange"``, ``"void"``) or ``""``.
        received: the tiles the viewer received in the exchange (highlighted).
        notes: the ruleset's public notes of the hand, ``(key, value)`` pairs (the
            wild tiles, the turned-up indicator, Beijing's floor...), drawn in the
            centre; the ``"wilds"`` note also marks the wild tiles in the hand.
    """

    bottom: int
    viewer: int | None
    seats: tuple[SeatDisplay, ...]
    round_wind: int
    hand_number: int
    dealer: int
    dice: tuple[int, ...]
    wall: WallDisplay | None
    pending: tuple[Tile, int] | None
    legal: tuple[Action, ...]
    names: tuple[str, ...]
    family: str = "mcr"
    rules: str = ""
    setup: str = ""
    received: tuple[Tile, ...] = ()
    notes: tuple[tuple[str, Any], ...] = ()


def meld_display(meld: Any, owner_wind: int, *, reveal: bool = False) -> MeldDisplay:
    """Convert an engine meld (or hidden marker) for drawing.

    Args:
        meld: a :class:`Meld`, or the engine's marker for another player's concealed
            kong (anything that is not a ``Meld``).
        owner_wind: the owner's seat wind (offsets are in play order = wind order).
        reveal: show a concealed kong face up (end of hand, show-all).
    """
    if not isinstance(meld, Meld):
        tile = getattr(meld, "tile", None)
        return MeldDisplay((tile if reveal and isinstance(tile, Tile) else None,) * 4,
                           concealed=True)
    if meld.concealed:
        return MeldDisplay(meld.tiles if reveal else (None,) * 4, concealed=True)
    claimed = meld.tiles.index(meld.claimed) if meld.claimed is not None else None
    if meld.kind is MeldKind.CHOW and meld.claimed is not None:
        claimed = meld.tiles.index(meld.claimed)
    from_wind = seat_of_offset(owner_wind, meld.offset) if meld.offset else None
    return MeldDisplay(meld.tiles, claimed, from_wind)


def table_display(view: Any, names: tuple[str, ...], *, bottom: int | None = None,
                  reveal_all: bool = False, viewer: int | None = None) -> TableDisplay:
    """Build a :class:`TableDisplay` from a ``SeatView`` or ``TableView``.

    Args:
        view: the engine view.
        names: player names.
        bottom: player drawn at the bottom (default: the view's player, else 0).
        reveal_all: show every concealed hand the view holds (TableView) and
            concealed kongs face up.
        viewer: the player whose hand is interactive (``None`` when watching).
    """
    from mahjong_tui.ui.view_adapter import adapt

    return adapt(view, names, bottom=bottom, reveal_all=reveal_all, viewer=viewer)
