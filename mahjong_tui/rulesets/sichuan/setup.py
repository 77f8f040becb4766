"""Sichuan's choices after the deal: the exchange of three (换三张), the void suit (定缺).

Both are made by every seat at once and stay secret until all are in
(:class:`mahjong_tui.engine.rules.SetupStep`).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from mahjong_tui.engine.actions import Action, DeclareVoid, Exchange
from mahjong_tui.engine.events import Event, ExchangeDirection, TilesExchanged, VoidsDeclared
from mahjong_tui.engine.tiles import Suit, Tile

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand

__all__ = ["SUITS", "ExchangeStep", "VoidStep", "exchange_offset"]

SUITS = (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO)


def exchange_offset(die: int) -> int:
    """Where the die sends the tiles, in play order: 1-2 the next player (下家),
    3-4 across (对家), 5-6 the previous player (上家)."""
    return (die + 1) // 2


def _suit_tiles(hand: Hand, player: int, suit: Suit) -> list[Tile]:
    return [t for t in hand.tiles_of(player) if t.suit is suit]


class ExchangeStep:
    """换三张: each seat lays down three tiles of one suit; one die sends them on."""

    name = "exchange"

    def choices(self, hand: Hand, player: int) -> tuple[Action, ...]:
        """Every distinct set of three tiles of one suit the player holds."""
        out: list[Action] = []
        for suit in SUITS:
            tiles = _suit_tiles(hand, player, suit)
            seen: set[tuple[Tile, ...]] = set()
            for combo in combinations(tiles, 3):
                if combo not in seen:
                    seen.add(combo)
                    out.append(Exchange(combo))
        return tuple(out)

    def resolve(self, hand: Hand, answers: dict[int, Action]) -> list[Event]:
        """Pass every seat's three tiles on at once."""
        die = hand.deal.extra_dice[0]
        offset = exchange_offset(die)
        events: list[Event] = [ExchangeDirection(die, offset)]
        given: dict[int, tuple[Tile, ...]] = {}
        for p, action in answers.items():
            assert isinstance(action, Exchange)
            given[p] = action.tiles
        receiver = {p: hand.order[(hand.seat_of[p] + offset) % 4] for p in range(4)}
        giver = {q: p for p, q in receiver.items()}
        for p, tiles in given.items():
            for t in tiles:
                hand.counts[p][t.index] -= 1
        for p, tiles in given.items():
            for t in tiles:
                hand.counts[receiver[p]][t.index] += 1
        exchanged = [(given[p], given[giver[p]]) for p in range(4)]
        hand.exchanged = exchanged
        dealer = hand.order[0]
        # The dealer's fourteenth tile, set apart, is the last tile he received.
        hand.drawn[dealer] = exchanged[dealer][1][-1]
        for p in hand.order:
            events.append(TilesExchanged(p, given[p], exchanged[p][1], receiver[p], giver[p]))
        return events


class VoidStep:
    """定缺: each seat declares the suit it will not keep; all are revealed together."""

    name = "void"

    def choices(self, hand: Hand, player: int) -> tuple[Action, ...]:
        """A suit the player lacks must be declared (either, lacking two); else any."""
        counts = hand.counts[player]
        absent = [s for k, s in enumerate(SUITS) if not any(counts[9 * k:9 * k + 9])]
        return tuple(DeclareVoid(s) for s in (absent or SUITS))

    def resolve(self, hand: Hand, answers: dict[int, Action]) -> list[Event]:
        """Reveal every void suit."""
        voids: list[Suit] = []
        for p in range(4):
            action = answers[p]
            assert isinstance(action, DeclareVoid)
            voids.append(action.suit)
        hand.voids = list(voids)
        return [VoidsDeclared(tuple(voids))]
