"""A Sichuan game saved mid-hand (after a win) resumes exactly, with its rules."""

from __future__ import annotations

from pathlib import Path

from sichuan_ui_helpers import PlainBot, play_until, sichuan_game

from mahjong_tui.cli.resume import resume_session
from mahjong_tui.engine.record import entry_to_dict
from mahjong_tui.persistence.autosave import Autosave


def test_resume_a_sichuan_game_after_a_win(tmp_path: Path) -> None:
    game = sichuan_game(4, hands=2)
    save = Autosave.start(game, humans=(1,), bot_levels=("random", None, "random", "random"),
                          directory=tmp_path, history=tmp_path / "h.sqlite3")
    play_until(game, lambda g: bool(g.table_view().winners),
               [PlainBot() for _ in range(4)])
    save.close()
    live, resumed = resume_session(directory=tmp_path, history=tmp_path / "h.sqlite3")
    try:
        assert resumed.path == save.path
        assert live.game.ruleset.name == "sichuan"
        assert live.game.table_view() == game.table_view()
        assert live.game.table_view().winners == (2,)
        assert [entry_to_dict(e) for e in live.game.entries] == \
            [entry_to_dict(e) for e in game.entries]
    finally:
        live.autosave.close()
