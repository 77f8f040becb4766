"""``master``'s own seat in MCR playouts follows the fan plan of its hand."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from master_helpers import searched_view

from bots import get_bot
from bots.analysis import shanten
from bots.master import MasterBot, MasterSettings
from bots.master_plan import Plan, PlanPolicy, plan_for
from bots.master_policy import greedy_policy
from bots.targets import TARGETS
from mahjong_tui.engine.actions import Action, Chow, Discard, Pass, Pung, Win
from mahjong_tui.engine.playout import Playout, sample_hidden
from mahjong_tui.engine.tiles import TILES, parse_tiles
from mahjong_tui.engine.views import SeatView

ALL = (1 << 34) - 1


def _counts(text: str) -> list[int]:
    counts = [0] * 34
    for t in parse_tiles(text):
        counts[t.index] += 1
    return counts


def test_a_pattern_plan_keeps_its_tiles_and_claims_its_chows() -> None:
    plan = plan_for(_counts("123567m 12399p 77s"), (), 0, 0)
    assert plan == Plan("pure_straight_m", ALL, tuple([1] * 9 + [0] * 25), False, False,
                        frozenset({0, 3, 6}), True)


def test_seven_pairs_keeps_pairs_and_never_claims() -> None:
    plan = plan_for(_counts("1199m 33p 55s EEW C"), (), 0, 0)
    assert plan == Plan("seven_pairs", ALL, (0,) * 34, False, True, frozenset(), False)


def test_a_flush_plan_allows_its_suit_and_honours() -> None:
    plan = plan_for(_counts("1144p 5579p EEE C 1s"), (), 0, 0)
    assert plan is not None
    target = next(t for t in TARGETS if t.key == plan.key)
    assert plan.key == "half_flush_p"
    assert plan.allowed == target.allowed
    assert plan.need == (0,) * 34
    # Half flush (6) + the East pung as seat and prevalent wind (2 + 2) is 10 open.
    assert plan.may_claim
    assert plan.chows == frozenset(range(9, 16))


def _shanten_after(counts: Sequence[int], melds: int, i: int) -> int:
    work = list(counts[:34])
    work[i] -= 1
    return shanten(work, melds)


class _Position:
    """The part of a playout a turn policy reads: no discard on offer, no sets."""

    pending_tile = None

    def __init__(self, text: str) -> None:
        self._counts = _counts(text)

    def counts(self, player: int) -> list[int]:
        return self._counts

    def melds(self, player: int) -> tuple[()]:
        return ()


def test_on_plan_the_seat_discards_for_the_lowest_shanten_not_the_keep_score() -> None:
    # No filter, no pattern: every tile is on plan. The keep score alone throws the
    # lone 1s (no neighbours): 5-shanten. The plan seat throws 7m and keeps the
    # honours-and-knitted shape (3m 6m, 5p 8p, 1s and four honours): 4-shanten.
    position = _Position("3m 6m 7m 5p 7p 8p 1s 5s 5s 6s E W F P")
    counts = position.counts(0)
    legal = tuple(Discard(TILES[i]) for i in range(34) if counts[i])
    plan = Plan("any", ALL, (0,) * 34, False, False, frozenset(), True)
    rng = random.Random(0)
    po = cast(Playout, position)
    action = PlanPolicy(0, plan)(po, 0, legal, rng)
    greedy = greedy_policy(po, 0, legal, rng)
    assert isinstance(action, Discard) and isinstance(greedy, Discard)
    assert (str(action.tile), _shanten_after(counts, 0, action.tile.index)) == ("7m", 4)
    assert (str(greedy.tile), _shanten_after(counts, 0, greedy.tile.index)) == ("1s", 5)
    assert min(_shanten_after(counts, 0, a.tile.index) for a in legal) == 4
    # Another seat in the same playout plays greedy.
    assert PlanPolicy(1, plan)(po, 0, legal, rng) == greedy


def _view(seed: int = 4) -> SeatView:
    """The first turn of a master seat that searches."""
    return searched_view("mcr", seed, MasterSettings(deterministic=True, playouts=6))


def test_the_plan_seat_discards_off_plan_tiles_first_and_claims_only_on_plan() -> None:
    view = _view()
    me = view.player
    plan = Plan("test", (1 << 9) - 1 | ((1 << 34) - (1 << 27)), (0,) * 34, False, False,
                frozenset(range(7)), True)  # a half flush in characters
    policy = PlanPolicy(me, plan)
    seen = {"discards": 0, "claims": 0}

    def checking(po: Playout, player: int, legal: tuple[Action, ...],
                 rng: random.Random) -> Action:
        action = policy(po, player, legal, rng)
        if player != me:
            return action
        if isinstance(legal[0], Win):
            assert action is legal[0]
        elif po.pending_tile is None:
            counts = po.counts(player)
            off = [i for i in range(34) if counts[i] and not (plan.allowed >> i) & 1]
            assert isinstance(action, Discard)
            if off:
                assert action.tile.index in off
            else:
                # On plan: the discard leaves the lowest shanten there is.
                after = {a.tile.index: _shanten_after(counts, len(po.melds(player)),
                                                      a.tile.index)
                         for a in legal if isinstance(a, Discard)}
                assert after[action.tile.index] == min(after.values())
            seen["discards"] += 1
        else:
            if isinstance(action, Chow):
                assert action.first.index in plan.chows
            elif isinstance(action, Pung):
                assert action.tile is not None
                assert (plan.allowed >> action.tile.index) & 1
            else:
                assert isinstance(action, Pass)
            seen["claims"] += 1
        return action

    base = Playout.from_view(view, sample_hidden(view, random.Random(1)))
    for k in range(6):
        trial = base.copy()
        first = min((a for a in trial.legal(me) if isinstance(a, Discard)),
                    key=lambda a: a.tile.index)
        trial.apply(me, first)
        trial.play_out(checking, random.Random(k))
    assert seen["discards"] > 20


def test_the_search_summary_tells_why_the_choice_stands_or_changes() -> None:
    view = _view()
    bot = MasterBot(3, get_bot("expert", 3), MasterSettings(deterministic=True, playouts=30))
    action = bot.decide(view)
    summary = bot.last_search
    assert summary is not None
    assert summary.samples == 15
    first = summary.candidates[0]
    assert (first.gain, first.se) == (0.0, 0.0)
    assert action == summary.candidates[summary.chosen].action
    chosen = summary.candidates[summary.chosen]
    margin = MasterSettings().margin
    if summary.chosen:
        assert chosen.gain > margin * chosen.se
        assert chosen.gain == max(c.gain for c in summary.candidates
                                  if c.gain > margin * c.se)
    else:
        assert all(c.gain <= margin * c.se for c in summary.candidates[1:])
