"""The optional hooks of the ruleset seam, exercised on MCR with hooked hand rules:
a kept-back tail, a tile turned up after the deal, claims refused by the rules, a
payment on a discard, a hand abandoned after a kong, public notes and a carry-over.

Random bots play seeded matches; the invariants are checked after every event and
every record replays identically."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bots import get_bot
from mahjong_tui.engine.actions import Chow, Kong, Pung
from mahjong_tui.engine.events import (
    Claimed,
    Discarded,
    HandAbandoned,
    HandEnded,
    HandStarted,
    Konged,
    Payment,
    TilesTurnedUp,
    WallExhausted,
)
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.hand import Hand
from mahjong_tui.engine.invariants import EventTracker, check_invariants
from mahjong_tui.engine.record import load, replay, save
from mahjong_tui.engine.rules import HandRules
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.rulesets import FAMILIES
from mahjong_tui.rulesets.mcr.hand_rules import McrHandRules
from mahjong_tui.rulesets.mcr.ruleset import McrRuleset

KEPT_BACK = 20


class HookedRules(McrHandRules):
    """MCR with every optional hook in use."""

    def kept_back(self) -> int:
        return KEPT_BACK

    def turn_up_count(self) -> int:
        return 1

    def may_claim(self, player: int, tile: Tile, from_player: int) -> bool:
        # Nobody may claim a tile of the turned-up kind.
        return tile != self.hand.turned_up[0]

    def on_discard(self, player: int, tile: Tile) -> list[Any]:
        if tile == self.hand.turned_up[0]:
            amounts = [1, 1, 1, 1]
            amounts[player] = -3
            return [Payment("penalty", player, tuple(amounts), "turned-up kind")]
        return []

    def abandon_reason(self) -> str | None:
        made = any(len(m.tiles) == 4 for ms in self.hand.melds for m in ms)
        return "a kong was made" if made else None

    def public_notes(self) -> tuple[tuple[str, Any], ...]:
        return (("indicator", self.hand.turned_up[0]), ("hands", self.carried()))

    def carried(self) -> int:
        previous = self.hand.previous
        return 0 if previous is None else int(previous.carry)

    def carry_over(self) -> int:
        return self.carried() + 1


@dataclass(frozen=True, slots=True)
class HookedMcr(McrRuleset):
    """MCR whose hands use :class:`HookedRules`."""

    name: str = "mcr-hooked"

    def hand_rules(self, hand: Hand) -> HandRules:
        return HookedRules(self, hand)

    def to_dict(self) -> dict[str, Any]:
        return {**McrRuleset.to_dict(self), "family": "mcr-hooked"}


HOOKED = HookedMcr(min_fan=0, flowers=False)


@pytest.fixture(autouse=True)
def _registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Records of the hooked rules read back with them (for this module only)."""
    def read(data: dict[str, Any]) -> HookedMcr:
        return HookedMcr(**{k: v for k, v in data.items() if k != "family"})

    monkeypatch.setitem(FAMILIES, "mcr-hooked", read)


def _play(seed: int, tmp_path: Path) -> Game:
    game = Game.new(seed, HOOKED, hands=4)
    tracker = EventTracker(HOOKED.starting_points, flowers=False,
                           kept_back=lambda kongs: KEPT_BACK)
    for e in game.events:
        tracker.feed(e)
    bots = [get_bot("random", seed * 4 + i) for i in range(4)]
    while not game.is_over:
        player = game.to_act()[0]
        view = game.view(player)
        assert view.wall_remaining == max(0, view.wall.remaining - KEPT_BACK)
        indicator = view.turned_up[0]
        assert view.note("indicator") == indicator
        assert view.note("hands") == game.hand_number
        if view.pending_claim is not None and view.pending_claim.tile == indicator:
            assert not any(isinstance(a, Chow | Pung | Kong) for a in view.legal)
        for e in game.apply(player, bots[player].decide(view)):
            tracker.feed(e)
        tracker.compare(game)
        check_invariants(game)
    path = tmp_path / f"hooked-{seed}.jsonl"
    save(game, path)
    assert replay(load(path)).events == game.events
    return game


def test_hooks_keep_every_invariant_and_replay(tmp_path: Path) -> None:
    events = [e for seed in range(12) for e in _play(seed, tmp_path).events]
    starts = [e for e in events if isinstance(e, HandStarted)]
    turned = [e for e in events if isinstance(e, TilesTurnedUp)]
    assert len(turned) == len(starts) == 48
    assert all(len(e.tiles) == 1 for e in turned)
    # Each kind of ending and the discard payment happen in these seeds.
    assert any(isinstance(e, HandAbandoned) for e in events)
    assert any(isinstance(e, WallExhausted) for e in events)
    assert any(isinstance(e, Payment) and e.detail == "turned-up kind" for e in events)
    assert sum(isinstance(e, HandEnded) for e in events) == 48


def test_a_kong_abandons_the_hand_at_once(tmp_path: Path) -> None:
    for seed in range(40):
        game = _play(seed, tmp_path)
        events = game.events
        for i, e in enumerate(events):
            kong = (isinstance(e, Konged) or (isinstance(e, Claimed)
                    and len(e.meld.tiles) == 4))
            if kong:
                after = events[i + 1]
                assert isinstance(after, HandAbandoned)
                assert after.reason == "a kong was made"
                return
    raise AssertionError("no kong in 40 seeded matches")


def test_discards_of_the_turned_up_kind_are_never_claimed(tmp_path: Path) -> None:
    game = _play(3, tmp_path)
    indicator = None
    for i, e in enumerate(game.events):
        if isinstance(e, TilesTurnedUp):
            indicator = e.tiles[0]
        if isinstance(e, Discarded) and e.tile == indicator:
            nxt = game.events[i + 1]
            assert not isinstance(nxt, Claimed)
