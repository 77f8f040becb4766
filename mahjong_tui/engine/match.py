"""The match around the hands: who sits where, who deals, the prevalent wind,
and the final standings (MCR.md, "Seats, hands, rounds, the match")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_tui.engine.events import Standing

__all__ = ["TABLE_POINTS", "Seating", "dealer_seating", "seating", "standings"]

TABLE_POINTS = (4, 2, 1, 0)
"""Table points for ranks 1..4."""


@dataclass(frozen=True, slots=True)
class Seating:
    """The seats of one hand.

    Attributes:
        hand_number: 0-based hand in the match.
        round_wind: prevalent wind 0..3 (a round is 4 hands).
        order: players by seat wind; ``order[0]`` deals.
        seat_winds: seat wind of each player, indexed by player.
    """

    hand_number: int
    round_wind: int
    order: tuple[int, ...]
    seat_winds: tuple[int, ...]

    @property
    def dealer(self) -> int:
        """The dealing player (East)."""
        return self.order[0]


def dealer_seating(hand_number: int, dealer: int, round_wind: int = 0) -> Seating:
    """The seats of a hand whose players keep their places: the seat winds count
    from ``dealer`` (East) in play order (the rulesets whose dealer is the winner,
    or stays)."""
    order = tuple((dealer + k) % 4 for k in range(4))
    winds = tuple((p - dealer) % 4 for p in range(4))
    return Seating(hand_number, round_wind, order, winds)


def _positions(hand_number: int, swap: bool) -> tuple[int, ...]:
    """Players at the four table positions (in play order) for a hand. Before the
    West round (hand 9) the players at East and South swap, and those at West and
    North (MCR.md); the originally-South player then deals first."""
    if swap and hand_number >= 8:
        return (1, 0, 3, 2)
    return (0, 1, 2, 3)


def seating(hand_number: int, *, swap: bool = True, start_hand: int = 0,
            first_dealer: int | None = None) -> Seating:
    """The seating of hand ``hand_number`` (0..15).

    The dealer passes every hand: the dealer's table position advances by one each
    hand. By default player 0 deals hand 0. ``first_dealer`` makes that player deal
    hand ``start_hand`` instead (duplicate benches rotate a candidate through the
    seats on one wall); later hands rotate on from there.
    """
    positions = _positions(hand_number, swap)
    shift = 0
    if first_dealer is not None:
        start_positions = _positions(start_hand, swap)
        shift = start_positions.index(first_dealer) - start_hand % 4
    dealer_pos = (hand_number + shift) % 4
    order = tuple(positions[(dealer_pos + k) % 4] for k in range(4))
    winds = [0, 0, 0, 0]
    for seat, player in enumerate(order):
        winds[player] = seat
    return Seating(hand_number, (hand_number // 4) % 4, order, tuple(winds))


def _shared(points: Sequence[int]) -> float:
    """Table points shared equally: an int when they divide evenly, else rounded to
    two decimals (three tied for first: (4 + 2 + 1) / 3 = 2.33)."""
    total = sum(points)
    if total % len(points) == 0:
        return total // len(points)
    return round(total / len(points), 2)


def standings(scores: Sequence[int], *, share: bool = True,
              points: Sequence[int] = TABLE_POINTS) -> tuple[Standing, ...]:
    """Final table: best score first, table points ``points`` by rank (4/2/1/0).

    Players with equal scores share the better rank and split the table points of
    the places they tie for equally (MCR competition practice): two tied for first
    get (4 + 2) / 2 = 3 each, the next gets 1. With ``share`` off (the rule of
    records from before it, read back as they were played) they take the better
    rank's points each.
    """
    ranked = sorted(range(len(scores)), key=lambda p: (-scores[p], p))
    out: list[Standing] = []
    i = 0
    while i < len(ranked):
        j = i
        while j + 1 < len(ranked) and scores[ranked[j + 1]] == scores[ranked[i]]:
            j += 1
        got = _shared(points[i:j + 1]) if share else points[i]
        out.extend(Standing(p, i + 1, scores[p], got) for p in ranked[i:j + 1])
        i = j + 1
    return tuple(out)
