"""Drawing tiles and declaring kongs: live draws, flower and kong replacements.

A layer of the table state machine (:mod:`mahjong_tui.engine.hand`). Every tile a
player receives after the deal comes through :meth:`DrawsAndKongs._draw`, which
sets flowers aside and replaces them from the tail, ends the hand when the live
wall is used up, and gives the player the turn. A kong (concealed, added, or
claimed in :mod:`mahjong_tui.engine.claims`) is followed by its replacement draw,
unless the ruleset ends the hand there (Beijing 三家杠).
"""

from __future__ import annotations

from mahjong_tui.engine.events import Drew, FlowerReplaced, HandAbandoned, Konged
from mahjong_tui.engine.hand_end import HandEnd
from mahjong_tui.engine.hand_state import DRAW, FLOWER, KONG
from mahjong_tui.engine.melds import Meld, MeldKind
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.views import Phase

__all__ = ["DrawsAndKongs"]

_TURN = Phase.TURN


class DrawsAndKongs(HandEnd):
    """Draws, kongs and their replacement tiles."""

    def _next_turn(self, d: int) -> None:
        """Close any claim window and give the next player in after ``d`` a live draw."""
        self.claim = None
        self.options = {}
        self.answers = {}
        self._draw(self.next_player(d), from_tail=False, kind=DRAW)

    def _draw(self, p: int, *, from_tail: bool, kind: str) -> None:
        """Draw for ``p`` (replacing flowers from the tail) and give ``p`` the turn."""
        seat = self.seat_of[p]
        wall = self.wall
        if not wall.can_draw(seat) or (not from_tail and self.live_left() <= 0):
            self._exhausted()
            return
        tile, pos = wall.draw(seat, from_tail=from_tail)
        if not self.quiet:
            self._events.append(Drew(p, tile, pos, from_tail))
        self._take_drawn(p, seat, tile, kind)

    def _take_drawn(self, p: int, seat: int, tile: Tile, kind: str) -> None:
        """``p`` (at ``seat``) has drawn ``tile``: flowers are set aside and replaced
        from the tail, then ``p`` has the turn."""
        while tile.is_flower:
            self.flowers[p].append(tile)
            if not self.wall.can_draw(seat):
                # A flower as the wall's last tile: nothing to replace it, a draw.
                self._events.append(FlowerReplaced(p, tile, None, None))
                self._exhausted()
                return
            flower = tile
            tile, pos = self.wall.draw(seat, from_tail=True)
            self._events.append(FlowerReplaced(p, flower, tile, pos))
            kind = FLOWER
        self.counts[p][tile.index] += 1
        self.drawn[p] = tile
        self.passed_fan[p] = None
        self.turn_player = p
        self.turn_kind = kind
        self.phase = _TURN
        self.claim = None
        self.last_tile_drawn = self.wall_done()

    def _declare_concealed_kong(self, p: int, tile: Tile) -> None:
        """``p`` lays down four concealed ``tile`` on his turn and draws a replacement."""
        i = tile.index
        self._changed(p)
        self.counts[p][i] -= 4
        self.drawn[p] = None
        meld = Meld.kong(tile, concealed=True)
        self.concealed_kongs += 1
        self.melds_made += 1
        self.melds[p].append(meld)
        self._events.append(Konged(p, meld, True))
        self._ledger(self.rules.on_kong(p, meld, None, with_drawn=True))
        self._replace_kong(p)

    def _complete_add_kong(self, p: int, t: Tile) -> None:
        """``p``'s pung of ``t`` becomes a kong (nobody robbed it); ``p`` draws a
        replacement."""
        self._changed(p)
        with_drawn = self.drawn[p] == t
        self.counts[p][t.index] -= 1
        self.drawn[p] = None
        melds = self.melds[p]
        for k, m in enumerate(melds):
            if m.kind is MeldKind.PUNG and m.tiles[0] == t:
                melds[k] = Meld.kong(t, m.offset, added=True)
                self._events.append(Konged(p, melds[k], False))
                self._ledger(self.rules.on_kong(p, melds[k], None,
                                                with_drawn=with_drawn))
                break
        self._replace_kong(p)

    def _replace_kong(self, p: int) -> None:
        """After a kong: the ruleset may end the hand as a draw (Beijing 三家杠),
        else ``p`` draws the replacement."""
        reason = self.rules.abandon_reason()
        if reason is not None:
            self._events.append(HandAbandoned(reason))
            self._drawn_end()
            return
        self._draw(p, from_tail=self.ruleset.replacement_from_tail, kind=KONG)

