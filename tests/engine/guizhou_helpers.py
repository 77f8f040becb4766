"""Shared helpers for the Guizhou engine tests: stacked 108-tile walls."""

from __future__ import annotations

from collections.abc import Sequence

from engine_helpers import LIVE_START, SEAT_SLOTS

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import Tile, parse_tiles
from mahjong_tui.engine.wall import Deal, arrange_deal
from mahjong_tui.rulesets.guizhou.ruleset import GEOMETRY, GUIZHOU, GuizhouRuleset

__all__ = ["guizhou_deal", "guizhou_game", "tiles"]


def tiles(text: str) -> tuple[Tile, ...]:
    """Tiles from notation, as a tuple."""
    return tuple(parse_tiles(text))


def guizhou_deal(hands: Sequence[str | None], live: str = "", *,
                 ruleset: GuizhouRuleset = GUIZHOU, dice: tuple[int, int] = (3, 4)) -> Deal:
    """A 108-tile deal giving seat ``s`` (0 = dealer) the tiles ``hands[s]`` and then
    ``live`` at the front of the live wall (kong replacements are the next live
    tile); the other tiles fill the rest in sorted order."""
    slots: dict[int, Tile] = {}
    for seat, text in enumerate(hands):
        if text is None:
            continue
        seat_tiles = parse_tiles(text)
        assert len(seat_tiles) == len(SEAT_SLOTS[seat]), (seat, len(seat_tiles))
        for i, t in zip(SEAT_SLOTS[seat], seat_tiles, strict=True):
            slots[i] = t
    for k, t in enumerate(parse_tiles(live)):
        slots[LIVE_START + k] = t
    pool = ruleset.tile_set()
    for t in slots.values():
        pool.remove(t)
    free = [i for seat, text in enumerate(hands) if text is None for i in SEAT_SLOTS[seat]]
    free += [i for i in range(GEOMETRY.total_tiles) if i not in slots and i not in free]
    for i, t in zip(free, pool, strict=True):
        slots[i] = t
    probe = Deal((), dice, (), ())
    return arrange_deal([slots[i] for i in range(GEOMETRY.total_tiles)], dice, (),
                        geometry=GEOMETRY, brk=ruleset.wall_break(probe))


def guizhou_game(hands: Sequence[str | None], live: str = "", *,
                 ruleset: GuizhouRuleset = GUIZHOU, hands_played: int = 1) -> Game:
    """A game whose first hand is dealt from a stacked wall, East dealing."""
    return Game.new(0, ruleset, deals=[guizhou_deal(hands, live, ruleset=ruleset)],
                    hands=hands_played, first_dealer=0)
