"""The Sichuan screens in Chinese (``--lang zh``) show no English UI string: the
exchange and void prompts, the table after a win, the settlement, the Sichuan
statistics (screen and ``stats`` command)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from sichuan_ui_helpers import PlainBot, play_until, sichuan_game
from test_language_walk import foreign
from textual.app import App
from uihelpers import eventually, make_app, wait_for_prompt_or_turn

from mahjong_tui.cli.stats import run as stats_command
from mahjong_tui.engine.game import Game
from mahjong_tui.persistence.history import HistoryDB
from mahjong_tui.persistence.history.entries import SeatEntry
from mahjong_tui.persistence.history.feed import match_entry
from mahjong_tui.persistence.history.sichuan_stats import (
    compute_sichuan_stats,
    format_sichuan_stats,
)
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.session import LiveSession, hand_end_events
from mahjong_tui.ui.sichuan.settlement import SettlementScreen, settlement_text
from mahjong_tui.ui.sichuan.setup_prompts import ExchangeScreen, VoidScreen
from mahjong_tui.ui.sichuan.table_info import exchange_note, hand_end_callout, win_callout
from mahjong_tui.ui.stats_screen import StatsScreen

ZH_NAMES = ("甲", "乙", "丙", "丁")


def _session(game: Game, humans: tuple[int, ...] = (0,)) -> LiveSession:
    agents = [None if p in humans else PlainBot() for p in range(4)]
    return LiveSession(game, agents, ZH_NAMES)  # type: ignore[arg-type]


def _no_english(text: str, where: str) -> None:
    found = foreign(text, "zh")
    assert not found, f"{where}: {found[:8]}\n{text}"


async def test_exchange_and_void_prompts_in_chinese() -> None:
    app = make_app(_session(sichuan_game(4)), language="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, ExchangeScreen))
        assert "换三张" in screen_text(app) and "交出三张" in screen_text(app)
        _no_english(screen_text(app), "exchange")
        await pilot.press("space", "enter")  # two picked: the message says so
        await pilot.pause()
        assert "已选 2 张" in screen_text(app)
        _no_english(screen_text(app), "exchange, two picked")
        await pilot.press("r", "enter")
        await eventually(pilot, lambda: isinstance(app.screen, VoidScreen))
        assert "定缺" in screen_text(app) and "骰子" in screen_text(app)
        _no_english(screen_text(app), "void")


async def test_the_table_after_a_win_in_chinese() -> None:
    game = sichuan_game(4)
    play_until(game, lambda g: bool(g.table_view().winners))
    app = make_app(_session(game, humans=(1,)), language="zh")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for_prompt_or_turn(pilot, app)
        text = screen_text(app)
        assert "四川血战（成都）" in text and "第一和" in text
        _no_english(text, "table after a win")


def test_callouts_notes_and_settlement_text_in_chinese() -> None:
    game = sichuan_game(4)
    play_until(game, lambda g: g.is_over)
    events = list(game.events)
    assert win_callout(events[events.index(next(e for e in events
                                                 if type(e).__name__ == "Won")):],
                       ZH_NAMES, 1, "zh") is not None
    for text in (win_callout(events, ZH_NAMES, 1, "zh") or "",
                 hand_end_callout(events, ZH_NAMES, "zh"),
                 exchange_note(events, 0, ZH_NAMES, "zh"),
                 settlement_text(hand_end_events(events), ZH_NAMES, lang="zh").plain):
        _no_english(text, "call-outs and settlement")


class _SettlementApp(App[None]):
    def __init__(self) -> None:
        super().__init__()
        game = sichuan_game(4)
        play_until(game, lambda g: g.is_over)
        self.hand = hand_end_events(game.events)

    def on_mount(self) -> None:
        self.push_screen(SettlementScreen(self.hand, ZH_NAMES, lang="zh"))


async def test_the_settlement_screen_in_chinese() -> None:
    app = _SettlementApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, SettlementScreen))
        text = screen_text(app)
        assert "本盘输赢" in text
        _no_english(text, "settlement screen")


def _history(tmp_path: Path) -> Path:
    path = tmp_path / "h.sqlite3"
    game = sichuan_game(4)
    play_until(game, lambda g: g.is_over)
    seats = tuple(SeatEntry(p, ZH_NAMES[p], p == 2, None if p == 2 else "plain")
                  for p in range(4))
    with HistoryDB(path) as db:
        db.save_match(match_entry(game.events, match_uid="s4", mode="bots", seed=4,
                                  ruleset="sichuan", started_at="2026-12-01T00:00:00Z",
                                  seats=seats))
    return path


def test_sichuan_stats_text_and_command_in_chinese(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _history(tmp_path)
    with HistoryDB(path, read_only=True) as db:
        lines = format_sichuan_stats(compute_sichuan_stats(db), "zh")
    assert lines[:4] == ["四川麻将（你的座位）：", "  参加的比赛：1", "  盘数：1", "  和牌：1"]
    args = argparse.Namespace(json=False, db=str(path), lang="zh", fan_names=None)
    assert stats_command(args) == 0
    out = capsys.readouterr().out
    assert out.startswith("国标：\n") and "四川麻将（你的座位）：" in out
    _no_english(out.split("\n\n", 1)[1], "stats command, Sichuan part")


async def test_the_stats_screen_sichuan_part_in_chinese(tmp_path: Path) -> None:
    path = _history(tmp_path)

    class _StatsApp(App[None]):
        def on_mount(self) -> None:
            self.push_screen(StatsScreen(path, lang="zh"))

    app = _StatsApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, StatsScreen))
        text = str(app.screen.query_one("#stats-sichuan").render())
        assert "一炮多响" in text
        _no_english(text, "stats screen, Sichuan part")
