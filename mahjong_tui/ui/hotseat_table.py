"""What the hot-seat table shows when nobody has the keyboard, and the tile on offer.

A shared call window must look the same whoever could claim: these functions build
its table from public facts only (no hand, no "who must decide" marks) and hold it
as it stood at the discard, so the wall does not move on before the window closes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from mahjong_tui.engine.actions import Action, AddKong, Chow, Pass, Win
from mahjong_tui.engine.events import Discarded, Event, HandEnded
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.ui.model import SeatDisplay, TableDisplay, table_display

__all__ = ["Offer", "auto_pass_filter", "find_offer", "held_display",
           "hide_seat", "public_display", "quiet_claims"]

@dataclass(frozen=True, slots=True)
class Offer:
    """A tile other players may claim.

    Attributes:
        tile: the tile.
        player: who discarded it (or adds it to a pung).
        index: index in the step's events of the event that offers it (``-1``: none
            of the step's events is public before the window closes).
        robbing: the tile is being added to a pung (only a win may take it).
    """

    tile: Tile
    player: int
    index: int
    robbing: bool = False


def find_offer(action: Action, player: int, events: list[Event]) -> Offer | None:
    """The tile that ``player``'s ``action`` put on offer, if any.

    A discard offers its tile unless the hand ended in the same step. A tile added
    to a pung offers it for robbing the kong: the engine opens that window only when
    someone can rob, so the offer must not depend on it.
    """
    if isinstance(action, AddKong):
        if any(isinstance(e, HandEnded) for e in events):
            return None
        return Offer(action.tile, player, -1, robbing=True)
    offer: Offer | None = None
    for i, e in enumerate(events):
        if isinstance(e, Discarded):
            offer = Offer(e.tile, e.player, i)
        elif isinstance(e, HandEnded):
            offer = None
    return offer


def hide_seat(seat: SeatDisplay) -> SeatDisplay:
    """The seat with its concealed tiles withheld."""
    return replace(seat, hand=None, drawn=None)


def quiet_claims(display: TableDisplay) -> TableDisplay:
    """While a tile is on offer, mark nobody but the viewer as deciding: the marks
    would tell who has a claim option."""
    if display.pending is None:
        return display
    seats = tuple(s if not s.to_act or s.player == display.viewer else replace(s, to_act=False)
                  for s in display.seats)
    return replace(display, seats=seats)


def public_display(view: Any, names: tuple[str, ...]) -> TableDisplay:
    """The table with every hand hidden, drawn from a seat view (its player at the
    bottom), with no claim marks."""
    d = table_display(view, names, bottom=view.player)
    seats = tuple(s if s.hand is None else hide_seat(s) for s in d.seats)
    return quiet_claims(replace(d, viewer=None, seats=seats, legal=()))


def held_display(before: TableDisplay, after: TableDisplay, offer: Offer) -> TableDisplay:
    """The public table at the moment of ``offer``: ``before`` the offering step,
    with the discarder's seat as ``after`` it (the discard made) when the offer is a
    discard, the tile shown as on offer and nobody marked as deciding.

    Whatever the engine did next (the next player's draw, or waiting for claims)
    does not show, so the held table is the same whoever could claim.
    """
    seats = list(before.seats)
    if offer.index >= 0:
        seats[offer.player] = after.seats[offer.player]
    seats = [replace(s, to_act=False, latest=s.player == offer.player and offer.index >= 0)
             if s.to_act or s.latest else s for s in seats]
    return replace(before, seats=tuple(seats), pending=(offer.tile, offer.player))


def auto_pass_filter(legal: tuple[Action, ...], rule: str) -> tuple[Action, ...]:
    """The claim options a player with auto-pass ``rule`` is asked about (a subset of
    ``legal``); ``(Pass(),)`` means the player passes without being asked.

    Rules (:data:`~mahjong_tui.persistence.settings.AUTO_PASS`): ``off`` asks about
    every claim, ``no-chow`` never offers a chow, ``wins-only`` offers only a win.
    """
    if rule == "off" or Pass() not in legal:
        return legal
    if rule == "no-chow":
        kept = tuple(a for a in legal if not isinstance(a, Chow))
    else:
        kept = tuple(a for a in legal if isinstance(a, Win | Pass))
    return kept
