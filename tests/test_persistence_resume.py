"""Resuming: the latest unfinished game for bots, hot-seat and watch, exact state, bad files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_tui.cli.resume import ResumeError, describe_saves, resume_session
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import entry_to_dict
from mahjong_tui.persistence.autosave import Autosave, latest_unfinished, list_saves, load_saved
from mahjong_tui.persistence.undo import PerDecisionBot


def _entries(game: Game) -> list[dict[str, object]]:
    return [entry_to_dict(e) for e in game.entries]


def _start(directory: Path, seed: int, humans: tuple[int, ...],
           levels: tuple[str | None, ...], actions: int) -> tuple[Game, Autosave]:
    game = Game.new(seed, hands=2)
    save = Autosave.start(game, humans=humans, bot_levels=levels, directory=directory,
                          history=directory / "h.sqlite3")
    agents = [PerDecisionBot(lv or "beginner", seed, p) for p, lv in enumerate(levels)]
    for _ in range(actions):
        if game.is_over:
            break
        player = game.to_act()[0]
        game.apply(player, agents[player].decide(game.view(player)))
    save.close()
    return game, save


@pytest.mark.parametrize(
    ("humans", "levels", "mode", "watch"),
    [
        ((0,), (None, "standard", "beginner", "random"), "bots", False),
        ((1, 3), ("random", None, "beginner", None), "hotseat", False),
        ((), ("random", "beginner", "standard", "random"), "watch", True),
    ],
)
def test_resume_session_each_mode(tmp_path: Path, humans: tuple[int, ...],
                                  levels: tuple[str | None, ...], mode: str,
                                  watch: bool) -> None:
    game, save = _start(tmp_path, 17, humans, levels, 90)
    live, resumed = resume_session(directory=tmp_path, history=tmp_path / "h.sqlite3")
    try:
        assert resumed.path == save.path
        assert resumed.session.mode == mode
        assert live.game.table_view() == game.table_view()
        assert _entries(live.game) == _entries(game)
        assert live.humans == list(humans)
        assert live.watch is watch
        for p, level in enumerate(levels):
            agent = live.agents[p]
            if level is None:
                assert agent is None
            else:
                assert isinstance(agent, PerDecisionBot) and agent.level == level
    finally:
        resumed.close()


def test_resumed_watch_game_continues_as_the_uninterrupted_one(tmp_path: Path) -> None:
    levels = ("random", "beginner", "standard", "beginner")
    whole, _ = _start(tmp_path / "a", 23, (), levels, 10**6)
    assert whole.is_over
    _start(tmp_path / "b", 23, (), levels, 150)
    live, save = resume_session(directory=tmp_path / "b", history=False)
    game = live.game
    while not game.is_over:
        player = game.to_act()[0]
        agent = live.agents[player]
        assert agent is not None
        game.apply(player, agent.decide(game.view(player)))
    save.close()
    assert _entries(game) == _entries(whole)
    assert _entries(load_saved(save.path).game) == _entries(whole)
    assert latest_unfinished(tmp_path / "b") is None


def test_newer_unreadable_save_is_reported_skipped_and_untouched(tmp_path: Path) -> None:
    _game, save = _start(tmp_path, 5, (0,), (None, "random", "random", "random"), 40)
    bad = tmp_path / "29991231-235959-ffffff.jsonl"
    bad.write_bytes(b'{"format":"mahjong-tui-record","version":7}\n')
    os.utime(bad, (save.path.stat().st_mtime + 10,) * 2)
    before = bad.read_bytes(), bad.stat().st_mtime_ns
    warnings: list[str] = []
    _live, resumed = resume_session(directory=tmp_path, history=False, warnings=warnings)
    resumed.close()
    assert resumed.path == save.path
    assert warnings == [
        f"skipped {bad}: future version: format version 7 is newer than this program "
        "reads (2); update mahjong-tui"
    ]
    assert (bad.read_bytes(), bad.stat().st_mtime_ns) == before
    started = describe_saves(tmp_path)[2].split("  ")[1]
    assert describe_saves(tmp_path) == [
        "#  started           rules  mode  hand  state       scores"
        "                                    file",
        "1  ?                 ?      ?           unusable    "
        f"                                          {bad.name}  (future version: format "
        "version 7 is newer than this program reads (2); update mahjong-tui)",
        f"2  {started}  mcr    bots  1/2   unfinished  East 500  South 500  West 500  North 500"
        f"  {save.path.name}",
    ]


def test_corrupt_middle_is_refused_with_its_reason(tmp_path: Path) -> None:
    _, save = _start(tmp_path, 5, (0,), (None, "random", "random", "random"), 40)
    lines = save.path.read_bytes().split(b"\n")
    lines[20] = b'{"t":"action","player":9,"action":"discard 5p"}'
    save.path.write_bytes(b"\n".join(lines))
    data = save.path.read_bytes()
    with pytest.raises(ResumeError) as info:
        resume_session(directory=tmp_path, history=False)
    assert str(info.value).startswith(f"{save.path}: ")
    assert "\n" not in str(info.value)
    assert save.path.read_bytes() == data
    assert len(list_saves(tmp_path)) == 1


def test_damaged_tail_continues_in_a_new_file(tmp_path: Path) -> None:
    game, save = _start(tmp_path, 9, (0,), (None, "random", "random", "random"), 60)
    data = save.path.read_bytes()
    save.path.write_bytes(data[:-7])  # the last line cut short
    cut = save.path.read_bytes()
    live, resumed = resume_session(directory=tmp_path, history=False)
    resumed.close()
    assert resumed.path != save.path
    assert resumed.session.continues == save.path.name
    assert save.path.read_bytes() == cut
    # the state after the last action on disk: the cut line was an event of it
    assert live.game.table_view() == game.table_view()
    # the damaged file is no longer offered
    assert [s.path for s in list_saves(tmp_path)] == [resumed.path]


def test_cli_messages(tmp_path: Path) -> None:
    env = {**os.environ, "MAHJONG_TUI_HOME": str(tmp_path)}
    run = [sys.executable, "-m", "mahjong_tui", "resume"]
    proc = subprocess.run(run, capture_output=True, text=True, env=env)
    assert proc.returncode == 1
    assert proc.stderr == (
        f"mahjong-tui resume: no unfinished game to resume in {tmp_path / 'data' / 'games'}\n"
    )
    proc = subprocess.run([*run, "--list"], capture_output=True, text=True, env=env)
    assert (proc.returncode, proc.stdout) == (0, "no saved games\n")
    missing = tmp_path / "nope.jsonl"
    proc = subprocess.run([*run, str(missing)], capture_output=True, text=True, env=env)
    assert proc.returncode == 1
    assert proc.stderr == (
        f"mahjong-tui resume: {missing}: unreadable: No such file or directory\n"
    )


def test_a_game_open_elsewhere_is_not_resumed_twice(tmp_path: Path) -> None:
    from mahjong_tui.persistence.autosave import SessionError

    _, save = _start(tmp_path, 5, (0,), (None, "random", "random", "random"), 30)
    first = Autosave.resume(save.path, history=False)
    try:
        with pytest.raises(SessionError) as info:
            Autosave.resume(save.path, history=False)
        assert str(info.value) == "this game is open in another mahjong-tui"
        with pytest.raises(ResumeError) as err:
            resume_session(directory=tmp_path, history=False)
        assert str(err.value) == f"{save.path}: this game is open in another mahjong-tui"
    finally:
        first.close()
    again = Autosave.resume(save.path, history=False)  # released on close
    again.close()
