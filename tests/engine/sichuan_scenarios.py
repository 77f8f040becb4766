"""Stacked Sichuan hands shared by several test modules."""

from __future__ import annotations

from dataclasses import replace

from engine_helpers import tile
from sichuan_helpers import CHENGDU_NO_EXCHANGE, sichuan_game

from mahjong_tui.engine.actions import Discard
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.views import Phase
from mahjong_tui.rulesets.sichuan.ruleset import SICHUAN, SICHUAN_SBR, SichuanRuleset

__all__ = ["CHENGDU_NO_VOID", "DRAWN_HANDS", "ROB_HANDS", "ROB_LIVE", "SBR_NO_VOID",
           "THREE_LIVE", "THREE_WAIT", "to_the_5p"]

# Seats 1, 2 and 3 all wait on 5p; the dealer must discard it (his void suit) on his
# second turn (on his first it would be 地胡).
THREE_WAIT = ["5p8p1m555s666s777s88s", "123456789m11p46p", "234567m123p789p5p",
              "111222333s4p6p99p"]
THREE_LIVE = "9s9s1m9m2m"


def to_the_5p(ruleset: SichuanRuleset = CHENGDU_NO_EXCHANGE,
              live: str = THREE_LIVE) -> Game:
    """The ``THREE_WAIT`` hand (voids ``pssm``) up to the dealer's discard of 5p."""
    game = sichuan_game(THREE_WAIT, live, ruleset=ruleset, voids="pssm")
    for p, t in ((0, "8p"), (1, "9s"), (2, "9s"), (3, "1m")):
        game.apply(p, Discard(tile(t)))
        assert game.table_view().phase is Phase.TURN
    assert game.legal_actions(0) == (Discard(tile("5p")),)
    game.apply(0, Discard(tile("5p")))
    return game


# The dealer pungs 7s from seat 1 and adds it later with the tile he kept; seats 2
# and 3 are ready on 7s by then (voids ``psmm``).
ROB_HANDS = ["9p777s123m456m789m9m", "7s8p111m222m333m99m", "4m111p234p567p68s9s",
             "5m222s345s11s56s55p"]
ROB_LIVE = "4p6p9s5p5m2p"

# Without the void declaration (the 打缺 option) nobody is forced to break a hand:
# seat 0 is a 花猪 (three suits) with four 8s, seat 1 waits on 5p (平胡), seat 2 is
# not ready, seat 3 waits on 9s (清龙七对, over the cap). Every copy of both waits is
# in a hand, so nobody wins.
DRAWN_HANDS = ["8888s555p999s123m7s", "123m456m789m111p5p", "13579m24m2468p37p",
               "1111223344559s"]
CHENGDU_NO_VOID = replace(SICHUAN, exchange=False, declare_void=False)
SBR_NO_VOID = replace(SICHUAN_SBR, declare_void=False)
