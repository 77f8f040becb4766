"""The help screen (``?``) explains the rules in use in the player's language, then
the keys; only the parts that apply to those rules (MCR's rules block, flowers, the
财神, Sichuan's exchange and void prompts)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from sichuan_ui_helpers import NAMES, PlainBot, session, sichuan_game
from textual.widgets import Static
from uihelpers import eventually, make_app

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import GameRecord, entry_to_dict
from mahjong_tui.i18n import EN, ZH
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.rulesets import get_ruleset, ruleset_names
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.fold import fold_text
from mahjong_tui.ui.help_text import help_keys_text, help_rules_text, help_text
from mahjong_tui.ui.replay_viewer import ReplayApp, ReplayController, ReplayScreen, build_frames
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.misc import HelpScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.session import LiveSession
from mahjong_tui.ui.sichuan.setup_prompts import ExchangeScreen
from mahjong_tui.ui.widgets.folded_text import FoldedText

MCR_BLOCKS = {"en": "RULES (Chinese Official, MCR)", "zh": "规则（国标麻将）"}
FLOWER_LINES = {"en": "Sp Su Au Wi  the seasons", "zh": "春 夏 秋 冬 梅 蘭 竹 菊 花牌"}
WILD_LINES = {"en": "财神 (wild): on gold in your hand", "zh": "财神（百搭）：手牌中以金色底显示"}
EXCHANGE = {"en": "EXCHANGE THREE (换三张)", "zh": "换三张\n  ← → 移动"}
VOID = {"en": "VOID SUIT (定缺)", "zh": "定缺\n  m p s 或 ↑ ↓"}


def _parts(name: str, lang: str) -> set[str]:
    """Which optional parts the help of ``name`` has."""
    text = help_text(get_ruleset(name), lang)
    found = {part for part, by_lang in (("mcr", MCR_BLOCKS), ("flowers", FLOWER_LINES),
                                        ("wilds", WILD_LINES), ("exchange", EXCHANGE),
                                        ("void", VOID))
             if by_lang[lang] in text}
    return found


HEADINGS = {
    "mcr": ("Rules in use: Chinese Official", "当前规则：国标麻将"),
    "mcr-competition": ("Rules in use: MCR competition", "当前规则：国标比赛"),
    "sichuan": ("Rules in use: Sichuan (Chengdu)", "当前规则：四川血战（成都）"),
    "sichuan-sbr": ("Rules in use: Sichuan (SBR 2025)", "当前规则：四川比赛（SBR）"),
    "beijing": ("Rules in use: Beijing", "当前规则：北京麻将"),
    "jindi": ("Rules in use: Jindi tournament", "当前规则：金地长青湾比赛"),
    "guizhou": ("Rules in use: Guizhou", "当前规则：贵州麻将"),
    "hangzhou": ("Rules in use: Hangzhou", "当前规则：杭州麻将（翻财神）"),
    "hangzhou-fixed": ("Rules in use: Hangzhou, fixed wild", "当前规则：杭州麻将（白板财神）"),
}
"""The help's first line for every ruleset, in English and in Chinese: its label, never
the name records use."""


def test_every_ruleset_has_a_heading() -> None:
    assert sorted(HEADINGS) == sorted(ruleset_names())


@pytest.mark.parametrize("name", sorted(HEADINGS))
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_help_heads_the_rules_with_their_label(name: str, lang: str) -> None:
    heading = HEADINGS[name][lang == "zh"]
    assert help_text(get_ruleset(name), lang).splitlines()[0] == heading


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_beijing_help_has_its_rules_and_no_mcr_block_or_flowers(lang: str) -> None:
    beijing = get_ruleset("beijing")
    text = help_text(beijing, lang)
    heading = {"en": "Rules in use: Beijing\nBeijing (北京): 136 tiles, a 7-stack reserve",
               "zh": "当前规则：北京麻将\n北京麻将：136 张牌，留 7 墩补杠"}[lang]
    assert text.startswith(heading)
    rule_lines = "\n".join(f"- {line}" for line in beijing.describe(lang))
    assert "\n\n" + rule_lines + "\n\n" in text
    c = {"en": EN, "zh": ZH}[lang]
    assert text.endswith(c.help_keys + c.help_tiles + c.help_melds)
    assert MCR_BLOCKS[lang] not in text
    assert FLOWER_LINES[lang] not in text
    assert "144" not in text and "8 番" not in text and "8 fan" not in text
    assert _parts("beijing", lang) == set()


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(("name", "parts"), [
    ("mcr", {"mcr", "flowers"}),
    ("mcr-competition", {"mcr", "flowers"}),
    ("sichuan", {"exchange", "void"}),
    ("sichuan-sbr", {"void"}),
    ("jindi", set()),
    ("guizhou", set()),
    ("hangzhou", {"wilds"}),
    ("hangzhou-fixed", {"wilds"}),
])
def test_each_ruleset_gets_only_the_parts_that_apply(name: str, parts: set[str],
                                                     lang: str) -> None:
    assert _parts(name, lang) == parts


def test_the_mcr_help_puts_its_rules_block_after_the_rule_lines() -> None:
    mcr = get_ruleset("mcr")
    assert help_rules_text(mcr, "zh") == (
        "当前规则：国标麻将\n国标麻将：144 张牌，81 个番种，8 番起和，16 盘\n\n"
        + "\n".join(f"- {line}" for line in mcr.describe("zh")) + "\n\n" + ZH.help_rules["mcr"])
    assert help_keys_text(mcr, "en") == (EN.help_keys + EN.help_tiles + EN.help_flowers
                                         + EN.help_melds)


def test_the_sichuan_keys_come_before_the_tile_legend() -> None:
    keys = help_keys_text(get_ruleset("sichuan"), "en")
    assert keys == (EN.help_keys + EN.help_exchange + EN.help_void + EN.help_tiles
                    + EN.help_melds)
    assert "m p s or ↑ ↓  choose the suit   Enter  declare it" in keys


def _beijing_app(lang: str) -> MahjongApp:
    game = Game.new(5, get_ruleset("beijing"), players=NAMES, hands=1)
    session = LiveSession(game, [None, PlainBot(), PlainBot(), PlainBot()], NAMES)
    return make_app(session, language=lang)


@pytest.mark.parametrize("lang", ["en", "zh"])
async def test_help_at_a_beijing_table(lang: str) -> None:
    app = _beijing_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("question_mark")
        await eventually(pilot, lambda: isinstance(app.screen, HelpScreen))
        rules = get_ruleset("beijing")
        sheet = app.screen.query_one("#help-rules", FoldedText)
        assert sheet.text == help_rules_text(rules, lang)
        top = screen_text(app)
        assert {"en": "Rules in use: Beijing", "zh": "当前规则：北京麻将"}[lang] in top
        # 74 columns inside the box and its scroll bar: Chinese breaks between
        # characters, the continuation is indented under the "- ".
        lines = sheet.render().plain.splitlines()
        first = lines.index("- " + rules.describe(lang)[0])
        assert lines[first + 1:first + 3] == {
            "en": ["- The last 7 stacks are never drawn: they serve only kong replacements (一",
                   "  杠7，二杠8，三杠9: one stack more from the second kong on); the hand is"],
            "zh": ["- 最后 7 墩不摸，只用来补杠（一杠7，二杠8，三杠9：第二个杠起多留一墩）；摸",
                   "  到留牌即荒牌。"]}[lang]
        app.screen.query_one("#help-box").scroll_end(animate=False)
        await pilot.pause()
        bottom = screen_text(app)
        assert {"en": "345m<S   a meld", "zh": "345万<南  副露"}[lang] in bottom
        for absent in (MCR_BLOCKS[lang], FLOWER_LINES[lang]):
            assert absent not in top and absent not in bottom
        await pilot.press("escape")
        await eventually(pilot, lambda: isinstance(app.screen, TableScreen))


async def test_help_on_the_start_screen_explains_the_rules_chosen_there() -> None:
    app = make_app(None, language="zh")  # type: ignore[arg-type]
    async with app.run_test(size=(80, 24)) as pilot:
        app.ruleset = "sichuan"
        await pilot.press("question_mark")
        await eventually(pilot, lambda: isinstance(app.screen, HelpScreen))
        shown = app.screen.query_one("#help-rules", FoldedText).text
        assert shown.startswith("当前规则：四川血战（成都）\n四川血战到底（成都）：")
        assert "- 换三张：拿出同一门的三张牌，按骰子点数交给别家。" in shown
        keys = str(app.screen.query_one("#help-text", Static).render())
        assert ZH.help_exchange in keys and ZH.help_void in keys


def test_help_over_a_beijing_table_80x24_zh(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def open_help(pilot) -> None:  # type: ignore[no-untyped-def]
        await eventually(pilot, lambda: isinstance(pilot.app.screen, TableScreen))
        await pilot.press("question_mark")
        await eventually(pilot, lambda: isinstance(pilot.app.screen, HelpScreen))

    assert snap_compare(_beijing_app("zh"), terminal_size=(80, 24), run_before=open_help)


def test_folding_breaks_chinese_between_characters_and_english_at_spaces() -> None:
    # "丙，" stays together: a comma never begins a line.
    assert fold_text("- 甲乙丙，丁戊", 8) == ["- 甲乙", "  丙，丁", "  戊"]
    assert fold_text("- one two three", 9) == ["- one two", "  three"]
    # A Chinese term in an English line is kept whole.
    assert fold_text("- win by 暴头 on", 10) == ["- win by", "  暴头 on"]
    assert fold_text("ab cd\n\n- x", 3) == ["ab", "cd", "", "- x"]
    # "（" goes with the character after it, "）" with the one before.
    assert fold_text("甲（乙）丙", 6) == ["甲", "（乙）", "丙"]


async def test_help_from_the_exchange_prompt_explains_its_keys_and_returns() -> None:
    app = make_app(session(sichuan_game(4)), language="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, ExchangeScreen))
        prompt = app.screen
        await pilot.press("question_mark")
        await eventually(pilot, lambda: isinstance(app.screen, HelpScreen))
        assert app.screen.query_one("#help-rules", FoldedText).text.startswith(
            "当前规则：四川血战（成都）\n")
        keys = str(app.screen.query_one("#help-text", Static).render())
        assert ZH.help_exchange + ZH.help_void + ZH.help_tiles + ZH.help_melds in keys
        await pilot.press("escape")
        await eventually(pilot, lambda: app.screen is prompt)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_catalogue_parts_fit_inside_the_box_at_80_columns(lang: str) -> None:
    # 80 columns: the box's margin, borders and scroll bar leave 74 for the text.
    c = {"en": EN, "zh": ZH}[lang]
    parts = (c.help_keys, c.help_exchange, c.help_void, c.help_tiles, c.help_flowers,
             c.help_wilds, c.help_melds, *c.help_rules.values())
    assert [line for part in parts for line in part.splitlines() if cell_len(line) > 74] == []


async def test_help_in_the_replay_viewer_explains_the_rules_replayed() -> None:
    game = Game.new(5, get_ruleset("beijing"), players=NAMES, hands=1)
    bots = [PlainBot() for _ in range(4)]
    for _ in range(8):
        p = game.to_act()[0]
        game.apply(p, bots[p].decide(game.view(p)))
    record = GameRecord(game.header(), [entry_to_dict(e) for e in game.entries])
    app = ReplayApp(Settings(speed="instant", language="en"),
                    ReplayController(*build_frames(record)))
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("question_mark")
        await eventually(pilot, lambda: isinstance(app.screen, HelpScreen))
        assert app.screen.query_one("#help-rules", FoldedText).text == help_rules_text(
            get_ruleset("beijing"), "en")
