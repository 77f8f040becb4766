"""SVG snapshots of the Sichuan screens at 80×24 (update with ``--snapshot-update``).

The suggestion is pinned to the first legal choice so that the pictures do not
depend on the bots' strength."""

from __future__ import annotations

import pytest
from sichuan_ui_helpers import NAMES, play_until, session, sichuan_game
from textual.app import App
from uihelpers import make_app, wait_for_prompt_or_turn

from mahjong_tui.ui.session import hand_end_events
from mahjong_tui.ui.sichuan import setup_prompts
from mahjong_tui.ui.sichuan.settlement import SettlementScreen
from mahjong_tui.ui.sichuan.setup_prompts import ExchangeScreen, VoidScreen


@pytest.fixture(autouse=True)
def _first_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(setup_prompts, "suggest", lambda view: view.legal[0])


async def _until(pilot, kind) -> None:  # type: ignore[no-untyped-def]
    for _ in range(1000):
        if isinstance(pilot.app.screen, kind):
            break
        await pilot.pause(0.01)
    await pilot.pause()


async def _until_exchange(pilot) -> None:  # type: ignore[no-untyped-def]
    await _until(pilot, ExchangeScreen)


async def _until_void(pilot) -> None:  # type: ignore[no-untyped-def]
    await _until(pilot, ExchangeScreen)
    await pilot.press("enter")
    await _until(pilot, VoidScreen)


async def _until_human(pilot) -> None:  # type: ignore[no-untyped-def]
    await wait_for_prompt_or_turn(pilot, pilot.app)
    await pilot.pause(1.5)  # the call-out of the win fades


def test_exchange_80x24(snap_compare) -> None:
    app = make_app(session(sichuan_game(4)))
    assert snap_compare(app, terminal_size=(80, 24), run_before=_until_exchange)


def test_void_80x24(snap_compare) -> None:
    app = make_app(session(sichuan_game(4)))
    assert snap_compare(app, terminal_size=(80, 24), run_before=_until_void)


def test_after_a_win_80x24(snap_compare) -> None:
    game = sichuan_game(4)
    play_until(game, lambda g: bool(g.table_view().winners))
    app = make_app(session(game, humans=(1,)))
    assert snap_compare(app, terminal_size=(80, 24), run_before=_until_human)


class _SettlementApp(App[None]):
    def __init__(self) -> None:
        super().__init__()
        game = sichuan_game(4)
        play_until(game, lambda g: g.is_over)
        self.hand = hand_end_events(game.events)

    def on_mount(self) -> None:
        self.push_screen(SettlementScreen(self.hand, NAMES, lang="en"))


def test_settlement_80x24(snap_compare) -> None:
    assert snap_compare(_SettlementApp(), terminal_size=(80, 24))


