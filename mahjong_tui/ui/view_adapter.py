"""Read an engine ``SeatView``/``TableView`` into a :class:`TableDisplay`."""

from __future__ import annotations

from mahjong_tui.engine.names import plain_name
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.views import SeatView, TableView
from mahjong_tui.ui.model import (
    MeldDisplay,
    SeatDisplay,
    TableDisplay,
    WallDisplay,
    meld_display,
)

__all__ = ["adapt"]


def _wall(view: SeatView | TableView) -> WallDisplay:
    w = view.wall
    live = (w.live_next.wall, w.live_next.stack) if w.live_next is not None else None
    tail = (w.tail_next.wall, w.tail_next.stack) if w.tail_next is not None else None
    return WallDisplay(w.stacks, w.start, live, tail, w.remaining)


def adapt(view: SeatView | TableView, names: tuple[str, ...], *, bottom: int | None = None,
          reveal_all: bool = False, viewer: int | None = None) -> TableDisplay:
    """See :func:`mahjong_tui.ui.model.table_display`."""
    own = view.player if isinstance(view, SeatView) else None
    if bottom is None:
        bottom = own if own is not None else 0
    names = tuple(map(plain_name, names or view.players or ("East", "South", "West",
                                                           "North")))
    latest = view.last_discard[0] if view.last_discard is not None else None
    seats: list[SeatDisplay] = []
    for p in range(4):
        wind = view.seat_winds[p]
        melds: tuple[MeldDisplay, ...] = tuple(
            meld_display(m, wind, reveal=reveal_all or p == own) for m in view.melds[p])
        hand: tuple[Tile, ...] | None = None
        drawn: Tile | None = None
        if isinstance(view, TableView):
            if reveal_all:
                hand, drawn = view.concealed[p], view.drawn[p]
        elif p == own:
            hand, drawn = view.concealed, view.drawn
        if hand is None and view.table.revealed[p]:
            hand = view.table.revealed[p]  # a winner's hand lies open
        discards = tuple(zip(view.discards[p], view.discards_claimed[p], strict=True))
        seats.append(SeatDisplay(
            player=p, name=names[p], seat_wind=wind, score=view.scores[p],
            dealer=p == view.dealer, melds=melds, flowers=view.flowers[p],
            discards=discards,
            latest=latest == p and _last_is_latest(view, p),
            hand_size=view.hand_sizes[p], hand=hand, drawn=drawn,
            to_act=p in view.to_act, void=view.table.voids[p],
            won_rank=view.winners.index(p) + 1 if p in view.winners else None,
            win_tile=view.table.win_tiles[p], hand_delta=view.table.hand_deltas[p]))
    pending = None
    if view.pending_claim is not None:
        pending = (view.pending_claim.tile, view.pending_claim.from_player)
    legal = view.legal if isinstance(view, SeatView) and viewer == own else ()
    dice = tuple(d for throw in view.dice for d in throw)
    return TableDisplay(
        bottom=bottom, viewer=viewer, seats=tuple(seats), round_wind=view.round_wind,
        hand_number=view.hand_number, dealer=view.dealer, dice=dice, wall=_wall(view),
        pending=pending, legal=legal, names=tuple(names),
        family=str(getattr(view.ruleset, "family", "mcr")),
        rules=str(getattr(view.ruleset, "name", "")),
        setup=view.table.setup,
        received=tuple(t for t in getattr(view, "received", None) or () if t is not None),
        notes=tuple(view.table.notes))


def _last_is_latest(view: SeatView | TableView, p: int) -> bool:
    """The latest discard on the table is still this seat's last discard."""
    if view.last_discard is None or not view.discards[p]:
        return False
    return view.last_discard[1] == view.discards[p][-1]
