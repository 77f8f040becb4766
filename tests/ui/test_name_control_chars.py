"""Player names never carry control characters to the terminal (issue 29, item 11).

A name typed with ``hotseat --names`` or written into a record may hold C0 and C1
controls, CSI sequences (``ESC[2J`` wipes the screen) or OSC sequences (``ESC]0;..BEL``
retitles the terminal). Whatever a name holds, ``resume --list`` and ``export`` print
it, and the table draws it, as plain text: each control character shows as ``?``."""

from __future__ import annotations

import asyncio
import json
import unicodedata
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from uihelpers import ScriptedBot, make_app, make_session

from mahjong_tui.cli import main
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.names import plain_name
from mahjong_tui.persistence.autosave import Autosave
from mahjong_tui.persistence.save_files import saves_dir
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.table import TableScreen

LEVELS = ("random", "random", "random", "random")

CONTROLS = st.one_of(
    st.characters(min_codepoint=0, max_codepoint=0x1F),          # C0
    st.characters(min_codepoint=0x7F, max_codepoint=0x9F),       # DEL and C1
    st.sampled_from(["\x1b[2J", "\x1b[31m", "\x1b]0;owned\x07", "\x1b]8;;http://x\x1b\\",
                     "\x9b2J", "\r", "\n"]),                      # CSI, OSC, C1 CSI
)
NAMES = st.builds(lambda a, c, b: a + c + b,
                  st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=5),
                  CONTROLS,
                  st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=5))
"""A name with at least one control character or escape sequence in it."""


def _controls(text: str) -> list[str]:
    """The control characters of ``text`` other than the line ends printing adds."""
    return [ch for ch in text if unicodedata.category(ch) == "Cc" and ch != "\n"]


def test_plain_name_shows_each_control_as_a_question_mark() -> None:
    assert plain_name("Ann\x1b[2J") == "Ann?[2J"
    assert plain_name("\x1b]0;owned\x07Bob") == "?]0;owned?Bob"
    assert plain_name("C\x9bat\u202e") == "C?at?"
    assert plain_name("张三 Dan") == "张三 Dan"


def test_hotseat_names_and_game_names_are_plain(capsys: pytest.CaptureFixture[str]) -> None:
    game = Game.new(1, players=("A\x1b[2J", "B\x07", "C", "D\x85"))
    assert game.players == ("A?[2J", "B?", "C", "D?")
    # --names are made plain before they are checked: these two are the same name
    assert main(["hotseat", "--humans", "2", "--names", "Ann\x07,Ann\x1b"]) == 2
    assert capsys.readouterr().err == ("mahjong-tui hotseat: names must be different, "
                                       "non-empty and at most 16 characters\n")


def _crafted_save(names: tuple[str, ...]) -> Path:
    """A save in the saves directory whose header names are ``names``, as written by
    hand (the record is otherwise the program's own)."""
    save = Autosave.start(Game.new(3, hands=1), humans=(0, 1), bot_levels=LEVELS,
                          mode="hotseat", history=False)
    save.close()
    lines = save.path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["players"] = list(names)
    lines[0] = json.dumps(header, separators=(",", ":"))
    save.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return save.path


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(names=st.tuples(NAMES, NAMES, NAMES, NAMES))
def test_text_commands_print_names_as_plain_text(
        names: tuple[str, str, str, str], capsys: pytest.CaptureFixture[str]) -> None:
    for old in saves_dir().glob("*.jsonl") if saves_dir().exists() else ():
        old.unlink()
    path = _crafted_save(names)
    assert main(["resume", "--list"]) == 0
    listing = capsys.readouterr().out
    assert _controls(listing) == []
    assert path.name in listing and "foreign" not in listing and "corrupt" not in listing
    assert plain_name(names[0]).replace("\n", "?") in listing
    assert main(["export", str(path)]) == 0
    account = capsys.readouterr().out
    assert _controls(account) == []
    assert all(plain_name(n) in account for n in names)


async def _table_text(names: tuple[str, ...]) -> str:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()], names=names)
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(500):
            if isinstance(app.screen, TableScreen):
                break
            await pilot.pause(0.01)
        await pilot.pause()
        return screen_text(app)


@settings(max_examples=4, deadline=None)
@given(names=st.tuples(NAMES, NAMES, NAMES, NAMES))
def test_the_table_draws_names_as_plain_text(names: tuple[str, str, str, str]) -> None:
    text = asyncio.run(_table_text(names))
    assert _controls(text) == []
    assert plain_name(names[1])[:8] in text   # a seat panel shows the name
