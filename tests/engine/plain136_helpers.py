"""Stacked 136-tile walls for the Beijing and Jindi engine tests."""

from __future__ import annotations

from collections.abc import Sequence

from engine_helpers import LIVE_START, SEAT_SLOTS

from mahjong_tui.engine.actions import Action, Discard, Pass, Win
from mahjong_tui.engine.events import Event
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.engine.tiles import Tile, parse_tiles
from mahjong_tui.engine.views import Phase
from mahjong_tui.engine.wall import Deal, arrange_deal
from mahjong_tui.rulesets.plain136 import GEOMETRY_136

__all__ = ["WIN", "deal136", "discard", "game136", "pass_claims", "take", "tile"]

DICE = ((3, 4), (2, 3))


def tile(text: str) -> Tile:
    """One tile from notation."""
    (t,) = parse_tiles(text)
    return t


def _tail_slot(k: int) -> int:
    """Ring index of the k-th replacement: top then bottom of the last stack."""
    last = GEOMETRY_136.total_tiles // 2 - 1
    return 2 * (last - k // 2) + k % 2


def deal136(ruleset: Ruleset, hands: Sequence[str], live: str = "", tail: str = "") -> Deal:
    """A deal giving seat ``s`` (0 = dealer) ``hands[s]`` (14 tiles for the dealer,
    13 for the others), ``live`` at the front of the live wall and ``tail`` as the
    first kong replacements; the other tiles fill the rest in sorted order."""
    slots: dict[int, Tile] = {}
    for seat, text in enumerate(hands):
        tiles = parse_tiles(text)
        assert len(tiles) == len(SEAT_SLOTS[seat]), (seat, len(tiles))
        slots.update(zip(SEAT_SLOTS[seat], tiles, strict=True))
    for k, t in enumerate(parse_tiles(live)):
        slots[LIVE_START + k] = t
    for k, t in enumerate(parse_tiles(tail)):
        slots[_tail_slot(k)] = t
    pool = ruleset.tile_set()
    for t in slots.values():
        pool.remove(t)
    total = GEOMETRY_136.total_tiles
    free = [i for i in range(total) if i not in slots]
    slots.update(zip(free, pool, strict=True))
    probe = Deal((), *DICE)
    return arrange_deal([slots[i] for i in range(total)], *DICE, geometry=GEOMETRY_136,
                        brk=ruleset.wall_break(probe))


def game136(ruleset: Ruleset, hands: Sequence[str], live: str = "", tail: str = "", *,
            hands_played: int = 1) -> Game:
    """A game whose first hand is dealt from a stacked wall."""
    return Game.new(0, ruleset, deals=[deal136(ruleset, hands, live, tail)],
                    hands=hands_played)


def pass_claims(game: Game) -> list[Event]:
    """Everyone asked in a claim window passes; returns the events."""
    events: list[Event] = []
    while game.to_act() and game.table_view().phase is not Phase.TURN:
        events.extend(game.apply(game.to_act()[0], Pass()))
    return events


def discard(game: Game, text: str | None = None) -> list[Event]:
    """The player on turn discards ``text`` (default: the tile just drawn, else his
    last tile) and everybody passes on it."""
    p = game.to_act()[0]
    view = game.view(p)
    t = tile(text) if text else (view.drawn or view.concealed[-1])
    return [*game.apply(p, Discard(t)), *pass_claims(game)]


def take(game: Game, action: Action) -> list[Event]:
    """The first player asked takes ``action``."""
    return list(game.apply(game.to_act()[0], action))


WIN = Win()
