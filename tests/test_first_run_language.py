"""A first run speaks the system locale's language; ``--lang`` works before or without a
command; the language setting names each language in itself."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from mahjong_tui.cli import build_parser, main
from mahjong_tui.cli.lang import message_language
from mahjong_tui.i18n import catalogue
from mahjong_tui.persistence.settings import Settings, load_settings, system_language
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screen_text import screen_text

_LOCALE = ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    for name in _LOCALE:
        monkeypatch.delenv(name, raising=False)
    return tmp_path


@pytest.mark.parametrize(("environ", "expected"), [
    ({}, "en"),
    ({"LANG": "zh_CN.UTF-8"}, "zh"),
    ({"LANG": "zh_TW.Big5"}, "zh"),
    ({"LANG": "zh"}, "zh"),
    ({"LANG": "en_US.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_ALL": "en_GB.UTF-8", "LANG": "zh_CN.UTF-8"}, "en"),
    ({"LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"}, "zh"),
    ({"LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"}, "zh"),
    ({"LC_ALL": "", "LANG": "zh_HK.UTF-8"}, "zh"),
    ({"LANGUAGE": "zh_CN:en_US"}, "zh"),
    ({"LANGUAGE": "en_US:zh_CN"}, "en"),
])
def test_system_language_follows_the_locale(environ: dict[str, str], expected: str) -> None:
    assert system_language(environ) == expected


@pytest.mark.parametrize(("lang_env", "expected"), [("zh_CN.UTF-8", "zh"),
                                                    ("en_US.UTF-8", "en")])
def test_fresh_settings_follow_the_locale(monkeypatch: pytest.MonkeyPatch, home: Path,
                                          lang_env: str, expected: str) -> None:
    monkeypatch.setenv("LANG", lang_env)
    assert not (home / "config" / "settings.json").exists()
    assert load_settings().language == expected
    assert Settings().language == expected
    assert message_language() == expected


def test_a_saved_language_wins_over_the_locale(monkeypatch: pytest.MonkeyPatch,
                                               home: Path) -> None:
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": "en"}))
    assert load_settings().language == "en"
    assert message_language() == "en"


@pytest.mark.parametrize("argv", [
    ["--lang", "en", "replay", "x.jsonl"],
    ["--lang=en", "replay", "x.jsonl"],
    ["replay", "x.jsonl"],
])
def test_lang_before_the_command_is_accepted(argv: list[str]) -> None:
    args = build_parser().parse_args(argv)
    assert args.command == "replay"
    assert args.global_lang == ("en" if argv[0] != "replay" else None)


def test_lang_without_a_command_is_accepted() -> None:
    args = build_parser().parse_args(["--lang", "en"])
    assert args.global_lang == "en" and args.command is None


def test_lang_before_the_command_sets_its_messages(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str],
                                                   home: Path) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    missing = str(home / "missing.jsonl")
    assert main(["--lang", "zh", "replay", "--verify", missing]) != 0
    chinese = capsys.readouterr().err
    assert main(["replay", "--verify", missing]) != 0
    english = capsys.readouterr().err
    assert chinese != english
    assert any("\u4e00" <= ch <= "\u9fff" for ch in chinese)
    assert not any("\u4e00" <= ch <= "\u9fff" for ch in english)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_language_choices_name_each_language_in_itself(lang: str) -> None:
    values = catalogue(lang).setting_values
    assert values["en"] == "English"
    assert values["zh"] == "中文"


@pytest.mark.parametrize(("lang_env", "title"), [("en_US.UTF-8", "New game vs 3 bots"),
                                                 ("zh_CN.UTF-8", "新游戏：对三个电脑")])
def test_a_first_run_opens_the_start_screen_in_the_locale_language(
        monkeypatch: pytest.MonkeyPatch, lang_env: str, title: str) -> None:
    monkeypatch.setenv("LANG", lang_env)
    app = MahjongApp(load_settings(), None, save=False)

    async def look() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            return screen_text(app)

    assert title in asyncio.run(look())
