"""Every screen in English and in Chinese, with no string of the other language."""

from __future__ import annotations

import re

import pytest
from uihelpers import ScriptedBot, eventually, make_app, make_session, stacked_deal, wait_for_turn

from mahjong_tui.persistence.settings import Settings
from mahjong_tui.rulesets import get_ruleset
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.ui.screens.misc import HelpScreen, SettingsScreen
from mahjong_tui.ui.screens.prompts import ChoiceScreen, ClaimPrompt, CurtainScreen
from mahjong_tui.ui.screens.scoring import MatchEndScreen, ScoringScreen
from mahjong_tui.ui.screens.start import StartScreen

CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
WORD = re.compile(r"[A-Za-z]{3,}")
ALLOWED_IN_ZH = {"Enter", "Esc", "esc"}
NAMES = {"en": ("Ann", "Bob", "Cat", "Dan"), "zh": ("甲", "乙", "丙", "丁")}

CLAIM_DEAL = stacked_deal([
    "5m 1s 2s 3s 4s 6s 7s 8s 9s 2p 3p 4p S F",
    "3m 4m 5m 5m 5m 6m 7m 1p 9p E W N C",
    "1m 2m 8m 9m 5p 6p 7p 8p 1s 1s 2s 3s P",
    "1m 2m 8m 9m 5p 6p 7p 8p 5s 5s 6s 7s P",
])
WIN_DEAL = stacked_deal([
    "5p 1s 2s 3s 4s 6s 7s 8s 9s 2p 3p 4p S F",
    "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 1p 5p 5p",
    "1m 2m 8m 9m 6p 7p 8p 9p 1s 1s 2s 3s P",
    "3m 4m 6m 7m 6p 7p 8p 9p 5s 5s 6s 7s P",
])


def foreign(text: str, lang: str) -> list[str]:
    """Strings of the other language in ``text``."""
    if lang == "en":
        return CJK.findall(text)
    return [w for w in WORD.findall(text) if w not in ALLOWED_IN_ZH]


def _check(app, lang: str, where: str, meant: str = "") -> None:  # type: ignore[no-untyped-def]
    """No string of the other language on screen, apart from the line ``meant``."""
    text = screen_text(app)
    found = foreign(text.replace(meant, "") if meant else text, lang)
    assert not found, f"{where} ({lang}): {found[:8]}\n{text}"


def test_the_checker_finds_the_other_language() -> None:
    assert foreign("Ann discards 5m", "zh") == ["Ann", "discards"]
    assert foreign("甲 打出 5万 · Enter", "zh") == []
    assert foreign("You discards 白", "en") == ["白"]


@pytest.mark.parametrize("lang", ["en", "zh"])
async def test_start_help_settings(lang: str) -> None:
    app = MahjongApp(Settings(language=lang, speed="instant"), None, save=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, StartScreen))
        _check(app, lang, "start screen")
        await pilot.press("question_mark")
        await eventually(pilot, lambda: isinstance(app.screen, HelpScreen))
        # The English summary names the rules by their Chinese name, Chinese Official (国标).
        _check(app, lang, "help", meant=get_ruleset("mcr").summary())
        await pilot.press("escape")
        await pilot.press("o")
        await eventually(pilot, lambda: isinstance(app.screen, SettingsScreen))
        _check(app, lang, "settings")
        await pilot.press("escape")
        await eventually(pilot, lambda: isinstance(app.screen, StartScreen))
        await pilot.press("2")
        from mahjong_tui.ui.screens.names import NamesScreen

        await eventually(pilot, lambda: isinstance(app.screen, NamesScreen))
        _check(app, lang, "hot-seat names")


@pytest.mark.parametrize("lang", ["en", "zh"])
async def test_table_prompts_and_scoring(lang: str) -> None:
    names = NAMES[lang]
    session = make_session([ScriptedBot(["discard 5m"]), None, ScriptedBot(), ScriptedBot()],
                           deal=CLAIM_DEAL, names=names)
    app = make_app(session, language=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, ClaimPrompt))
        _check(app, lang, "claim prompt")
        await pilot.press("c")
        await eventually(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        _check(app, lang, "chow list")
        await pilot.press("1")
        await wait_for_turn(pilot, app)
        await pilot.press("w")  # no win: the status line says so
        await pilot.pause()
        _check(app, lang, "table, own turn, log")
        await pilot.press("q")
        await eventually(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        _check(app, lang, "leave?")
    session = make_session([ScriptedBot(["discard 5p"]), None, ScriptedBot(), ScriptedBot()],
                           deal=WIN_DEAL, hands=1, names=names)
    app = make_app(session, language=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, ClaimPrompt))
        await pilot.press("w")
        await eventually(pilot, lambda: isinstance(app.screen, ScoringScreen))
        _check(app, lang, "scoring")
        await pilot.press("enter")
        await eventually(pilot, lambda: isinstance(app.screen, MatchEndScreen))
        _check(app, lang, "standings")


@pytest.mark.parametrize("lang", ["en", "zh"])
async def test_hotseat_curtain_and_watch(lang: str) -> None:
    names = NAMES[lang]
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], names=names)
    app = make_app(session, language=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, CurtainScreen))
        _check(app, lang, "curtain")
    # Bots explain their moves in English: the Chinese log leaves the reasons out.
    session = make_session([ScriptedBot(reason="keeps the pair") for _ in range(4)],
                           watch=True, names=names)
    app = make_app(session, language=lang, speed="step")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n", "n", "n")
        await pilot.pause(0.2)
        _check(app, lang, "watch")
        assert ("keeps the pair" in screen_text(app)) == (lang == "en")


@pytest.mark.parametrize("lang", ["en", "zh"])
async def test_replay_viewer(lang: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from mahjong_tui.engine.game import Game
    from mahjong_tui.persistence.autosave import Autosave
    from mahjong_tui.ui.replay_viewer import HandPicker, ReplayApp, ReplayScreen, load_replay

    game = Game.new(3, hands=1, players=NAMES[lang])
    save = Autosave.start(game, humans=(), bot_levels=("random",) * 4, directory=tmp_path,
                          history=False)
    bot = ScriptedBot()
    for _ in range(12):
        p = game.to_act()[0]
        game.apply(p, bot.decide(game.view(p)))
    save.close()
    app = ReplayApp(Settings(language=lang, speed="instant"), load_replay(save.path))
    async with app.run_test(size=(120, 40)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("right", "right", "right")
        await pilot.pause(0.2)
        text = screen_text(app).replace(save.path.name, "")
        assert not foreign(text, lang), foreign(text, lang)
        await pilot.press("j")
        await eventually(pilot, lambda: isinstance(app.screen, HandPicker))
        _check(app, lang, "hand picker")
