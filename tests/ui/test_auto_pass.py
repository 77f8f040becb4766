"""Auto-pass rules and the claim timer: settings, the prompts they spare, per name."""

from __future__ import annotations

import pytest
from uihelpers import ScriptedBot, make_app, make_session, stacked_deal, wait_for_prompt_or_turn

from mahjong_tui.persistence.settings import Settings, SettingsError
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.misc import SettingsScreen
from mahjong_tui.ui.screens.table import TableScreen

# South (player 1, the human) can chow 5m three ways, pung it or kong it.
CLAIM_DEAL = stacked_deal([
    "5m 1s 2s 3s 4s 6s 7s 8s 9s 2p 3p 4p S F",
    "3m 4m 5m 5m 5m 6m 7m 1p 9p E W N C",
    "1m 2m 8m 9m 5p 6p 7p 8p 1s 1s 2s 3s P",
    "1m 2m 8m 9m 5p 6p 7p 8p 5s 5s 6s 7s P",
])
# South can only chow Ann's 5m.
CHOW_DEAL = stacked_deal([
    "5m 1s 2s 3s 4s 6s 7s 8s 9s 2p 3p 4p S F",
    "3m 4m 6m 7m 8m 1p 9p E W N C C F",
    "1m 2m 8m 9m 5p 6p 7p 8p 1s 1s 2s 3s P",
    "1m 2m 9m 9m 5p 6p 7p 8p 5s 5s 6s 7s P",
])


def test_auto_pass_rules_per_name_round_trip() -> None:
    s = Settings().with_auto_pass("Ann", "no-chow").with_auto_pass("Bob", "wins-only")
    assert (s.auto_pass_for("Ann"), s.auto_pass_for("Bob"), s.auto_pass_for("Cat")) == (
        "no-chow", "wins-only", "off")
    assert s.auto_pass_for(None) == "off"
    assert s.with_auto_pass(None, "wins-only").auto_pass == "wins-only"
    assert s.with_auto_pass("Ann", "off").auto_pass_names == "Bob=wins-only"
    assert Settings(**s.to_dict()) == s
    with pytest.raises(SettingsError, match="auto_pass must be one of off, no-chow, "
                                            "wins-only, not 'never'"):
        Settings(auto_pass="never")
    with pytest.raises(SettingsError, match="auto_pass_names: expected name=rule lines"):
        Settings(auto_pass_names="Ann=sometimes")
    with pytest.raises(SettingsError, match="claim_timer must be one of off, 3, 5, 10"):
        Settings(claim_timer="7")
    assert Settings(claim_timer="5").claim_seconds == 5 and Settings().claim_seconds is None


@pytest.mark.parametrize(("rule", "deal", "options"), [
    ("off", CHOW_DEAL, ["chow 345m", "chow 456m", "chow 567m", "pass"]),
    ("no-chow", CLAIM_DEAL, ["kong 5m", "pung 5m", "pass"]),
    ("no-chow", CHOW_DEAL, None),
    ("wins-only", CLAIM_DEAL, None),
])
async def test_auto_pass_against_bots(rule: str, deal, options) -> None:  # type: ignore[no-untyped-def]
    session = make_session([ScriptedBot(["discard 5m"]), None, ScriptedBot(), ScriptedBot()],
                           deal=deal)
    app = make_app(session, auto_pass=rule)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_prompt_or_turn(pilot, app)
        if options is None:  # passed without asking: South's own turn comes
            assert isinstance(screen, TableScreen)
            assert session.game.view(1).drawn is not None
        else:
            assert [a.text for a in screen.options] == options


async def test_settings_show_the_timer_and_the_auto_pass_rule() -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()],
                           deal=CLAIM_DEAL)
    app = make_app(session)
    async with app.run_test(size=(80, 30)) as pilot:
        await wait_for_prompt_or_turn(pilot, app)
        await pilot.press("o")
        for _ in range(100):
            if isinstance(app.screen, SettingsScreen):
                break
            await pilot.pause(0.01)
        await pilot.pause()
        text = screen_text(app)
        assert "claim timer (hot-seat)" in text and "auto-pass claims" in text


async def test_hotseat_settings_edit_the_keyboard_holders_rule() -> None:
    names = ("Ann", "Bob", "Cat", "Dan")
    session = make_session([None, None, ScriptedBot(), ScriptedBot()], deal=CLAIM_DEAL,
                           names=names)
    app = make_app(session, auto_pass_names="Bob=wins-only")
    async with app.run_test(size=(80, 30)) as pilot:
        from mahjong_tui.ui.screens.prompts import CurtainScreen

        for _ in range(1000):
            if isinstance(app.screen, CurtainScreen):
                break
            await pilot.pause(0.01)
        await pilot.press("enter")
        await wait_for_prompt_or_turn(pilot, app)  # Ann's turn
        assert session.auto_pass == {0: "off", 1: "wins-only"}
        await pilot.press("o")
        for _ in range(100):
            if isinstance(app.screen, SettingsScreen):
                break
            await pilot.pause(0.01)
        await pilot.pause()
        assert "auto-pass claims (Ann)" in screen_text(app)
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        screen.query_one("#set-auto_pass").value = "no-chow"
        await pilot.pause()
        await pilot.click("#save")
        await pilot.pause(0.1)
        assert app.settings.auto_pass_for("Ann") == "no-chow"
        assert app.settings.auto_pass_for("Bob") == "wins-only"
        assert session.auto_pass == {0: "no-chow", 1: "wins-only"}
