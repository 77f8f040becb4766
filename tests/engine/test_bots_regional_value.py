"""The shared bot's value model: each ruleset's ``win_value()`` from its own scorer,
Beijing's ``plan_values()`` and claim guard, and the standard level's choice of the
wait worth most (exact figures)."""

from __future__ import annotations

from bots.regional import RegionalBot
from bots.regional_value import WaitValues
from mahjong_tui.engine.actions import Discard, Pass, Pung
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.rules import HandShapes, WinProbe
from mahjong_tui.engine.tiles import Tile, parse_tile, parse_tiles
from mahjong_tui.engine.views import PendingClaim, Phase, SeatView
from mahjong_tui.rulesets import get_ruleset

BEIJING = get_ruleset("beijing")


def _tiles(text: str) -> tuple[Tile, ...]:
    return tuple(sorted(parse_tiles(text), key=lambda t: t.index))


def _probe(text: str, win: str, *, self_drawn: bool, melds: tuple[Meld, ...] = (),
           dealer: bool = False, notes: tuple[tuple[str, object], ...] = ()) -> WinProbe:
    return WinProbe(_tiles(text), melds, parse_tile(win), self_drawn, dealer, notes)


def _beijing_view() -> SeatView:
    view = Game.new(0, BEIJING, hands=1, first_dealer=0).view(1)
    assert view.dealer == 0 and view.player == 1
    return view


def test_only_beijing_says_a_claimed_meld_rules_out_discard_wins() -> None:
    assert HandShapes(kinds=(0,)).discard_win_needs_concealed is False
    flags = {name: get_ruleset(name).shapes.discard_win_needs_concealed
             for name in ("beijing", "jindi", "guizhou", "hangzhou", "hangzhou-fixed")}
    assert flags == {"beijing": True, "jindi": False, "guizhou": False, "hangzhou": False,
                     "hangzhou-fixed": False}


def test_beijing_values_a_win_with_its_scorer() -> None:
    # 门清 1 + 一条龙 3 = 4 fan: 10 x 16 = 160 a non-dealer, 320 the dealer.
    hand = "123m456m789m123p55p"
    assert BEIJING.win_value(_probe(hand, "5p", self_drawn=True)) == 160 + 160 + 320
    assert BEIJING.win_value(_probe(hand, "5p", self_drawn=False)) == 160 + 160
    # the winner deals: each pays 320; two floors of 上楼 make 6 fan, 640 each (cap).
    assert BEIJING.win_value(_probe(hand, "5p", self_drawn=True, dealer=True)) == 960
    assert BEIJING.win_value(_probe(hand, "5p", self_drawn=True,
                                    notes=(("floor", 2),))) == 640 * 3
    # after a claimed pung: self-draw only, and 推倒和 pays the base.
    pung = Meld.pung(parse_tile("9s"), 3)
    opened = "23m456m789p55s1m"
    assert BEIJING.win_value(_probe(opened, "1m", self_drawn=False, melds=(pung,))) == 0
    assert BEIJING.win_value(_probe(opened, "1m", self_drawn=True, melds=(pung,))) == 40
    assert BEIJING.win_value(_probe("23m456m789p55s1p", "1p", self_drawn=True,
                                    melds=(pung,))) == 0


def test_beijing_plan_values_come_from_its_payments() -> None:
    assert BEIJING.plan_values() == {"plain": 80, "flush": 1920, "all_pungs": 160,
                                     "seven_pairs": 1280}


def test_the_other_rulesets_value_wins_with_their_scorers() -> None:
    guizhou = get_ruleset("guizhou")
    assert guizhou.win_value(_probe("123m456m789m123p55p", "5p", self_drawn=True)) == 30
    assert guizhou.win_value(_probe("123m456m789m123p55p", "5p", self_drawn=False)) == 0
    assert guizhou.win_value(_probe("11m22m33m44m55m66m77m", "7m", self_drawn=False)) == 90
    hangzhou = get_ruleset("hangzhou")
    wilds = (("wilds", (33,)),)
    assert hangzhou.win_value(_probe("123m456m789m123p55p", "5p", self_drawn=True,
                                     notes=wilds)) == 3
    assert hangzhou.win_value(_probe("123m456m789m123p55p", "5p", self_drawn=False,
                                     notes=wilds)) == 1
    assert hangzhou.win_value(_probe("123m456m789m123p5pP", "P", self_drawn=False,
                                     notes=wilds)) == 0
    jindi = get_ruleset("jindi")
    chow = Meld.chow(parse_tile("1s"), parse_tile("1s"))
    assert jindi.win_value(_probe("123m456m789m55p", "5p", self_drawn=True)) == 0
    assert jindi.win_value(_probe("123m789m456p55p", "5p", self_drawn=True,
                                  melds=(chow,))) > 0


def test_wait_values_add_live_copies_times_self_draw_and_discard() -> None:
    values = WaitValues(BEIJING)
    counts = [0] * 34
    for t in parse_tiles("123m456m789m123p5p"):
        counts[t.index] += 1
    unseen = [4] * 34
    # one wait, 5p, three live: 3 x (640 + 2 x 320)
    worth = values.of_ready(counts, (), {parse_tile("5p").index}, [*unseen[:13], 3,
                            *unseen[14:]], dealer=False, notes=())
    assert worth == 3 * (640 + 2 * 320)
    assert not WaitValues(object()).offered


def test_standard_prefers_the_wait_worth_more_to_the_wider_one() -> None:
    # 4p out keeps a plain wait on 5 live tiles; 7m out waits on 4p in seven pairs
    # (门清 + 七对, 5 fan: 1280 by self-draw, 640 on a discard), 3 live tiles.
    tiles = _tiles("777m88m4p55p66p77p99p")
    view = _beijing_view().evolve(concealed=tiles[:-1], drawn=tiles[-1],
                                  legal=tuple(Discard(t) for t in dict.fromkeys(tiles)))
    bot = RegionalBot("standard", 0)
    assert bot.decide(view) == Discard(parse_tile("7m"))
    assert bot.reason() == "discard 7m: keeps ready, 3 live tiles, worth 7680"


def _claim_view(concealed: str, tile: str) -> SeatView:
    claimed = parse_tile(tile)
    return _beijing_view().evolve(
        concealed=_tiles(concealed), drawn=None, phase=Phase.CLAIM,
        pending_claim=PendingClaim(claimed, 0), legal=(Pung(claimed), Pass()))


def test_a_concealed_beijing_hand_does_not_open_for_a_push_down_win() -> None:
    # Punging 9s makes the hand ready on 1m/4m, but open: self-draw only, 推倒和 40.
    view = _claim_view("23m456m789p55s99sE", "9s")
    standard = RegionalBot("standard", 0)
    assert standard.decide(view) == Pass()
    assert standard.reason() == "pass: keeps 1-shanten"
    assert RegionalBot("beginner", 0).decide(view) == Pung(parse_tile("9s"))


def test_a_concealed_beijing_hand_opens_for_a_full_flush() -> None:
    # Punging 9m (3p out) makes it ready in one suit on 1m, 4m, 7m (2 + 3 + 3 live):
    # 清一色 5 fan, 1280 by self-draw, against 80 x 3 x 0.3 per live tile concealed.
    view = _claim_view("11m234m567m99m68m3p", "9m")
    standard = RegionalBot("standard", 0)
    assert standard.decide(view) == Pung(parse_tile("9m"))
    assert standard.reason() == ("pung 9m: 1-shanten -> ready, ready, worth 10240 by "
                                 "self-draw against 576 concealed")
