"""A few SVG snapshots at fixed seeds and sizes (update with ``--snapshot-update``)."""

from __future__ import annotations

from uihelpers import ScriptedBot, make_app, make_session, stacked_deal, wait_for_turn

from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.prompts import ClaimPrompt


async def _until_turn(pilot) -> None:  # type: ignore[no-untyped-def]
    await wait_for_turn(pilot, pilot.app)


async def _until_prompt(pilot) -> None:
    for _ in range(1000):
        if isinstance(pilot.app.screen, ClaimPrompt):
            break
        await pilot.pause(0.01)
    await pilot.pause()


def _table_app(**settings: str) -> MahjongApp:
    return make_app(make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()], seed=7),
                    **settings)


def test_table_80x24(snap_compare) -> None:
    assert snap_compare(_table_app(), terminal_size=(80, 24), run_before=_until_turn)


def test_table_120x40_english(snap_compare) -> None:
    assert snap_compare(_table_app(language="en"), terminal_size=(120, 40),
                        run_before=_until_turn)


def test_claim_prompt_80x24(snap_compare) -> None:
    deal = stacked_deal([
        "5m 1s 2s 3s 4s 6s 7s 8s 9s 2p 3p 4p S F",
        "3m 4m 5m 5m 5m 6m 7m 1p 9p E W N C",
        "1m 2m 8m 9m 5p 6p 7p 8p 1s 1s 2s 3s P",
        "1m 2m 8m 9m 5p 6p 7p 8p 5s 5s 6s 7s P",
    ])
    session = make_session([ScriptedBot(["discard 5m"]), None, ScriptedBot(), ScriptedBot()],
                           deal=deal)
    assert snap_compare(make_app(session), terminal_size=(80, 24), run_before=_until_prompt)


def test_start_screen_80x24(snap_compare) -> None:
    assert snap_compare(MahjongApp(Settings(language="zh"), None, save=False),
                        terminal_size=(80, 24))
