"""The claim window: a discard (or a tile added to a kong) on offer, and who takes it.

A layer of the table state machine (:mod:`mahjong_tui.engine.hand`). After a discard
the players with a claim (:meth:`LegalActions._claim_options`) are asked together;
nothing is resolved until every one of them has answered, so the order in which
answers arrive never matters. Then wins come first (every legal declarer with the
ruleset's ``multiple_winners``, else the first in play order after the discarder),
then a pung or kong, then a chow. Robbing a kong works the same way with wins only.
"""

from __future__ import annotations

from mahjong_tui.engine.actions import Action, Chow, Kong, Pung, Win
from mahjong_tui.engine.draws import DrawsAndKongs
from mahjong_tui.engine.events import Claimed
from mahjong_tui.engine.hand_state import CHOW_TURN, DRAW, KONG, PUNG_TURN
from mahjong_tui.engine.legal_actions import WIN, LegalActions
from mahjong_tui.engine.melds import Meld, offset_of
from mahjong_tui.engine.rules import WinCheck
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.views import PendingClaim, Phase

__all__ = ["ClaimWindow"]


class ClaimWindow(DrawsAndKongs, LegalActions):
    """Opening and resolving the claim and robbing-the-kong windows."""

    def _open_claims(self, d: int, t: Tile) -> None:
        """``d`` discarded ``t``: ask who may claim it, or give the next player his turn."""
        options = self._claim_options(d, t)
        if options:
            self.phase = Phase.CLAIM
            self.claim = PendingClaim(t, d)
            self.options = options
            self.answers = {}
        else:
            self._next_turn(d)

    def _open_rob_window(self, p: int, t: Tile) -> None:
        """``p`` adds ``t`` to a pung: ask who may rob the kong, or complete it."""
        options = self._rob_options(p, t)
        if options:
            self.phase = Phase.ROB_KONG
            self.claim = PendingClaim(t, p, robbing=True)
            self.options = options
            self.answers = {}
        else:
            self._complete_add_kong(p, t)

    def _claimers_in_order(self) -> list[int]:
        """The players who answered, in play order after the discarder."""
        assert self.claim is not None
        return [p for p in self.in_play_order(self.claim.from_player) if p in self.answers]

    def _note_passed_wins(self) -> None:
        """过水: a player who had a win on offer and did not take it (where the ruleset
        bars it) may not win on a discard until his next draw unless for more fan."""
        if not self.ruleset.passed_win_bars:
            return
        claim = self.claim
        assert claim is not None
        for p, acts in self.options.items():
            if WIN in acts and not isinstance(self.answers.get(p), Win):
                check = self.rules.discard_win(p, claim.tile, claim.from_player,
                                               robbing=claim.robbing)
                if check.result is not None:
                    fan = self.rules.win_fan(check.result)
                    old = self.passed_fan[p]
                    self.passed_fan[p] = fan if old is None else max(old, fan)

    def _resolve_wins(self) -> list[int]:
        """Settle declared wins on the pending tile; returns the winners in order."""
        claim = self.claim
        assert claim is not None
        self._note_passed_wins()
        winners: list[tuple[int, WinCheck]] = []
        for p in self._claimers_in_order():
            if not isinstance(self.answers[p], Win):
                continue
            check = self.rules.discard_win(p, claim.tile, claim.from_player,
                                           robbing=claim.robbing)
            if check.result is not None:
                winners.append((p, check))
                if not self.ruleset.multiple_winners:
                    break
            else:
                self._false_win(p, claim.tile)
        if not winners:
            return []
        d = claim.from_player
        if claim.robbing:
            self._changed(d)
            self.counts[d][claim.tile.index] -= 1
            self.drawn[d] = None
        else:
            self.claimed[d][-1] = True
        first = not self.winners
        for n, (p, check) in enumerate(winners):
            self._win(p, d, claim.tile, check, robbing=claim.robbing, takes_tile=n == 0)
        if first:
            self.first_win_from = d
            self.first_win_count = len(winners)
        return [p for p, _ in winners]

    def _after_discard_wins(self, winners: list[int]) -> None:
        """Play goes on after the winner farthest from the discarder."""
        self.claim = None
        self.options = {}
        self.answers = {}
        self.phase = Phase.TURN
        self._draw(self.next_player(winners[-1]), from_tail=False, kind=DRAW)

    def _resolve_claim(self) -> None:
        """Every asked player has answered the discard: wins first, then a pung or
        kong, then a chow, else the next player's turn."""
        claim = self.claim
        assert claim is not None
        winners = self._resolve_wins()
        if winners:
            if not self.over:
                self._after_discard_wins(winners)
            return
        d, t = claim.from_player, claim.tile
        chosen: tuple[int, Action] | None = None
        for p in self._claimers_in_order():
            a = self.answers[p]
            if isinstance(a, Pung | Kong):
                chosen = (p, a)
                break
        if chosen is None:
            for p in self._claimers_in_order():
                a = self.answers[p]
                if isinstance(a, Chow):
                    chosen = (p, a)
                    break
        self.claim = None
        self.options = {}
        self.answers = {}
        if chosen is None:
            self._next_turn(d)
            return
        p, a = chosen
        self._changed(p)
        counts = self.counts[p]
        ti = t.index
        offset = offset_of(self.seat_of[p], self.seat_of[d])
        self.claimed[d][-1] = True
        self.last_discard = None
        if isinstance(a, Chow):
            first = a.first.index
            for i in (first, first + 1, first + 2):
                if i != ti:
                    counts[i] -= 1
            meld = Meld.chow(a.first, t)
            kind = CHOW_TURN
        elif isinstance(a, Pung):
            counts[ti] -= 2
            meld = Meld.pung(t, offset)
            kind = PUNG_TURN
        else:
            counts[ti] -= 3
            meld = Meld.kong(t, offset)
            kind = KONG
        self.melds[p].append(meld)
        if kind != CHOW_TURN:
            self.melds_made += 1
        if not self.quiet:
            self._events.append(Claimed(p, a, d, meld))
        if kind == KONG:
            self._ledger(self.rules.on_kong(p, meld, d, with_drawn=False))
            self._replace_kong(p)
        else:
            self.phase = Phase.TURN
            self.turn_player = p
            self.turn_kind = kind
            self.drawn[p] = None
            self.last_tile_drawn = False

    def _resolve_rob(self) -> None:
        """Every asked player has answered the added kong: a robbing win, else the
        kong stands."""
        claim = self.claim
        assert claim is not None
        winners = self._resolve_wins()
        if winners:
            if not self.over:
                self._after_discard_wins(winners)
            return
        self.phase = Phase.TURN
        self.claim = None
        self.options = {}
        self.answers = {}
        self._complete_add_kong(claim.from_player, claim.tile)
