"""What the table shows a player: unseen copies of each tile, and how safe the own
tiles look against each opponent.

MCR has no rule against winning on a tile one has discarded (no furiten), so no
tile is safe; the figures only say what a tile has survived so far: an opponent
who discarded a kind, or let it go by when someone else discarded it, did not
win on it then.
"""

from __future__ import annotations

from dataclasses import dataclass

from bots.analysis import live_counts, own_counts
from bots.defence import threats
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.engine.views import SeatView

__all__ = ["DANGER_WEIGHT", "OpponentSafety", "safety_of", "unseen_of"]

DANGER_WEIGHT = 0.5
"""Threat weight (see :func:`bots.defence.threats`) from which an opponent is marked
dangerous: two sets down, a one-suit pattern, or a late wall with sets down."""


@dataclass(frozen=True, slots=True)
class OpponentSafety:
    """One opponent seen from the player's seat.

    Attributes:
        player: the opponent.
        discarded: kinds in the player's hand that this opponent has discarded.
        passed: kinds in the player's hand that others discarded and this
            opponent let go (did not win on).
        danger: a few words on why the opponent looks big (``""`` when not).
        flush_suit: ``m``, ``p`` or ``s`` when the opponent's exposed sets are all of
            one suit (a flush is likely), else ``""``.
        exposed: number of sets the opponent has declared.
    """

    player: int
    discarded: tuple[Tile, ...]
    passed: tuple[Tile, ...]
    danger: str
    flush_suit: str
    exposed: int


def unseen_of(view: SeatView) -> tuple[int, ...]:
    """Per tile kind (34), copies not visible to this player: ``4`` minus the copies in
    the own hand, in discards lying on the table and in exposed sets."""
    return tuple(live_counts(view))


def safety_of(view: SeatView) -> tuple[OpponentSafety, ...]:
    """Each opponent, in seat order after the player."""
    own = own_counts(view)
    mine = {i for i in range(34) if own[i]}
    found = {t.player: t for t in threats(view)}
    out: list[OpponentSafety] = []
    for k in (1, 2, 3):
        p = (view.player + k) % 4
        theirs = {t.index for t in view.discards[p]}
        others: set[int] = set()
        for q in range(4):
            if q == p:
                continue
            for t, claimed in zip(view.discards[q], view.discards_claimed[q], strict=True):
                if not claimed:
                    others.add(t.index)
        threat = found.get(p)
        danger = threat.why if threat is not None and threat.weight >= DANGER_WEIGHT else ""
        flush = ("mps"[threat.flush_suit] if threat is not None
                 and threat.flush_suit is not None else "")
        exposed = sum(1 for m in view.melds[p] if isinstance(m, Meld) and not m.concealed)
        out.append(OpponentSafety(
            p,
            tuple(TILES[i] for i in sorted(mine & theirs)),
            tuple(TILES[i] for i in sorted((mine & others) - theirs)),
            danger, flush, exposed))
    return tuple(out)
