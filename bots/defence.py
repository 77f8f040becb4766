"""Reading opponents from the table: who looks dangerous, and how risky a discard is.

MCR has no furiten, so no tile is entirely safe; these are likelihoods. Signals
used (all visible in a seat view): how many sets an opponent has declared, how
late it is (tiles left in the wall), a one-suit pattern in their declared sets
(a flush), and which tiles they and everyone else have already shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.views import SeatView

__all__ = ["Threat", "danger", "threats"]


@dataclass(frozen=True, slots=True)
class Threat:
    """One opponent who may be close to winning.

    Attributes:
        player: the opponent.
        weight: how likely and how costly (about 0..1.5).
        flush_suit: 0..2 when their declared sets point to a flush in that suit.
        why: a few words for the reason line.
    """

    player: int
    weight: float
    flush_suit: int | None
    why: str


def threats(view: SeatView) -> list[Threat]:
    """The opponents that look dangerous now."""
    out: list[Threat] = []
    late = view.wall_remaining
    for p in range(4):
        if p == view.player:
            continue
        melds = view.melds[p]
        n = len(melds)
        weight = 0.0
        why = ""
        if n >= 3:
            weight, why = 1.0, f"{n} sets down"
        elif n == 2:
            weight, why = 0.5, "2 sets down"
        if late < 24 and n >= 1 and weight < 0.6:
            sets = "1 set" if n == 1 else f"{n} sets"
            weight, why = 0.6, f"{sets} down, {late} tiles left"
        if late < 12 and weight < 0.4:
            weight, why = 0.4, f"{late} tiles left"
        suits = {m.tiles[0].index // 9 for m in melds
                 if isinstance(m, Meld) and m.tiles[0].index < 27}
        honours = [m for m in melds if isinstance(m, Meld) and m.tiles[0].index >= 27]
        flush: int | None = None
        if len(suits) == 1 and n >= 2:
            flush = next(iter(suits))
            weight += 0.5
            why += f", flush in {'mps'[flush]}?"
        if len(honours) >= 2:
            weight += 0.3
        if weight > 0:
            out.append(Threat(p, weight, flush, why.lstrip(", ")))
    return out


def danger(i: int, view: SeatView, found: Sequence[Threat], visible: Sequence[int]) -> float:
    """How risky discarding tile kind ``i`` is against the threats.

    Args:
        i: tile index 0..33.
        view: the seat's view.
        found: from :func:`threats`.
        visible: copies of each kind this seat can see.
    """
    total = 0.0
    v = visible[i]
    for threat in found:
        if any(t.index == i for t in view.discards[threat.player]):
            d = 0.1
        elif i >= 27:
            d = 0.05 if v >= 3 else 0.25 if v == 2 else 0.5
        else:
            r = i % 9
            d = 0.45 if r in (0, 8) else 0.7 if r in (1, 7) else 1.0
            if v >= 3:
                d *= 0.3
        if threat.flush_suit is not None:
            if i >= 27 or i // 9 == threat.flush_suit:
                d *= 2.0
            else:
                d = min(d, 0.05)
        total += threat.weight * d
    return total
