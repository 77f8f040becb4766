"""The winning hand in the calculator's sets, with the sets behind each fan."""

from __future__ import annotations

from mahjong_tui.engine.events import Won
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Tile, parse_tiles
from mahjong_tui.rulesets.mcr.scoring import Situation, WinFlags, score_hand
from mahjong_tui.ui.hand_end import sets_picture, winning_sets


def _won(concealed: str, win: str, melds: tuple[Meld, ...] = (), *, self_drawn: bool = False,
         seat: int = 0) -> Won:
    tiles = tuple(parse_tiles(concealed))
    flags = WinFlags(self_drawn=self_drawn)
    result = score_hand(Situation(tiles, melds, Tile.parse(win), flags, seat, 0))
    hands = (tiles, (), (), ())
    return Won(0, None if self_drawn else 1, Tile.parse(win), result, flags, (0,) * 4,
               hands, (melds, (), (), ()))


def test_sets_and_the_fans_they_made() -> None:
    won = _won("123m 456m 789m 11p 23s", "4s")
    division = winning_sets(won, 0, 0)
    assert division.texts == ("123m", "456m", "789m", "234s", "11p")
    by_fan = {fan.en: [division.texts[i] for i in where]
              for fan, where in zip(won.result.fans, division.fan_sets, strict=True)}
    assert by_fan["Pure Straight"] == ["123m", "456m", "789m"]
    picture = sets_picture(division.sets, won.tile, "compact", "en")
    assert [line.plain for line in picture] == [
        "1m  2m  3m   4m  5m  6m   7m  8m  9m   2s  3s  4s   1p  1p "]
    reversed_at = [span for span in picture[0].spans if "reverse" in str(span.style)]
    assert len(reversed_at) == 1  # the winning tile, 4s
    assert picture[0].plain[reversed_at[0].start:reversed_at[0].end].strip() == "4s"


def test_thirteen_orphans_read_as_tiles_not_one_string() -> None:
    won = _won("19m19p19sESWNCF P", "P", self_drawn=True)
    division = winning_sets(won, 0, 0)
    assert division.texts == ("19m 19p 19s E S W N C F PP",)
    assert division.fan_sets == ((),) * len(won.result.fans)
