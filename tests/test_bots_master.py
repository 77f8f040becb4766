"""The ``master`` level: playouts over the expert's candidates, deterministic by seed."""

from __future__ import annotations

import random
import re

import pytest
from master_helpers import FEW, searched_view

from bots import BOT_LEVELS, get_bot
from bots.bench import play_wall
from bots.master import MasterBot, MasterSettings, configure, settings
from mahjong_tui.engine.actions import Chow, Discard, Kong, Pass, Pung
from mahjong_tui.engine.agents import agent_reason
from mahjong_tui.engine.driver import GameLoop
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.views import Phase
from mahjong_tui.i18n.tiles import label
from mahjong_tui.rulesets import get_ruleset


@pytest.fixture(autouse=True)
def _default_settings() -> object:
    before = settings()
    yield
    configure(**{f: getattr(before, f) for f in MasterSettings.__slots__})


def test_master_is_a_level() -> None:
    assert BOT_LEVELS[-1] == "master"
    assert isinstance(get_bot("master", 3), MasterBot)


def test_the_same_seed_decides_the_same() -> None:
    view = searched_view()
    first = MasterBot(7, get_bot("expert", 7), FEW)
    second = MasterBot(7, get_bot("expert", 7), FEW)
    action = first.decide(view)
    assert second.decide(view) == action
    assert first.reason() == second.reason()
    assert action in view.legal and isinstance(action, Discard)
    assert first.last_playouts == 12
    reason = first.reason()
    assert reason is not None
    assert re.fullmatch(rf"discard {action.tile.text}: \d+% win, [+-]\d+\.\d pts expected "
                        r"over 12 playouts", reason), reason


def test_the_reason_speaks_the_language() -> None:
    view = searched_view()
    bot = MasterBot(7, get_bot("expert", 7), MasterSettings(deterministic=True, playouts=12,
                                                            lang="zh"))
    action = bot.decide(view)
    assert isinstance(action, Discard)
    reason = bot.reason()
    assert reason is not None
    assert re.fullmatch(rf"打 {label(action.tile, 'zh')}：胜率 \d+%，期望 [+-]\d+\.\d 分"
                        r"（12 次推演）", reason), reason


def test_a_budget_in_playouts_is_spent_whole() -> None:
    view = searched_view()
    bot = MasterBot(2, get_bot("expert", 2), MasterSettings(deterministic=True, playouts=30))
    bot.decide(view)
    assert bot.last_playouts == 30  # 15 samples x 2 candidates


@pytest.mark.parametrize("ruleset", ["mcr", "sichuan"])
def test_master_plays_only_legal_actions(ruleset: str) -> None:
    configure(deterministic=True, playouts=6)
    result = play_wall("master", "expert", 5, 0, ruleset)
    assert result.illegal == 0
    assert result.candidate.hands == 4


def test_an_answer_to_a_discard_weighs_claiming_against_passing() -> None:
    view = searched_view(phase=Phase.CLAIM)
    expert_choice = get_bot("expert", 5).decide(view)
    bot = MasterBot(5, get_bot("expert", 5), FEW)
    action = bot.decide(view)
    summary = bot.last_search
    assert summary is not None and bot.last_playouts == 12
    options = [c.action for c in summary.candidates]
    # The expert's answer first, then the other way: pass against a claim.
    assert options[0] == expert_choice
    assert len(options) == 2
    kinds = {type(a) for a in options}
    assert Pass in kinds and kinds - {Pass} <= {Chow, Pung, Kong}
    assert action == options[summary.chosen] and action in view.legal
    # Turned off, the answer is the expert's, unsearched.
    off = MasterBot(5, get_bot("expert", 5), MasterSettings(deterministic=True,
                                                            playouts=12, claims=False))
    assert off.decide(view) == expert_choice
    assert off.last_search is None


def test_a_budget_below_one_is_refused() -> None:
    before = settings()
    with pytest.raises(ValueError, match="the master's budget must be at least 1"):
        configure(playouts=0)
    assert settings() == before


def test_the_playout_policy_keeps_what_keep_score_values() -> None:
    from bots.master_policy import greedy_policy, keep_score
    from mahjong_tui.engine.actions import Action, Pass, Win
    from mahjong_tui.engine.playout import Playout, sample_hidden

    checked = []

    def checking(po: Playout, player: int, legal: tuple[Action, ...],
                 rng: random.Random) -> Action:
        action = greedy_policy(po, player, legal, rng)
        if isinstance(legal[0], Win):
            assert action is legal[0]
        elif po.pending_tile is None:
            counts = po.counts(player)
            scores = [(keep_score(counts, a.tile.index) if a.tile.index < 34 else -1, k)
                      for k, a in enumerate(legal) if isinstance(a, Discard)]
            assert action is legal[min(scores)[1]]
            checked.append(action)
        else:
            assert isinstance(action, Pass) or po.melds(player)
        return action

    view = searched_view()
    base = Playout.from_view(view, sample_hidden(view, random.Random(1)))
    for k in range(5):
        base.copy().play_out(checking, random.Random(k))
    assert len(checked) > 20


def test_a_win_the_sichuan_expert_passes_is_passed_too() -> None:
    """Whether to take a win is the expert's: in Sichuan it may pass a cheap discard
    win to wait for a self-draw, and master does not search that turn."""
    from mahjong_tui.engine.actions import Pass, Win

    game = Game.new(1, get_ruleset("sichuan"), hands=1)
    loop = GameLoop(game, [get_bot("expert", 4 + p) for p in range(4)])
    for _ in range(15):
        loop.step()
    view = game.view(2)
    assert view.phase is Phase.CLAIM and any(isinstance(a, Win) for a in view.legal)
    expert = get_bot("expert", 99)
    assert expert.decide(view) == Pass()
    bot = MasterBot(3, get_bot("expert", 99), FEW)
    assert bot.decide(view) == Pass()
    assert bot.last_playouts == 0
    reason = bot.reason()
    assert reason is not None and reason.startswith("pass the win on "), reason


def test_master_searches_only_in_the_families_it_is_set_for() -> None:
    """By default it searches in MCR only; in Sichuan it plays the expert's choice,
    unless Sichuan is added to its families."""
    both = MasterSettings(deterministic=True, playouts=12,
                          families=frozenset({"mcr", "sichuan"}))
    assert settings().families == frozenset({"mcr"})
    view = searched_view("sichuan", config=both)
    searching = MasterBot(5, get_bot("expert", 5), both)
    searching.decide(view)
    assert searching.last_playouts == 12 and searching.last_search is not None
    default = MasterBot(5, get_bot("expert", 5), FEW)
    expert = get_bot("expert", 5)
    assert default.decide(view) == expert.decide(view)
    assert default.last_playouts == 0 and default.last_search is None
    assert default.reason() == agent_reason(expert) and default.reason() is not None
