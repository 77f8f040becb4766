"""Structure-aware fuzzing of record lines on the four record commands (hypothesis).

Each example is a short, valid save with one line changed the way a hand edit
or another program would: a field given a value of the wrong type, a huge or
non-finite number, deep nesting, a missing or extra key, or a whole line
replaced. ``replay --verify``, ``export``, ``resume`` and the replay viewer must
each give a result or their one-line error, never another exception, and leave
the file as it was.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import RecordError
from mahjong_tui.persistence.autosave import Autosave, SessionError
from mahjong_tui.persistence.undo import PerDecisionBot

EXAMPLES = 2000


@pytest.fixture(scope="module")
def save_lines(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    """A short unfinished save (the deal and a dozen actions), as parsed lines."""
    game = Game.new(17, hands=1)
    save = Autosave.start(game, humans=(), bot_levels=("random",) * 4, mode="watch",
                          directory=tmp_path_factory.mktemp("games"), history=False)
    bots = [PerDecisionBot("random", 17, p) for p in range(4)]
    for _ in range(12):
        player = game.to_act()[0]
        game.apply(player, bots[player].decide(game.view(player)))
    save.close()
    return [json.loads(line) for line in save.path.read_text(encoding="utf-8").splitlines()]


DEEP = "@@deep@@"
"""Stands for a value nested thousands deep, spliced into the text (json.dumps itself
cannot write one)."""


SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([10**400, -(10**400), 2**63, -1, 0, 99]),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12),
    st.sampled_from(["", "discard 5p", "pung 5p", "E", "wall", "per_seat", "mcr"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=6), inner, max_size=4)),
    max_leaves=8,
) | st.just(DEEP)


def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every key path inside ``obj`` (dict keys and list indexes)."""
    out = [prefix] if prefix else []
    if isinstance(obj, dict):
        for key, value in obj.items():
            out.extend(_paths(value, (*prefix, key)))
    elif isinstance(obj, list) and len(obj) < 20:
        for i, value in enumerate(obj):
            out.extend(_paths(value, (*prefix, i)))
    return out


def _set(obj: Any, path: tuple[Any, ...], value: Any, *, delete: bool = False) -> None:
    for key in path[:-1]:
        obj = obj[key]
    if delete and isinstance(obj, dict):
        del obj[path[-1]]
    else:
        obj[path[-1]] = value


@st.composite
def edited_saves(draw: st.DrawFn, lines: list[dict[str, Any]]) -> str:
    lines = json.loads(json.dumps(lines))  # a private copy
    n = draw(st.integers(min_value=0, max_value=len(lines) - 1))
    how = draw(st.sampled_from(["value", "value", "value", "delete", "extra", "line"]))
    if how == "line":
        lines[n] = draw(VALUES)
    elif how == "extra":
        lines[n][draw(st.text(max_size=6))] = draw(VALUES)
    else:
        paths = _paths(lines[n])
        path = draw(st.sampled_from(paths))
        _set(lines[n], path, None if how == "delete" else draw(VALUES), delete=how == "delete")
    depth = draw(st.integers(min_value=20, max_value=100_000))
    text = "".join(json.dumps(line, separators=(",", ":"), allow_nan=True) + "\n"
                   for line in lines)
    return text.replace(json.dumps(DEEP), "[" * depth + "0" + "]" * depth)


def _verify(path: Path) -> None:
    from mahjong_tui.cli.replay import run

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert run(argparse.Namespace(file=str(path), verify=True)) in (0, 1)


def _export(path: Path) -> None:
    from mahjong_tui.cli.export import run

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert run(argparse.Namespace(file=str(path), output=None, summary=False)) in (0, 1)


def _resume(path: Path) -> None:
    from mahjong_tui.cli.resume import ResumeError, resume_session

    try:
        _, save = resume_session(path, history=False)
    except ResumeError as exc:
        assert "\n" not in str(exc)
    else:
        save.close()


def _viewer(path: Path) -> None:
    from mahjong_tui.ui.replay_viewer import load_replay

    try:
        load_replay(path)
    except (RecordError, SessionError) as exc:
        assert "\n" not in str(exc)


COMMANDS = {"verify": _verify, "export": _export, "resume": _resume, "viewer": _viewer}


@pytest.mark.slow
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_edited_lines_never_raise(command: str, save_lines: list[dict[str, Any]],
                                  tmp_path: Path) -> None:
    target = tmp_path / "edited.jsonl"
    run = COMMANDS[command]

    @settings(max_examples=EXAMPLES // len(COMMANDS), deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                     HealthCheck.function_scoped_fixture])
    @given(text=edited_saves(save_lines))
    def check(text: str) -> None:
        target.write_text(text, encoding="utf-8")
        before = target.read_bytes()
        run(target)  # any exception other than the command's one-line error fails
        assert target.read_bytes() == before

    check()
