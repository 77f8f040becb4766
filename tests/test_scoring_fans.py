"""Table tests per fan family: hand-written hands with their exact breakdown.

Every expected breakdown is the reference calculator's (PyMahjongGB 1.4.0), so
each table row also pins an exclusion (不计) or a convention of the reference:
e.g. ``big_four_winds`` has no 碰碰和, 幺九刻, 圈风刻 or 门风刻; ``all_terminals_triple_pung``
keeps 三同刻 under 清幺九; ``concealed_and_melded_kong`` is 明暗杠 5;
``no_edge_12345`` has no wait fan (the wait was not unique). Fans are given by
key (see ``mahjong_tui/rulesets/mcr/scoring/fans.py``) with their counts; flowers included.
"""

from __future__ import annotations

from typing import Any, cast

import pytest

from mahjong_tui.rulesets.mcr.scoring import score_hand
from mahjong_tui.rulesets.mcr.scoring.notation import situation

BIG_HANDS = [
    pytest.param(
        dict(hand="EEE SSS WWW NNN 9m", win="9m", seat="E", prevalent="E"),
        {"big_four_winds": 1, "four_concealed_pungs": 1, "all_terminals_and_honors": 1,
         "half_flush": 1, "single_wait": 1},
        191, id="big_four_winds"),
    pytest.param(
        dict(hand="CCC FFF PPP 123m 5p", win="5p"),
        {"big_three_dragons": 1, "three_concealed_pungs": 1, "concealed_hand": 1,
         "one_voided_suit": 1, "single_wait": 1},
        108, id="big_three_dragons"),
    pytest.param(
        dict(hand="234s 234s 666s 888s F", win="F"),
        {"all_green": 1, "concealed_hand": 1, "two_concealed_pungs": 1, "pure_double_chow": 1,
         "single_wait": 1},
        94, id="all_green"),
    pytest.param(
        dict(hand="234s 234s 666s 888s 2s", win="2s"),
        {"all_green": 1, "full_flush": 1, "concealed_hand": 1, "tile_hog": 1,
         "two_concealed_pungs": 1, "all_simples": 1, "pure_double_chow": 1},
        121, id="all_green_no_dragon_full_flush"),
    pytest.param(
        dict(hand="1112345678999m", win="1m"),
        {"nine_gates": 1, "pure_straight": 1, "tile_hog": 1},
        106, id="nine_gates_win_1"),
    pytest.param(
        dict(hand="1112345678999m", win="2m"),
        {"nine_gates": 1, "two_concealed_pungs": 1, "short_straight": 1,
         "pung_of_terminals_or_honors": 1},
        92, id="nine_gates_win_2"),
    pytest.param(
        dict(hand="1112345678999p", win="5p", self_drawn=True),
        {"nine_gates": 1, "two_concealed_pungs": 1, "pung_of_terminals_or_honors": 1,
         "self_drawn": 1},
        92, id="nine_gates_win_5_self_drawn"),
    pytest.param(
        dict(hand="1112345678999s", win="7s"),
        {"nine_gates": 1, "short_straight": 1},
        89, id="nine_gates_win_7"),
    pytest.param(
        dict(hand="5p", melds=["1111m", "EEEE:left", "9999s:concealed", "CCCC:right"],
            win="5p"),
        {"four_kongs": 1, "all_types": 1, "dragon_pung": 1, "prevalent_wind": 1, "seat_wind": 1,
         "pung_of_terminals_or_honors": 2},
        102, id="four_kongs"),
    pytest.param(
        dict(hand="2233445566778m", win="8m"),
        {"seven_shifted_pairs": 1, "all_simples": 1},
        90, id="seven_shifted_pairs_2_8"),
    pytest.param(
        dict(hand="1122334455667p", win="7p", self_drawn=True),
        {"seven_shifted_pairs": 1, "self_drawn": 1},
        89, id="seven_shifted_pairs_1_7_self"),
    pytest.param(
        dict(hand="19m19p19sESWNCFP", win="C", self_drawn=True),
        {"thirteen_orphans": 1, "self_drawn": 1},
        89, id="thirteen_orphans"),
    pytest.param(
        dict(hand="111m 111p 111s 999m 9p", win="9p"),
        {"all_terminals": 1, "four_concealed_pungs": 1, "triple_pung": 1, "single_wait": 1},
        145, id="all_terminals_triple_pung"),
    pytest.param(
        dict(hand="EEE SSS WWW N 234m", win="N"),
        {"little_four_winds": 1, "three_concealed_pungs": 1, "half_flush": 1, "prevalent_wind":
         1, "seat_wind": 1, "concealed_hand": 1, "single_wait": 1},
        93, id="little_four_winds"),
    pytest.param(
        dict(hand="CCC FFF P 234m 567p", win="P"),
        {"little_three_dragons": 1, "concealed_hand": 1, "two_concealed_pungs": 1,
         "one_voided_suit": 1, "single_wait": 1},
        70, id="little_three_dragons"),
    pytest.param(
        dict(hand="EEE SSS CCC FFF P", win="P"),
        {"little_three_dragons": 1, "all_honors": 1, "four_concealed_pungs": 1,
         "prevalent_wind": 1, "seat_wind": 1, "single_wait": 1},
        197, id="all_honors"),
    pytest.param(
        dict(hand="222m 555p 777s 999s 3m", win="3m", self_drawn=True),
        {"four_concealed_pungs": 1, "pung_of_terminals_or_honors": 1, "no_honors": 1,
         "self_drawn": 1},
        67, id="four_concealed_pungs_self"),
    pytest.param(
        dict(hand="123m 123m 789m 789m 5m", win="5m"),
        {"pure_terminal_chows": 1, "concealed_hand": 1, "single_wait": 1},
        67, id="pure_terminal_chows"),
]

CHOW_GROUPS = [
    pytest.param(
        dict(hand="234p 234p 234p 234p 9s", win="9s"),
        {"quadruple_chow": 1, "reversible_tiles": 1, "concealed_hand": 1, "all_chows": 1,
         "single_wait": 1},
        61, id="quadruple_chow"),
    pytest.param(
        dict(hand="123s 345s 567s 789s E", win="E"),
        {"four_pure_shifted_chows": 1, "half_flush": 1, "concealed_hand": 1, "single_wait": 1},
        41, id="four_pure_shifted_chows"),
    pytest.param(
        dict(hand="234m 345m 456m 567m 9p", win="9p"),
        {"four_pure_shifted_chows": 1, "concealed_hand": 1, "all_chows": 1, "one_voided_suit":
         1, "single_wait": 1},
        38, id="four_pure_shifted_chows_by_one"),
    pytest.param(
        dict(hand="456m 456m 789p 2s", melds=["456m"], win="2s"),
        {"pure_triple_chow": 1, "all_chows": 1, "single_wait": 1},
        27, id="pure_triple_chow"),
    pytest.param(
        dict(hand="123p 456p 789p 234s W", win="W"),
        {"pure_straight": 1, "concealed_hand": 1, "one_voided_suit": 1, "single_wait": 1},
        20, id="pure_straight"),
    pytest.param(
        dict(hand="123m 789m 123s 789s 5p", win="5p"),
        {"three_suited_terminal_chows": 1, "concealed_hand": 1, "single_wait": 1},
        19, id="three_suited_terminal_chows"),
    pytest.param(
        dict(hand="123m 234m 345m 678s 9p", win="9p"),
        {"pure_shifted_chows": 1, "concealed_hand": 1, "all_chows": 1, "single_wait": 1},
        21, id="pure_shifted_chows"),
    pytest.param(
        dict(hand="123m 456p 789s 234m 5s", win="5s"),
        {"mixed_straight": 1, "concealed_hand": 1, "all_chows": 1, "single_wait": 1},
        13, id="mixed_straight"),
    pytest.param(
        dict(hand="345m 345p 345s 678m 9s", win="9s"),
        {"mixed_triple_chow": 1, "concealed_hand": 1, "all_chows": 1, "short_straight": 1,
         "single_wait": 1},
        14, id="mixed_triple_chow"),
    pytest.param(
        dict(hand="234m 345p 456s EEE 9m", win="9m"),
        {"mixed_shifted_chows": 1, "prevalent_wind": 1, "seat_wind": 1, "concealed_hand": 1,
         "single_wait": 1},
        13, id="mixed_shifted_chows"),
    pytest.param(
        dict(hand="234567s 234567p 5m", win="5m"),
        {"concealed_hand": 1, "all_chows": 1, "all_simples": 1, "mixed_double_chow": 2,
         "short_straight": 1, "single_wait": 1},
        10, id="chow_pairs_account_once_4"),
    pytest.param(
        dict(hand="234s 223344p 567p 9m", win="9m"),
        {"concealed_hand": 1, "all_chows": 1, "pure_double_chow": 1, "mixed_double_chow": 1,
         "short_straight": 1, "single_wait": 1},
        8, id="chow_pairs_non_identical"),
    pytest.param(
        dict(hand="123m 123m EEE 567p 9s", win="9s"),
        {"prevalent_wind": 1, "seat_wind": 1, "concealed_hand": 1, "pure_double_chow": 1,
         "single_wait": 1},
        8, id="pure_double_chow"),
    pytest.param(
        dict(hand="123p 789p SSS 456m N", win="N"),
        {"concealed_hand": 1, "two_terminal_chows": 1, "pung_of_terminals_or_honors": 1,
         "one_voided_suit": 1, "single_wait": 1},
        6, id="two_terminal_chows"),
    pytest.param(
        dict(hand="123s 456s PPP 789m 5p", win="5p"),
        {"dragon_pung": 1, "concealed_hand": 1, "short_straight": 1, "single_wait": 1},
        6, id="short_straight"),
]

PUNG_GROUPS = [
    pytest.param(
        dict(hand="333m 444m 555m 666m 9p", win="9p"),
        {"four_concealed_pungs": 1, "four_pure_shifted_pungs": 1, "one_voided_suit": 1,
         "no_honors": 1, "single_wait": 1},
        115, id="four_pure_shifted_pungs"),
    pytest.param(
        dict(hand="555p 666p 777p 123m 9s", win="9s"),
        {"pure_shifted_pungs": 1, "three_concealed_pungs": 1, "concealed_hand": 1, "no_honors":
         1, "single_wait": 1},
        44, id="pure_shifted_pungs"),
    pytest.param(
        dict(hand="444m 444p 444s 678m 2s", win="2s"),
        {"triple_pung": 1, "three_concealed_pungs": 1, "concealed_hand": 1, "all_simples": 1},
        36, id="triple_pung"),
    pytest.param(
        dict(hand="333m 444p 555s 789m 1s", win="1s"),
        {"three_concealed_pungs": 1, "mixed_shifted_pungs": 1, "concealed_hand": 1, "no_honors":
         1, "single_wait": 1},
        28, id="mixed_shifted_pungs"),
    pytest.param(
        dict(hand="EEE SSS WWW 789m 5p", win="5p", seat="N", prevalent="N"),
        {"three_concealed_pungs": 1, "big_three_winds": 1, "concealed_hand": 1,
         "one_voided_suit": 1, "single_wait": 1},
        32, id="big_three_winds"),
    pytest.param(
        dict(hand="222m 222p 345s 678s 9s", win="9s"),
        {"concealed_hand": 1, "double_pung": 1, "two_concealed_pungs": 1, "short_straight": 1,
         "no_honors": 1},
        8, id="double_pung"),
    pytest.param(
        dict(hand="CCC FFF 234m 567s 9p", win="9p"),
        {"two_dragons_pungs": 1, "concealed_hand": 1, "two_concealed_pungs": 1, "single_wait":
         1},
        11, id="two_dragons_pungs"),
    pytest.param(
        dict(hand="PPP SSS EEE 123m 9s", win="9s", seat="S", prevalent="E"),
        {"three_concealed_pungs": 1, "outside_hand": 1, "dragon_pung": 1, "prevalent_wind": 1,
         "seat_wind": 1, "concealed_hand": 1, "one_voided_suit": 1, "single_wait": 1},
        30, id="dragon_and_winds"),
]

KONGS_AND_CONCEALED_PUNGS = [
    pytest.param(
        dict(hand="123m 5p", melds=["2222s", "EEEE:left", "9999p:concealed"], win="5p"),
        {"three_kongs": 1, "prevalent_wind": 1, "seat_wind": 1, "pung_of_terminals_or_honors":
         1, "single_wait": 1},
        38, id="three_kongs"),
    pytest.param(
        dict(hand="123m 456m 5p", melds=["2222s:concealed", "7777p:concealed"], win="5p"),
        {"two_concealed_kongs": 1, "concealed_hand": 1, "short_straight": 1, "no_honors": 1,
         "single_wait": 1},
        11, id="two_concealed_kongs"),
    pytest.param(
        dict(hand="123m 456m 5p", melds=["2222s", "7777p:left"], win="5p"),
        {"two_melded_kongs": 1, "short_straight": 1, "no_honors": 1, "single_wait": 1},
        7, id="two_melded_kongs"),
    pytest.param(
        dict(hand="123m 456m 5p", melds=["2222s:concealed", "7777p:left"], win="5p"),
        {"short_straight": 1, "no_honors": 1, "single_wait": 1,
         "concealed_kong_and_melded_kong": 1},
        8, id="concealed_and_melded_kong"),
    pytest.param(
        dict(hand="123m 456m 789m 5p", melds=["EEEE"], win="5p", seat="S", prevalent="S"),
        {"pure_straight": 1, "pung_of_terminals_or_honors": 1, "melded_kong": 1,
         "one_voided_suit": 1, "single_wait": 1},
        20, id="melded_kong"),
    pytest.param(
        dict(hand="55m 88p", melds=["222m", "EEE:left", "777s:right"], win="8p", seat="S",
            prevalent="S"),
        {"all_pungs": 1, "pung_of_terminals_or_honors": 1},
        7, id="all_pungs"),
    pytest.param(
        dict(hand="123m 456p 789s 5p", melds=["EEEE:concealed"], win="5p", seat="N",
            prevalent="W"),
        {"mixed_straight": 1, "concealed_hand": 1, "concealed_kong": 1,
         "pung_of_terminals_or_honors": 1, "closed_wait": 1},
        14, id="concealed_kong"),
    pytest.param(
        dict(hand="222m 555p 777s 345s 9m", win="9m"),
        {"three_concealed_pungs": 1, "concealed_hand": 1, "no_honors": 1, "single_wait": 1},
        20, id="three_concealed_pungs"),
    pytest.param(
        dict(hand="222m 555p 77s 345s 99m", win="7s"),
        {"concealed_hand": 1, "two_concealed_pungs": 1, "no_honors": 1},
        5, id="discard_pung_is_exposed"),
    pytest.param(
        dict(hand="222m 555p 34445s 99m", win="4s"),
        {"three_concealed_pungs": 1, "concealed_hand": 1, "tile_hog": 1, "no_honors": 1},
        21, id="discard_in_chow_keeps_pung_concealed"),
]

TILE_SETS = [
    pytest.param(
        dict(hand="222m 444p 666s 888m 4s", win="4s"),
        {"four_concealed_pungs": 1, "all_even_pungs": 1},
        88, id="all_even_pungs"),
    pytest.param(
        dict(hand="123m 345m 678m 999m 5m", win="5m"),
        {"full_flush": 1, "concealed_hand": 1, "short_straight": 1,
         "pung_of_terminals_or_honors": 1},
        28, id="full_flush"),
    pytest.param(
        dict(hand="789m 789p 777s 888s 9p", win="9p"),
        {"upper_tiles": 1, "concealed_hand": 1, "two_concealed_pungs": 1, "mixed_double_chow":
         1},
        29, id="upper_tiles"),
    pytest.param(
        dict(hand="456m 456p 555s 456s 4m", win="4m"),
        {"middle_tiles": 1, "mixed_triple_chow": 1, "concealed_hand": 1, "tile_hog": 1},
        36, id="middle_tiles"),
    pytest.param(
        dict(hand="123m 123p 111s 333s 2p", win="2p"),
        {"lower_tiles": 1, "concealed_hand": 1, "two_concealed_pungs": 1, "mixed_double_chow":
         1, "pung_of_terminals_or_honors": 1, "closed_wait": 1},
        31, id="lower_tiles"),
    pytest.param(
        dict(hand="678m 789p 666s 789s 9p", win="9p"),
        {"upper_four": 1, "concealed_hand": 1, "mixed_double_chow": 1},
        15, id="upper_four"),
    pytest.param(
        dict(hand="123m 234p 444s 123s 1p", win="1p"),
        {"lower_four": 1, "concealed_hand": 1, "mixed_double_chow": 1},
        15, id="lower_four"),
    pytest.param(
        dict(hand="123p 345p 456s 888s P", win="P"),
        {"reversible_tiles": 1, "concealed_hand": 1, "single_wait": 1},
        11, id="reversible_tiles"),
    pytest.param(
        dict(hand="123m 789m 111m EEE C", win="C"),
        {"half_flush": 1, "outside_hand": 1, "prevalent_wind": 1, "seat_wind": 1,
         "concealed_hand": 1, "tile_hog": 1, "two_concealed_pungs": 1, "two_terminal_chows": 1,
         "pung_of_terminals_or_honors": 1, "single_wait": 1},
        23, id="half_flush_outside"),
    pytest.param(
        dict(hand="123m 456p 789s EEE C", win="C"),
        {"mixed_straight": 1, "all_types": 1, "prevalent_wind": 1, "seat_wind": 1,
         "concealed_hand": 1, "single_wait": 1},
        21, id="all_types"),
    pytest.param(
        dict(hand="345m 456p 567s 555m 5p", win="5p"),
        {"all_five": 1, "mixed_shifted_chows": 1, "concealed_hand": 1, "tile_hog": 1,
         "closed_wait": 1},
        27, id="all_five"),
    pytest.param(
        dict(hand="234m 345p 456s 678s 8m", win="8m"),
        {"mixed_shifted_chows": 1, "concealed_hand": 1, "all_chows": 1, "all_simples": 1,
         "single_wait": 1},
        13, id="all_simples_all_chows"),
    pytest.param(
        dict(hand="111m 999p EEE CCC 1s", win="1s"),
        {"four_concealed_pungs": 1, "all_terminals_and_honors": 1, "all_types": 1,
         "dragon_pung": 1, "prevalent_wind": 1, "seat_wind": 1, "single_wait": 1},
        109, id="all_terminals_and_honors"),
    pytest.param(
        dict(hand="123m 345m 567p 789s 3m", win="3m"),
        {"concealed_hand": 1, "all_chows": 1, "tile_hog": 1},
        6, id="tile_hog"),
    pytest.param(
        dict(hand="23s EE", melds=["123m", "678p", "555s:left"], win="4s", seat="W",
            prevalent="S"),
        {"chicken_hand": 1},
        8, id="chicken_hand"),
]

SPECIAL_SHAPES = [
    pytest.param(
        dict(hand="1155m 2288p 33s EE C", win="C"),
        {"seven_pairs": 1, "all_types": 1},
        30, id="seven_pairs"),
    pytest.param(
        dict(hand="2233s 6688s FF 44s 8s", win="8s"),
        {"all_green": 1, "seven_pairs": 1, "tile_hog": 1},
        114, id="seven_pairs_all_green"),
    pytest.param(
        dict(hand="1111m 22p 33p 44s 55s 9s", win="9s"),
        {"seven_pairs": 1, "tile_hog": 1, "no_honors": 1},
        27, id="seven_pairs_tile_hog"),
    pytest.param(
        dict(hand="147m 258p 3s ESWNCF", win="P"),
        {"greater_honors_and_knitted_tiles": 1},
        24, id="greater_honors_knitted"),
    pytest.param(
        dict(hand="147m 258p 369s ESWN", win="C"),
        {"lesser_honors_and_knitted_tiles": 1, "knitted_straight": 1},
        24, id="lesser_honors_knitted"),
    pytest.param(
        dict(hand="147m 258p 39s ESWNC", win="P"),
        {"lesser_honors_and_knitted_tiles": 1},
        12, id="lesser_honors_knitted_short"),
    pytest.param(
        dict(hand="147m 258p 369s 567m 1s", win="1s"),
        {"knitted_straight": 1, "concealed_hand": 1, "all_chows": 1, "single_wait": 1},
        17, id="knitted_straight_set_pair"),
    pytest.param(
        dict(hand="147m 258p 369s 57m EE", win="6m"),
        {"knitted_straight": 1, "concealed_hand": 1, "closed_wait": 1},
        15, id="knitted_straight_closed_wait"),
    pytest.param(
        dict(hand="147m 258p 369s C", melds=["EEE"], win="C"),
        {"knitted_straight": 1, "all_types": 1, "prevalent_wind": 1, "seat_wind": 1,
         "single_wait": 1},
        23, id="knitted_straight_with_meld"),
]

WIN_FLAGS_AND_WAITS = [
    pytest.param(
        dict(hand="123m 456p 789s EEE 9m", win="9m", self_drawn=True, last_wall_tile=True),
        {"mixed_straight": 1, "last_tile_draw": 1, "fully_concealed_hand": 1, "prevalent_wind":
         1, "seat_wind": 1, "single_wait": 1},
        25, id="last_tile_draw"),
    pytest.param(
        dict(hand="123m 456p 789s EEE 9m", win="9m", last_wall_tile=True),
        {"mixed_straight": 1, "last_tile_claim": 1, "prevalent_wind": 1, "seat_wind": 1,
         "concealed_hand": 1, "single_wait": 1},
        23, id="last_tile_claim"),
    pytest.param(
        dict(hand="123m 456p 789s 9m", melds=["EEEE"], win="9m", self_drawn=True,
            kong_replacement=True),
        {"mixed_straight": 1, "out_with_replacement_tile": 1, "prevalent_wind": 1, "seat_wind":
         1, "melded_kong": 1, "single_wait": 1},
        22, id="out_with_replacement"),
    pytest.param(
        dict(hand="123m 456p 79s EEE 99m", win="8s", robbing_kong=True, last_copy=True),
        {"mixed_straight": 1, "robbing_the_kong": 1, "prevalent_wind": 1, "seat_wind": 1,
         "concealed_hand": 1, "closed_wait": 1},
        23, id="robbing_the_kong"),
    pytest.param(
        dict(hand="5p", melds=["123m", "456m", "EEE", "789s"], win="5p"),
        {"melded_hand": 1, "prevalent_wind": 1, "seat_wind": 1, "short_straight": 1},
        11, id="melded_hand"),
    pytest.param(
        dict(hand="5p", melds=["123m", "456m", "EEE", "789s"], win="5p", self_drawn=True),
        {"prevalent_wind": 1, "seat_wind": 1, "short_straight": 1, "single_wait": 1,
         "self_drawn": 1},
        7, id="melded_hand_self_drawn"),
    pytest.param(
        dict(hand="123m 456p 789s 234s 5p", win="5p", self_drawn=True),
        {"mixed_straight": 1, "fully_concealed_hand": 1, "all_chows": 1, "closed_wait": 1},
        15, id="fully_concealed"),
    pytest.param(
        dict(hand="12m 456p 789s 234s 55p", win="3m", last_copy=True),
        {"mixed_straight": 1, "last_tile": 1, "concealed_hand": 1, "all_chows": 1, "edge_wait":
         1},
        17, id="last_tile"),
    pytest.param(
        dict(hand="123m 456p 789s 234s P", win="P", last_copy=True),
        {"mixed_straight": 1, "concealed_hand": 1, "single_wait": 1},
        11, id="last_tile_ignored_when_holding_a_copy"),
    pytest.param(
        dict(hand="35m 456p 789s EE", melds=["444m"], win="4m"),
        {"last_tile": 1, "tile_hog": 1, "closed_wait": 1},
        7, id="last_tile_forced_by_own_melds"),
    pytest.param(
        dict(hand="12m 456p 789s 234s 55p", win="3m"),
        {"mixed_straight": 1, "concealed_hand": 1, "all_chows": 1, "edge_wait": 1},
        13, id="edge_wait"),
    pytest.param(
        dict(hand="13m 456p 789s 234s 55p", win="2m"),
        {"mixed_straight": 1, "concealed_hand": 1, "all_chows": 1, "closed_wait": 1},
        13, id="closed_wait"),
    pytest.param(
        dict(hand="4556m 456p 789s 111s", win="5m"),
        {"concealed_hand": 1, "mixed_double_chow": 1, "pung_of_terminals_or_honors": 1,
         "no_honors": 1, "closed_wait": 1},
        6, id="closed_wait_4556"),
    pytest.param(
        dict(hand="12345m 456p 789s 22s", win="3m"),
        {"mixed_straight": 1, "concealed_hand": 1, "all_chows": 1},
        12, id="no_edge_12345"),
    pytest.param(
        dict(hand="123m 456p 789s 234s 5p", win="5p", flowers=3),
        {"mixed_straight": 1, "concealed_hand": 1, "all_chows": 1, "closed_wait": 1,
         "flower_tiles": 3},
        16, id="flowers"),
]

FAMILIES = {
    "big_hands": BIG_HANDS,
    "chow_groups": CHOW_GROUPS,
    "pung_groups": PUNG_GROUPS,
    "kongs": KONGS_AND_CONCEALED_PUNGS,
    "tile_sets": TILE_SETS,
    "special_shapes": SPECIAL_SHAPES,
    "win_flags_and_waits": WIN_FLAGS_AND_WAITS,
}


def _check(kwargs: dict[str, Any], expected: dict[str, int], total: int) -> None:
    result = score_hand(situation(**kwargs))
    assert result.is_win
    assert {h.key: h.count for h in result.fans} == expected
    assert result.total == total
    assert result.total == sum(h.points * h.count for h in result.fans)


@pytest.mark.parametrize(("kwargs", "expected", "total"), BIG_HANDS)
def test_big_hands(kwargs: dict[str, Any], expected: dict[str, int], total: int) -> None:
    _check(kwargs, expected, total)


@pytest.mark.parametrize(("kwargs", "expected", "total"), CHOW_GROUPS)
def test_chow_groups(kwargs: dict[str, Any], expected: dict[str, int], total: int) -> None:
    _check(kwargs, expected, total)


@pytest.mark.parametrize(("kwargs", "expected", "total"), PUNG_GROUPS)
def test_pung_groups(kwargs: dict[str, Any], expected: dict[str, int], total: int) -> None:
    _check(kwargs, expected, total)


@pytest.mark.parametrize(("kwargs", "expected", "total"), KONGS_AND_CONCEALED_PUNGS)
def test_kongs_and_concealed_pungs(
    kwargs: dict[str, Any], expected: dict[str, int], total: int
) -> None:
    _check(kwargs, expected, total)


@pytest.mark.parametrize(("kwargs", "expected", "total"), TILE_SETS)
def test_tile_sets(kwargs: dict[str, Any], expected: dict[str, int], total: int) -> None:
    _check(kwargs, expected, total)


@pytest.mark.parametrize(("kwargs", "expected", "total"), SPECIAL_SHAPES)
def test_special_shapes(kwargs: dict[str, Any], expected: dict[str, int], total: int) -> None:
    _check(kwargs, expected, total)


@pytest.mark.parametrize(("kwargs", "expected", "total"), WIN_FLAGS_AND_WAITS)
def test_win_flags_and_waits(kwargs: dict[str, Any], expected: dict[str, int], total: int) -> None:
    _check(kwargs, expected, total)


def test_every_fan_appears_in_some_table() -> None:
    """The tables cover all 82 fans (flowers included)."""
    from mahjong_tui.rulesets.mcr.scoring import FANS

    seen = {key for rows in FAMILIES.values() for row in rows
            for key in cast(dict[str, int], row.values[1])}
    assert sorted(f.key for f in FANS if f.key not in seen) == []
