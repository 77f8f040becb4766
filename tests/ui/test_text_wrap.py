"""Wrapping the hint panel's lines at a width in cells: English at spaces; Chinese
anywhere between characters (two cells each), never starting a line with a closing
mark nor ending one with an opening bracket."""

from __future__ import annotations

from rich.cells import cell_len

from mahjong_tui.ui.text_wrap import wrap

ROUTE_ADVICE = "打北：4向听，有效牌剩余87张；七对（12番）：差4张"


def test_an_opening_bracket_goes_down_with_what_it_opens() -> None:
    # "七对（1" fills the 36 cells: the bracket goes down with "12番".
    assert cell_len("打北：4向听，有效牌剩余87张；七对（1") == 36
    assert wrap(ROUTE_ADVICE, 36, "", "zh") == [
        "打北：4向听，有效牌剩余87张；七对",
        "（12番）：差4张",
    ]


def test_a_closing_mark_never_starts_a_line() -> None:
    assert wrap("打南：3向听，有效牌剩余16张，好", 26, "", "zh") == [
        "打南：3向听，有效牌剩余",
        "16张，好",
    ]
    # "十" fills the line and "，" may not start the next: "十" goes down with it.
    assert wrap("一二三四五六七八九十，好", 20, "", "zh") == ["一二三四五六七八九", "十，好"]
    # Nor may "）" when "：" follows it: both go down, and "12番" is not cut in two.
    assert wrap("组合龙（12番）：差3张", 15, "", "zh") == ["组合龙", "（12番）：差3张"]


def test_every_line_fits_and_nothing_is_lost() -> None:
    text = "打南：3向听，有效牌剩余16张；组合龙（12番）：差3张，需要 8万 1饼 7条 9条"
    for width in range(12, 40):
        lines = wrap(text, width, "", "zh")
        assert all(cell_len(line) <= width for line in lines), width
        assert "".join(lines).replace(" ", "") == text.replace(" ", ""), width
        assert not any(line.endswith("（") or line.startswith(("，", "：", "）", "；"))
                       for line in lines), (width, lines)


def test_english_wraps_at_spaces_with_the_indent() -> None:
    assert wrap("hand 2m 9m 3p 4p 5p 5p 7p 8p 3s 6s 6s 8s S + 5m", 36, "     ") == [
        "hand 2m 9m 3p 4p 5p 5p 7p 8p 3s 6s",
        "     6s 8s S + 5m",
    ]
