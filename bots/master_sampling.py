"""Sampling what ``master``'s seat cannot see, consistently with what it has seen.

The unseen tiles (:func:`mahjong_tui.engine.playout.unseen_tiles`) are dealt at
random into the other hands and the wall, with what a player's play has shown:

* Sichuan: a player whose latest discard was outside his declared void suit has
  no tile of that suit left (the rules make the void suit go first).
* Everything else is uniform: who may claim a discard is private to each seat, so a
  claim passed tells this seat nothing it could rely on.
"""

from __future__ import annotations

import random

from mahjong_tui.engine.playout import HiddenDeal, sample_hidden
from mahjong_tui.engine.tiles import Suit
from mahjong_tui.engine.views import SeatView

__all__ = ["avoided_kinds", "sample"]

_SUIT_BASE = {Suit.CHARACTERS: 0, Suit.DOTS: 9, Suit.BAMBOO: 18}


def avoided_kinds(view: SeatView) -> tuple[frozenset[int], ...]:
    """Per player, tile kinds his sampled hand should not get."""
    out: list[frozenset[int]] = []
    for p in range(4):
        bad: set[int] = set()
        if p != view.player:
            void = view.voids[p]
            discards = view.discards[p]
            if void is not None and discards and void in _SUIT_BASE and \
                    discards[-1].suit is not void:
                base = _SUIT_BASE[void]
                bad.update(range(base, base + 9))
        out.append(frozenset(bad))
    return tuple(out)


def sample(view: SeatView, rng: random.Random) -> HiddenDeal:
    """One assignment of the hidden tiles for ``view``'s seat."""
    return sample_hidden(view, rng, avoided_kinds(view))
