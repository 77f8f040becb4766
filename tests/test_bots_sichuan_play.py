"""The Sichuan levels in real seeded hands: legal, deterministic, explained, taking
every win, and making the setup choices their level describes."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bots import get_bot
from bots.bench import play_wall, summarise
from bots.dispatch import PerRuleset
from bots.sichuan_bot import SichuanBot
from mahjong_tui.engine.actions import Action, DeclareVoid, Exchange, Win
from mahjong_tui.engine.agents import Agent
from mahjong_tui.engine.events import Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.views import Phase, SeatView
from mahjong_tui.rulesets import get_ruleset

LEVELS = ("beginner", "standard", "expert")
PRESETS = ("sichuan", "sichuan-sbr")


def play_hand(seed: int, levels: Sequence[str], preset: str
              ) -> tuple[list[tuple[int, str]], Game, list[str]]:
    """Play one hand; return the actions taken, the game and the problems seen."""
    game = Game.new(seed, get_ruleset(preset), hands=1)
    agents: list[Agent] = [get_bot(level, seed * 4 + p) for p, level in enumerate(levels)]
    actions: list[tuple[int, str]] = []
    problems: list[str] = []
    while not game.is_over:
        acting = game.to_act()
        if not acting:
            break
        p = acting[0]
        view = game.view(p)
        action: Action = agents[p].decide(view)
        if action not in view.legal:
            problems.append(f"illegal {action.text} by {levels[p]}")
            action = view.legal[0]
        if levels[p] != "random":
            reason = agents[p].reason()  # type: ignore[attr-defined]
            if not isinstance(reason, str) or not reason or "\n" in reason:
                problems.append(f"bad reason {reason!r} from {levels[p]}")
            elif reason == "pass" or reason.endswith(": fallback"):
                # the guard replaced an illegal choice: the level's own rule was wrong
                problems.append(f"{levels[p]} fell back ({reason}) on {view.legal}")
            if any(isinstance(a, Win) for a in view.legal) and not isinstance(action, Win) \
                    and not (levels[p] == "expert" and reason.startswith("pass the win on ")):
                # Only the expert may pass a win, to wait for a self-draw, and says so.
                problems.append(f"{levels[p]} declined a legal win")
        actions.append((p, action.text))
        game.apply(p, action)
    return actions, game, problems


@pytest.mark.parametrize("preset", PRESETS)
def test_seeded_sample_is_legal_explained_and_takes_every_win(preset: str) -> None:
    """Every level takes every legal win, except that the expert may pass a cheap win
    on a discard to wait for a self-draw (and its reason says so)."""
    tables = (("expert", "standard", "beginner", "random"),
              ("beginner", "expert", "random", "standard"))
    problems: list[str] = []
    wins = 0
    for seed in range(40):
        _, game, seen = play_hand(1000 + seed, tables[seed % 2], preset)
        problems.extend(seen)
        wins += sum(1 for e in game.events if isinstance(e, Won))
    assert problems == []
    assert wins > 40  # bloody battle: most hands have several winners


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_play(level: str) -> None:
    first, _, _ = play_hand(5, (level,) * 4, "sichuan")
    again, _, _ = play_hand(5, (level,) * 4, "sichuan")
    assert first == again


def test_levels_dispatch_on_the_rule_family() -> None:
    bot = get_bot("expert", 3)
    assert isinstance(bot, PerRuleset)
    game = Game.new(3, get_ruleset("sichuan"), hands=1)
    p = game.to_act()[0]
    view = game.view(p)
    assert view.phase is Phase.SETUP
    direct = SichuanBot("expert", 3)
    assert bot.decide(view) == direct.decide(view)
    assert bot.reason() == direct.reason()
    mcr = Game.new(3, hands=1)
    q = mcr.to_act()[0]
    assert bot.decide(mcr.view(q)) in mcr.view(q).legal


def _setup_views(seed: int) -> list[tuple[int, list[int]]]:
    game = Game.new(seed, get_ruleset("sichuan"), hands=1)
    out = []
    for p in game.to_act():
        view = game.view(p)
        counts = [0] * 3
        for t in (*view.concealed, *([view.drawn] if view.drawn else [])):
            counts[t.index // 9] += 1
        out.append((p, counts))
    return out


def test_beginner_exchanges_from_and_voids_the_shortest_suit() -> None:
    for seed in range(8):
        game = Game.new(seed, get_ruleset("sichuan"), hands=1)
        bots = {p: get_bot("beginner", p) for p in range(4)}
        for p, counts in _setup_views(seed):
            action = bots[p].decide(game.view(p))
            assert isinstance(action, Exchange)
            shortest = min((n, s) for s, n in enumerate(counts) if n >= 3)[1]
            assert action.tiles[0].index // 9 == shortest
        while game.view(game.to_act()[0]).table.setup == "exchange":
            p = game.to_act()[0]
            game.apply(p, bots[p].decide(game.view(p)))
        for p in game.to_act():
            view = game.view(p)
            counts = [0] * 3
            for t in (*view.concealed, *([view.drawn] if view.drawn else [])):
                counts[t.index // 9] += 1
            action = bots[p].decide(view)
            assert isinstance(action, DeclareVoid)
            legal = [a.suit for a in view.legal if isinstance(a, DeclareVoid)]
            best = min(counts[["m", "p", "s"].index(s.value)] for s in legal)
            assert counts[["m", "p", "s"].index(action.suit.value)] == best


def test_standard_voids_a_suit_it_can_spare() -> None:
    # The void is chosen by shanten over the two kept suits: never a suit whose loss
    # leaves a worse shanten than another choice.
    from bots.sichuan_shanten import shanten

    game = Game.new(21, get_ruleset("sichuan-sbr"), hands=1)  # no exchange in SBR
    for p in game.to_act():
        view = game.view(p)
        counts = [0] * 27
        for t in (*view.concealed, *([view.drawn] if view.drawn else [])):
            counts[t.index] += 1
        action = get_bot("standard", p).decide(view)
        assert isinstance(action, DeclareVoid)
        chosen = ["m", "p", "s"].index(action.suit.value)
        assert shanten(counts, 0, chosen) == min(shanten(counts, 0, v) for v in range(3))


def test_sichuan_bench_reports_its_figures() -> None:
    a = play_wall("standard", "beginner", 3, 0, "sichuan")
    b = play_wall("standard", "beginner", 3, 0, "sichuan")
    assert (a.candidate, a.baseline, a.illegal) == (b.candidate, b.baseline, b.illegal)
    report = summarise([a, play_wall("standard", "beginner", 3, 1, "sichuan")],
                       "standard", "beginner", 3, 1.0, "sichuan")
    assert report["ruleset"] == "sichuan"
    assert report["illegal_actions"] == 0
    assert "wins_under_8_fan" not in report
    for side in ("candidate", "baseline"):
        assert set(report[side]) >= {"flower_pig_rate", "not_ready_at_draw_rate",
                                     "points_per_hand", "win_rate", "deal_in_rate"}
    assert report["candidate"]["player_hands"] == 8
    assert report["baseline"]["player_hands"] == 24


def _duplicate_hand(seed: int, expert: int) -> tuple[Game, list[SeatView]]:
    """One hand in duplicate play (per-seat draws, as ``bench bots`` plays it): the
    expert in seat ``expert``, ``standard`` elsewhere; also every view on turn."""
    game = Game.new(seed, get_ruleset("sichuan"), hands=1, draw_mode="per_seat",
                    first_dealer=0)
    agents = [get_bot("expert" if p == expert else "standard", seed * 8 + p * 2 + (p == expert))
              for p in range(4)]
    views: list[SeatView] = []
    while not game.is_over:
        acting = game.to_act()
        if not acting:
            break
        view = game.view(acting[0])
        views.append(view)
        game.apply(acting[0], agents[acting[0]].decide(view))
    return game, views


def test_duplicate_play_ends_with_the_shortest_queue_and_no_late_kong_ends_in_a_pig() -> None:
    """Per-seat draws: the hand ends when the next player's own queue is empty, so a
    winner's full queue does not lengthen the others' hand. The expert once read the
    whole wall there (21 tiles for the three players still in: 7 draws each, where the
    queues gave 4) and declared an added kong holding a void tile a turn before the
    end: its replacement was another void tile and the hand ended 花猪."""
    from bots.sichuan_eval import draws_before_end
    from mahjong_tui.engine.events import Konged, Payment

    game, views = _duplicate_hand(13 * 1_000_003 + 51, expert=3)
    after_win = next(v for v in views if v.winners and v.phase is Phase.TURN)
    assert (after_win.player, after_win.winners, after_win.wall.queues,
            after_win.wall_remaining) == (3, (2,), (6, 6, 5, 4), 21)
    assert draws_before_end(after_win) == 4
    # Its concealed kong of 5s only: no added kong of 7p.
    assert [e.meld.tiles[0].text for e in game.events
            if isinstance(e, Konged) and e.player == 3 and e.meld is not None] == ["5s"]
    assert [e for e in game.events if isinstance(e, Payment) and e.reason == "flower pig"] == []
