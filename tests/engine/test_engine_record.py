"""Game records: save, append as it happens, load, replay-and-verify, and the one-line
reasons for bad files; the ``replay`` and ``simulate`` commands."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from bots import get_bot
from mahjong_tui.cli import main
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import RecordError, RecordWriter, load, replay, save
from mahjong_tui.persistence.settings import Settings, save_settings


def _played(seed: int = 5, hands: int = 2) -> Game:
    game = Game.new(seed, hands=hands)
    bots = [get_bot("random", seed + i) for i in range(4)]
    while not game.is_over:
        p = game.to_act()[0]
        game.apply(p, bots[p].decide(game.view(p)))
    return game


@pytest.fixture(scope="module")
def record_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("rec") / "g.jsonl"
    save(_played(), path)
    return path.read_text(encoding="utf-8")


def test_round_trip_replays_identically(tmp_path: Path) -> None:
    game = _played()
    path = tmp_path / "g.jsonl"
    save(game, path)
    rec = load(path)
    assert rec.header["format"] == "mahjong-tui-record" and rec.header["version"] == 2
    assert rec.header["seed"] == 5 and rec.header["players"] == list(game.players)
    assert rec.is_complete
    again = replay(rec)
    assert again.events == game.events and again.scores == game.scores
    kinds = {line["t"] for line in rec.lines}
    assert kinds == {"chance", "action", "event"}
    assert [line["t"] for line in rec.lines][:2] == ["chance", "event"]


def test_writer_appends_as_the_game_goes_and_every_prefix_replays(tmp_path: Path) -> None:
    game = Game.new(9, hands=1)
    path = tmp_path / "auto.jsonl"
    writer = RecordWriter(path, game.header())
    writer.attach(game)
    bots = [get_bot("random", i) for i in range(4)]
    checked = 0
    while not game.is_over:
        p = game.to_act()[0]
        game.apply(p, bots[p].decide(game.view(p)))
        checked += 1
        if checked % 25 == 0:  # the file is complete after every action
            partial = replay(load(path))
            assert partial.events == game.events
    writer.close()
    assert replay(load(path)).is_over
    # Resume: reopen in append mode after a reload.
    rec = load(path)
    assert len(rec.lines) == len(game.entries)


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "bad.jsonl"
    path.write_text(text, encoding="utf-8")
    return path


def _reason(path: Path) -> str:
    with pytest.raises(RecordError) as err:
        replay(load(path))
    return str(err.value)


def test_truncated_record(record_text: str, tmp_path: Path) -> None:
    cut = record_text[: len(record_text) - 40]
    reason = _reason(_write(tmp_path, cut))
    assert reason.startswith("truncated: line ") and "incomplete" in reason


def test_record_missing_its_last_events_is_truncated(record_text: str, tmp_path: Path) -> None:
    lines = record_text.splitlines(keepends=True)
    # Drop everything after the last action line's first event.
    last_action = max(i for i, ln in enumerate(lines) if '"t":"action"' in ln)
    reason = _reason(_write(tmp_path, "".join(lines[: last_action + 2])))
    assert reason.startswith("truncated: ")


def test_corrupt_record(record_text: str, tmp_path: Path) -> None:
    lines = record_text.splitlines(keepends=True)
    lines[5] = "{not json\n"
    assert _reason(_write(tmp_path, "".join(lines))) == "corrupt: line 6 is not valid JSON"


def test_tampered_record(record_text: str, tmp_path: Path) -> None:
    lines = record_text.splitlines(keepends=True)
    i = next(i for i, ln in enumerate(lines) if '"type":"Discarded"' in ln)
    obj = json.loads(lines[i])
    obj["event"]["tile"] = "9p" if obj["event"]["tile"] != "9p" else "1p"
    lines[i] = json.dumps(obj) + "\n"
    reason = _reason(_write(tmp_path, "".join(lines)))
    assert reason.startswith(f"tampered: line {i + 1} differs from the replay")


def test_tampered_action_is_reported(record_text: str, tmp_path: Path) -> None:
    lines = record_text.splitlines(keepends=True)
    i = next(i for i, ln in enumerate(lines) if '"t":"action"' in ln)
    obj = json.loads(lines[i])
    obj["action"] = "discard 9p" if obj["action"] != "discard 9p" else "discard 1p"
    lines[i] = json.dumps(obj) + "\n"
    assert _reason(_write(tmp_path, "".join(lines))).startswith("tampered: line ")


def test_tampered_wall_is_reported(record_text: str, tmp_path: Path) -> None:
    lines = record_text.splitlines(keepends=True)
    obj = json.loads(lines[1])
    obj["wall"] = obj["wall"].replace("1m", "2m", 1)
    lines[1] = json.dumps(obj) + "\n"
    assert _reason(_write(tmp_path, "".join(lines))).startswith("tampered: line 2")


def test_foreign_files(tmp_path: Path) -> None:
    assert _reason(_write(tmp_path, "")).startswith("foreign: ")
    assert _reason(_write(tmp_path, "hello world\n")).startswith("foreign: ")
    assert _reason(_write(tmp_path, '{"format": "other", "version": 1}\n')).startswith(
        "foreign: ")
    assert _reason(_write(tmp_path, "[1, 2]\n")).startswith("foreign: ")
    path = tmp_path / "bin.jsonl"
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert _reason(path).startswith("foreign: ")


def test_future_version(record_text: str, tmp_path: Path) -> None:
    lines = record_text.splitlines(keepends=True)
    header = json.loads(lines[0])
    header["version"] = 99
    lines[0] = json.dumps(header) + "\n"
    assert _reason(_write(tmp_path, "".join(lines))).startswith(
        "future version: format version 99 is newer")


def test_replay_command_verifies(record_text: str, tmp_path: Path,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.jsonl"
    good.write_text(record_text, encoding="utf-8")
    assert main(["replay", str(good), "--verify"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{good}: OK, 2 hand(s), ") and "(complete match)" in out
    bad = tmp_path / "bad.jsonl"
    bad.write_text(record_text[:-30], encoding="utf-8")
    # Problems are told in English unless a settings file chooses the language.
    assert main(["replay", str(bad), "--verify"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"{bad}: truncated: ")
    save_settings(Settings(language="zh"))
    assert main(["replay", str(bad), "--verify"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"{bad}: 不完整：")
    save_settings(Settings(language="en"))
    assert main(["replay", str(tmp_path / "missing.jsonl"), "--verify"]) == 1
    assert "unreadable" in capsys.readouterr().err


def test_replay_without_the_viewer(record_text: str, tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "mahjong_tui.ui.replay_viewer", None)
    good = tmp_path / "good.jsonl"
    good.write_text(record_text, encoding="utf-8")
    assert main(["replay", str(good)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "replay viewer is not available" in err


def test_simulate_command_json_and_logs(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "sim.jsonl"
    assert main(["simulate", "--hands", "20", "--seed", "3", "--json",
                 "--log", str(log)]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    stats = json.loads(last)
    assert stats["hands"] == 20 and stats["matches"] == 2
    assert stats["wins"] + stats["draws"] == 20
    for key in ("self_drawn_wins", "false_wins", "elapsed_s", "hands_per_s"):
        assert key in stats
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["sim-1.jsonl", "sim-2.jsonl"]
    assert replay(load(tmp_path / "sim-2.jsonl")).hands_played == 4


def test_simulate_rejects_bad_bots(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--hands", "5", "--bots", "random,random"]) == 2
    assert "4 comma-separated" in capsys.readouterr().err
    assert main(["simulate", "--hands", "5", "--bots", "random,x,random,random"]) == 2
    assert "unknown bot level 'x'" in capsys.readouterr().err


def _dealt_in_hand(game: Game, hand_number: int) -> list[object]:
    from mahjong_tui.engine.events import Dealt, HandStarted

    current = -1
    dealt: list[object] = []
    for event in game.events:
        if isinstance(event, HandStarted):
            current = event.hand_number
        elif isinstance(event, Dealt) and current == hand_number:
            dealt.append(event)
    return dealt


def test_a_replayed_game_goes_on_with_the_original_walls(tmp_path: Path) -> None:
    """Rebuilding a game from its record (resume, undo) must not change later walls."""
    original = _played(seed=11, hands=3)
    partial = Game.new(11, hands=3)
    bots = [get_bot("random", 11 + i) for i in range(4)]
    while partial.hand_number < 1:
        p = partial.to_act()[0]
        partial.apply(p, bots[p].decide(partial.view(p)))
    path = tmp_path / "partial.jsonl"
    save(partial, path)
    again = replay(load(path))
    others = [get_bot("random", 99 + i) for i in range(4)]  # play hand 2 differently
    while again.hand_number < 2:
        p = again.to_act()[0]
        again.apply(p, others[p].decide(again.view(p)))
    assert len(_dealt_in_hand(again, 2)) == 4
    assert _dealt_in_hand(again, 2) == _dealt_in_hand(original, 2)
