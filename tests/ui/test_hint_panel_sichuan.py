"""The hint panel on a Sichuan table: the Sichuan figures for the human's hand, and a
snapshot."""

from __future__ import annotations

from sichuan_ui_helpers import play_until, session, sichuan_game
from uihelpers import eventually, make_app, wait_for_turn

from mahjong_tui.coach import sichuan_hints_for
from mahjong_tui.engine.views import Phase
from mahjong_tui.ui.hint_panel import HintPanel
from mahjong_tui.ui.screens.table import TableScreen


def _app_at_turn():  # type: ignore[no-untyped-def]
    game = sichuan_game(seed=3)
    play_until(game, lambda g: g.view(0).phase is Phase.TURN and 0 in g.to_act())
    live = session(game)
    return live, make_app(live, language="en")


async def _open(pilot, app) -> HintPanel:  # type: ignore[no-untyped-def]
    panel = (await wait_for_turn(pilot, app)).query_one(HintPanel)
    await pilot.press("i")
    await eventually(pilot, lambda: panel.computed == 1)
    return panel  # type: ignore[no-any-return]


async def test_panel_shows_the_sichuan_figures() -> None:
    live, app = _app_at_turn()
    async with app.run_test(size=(120, 40)) as pilot:
        panel = await _open(pilot, app)
        view = live.game.view(0)
        assert panel.hints == sichuan_hints_for(view)
        h = panel.hints
        lines = str(panel.query_one("#hint-text").render()).splitlines()
        assert lines[0] == "HINTS  i close · shanten 0 = ready"
        assert f"Shanten in the kept suits (void {h.void})" in lines
        assert "Discard: shanten · live useful · value plan" in lines
        top = h.discards[0]
        assert (f" 1. {top.tile.text:<3}{top.shanten:>2} · {top.live_useful:>2} · "
                f"{top.value:.2f} {top.plan}") in lines
        assert len(h.discards) == len({a.tile for a in view.legal if hasattr(a, "tile")})
        assert "Unseen (copies not visible to you)" in lines
        assert " m " + " ".join(str(h.unseen[r]) for r in range(9)) in lines
        assert not any(line.startswith(" z ") for line in lines)  # no honours in Sichuan


def test_sichuan_panel_snapshot_120x40(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def open_panel(pilot) -> None:  # type: ignore[no-untyped-def]
        await _open(pilot, pilot.app)

    _, app = _app_at_turn()
    assert snap_compare(app, terminal_size=(120, 40), run_before=open_panel)


async def test_panel_opens_over_the_void_prompt_with_the_void_suggestion() -> None:
    from mahjong_tui.engine.actions import DeclareVoid
    from mahjong_tui.ui.sichuan.setup_prompts import VoidScreen

    game = sichuan_game(seed=3)
    play_until(game, lambda g: 0 in g.to_act()
               and any(isinstance(a, DeclareVoid) for a in g.view(0).legal))
    live = session(game)
    app = make_app(live, language="en")
    async with app.run_test(size=(120, 40)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, VoidScreen))
        table = app.screen_stack[-2]
        assert isinstance(table, TableScreen)
        panel = table.query_one(HintPanel)
        await pilot.press("i")
        await eventually(pilot, lambda: panel.computed == 1)
        assert isinstance(app.screen, VoidScreen)  # the prompt stays; the panel is beside it
        h = panel.hints
        assert h == sichuan_hints_for(live.game.view(0))
        assert h.discards == () and len(h.voids) == 3
        top = next(v for v in h.voids if v.suggested)
        lines = str(panel.query_one("#hint-text").render()).splitlines()
        assert "Void suit: shanten · live useful · to clear" in lines
        assert (f" {top.suit}: {top.shanten:>2} · {top.live_useful:>2} · {top.to_clear}"
                "  ← suggested") in lines
