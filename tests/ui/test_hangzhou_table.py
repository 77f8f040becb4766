"""The table shows what a ruleset adds: Hangzhou's 财神 and the turned-up indicator in
the centre (both languages, 80×24), the wild tiles marked in the player's hand, the
log lines of tiles turned up and abandoned hands, and a Hangzhou settlement."""

from __future__ import annotations

import pytest
from sichuan_ui_helpers import NAMES, PlainBot, play_until
from uihelpers import eventually, make_app

from mahjong_tui.engine.events import HandAbandoned, TilesTurnedUp, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import TILES, parse_tile
from mahjong_tui.i18n.describe import describe_event
from mahjong_tui.rulesets import get_ruleset
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.session import LiveSession, hand_end_events
from mahjong_tui.ui.sichuan.settlement import settlement_text
from mahjong_tui.ui.widgets.hand import HandBar
from mahjong_tui.ui.widgets.seat import CentrePanel

HANGZHOU = get_ruleset("hangzhou")


def _seed_with_a_wild_in_hand() -> int:
    """The first seed whose dealer (player 0) is dealt a 财神."""
    for seed in range(200):
        game = Game.new(seed, HANGZHOU, players=NAMES, hands=1, first_dealer=0)
        wilds = game.view(0).note("wilds")
        if any(t.index in wilds for t in game.view(0).concealed):
            return seed
    raise AssertionError("no seed deals a 财神 to player 0")


SEED = _seed_with_a_wild_in_hand()


def _game() -> Game:
    return Game.new(SEED, HANGZHOU, players=NAMES, hands=1, first_dealer=0)


def _app(game: Game, lang: str):  # type: ignore[no-untyped-def]
    agents = [None, PlainBot(), PlainBot(), PlainBot()]
    return make_app(LiveSession(game, agents, NAMES), language=lang)  # type: ignore[arg-type]


def _table(app) -> TableScreen:  # type: ignore[no-untyped-def]
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


@pytest.mark.parametrize(("lang", "wild_word", "turned_word"),
                         [("en", "wild", "turned up"), ("zh", "财神", "翻牌")])
async def test_the_centre_shows_the_wild_and_the_indicator(lang: str, wild_word: str,
                                                           turned_word: str) -> None:
    from mahjong_tui.i18n.tiles import label

    game = _game()
    indicator = game.view(0).note("indicator")
    app = _app(game, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: _table(app).turn_open)
        text = _table(app).query_one(CentrePanel).text().plain
        assert f"{wild_word} {label(indicator, lang)}" in text
        assert f"{turned_word} {label(indicator, lang)}" in text


async def test_the_wild_tiles_are_marked_in_the_hand() -> None:
    game = _game()
    wilds = game.view(0).note("wilds")
    app = _app(game, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await eventually(pilot, lambda: _table(app).turn_open)
        bar = _table(app).query_one(HandBar)
        expected = tuple((i, "wild") for i, t in enumerate(bar.all_tiles)
                         if t.index in wilds)
        assert expected
        assert tuple(m for m in bar.marks if m[1] == "wild") == expected


def test_turned_up_tiles_and_abandoned_hands_in_the_log() -> None:
    turned = TilesTurnedUp((parse_tile("5p"),), ())
    assert describe_event(turned, NAMES, "en") == "Turned up: 5p"
    assert describe_event(turned, NAMES, "zh") == "翻牌：5饼"
    abandoned = HandAbandoned("three players konged")
    assert describe_event(abandoned, NAMES, "en") == "The hand is a draw: three players konged"
    assert describe_event(abandoned, NAMES, "zh") == "流局：three players konged"


def _won_game() -> Game:
    for seed in range(50):
        game = Game.new(seed, HANGZHOU, players=NAMES, hands=1)
        play_until(game, lambda g: g.is_over)
        if any(isinstance(e, Won) for e in game.events):
            return game
    raise AssertionError("no win in 50 seeded hands")


def test_a_hangzhou_win_in_the_log_and_the_settlement() -> None:
    game = _won_game()
    won = next(e for e in game.events if isinstance(e, Won))
    times = won.result.multiplier
    line = describe_event(won, NAMES, "en")
    assert line.startswith(f"{NAMES[won.player]} wins on {won.tile.text} (")
    assert line.endswith(f"): ×{times}")
    assert describe_event(won, NAMES, "zh").endswith(f"：×{times}")
    text = settlement_text(hand_end_events(game.events), NAMES).plain
    value = won.result.value
    assert "     倍数：\n       底分" in text
    assert f"    1 × {times} 倍 = 每个付款者 {value}\n" in text
    for bonus in won.result.fans:
        assert f"       {bonus.zh} " in text and f"×{bonus.factor}\n" in text


def test_notes_label_every_published_key_in_both_languages() -> None:
    from mahjong_tui.i18n import catalogue

    en, zh = catalogue("en").notes, catalogue("zh").notes
    assert set(en) == set(zh) >= {"wilds", "indicator", "floor", "kept_back"}
    assert all(en[k] != zh[k] for k in en)


def test_a_note_value_that_names_no_tile_is_shown_as_text() -> None:
    from mahjong_tui.ui.notes import note_lines

    lines = note_lines((("floor", 2), ("kept_back", 16), ("wilds", (TILES[13].index,))),
                       "en")
    assert [t.plain for t in lines] == ["floor 2", "kept back 16", "wild 5p"]
    assert [t.plain for t in note_lines((("wilds", (13,)),), "zh")] == ["财神 5饼"]


def test_table_80x24_with_the_wild(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = _app(_game(), "en")

    async def until_human(pilot) -> None:  # type: ignore[no-untyped-def]
        await eventually(pilot, lambda: _table(app).turn_open)

    assert snap_compare(app, terminal_size=(80, 24), run_before=until_human)


def test_table_80x24_with_the_wild_zh(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = _app(_game(), "zh")

    async def until_human(pilot) -> None:  # type: ignore[no-untyped-def]
        await eventually(pilot, lambda: _table(app).turn_open)

    assert snap_compare(app, terminal_size=(80, 24), run_before=until_human)
