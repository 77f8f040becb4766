"""Sichuan's setup steps through the public API: the exchange of three (换三张) and
the void declaration (定缺), with what each seat may see of them."""

from __future__ import annotations

import itertools
import random

import pytest
from engine_helpers import SEAT_SLOTS, tile
from sichuan_helpers import declare_voids, exchange, ring_deal, sichuan_game, tiles

from mahjong_tui.engine.actions import ConcealedKong, DeclareVoid, Discard, Exchange, Pass, Pung
from mahjong_tui.engine.events import ExchangeDirection, TilesExchanged, VoidsDeclared, redact
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import Suit
from mahjong_tui.engine.views import Phase
from mahjong_tui.rulesets.sichuan.ruleset import SICHUAN, SICHUAN_SBR, SichuanRuleset

M, P, S = Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO

HANDS = ["222m345m567p789p12s", "1112m1111p11999s", "456m678m234p345s6s", "999m888p777s123s4s"]
GIVEN = ["222m", "999s", "456m", "777s"]


def test_exchange_choices_are_every_three_of_one_suit_held() -> None:
    game = sichuan_game(HANDS, ruleset=SICHUAN)
    assert game.to_act() == (0, 1, 2, 3)
    assert game.view(1).table.phase is Phase.SETUP
    assert game.legal_actions(1) == tuple(Exchange(tiles(t)) for t in (
        "111m", "112m", "111p", "119s", "199s", "999s"))
    table = game.table_view()
    for p in range(4):
        held = sorted((*table.concealed[p], *([table.drawn[p]] if table.drawn[p] else [])),
                      key=lambda t: t.index)
        expected = {combo for combo in itertools.combinations(held, 3)
                    if len({t.suit for t in combo}) == 1}
        legal = game.legal_actions(p)
        assert len(legal) == len(expected)
        assert {a.tiles for a in legal if isinstance(a, Exchange)} == expected


@pytest.mark.parametrize(("die", "offset"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_the_die_sends_the_tiles(die: int, offset: int) -> None:
    game = sichuan_game(HANDS, ruleset=SICHUAN, die=die)
    events = exchange(game, GIVEN)
    given = [tiles(t) for t in GIVEN]
    to = [(p + offset) % 4 for p in range(4)]
    frm = [(p - offset) % 4 for p in range(4)]
    assert events == [ExchangeDirection(die, offset)] + [
        TilesExchanged(p, given[p], given[frm[p]], to[p], frm[p]) for p in range(4)]
    for p in range(4):
        view = game.view(p)
        assert (view.given, view.received) == (given[p], given[frm[p]])


def test_exchange_events_views_and_the_dealers_fourteen() -> None:
    game = sichuan_game(HANDS, ruleset=SICHUAN, die=3)
    before = game.view(0)
    assert before.drawn == tile("2s") and len(before.concealed) == 13
    for p in range(3):  # nothing is revealed before the last seat has chosen
        game.apply(p, Exchange(tiles(GIVEN[p])))
        assert not any(isinstance(e, TilesExchanged) for e in game.events)
        assert game.view(p).legal == () and game.view(p).to_act == ()
        assert game.view(3).to_act == (3,)
        assert all(game.view(q).given == () for q in range(4))
    events = game.apply(3, Exchange(tiles(GIVEN[3])))
    assert events == [
        ExchangeDirection(3, 2),
        TilesExchanged(0, tiles("222m"), tiles("456m"), 2, 2),
        TilesExchanged(1, tiles("999s"), tiles("777s"), 3, 3),
        TilesExchanged(2, tiles("456m"), tiles("222m"), 0, 0),
        TilesExchanged(3, tiles("777s"), tiles("999s"), 1, 1),
    ]
    hidden = (None, None, None)
    # Seat 0 passed 222m to seat 2: seat 2 sees them, seats 1 and 3 do not.
    assert redact(events[1], 0) == events[1]
    assert redact(events[1], 2) == events[1]
    assert redact(events[1], 1) == TilesExchanged(0, hidden, hidden, 2, 2)
    assert redact(events[1], 3) == TilesExchanged(0, hidden, hidden, 2, 2)
    # Seat 1 passed to seat 3 and received from seat 3.
    assert redact(events[2], 3) == events[2]
    assert redact(events[2], 0) == TilesExchanged(1, hidden, hidden, 3, 3)
    assert [(game.view(p).given, game.view(p).received) for p in range(4)] == [
        (tiles("222m"), tiles("456m")), (tiles("999s"), tiles("777s")),
        (tiles("456m"), tiles("222m")), (tiles("777s"), tiles("999s"))]
    table = game.table_view()
    assert table.concealed == (tiles("34455m567p789p12s"), tiles("1112m1111p11777s"),
                               tiles("222678m234p345s6s"), tiles("999m888p123s4999s"))
    # The dealer keeps fourteen: his last received tile is set apart as drawn.
    assert table.drawn == (tile("6m"), None, None, None)
    assert game.view(0).drawn == tile("6m") and len(game.view(0).concealed) == 13
    assert table.phase is Phase.SETUP and game.to_act() == (0, 1, 2, 3)
    assert all(isinstance(a, DeclareVoid) for p in range(4) for a in game.legal_actions(p))


def test_void_choices_forced_by_the_suits_held() -> None:
    # Seat 0 holds three suits, seats 1-2 only characters, seat 3 characters and dots.
    game = sichuan_game(["123456789m5p9999s", None, None, None])
    concealed = game.table_view().concealed
    assert (concealed[1], concealed[3]) == (tiles("1112223334445m"), tiles("9m111122223333p"))
    assert [game.legal_actions(p) for p in range(4)] == [
        (DeclareVoid(M), DeclareVoid(P), DeclareVoid(S)),
        (DeclareVoid(P), DeclareVoid(S)),
        (DeclareVoid(P), DeclareVoid(S)),
        (DeclareVoid(S),),
    ]
    assert game.view(0).voids == (None, None, None, None)
    events = declare_voids(game, "spps")
    assert events == [VoidsDeclared((S, P, P, S))]
    assert game.view(2).voids == (S, P, P, S)
    assert game.view(0).table.phase is Phase.TURN and game.to_act() == (0,)


@pytest.mark.parametrize(("void", "legal"), [
    ("s", (Discard(tile("9s")),)),
    ("p", (ConcealedKong(tile("9s")), Discard(tile("5p")))),
    ("m", (ConcealedKong(tile("9s")),
           *(Discard(tile(f"{r}m")) for r in range(1, 10)))),
])
def test_void_tiles_go_first_and_are_never_konged(void: str, legal: tuple[object, ...]) -> None:
    game = sichuan_game(["123456789m5p9999s", None, None, None], voids=void + "pps")
    assert game.legal_actions(0) == legal


@pytest.mark.parametrize(("void", "offered"), [
    ("s", None), ("m", (Pung(tile("9s")), Pass()))])
def test_no_pung_of_the_void_suit(void: str, offered: tuple[object, ...] | None) -> None:
    game = sichuan_game(["123456789m55p199s", "12399m456p789p99s", None, None],
                        voids="s" + void + "ss")
    assert game.legal_actions(0) == (Discard(tile("1s")), Discard(tile("9s")))
    game.apply(0, Discard(tile("9s")))
    if offered is None:
        assert game.table_view().phase is Phase.TURN and game.to_act() == (1,)
    else:
        assert game.to_act() == (1,) and game.legal_actions(1) == offered


def _views_and_events(game: Game, seat: int) -> tuple[object, list[object]]:
    return game.view(seat), [redact(e, seat) for e in game.events]


@pytest.mark.parametrize("ruleset", [SICHUAN, SICHUAN_SBR], ids=["sichuan", "sichuan-sbr"])
def test_a_seat_learns_nothing_of_the_wall_the_other_hands_or_their_choices(
        ruleset: SichuanRuleset) -> None:
    for trial in range(12):
        rng = random.Random(trial)
        ring = ruleset.tile_set()
        rng.shuffle(ring)
        seat = rng.randrange(4)
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        die = rng.randint(1, 6)
        # The same tiles for ``seat``; every other tile (wall and hands) reshuffled.
        others = [i for i in range(len(ring)) if i not in SEAT_SLOTS[seat]]
        moved = [ring[i] for i in others]
        rng.shuffle(moved)
        ring2 = list(ring)
        for i, t in zip(others, moved, strict=True):
            ring2[i] = t
        games = [Game.new(0, ruleset, deals=[ring_deal(r, ruleset=ruleset, dice=dice, die=die)],
                          hands=1, first_dealer=0) for r in (ring, ring2)]
        assert _views_and_events(games[0], seat) == _views_and_events(games[1], seat)
        for g in games:  # the others choose (differently: their tiles differ)
            for p in range(4):
                if p != seat:
                    g.apply(p, rng.choice(g.legal_actions(p)))
            assert g.to_act() == (seat,)
        assert _views_and_events(games[0], seat) == _views_and_events(games[1], seat)


def test_the_exchange_die_is_unknown_until_the_tiles_are_laid_down() -> None:
    # The die is thrown once the tiles lie face down: before that no seat's view
    # depends on it.
    games = [sichuan_game(HANDS, ruleset=SICHUAN, die=die) for die in (1, 6)]
    for p in range(3):
        assert game_views(games[0]) == game_views(games[1])
        for g in games:
            g.apply(p, Exchange(tiles(GIVEN[p])))
    assert game_views(games[0]) == game_views(games[1])
    for g, die in zip(games, (1, 6), strict=True):
        g.apply(3, Exchange(tiles(GIVEN[3])))
        assert g.view(0).table.extra_dice == (die,)


def game_views(game: Game) -> list[object]:
    return [game.view(p) for p in range(4)]
