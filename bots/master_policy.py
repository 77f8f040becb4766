"""The fast policy of ``master``'s playouts: a few table look-ups per decision.

* A win offered is taken (a must-win is the only choice anyway).
* Claims: a pung of a held pair when the hand is open to sets anyway; else pass.
* Turn: no kong; the discard is the tile worth least to keep: pairs and sets are
  kept, suited tiles with neighbours next, lone honours and terminals go first.
"""

from __future__ import annotations

import random

from mahjong_tui.engine.actions import Action, Discard, Pass, Pung, Win
from mahjong_tui.engine.playout import Playout

__all__ = ["greedy_policy", "keep_score"]

_SUITED = tuple(i < 27 for i in range(34))
_RANK = tuple(i % 9 if i < 27 else -1 for i in range(34))
_EDGE = tuple(0 if i >= 27 else (0 if i % 9 in (0, 8) else 1) for i in range(34))


def keep_score(counts: object, i: int) -> int:
    """How much tile kind ``i`` is worth keeping in ``counts`` (higher keeps)."""
    c = counts  # a sequence of counts per kind
    n = c[i]  # type: ignore[index]
    score = 6 * (n - 1) if n >= 2 else 0
    if _SUITED[i]:
        r = _RANK[i]
        if r >= 1 and c[i - 1]:  # type: ignore[index]
            score += 3
        if r <= 7 and c[i + 1]:  # type: ignore[index]
            score += 3
        if r >= 2 and c[i - 2]:  # type: ignore[index]
            score += 1
        if r <= 6 and c[i + 2]:  # type: ignore[index]
            score += 1
        score += _EDGE[i]
    return int(score)


def greedy_policy(playout: Playout, player: int, legal: tuple[Action, ...],
                  rng: random.Random) -> Action:
    """The playout policy (see the module docstring); :func:`keep_score` inlined."""
    first = legal[0]
    if type(first) is Win:
        return first
    if playout.pending_tile is not None:
        if playout.melds(player):
            for a in legal:
                if type(a) is Pung:
                    return a
        for a in legal:
            if type(a) is Pass:
                return a
        return legal[-1]
    c = playout.counts(player)
    best: Action | None = None
    best_score = 1 << 30
    for a in legal:
        if type(a) is not Discard:
            continue
        i = a.tile.index
        if i >= 34:
            score = -1
        else:
            n = c[i]
            score = 6 * (n - 1) if n >= 2 else 0
            if i < 27:
                r = i % 9
                if r >= 1 and c[i - 1]:
                    score += 3
                if r <= 7 and c[i + 1]:
                    score += 3
                if r >= 2 and c[i - 2]:
                    score += 1
                if r <= 6 and c[i + 2]:
                    score += 1
                if r != 0 and r != 8:
                    score += 1
        if score < best_score:
            best, best_score = a, score
    return best if best is not None else legal[-1]
