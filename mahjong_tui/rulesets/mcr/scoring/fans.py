"""The fan table: every fan with its value, names and what it excludes (不计), as data.

Numbering is the reference calculator's (MahjongGB's ``fan_t``): 1..81 are the
81 fans of the 1998 rule table in its order (81 = flowers, 花牌), 82 is the
reference's extra 明暗杠 (one melded and one concealed kong, 5 points).

``excludes`` lists the fans a fan suppresses when both were found. It is the
written-out form of the scoring principles (不重复, 不拆移, 不得相同, 就高不就低)
as the reference applies them after detection. Fans that the detectors never
produce together in the first place (e.g. 一色三同顺 inside 一色四同顺: the
four-chow detector stops at the bigger fan) are listed in ``docs/scoring.md``
but not here, because there is nothing left to remove. Two adjustments are not
plain removals and live in :mod:`mahjong_tui.rulesets.mcr.scoring.exclusions`: 四暗刻 turns
不求人 into 自摸, and the pungs that already scored as 三风刻 or a wind fan
stop counting as 幺九刻.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["FANS", "FAN_BY_ID", "FAN_BY_KEY", "F", "Fan"]


@dataclass(frozen=True, slots=True)
class Fan:
    """One row of the fan table.

    Attributes:
        id: 1..82, the reference's numbering.
        key: snake_case identifier.
        points: value of one occurrence.
        zh: Chinese name as the reference prints it (e.g. ``独听・嵌张``).
        en: English name as the reference prints it.
        excludes: ids of the fans not counted when this one is (不计).
    """

    id: int
    key: str
    points: int
    zh: str
    en: str
    excludes: tuple[int, ...] = ()


class F:
    """Fan ids as named constants (``F.ALL_CHOWS == 63``)."""

    BIG_FOUR_WINDS = 1
    BIG_THREE_DRAGONS = 2
    ALL_GREEN = 3
    NINE_GATES = 4
    FOUR_KONGS = 5
    SEVEN_SHIFTED_PAIRS = 6
    THIRTEEN_ORPHANS = 7
    ALL_TERMINALS = 8
    LITTLE_FOUR_WINDS = 9
    LITTLE_THREE_DRAGONS = 10
    ALL_HONORS = 11
    FOUR_CONCEALED_PUNGS = 12
    PURE_TERMINAL_CHOWS = 13
    QUADRUPLE_CHOW = 14
    FOUR_PURE_SHIFTED_PUNGS = 15
    FOUR_PURE_SHIFTED_CHOWS = 16
    THREE_KONGS = 17
    ALL_TERMINALS_AND_HONORS = 18
    SEVEN_PAIRS = 19
    GREATER_HONORS_AND_KNITTED = 20
    ALL_EVEN_PUNGS = 21
    FULL_FLUSH = 22
    PURE_TRIPLE_CHOW = 23
    PURE_SHIFTED_PUNGS = 24
    UPPER_TILES = 25
    MIDDLE_TILES = 26
    LOWER_TILES = 27
    PURE_STRAIGHT = 28
    THREE_SUITED_TERMINAL_CHOWS = 29
    PURE_SHIFTED_CHOWS = 30
    ALL_FIVE = 31
    TRIPLE_PUNG = 32
    THREE_CONCEALED_PUNGS = 33
    LESSER_HONORS_AND_KNITTED = 34
    KNITTED_STRAIGHT = 35
    UPPER_FOUR = 36
    LOWER_FOUR = 37
    BIG_THREE_WINDS = 38
    MIXED_STRAIGHT = 39
    REVERSIBLE_TILES = 40
    MIXED_TRIPLE_CHOW = 41
    MIXED_SHIFTED_PUNGS = 42
    CHICKEN_HAND = 43
    LAST_TILE_DRAW = 44
    LAST_TILE_CLAIM = 45
    OUT_WITH_REPLACEMENT_TILE = 46
    ROBBING_THE_KONG = 47
    ALL_PUNGS = 48
    HALF_FLUSH = 49
    MIXED_SHIFTED_CHOWS = 50
    ALL_TYPES = 51
    MELDED_HAND = 52
    TWO_CONCEALED_KONGS = 53
    TWO_DRAGONS_PUNGS = 54
    OUTSIDE_HAND = 55
    FULLY_CONCEALED_HAND = 56
    TWO_MELDED_KONGS = 57
    LAST_TILE = 58
    DRAGON_PUNG = 59
    PREVALENT_WIND = 60
    SEAT_WIND = 61
    CONCEALED_HAND = 62
    ALL_CHOWS = 63
    TILE_HOG = 64
    DOUBLE_PUNG = 65
    TWO_CONCEALED_PUNGS = 66
    CONCEALED_KONG = 67
    ALL_SIMPLES = 68
    PURE_DOUBLE_CHOW = 69
    MIXED_DOUBLE_CHOW = 70
    SHORT_STRAIGHT = 71
    TWO_TERMINAL_CHOWS = 72
    PUNG_OF_TERMINALS_OR_HONORS = 73
    MELDED_KONG = 74
    ONE_VOIDED_SUIT = 75
    NO_HONORS = 76
    EDGE_WAIT = 77
    CLOSED_WAIT = 78
    SINGLE_WAIT = 79
    SELF_DRAWN = 80
    FLOWER_TILES = 81
    CONCEALED_KONG_AND_MELDED_KONG = 82


_ALL_PUNGS = F.ALL_PUNGS
_YJK = F.PUNG_OF_TERMINALS_OR_HONORS
_NO_HONORS = F.NO_HONORS
_VOID = F.ONE_VOIDED_SUIT
_SIMPLES = F.ALL_SIMPLES
_OUTSIDE = F.OUTSIDE_HAND
_SELF = F.SELF_DRAWN

FANS: tuple[Fan, ...] = (
    Fan(1, "big_four_winds", 88, "大四喜", "Big Four Winds",
        (_ALL_PUNGS, _YJK, F.BIG_THREE_WINDS, F.PREVALENT_WIND, F.SEAT_WIND)),
    Fan(2, "big_three_dragons", 88, "大三元", "Big Three Dragons",
        (F.DRAGON_PUNG, F.TWO_DRAGONS_PUNGS)),
    Fan(3, "all_green", 88, "绿一色", "All Green", (F.HALF_FLUSH, _VOID)),
    Fan(4, "nine_gates", 88, "九莲宝灯", "Nine Gates"),
    Fan(5, "four_kongs", 88, "四杠", "Four Kongs", (F.SINGLE_WAIT,)),
    Fan(6, "seven_shifted_pairs", 88, "连七对", "Seven Shifted Pairs"),
    Fan(7, "thirteen_orphans", 88, "十三幺", "Thirteen Orphans"),
    Fan(8, "all_terminals", 64, "清幺九", "All Terminals",
        (_ALL_PUNGS, _OUTSIDE, _YJK, _NO_HONORS, F.DOUBLE_PUNG)),
    Fan(9, "little_four_winds", 64, "小四喜", "Little Four Winds", (_YJK, F.BIG_THREE_WINDS)),
    Fan(10, "little_three_dragons", 64, "小三元", "Little Three Dragons",
        (F.DRAGON_PUNG, F.TWO_DRAGONS_PUNGS)),
    Fan(11, "all_honors", 64, "字一色", "All Honors", (_ALL_PUNGS, _OUTSIDE, _YJK, _VOID)),
    Fan(12, "four_concealed_pungs", 64, "四暗刻", "Four Concealed Pungs",
        (_ALL_PUNGS, F.CONCEALED_HAND)),
    Fan(13, "pure_terminal_chows", 64, "一色双龙会", "Pure Terminal Chows",
        (F.FULL_FLUSH, F.ALL_CHOWS, _NO_HONORS)),
    Fan(14, "quadruple_chow", 48, "一色四同顺", "Quadruple Chow", (F.TILE_HOG,)),
    Fan(15, "four_pure_shifted_pungs", 48, "一色四节高", "Four Pure Shifted Pungs", (_ALL_PUNGS,)),
    Fan(16, "four_pure_shifted_chows", 32, "一色四步高", "Four Pure Shifted Chows"),
    Fan(17, "three_kongs", 32, "三杠", "Three Kongs"),
    Fan(18, "all_terminals_and_honors", 32, "混幺九", "All Terminals and Honors",
        (_ALL_PUNGS, _OUTSIDE, _YJK)),
    Fan(19, "seven_pairs", 24, "七对", "Seven Pairs"),
    Fan(20, "greater_honors_and_knitted_tiles", 24, "七星不靠", "Greater Honors and Knitted Tiles"),
    Fan(21, "all_even_pungs", 24, "全双刻", "All Even Pungs", (_ALL_PUNGS, _SIMPLES, _NO_HONORS)),
    Fan(22, "full_flush", 24, "清一色", "Full Flush"),
    Fan(23, "pure_triple_chow", 24, "一色三同顺", "Pure Triple Chow"),
    Fan(24, "pure_shifted_pungs", 24, "一色三节高", "Pure Shifted Pungs"),
    Fan(25, "upper_tiles", 24, "全大", "Upper Tiles", (_NO_HONORS,)),
    Fan(26, "middle_tiles", 24, "全中", "Middle Tiles", (_SIMPLES, _NO_HONORS)),
    Fan(27, "lower_tiles", 24, "全小", "Lower Tiles", (_NO_HONORS,)),
    Fan(28, "pure_straight", 16, "清龙", "Pure Straight"),
    Fan(29, "three_suited_terminal_chows", 16, "三色双龙会", "Three-Suited Terminal Chows",
        (F.ALL_CHOWS, _NO_HONORS)),
    Fan(30, "pure_shifted_chows", 16, "一色三步高", "Pure Shifted Chows"),
    Fan(31, "all_five", 16, "全带五", "All Five", (_SIMPLES, _NO_HONORS)),
    Fan(32, "triple_pung", 16, "三同刻", "Triple Pung"),
    Fan(33, "three_concealed_pungs", 16, "三暗刻", "Three Concealed Pungs"),
    Fan(34, "lesser_honors_and_knitted_tiles", 12, "全不靠", "Lesser Honors and Knitted Tiles"),
    Fan(35, "knitted_straight", 12, "组合龙", "Knitted Straight"),
    Fan(36, "upper_four", 12, "大于五", "Upper Four", (_NO_HONORS,)),
    Fan(37, "lower_four", 12, "小于五", "Lower Four", (_NO_HONORS,)),
    Fan(38, "big_three_winds", 12, "三风刻", "Big Three Winds"),
    Fan(39, "mixed_straight", 8, "花龙", "Mixed Straight"),
    Fan(40, "reversible_tiles", 8, "推不倒", "Reversible Tiles", (_VOID,)),
    Fan(41, "mixed_triple_chow", 8, "三色三同顺", "Mixed Triple Chow"),
    Fan(42, "mixed_shifted_pungs", 8, "三色三节高", "Mixed Shifted Pungs"),
    Fan(43, "chicken_hand", 8, "无番和", "Chicken Hand"),
    Fan(44, "last_tile_draw", 8, "妙手回春", "Last Tile Draw", (_SELF,)),
    Fan(45, "last_tile_claim", 8, "海底捞月", "Last Tile Claim"),
    Fan(46, "out_with_replacement_tile", 8, "杠上开花", "Out with Replacement Tile", (_SELF,)),
    Fan(47, "robbing_the_kong", 8, "抢杠和", "Robbing The Kong", (F.LAST_TILE,)),
    Fan(48, "all_pungs", 6, "碰碰和", "All Pungs"),
    Fan(49, "half_flush", 6, "混一色", "Half Flush"),
    Fan(50, "mixed_shifted_chows", 6, "三色三步高", "Mixed Shifted Chows"),
    Fan(51, "all_types", 6, "五门齐", "All Types"),
    Fan(52, "melded_hand", 6, "全求人", "Melded Hand", (F.SINGLE_WAIT,)),
    Fan(53, "two_concealed_kongs", 6, "双暗杠", "Two Concealed Kongs",
        (F.CONCEALED_KONG, F.TWO_CONCEALED_PUNGS)),
    Fan(54, "two_dragons_pungs", 6, "双箭刻", "Two Dragons Pungs", (F.DRAGON_PUNG,)),
    Fan(55, "outside_hand", 4, "全带幺", "Outside Hand"),
    Fan(56, "fully_concealed_hand", 4, "不求人", "Fully Concealed Hand", (_SELF,)),
    Fan(57, "two_melded_kongs", 4, "双明杠", "Two Melded Kongs", (F.MELDED_KONG,)),
    Fan(58, "last_tile", 4, "和绝张", "Last Tile"),
    Fan(59, "dragon_pung", 2, "箭刻", "Dragon Pung"),
    Fan(60, "prevalent_wind", 2, "圈风刻", "Prevalent Wind"),
    Fan(61, "seat_wind", 2, "门风刻", "Seat Wind"),
    Fan(62, "concealed_hand", 2, "门前清", "Concealed Hand"),
    Fan(63, "all_chows", 2, "平和", "All Chows", (_NO_HONORS,)),
    Fan(64, "tile_hog", 2, "四归一", "Tile Hog"),
    Fan(65, "double_pung", 2, "双同刻", "Double Pung"),
    Fan(66, "two_concealed_pungs", 2, "双暗刻", "Two Concealed Pungs"),
    Fan(67, "concealed_kong", 2, "暗杠", "Concealed Kong"),
    Fan(68, "all_simples", 2, "断幺", "All Simples", (_NO_HONORS,)),
    Fan(69, "pure_double_chow", 1, "一般高", "Pure Double Chow"),
    Fan(70, "mixed_double_chow", 1, "喜相逢", "Mixed Double Chow"),
    Fan(71, "short_straight", 1, "连六", "Short Straight"),
    Fan(72, "two_terminal_chows", 1, "老少副", "Two Terminal Chows"),
    Fan(73, "pung_of_terminals_or_honors", 1, "幺九刻", "Pung of Terminals or Honors"),
    Fan(74, "melded_kong", 1, "明杠", "Melded Kong"),
    Fan(75, "one_voided_suit", 1, "缺一门", "One Voided Suit"),
    Fan(76, "no_honors", 1, "无字", "No Honors"),
    Fan(77, "edge_wait", 1, "独听・边张", "Edge Wait"),
    Fan(78, "closed_wait", 1, "独听・嵌张", "Closed Wait"),
    Fan(79, "single_wait", 1, "独听・单钓", "Single Wait"),
    Fan(80, "self_drawn", 1, "自摸", "Self-Drawn"),
    Fan(81, "flower_tiles", 1, "花牌", "Flower Tiles"),
    Fan(82, "concealed_kong_and_melded_kong", 5, "明暗杠", "Concealed Kong and Melded Kong"),
)
"""All 82 fans in id order (``FANS[i - 1].id == i``)."""

FAN_BY_ID: dict[int, Fan] = {f.id: f for f in FANS}
FAN_BY_KEY: dict[str, Fan] = {f.key: f for f in FANS}
