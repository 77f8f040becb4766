"""The values the history stores: a match, its seats, its finished hands and their fans.

These are plain values (fans are the calculator's ``FanHit``);
:mod:`mahjong_tui.persistence.history.feed` builds them from a game's events.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.rulesets.mcr.scoring.types import FanHit

__all__ = ["FanEntry", "HandEntry", "MatchEntry", "PaymentEntry", "SeatEntry", "WinEntry",
           "ranks_of"]

FanEntry = FanHit
"""A stored fan is the calculator's own :class:`~mahjong_tui.rulesets.mcr.scoring.FanHit` value."""


@dataclass(frozen=True, slots=True)
class SeatEntry:
    """Who played one seat of a match.

    Attributes:
        player: 0..3, fixed for the match.
        name: display name.
        is_human: a person chose this seat's actions.
        bot_level: bot level name for a bot seat, ``None`` for a human.
    """

    player: int
    name: str
    is_human: bool
    bot_level: str | None


@dataclass(frozen=True, slots=True)
class WinEntry:
    """One win of a hand.

    Attributes:
        winner: who won.
        dealt_in: whose discard (or robbed kong) it was, ``None`` when self-drawn.
        self_drawn: the winner drew the winning tile.
        win_tile: the winning tile in notation.
        fan_total: the win's fan (MCR: flowers included; Sichuan: capped).
    """

    winner: int
    dealt_in: int | None
    self_drawn: bool
    win_tile: str
    fan_total: int


@dataclass(frozen=True, slots=True)
class PaymentEntry:
    """A payment of a hand other than a win's own (Sichuan: kongs, 呼叫转移, 查花猪,
    查大叫, refunds).

    Attributes:
        reason: the ``Payment`` event's reason (``kong``, ``flower pig``...).
        player: the player it is about (the konger, the 花猪...).
        amounts: score change of each player 0..3.
    """

    reason: str
    player: int
    amounts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandEntry:
    """One finished hand.

    Attributes:
        hand_number: 1-based number of the hand in the match (engine number + 1).
        round_wind: prevalent wind 0..3.
        dealer: player who dealt (East).
        winner: the (first) player who won, ``None`` for a drawn hand.
        dealt_in: the player whose discard (or robbed kong) was won on; ``None``
            for a self-drawn win or a draw.
        self_drawn: the winner drew the winning tile.
        win_tile: the winning tile in notation, ``None`` for a draw.
        fan_total: all fan points of the win, flowers included (0 for a draw).
        fans: the first win's breakdown, in the scorer's order: MCR's fans, or the
            items of Beijing, Jindi, Guizhou and Hangzhou under ids of their own
            (:mod:`~mahjong_tui.persistence.history.win_items`); empty for Sichuan.
        deltas: score change of each player 0..3 in this hand (penalties included).
        scores_after: each player's score after the hand.
        ended_at: ISO-8601 UTC time the hand ended, ``None`` = now.
        wins: every win of the hand, in order (the first is ``winner``'s).
        payments: the hand's other payments, in order (schema v4).
    """

    hand_number: int
    round_wind: int
    dealer: int
    winner: int | None
    dealt_in: int | None
    self_drawn: bool
    win_tile: str | None
    fan_total: int
    fans: tuple[FanEntry, ...]
    deltas: tuple[int, ...]
    scores_after: tuple[int, ...]
    ended_at: str | None = None
    wins: tuple[WinEntry, ...] = ()
    payments: tuple[PaymentEntry, ...] = ()


@dataclass(frozen=True, slots=True)
class MatchEntry:
    """A match as far as it went.

    Attributes:
        match_uid: stable identifier (the record's file stem), the key for updates.
        mode: ``bots`` (people against bots), ``hotseat`` or ``watch``.
        seed: the game seed.
        ruleset: ruleset name.
        started_at: ISO-8601 UTC start time.
        seats: the four seats, by player.
        hands: finished hands, in order.
        finished: the match reached its end.
        final_scores: scores at the end (``None`` while unfinished).
        ended_at: ISO-8601 UTC end time (``None`` while unfinished or = now).
        record_path: the record file the match is saved in, if any.
    """

    match_uid: str
    mode: str
    seed: int
    ruleset: str
    started_at: str
    seats: tuple[SeatEntry, ...]
    hands: tuple[HandEntry, ...]
    finished: bool = False
    final_scores: tuple[int, ...] | None = None
    ended_at: str | None = None
    record_path: str | None = None


def ranks_of(scores: tuple[int, ...]) -> tuple[int, ...]:
    """Placing of each player by score, 1 = best; equal scores share the better place.

    >>> ranks_of((10, 30, 10, -50))
    (2, 1, 2, 4)
    """
    return tuple(1 + sum(1 for other in scores if other > own) for own in scores)
