"""Crafted files in the saves folder: a bad file is listed as unusable, never fatal
(``resume --list``, ``resume`` and ``play`` all go on), and a save only hides a save
it genuinely continues."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.cli.resume import ResumeError, describe_saves, resume_session
from mahjong_tui.engine.game import Game
from mahjong_tui.persistence.autosave import Autosave, saves_dir
from mahjong_tui.persistence.save_list import summaries
from mahjong_tui.persistence.undo import PerDecisionBot
from mahjong_tui.ui.setup import GameSpec, close_session, new_session

DEEP = "20200101-000000-dddddd.jsonl"


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
        player = game.to_act()[0]
        game.apply(player, agents[player].decide(game.view(player)))
    save.close()
    return save


def _deep_file(text: str = "[" * 100_000 + "\n") -> Path:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / DEEP
    path.write_text(text, encoding="utf-8")
    return path


def test_resume_list_names_a_deeply_nested_file_unusable(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _play((0,), 30)
    _deep_file()
    assert main(["resume", "--list", "--lang", "en"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert len(rows) == 3
    assert rows[2].split()[-1] == save.path.name
    assert rows[1].split() == ["1", "?", "?", "?", "unusable", DEEP, "(foreign:", "not",
                               "a", "mahjong-tui", "record)"]
    assert [s.save.error for s in summaries()] == ["foreign: not a mahjong-tui record", None]


def test_deep_nesting_in_a_save_tail_is_not_fatal(home: Path) -> None:
    save = _play((0,), 30)
    with open(save.path, "a", encoding="utf-8") as f:
        f.write("[" * 5_000 + '{"type":"HandStarted"}\n')
    (item,) = summaries()
    assert (item.save.path, item.hand, item.save.error) == (save.path, 1, None)


def test_resume_skips_a_deeply_nested_file(home: Path) -> None:
    save = _play((0,), 30)
    _deep_file()
    live, resumed = resume_session(history=False)
    resumed.close()
    assert resumed.path == save.path and live.game.table_view() == save.game.table_view()


def test_resume_with_only_a_deeply_nested_file_is_a_one_line_error(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _deep_file()
    with pytest.raises(ResumeError) as caught:
        resume_session(history=False)
    assert str(caught.value) == f"{path}: foreign: not a mahjong-tui record"
    assert main(["resume", "--lang", "en"]) == 1
    assert capsys.readouterr().err == (
        f"mahjong-tui resume: {path}: foreign: not a mahjong-tui record\n")


def test_play_starts_beside_a_deeply_nested_file(home: Path) -> None:
    path = _deep_file()
    before = path.read_bytes()
    # what ``play`` does up to opening the table: a new autosaved session, with the
    # statistics catching up from every save
    session = new_session(GameSpec(3, (0,), ("expert",) * 4), autosave=True)
    new = session.autosave.path  # type: ignore[attr-defined]
    assert new.exists() and new != path
    assert close_session(session) is None
    assert path.read_bytes() == before
    assert [line.split()[-6] for line in describe_saves()[1:]] == [DEEP]


def _rewrite_session(path: Path, **changes: object) -> None:
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    header["meta"]["session"].update(changes)
    lines[0] = json.dumps(header, separators=(",", ":")) + "\n"
    path.write_text("".join(lines), encoding="utf-8")


def _touch_later(path: Path, seconds: float) -> None:
    t = path.stat().st_mtime + seconds
    os.utime(path, (t, t))


def test_a_save_naming_another_match_it_does_not_continue_hides_nothing(
        home: Path) -> None:
    mine = _play((0,), 30, seed=5)
    crafted = _play((), 30, seed=6)  # another match, a watch game
    _rewrite_session(crafted.path, continues=mine.path.name)
    _touch_later(crafted.path, 60)
    assert [s.save.path for s in summaries()] == [crafted.path, mine.path]
    assert [line.split()[-1] for line in describe_saves()[1:]] == [crafted.path.name,
                                                                   mine.path.name]
    live, resumed = resume_session(history=False)
    resumed.close()
    assert resumed.path == mine.path and live.game.table_view() == mine.game.table_view()


def test_a_save_naming_itself_is_not_hidden(home: Path) -> None:
    mine = _play((0,), 30, seed=5)
    _rewrite_session(mine.path, continues=mine.path.name)
    assert [s.save.path for s in summaries()] == [mine.path]
    _live, resumed = resume_session(history=False)
    resumed.close()
    assert resumed.path == mine.path


def test_a_save_does_not_hide_a_newer_file_of_its_match(home: Path) -> None:
    older = _play((0,), 30, seed=5)
    newer = _play((0,), 40, seed=5)
    session = json.loads(older.path.read_text(encoding="utf-8").splitlines()[0])
    _rewrite_session(newer.path, match_uid=session["meta"]["session"]["match_uid"],
                     started_at=session["meta"]["session"]["started_at"])
    _rewrite_session(older.path, continues=newer.path.name)
    _touch_later(newer.path, 60)
    assert [s.save.path for s in summaries()] == [newer.path, older.path]
