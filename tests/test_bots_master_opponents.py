"""``master``'s model of the other players: a win hazard per tile drawn (MCR)."""

from __future__ import annotations

import math
import random

from master_helpers import FEW, searched_view

from bots import get_bot
from bots.master import MasterBot, playout_policies
from bots.master_opponents import NEUTRAL, OpponentModel, opponent_model
from bots.master_sampling import sample
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.playout import Playout
from mahjong_tui.engine.views import SeatView
from mahjong_tui.rulesets import get_ruleset


def _first_view(ruleset: str) -> SeatView:
    game = Game.new(4, get_ruleset(ruleset), hands=1)
    return game.view(game.to_act()[0])


def test_the_chance_of_playing_alone_falls_with_each_tile() -> None:
    model = OpponentModel(0.028, -14.9)
    assert model.alone(0) == 1.0
    assert model.alone(-3) == 1.0
    assert model.alone(25) == math.exp(-0.028 * 25)
    assert round(model.alone(25), 4) == 0.4966
    assert NEUTRAL.alone(40) == 1.0


def test_mcr_has_the_measured_model_and_sichuan_none() -> None:
    assert opponent_model(_first_view("mcr")) == OpponentModel(0.028, -14.9)
    assert opponent_model(_first_view("mcr-competition")) == OpponentModel(0.028, -14.9)
    assert opponent_model(_first_view("sichuan")) is NEUTRAL


def test_the_search_weighs_each_playout_by_the_model() -> None:
    """The candidates' figures equal the playouts replayed through the public API,
    each outcome weighed by the chance nobody else had won first."""
    view = searched_view()
    bot = MasterBot(7, get_bot("expert", 7), FEW)
    bot.decide(view)
    search = bot.last_search
    assert search is not None and search.samples == 6
    actions = [c.action for c in search.candidates]
    policies = playout_policies(view, actions)
    model = opponent_model(view)
    rng = random.Random(7)
    totals = [0.0] * len(actions)
    wins = [0.0] * len(actions)
    for _ in range(6):
        base = Playout.from_view(view, sample(view, rng))
        for k, action in enumerate(actions):
            trial = base.copy()
            trial.apply(view.player, action)
            pay = trial.play_out(policies[k], rng)
            alone = model.alone(view.wall_remaining - trial.wall_remaining)
            totals[k] += alone * pay[view.player] + (1.0 - alone) * model.loss
            if view.player in trial.winners:
                wins[k] += alone
    assert [c.mean for c in search.candidates] == [t / 6 for t in totals]
    assert [c.win_rate for c in search.candidates] == [w / 6 for w in wins]
    assert math.isclose(search.candidates[1].gain, (totals[1] - totals[0]) / 6,
                        rel_tol=1e-12, abs_tol=1e-12)
