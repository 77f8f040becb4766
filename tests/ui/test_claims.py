"""Every kind of claim prompt, choosing among several chows/kongs, winning keys."""

from __future__ import annotations

from uihelpers import ScriptedBot, eventually, make_app, make_session, stacked_deal, wait_for_turn

from mahjong_tui.engine.actions import Chow, Kong, Pung
from mahjong_tui.engine.events import Claimed, Konged, Won
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.ui.screen_text import screen_text
from mahjong_tui.ui.screens.prompts import ChoiceScreen, ClaimPrompt
from mahjong_tui.ui.screens.scoring import ScoringScreen
from mahjong_tui.ui.screens.table import TableScreen

M5 = Tile.parse("5m")

# South (player 1, a human) can chow 5m three ways, pung it or kong it.
CLAIM_DEAL = stacked_deal([
    "5m 1s 2s 3s 4s 6s 7s 8s 9s 2p 3p 4p S F",
    "3m 4m 5m 5m 5m 6m 7m 1p 9p E W N C",
    "1m 2m 8m 9m 5p 6p 7p 8p 1s 1s 2s 3s P",
    "1m 2m 8m 9m 5p 6p 7p 8p 5s 5s 6s 7s P",
], live="")


async def _prompt(pilot, app) -> ClaimPrompt:
    for _ in range(1000):
        if isinstance(app.screen, ClaimPrompt):
            await pilot.pause()
            return app.screen
        await pilot.pause(0.01)
    raise AssertionError(f"no claim prompt, screen is {app.screen}")


def _claim_session():
    return make_session([ScriptedBot(["discard 5m"]), None, ScriptedBot(), ScriptedBot()],
                        deal=CLAIM_DEAL)


def _claims(session) -> list[Claimed]:
    return [e for e in session.game.events if isinstance(e, Claimed)]


async def test_claim_prompt_shows_tile_discarder_and_only_legal_options() -> None:
    session = _claim_session()
    app = make_app(session, language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        prompt = await _prompt(pilot, app)
        assert [a.text for a in prompt.options] == [
            "kong 5m", "pung 5m", "chow 345m", "chow 456m", "chow 567m", "pass"]
        text = screen_text(app)
        assert "Ann (East) discards 5m" in text
        assert "│5m │" in text  # the tile itself, drawn boxed
        assert "3 ways to chow: press c to choose" in text
        for label in ("1 kong 5m [k]", "2 pung 5m [p]", "3 chow 345m [c]",
                      "4 chow 456m [c]", "5 chow 567m [c]", "6 pass [x]"):
            assert label in text


async def test_pung_key() -> None:
    session = _claim_session()
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _prompt(pilot, app)
        await pilot.press("p")
        await eventually(pilot, lambda: _claims(session))
        (claim,) = _claims(session)
        assert (claim.player, claim.from_player, claim.action) == (1, 0, Pung(M5))
        assert isinstance(app.screen, TableScreen)


async def test_kong_key() -> None:
    session = _claim_session()
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _prompt(pilot, app)
        await pilot.press("k")
        await eventually(pilot, lambda: _claims(session))
        (claim,) = _claims(session)
        assert claim.action == Kong(M5) and claim.meld.text == "5555m"


async def test_several_chows_open_a_choice() -> None:
    session = _claim_session()
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _prompt(pilot, app)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        assert [a.text for a in app.screen.options] == ["chow 345m", "chow 456m", "chow 567m"]
        await pilot.press("2")
        await eventually(pilot, lambda: _claims(session))
        (claim,) = _claims(session)
        assert claim.action == Chow(Tile.parse("4m")) and claim.meld.text == "456m"


async def test_click_option_and_pass_by_escape() -> None:
    session = _claim_session()
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _prompt(pilot, app)
        await pilot.click("#opt-4")
        await eventually(pilot, lambda: _claims(session))
        assert _claims(session)[0].meld.text == "567m"
    session = _claim_session()
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _prompt(pilot, app)
        await pilot.press("escape")
        await pilot.pause(0.1)
        assert _claims(session) == []
        assert session.game.events[-1].__class__.__name__ in ("Discarded", "Drew")


# South waits on 1p/5p with a pure straight; East discards 5p.
WIN_DEAL = stacked_deal([
    "5p 1s 2s 3s 4s 6s 7s 8s 9s 2p 3p 4p S F",
    "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 1p 5p 5p",
    "1m 2m 8m 9m 6p 7p 8p 9p 1s 1s 2s 3s P",
    "3m 4m 6m 7m 6p 7p 8p 9p 5s 5s 6s 7s P",
])


async def test_win_prompt_and_scoring_screen() -> None:
    session = make_session([ScriptedBot(["discard 5p"]), None, ScriptedBot(), ScriptedBot()],
                           deal=WIN_DEAL, hands=1)
    app = make_app(session, language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        prompt = await _prompt(pilot, app)
        assert [a.text for a in prompt.options] == ["win", "pung 5p", "pass"]
        await pilot.press("w")
        for _ in range(1000):
            if isinstance(app.screen, ScoringScreen):
                await pilot.pause()
                break
            await pilot.pause(0.01)
        assert isinstance(app.screen, ScoringScreen)
        won = next(e for e in session.game.events if isinstance(e, Won))
        assert won.player == 1 and won.from_player == 0
        assert app.screen.content.plain.splitlines() == [
            "Hand 1: Bob wins on 5p (on Ann's discard)",
            "┌───┐┌───┐┌───┐ ┌───┐┌───┐┌───┐ ┌───┐┌───┐┌───┐ ┌───┐┌───┐┌───┐ ┌───┐┌───┐",
            "│1m ││2m ││3m │ │4m ││5m ││6m │ │7m ││8m ││9m │ │5p ││5p ││5p │ │1p ││1p │",
            "└───┘└───┘└───┘ └───┘└───┘└───┘ └───┘└───┘└───┘ └───┘└───┘└───┘ └───┘└───┘",
            "Fan               pts  x  sum  sets",
            "Pure Straight      16  1   16  123m 456m 789m",
            "Concealed Hand      2  1    2",
            "One Voided Suit     1  1    1",
            "No Honors           1  1    1",
            "Total                      20",
            "E Ann   -28 ->   472  2p 3p 4p 1s 2s 3s 4s 6s 7s 8s 9s S F",
            "S Bob   +44 ->   544  1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 1p 5p 5p 5p",
            "W Cat    -8 ->   492  1m 2m 8m 9m 6p 7p 8p 9p 1s 1s 2s 3s P",
            "N Dan    -8 ->   492  3m 4m 6m 7m 6p 7p 8p 9p 5s 5s 6s 7s P",
        ]
        # The table under it shows every hand face up, with the new scores.
        table = app.screen_stack[-2]
        assert isinstance(table, TableScreen)
        from mahjong_tui.ui.widgets.seat import SeatPanel

        seats = {p.seat.name: p.seat for p in table.query(SeatPanel) if p.seat is not None}
        assert {n: (s.hand is not None, s.score) for n, s in seats.items()} == {
            "Ann": (True, 472), "Bob": (True, 544), "Cat": (True, 492), "Dan": (True, 492)}
        assert "3m 4m 6m 7m 6p 7p 8p 9p 5s 5s 6s 7s P" in screen_text(app)
        text = screen_text(app)
        assert "Pure Straight      16  1   16  123m 456m 789m" in text
        assert "清龙" not in text  # fan names in the interface language only
        assert "Enter: next hand" in text
        await pilot.press("enter")
        await pilot.pause()
        from mahjong_tui.ui.screens.scoring import MatchEndScreen

        assert isinstance(app.screen, MatchEndScreen)
        assert app.screen.content.plain.splitlines() == [
            "Final standings",
            "#  Player         points  table",
            "1  Bob               544      4",
            "2  Cat               492    1.5",
            "2  Dan               492    1.5",
            "4  Ann               472      0",
        ]


# East (a human dealer) holds two quads: k offers a choice of concealed kongs.
KONG_DEAL = stacked_deal([
    "1m 1m 1m 1m 2p 2p 2p 2p 3s 5s 7s E S W",
    "2m 3m 4m 5m 6m 7m 8m 9m 1p 3p 4p 5p 6p",
    "2m 3m 4m 5m 6m 7m 8m 9m 1p 3p 4p 5p 6p",
    "2m 3m 4m 5m 6m 7m 8m 9m 1p 3p 4p 5p 6p",
])


async def test_several_kongs_on_own_turn() -> None:
    session = make_session([None, ScriptedBot(), ScriptedBot(), ScriptedBot()],
                           deal=KONG_DEAL)
    app = make_app(session, language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        text = screen_text(app)
        assert "[k] concealed kong 1m" in text and "[k] concealed kong 2p" in text
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("2")
        await eventually(pilot, lambda: any(isinstance(e, Konged) for e in session.game.events))
        konged = [e for e in session.game.events if isinstance(e, Konged)]
        assert len(konged) == 1 and konged[0].concealed and konged[0].meld.text == "2222p"


async def test_match_end_closes_the_app() -> None:
    session = make_session([ScriptedBot(["discard 5p"]), None, ScriptedBot(), ScriptedBot()],
                           deal=WIN_DEAL, hands=1)
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await _prompt(pilot, app)
        await pilot.press("w")
        for _ in range(1000):
            if isinstance(app.screen, ScoringScreen):
                break
            await pilot.pause(0.01)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("enter")
        for _ in range(1000):
            if app.return_code is not None:
                break
            await pilot.pause(0.01)
        assert app.return_code == 0


# West (human) waits on 6s/9s with a pure straight. East discards 9s (West passes
# the win), South pungs it, later draws the fourth 9s and adds it: West may rob.
ROB_DEAL = stacked_deal([
    "9s 1s 2s 3s 4s 5s 6s 2p 3p 4p 6p 7p S F",
    "9s 9s 2m 3m 4m 5m 6m 7m 8m 3p 4p 5p C",
    "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 1p 7s 8s",
    "1m 9m 1p 2p 3p 6p 7p 8p 9p 1s 2s 3s P",
], live="E E N 9s")


async def test_rob_the_kong_prompt() -> None:
    session = make_session([ScriptedBot(["discard 9s"]), ScriptedBot(["pung 9s", "add kong 9s"]),
                            None, ScriptedBot()], deal=ROB_DEAL, hands=1)
    app = make_app(session, language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        prompt = await _prompt(pilot, app)
        assert [a.text for a in prompt.options] == ["win", "pass"]
        assert "Ann (East) discards 9s" in screen_text(app)
        await pilot.press("x")
        await wait_for_turn(pilot, app)
        await pilot.press("enter")  # West discards the drawn E
        prompt = await _prompt(pilot, app)
        assert [a.text for a in prompt.options] == ["win", "pass"]
        assert "Bob (South) adds 9s to a pung" in screen_text(app)
        await pilot.press("w")
        for _ in range(1000):
            if isinstance(app.screen, ScoringScreen):
                break
            await pilot.pause(0.01)
        won = next(e for e in session.game.events if isinstance(e, Won))
        assert (won.player, won.from_player, won.flags.robbing_kong) == (2, 1, True)
        assert app.screen.content.plain.splitlines()[0] == \
            "Hand 1: Cat wins on 9s (robbing Bob's kong)"
