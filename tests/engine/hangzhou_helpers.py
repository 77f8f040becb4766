"""Shared helpers for the Hangzhou engine tests: stacked 136-tile walls."""

from __future__ import annotations

from collections.abc import Sequence

from engine_helpers import LIVE_START, SEAT_SLOTS

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import Tile, parse_tiles
from mahjong_tui.engine.wall import Deal, arrange_deal
from mahjong_tui.rulesets.hangzhou.ruleset import GEOMETRY, HANGZHOU, HangzhouRuleset

__all__ = ["hangzhou_deal", "hangzhou_game"]


def hangzhou_deal(hands: Sequence[str], live: str = "", *,
                  ruleset: HangzhouRuleset = HANGZHOU) -> Deal:
    """A 136-tile deal giving seat ``s`` (0 = dealer) the tiles ``hands[s]`` (14 for the
    dealer, 13 for the others), then ``live`` from the front of the live wall: with a
    turned-up 财神 its first tile is the indicator, the next ones the draws. The other
    tiles fill the rest in sorted order."""
    slots: dict[int, Tile] = {}
    for seat, text in enumerate(hands):
        seat_tiles = parse_tiles(text)
        assert len(seat_tiles) == len(SEAT_SLOTS[seat]), (seat, len(seat_tiles))
        for i, t in zip(SEAT_SLOTS[seat], seat_tiles, strict=True):
            slots[i] = t
    for k, t in enumerate(parse_tiles(live)):
        slots[LIVE_START + k] = t
    pool = ruleset.tile_set()
    for t in slots.values():
        pool.remove(t)
    free = [i for i in range(GEOMETRY.total_tiles) if i not in slots]
    for i, t in zip(free, pool, strict=True):
        slots[i] = t
    dice = (3, 4)
    brk = ruleset.wall_break(Deal((), dice, ()))
    return arrange_deal([slots[i] for i in range(GEOMETRY.total_tiles)], dice, (),
                        geometry=GEOMETRY, brk=brk)


def hangzhou_game(hands: Sequence[str], live: str = "", *,
                  ruleset: HangzhouRuleset = HANGZHOU, hands_played: int = 1) -> Game:
    """A game whose first hand is stacked; player 0 deals it."""
    deal = hangzhou_deal(hands, live, ruleset=ruleset)
    return Game.new(0, ruleset, deals=[deal], hands=hands_played, first_dealer=0)
