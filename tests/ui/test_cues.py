"""The footer shows exactly the keys that work now; keys that do nothing say why."""

from __future__ import annotations

import pytest
from uihelpers import ScriptedBot, at_turn, eventually, make_app, make_session, stacked_deal

from mahjong_tui.engine.actions import Pass
from mahjong_tui.engine.events import Claimed, Discarded
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.prompts import ChoiceScreen, ClaimPrompt
from mahjong_tui.ui.screens.table import TableScreen

CLAIM_DEAL = stacked_deal([
    "5m 1s 2s 3s 4s 6s 7s 8s 9s 2p 3p 4p S F",
    "3m 4m 5m 5m 5m 6m 7m 1p 9p E W N C",
    "1m 2m 8m 9m 5p 6p 7p 8p 1s 1s 2s 3s P",
    "1m 2m 8m 9m 5p 6p 7p 8p 5s 5s 6s 7s P",
])


def _footer(app) -> str:  # type: ignore[no-untyped-def]
    return screen_text(app).splitlines()[-1]


async def _until(pilot, predicate) -> None:  # type: ignore[no-untyped-def]
    await eventually(pilot, predicate)
    await pilot.pause()


def _claim_session():  # type: ignore[no-untyped-def]
    return make_session([ScriptedBot(["discard 5m"]), None, ScriptedBot(), ScriptedBot()],
                        deal=CLAIM_DEAL)


async def test_claim_prompt_footer_lists_its_own_keys_and_enter_passes() -> None:
    session = _claim_session()
    app = make_app(session, language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await _until(pilot, lambda: isinstance(app.screen, ClaimPrompt))
        footer = _footer(app)
        for key in ("k kong", "p pung", "c chow", "x pass", "⏎ take highlighted",
                    "esc pass", "q quit"):
            assert key in footer, footer
        for key in ("discard", "w win", "undo"):
            assert key not in footer, footer
        assert "1-6 or the letters choose" in screen_text(app)
        await pilot.press("w")
        await pilot.pause()
        assert "No win possible here" in screen_text(app)
        assert isinstance(app.screen, ClaimPrompt)
        await pilot.press("enter")  # the highlight starts on "pass"
        await _until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert not [e for e in session.game.events if isinstance(e, Claimed)]


async def test_arrows_move_the_highlight_and_enter_takes_it() -> None:
    session = _claim_session()
    app = make_app(session, language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await _until(pilot, lambda: isinstance(app.screen, ClaimPrompt))
        prompt = app.screen
        assert isinstance(prompt, ClaimPrompt) and prompt.options[prompt.cursor] == Pass()
        await pilot.press("right", "right")  # wraps to "kong 5m", then "pung 5m"
        await pilot.press("enter")
        await eventually(pilot, lambda: [e for e in session.game.events
                                         if isinstance(e, Claimed)])
        claim = next(e for e in session.game.events if isinstance(e, Claimed))
        assert claim.action.text == "pung 5m"


async def test_chow_list_says_esc_goes_back_and_does() -> None:
    session = _claim_session()
    app = make_app(session, language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await _until(pilot, lambda: isinstance(app.screen, ClaimPrompt))
        await pilot.press("c")
        await _until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        from textual.widgets import Static

        hint = str(app.screen.query_one("#prompt-hint", Static).content)
        assert hint == "1-3 choose · ←→ and Enter · Esc goes back"
        assert "esc back" in _footer(app) and "c chow" not in _footer(app)
        await pilot.press("escape")
        await _until(pilot, lambda: isinstance(app.screen, ClaimPrompt))


async def test_table_footer_and_impossible_keys_on_your_turn() -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()], seed=7)
    app = make_app(session, language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, TableScreen)
        await _until(pilot, lambda: screen.turn_open)
        footer = _footer(app)
        assert "⏎ discard" in footer and "u undo" in footer and "q quit" in footer
        assert "w win" not in footer and "k kong" not in footer
        await pilot.press("w")
        await pilot.pause()
        assert "No win possible now" in screen_text(app)
        await pilot.press("k")
        await pilot.pause()
        assert "No kong possible now" in screen_text(app)
        assert not [e for e in session.game.events if isinstance(e, Discarded)]
        await pilot.press("enter")
        await _until(pilot, lambda: not screen.turn_open)
        assert "discard" not in _footer(app)


async def test_hotseat_footer_has_no_undo() -> None:
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], seed=7)
    app = make_app(session, language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the curtain
        screen = app.screen
        await _until(pilot, lambda: at_turn(app))
        screen = app.screen
        assert isinstance(screen, TableScreen)
        assert "undo" not in _footer(app) and "⏎ discard" in _footer(app)
        await pilot.press("u")
        await pilot.pause()
        assert "No undo in hot-seat games" in screen_text(app)


async def test_a_pung_is_called_out_over_the_table() -> None:
    from mahjong_tui.ui.widgets.callout import CallOut

    session = _claim_session()
    app = make_app(session, language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await _until(pilot, lambda: isinstance(app.screen, ClaimPrompt))
        table = app.screen_stack[-2]
        callout = table.query_one(CallOut)
        assert not callout.has_class("-shown") and callout.shown == []
        await pilot.press("p")
        await _until(pilot, lambda: "Bob: Pung!" in callout.shown)
        assert callout.shown == ["Bob: Pung!"]


@pytest.mark.parametrize(("bell", "rings"), [("off", 0), ("on", 1)])
async def test_bell_rings_on_your_turn_only_when_set(bell: str, rings: int) -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()], seed=7)
    app = make_app(session, bell=bell)
    count: list[int] = []
    app.bell = lambda: count.append(1)  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, TableScreen)
        await _until(pilot, lambda: screen.turn_open)
        assert len(count) == rings
