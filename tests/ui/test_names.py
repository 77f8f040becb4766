"""Names belong to players; seat winds are drawn beside them and change every hand."""

from __future__ import annotations

from mahjong_tui.cli import main
from mahjong_tui.engine.game import Game
from mahjong_tui.ui.model import table_display
from mahjong_tui.ui.setup import FallbackBot, GameSpec, new_session, player_names
from mahjong_tui.ui.text import seat_header


def test_default_names() -> None:
    assert player_names((0,)) == ("You", "Bot 1", "Bot 2", "Bot 3")
    assert player_names((2,)) == ("Bot 1", "Bot 2", "You", "Bot 3")
    assert player_names((0, 1)) == ("Player 1", "Player 2", "Bot 1", "Bot 2")
    assert player_names((0, 1, 2), ("Ann", "", "Cat")) == ("Ann", "Player 2", "Cat", "Bot 1")
    assert player_names(()) == ("Bot 1", "Bot 2", "Bot 3", "Bot 4")
    levels = ("expert",) * 4
    assert new_session(GameSpec(1, (0,), levels)).names == ("You", "Bot 1", "Bot 2", "Bot 3")
    session = new_session(GameSpec(1, (0, 1), levels, names=("Ann", "Bob")))
    assert session.names == ("Ann", "Bob", "Bot 1", "Bot 2")


def _second_hand(game: Game) -> None:
    bot = FallbackBot()
    while game.view(0).hand_number == 0:
        player = game.to_act()[0]
        game.apply(player, bot.decide(game.view(player)))


def test_winds_follow_the_hand_and_names_stay() -> None:
    names = player_names((0,))
    game = Game.new(7, players=names, hands=2)
    first = table_display(game.view(0), names)
    assert seat_header(first.seats[0], "zh").plain.startswith("東 You 500 庄")
    assert seat_header(first.seats[1], "zh").plain.startswith("南 Bot 1 500 ▮13")
    _second_hand(game)
    second = table_display(game.view(0), names)
    # Player 1 deals hand 2: player 0 now sits North, and is still "You".
    assert seat_header(second.seats[0], "en").plain.startswith("N You ")
    assert seat_header(second.seats[1], "zh").plain.startswith("東 Bot 1 ")
    assert "dealer" in seat_header(second.seats[1], "en").plain


def test_hotseat_names_option_is_checked(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["hotseat", "--humans", "2", "--names", "Ann,Bob,Cat"]) == 2
    assert capsys.readouterr().err.strip() == "mahjong-tui hotseat: 3 names for 2 humans"
    assert main(["hotseat", "--humans", "2", "--names", "Ann,Ann"]) == 2
    assert "must be different" in capsys.readouterr().err


def test_the_log_speaks_to_you_in_the_second_person() -> None:
    from mahjong_tui.engine.events import Discarded, WallBroken
    from mahjong_tui.engine.tiles import Tile
    from mahjong_tui.i18n.describe import describe_event

    names = player_names((0,))
    assert describe_event(Discarded(0, Tile.parse("5m")), names, "en") == "You discard 5m"
    assert describe_event(Discarded(1, Tile.parse("5m")), names, "en") == "Bot 1 discards 5m"
    assert describe_event(WallBroken(0, 9, (0, 9), (0, 8)), names, "en") == \
        "The wall is broken 9 stacks into your wall"
    assert describe_event(Discarded(0, Tile.parse("P")), player_names((0,), lang="zh"),
                          "zh") == "你 打出 白"


def test_the_log_line_of_an_exhausted_wall_does_not_call_it_a_draw() -> None:
    """In Sichuan's blood battle the wall often runs out after wins: the log line only
    says the wall is exhausted (the hand's end says whether it was a draw)."""
    from mahjong_tui.engine.events import WallExhausted
    from mahjong_tui.i18n.describe import describe_event

    names = player_names((0,))
    assert describe_event(WallExhausted(), names, "en") == "The wall is exhausted"
    assert describe_event(WallExhausted(), player_names((0,), lang="zh"), "zh") == "牌墙摸完"
    assert WallExhausted().describe(names) == "The wall is exhausted"


async def test_hotseat_from_the_start_screen_asks_the_names() -> None:
    from mahjong_tui.persistence.settings import Settings
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.screen_text import screen_text
    from mahjong_tui.ui.screens.names import NamesScreen
    from mahjong_tui.ui.screens.prompts import CurtainScreen
    from mahjong_tui.ui.screens.start import StartScreen

    app = MahjongApp(Settings(language="en", speed="instant", bot_level="random"), None,
                     save=False, seed_source=lambda: 5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await pilot.press("3")
        await pilot.pause()
        assert isinstance(app.screen, NamesScreen)
        assert "Players' names" in screen_text(app)
        await pilot.press("A", "n", "n", "enter", "enter", "A", "n", "n", "enter")
        await pilot.pause()
        assert "The names must be different" in screen_text(app)
        await pilot.press("backspace", "backspace", "backspace", "C", "a", "t", "enter")
        for _ in range(300):
            if isinstance(app.screen, CurtainScreen):
                break
            await pilot.pause(0.01)
        assert isinstance(app.screen, CurtainScreen)
        table = app.screen_stack[-2]
        assert table.session.names == ("Ann", "Player 2", "Cat", "Bot 1")
