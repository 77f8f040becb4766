"""The fan encyclopedia and the what-if calculator: Pilot tests and snapshots."""

from __future__ import annotations

from textual.widgets import Checkbox, Input, OptionList

from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.calculator_screen import CalculatorScreen
from mahjong_tui.ui.encyclopedia_screen import EncyclopediaScreen


def _start_app() -> MahjongApp:
    return MahjongApp(Settings(language="en"), None, save=False)


async def test_encyclopedia_opens_from_the_start_screen_and_searches() -> None:
    app = _start_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, EncyclopediaScreen)
        assert len(screen.shown) == 82
        assert str(screen.query_one("#ency-text").render()).startswith(
            "大四喜  Big Four Winds   88 fan  (#1)")
        await pilot.press("1", "6")
        await pilot.pause()
        assert [e.en for e in screen.shown] == [
            "Pure Straight", "Three-Suited Terminal Chows", "Pure Shifted Chows", "All Five",
            "Triple Pung", "Three Concealed Pungs"]
        await pilot.press("enter", "down")
        await pilot.pause()
        assert screen.query_one("#ency-list", OptionList).highlighted == 1
        page = str(screen.query_one("#ency-text").render())
        assert page.splitlines()[0] == "三色双龙会  Three-Suited Terminal Chows   16 fan  (#29)"
        assert "Not counted with it (不计): 平和 All Chows, 无字 No Honors" in page
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, EncyclopediaScreen)


async def test_encyclopedia_says_when_nothing_matches() -> None:
    app = _start_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("e")
        await pilot.pause()
        screen = app.screen
        screen.query_one("#ency-search", Input).value = "zzz"
        await pilot.pause()
        assert screen.shown == ()
        assert str(screen.query_one("#ency-text").render()) == "No fan matches the search."


async def test_calculator_scores_and_rejects_bad_input_without_losing_the_result() -> None:
    app = _start_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CalculatorScreen)
        screen.query_one("#calc-hand", Input).value = "123m 456m 789m 23p 55s"
        screen.query_one("#calc-win", Input).value = "1p"
        screen.query_one("#calc-self_drawn", Checkbox).value = True
        await pilot.press("enter")
        await pilot.pause()
        lines = screen.result_text.plain.splitlines()
        assert lines[3:] == [
            "Seat East, prevalent East, won self-drawn 自摸",
            "Fan                                pts  x  sum",
            "清龙 Pure Straight                  16  1   16",
            "不求人 Fully Concealed Hand          4  1    4",
            "平和 All Chows                       2  1    2",
            "喜相逢 Mixed Double Chow             1  1    1",
            "Total                                       23",
        ]
        before = screen.result_text
        screen.query_one("#calc-melds", Input).value = "EEX"
        await pilot.press("enter")
        await pilot.pause()
        assert screen.error.startswith("meld 'EEX'")
        assert "\n" not in screen.error
        assert screen.result_text is before


async def test_calculator_flags_a_win_under_eight() -> None:
    app = _start_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        screen.query_one("#calc-hand", Input).value = "234m 567p 789s 34s 55s 2s"
        await pilot.press("enter")
        await pilot.pause()
        assert screen.result_text.plain.splitlines()[-1] == (
            "5 fan without flowers: under the 8-fan minimum, not a legal win.")


def test_encyclopedia_snapshot_120x40(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def open_it(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("3", "9")
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False  # a blinking cursor would make the snapshot flaky
        # The list filters as the search text changes: give a loaded machine time.
        await pilot.pause(0.3)
        await pilot.pause(0.3)

    assert snap_compare(_start_app(), terminal_size=(120, 40), run_before=open_it)


def test_calculator_snapshot_80x24(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def fill(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.press("s")
        await pilot.pause()
        pilot.app.screen.query_one("#calc-hand", Input).value = "123m 456m 789m 23p 55s 1p"
        await pilot.press("enter")
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False  # a blinking cursor would make the snapshot flaky
        await pilot.pause()
        await pilot.pause()

    assert snap_compare(_start_app(), terminal_size=(80, 24), run_before=fill)


async def test_encyclopedia_sichuan_tables_switch_and_search() -> None:
    app = _start_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("e")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, EncyclopediaScreen)
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert screen.table_name == "Sichuan Chengdu" and len(screen.shown) == 17
        assert str(screen.query_one("#ency-title").render()).startswith(
            "Fan encyclopedia: Sichuan Chengdu, 17 fans")
        await pilot.press("清", "龙")
        await pilot.pause()
        assert [e.zh for e in screen.shown] == ["清龙七对"]
        page = str(screen.query_one("#ency-text").render()).splitlines()
        assert page[0] == "清龙七对  Full Flush Dragon Seven Pairs   5 fan  (#11)"
        assert "Example (sichuan)" in page
        assert "Total                                        5 (cap 4: 4)" in page
        assert "Worth 16 base unit(s): the discarder pays 16" in page
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert screen.table_name == "Sichuan SBR" and screen.shown == ()
        screen.query_one("#ency-search", Input).value = "海底"
        await pilot.pause()
        page = str(screen.query_one("#ency-text").render()).splitlines()
        assert page[0] == "海底  Under the Sea   1 fan  (#10)"
        assert "Worth 2 base unit(s): each player still in pays 3" in page


async def test_encyclopedia_opens_on_the_table_of_the_rules_in_play() -> None:
    from mahjong_tui.engine.game import Game
    from mahjong_tui.rulesets import get_ruleset
    from mahjong_tui.ui.session import LiveSession
    from mahjong_tui.ui.setup import FallbackBot

    names = ("You", "B", "C", "D")
    game = Game.new(2, get_ruleset("sichuan-sbr"), players=names)
    session = LiveSession(game, [None, FallbackBot(), FallbackBot(), FallbackBot()], names)
    app = MahjongApp(Settings(language="en", speed="instant"), session, save=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.3)
        app.action_encyclopedia()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, EncyclopediaScreen)
        assert screen.table_name == "Sichuan SBR" and len(screen.shown) == 10


def test_encyclopedia_sichuan_snapshot_120x40(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def open_it(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("ctrl+t")
        await pilot.press("7")
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False
        await pilot.pause(0.3)
        await pilot.pause(0.3)

    assert snap_compare(_start_app(), terminal_size=(120, 40), run_before=open_it)


def test_sets_grow_from_picked_tiles_and_lose_their_last() -> None:
    from mahjong_tui.engine.tiles import parse_tile
    from mahjong_tui.ui.calculator_screen import add_to_sets, drop_last_tile

    text = ""
    for t in ("1m", "2m", "3m", "E", "E", "E", "5p"):
        text = add_to_sets(text, parse_tile(t))
    assert text == "123m EEE 5p"
    assert add_to_sets("1234m", parse_tile("5m")) == "1234m 5m"
    assert add_to_sets("55p ", parse_tile("5p")) == "55p 5p"
    assert add_to_sets("5555p:concealed", parse_tile("5p")) == "5555p:concealed 5p"
    assert drop_last_tile("123m EEE 5p") == "123m EEE"
    assert drop_last_tile("123m EEE") == "123m EE"
    assert drop_last_tile("123m") == "12m"
    assert drop_last_tile("EEE:left") == ""


async def test_calculator_builds_the_hand_from_the_palette_by_keys_and_clicks() -> None:
    from mahjong_tui.ui.widgets.palette import TilePalette

    app = _start_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CalculatorScreen)
        palette = screen.query_one(TilePalette)
        palette.focus()
        await pilot.pause()
        # 123m 456m 789m: Enter adds the tile under the cursor, right moves it.
        for _ in range(9):
            await pilot.press("enter", "right")
        await pilot.press("down", "left", "left", "left", "left", "left", "left", "left")
        assert palette.kinds[palette.cursor].text == "2p"
        await pilot.press("space", "right", "space")
        await pilot.press("down", "right", "right", "space", "space")  # 55s
        hand = screen.query_one("#calc-hand", Input)
        assert hand.value == "1m 2m 3m 4m 5m 6m 7m 8m 9m 2p 3p 5s 5s"
        await pilot.press("backspace")
        assert hand.value == "1m 2m 3m 4m 5m 6m 7m 8m 9m 2p 3p 5s"
        # A click on 5s (row 3, column 5) adds it back; then the winning tile 1p.
        await pilot.click(TilePalette, offset=(4 * 4 + 1, 2))
        assert hand.value == "1m 2m 3m 4m 5m 6m 7m 8m 9m 2p 3p 5s 5s"
        await pilot.press("w")
        await pilot.click(TilePalette, offset=(1, 1))
        assert screen.query_one("#calc-win", Input).value == "1p"
        assert "[ win ]" not in str(screen.query_one("#calc-target").render())
        screen.query_one("#calc-self_drawn", Checkbox).value = True
        palette.focus()
        await pilot.press("r")
        await pilot.pause()
        assert screen.result_text.plain.splitlines()[-1].split() == ["Total", "23"]
        # Sets from the palette: m, then tiles; n starts the next set.
        await pilot.press("m", "up")
        assert palette.kinds[palette.cursor].text == "1m"
        await pilot.press("enter", "enter", "enter", "n", "down", "enter", "right", "enter")
        assert screen.query_one("#calc-melds", Input).value == "111m 12p"


async def test_calculator_scores_sichuan_under_either_preset() -> None:
    from textual.widgets import Select

    from mahjong_tui.ui.widgets.palette import TilePalette

    app = _start_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CalculatorScreen) and screen.rules == "mcr"
        screen.query_one("#calc-rules", Select).value = "sichuan"
        await pilot.pause()
        assert screen.rules == "sichuan"
        assert len(screen.query_one(TilePalette).kinds) == 27
        assert not screen.query_one("#calc-winds").display
        screen.query_one("#calc-hand", Input).value = "123m 456m 789m 234m 55m"
        screen.query_one("#calc-s-self_drawn", Checkbox).value = True
        await pilot.press("enter")
        await pilot.pause()
        lines = screen.result_text.plain.splitlines()
        assert lines[-4:] == [
            "Fan                                fan  x  sum",
            "清一色 Full Flush                    2  1    2",
            "Total                                        2",
            "Worth 4 base unit(s): each player still in pays 4"]
        assert "void s, won self-drawn 自摸" in lines
        screen.query_one("#calc-rules", Select).value = "sichuan-sbr"
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert screen.result_text.plain.splitlines()[-1] == (
            "Worth 4 base unit(s): each player still in pays 5")
        before = screen.result_text
        screen.query_one("#calc-hand", Input).value = "123m 456m 789m 234m EE"  # no honours
        await pilot.press("enter")
        await pilot.pause()
        assert "\n" not in screen.error and screen.error
        assert screen.result_text is before
        screen.query_one("#calc-rules", Select).value = "mcr"
        await pilot.pause()
        assert len(screen.query_one(TilePalette).kinds) == 34
        assert screen.query_one("#calc-winds").display
