"""The shared bot on hand-built views: wild tiles from the ``"wilds"`` note, claims
only when they help, every offered win taken, dispatch by rule family."""

from __future__ import annotations

from guizhou_helpers import guizhou_game

from bots import get_bot
from bots.dispatch import PerRuleset
from bots.regional import RegionalBot
from mahjong_tui.engine.actions import ConcealedKong, Discard, Win
from mahjong_tui.engine.tiles import parse_tile, parse_tiles

HANDS = ["1m1m2m3m5p6p7p7s8s9s1s9p5s4m", "56789m9m123p456s9p", "2233m88p123s4p6p7m8m",
         "44m66m99m11s33s2p3p7s"]


def _view(hand: str, wilds: tuple[int, ...] = ()):  # type: ignore[no-untyped-def]
    game = guizhou_game(HANDS)
    view = game.view(0)
    tiles = sorted(parse_tiles(hand))
    return view.evolve(concealed=tuple(tiles[:-1]), drawn=tiles[-1],
                       legal=tuple(Discard(t) for t in dict.fromkeys(tiles)),
                       notes=(("wilds", wilds),))


def test_a_wild_is_kept_and_counted() -> None:
    # 1m is wild and stands for the 1m of 123m: one step from ready; every level keeps it.
    view = _view("1m 23m 567p 789s 55s 4p 9p 9m", wilds=(0,))
    for level in ("beginner", "standard", "expert"):
        choice = RegionalBot(level, 1).decide(view)
        assert isinstance(choice, Discard) and choice.tile != parse_tile("1m"), level


def test_without_the_note_the_same_tile_is_plain() -> None:
    view = _view("1m 23m 567p 789s 55s 4p 9p 9m")
    bot = RegionalBot("standard", 1)
    bot.decide(view)
    assert "shanten" in (bot.reason() or "") or "ready" in (bot.reason() or "")


def test_every_offered_win_is_taken_and_dispatch_picks_the_shared_bot() -> None:
    view = _view("123m456m789m123p55p").evolve(legal=(Win(), Discard(parse_tile("5p"))))
    bot = get_bot("standard", 3)
    assert isinstance(bot, PerRuleset)
    assert bot.decide(view) == Win()
    assert "every offered win" in (bot.reason() or "")


def test_a_concealed_kong_that_keeps_the_shanten_is_declared() -> None:
    view = _view("1111m 234m 567p 789s 5p")
    view = view.evolve(legal=(ConcealedKong(parse_tile("1m")), *view.legal))
    assert RegionalBot("standard", 0).decide(view) == ConcealedKong(parse_tile("1m"))
