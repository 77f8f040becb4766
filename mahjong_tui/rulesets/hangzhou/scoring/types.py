"""The values of the Hangzhou scorer: situations, multipliers and scores."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Tile

__all__ = ["HangzhouBonus", "HangzhouInputError", "HangzhouScore", "HangzhouSituation"]


class HangzhouInputError(ValueError):
    """A situation that cannot occur (wrong tile count, contradictory flags).

    The message is one line naming the problem.
    """


@dataclass(frozen=True, slots=True)
class HangzhouSituation:
    """One win to score.

    Attributes:
        concealed: the concealed tiles after winning, the winning tile included
            (``14 - 3 * len(melds)`` tiles; a kong takes three slots).
        melds: chows, pungs and kongs.
        win_tile: the winning tile (one copy of it is in ``concealed``).
        wilds: the 财神 kinds (tile indices).
        self_drawn: 自摸 (杠开 included); False for a discard.
        after_kong: 杠开, a self-draw on one's own kong replacement.
        piao: 财飘 in a row before this draw: each time the winner discarded a 财神
            while holding four sets and another 财神 (0: none).
        robbing_kong: always False (the rules have no 抢杠); kept for the table's
            wording of a win.
    """

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    win_tile: Tile
    wilds: tuple[int, ...]
    self_drawn: bool
    after_kong: bool = False
    piao: int = 0
    robbing_kong: bool = False


@dataclass(frozen=True, slots=True)
class HangzhouBonus:
    """One multiplier of a win; every one doubles the value some number of times.

    Attributes:
        id: the identifier (``"LuxurySevenPairs"``).
        zh: Chinese name.
        en: English name.
        fan: doublings (豪华七对 ×4 is 2).
        count: always 1 (the settlement screen reads it).
    """

    id: str
    zh: str
    en: str
    fan: int
    count: int = 1

    @property
    def total(self) -> int:
        """The doublings, ``fan * count``."""
        return self.fan * self.count

    @property
    def factor(self) -> int:
        """The multiplier, ``2 ** total``."""
        return int(2 ** self.total)


@dataclass(frozen=True, slots=True)
class HangzhouScore:
    """The full breakdown of a win (or why it is none).

    Attributes:
        is_win: the hand is complete.
        fans: the multipliers of the best reading, in table order.
        raw_fan: the doublings, summed.
        total_fan: the same (nothing caps them).
        multiplier: ``2 ** total_fan``.
        base: the hand's base (the ruleset's ``base``).
        value: ``base * multiplier``; 0 on a non-win.
        payment_each: what each payer pays (each other player on a self-draw, the
            discarder alone on a discard): ``value``.
        shape: the reading scored (``four sets and a pair``, ``seven pairs``).
        reason: why the hand is not a win (empty on a win).
    """

    is_win: bool
    fans: tuple[HangzhouBonus, ...]
    raw_fan: int
    total_fan: int
    multiplier: int
    base: int
    value: int
    payment_each: int
    shape: str
    reason: str

    def breakdown_lines(self) -> tuple[str, ...]:
        """The breakdown, a line per multiplier and one for the value."""
        if not self.is_win:
            return (self.reason,)
        lines = [f"基本 base: {self.base}"]
        lines += [f"{b.zh} {b.en}: ×{b.factor}" for b in self.fans]
        lines.append(f"= {self.base} × {self.multiplier} = {self.value}")
        return tuple(lines)
