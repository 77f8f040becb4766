"""The end of a hand and its money: wins, false wins, the ledger, the drawn end.

The settlement path of the table state machine (:mod:`mahjong_tui.engine.hand`): the
ruleset's hand rules say what each win, false declaration, kong or drawn end pays;
this layer books every payment in the hand's deltas, records the events and marks
winners out (or the hand over, where the ruleset says a win ends it).
"""

from __future__ import annotations

from mahjong_tui.engine.events import Event, Payment, WallExhausted, Won
from mahjong_tui.engine.hand_state import HandState
from mahjong_tui.engine.rules import WinCheck
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.views import Phase

__all__ = ["HandEnd"]


class HandEnd(HandState):
    """Wins, false wins, payments and the drawn end of a hand."""

    def _win(self, p: int, d: int | None, tile: Tile, check: WinCheck, *, robbing: bool,
             takes_tile: bool = True) -> None:
        pay, extra = self.rules.on_win(p, d, tile, check, robbing=robbing)
        for q in range(4):
            self.deltas[q] += pay[q]
        self.winners.append(p)
        self.win_tiles[p] = tile
        self.out[p] = True
        ends = self.rules.hand_over_after_win()
        hands = []
        for q in range(4):
            if ends or q == p:
                tiles = self.tiles_of(q)
                if q == p and d is None:
                    tiles.remove(tile)
                hands.append(tuple(tiles))
            else:
                hands.append(())
        self._events.append(Won(p, d, tile, check.result, check.flags, tuple(pay),
                                tuple(hands),
                                tuple(tuple(m) for m in self.melds)))
        self._ledger(extra)
        if d is not None and takes_tile:  # the claimed or robbed tile joins the hand
            self.counts[p][tile.index] += 1
        if d is None:
            self.drawn[p] = None
        if ends:
            self.over = True
            self.phase = Phase.OVER
            self.claim = None

    def _false_win(self, p: int, tile: Tile) -> None:
        event = self.rules.on_false_win(p, tile)
        for q in range(4):
            self.deltas[q] += event.payments[q]  # type: ignore[union-attr]
        self.barred.add(p)
        self._events.append(event)

    def _ledger(self, events: list[Event]) -> None:
        """Add the ruleset's events, booking every payment among them."""
        for e in events:
            if isinstance(e, Payment):
                for q in range(4):
                    self.deltas[q] += e.amounts[q]
            self._events.append(e)

    def _exhausted(self) -> None:
        self._events.append(WallExhausted())
        self._drawn_end()

    def _drawn_end(self) -> None:
        self._ledger(self.rules.on_exhausted())
        self.over = True
        self.phase = Phase.OVER
        self.claim = None
