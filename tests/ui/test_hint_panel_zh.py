"""The hint panel in Chinese: every label, the advice line and the plans follow the
player's language (MCR and Sichuan), and a Chinese table opens the Chinese panel."""

from __future__ import annotations

from sichuan_ui_helpers import play_until, sichuan_game
from test_hint_panel import READY
from uihelpers import ScriptedBot, eventually, make_app, make_session, wait_for_turn

from mahjong_tui.coach import describe_hints, figures_for, hints_for, sichuan_hints_for
from mahjong_tui.coach.hints import Route
from mahjong_tui.coach.words import coach_words, danger_words, route_words
from mahjong_tui.engine.tiles import parse_tile
from mahjong_tui.engine.views import Phase
from mahjong_tui.ui.hint_panel import HintPanel, panel_text

MCR_ZH = [
    "提示  i 关闭 · 0向听 = 听牌",
    "剩余 = 你看不到的张数",
    "手牌 1万 2万 3万 4万 5万 6万 7万 8万",
    "     9万 2饼 3饼 5条 5条 + 東",
    "打東：听牌，剩余8张和张，够8番",
    "各牌型向听",
    " 基本型 0 · 七对 5 · 十三幺 10",
    " 全不靠 7 · 组合龙 5",
    "打牌：向听 · 有效牌剩余 · 8番路线",
    " 1. 東  0 ·  8 ✓ 清龙（万）",
    " 2. 2饼 1 · 23 ✓ 清龙（万）",
    " 3. 3饼 1 · 19 ✓ 清龙（万）",
    " 4. 5条 1 · 13 ✓ 清龙（万）",
    " 5. 9万 1 · 17 ✓ 清龙（万）",
    " 6. 1万 1 · 17 ✓ 清龙（万）",
    " 7. 6万 1 · 14 ✓ 清龙（万）",
    " 8. 4万 1 · 14 ✓ 清龙（万）",
    "打東后听：剩余 · 点和/自摸番",
    " 1饼 ×4 · 21 / 23",
    " 4饼 ×4 · 20 / 22",
    "未见牌（你看不到的张数）",
    " 万 3 3 3 3 3 3 3 3 3",
    " 饼 4 3 3 4 4 4 4 4 4",
    " 条 4 4 4 4 2 4 4 4 4",
    " 字 東3 南4 西4 北4 中4 發4 白4",
    "安全：其打出 / 放过",
    " Bob：- / -",
    " Cat：- / -",
    " Dan：- / -",
]

SICHUAN_ZH = [
    "提示  i 关闭 · 0向听 = 听牌",
    "剩余 = 你看不到的张数",
    "手牌 3万 6万 7万 8万 9万 5饼 8饼 9饼",
    "     5条 6条 7条 9条 9条 + 9饼",
    "打6万：先打缺门",
    "保留花色的向听（缺万）",
    " 基本型 4（剩余26） · 七对 4（剩余15）",
    "打牌：向听 · 有效牌剩余 · 价值 计划",
    " 1. 6万 4 · 35 · 0.09 平胡",
    " 2. 3万 4 · 35 · 0.09 平胡",
    " 3. 7万 4 · 35 · 0.09 平胡",
    " 4. 9万 4 · 35 · 0.09 平胡",
    " 5. 8万 4 · 35 · 0.09 平胡",
    "未见牌（你看不到的张数）",
    " 万 4 4 3 4 4 3 3 2 3",
    " 饼 4 4 4 4 3 4 4 3 2",
    " 条 4 4 4 4 3 3 3 4 2",
    "安全：缺门 · 其打出",
    " B：缺万 · -",
    " C：缺万 · -",
    " D：缺万 · 8万",
]


def _ready_session():  # type: ignore[no-untyped-def]
    return make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()], deal=READY)


def test_mcr_panel_in_chinese() -> None:
    session = _ready_session()
    view = session.game.view(0)
    hints = figures_for(view, "zh")
    assert panel_text(hints, session.names, view=view, lang="zh").plain.splitlines() == MCR_ZH


def test_the_advice_line_follows_the_language_and_the_figures_do_not() -> None:
    view = _ready_session().game.view(0)
    zh, en = hints_for(view, "zh"), hints_for(view)
    assert zh.reason == "打東：听牌，剩余8张和张，够8番"
    assert en.reason == "discard E: ready, 8 live winning tiles worth 8+ fan"
    assert zh.discards == en.discards and zh.forms == en.forms and zh.waits == en.waits


def test_sichuan_panel_in_chinese() -> None:
    game = sichuan_game(seed=3)
    play_until(game, lambda g: g.view(0).phase is Phase.TURN and 0 in g.to_act())
    view = game.view(0)
    hints = sichuan_hints_for(view, "zh")
    text = panel_text(hints, ["You", "B", "C", "D"], view=view, lang="zh")
    assert text.plain.splitlines() == SICHUAN_ZH


def test_sichuan_void_rows_in_chinese_use_chinese_punctuation() -> None:
    from mahjong_tui.engine.actions import DeclareVoid

    game = sichuan_game(seed=3)
    play_until(game, lambda g: 0 in g.to_act()
               and any(isinstance(a, DeclareVoid) for a in g.view(0).legal))
    view = game.view(0)
    lines = panel_text(sichuan_hints_for(view, "zh"), ["You", "B", "C", "D"], view=view,
                       lang="zh").plain.splitlines()
    head = lines.index("定缺：向听 · 有效牌剩余 · 需打出")
    assert lines[head + 1:head + 4] == [
        " 万： 5 · 64 · 5",
        " 饼： 3 · 33 · 3  ← 建议",
        " 条： 5 · 50 · 5",
    ]
    safety = lines.index("安全：缺门 · 其打出")
    assert lines[safety + 1:] == [" B：缺？ · -", " C：缺？ · -", " D：缺？ · -"]


def test_a_route_in_chinese_names_the_fan_of_the_fan_table() -> None:
    route = Route("Mixed Straight 123m 456p 789s", 8, 1,
                  (parse_tile("4p"), parse_tile("6p")), True)
    assert (route_words(route, coach_words("zh"))
            == "花龙 123万 456饼 789条（8番）：差1张，需要 4饼 6饼")
    assert route_words(route, coach_words("en")) == route.text
    short = Route("Half Flush All Pungs in dots", 12, 0, (), False)
    assert route_words(short, coach_words("zh")) == "混一色 碰碰和（饼）（12番，单独不够8番）：听牌"


async def test_a_chinese_table_shows_the_chinese_panel() -> None:
    session = _ready_session()
    app = make_app(session, language="zh")
    async with app.run_test(size=(120, 40)) as pilot:
        panel = (await wait_for_turn(pilot, app)).query_one(HintPanel)
        assert str(panel.query_one("#hint-text").render()) == "轮到你时显示提示。"
        await pilot.press("i")
        await eventually(pilot, lambda: panel.computed == 1)
        lines = str(panel.query_one("#hint-text").render()).splitlines()
        assert lines[:5] == MCR_ZH[:5]
        assert " 1. 東  0 ·  8 ✓ 清龙（万）" in lines
        assert panel.hints is not None and panel.hints.reason == "打東：听牌，剩余8张和张，够8番"


def test_the_coach_text_lines_in_chinese() -> None:
    session = _ready_session()
    hints = hints_for(session.game.view(0), "zh")
    assert describe_hints(hints, session.names, limit=1, lang="zh") == [
        "建议：打東：听牌，剩余8张和张，够8番",
        "各牌型向听（到听牌还要换几张；剩余 = 你看不到的张数）：",
        "  基本和型（4面子+1对）：向听0，有效牌2种 / 剩余8张",
        "  七对：向听5，有效牌12种 / 剩余36张",
        "  十三幺：向听10，有效牌13种 / 剩余49张",
        "  全不靠：向听7，有效牌10种 / 剩余40张",
        "  组合龙：向听5，有效牌24种 / 剩余83张",
        "打牌，从好到差（打后的向听；有效牌×剩余）：",
        "  1. 打東：向听0，有效牌2种 / 剩余8张 [1饼×4 4饼×4]；可达8番；"
        "路线 清龙（万）（16番）：听牌",
        "  打東后听：",
        "    1饼：剩余4张，点和 21番，自摸 23番",
        "    4饼：剩余4张，点和 20番，自摸 22番",
        "未见牌（你看不到的张数）：",
        "  万  1:3 2:3 3:3 4:3 5:3 6:3 7:3 8:3 9:3",
        "  饼  1:4 2:3 3:3 4:4 5:4 6:4 7:4 8:4 9:4",
        "  条  1:4 2:4 3:4 4:4 5:2 6:4 7:4 8:4 9:4",
        "  字  東:3 南:4 西:4 北:4 中:4 發:4 白:4",
        "牌的安全（各对手打出 / 放过的你手里的牌）：",
        "  Bob：打出 -；放过 -",
        "  Cat：打出 -；放过 -",
        "  Dan：打出 -；放过 -",
    ]


def test_the_danger_mark_in_chinese() -> None:
    zh = coach_words("zh")
    assert danger_words("3 sets down, 20 tiles left, flush in p?", zh) == (
        "已副露3组，牌墙剩20张，可能做饼清一色？")
    assert danger_words("2 sets down", coach_words("en")) == "2 sets down"
