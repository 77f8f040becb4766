"""Choosing the rules on the start screen; the help screen explains Sichuan's, in
English and in Chinese."""

from __future__ import annotations

from sichuan_ui_helpers import session, sichuan_game
from uihelpers import eventually, make_app

from mahjong_tui.persistence.settings import Settings
from mahjong_tui.rulesets import get_ruleset
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.rules_choice import RulesScreen, rules_help_text
from mahjong_tui.ui.screens.misc import HelpScreen
from mahjong_tui.ui.screens.start import StartScreen
from mahjong_tui.ui.screens.table import TableScreen


async def test_the_start_screen_starts_a_game_of_the_chosen_rules() -> None:
    app = MahjongApp(Settings(speed="instant", language="en"), None, save=False,
                     seed_source=lambda: 3)
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, StartScreen))
        await pilot.press("u")
        await eventually(pilot, lambda: isinstance(app.screen, RulesScreen))
        await pilot.press("down", "down", "enter")  # mcr, mcr-competition, sichuan
        await eventually(pilot, lambda: isinstance(app.screen, StartScreen))
        assert str(app.screen.query_one("#rules").label) == "Rules: Sichuan (Chengdu)  [u]"
        await pilot.press("w")
        await eventually(pilot, lambda: any(isinstance(s, TableScreen)
                                            for s in app.screen_stack))
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        assert table.session.game.ruleset.name == "sichuan"


async def test_help_at_a_sichuan_table_explains_its_rules_first() -> None:
    app = make_app(session(sichuan_game(4)))
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: any(isinstance(s, TableScreen)
                                            for s in app.screen_stack))
        app.action_help()
        await eventually(pilot, lambda: isinstance(app.screen, HelpScreen))
        text = str(app.screen.query_one("#help-rules").render())
        assert text.startswith("Rules in use: Sichuan (Chengdu)\nSichuan (Chengdu) bloody battle:")


def test_rules_help_lists_every_rule_in_force() -> None:
    rules = get_ruleset("sichuan-sbr")
    lines = rules_help_text(rules).splitlines()
    assert lines[:3] == ["Rules in use: Sichuan (SBR 2025)", rules.summary(), ""]
    assert lines[3:] == [f"- {line}" for line in rules.describe()]


def test_rules_help_in_chinese_lists_every_rule_in_chinese() -> None:
    rules = get_ruleset("sichuan-sbr")
    lines = rules_help_text(rules, "zh").splitlines()
    assert lines[:3] == ["当前规则：四川比赛（SBR）",
                         "四川麻将 2025 比赛规则：108 张牌，定缺，10 个叠加番种，"
                         "3 番封顶，三家和牌才结束", ""]
    assert lines[3:] == [f"- {line}" for line in rules.describe("zh")]
    assert lines[4] == "- 不换三张。"
