"""Hangzhou's rules for one hand: 财神 wild tiles, wins through the Hangzhou scorer,
the 财飘 go-around, and the payments of a win (the only money that moves).

The 财神 kinds are published as the public note ``"wilds"`` (tile indices) and, when
turned up, the indicator tile as ``"indicator"``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import compress
from typing import TYPE_CHECKING, Any

from mahjong_tui.engine.actions import Discard
from mahjong_tui.engine.events import Event, FalseWin
from mahjong_tui.engine.hand import DISCARDS, KONG
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.rules import NO_WIN, HandRulesDefaults, SetupStep, WinCheck
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.rulesets.hangzhou.scoring import (
    HangzhouScore,
    HangzhouSituation,
    score_hangzhou,
)
from mahjong_tui.rulesets.hangzhou.shapes import (
    is_bao_tou_ready,
    waiting_kinds,
)

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand
    from mahjong_tui.rulesets.hangzhou.ruleset import HangzhouRuleset

__all__ = ["HangzhouHandRules"]


class HangzhouHandRules(HandRulesDefaults):
    """Hangzhou's rules for one hand.

    Args:
        ruleset: the options.
        hand: the hand they apply to.
    """

    setup_steps: tuple[SetupStep, ...] = ()

    def __init__(self, ruleset: HangzhouRuleset, hand: Hand) -> None:
        self.ruleset = ruleset
        self.hand = hand
        self._fixed = ruleset.fixed_wild_index
        self._waits: list[frozenset[int] | None] = [None] * 4
        # 财飘: the players whose discarded 财神 bars every claim until they discard
        # again, and per player the 财飘 in a row (a 财神 discarded from two 财神 and
        # four sets).
        self.piao_open: set[int] = set()
        self.piao_chain = [0, 0, 0, 0]

    # -- the wilds ---------------------------------------------------------------
    @property
    def wilds(self) -> tuple[int, ...]:
        """The 财神 kinds (tile indices)."""
        if self._fixed is not None:
            return (self._fixed,)
        turned = self.hand.turned_up
        return (turned[0].index,) if turned else ()

    def turn_up_count(self) -> int:
        """One tile is turned up to name the 财神, unless the ruleset fixes the kind."""
        return 0 if self._fixed is not None else 1

    def is_wild(self, tile: Tile) -> bool:
        """``tile`` is a 财神."""
        return tile.index in self.wilds

    def _split(self, player: int, minus: Tile | None) -> tuple[tuple[int, ...], int]:
        """Natural counts and wilds of ``player``'s concealed tiles less ``minus``."""
        counts = list(self.hand.counts[player][:34])
        if minus is not None:
            counts[minus.index] -= 1
        wilds = 0
        for w in self.wilds:
            wilds += counts[w]
            counts[w] = 0
        return tuple(counts), wilds

    def _waiting(self, player: int, minus: Tile | None) -> frozenset[int]:
        """The natural kinds completing ``player``'s tiles less ``minus`` (four sets
        and a pair, or seven pairs), cached until his tiles change."""
        h = self.hand
        cacheable = minus is h.drawn[player]
        cached = self._waits[player]
        if cacheable and cached is not None:
            return cached
        counts, wilds = self._split(player, minus)
        sets = 4 - len(h.melds[player])
        waits = set(waiting_kinds(counts, wilds, sets))
        if not h.melds[player] and sum(counts) + wilds == 13:
            # Seven pairs: every odd count takes a wild once the tile is added.
            odd = sum(c & 1 for c in counts)
            if odd + 1 <= wilds:
                waits.update(range(34))
            elif odd - 1 <= wilds:
                waits.update(k for k in range(34) if counts[k] & 1)
        result = frozenset(waits)
        if cacheable:
            self._waits[player] = result
        return result

    def _situation(self, player: int, tile: Tile, *, self_drawn: bool) -> HangzhouSituation:
        h = self.hand
        concealed = h.tiles_of(player)
        if not self_drawn:
            concealed.append(tile)
        piao = self.piao_chain[player] if self_drawn and player in self.piao_open else 0
        return HangzhouSituation(
            concealed=tuple(sorted(concealed, key=lambda t: t.index)),
            melds=tuple(h.melds[player]), win_tile=tile, wilds=self.wilds,
            self_drawn=self_drawn, after_kong=self_drawn and h.turn_kind == KONG, piao=piao)

    def _check(self, situation: HangzhouSituation) -> WinCheck:
        score = score_hangzhou(situation, base=self.ruleset.base,
                               kong_bloom=self.ruleset.kong_bloom)
        if not score.is_win:
            return NO_WIN
        return WinCheck(True, score, situation)

    # -- offers ------------------------------------------------------------------
    def self_drawn_win(self, player: int) -> WinCheck:
        """A complete hand, 财神 standing for any tile."""
        drawn = self.hand.drawn[player]
        if drawn is None:
            return NO_WIN
        waits = self._waiting(player, drawn)
        if not waits or not (self.is_wild(drawn) or drawn.index in waits):
            return NO_WIN
        return self._check(self._situation(player, drawn, self_drawn=True))

    def discard_win(self, player: int, tile: Tile, from_player: int, *,
                    robbing: bool) -> WinCheck:
        """Never on a 财神, never in a 财飘 go-around."""
        if self.piao_open or self.is_wild(tile) or \
                tile.index not in self._waiting(player, None):
            return NO_WIN
        return self._check(self._situation(player, tile, self_drawn=False))

    def must_win(self, player: int) -> bool:
        """A win may always be declined."""
        return False

    def win_fan(self, result: Any) -> int:
        """The doublings."""
        assert isinstance(result, HangzhouScore)
        return result.total_fan

    def discard_choices(self, player: int, held: Sequence[int]) -> Iterable[Discard]:
        """Any held tile, a 财神 included (财飘)."""
        return compress(DISCARDS[:34], held[:34])

    def may_meld(self, player: int, tile: Tile) -> bool:
        """A 财神 is never part of a pung or kong."""
        return not self.is_wild(tile)

    def may_claim(self, player: int, tile: Tile, from_player: int) -> bool:
        """Never a discarded 财神; nothing in a 财飘 go-around."""
        return not self.piao_open and not self.is_wild(tile)

    # -- money -------------------------------------------------------------------
    def on_win(self, player: int, from_player: int | None, tile: Tile, check: WinCheck, *,
               robbing: bool) -> tuple[tuple[int, ...], list[Event]]:
        """Self-draw: each other player pays the value; discard: the discarder."""
        score = check.result
        assert isinstance(score, HangzhouScore)
        pay = [0, 0, 0, 0]
        payers = [from_player] if from_player is not None else \
            [q for q in range(4) if q != player]
        for q in payers:
            pay[q] -= score.payment_each
            pay[player] += score.payment_each
        return tuple(pay), []

    def on_false_win(self, player: int, tile: Tile) -> Event:
        """Never reached: only legal wins are offered."""
        return FalseWin(player, tile, True, 0, (0, 0, 0, 0))

    def on_kong(self, player: int, meld: Meld, from_player: int | None, *,
                with_drawn: bool) -> list[Event]:
        """No kong money."""
        return []

    def on_discard(self, player: int, tile: Tile) -> list[Event]:
        """A discarded 财神 opens a 财飘 go-around; it counts as 财飘 when the
        discarder kept one 财神 and four sets (any other discard ends his run)."""
        if self.is_wild(tile):
            counts, wilds = self._split(player, None)
            sets = 4 - len(self.hand.melds[player])
            ready = is_bao_tou_ready(counts, wilds, sets)
            run = self.piao_chain[player] if player in self.piao_open else 0
            self.piao_chain[player] = run + 1 if ready else 0
            self.piao_open.add(player)
        else:
            self.piao_open.discard(player)
            self.piao_chain[player] = 0
        return []

    def hand_over_after_win(self) -> bool:
        """One win ends the hand."""
        return True

    def on_exhausted(self) -> list[Event]:
        """A drawn hand pays nothing."""
        return []

    def tiles_changed(self, player: int) -> None:
        """Forget the cached waits of ``player``."""
        self._waits[player] = None

    def public_notes(self) -> tuple[tuple[str, Any], ...]:
        """The 财神 kinds, and the tile turned up to name them."""
        notes: list[tuple[str, Any]] = [("wilds", self.wilds)]
        if self.hand.turned_up:
            notes.append(("indicator", self.hand.turned_up[0]))
        return tuple(notes)
