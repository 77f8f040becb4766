"""Score a Hangzhou win: the shape (four sets and a pair, or seven pairs, 财神
standing for any tile) and its multipliers.

Seven pairs ×2, with one four (豪华) ×4, two ×8, three ×16. Four sets and a pair:
暴头 (the thirteen tiles before a self-draw were one 财神 and four sets, so any tile
won) ×2; 财飘 (the 暴头 came on the draw after discarding a 财神 from two 财神 and
four sets) ×2 more, and another ×2 for each 财飘 in a row after the first; 杠开 (a
self-draw on a kong's replacement) ×2. When a hand reads both ways the higher value
counts.
"""

from __future__ import annotations

from mahjong_tui.engine.tiles import Tile
from mahjong_tui.rulesets.hangzhou.scoring.types import (
    HangzhouBonus,
    HangzhouInputError,
    HangzhouScore,
    HangzhouSituation,
)
from mahjong_tui.rulesets.hangzhou.shapes import (
    complete,
    is_bao_tou_ready,
    seven_pairs_fours,
    split_wilds,
)
from mahjong_tui.rulesets.tile_limits import COPIES, tile_set_problem

__all__ = ["BONUSES", "score_hangzhou"]

BONUSES: dict[str, tuple[str, str, int]] = {
    "SevenPairs": ("七对", "seven pairs", 1),
    "LuxurySevenPairs": ("豪华七对", "luxury seven pairs (one four)", 2),
    "DoubleLuxurySevenPairs": ("两豪华七对", "double luxury seven pairs", 3),
    "TripleLuxurySevenPairs": ("三豪华七对", "triple luxury seven pairs", 4),
    "BaoTou": ("暴头", "wild head (self-draw, any tile wins)", 1),
    "CaiPiao": ("财飘", "floating wild (a 财神 discarded for 暴头)", 1),
    "CaiPiaoAgain": ("连续财飘", "floating wild again", 1),
    "KongBloom": ("杠开", "win on a kong replacement", 1),
}
"""Every multiplier: id -> (Chinese name, English name, doublings)."""

_SEVEN_PAIRS = ("SevenPairs", "LuxurySevenPairs", "DoubleLuxurySevenPairs",
                "TripleLuxurySevenPairs")


def _bonus(key: str, count: int = 1) -> HangzhouBonus:
    zh, en, fan = BONUSES[key]
    return HangzhouBonus(key, zh, en, fan, count)


def _check(s: HangzhouSituation, wild_copies: int) -> None:
    need = 14 - 3 * len(s.melds)
    if len(s.concealed) != need:
        raise HangzhouInputError(f"{len(s.concealed)} concealed tiles with "
                                 f"{len(s.melds)} melds; {need} expected")
    if s.win_tile not in s.concealed:
        raise HangzhouInputError(f"the winning tile {s.win_tile.text} is not in the hand")
    if any(t.index >= 34 for t in s.concealed):
        raise HangzhouInputError("Hangzhou has no flowers")
    if not 1 <= wild_copies <= COPIES:
        raise HangzhouInputError(f"财神 copies in play are 1 to {COPIES}, not {wild_copies}")
    impossible = tile_set_problem(s.concealed, s.melds,
                                  limits={w: wild_copies for w in s.wilds})
    if impossible:
        raise HangzhouInputError(impossible)
    if s.after_kong and not s.self_drawn:
        raise HangzhouInputError("杠开 is a self-draw")
    if s.after_kong and not any(len(m.tiles) == 4 for m in s.melds):
        raise HangzhouInputError("杠开 needs a kong")
    if s.piao < 0:
        raise HangzhouInputError("财飘 count is 0 or more")
    if s.piao and not s.self_drawn:
        raise HangzhouInputError("财飘 wins by self-draw")
    if not s.wilds or any(not 0 <= w < 34 for w in s.wilds):
        raise HangzhouInputError("name the 财神 kind")


def _not_win(base: int, reason: str) -> HangzhouScore:
    return HangzhouScore(False, (), 0, 0, 0, base, 0, 0, "", reason)


def _result(bonuses: list[HangzhouBonus], base: int, shape: str) -> HangzhouScore:
    fan = sum(b.total for b in bonuses)
    value = base * 2 ** fan
    return HangzhouScore(True, tuple(bonuses), fan, fan, 2 ** fan, base, value, value,
                         shape, "")


def score_hangzhou(situation: HangzhouSituation, *, base: int = 1,
                   kong_bloom: bool = True, wild_copies: int = COPIES) -> HangzhouScore:
    """The full breakdown of a win, or why it is none.

    Args:
        situation: the hand and how it was won.
        base: the value of a plain win.
        kong_bloom: 杠开 doubles (the rules name it without a value).
        wild_copies: copies of each 财神 kind in play: 3 when one was turned up, 4
            with a fixed kind (``hangzhou-fixed``).

    Raises:
        HangzhouInputError: on a situation that cannot occur, a hand the tile set
            cannot hold (a fifth copy of a kind, a fourth of a turned-up 财神) included.
    """
    _check(situation, wild_copies)
    s = situation
    counts, wilds = split_wilds((t.index for t in s.concealed), s.wilds)
    sets = 4 - len(s.melds)
    readings: list[HangzhouScore] = []
    if not s.melds:
        fours = seven_pairs_fours(counts, wilds)
        if fours is not None:
            readings.append(_result([_bonus(_SEVEN_PAIRS[min(fours, 3)])], base,
                                    "seven pairs"))
    if complete(counts, wilds, sets):
        bonuses = []
        if s.self_drawn and _bao_tou(s, counts, wilds, sets):
            bonuses.append(_bonus("BaoTou"))
            if s.piao >= 1:
                bonuses.append(_bonus("CaiPiao"))
            if s.piao >= 2:
                bonuses.append(_bonus("CaiPiaoAgain", s.piao - 1))
        if s.after_kong and kong_bloom:
            bonuses.append(_bonus("KongBloom"))
        readings.append(_result(bonuses, base, "four sets and a pair"))
    if not readings:
        return _not_win(base, "not four sets and a pair, nor seven pairs")
    return max(readings, key=lambda r: r.value)


def _bao_tou(s: HangzhouSituation, counts: tuple[int, ...], wilds: int, sets: int) -> bool:
    """The thirteen tiles before the winning draw were one 财神 and four sets."""
    before = list(counts)
    tile: Tile = s.win_tile
    if tile.index in s.wilds:
        wilds -= 1
    else:
        before[tile.index] -= 1
    return is_bao_tou_ready(before, wilds, sets)
