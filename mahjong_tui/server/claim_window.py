"""Fair claim windows: every discard stays open as long, whoever could claim it.

The engine moves straight on to the next draw when nobody may claim a discard, and
waits for answers when somebody may. Over a network the difference would show in
the time between a discard and what follows. So the server holds every discard
open for the room's ``claim_seconds``: where nobody was asked, each seat is sent the
table as it stood at the discard (:func:`held_view`), and the rest follows when the
window closes; where somebody was asked, the outcome is published no earlier.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.engine.events import Discarded, Event
from mahjong_tui.engine.views import PendingClaim, Phase, SeatView

__all__ = ["held_view", "offer_index"]


def offer_index(events: Sequence[Event]) -> int | None:
    """The index of the discard among ``events`` that the engine moved past at once
    (more events follow it), or ``None``."""
    for i, event in enumerate(events):
        if isinstance(event, Discarded) and i + 1 < len(events):
            return i
    return None


def held_view(before: SeatView, after: SeatView, discarder: int, event: Discarded) -> SeatView:
    """A seat's view as it stood at ``event``: ``before`` the discarding step, with the
    discard made (``after``'s river and the discarder's own tiles), the tile on
    offer and nobody to act; the next player's draw does not show yet."""
    table = before.table._replace(
        discards=after.discards, discards_claimed=after.discards_claimed,
        last_discard=after.last_discard,
        hand_sizes=tuple(n - (p == discarder) for p, n in enumerate(before.hand_sizes)),
        phase=Phase.CLAIM, pending_claim=PendingClaim(event.tile, discarder))
    own = after if before.player == discarder else before
    return SeatView(before.player, table, own.concealed, own.drawn, before.melds, (), (),
                    before.given, before.received)
