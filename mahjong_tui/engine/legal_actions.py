"""What a player may do now: the turn's actions and the claims a discard offers.

The one source of legality for the table state machine (:mod:`mahjong_tui.engine.hand`):
:meth:`LegalActions.legal` is what the engine, the UI and the bots ask, and the
claim and robbing-the-kong windows (:mod:`mahjong_tui.engine.claims`) are opened
with the options computed here. Legal actions are interned (one object per tile
and kind), so :func:`is_among` finds an answer by identity.
"""

from __future__ import annotations

from mahjong_tui.engine.actions import (
    Action,
    AddKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    Pass,
    Pung,
    Win,
)
from mahjong_tui.engine.hand_state import CHOW_TURN, PUNG_TURN, HandState
from mahjong_tui.engine.melds import MeldKind
from mahjong_tui.engine.tiles import NUM_KINDS, TILES, Tile
from mahjong_tui.engine.views import Phase

__all__ = ["ADD_KONGS", "CHOWS", "CONCEALED_KONGS", "DISCARDS", "KONGS", "PASS", "PUNGS",
           "WIN", "LegalActions", "chow_shape", "is_among"]

WIN = Win()
PASS = Pass()
DISCARDS = tuple(Discard(t) for t in TILES)
CONCEALED_KONGS = tuple(ConcealedKong(t) for t in TILES)
ADD_KONGS = tuple(AddKong(t) for t in TILES)
PUNGS = tuple(Pung(t) for t in TILES)
KONGS = tuple(Kong(t) for t in TILES)
CHOWS = tuple(Chow(t) for t in TILES)


def chow_shape(held: list[int], ti: int) -> bool:
    """``held`` has two tiles that make a chow with the suited kind ``ti``."""
    r = ti % 9
    return bool((r >= 2 and held[ti - 2] and held[ti - 1])
                or (1 <= r <= 7 and held[ti - 1] and held[ti + 1])
                or (r <= 6 and held[ti + 1] and held[ti + 2]))


def is_among(action: object, legal: tuple[Action, ...]) -> bool:
    """``action in legal``, trying identity first: legal actions are interned, so this
    avoids a dataclass ``__eq__`` per element on the hot path."""
    for a in legal:
        if a is action:
            return True
    return action in legal


class LegalActions(HandState):
    """The legal-action generation of a hand (reads the state, changes only caches)."""

    def legal(self, player: int) -> tuple[Action, ...]:
        """The legal actions of ``player`` now (empty when not asked)."""
        if self.over:
            return ()
        if self.phase is Phase.TURN:
            if player != self.turn_player:
                return ()
            if self._turn_cache is None:
                self._turn_cache = self._turn_actions(player)
            return self._turn_cache
        if player in self.answers:
            return ()
        return self.options.get(player, ())

    # -- on one's turn -----------------------------------------------------------
    def _turn_actions(self, p: int) -> tuple[Action, ...]:
        kind = self.turn_kind
        counts = self.counts[p]
        drawn = self.drawn[p]
        rules = self.rules
        acts: list[Action] = []
        if (p not in self.barred and kind not in (CHOW_TURN, PUNG_TURN) and drawn is not None
                and drawn.index in self.win_kinds(p) and rules.self_drawn_win(p).offer):
            if rules.must_win(p):
                return (WIN,)
            acts.append(WIN)
        if kind != CHOW_TURN and (kind != PUNG_TURN or self.ruleset.kong_after_pung):
            # The wall is asked only when there is a kong to declare.
            four = 4 in counts
            adds = self._add_kong_tiles(p, drawn) if kind != PUNG_TURN and self.melds[p] \
                else ()
            if (four or adds) and self._can_replace(self.seat_of[p]):
                if four:
                    acts.extend(CONCEALED_KONGS[i] for i in range(NUM_KINDS)
                                if counts[i] == 4 and rules.may_meld(p, TILES[i]))
                for t in adds:
                    acts.append(ADD_KONGS[t.index])
        if not acts:
            return tuple(rules.discard_choices(p, counts))
        acts.extend(rules.discard_choices(p, counts))
        return tuple(acts)

    def _add_kong_tiles(self, p: int, drawn: Tile | None) -> list[Tile]:
        """Tiles ``p`` may add to an exposed pung: the drawn tile, or with the
        ruleset's ``add_kong_any_tile`` any held tile."""
        any_tile = self.ruleset.add_kong_any_tile
        held = self.counts[p]
        drawn_index = drawn.index if drawn is not None else -1
        out = []
        for m in self.melds[p]:
            if m.kind is not MeldKind.PUNG:
                continue
            t = m.tiles[0]
            if (t.index == drawn_index or (any_tile and held[t.index])) and \
                    self.rules.may_meld(p, t):
                out.append(t)
        return out

    # -- on another player's tile ------------------------------------------------
    def _claim_options(self, d: int, t: Tile) -> dict[int, tuple[Action, ...]]:
        """What each player other than the discarder ``d`` may do with the discard
        ``t`` (players who could only pass are left out).

        A player is looked at closely only when he might do something: the kind in
        his :meth:`HandRules.win_filter`, a pair of it in hand, or (the next player)
        a chow shape around it; the other players could only pass."""
        options: dict[int, tuple[Action, ...]] = {}
        ruleset = self.ruleset
        rules = self.rules
        ti = t.index
        chow_kind = ti < 27 and ruleset.chow_allowed
        kong_ok = pung_ok = False
        window: bool | None = None
        out = self.out
        barred = self.barred
        counts = self.counts
        k = 0
        for p in self._after[d]:
            k += 1
            if out[p]:
                continue
            held = counts[p]
            c = held[ti]
            may_win = p not in barred and ti in self.win_kinds(p)
            if not (may_win or c >= 2 or (k == 1 and chow_kind and chow_shape(held, ti))):
                continue
            if window is None:
                # After the wall's last tile only a win (and where the ruleset allows
                # it, a pung) may take the discard.
                kong_ok = ruleset.last_discard_claimable or not self._no_more_draws_after(d)
                pung_ok = kong_ok or ruleset.pung_on_last_discard
                window = True
            acts: list[Action] = []
            if may_win:
                # The win check may narrow the rules' filter (to the waits it found):
                # ask it again next time.
                self._win_kinds[p] = None
                if rules.discard_win(p, t, d, robbing=False).offer:
                    if rules.must_win(p):
                        options[p] = (WIN,)
                        continue
                    acts.append(WIN)
            if pung_ok or kong_ok:
                if c >= 2 and rules.may_meld(p, t) and rules.may_claim(p, t, d):
                    if c == 3 and kong_ok and self._can_replace(self.seat_of[p]):
                        acts.append(KONGS[ti])
                    if pung_ok:
                        acts.append(PUNGS[ti])
                if pung_ok and k == 1 and chow_kind and rules.may_claim(p, t, d):
                    acts.extend(self._chows(p, ti))
            if acts:
                acts.append(PASS)
                options[p] = tuple(acts)
        return options

    def _rob_options(self, p: int, t: Tile) -> dict[int, tuple[Action, ...]]:
        """Who may rob ``p``'s kong made by adding ``t`` to a pung, where the ruleset
        allows robbing at all."""
        options: dict[int, tuple[Action, ...]] = {}
        if self.ruleset.robbing_kong:
            for q in self.in_play_order(p):
                if q in self.barred or self.out[q]:
                    continue
                check = self.rules.discard_win(q, t, p, robbing=True)
                if check.offer:
                    options[q] = (WIN,) if self.rules.must_win(q) else (WIN, PASS)
        return options

    def _no_more_draws_after(self, d: int) -> bool:
        if self.per_seat:
            return (not self.wall.can_draw(self.seat_of[self.next_player(d)])
                    or self.wall_done())
        return self.wall_done()

    def _chows(self, p: int, ti: int) -> list[Action]:
        c = self.counts[p]
        r = ti % 9
        out: list[Action] = []
        if r >= 2 and c[ti - 2] and c[ti - 1]:
            out.append(CHOWS[ti - 2])
        if 1 <= r <= 7 and c[ti - 1] and c[ti + 1]:
            out.append(CHOWS[ti - 1])
        if r <= 6 and c[ti + 1] and c[ti + 2]:
            out.append(CHOWS[ti])
        return out
