"""Shared helpers for the engine tests: stacked walls and scripted play."""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence

from mahjong_tui.engine.actions import Action, Discard, Pass
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.engine.tiles import Tile, full_tile_set, parse_tiles
from mahjong_tui.engine.views import Phase
from mahjong_tui.engine.wall import Deal, arrange_deal
from mahjong_tui.rulesets.mcr.ruleset import MCR

# Ring-order indices (see mahjong_tui.engine.wall.arrange_deal) each seat is dealt.
SEAT_SLOTS: tuple[tuple[int, ...], ...] = (
    (*range(0, 4), *range(16, 20), *range(32, 36), 48, 52),
    (*range(4, 8), *range(20, 24), *range(36, 40), 49),
    (*range(8, 12), *range(24, 28), *range(40, 44), 50),
    (*range(12, 16), *range(28, 32), *range(44, 48), 51),
)
LIVE_START = 53


def tail_slot(k: int) -> int:
    """Ring-order index of the k-th replacement (top then bottom of the last stack)."""
    return 2 * (71 - k // 2) + k % 2


def stacked_deal(hands: Sequence[str], live: str = "", tail: str = "",
                 dealer_dice: tuple[int, int] = (3, 4),
                 second_dice: tuple[int, int] = (2, 3),
                 slots_extra: dict[int, str] | None = None) -> Deal:
    """A deal giving seat ``s`` (0 = dealer) the tiles ``hands[s]`` (14 for the dealer,
    13 for the others, in notation), then ``live`` tiles at the live end and ``tail``
    tiles as the first replacements. Other tiles fill the rest; leftover flowers go
    to the middle of the live wall, away from both ends."""
    slots: dict[int, Tile] = {}
    for seat, text in enumerate(hands):
        tiles = parse_tiles(text)
        assert len(tiles) == len(SEAT_SLOTS[seat]), (seat, len(tiles))
        for i, t in zip(SEAT_SLOTS[seat], tiles, strict=True):
            slots[i] = t
    for k, t in enumerate(parse_tiles(live)):
        slots[LIVE_START + k] = t
    for k, t in enumerate(parse_tiles(tail)):
        slots[tail_slot(k)] = t
    for i, text in (slots_extra or {}).items():
        slots[i] = parse_tiles(text)[0]
    pool = full_tile_set()
    for t in slots.values():
        pool.remove(t)
    free = sorted(set(range(144)) - set(slots), key=lambda i: abs(i - 100))
    flowers = [t for t in pool if t.is_flower]
    others = [t for t in pool if not t.is_flower]
    for i, t in zip(free, flowers + others, strict=True):
        slots[i] = t
    return arrange_deal([slots[i] for i in range(144)], dealer_dice, second_dice)


def new_game(deal: Deal, ruleset: Ruleset = MCR, **kw: object) -> Game:
    """A one-hand game on ``deal``."""
    return Game.new(0, ruleset, deals=[deal], hands=1, **kw)  # type: ignore[arg-type]


def tile(text: str) -> Tile:
    """One tile from notation."""
    (t,) = parse_tiles(text)
    return t


def pass_all(game: Game) -> None:
    """Every player asked in a claim window passes."""
    while game.to_act() and game.table_view().phase is not Phase.TURN:
        game.apply(game.to_act()[0], Pass())


def tsumogiri(game: Game) -> list[object]:
    """The player on turn discards the tile just drawn (or the last tile held), and
    everybody passes on it. Returns the events."""
    p = game.to_act()[0]
    view = game.view(p)
    t = view.drawn or view.concealed[-1]
    events: list[object] = list(game.apply(p, Discard(t)))
    while game.to_act() and game.table_view().phase is not Phase.TURN:
        events.extend(game.apply(game.to_act()[0], Pass()))
    return events


def apply_in_order(game: Game, answers: Sequence[tuple[int, Action]]) -> list[object]:
    """Apply ``(player, action)`` pairs in this order; returns all events."""
    out: list[object] = []
    for p, a in answers:
        out.extend(game.apply(p, a))
    return out


def reshuffled_hidden(game: Game, viewer: int, rng: random.Random) -> Game:
    """A copy of ``game`` in which every tile ``viewer`` cannot see is dealt out again
    at random: the other players' concealed tiles (each keeps his count, and a drawn
    tile stays a drawn tile) and the undrawn wall. Nothing ``viewer`` may see changes,
    so his view must be the same in both games.

    The state machine offers no way to swap hidden tiles (a real game never does),
    so this edits the copy's table directly; each changed player's hand rules are
    told that his tiles changed, as the state machine itself does.
    """
    other = copy.deepcopy(game)
    h = other.hand
    # Pool the other players' concealed tiles with the wall's and deal them back out.
    pool = list(h.wall.hidden_tiles())
    sizes = {}
    for q in range(4):
        if q != viewer:
            pool.extend(h.tiles_of(q))
            sizes[q] = sum(h.counts[q])
    rng.shuffle(pool)
    for q, n in sizes.items():
        h.counts[q] = [0] * 42
        for t in pool[:n]:
            h.counts[q][t.index] += 1
        if h.drawn[q] is not None:
            h.drawn[q] = pool[0]
        pool = pool[n:]
        h.rules.tiles_changed(q)
    wall_slots = [i for i, t in enumerate(h.wall.tiles) if t is not None]
    for i, t in zip(wall_slots, pool, strict=True):
        h.wall.tiles[i] = t
    return other
