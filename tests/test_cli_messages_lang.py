"""``--help`` and the saving and loading problems in the language asked for: Chinese
with ``--lang zh`` (or the setting), English as written otherwise."""

from __future__ import annotations

import argparse
import json
import re
from dataclasses import fields
from pathlib import Path

import pytest

from mahjong_tui.cli import build_parser, main
from mahjong_tui.engine.record import RecordError, load
from mahjong_tui.i18n.cli_help import ARGPARSE_ZH, HELP_ZH
from mahjong_tui.i18n.problems import problem_text
from mahjong_tui.persistence.settings import (
    AUTO_PASS,
    BELL,
    BOT_LEVELS,
    CLAIM_TIMERS,
    CLICK_MODES,
    FAN_NAMES,
    HINTS,
    LANGUAGES,
    SPEEDS,
    TILE_STYLES,
    Settings,
    SettingsError,
    load_settings,
)

WORD = re.compile(r"[A-Za-z][A-Za-z_-]+[A-Za-z]")
PATH = re.compile(r"(?:/[^\s：（）]+)+|[\w.-]+\.jsonl|'[^']*'")
TECHNICAL = {"JSON", "UTF", "mahjong-tui", "jsonl", "json", "auto_pass_names",
             "schema_version"} | {f.name for f in fields(Settings)} | {
    v for choices in (TILE_STYLES, BOT_LEVELS, SPEEDS, LANGUAGES, CLICK_MODES, FAN_NAMES,
                      BELL, HINTS, AUTO_PASS, CLAIM_TIMERS) for v in choices}
"""Words a message quotes from the file or the program: names, setting keys and values."""


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    return tmp_path


def _set_language(home: Path, lang: str) -> None:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": lang}))


def _help(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as done:
        main([*argv, "--help"])
    assert done.value.code == 0
    return capsys.readouterr().out


def _all_parsers(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    found = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                found.extend(_all_parsers(sub))
    return found


def test_every_help_text_has_a_chinese_one() -> None:
    missing = []
    for parser in _all_parsers(build_parser("en")):
        texts = [parser.description] + [a.help for a in parser._actions]
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                texts += [c.help for c in action._choices_actions]
        for text in texts:
            if text and text != argparse.SUPPRESS and text not in HELP_ZH \
                    and text not in ARGPARSE_ZH:
                missing.append(text)
        if parser.epilog:
            assert getattr(parser, "zh_epilog", None), parser.prog
    assert not missing


def test_help_in_chinese_with_lang_zh(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(capsys, "hotseat", "--lang", "zh")
    assert text.startswith("用法：mahjong-tui hotseat")
    assert "选项" in text and "真人玩家人数（玩家 1..N）" in text
    assert "显示本帮助并退出" in text
    assert "number of human players" not in text and "usage:" not in text
    # Chinese lines are wrapped by terminal cells (a character takes two).
    assert max(len(line) + sum(1 for ch in line if ord(ch) > 0x2e80)
               for line in text.splitlines()) <= 80 + 2


def test_help_in_english_with_lang_en(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(capsys, "hotseat", "--lang", "en")
    assert text.startswith("usage: mahjong-tui hotseat")
    assert "number of human players (players 1..N)" in text
    assert not re.search(r"[\u4e00-\u9fff]", text)


@pytest.mark.parametrize(("lang", "expected"), [("en", "usage: mahjong-tui"),
                                                 ("zh", "用法：mahjong-tui")])
def test_help_follows_the_language_setting(home: Path, capsys: pytest.CaptureFixture[str],
                                           lang: str, expected: str) -> None:
    _set_language(home, lang)
    assert _help(capsys).startswith(expected)
    assert _help(capsys, "score").startswith(expected)


def test_score_epilog_in_chinese(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(capsys, "score", "--lang", "zh")
    assert "牌的写法：数字加花色字母" in text and "hand notation" not in text


# -- saving and loading problems -----------------------------------------------------

def _settings_problems(home: Path) -> list[str]:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    found = []
    for content in ("{not json", "[1, 2]", '{"colour": "red"}', '{"speed": 3}',
                    '{"speed": "warp"}', b"\xff\xfe", '{"auto_pass_names": "Ann=maybe"}'):
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
        with pytest.raises(SettingsError) as err:
            load_settings()
        found.append(str(err.value))
    path.unlink()
    return found


def _record_problems(home: Path) -> list[str]:
    found = []
    record = home / "r.jsonl"
    for content in (b"", b"not json\n", b"[1]\n", b'{"format": "other"}\n',
                    b'{"format": "mahjong-tui-record", "version": 99}\n', b"\xff\n"):
        record.write_bytes(content)
        with pytest.raises(RecordError) as err:
            load(record)
        found.append(f"{record}: {err.value}")
    with pytest.raises(RecordError) as err:
        load(home)
    found.append(str(err.value))
    return found


def test_every_problem_reads_in_chinese(home: Path) -> None:
    problems = _settings_problems(home) + _record_problems(home) + [
        "autosave: cannot write 20261201-1.jsonl (No space left on device); the game goes "
        "on and is saved as soon as writing works again",
        "autosave: 20261201-1.jsonl is saved again, nothing lost",
        "this game is open in another mahjong-tui",
        "not a saved game (the record has no session information)",
    ]
    for message in problems:
        zh = problem_text(message, "zh")
        rest = PATH.sub("", zh)  # file names and quoted values stay as they are
        words = [w for w in WORD.findall(rest) if w not in TECHNICAL]
        assert not words, f"{message!r} -> {zh!r}"
        assert problem_text(message, "en") == message
    assert problem_text(problems[0], "zh").endswith("不是有效的 JSON（第 1 行）；请修正或删除它")
    assert "磁盘已满" in problem_text(problems[-4], "zh")


def test_resume_and_replay_say_it_in_the_language(home: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    record = home / "empty.jsonl"
    record.write_bytes(b"")
    assert main(["resume", str(record), "--lang", "zh"]) == 1
    assert capsys.readouterr().err == (
        f"mahjong-tui resume: {record}：不是本程序的文件：文件是空的，不是 mahjong-tui 的记录\n")
    assert main(["resume", str(record), "--lang", "en"]) == 1
    assert capsys.readouterr().err == (
        f"mahjong-tui resume: {record}: foreign: the file is empty, not a mahjong-tui record\n")
    _set_language(home, "zh")
    assert main(["replay", "--verify", str(record)]) == 1
    assert "文件是空的" in capsys.readouterr().err
    _set_language(home, "en")
    assert main(["replay", "--verify", str(record)]) == 1
    assert "the file is empty" in capsys.readouterr().err
    assert main(["export", str(record), "--lang", "zh"]) == 1
    assert "文件是空的" in capsys.readouterr().err


def test_a_corrupt_settings_file_is_reported_in_the_language(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mahjong_tui.ui.launch import load_user_settings

    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    load_user_settings(argparse.Namespace(lang="zh"))
    assert capsys.readouterr().err == (
        f"mahjong-tui: 警告：{path}：不是有效的 JSON（第 1 行）；请修正或删除它；改用默认设置\n")
    load_user_settings(argparse.Namespace(lang="en"))
    assert "warning:" in capsys.readouterr().err
    assert path.read_text() == "{not json"
