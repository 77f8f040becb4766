"""The 136-tile table without flowers and the dealer who stays, shared by the
Beijing and Jindi rulesets.

The tiles are the suits, winds and dragons, four of each, in four walls of 17
stacks; the wall is broken by MCR's two throws. The dealer stays after his own win
or a drawn hand; after another player's win the deal passes to the dealer's 下家
(the next player in play order).
"""

from __future__ import annotations

import random

from mahjong_tui.engine.match import Seating, dealer_seating
from mahjong_tui.engine.rules import HandOutcome
from mahjong_tui.engine.tiles import Tile, full_tile_set
from mahjong_tui.engine.wall import Deal, WallBreak, WallGeometry, break_of, random_deal

__all__ = ["GEOMETRY_136", "Plain136Table", "check_deal_136", "dealer_stays_seating",
           "random_deal_136", "tiles_136", "wall_break_136"]

GEOMETRY_136 = WallGeometry((17, 17, 17, 17))
"""Four walls of 17 stacks of two."""

_TILES = tuple(full_tile_set(flowers=False))


def tiles_136() -> list[Tile]:
    """The 136 tiles, sorted."""
    return list(_TILES)


def random_deal_136(rng: random.Random) -> Deal:
    """A shuffled 136-tile wall and both throws."""
    return random_deal(rng, flowers=False)


def check_deal_136(deal: Deal) -> None:
    """Raise ``ValueError`` unless ``deal`` is the 136 tiles with two valid throws."""
    if tuple(sorted(deal.tiles)) != _TILES:
        raise ValueError("the wall is not the 136 tiles")
    break_of(deal.dealer_dice, deal.second_dice)
    if deal.extra_dice:
        raise ValueError("this ruleset throws no extra dice")


def wall_break_136(deal: Deal) -> WallBreak:
    """MCR's two-throw break counted on walls of 17 stacks."""
    brk = break_of(deal.dealer_dice, deal.second_dice)
    return GEOMETRY_136.break_at(brk.thrower, brk.thrower, brk.total)


def dealer_stays_seating(hand_number: int, previous: HandOutcome | None,
                         last: Seating | None, *, first_dealer: int | None) -> Seating:
    """The seats of a hand when the dealer stays after his win or a draw.

    The players keep their places; the dealer of the first hand is ``first_dealer``
    (player 0 when ``None``). The prevalent wind moves on each time the deal passes
    to player 0 (no fan of these rulesets reads it; the table shows it).
    """
    if previous is None or last is None:
        dealer = 0 if first_dealer is None else first_dealer
        round_wind = 0
    else:
        round_wind = last.round_wind
        dealer = previous.dealer
        if previous.winners and previous.winners[0] != dealer:
            dealer = (dealer + 1) % 4
            if dealer == 0:
                round_wind = (round_wind + 1) % 4
    return dealer_seating(hand_number, dealer, round_wind)


class Plain136Table:
    """The equipment and the seating of a 136-tile ruleset whose dealer stays: the
    part of the :class:`~mahjong_tui.engine.rules.Ruleset` hooks Beijing and Jindi
    share. Mixed into their frozen option dataclasses (beside
    :class:`~mahjong_tui.rulesets.options.OptionsRuleset`)."""

    __slots__ = ()
    family: str

    @property
    def geometry(self) -> WallGeometry:
        """Four walls of 17 stacks."""
        return GEOMETRY_136

    def tile_set(self) -> list[Tile]:
        """The 136 tiles, sorted."""
        return tiles_136()

    def random_deal(self, rng: random.Random, hand_number: int) -> Deal:
        """A shuffled wall and both throws."""
        return random_deal_136(rng)

    def check_deal(self, deal: Deal) -> None:
        """Raise ``ValueError`` unless ``deal`` is the 136 tiles with valid dice."""
        check_deal_136(deal)

    def wall_break(self, deal: Deal) -> WallBreak:
        """MCR's break on walls of 17 stacks."""
        return wall_break_136(deal)

    def seating(self, hand_number: int, previous: HandOutcome | None,
                last: Seating | None, deal: Deal, *, start_hand: int,
                first_dealer: int | None) -> Seating:
        """The dealer stays after his win or a draw, else the deal passes to 下家
        (Beijing's 轮庄)."""
        return dealer_stays_seating(hand_number, previous, last, first_dealer=first_dealer)
