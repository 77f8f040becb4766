"""What the shared bot's waits are worth, asked of the ruleset's own scorer.

A ruleset that scores wins for bots offers ``win_value(probe)``
(:class:`mahjong_tui.engine.rules.WinProbe`): what the winner would receive, 0 for
a hand that would be no legal win. A ready hand is worth, over its waits, the live
copies of each times its self-drawn value plus :data:`DISCARD_WEIGHT` times its
value on a discard. The bot sees only its own seat: the probe holds its tiles,
melds, whether it deals and the public notes.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.rules import WinProbe
from mahjong_tui.engine.tiles import TILES

__all__ = ["DISCARD_WEIGHT", "WaitValues"]

DISCARD_WEIGHT = 2.0
"""A wait's wins on a discard weigh this many times its self-draws: three players
discard for each own draw, though not every discard of a wait comes."""

_CACHE_BOUND = 1 << 14
"""Values kept per bot before the cache starts afresh."""


class WaitValues:
    """The values of ready hands for one ruleset, cached per position.

    Args:
        ruleset: the ruleset of the view; :attr:`offered` is False when it offers no
            ``win_value``.
    """

    def __init__(self, ruleset: Any) -> None:
        self.ruleset = ruleset
        value = getattr(ruleset, "win_value", None)
        self._value = value if callable(value) else None
        self._cache: dict[tuple[Any, ...], tuple[int, int]] = {}

    @property
    def offered(self) -> bool:
        """The ruleset values wins for bots."""
        return self._value is not None

    def of_wait(self, counts: Sequence[int], melds: tuple[Meld, ...], wait: int, *,
                dealer: bool, notes: tuple[tuple[str, Any], ...]) -> tuple[int, int]:
        """The value of winning on ``wait`` with concealed ``counts`` (the winning tile
        not included) beside ``melds``: ``(by self-draw, on a discard)``."""
        if self._value is None:
            return (0, 0)
        key: tuple[Any, ...] = (tuple(counts), melds, wait, dealer, notes)
        try:
            found = self._cache.get(key)
        except TypeError:   # a note that cannot be hashed: value without the cache
            key = ()
            found = None
        if found is not None:
            return found
        tiles: list[Any] = []
        for k, c in enumerate(counts):
            tiles.extend([TILES[k]] * c)
        tiles.append(TILES[wait])
        tiles.sort(key=lambda t: t.index)
        concealed = tuple(tiles)
        win = TILES[wait]
        self_drawn = int(self._value(WinProbe(concealed, melds, win, True, dealer, notes)))
        on_discard = int(self._value(WinProbe(concealed, melds, win, False, dealer, notes)))
        if key:
            if len(self._cache) >= _CACHE_BOUND:
                self._cache.clear()
            self._cache[key] = (self_drawn, on_discard)
        return self_drawn, on_discard

    def of_ready(self, counts: Sequence[int], melds: tuple[Meld, ...],
                 waits: Collection[int], unseen: Sequence[int], *, dealer: bool,
                 notes: tuple[tuple[str, Any], ...], self_draw_only: bool = False) -> float:
        """The worth of a ready hand: over ``waits``, the live copies of each times its
        self-drawn value plus :data:`DISCARD_WEIGHT` times its value on a discard (none
        with ``self_draw_only``)."""
        total = 0.0
        for w in waits:
            live = unseen[w]
            if live <= 0:
                continue
            by_self, by_discard = self.of_wait(counts, melds, w, dealer=dealer, notes=notes)
            weight = 0.0 if self_draw_only else DISCARD_WEIGHT
            total += live * (by_self + weight * by_discard)
        return total
