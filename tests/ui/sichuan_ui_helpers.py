"""Helpers for the Sichuan table tests: a plain deterministic bot and seeded games."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.engine.actions import (
    Action,
    AddKong,
    ConcealedKong,
    DeclareVoid,
    Discard,
    Exchange,
    Kong,
    Pass,
    Pung,
    Win,
)
from mahjong_tui.engine.driver import GameLoop
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.views import SeatView
from mahjong_tui.rulesets import get_ruleset
from mahjong_tui.ui.session import LiveSession

NAMES = ("Ann", "Bob", "Cat", "Dan")


class PlainBot:
    """Wins whenever it may, then kongs, then pungs; passes other claims; exchanges
    and declares the first offer; discards the drawn tile when allowed (else the last
    allowed discard)."""

    def decide(self, view: SeatView) -> Action:
        if Win() in view.legal:
            return Win()
        for kind in (Kong, ConcealedKong, AddKong, Pung):
            melds = [a for a in view.legal if isinstance(a, kind)]
            if melds:
                return melds[0]
        if Pass() in view.legal:
            return Pass()
        setup = [a for a in view.legal if isinstance(a, Exchange | DeclareVoid)]
        if setup:
            return setup[0]
        if view.drawn is not None and Discard(view.drawn) in view.legal:
            return Discard(view.drawn)
        return [a for a in view.legal if isinstance(a, Discard)][-1]


def sichuan_game(seed: int = 3, hands: int = 1) -> Game:
    """A Chengdu game of ``hands`` hands."""
    return Game.new(seed, get_ruleset("sichuan"), players=NAMES, hands=hands)


def play_until(game: Game, done, agents: Sequence[object] | None = None) -> None:  # type: ignore[no-untyped-def]
    """Play with plain bots in every seat until ``done(game)`` holds."""
    loop = GameLoop(game, list(agents or [PlainBot() for _ in range(4)]), strict=True)
    for _ in range(2000):
        if done(game):
            return
        loop.step()
    raise AssertionError("the condition was never reached")


def session(game: Game, humans: Sequence[int] = (0,)) -> LiveSession:
    """A session with humans at ``humans`` and plain bots elsewhere."""
    agents = [None if p in humans else PlainBot() for p in range(4)]
    return LiveSession(game, agents, NAMES)  # type: ignore[arg-type]
