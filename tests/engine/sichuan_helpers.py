"""Shared helpers for the Sichuan engine tests: stacked 108-tile walls and setup."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine_helpers import LIVE_START, SEAT_SLOTS

from mahjong_tui.engine.actions import Action, DeclareVoid, Discard, Exchange, Pass, Win
from mahjong_tui.engine.events import Event, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import Suit, Tile, parse_tiles
from mahjong_tui.engine.views import Phase
from mahjong_tui.engine.wall import Deal, arrange_deal
from mahjong_tui.rulesets.sichuan.ruleset import GEOMETRY, SICHUAN, SICHUAN_SBR, SichuanRuleset

__all__ = ["CHENGDU_NO_EXCHANGE", "SBR", "SUIT", "declare_voids", "exchange",
           "play_out", "ring_deal", "sichuan_deal", "sichuan_game", "tiles"]

CHENGDU_NO_EXCHANGE = replace(SICHUAN, exchange=False)
"""The Chengdu preset without the exchange, so stacked hands stay as dealt."""

SBR = SICHUAN_SBR

WIN, PASS = Win(), Pass()

SUIT = {"m": Suit.CHARACTERS, "p": Suit.DOTS, "s": Suit.BAMBOO}


def tiles(text: str) -> tuple[Tile, ...]:
    """Tiles from notation, as a tuple."""
    return tuple(parse_tiles(text))


def sichuan_deal(hands: Sequence[str | None], live: str = "", *, last: str = "",
                 ruleset: SichuanRuleset = SICHUAN, dice: tuple[int, int] = (3, 4),
                 die: int = 1) -> Deal:
    """A 108-tile deal giving seat ``s`` (0 = dealer) the tiles ``hands[s]`` (14 for
    the dealer, 13 for the others) and then ``live`` at the front of the live wall
    (kong replacements included, they are the next live tile) and ``last`` at its
    end (the wall's last tile last). The other tiles fill
    the rest in sorted order, the hands given as ``None`` first. ``die`` is the
    exchange die."""
    slots: dict[int, Tile] = {}
    for seat, text in enumerate(hands):
        if text is None:
            continue
        seat_tiles = parse_tiles(text)
        assert len(seat_tiles) == len(SEAT_SLOTS[seat]), (seat, len(seat_tiles))
        for i, t in zip(SEAT_SLOTS[seat], seat_tiles, strict=True):
            slots[i] = t
    for k, t in enumerate(parse_tiles(live)):
        slots[LIVE_START + k] = t
    end = parse_tiles(last)
    for k, t in enumerate(end):
        slots[GEOMETRY.total_tiles - len(end) + k] = t
    pool = ruleset.tile_set()
    for t in slots.values():
        pool.remove(t)
    free = [i for seat, text in enumerate(hands) if text is None for i in SEAT_SLOTS[seat]]
    free += [i for i in range(GEOMETRY.total_tiles) if i not in slots and i not in free]
    for i, t in zip(free, pool, strict=True):
        slots[i] = t
    return ring_deal([slots[i] for i in range(GEOMETRY.total_tiles)], ruleset=ruleset,
                     dice=dice, die=die)


def ring_deal(ring: Sequence[Tile], *, ruleset: SichuanRuleset = SICHUAN,
              dice: tuple[int, int] = (3, 4), die: int = 1) -> Deal:
    """The deal whose tiles come off the wall in ``ring`` order (seat ``s`` gets the
    ring slots ``SEAT_SLOTS[s]``, the live wall starts at slot ``LIVE_START``)."""
    probe = Deal((), dice, (), (die,))
    return arrange_deal(list(ring), dice, (), geometry=GEOMETRY,
                        brk=ruleset.wall_break(probe), extra_dice=(die,))


def sichuan_game(hands: Sequence[str | None], live: str = "", *, last: str = "",
                 ruleset: SichuanRuleset = CHENGDU_NO_EXCHANGE, die: int = 1,
                 voids: str | None = None, hands_played: int = 1,
                 first_dealer: int = 0) -> Game:
    """A game of ``hands_played`` hands, the first on a stacked deal: ``hands[s]`` goes
    to seat ``s`` in play order from ``first_dealer``. With ``voids`` (one letter per
    player, e.g. ``"mmps"``) the void suits are declared at once."""
    deal = sichuan_deal(hands, live, last=last, ruleset=ruleset, die=die)
    game = Game.new(0, ruleset, deals=[deal], hands=hands_played, first_dealer=first_dealer)
    if voids is not None:
        declare_voids(game, voids)
    return game


def play_out(game: Game, *, take_wins: bool = True) -> list[Event]:
    """Play the current hand to its end: everyone discards the tile just drawn (else
    the last legal action), passes every claim and takes every win offered (with
    ``take_wins=False`` only the wins that must be taken). Returns the events; asserts
    that players who have won are never asked anything."""
    events: list[Event] = []
    won: set[int] = set(game.table_view().winners)
    number = game.hand_number
    while not game.is_over and game.hand_number == number:
        to_act = game.to_act()
        assert not won & set(to_act), (to_act, won)
        p = to_act[0]
        legal = game.legal_actions(p)
        drawn = game.view(p).drawn
        if legal == (WIN,) or (take_wins and WIN in legal):
            action: Action = WIN
        elif game.table_view().phase is Phase.TURN:
            action = Discard(drawn) if drawn and Discard(drawn) in legal else legal[-1]
        else:
            action = PASS
        new = game.apply(p, action)
        events.extend(new)
        won.update(e.player for e in new if isinstance(e, Won))
    return events


def exchange(game: Game, given: Sequence[str]) -> list[Event]:
    """Every player lays down the three tiles ``given[p]``; returns the events."""
    events: list[Event] = []
    for p in range(4):
        events.extend(game.apply(p, Exchange(tiles(given[p]))))
    return events


def declare_voids(game: Game, voids: str) -> list[Event]:
    """Every player declares the void suit ``voids[p]`` (a letter); returns the events."""
    events: list[Event] = []
    for p, letter in enumerate(voids):
        events.extend(game.apply(p, DeclareVoid(SUIT[letter])))
    return events
