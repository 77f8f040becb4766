"""The values of the Sichuan scorer: scoring options, situations, fans and scores."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Suit, Tile

__all__ = [
    "CHENGDU",
    "MODELS",
    "PRESETS",
    "SBR",
    "SichuanFan",
    "SichuanInputError",
    "SichuanScore",
    "SichuanScoring",
    "SichuanSituation",
]

MODELS = ("chengdu", "sbr")
"""The two fan models: one highest pattern plus add-ons, or ten additive fans."""


class SichuanInputError(ValueError):
    """A situation that cannot occur (wrong tile count, a fifth copy, contradictory flags).

    The message is one line naming the problem.
    """


@dataclass(frozen=True, slots=True)
class SichuanScoring:
    """The scoring options of a preset.

    Attributes:
        name: the preset's name, ``"sichuan"`` or ``"sichuan-sbr"``.
        model: ``"chengdu"`` (the single highest pattern, then 根 and the add-ons) or
            ``"sbr"`` (ten fans, all additive).
        cap: the most fan counted (封顶); ``None`` for no cap.
        self_draw_bonus: 自摸加底: on a self-draw each payer adds 1 base.
        heavenly_earthly: 天胡 / 地胡 score (5 fan in the Chengdu table).
        linear_points: Chengdu only: count points instead of fan (平胡 1, 对对胡 2,
            七对 3 ... 天胡 8, +1 per 根, +2 杠上花, +1 杠上炮 and 抢杠); the value is the
            points, uncapped.
    """

    name: str
    model: str
    cap: int | None
    self_draw_bonus: bool
    heavenly_earthly: bool
    linear_points: bool = False

    def __post_init__(self) -> None:
        if self.model not in MODELS:
            raise ValueError(f"model is one of {', '.join(MODELS)}, not {self.model!r}")
        if self.linear_points and self.model != "chengdu":
            raise ValueError("linear points exist only in the chengdu model")
        if self.cap is not None and self.cap < 0:
            raise ValueError(f"a cap is at least 0, not {self.cap}")


CHENGDU = SichuanScoring(name="sichuan", model="chengdu", cap=4, self_draw_bonus=False,
                         heavenly_earthly=True)
"""成都麻将 (the default preset): 4-fan cap (×16), no 自摸加底, 天胡/地胡 5 fan."""

SBR = SichuanScoring(name="sichuan-sbr", model="sbr", cap=3, self_draw_bonus=True,
                     heavenly_earthly=False)
"""The SBR 2025 competition rules: 3-fan cap (×8), 自摸加底, no 天胡/地胡."""

PRESETS: dict[str, SichuanScoring] = {p.name: p for p in (CHENGDU, SBR)}
"""The presets by name."""


@dataclass(frozen=True, slots=True)
class SichuanSituation:
    """One win to score.

    Attributes:
        concealed: the concealed tiles after winning, the winning tile included
            (``14 - 3 * len(melds)`` tiles; a kong takes three slots, like a pung).
        melds: pungs and kongs (exposed 直杠, concealed 暗杠, added 加杠); no chows.
        win_tile: the winning tile (one copy of it is in ``concealed``).
        self_drawn: 自摸 (杠上花 included); False for a discard or a robbed kong.
        void: the declared void suit (定缺), ``None`` when the preset has no declaration.
        after_kong: 杠上花, a self-draw on one's own kong replacement.
        kong_discard: 杠上炮, won on the discard a player made right after his kong
            (or on a further 加杠 of his, robbed).
        robbing_kong: 抢杠, won on a tile another player added to his pung.
        last_tile: 海底, a self-draw of the last wall tile or a win on the discard after it.
        heavenly: 天胡, the dealer complete on his first fourteen tiles.
        earthly: 地胡, a non-dealer complete in the first go-around.
    """

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    win_tile: Tile
    self_drawn: bool
    void: Suit | None
    after_kong: bool = False
    kong_discard: bool = False
    robbing_kong: bool = False
    last_tile: bool = False
    heavenly: bool = False
    earthly: bool = False


@dataclass(frozen=True, slots=True)
class SichuanFan:
    """One scored fan.

    Attributes:
        id: the fan's identifier (``"FullFlush"``; the SBR ids are the oracle's).
        zh: Chinese name.
        en: English name.
        fan: fan per occurrence.
        count: occurrences (several only for 杠 and 根).
    """

    id: str
    zh: str
    en: str
    fan: int
    count: int

    @property
    def total(self) -> int:
        """``fan * count``."""
        return self.fan * self.count


@dataclass(frozen=True, slots=True)
class SichuanScore:
    """The full breakdown of a win (or why it is none).

    Attributes:
        is_win: the hand is a legal win.
        fans: the fans of the best reading, in table order; never a zero-fan entry.
        raw_fan: the sum of the fans, before the cap (with linear points: the points).
        total_fan: ``min(raw_fan, cap)`` (with linear points: the points, uncapped).
        value: in base units, ``2 ** total_fan`` (a plain win is 1); with linear points
            the points; 0 on a non-win.
        payment_each: on a self-draw what each other player still in pays (``value``,
            plus 1 with 自摸加底); on a discard or robbed kong what the discarder pays.
        shape: the decomposition scored, human-readable.
        reason: why the hand is not a win (empty on a win).
    """

    is_win: bool
    fans: tuple[SichuanFan, ...]
    raw_fan: int
    total_fan: int
    value: int
    payment_each: int
    shape: str
    reason: str
