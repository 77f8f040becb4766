"""Log and export sentences read as English: the second person for ``You``, one set in
the singular, a ruleset's word said once."""

from __future__ import annotations

import random

from bots.defence import threats
from mahjong_tui.engine.events import (
    FlowerReplaced,
    HandStarted,
    Payment,
    TilesExchanged,
    redact,
)
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import parse_tiles
from mahjong_tui.i18n.describe import describe_event
from mahjong_tui.i18n.tiles import label as tile_label
from mahjong_tui.persistence.history.account import format_account

NAMES = ("You", "Bob", "Cat", "Dan")


def test_you_pass_and_receive_in_the_second_person() -> None:
    event = TilesExchanged(0, tuple(parse_tiles("679m")), tuple(parse_tiles("116m")), 1, 3)
    assert describe_event(event, NAMES, "en") == "You pass 679m to Bob, receiving 116m"
    other = TilesExchanged(3, tuple(parse_tiles("679m")), tuple(parse_tiles("116m")), 0, 2)
    assert describe_event(other, NAMES, "en") == "Dan passes 679m to you, receiving 116m"


def test_you_deal() -> None:
    event = HandStarted(0, 0, 0, (0, 1, 2, 3), (0, 0, 0, 0))
    assert describe_event(event, NAMES, "en") == "Hand 1 (East round): You deal"


def test_the_not_ready_payment_names_its_rule_once() -> None:
    event = Payment("not ready", 1, (2, -4, 2, 0), "查大叫")
    line = describe_event(event, NAMES, "en")
    assert line == "Bob: not ready at the draw (查大叫): You +2, Bob -4, Cat +2"
    assert line.count("查大叫") == 1


def test_the_export_says_you_deal() -> None:
    event = HandStarted(0, 0, 0, (0, 1, 2, 3), (0, 0, 0, 0))
    text = format_account([event], NAMES, lang="en")
    assert text.splitlines()[0] == "=== Hand 1 - East round, You deal ==="


def test_one_set_down_is_singular() -> None:
    rng = random.Random(4)
    for seed in range(40):
        game = Game.new(seed)
        while not game.is_over and game.hands_played == 0:
            for view in (game.view(p) for p in range(4)):
                for threat in threats(view):
                    if len(view.melds[threat.player]) == 1 and threat.why:
                        assert threat.why.startswith("1 set down, "), threat.why
                        return
            player = game.to_act()[0]
            game.apply(player, rng.choice(game.legal_actions(player)))
    raise AssertionError("no position with one set down and a late wall")


def _first_flower(seed: int = 0) -> tuple[Game, FlowerReplaced]:
    for s in range(seed, seed + 50):
        game = Game.new(s)
        rng = random.Random(s)
        while not game.is_over and game.hands_played == 0:
            found = [e for e in game.events if isinstance(e, FlowerReplaced)
                     and e.replacement is not None]
            if found:
                return game, found[0]
            player = game.to_act()[0]
            game.apply(player, rng.choice(game.legal_actions(player)))
    raise AssertionError("no flower drawn")


def test_a_flower_replacement_is_logged_with_its_tile_for_its_owner_only() -> None:
    _, event = _first_flower()
    assert event.replacement is not None
    owner = describe_event(event, NAMES, "en")
    flower, drawn = tile_label(event.flower, "en"), tile_label(event.replacement, "en")
    assert owner == (f"{NAMES[event.player]} sets aside {flower} and draws a replacement "
                     f"({drawn})").replace("You sets", "You set").replace("You draws",
                                                                          "You draw")
    seen = redact(event, (event.player + 1) % 4)
    assert describe_event(seen, NAMES, "en") == (
        f"{NAMES[event.player]} sets aside {flower} and draws a replacement"
        .replace("You sets", "You set").replace("You draws", "You draw"))
    zh_flower = tile_label(event.flower, "zh")
    assert describe_event(seen, NAMES, "zh") == f"{NAMES[event.player]} 补花 {zh_flower}，补牌"


def test_the_export_rebuilds_a_hand_with_flowers() -> None:
    game, event = _first_flower()
    text = format_account(game.events, NAMES, lang="en")
    drawn = tile_label(event.replacement, "en") if event.replacement else ""
    assert f"and draws a replacement ({drawn})" in text
