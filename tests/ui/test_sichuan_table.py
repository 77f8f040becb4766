"""The Sichuan table: the exchange and void prompts, the seats' marks, the greyed
tiles, the call-outs and the settlement (Pilot and plain-value tests)."""

from __future__ import annotations

from sichuan_ui_helpers import NAMES, PlainBot, play_until, session, sichuan_game
from uihelpers import eventually, make_app, wait_for_prompt_or_turn, wait_for_turn

from mahjong_tui.engine.actions import DeclareVoid, Discard, Exchange
from mahjong_tui.engine.events import HandEnded, HandStarted, Payment, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import Suit, parse_tiles
from mahjong_tui.engine.views import Phase
from mahjong_tui.rulesets.sichuan.scoring.types import SichuanFan, SichuanScore
from mahjong_tui.ui.model import table_display
from mahjong_tui.ui.screens.prompts import CurtainScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.session import hand_end_events
from mahjong_tui.ui.sichuan.hand_marks import dimmed_tiles, hand_marks
from mahjong_tui.ui.sichuan.settlement import settlement_text
from mahjong_tui.ui.sichuan.setup_prompts import ExchangeScreen, VoidScreen
from mahjong_tui.ui.sichuan.table_info import discard_reason, seat_marks, win_callout
from mahjong_tui.ui.widgets.hand import HandBar
from mahjong_tui.ui.widgets.seat import SeatPanel


def _score(fans: tuple[SichuanFan, ...], total: int, value: int) -> SichuanScore:
    return SichuanScore(True, fans, total, total, value, value, "", "")


def _won(player: int, frm: int | None, tile: str, payments: tuple[int, ...],
         fans: tuple[SichuanFan, ...] = (), total: int = 0, value: int = 1) -> Won:
    return Won(player, frm, parse_tiles(tile)[0], _score(fans, total, value), None,
               payments, ((), (), (), ()), ((), (), (), ()))


def test_settlement_lists_every_win_then_every_payment_then_the_net() -> None:
    flush = SichuanFan("FullFlush", "清一色", "full flush", 2, 1)
    events = [
        HandStarted(0, 0, 0, (0, 1, 2, 3), (0, 0, 0, 0)),
        Payment("kong", 1, (-2, 4, -2, 0), "暗杠 5p"),
        _won(2, 0, "3s", (-4, 0, 4, 0), (flush,), 2, 4),
        _won(3, 0, "3s", (-1, 0, 0, 1)),
        Payment("not ready", 0, (-2, 2, 0, 0), "best wait 3s: 2"),
        HandEnded(0, 2, (-9, 6, 2, 1), (-9, 6, 2, 1), ((),) * 4, ((),) * 4, (2, 3)),
    ]
    assert settlement_text(events, NAMES, lang="en").plain.splitlines() == [
        "Hand 1: 2 wins",
        "1st  Cat wins on 3s (on Ann's discard)  一炮多响 multiple win",
        "     清一色 full flush: 2 fan",
        "     = 2 fan, value 4",
        "     Cat +4 from Ann -4",
        "2nd  Dan wins on 3s (on Ann's discard)  一炮多响 multiple win",
        "     平胡 plain win: 0 fan",
        "     = 0 fan, value 1",
        "     Dan +1 from Ann -1",
        "Payments",
        "  Bob: kong (暗杠 5p): Ann -2, Bob +4, Cat -2",
        "  Ann: not ready at the draw (查大叫) (best wait 3s: 2): Ann -2, Bob +2",
        "Net this hand -> match total",
        "  E Ann    -9 ->    -9",
        "  S Bob    +6 ->     6",
        "  W Cat    +2 ->     2  won 1st",
        "  N Dan    +1 ->     1  won 2nd",
    ]


def test_win_callout_names_the_place_and_a_multiple_win() -> None:
    one = _won(2, 0, "3s", (-1, 0, 1, 0))
    two = _won(3, 0, "3s", (-1, 0, 0, 1))
    assert win_callout([one], NAMES, 1) == "Cat wins 1st (on Ann, 3s)"
    assert win_callout([one, two], NAMES, 2) == \
        "一炮多响 multiple win on 3s: Cat (2nd), Dan (3rd)"
    assert win_callout([Payment("kong", 1, (0, 0, 0, 0))], NAMES) is None


def test_void_tiles_are_marked_and_the_others_greyed_with_the_reason() -> None:
    game = sichuan_game(4)
    play_until(game, lambda g: g.view(0).phase is Phase.TURN and 0 in g.to_act())
    view = game.view(0)
    display = table_display(view, NAMES, viewer=0)
    tiles = view.concealed + ((view.drawn,) if view.drawn else ())
    void = view.voids[0]
    assert void is Suit.CHARACTERS  # the plain bots declare the first offer
    marks = hand_marks(display, tiles)
    assert [i for i, m in marks if m == "void"] == [i for i, t in enumerate(tiles)
                                                    if t.suit is void]
    dimmed = dimmed_tiles(view.legal, tiles)
    assert dimmed == tuple(i for i, t in enumerate(tiles) if t.suit is not void)
    assert discard_reason(view.legal, tiles, void, "zh") == "先打万（定缺）"
    assert discard_reason(view.legal, tiles, void, "en") == "characters first (void suit)"
    assert discard_reason((Discard(tiles[0]),), tiles[:1], void, "zh") is None
    assert seat_marks(display.seats[0], "en").plain == "void characters"


async def test_exchange_then_void_at_the_table() -> None:
    game = sichuan_game(4)
    app = make_app(session(game))
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: isinstance(app.screen, ExchangeScreen))
        screen = app.screen
        assert isinstance(screen, ExchangeScreen)
        suggested = screen.chosen()
        assert suggested in game.view(0).legal  # the suggestion starts picked
        # Unpick one: three of one suit are needed, nothing is sent.
        screen.cursor = screen.picked[0]
        await pilot.press("space")
        await pilot.press("enter")
        assert app.screen is screen and len(screen.picked) == 2
        assert "Pick three tiles of one suit (2 picked)" in str(
            screen.query_one("#setup-message").render())
        assert game.view(0).table.setup == "exchange"
        await pilot.press("r", "enter")
        await eventually(pilot, lambda: isinstance(app.screen, VoidScreen))
        void = app.screen
        assert isinstance(void, VoidScreen)
        assert void.view.given == suggested.tiles
        assert void.note.startswith("die ")
        # After this exchange Ann holds no bamboo, so bamboo is the only void offered.
        assert [o.suit for o in void.options] == [Suit.BAMBOO]
        await pilot.press("p", "enter")  # not offered: the choice stays on bamboo
        await eventually(pilot, lambda: game.view(0).voids[0] is not None)
        assert game.view(0).voids == (Suit.BAMBOO, Suit.CHARACTERS, Suit.CHARACTERS,
                                      Suit.CHARACTERS)
        assert DeclareVoid(Suit.BAMBOO) not in game.view(0).legal
        assert not isinstance(suggested, DeclareVoid) and isinstance(suggested, Exchange)


async def test_a_won_seat_stays_with_its_mark_and_play_goes_on() -> None:
    game = sichuan_game(4)
    play_until(game, lambda g: bool(g.table_view().winners))
    assert game.table_view().winners == (2,)
    app = make_app(session(game, humans=(1,)))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_prompt_or_turn(pilot, app)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        d = table.display_value
        assert d is not None and d.seats[2].won_rank == 1
        assert d.seats[2].win_tile == parse_tiles("5p")[0] and d.seats[2].hand is not None
        assert seat_marks(d.seats[2], "en").plain == "void characters won 1st 5p hand +1"
        # At 80 columns the side panel is narrower than the marks: they wrap between
        # pieces instead of running off the screen.
        panel = next(p for p in table.query(SeatPanel) if p.seat == d.seats[2])
        width = panel.size.width
        assert width < len("void characters won 1st 5p hand +1")
        lines = panel.text().plain.split("\n")
        assert all(len(line.rstrip()) <= width for line in lines)
        assert lines[:3] == ["W Cat 1", "void characters", "won 1st 5p hand +1"]
        assert d.rules == "sichuan" and d.family == "sichuan"
        assert not game.is_over and 2 not in game.to_act()


def test_hand_end_events_keep_the_payments() -> None:
    game = sichuan_game(4)
    play_until(game, lambda g: g.is_over, [PlainBot() for _ in range(4)])
    kept = hand_end_events(game.events)
    assert [type(e).__name__ for e in kept if not isinstance(e, HandStarted)] == [
        "Won", "Payment", "Payment", "WallExhausted", "Payment", "Payment", "Payment",
        "HandEnded"]


async def test_hotseat_exchange_and_void_behind_the_curtain() -> None:
    game = sichuan_game(4)
    app = make_app(session(game, humans=(0, 1)))
    seen: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(4):  # Ann's exchange, Bob's exchange, Ann's void, Bob's void
            await eventually(pilot, lambda: isinstance(app.screen, CurtainScreen))
            seen.append(type(app.screen).__name__)
            await pilot.press("enter")
            await eventually(pilot, lambda: isinstance(app.screen, ExchangeScreen | VoidScreen))
            prompt = app.screen
            assert isinstance(prompt, ExchangeScreen | VoidScreen)
            seen.append(f"{type(prompt).__name__} {prompt.view.player}")
            if isinstance(prompt, VoidScreen) and prompt.view.player == 0:
                # Bob has not declared: nobody's void suit is shown yet.
                assert game.view(0).voids == (None, None, None, None)
            await pilot.press("enter")
        await eventually(pilot, lambda: game.view(0).voids[1] is not None)
    assert seen == ["CurtainScreen", "ExchangeScreen 0", "CurtainScreen", "ExchangeScreen 1",
                    "CurtainScreen", "VoidScreen 0", "CurtainScreen", "VoidScreen 1"]


async def test_the_large_table_draws_the_shorter_sichuan_walls() -> None:
    game = sichuan_game(4)
    play_until(game, lambda g: g.view(0).phase is not Phase.SETUP)
    app = make_app(session(game))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for_prompt_or_turn(pilot, app)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        assert table.has_class("-large")
        assert [len(w) for w in game.view(0).wall.stacks] == [14, 13, 14, 13]


async def test_the_cursor_starts_on_a_void_tile_while_the_void_suit_must_go() -> None:
    def void_and_other_drawn(g: Game) -> bool:
        v = g.view(0)
        return v.phase is Phase.TURN and 0 in g.to_act() and v.drawn is not None \
            and v.drawn.suit is not v.voids[0] and any(t.suit is v.voids[0]
                                                       for t in v.concealed)

    game = sichuan_game(1)
    play_until(game, void_and_other_drawn)  # the drawn tile is greyed
    view = game.view(0)
    app = make_app(session(game))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await wait_for_turn(pilot, app)
        hand = table.query_one(HandBar)
        tiles = hand.all_tiles
        allowed = [i for i, t in enumerate(tiles) if Discard(t) in view.legal]
        assert hand.cursor == allowed[-1] and tiles[hand.cursor].suit is view.voids[0]
        before = len(view.discards[0])
        await pilot.press("enter")  # discards the tile under the cursor, a void tile
        await eventually(pilot, lambda: len(game.view(0).discards[0]) > before)
        assert game.view(0).discards[0][before] == tiles[allowed[-1]]
