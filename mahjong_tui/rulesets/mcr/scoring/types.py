"""Input and output values of the fan calculator.

These are the contract between the calculator and its callers (the engine's
win check, the ``score`` command, the bots): keep them stable.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Tile

__all__ = ["FanHit", "InvalidHandError", "ScoreResult", "Situation", "WinFlags"]


class InvalidHandError(ValueError):
    """Input that cannot occur: wrong tile count, a fifth copy, a malformed meld, bad flags.

    Attributes:
        code: ``wrong_tile_count``, ``too_many_copies``, ``bad_meld`` or ``bad_flags``.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True, slots=True)
class WinFlags:
    """Circumstances of the win that the tiles alone do not show.

    Attributes:
        self_drawn: won on own draw (自摸); else on a discard or a robbed kong.
        last_copy: the winning tile is the last copy, three already visible (和绝张).
        kong_replacement: self-drawn on a kong's replacement tile (杠上开花).
        robbing_kong: won on a tile another player added to a pung (抢杠和).
        last_wall_tile: the last tile of the wall (妙手回春 self-drawn, 海底捞月 on the
            discard after it).
    """

    self_drawn: bool = False
    last_copy: bool = False
    kong_replacement: bool = False
    robbing_kong: bool = False
    last_wall_tile: bool = False


@dataclass(frozen=True, slots=True)
class Situation:
    """Everything the calculator needs to score one win.

    Attributes:
        concealed: the standing tiles WITHOUT the winning tile
            (``13 - 3 * len(melds)`` tiles).
        melds: declared sets in the order they were made (concealed kongs included).
        win_tile: the tile that completes the hand.
        flags: see :class:`WinFlags`.
        seat_wind: 0..3 = East, South, West, North.
        prevalent_wind: 0..3 = East, South, West, North.
        flowers: number of flowers held (1 fan each, outside the 8-fan minimum).
    """

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    win_tile: Tile
    flags: WinFlags = field(default_factory=WinFlags)
    seat_wind: int = 0
    prevalent_wind: int = 0
    flowers: int = 0


@dataclass(frozen=True, slots=True)
class FanHit:
    """One fan in a result.

    Attributes:
        id: 1..82, the reference calculator's numbering (1..81 = the rule table, whose
            81st fan is flowers, 花牌; 82 = 明暗杠), as in ``shared/mcr-oracle/fans.json``.
        key: snake_case identifier, e.g. ``mixed_triple_chow``.
        zh: Chinese name as the reference prints it.
        en: English name.
        points: value of one occurrence.
        count: how many times it is scored.
    """

    id: int
    key: str
    zh: str
    en: str
    points: int
    count: int = 1

    @property
    def total(self) -> int:
        """``points * count``."""
        return self.points * self.count


@dataclass(frozen=True, slots=True)
class ScoreResult:
    """The calculator's answer.

    Attributes:
        is_win: the tiles form a winning shape (even if under the 8-fan minimum).
        fans: the fans of the best decomposition, in the reference's order
            (flowers last); empty when not a win.
        total: all fan points, flowers included.
        total_without_flowers: the figure judged against the minimum.
        meets_minimum: ``total_without_flowers >= minimum``.
        decomposition: the sets of the chosen decomposition as text, e.g.
            ``("123m", "EEE", "55p", ...)``, for display; empty when not a win.
    """

    is_win: bool
    fans: tuple[FanHit, ...] = ()
    total: int = 0
    total_without_flowers: int = 0
    meets_minimum: bool = False
    decomposition: tuple[str, ...] = ()
