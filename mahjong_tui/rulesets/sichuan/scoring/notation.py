"""Writing Sichuan situations as text: the notation of ``score --ruleset sichuan``.

* a hand: tile notation (``"123m 456p 99p"``, see :mod:`mahjong_tui.engine.tiles`);
* a meld: ``555p`` (a pung), ``5555p`` (an exposed kong, 直杠), ``5555p:concealed``
  (暗杠), ``5555p:added`` (加杠, a fourth tile added to one's pung);
* a scoring option: ``FIELD=VALUE`` for a field of
  :class:`~mahjong_tui.rulesets.sichuan.scoring.types.SichuanScoring`: ``cap=3``,
  ``cap=none``, ``self_draw_bonus=yes``, ``heavenly_earthly=no``, ``linear_points=yes``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Suit, TileNotationError, parse_tile, parse_tiles
from mahjong_tui.rulesets.sichuan.scoring.types import (
    SichuanInputError,
    SichuanScoring,
    SichuanSituation,
)

__all__ = ["OPTION_FIELDS", "parse_meld", "parse_suited_meld", "parse_void", "situation",
           "with_options"]

OPTION_FIELDS = ("cap", "self_draw_bonus", "heavenly_earthly", "linear_points")
"""The fields of a preset that ``with_options`` may change."""

_YES = {"yes", "true", "on", "1"}
_NO = {"no", "false", "off", "0"}

_ACROSS = 2  # who a meld was claimed from does not change a Sichuan score
_VOIDS = {"m": Suit.CHARACTERS, "p": Suit.DOTS, "s": Suit.BAMBOO}


def parse_meld(text: str) -> Meld:
    """Parse one meld (see the module docstring).

    Raises:
        SichuanInputError: naming the problem.
    """
    return parse_suited_meld(text, SichuanInputError, "Sichuan")


def parse_suited_meld(text: str, error: type[ValueError], rules: str) -> Meld:
    """Parse one meld of a suits-only ruleset without chows (Sichuan, Guizhou): a
    pung, or a kong ``:exposed`` (the default), ``:concealed`` or ``:added``.

    Raises:
        error: naming the problem (``rules`` names the ruleset in the message).
    """
    tiles_text, _, kind = text.partition(":")
    kind = kind.strip().lower()
    try:
        tiles = parse_tiles(tiles_text)
    except TileNotationError as exc:
        raise error(f"meld {text!r}: {exc}") from None
    if len(tiles) not in (3, 4) or any(t != tiles[0] for t in tiles):
        raise error(
            f"meld {text!r}: a meld is a pung (3 identical tiles) or a kong (4); "
            f"{rules} has no chows")
    tile = tiles[0]
    if not tile.is_suited:
        raise error(f"meld {text!r}: only m, p and s tiles are played")
    if len(tiles) == 3:
        if kind:
            raise error(f"meld {text!r}: only a kong takes :exposed, :concealed or :added")
        return Meld.pung(tile, _ACROSS)
    if kind in ("", "exposed"):
        return Meld.kong(tile, _ACROSS)
    if kind == "concealed":
        return Meld.kong(tile, concealed=True)
    if kind == "added":
        return Meld.kong(tile, _ACROSS, added=True)
    raise error(
        f"meld {text!r}: a kong is :exposed (default), :concealed or :added, not {kind!r}")


def parse_void(text: str | None) -> Suit | None:
    """``m``, ``p`` or ``s`` -> the suit; ``None`` -> no declaration.

    Raises:
        SichuanInputError: for anything else.
    """
    if text is None:
        return None
    suit = _VOIDS.get(text.strip().lower())
    if suit is None:
        raise SichuanInputError(f"the void suit is m, p or s, not {text!r}")
    return suit


def situation(hand: str, *, melds: Sequence[str] = (), win: str | None = None,
              self_drawn: bool = False, void: str | None = None, after_kong: bool = False,
              kong_discard: bool = False, robbing_kong: bool = False,
              last_tile: bool = False, heavenly: bool = False,
              earthly: bool = False) -> SichuanSituation:
    """Build a situation from text.

    Args:
        hand: the concealed tiles. Without ``win`` its last tile is the winning tile;
            with ``win`` it may hold the winning tile or not (the tile count decides).
        melds: melds in notation.
        win: the winning tile.
        self_drawn: 自摸.
        void: the void suit letter, or ``None``.
        after_kong: 杠上花.
        kong_discard: 杠上炮.
        robbing_kong: 抢杠.
        last_tile: 海底.
        heavenly: 天胡.
        earthly: 地胡.

    Raises:
        SichuanInputError: for bad notation.
    """
    try:
        tiles = parse_tiles(hand)
        win_tile = parse_tile(win) if win else None
    except TileNotationError as exc:
        raise SichuanInputError(str(exc)) from None
    parsed_melds = tuple(parse_meld(m) for m in melds)
    if win_tile is None:
        if not tiles:
            raise SichuanInputError("the hand is empty")
        win_tile = tiles[-1]
    elif len(tiles) == 13 - 3 * len(parsed_melds):
        tiles.append(win_tile)
    return SichuanSituation(
        concealed=tuple(tiles), melds=parsed_melds, win_tile=win_tile,
        self_drawn=self_drawn, void=parse_void(void), after_kong=after_kong,
        kong_discard=kong_discard, robbing_kong=robbing_kong, last_tile=last_tile,
        heavenly=heavenly, earthly=earthly)


def _option_value(field: str, text: str) -> int | bool | None:
    value = text.strip().lower()
    if field == "cap":
        if value == "none":
            return None
        if value.isdigit():
            return int(value)
        raise SichuanInputError(f"cap is a number of fan or none, not {text!r}")
    if value in _YES:
        return True
    if value in _NO:
        return False
    raise SichuanInputError(f"{field} is yes or no, not {text!r}")


def with_options(scoring: SichuanScoring, options: Sequence[str]) -> SichuanScoring:
    """The preset with ``FIELD=VALUE`` options applied, in order.

    Raises:
        SichuanInputError: an unknown field, a bad value, or a combination the
            model does not have (linear points outside Chengdu).
    """
    changes: dict[str, int | bool | None] = {}
    for option in options:
        field, sep, text = option.partition("=")
        field = field.strip().replace("-", "_")
        if not sep or field not in OPTION_FIELDS:
            raise SichuanInputError(
                f"option {option!r}: FIELD=VALUE with FIELD one of {', '.join(OPTION_FIELDS)}")
        changes[field] = _option_value(field, text)
    try:
        return dataclasses.replace(scoring, **changes)  # type: ignore[arg-type]
    except ValueError as exc:
        raise SichuanInputError(str(exc)) from None
