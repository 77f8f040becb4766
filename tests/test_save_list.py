"""The saved-games list: names it prints are accepted, no-move games are not kept,
a plain resume prefers a game with a human in it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.cli.resume import describe_saves, resume_session
from mahjong_tui.engine.game import Game
from mahjong_tui.persistence.autosave import Autosave, saves_dir
from mahjong_tui.persistence.save_list import resolve_save, summaries
from mahjong_tui.persistence.undo import PerDecisionBot
from mahjong_tui.ui.setup import GameSpec, close_session, new_session


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    return tmp_path


def _play(humans: tuple[int, ...], actions: int, seed: int = 5) -> Autosave:
    levels = tuple(None if p in humans else "random" for p in range(4))
    game = Game.new(seed, hands=2)
    save = Autosave.start(game, humans=humans, bot_levels=levels, history=False)
    agents = [PerDecisionBot(lv or "random", seed, p) for p, lv in enumerate(levels)]
    for _ in range(actions):
        if game.is_over or (actions > 100 and game.view(0).hand_number == 1):
            break
        player = game.to_act()[0]
        game.apply(player, agents[player].decide(game.view(player)))
    save.close()
    return save


def _touch_later(path: Path, seconds: float) -> None:
    t = path.stat().st_mtime + seconds
    os.utime(path, (t, t))


def test_resume_and_replay_accept_the_names_the_list_prints(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _play((0,), 30)
    name = save.path.name
    assert resolve_save(name) == save.path
    assert resolve_save(save.path.stem) == save.path
    assert resolve_save("1") == save.path
    assert resolve_save("#1") == save.path
    assert resolve_save("nope.jsonl") == Path("nope.jsonl")
    assert main(["replay", name, "--verify"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{save.path}: OK, 0 hand(s), 30 actions replay identically")
    live, resumed = resume_session(name, history=False)
    resumed.close()
    assert resumed.path == save.path and live.game.table_view() == save.game.table_view()


def test_export_and_review_take_a_number_from_the_list(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _play((0,), 30)
    assert main(["export", "1", "--lang", "en", "--summary"]) == 0
    by_number = capsys.readouterr().out
    assert main(["export", str(save.path), "--lang", "en", "--summary"]) == 0
    assert capsys.readouterr().out == by_number != ""
    assert main(["review", "#1", "--json"]) == 0
    by_number = capsys.readouterr().out
    assert main(["review", str(save.path), "--json"]) == 0
    assert capsys.readouterr().out == by_number != ""


def test_the_list_shows_date_rules_mode_hand_and_scores(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _play((0,), 400)
    (item,) = summaries()
    assert (item.ruleset, item.hand, item.hands, item.human_moved) == ("mcr", 2, 2, True)
    assert item.scores == save.game.view(0).scores
    assert main(["resume", "--list"]) == 0
    head, row = capsys.readouterr().out.splitlines()
    assert head.split() == ["#", "started", "rules", "mode", "hand", "state", "scores", "file"]
    scores = "  ".join(f"{n} {s}" for n, s in zip(save.game.players, item.scores, strict=True))
    assert row == (f"1  {item.started}  mcr    bots  2/2   unfinished  {scores}  "
                   f"{save.path.name}")
    assert len(item.started) == len("2026-12-01 08:43")


def test_the_list_in_chinese_aligns_by_terminal_cells(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _play((0,), 400)
    (item,) = summaries()
    assert main(["resume", "--list", "--lang", "zh"]) == 0
    head, row = capsys.readouterr().out.splitlines()
    assert head.split() == ["#", "开始", "规则", "模式", "盘", "状态", "分数", "文件"]
    scores = "  ".join(f"{n} {s}" for n, s in zip(save.game.players, item.scores, strict=True))
    assert row == (f"1  {item.started}  mcr   对电脑  2/2  未完成  {scores}  "
                   f"{save.path.name}")


def test_a_plain_resume_prefers_a_game_with_a_human(home: Path) -> None:
    mine = _play((0,), 30, seed=5)
    watch = _play((), 30, seed=6)
    _touch_later(watch.path, 60)  # the watch game is newer
    live, resumed = resume_session(history=False)
    resumed.close()
    assert resumed.path == mine.path and not live.watch
    assert [line.split()[4] for line in describe_saves()[1:]] == ["watch", "bots"]


def test_a_game_nobody_moved_in_is_not_kept(home: Path) -> None:
    levels = ("expert",) * 4
    session = new_session(GameSpec(3, (0,), levels), autosave=True)
    path = session.autosave.path  # type: ignore[attr-defined]
    assert path.exists()
    assert close_session(session) is None
    assert not path.exists()
    assert list(saves_dir().glob("*.jsonl")) == []
    # ...while a game with a move in it stays, and one saved by a crash (not closed)
    # without a move is not offered.
    kept = _play((0,), 1)
    assert kept.path.exists()
    unplayed = _play((1,), 0)
    _touch_later(unplayed.path, 60)
    assert [s.save.path for s in summaries()] == [unplayed.path, kept.path]
    _live, resumed = resume_session(history=False)
    resumed.close()
    assert resumed.path == kept.path
