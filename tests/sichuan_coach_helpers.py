"""Hand-built Sichuan positions for the coach tests: a real view with chosen tiles."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.engine.actions import Action, Discard
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Suit, Tile, parse_tile, parse_tiles
from mahjong_tui.engine.views import PendingClaim, Phase, SeatView
from mahjong_tui.rulesets import get_ruleset

VOIDS = {"m": Suit.CHARACTERS, "p": Suit.DOTS, "s": Suit.BAMBOO, "": None}


def sichuan_position(concealed: str, drawn: str | None = None, *, void: str = "",
                     ruleset: str = "sichuan", phase: Phase = Phase.TURN,
                     voids: Sequence[str] = ("", "", ""),
                     melds: Sequence[Sequence[Meld]] = ((), (), (), ()),
                     discards: Sequence[str] = ("", "", "", ""),
                     winners: tuple[int, ...] = (),
                     claim: tuple[str, int] | None = None,
                     legal: Sequence[Action] | None = None) -> SeatView:
    """Player 0's view with the given tiles; ``void`` is the own void suit letter,
    ``voids`` the three opponents'. ``legal`` defaults to discarding any held tile
    (the void suit's only, while one is held)."""
    base = Game.new(3, get_ruleset(ruleset), players=("Ann", "Bob", "Cat", "Dan")).view(0)
    hand = tuple(sorted(parse_tiles(concealed)))
    draw: Tile | None = parse_tile(drawn) if drawn else None
    piles = tuple(tuple(parse_tiles(d)) for d in discards)
    if legal is None:
        held = sorted({*hand, *([draw] if draw else [])})
        own = VOIDS[void]
        if own is not None and any(t.suit is own for t in held):
            held = [t for t in held if t.suit is own]
        legal = tuple(Discard(t) for t in held)
    pending = PendingClaim(parse_tile(claim[0]), claim[1]) if claim else None
    return base.evolve(  # type: ignore[no-any-return]
        concealed=hand, drawn=draw, melds=tuple(tuple(m) for m in melds),
        discards=piles, discards_claimed=tuple(tuple(False for _ in p) for p in piles),
        phase=phase, voids=(VOIDS[void], *(VOIDS[v] for v in voids)), winners=winners,
        pending_claim=pending, legal=tuple(legal))
