"""Hints in hot-seat: every human agrees at the start (names screen or ``--hints``),
the agreement is saved with the game, and the panel never shows a previous player's
figures after the curtain."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Checkbox
from uihelpers import ScriptedBot, eventually, make_app, make_session, wait_for_turn

from mahjong_tui.cli.resume import resume_session
from mahjong_tui.coach import hints_for
from mahjong_tui.persistence.autosave import Autosave
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.hint_panel import HOTSEAT_HINTS_KEY, HintPanel, hint_refusal
from mahjong_tui.ui.screens.call_window import CallWindow
from mahjong_tui.ui.screens.names import NamesScreen
from mahjong_tui.ui.screens.prompts import CurtainScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.setup import GameSpec, new_session

ON = Settings(hints="on", language="en")


async def _names_then_table(boxes: tuple[bool, ...]) -> TableScreen:
    app = MahjongApp(Settings(language="en", speed="instant", bot_level="random"), None,
                     save=False, seed_source=lambda: 5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("2")
        await pilot.pause()
        assert isinstance(app.screen, NamesScreen)
        await pilot.press("A", "n", "n")
        if boxes[0]:
            await pilot.press("tab", "space")
        await eventually(pilot, lambda: app.screen.query_one("#hints-0", Checkbox).value
                         is boxes[0])
        app.screen.query_one("#name-1").focus()
        await pilot.press("B", "o", "b")
        if boxes[1]:
            await pilot.press("tab", "space", "shift+tab")
        await pilot.pause()
        await pilot.press("enter")
        await eventually(pilot, lambda: isinstance(app.screen, CurtainScreen))
        table = app.screen_stack[-2]
        assert isinstance(table, TableScreen)
        return table


async def test_names_screen_every_human_ticks_hints() -> None:
    table = await _names_then_table((True, True))
    assert table.session.names[:2] == ("Ann", "Bob")
    assert table.session.game.meta[HOTSEAT_HINTS_KEY] is True
    assert hint_refusal(table.session, ON) is None


async def test_names_screen_one_human_not_ticking_keeps_hints_off() -> None:
    table = await _names_then_table((True, False))
    assert HOTSEAT_HINTS_KEY not in table.session.game.meta
    assert hint_refusal(table.session, ON) == (
        "Hints are off in this hot-seat game: every player must turn them on when the "
        "names are entered.")


def test_agreement_is_saved_and_kept_on_resume(tmp_path: Path) -> None:
    spec = GameSpec(7, (0, 1), ("random",) * 4, hints=True)
    session = new_session(spec)
    game = session.game
    save = Autosave.start(game, humans=(0, 1), bot_levels=(None, None, "random", "random"),
                          directory=tmp_path, history=False)
    for _ in range(20):  # a few moves: a game nobody played in is not listed
        player = game.to_act()[0]
        game.apply(player, ScriptedBot().decide(game.view(player)))
    save.close()
    live, resumed = resume_session(directory=tmp_path, history=False)
    try:
        assert live.hotseat
        assert live.game.meta[HOTSEAT_HINTS_KEY] is True
        assert hint_refusal(live, ON) is None
    finally:
        resumed.close()
    plain = new_session(GameSpec(7, (0, 1), ("random",) * 4))
    assert HOTSEAT_HINTS_KEY not in plain.game.meta


def test_hotseat_cli_records_the_agreement() -> None:
    from mahjong_tui.cli import build_parser

    args = build_parser().parse_args(["hotseat", "--humans", "2", "--hints"])
    assert args.hints is True
    assert build_parser().parse_args(["hotseat", "--humans", "2"]).hints is False


async def test_panel_follows_the_keyboard_and_is_emptied_at_the_curtain() -> None:
    session = make_session([None, None, ScriptedBot(), ScriptedBot()])
    session.game.meta[HOTSEAT_HINTS_KEY] = True
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        screen = await wait_for_turn(pilot, app)
        panel = screen.query_one(HintPanel)
        await pilot.press("i")
        await eventually(pilot, lambda: panel.computed == 1)
        assert panel.hints == hints_for(session.game.view(0))
        await pilot.press("enter")  # Ann discards: the call window shows the public table
        await eventually(pilot, lambda: isinstance(app.screen, CallWindow))
        assert panel.hints is None
        await pilot.press("space")  # nobody claims; the keyboard goes to Bob
        await eventually(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert panel.hints is None
        assert str(panel.query_one("#hint-text").render()) == "Hints appear on your turn."
