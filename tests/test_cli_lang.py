"""``export``, ``stats`` and ``score`` print in the language asked for, and only in it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.engine.game import Game
from mahjong_tui.persistence.autosave import Autosave
from mahjong_tui.persistence.history import Stats
from mahjong_tui.persistence.history.report import format_stats
from mahjong_tui.persistence.undo import PerDecisionBot

CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
WORD = re.compile(r"[A-Za-z]{3,}")
ALLOWED_IN_ZH = {"mcr", "jsonl"}  # the ruleset's name; the record's file name


def _foreign(text: str, lang: str) -> list[str]:
    if lang == "en":
        return CJK.findall(text)
    return [w for w in WORD.findall(text) if w not in ALLOWED_IN_ZH]


@pytest.fixture
def record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    game = Game.new(24, hands=1, players=("甲", "乙", "丙", "丁"))
    save = Autosave.start(game, humans=(0,), bot_levels=(None, "expert", "expert", "expert"),
                          history=False)
    bots = [PerDecisionBot("expert", 24, p) for p in range(4)]
    while not game.is_over:
        p = game.to_act()[0]
        game.apply(p, bots[p].decide(game.view(p)))
    save.close()
    return save.path


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_export_in_one_language(record: Path, lang: str,
                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", str(record), "--lang", lang]) == 0
    # The save's file name is random hex and may hold a run of letters ("ada").
    out = capsys.readouterr().out.replace(record.name, "").replace(record.stem, "")
    names = "甲乙丙丁"
    found = [ch for ch in _foreign(out, lang) if ch not in names]
    assert not found, found[:10]
    assert ("=== 第1盘" in out) == (lang == "zh") and ("=== Hand 1" in out) == (lang == "en")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_stats_and_score_in_one_language(lang: str, capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch,
                                         tmp_path: Path) -> None:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "140")
    assert not _foreign(format_stats(Stats(), lang), lang)
    assert main(["score", "123m 456m 789m 123p 5p", "--win", "5p", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert not _foreign(out, lang), out
