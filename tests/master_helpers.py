"""Shared by the ``master`` tests: the first position where a master seat searches."""

from __future__ import annotations

from bots import get_bot
from bots.master import MasterBot, MasterSettings
from mahjong_tui.engine.driver import GameLoop
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.views import Phase, SeatView
from mahjong_tui.rulesets import get_ruleset

FEW = MasterSettings(deterministic=True, playouts=12)
"""A budget small enough for tests, counted in playouts (deterministic)."""


def searched_view(ruleset: str = "mcr", seed: int = 4,
                  config: MasterSettings = FEW, phase: Phase = Phase.TURN) -> SeatView:
    """The first decision in ``phase`` (a turn, or an answer to a discard), in a hand
    of four experts, at which a master seat with ``config`` searches (weighs several
    candidates)."""
    game = Game.new(seed, get_ruleset(ruleset), hands=1)
    loop = GameLoop(game, [get_bot("expert", seed * 4 + p) for p in range(4)])
    while not game.is_over:
        p = game.to_act()[0]
        view = game.view(p)
        if view.phase is phase:
            probe = MasterBot(1, get_bot("expert", 1), config)
            probe.decide(view)
            if probe.last_playouts:
                return view
        loop.step()
    raise AssertionError("no searched decision in the hand")
