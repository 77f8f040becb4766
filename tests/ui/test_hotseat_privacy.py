"""Property: in hot-seat, what the humans see does not depend on who could claim.

For seeded random games with 2-4 humans, two deals are built that differ only in
tiles swapped between two players' hidden hands (so claim options change: a
player may gain or lose a pung, a chow, a win) while the public game stays the
same (everyone discards the tile drawn; nobody claims, kongs or wins). Every screen
the session asks for is captured headlessly as text; the sequence each human sees
(the public screens and their own) must be identical in both deals, except the
screens of the two players whose tiles changed, until the hand ends and every hand
is shown.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Sequence
from typing import Any

import pytest
from uihelpers import stacked_deal

from mahjong_tui.engine.actions import Action, Discard, Pass
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import Tile, full_tile_set
from mahjong_tui.engine.views import SeatView
from mahjong_tui.ui.session import LiveSession

PUBLIC = -1
"""Owner of a screen every human sees."""


def _discard_drawn(view: SeatView) -> Action:
    """Pass every claim, discard the tile drawn (the dealer's first turn: the last
    legal discard, which the swaps never change)."""
    if view.pending_claim is not None:
        return Pass()
    if view.drawn is not None and Discard(view.drawn) in view.legal:
        return Discard(view.drawn)
    return [a for a in view.legal if isinstance(a, Discard)][-1]


class _Bot:
    def decide(self, view: SeatView) -> Action:
        return _discard_drawn(view)


class _RecordingHost:
    """A headless table host: every screen becomes ``(owner, text)``."""

    def __init__(self, game: Game, call: bool) -> None:
        self.game = game
        self.call = call
        self.screens: list[tuple[int, str]] = []
        self.windows_with_options = 0

    def present(self, display: Any, log: Sequence[str]) -> None:
        owner = PUBLIC if display.viewer is None else display.viewer
        self.screens.append((owner, f"table {display!r} log {list(log)!r}"))

    async def ask_human(self, player: int, view: SeatView) -> Action:
        kind = "claim prompt" if view.pending_claim is not None else "turn"
        self.screens.append((player, f"{kind} {view.legal!r}"))
        return _discard_drawn(view)

    async def claim_window(self, player: int, view: SeatView, tile: Tile,
                           from_player: int) -> None:
        self.screens.append((player, f"claim prompt pass only {tile.text} {from_player}"))

    async def call_window(self, display: Any, tile: Tile, from_player: int,
                          callers: Sequence[int], *, robbing: bool = False) -> int | None:
        self.screens.append((PUBLIC, f"call window {tile.text} {from_player} {callers} "
                                     f"{robbing} {display!r}"))
        if any(self.game.view(p).legal for p in callers):
            self.windows_with_options += 1
        return callers[0] if self.call else None

    async def curtain(self, player: int) -> None:
        self.screens.append((PUBLIC, f"curtain {player}"))

    async def hand_over(self, events: Sequence[Any], names: Sequence[str]) -> None:
        self.screens.append((PUBLIC, f"hand over {list(events)!r}"))

    async def match_over(self, event: Any, names: Sequence[str]) -> None:
        self.screens.append((PUBLIC, f"match over {event!r}"))

    async def pace(self) -> None:
        """No pacing."""

    async def frame(self) -> None:
        """Nothing to wait for."""


def _hands(seed: int) -> tuple[list[list[Tile]], list[Tile]]:
    tiles = [t for t in full_tile_set() if not t.is_flower]
    random.Random(seed).shuffle(tiles)
    hands = [tiles[:14], tiles[14:27], tiles[27:40], tiles[40:53]]
    return hands, tiles[53:]


def _play(hands: list[list[Tile]], live: list[Tile], humans: int,
          call: bool) -> _RecordingHost:
    deal = stacked_deal([" ".join(t.text for t in h) for h in hands],
                        " ".join(t.text for t in live))
    names = ("Ann", "Bob", "Cat", "Dan")
    game = Game.new(1, players=names, deals=[deal], hands=1)
    agents = [None if p < humans else _Bot() for p in range(4)]
    session = LiveSession(game, agents, names)
    host = _RecordingHost(game, call)
    asyncio.run(session.run(host))  # type: ignore[arg-type]
    return host


def _seen_by(screens: list[tuple[int, str]], human: int) -> list[str]:
    """What ``human`` sees until the hand ends (then every hand is shown face up)."""
    seen: list[str] = []
    for owner, text in screens:
        if text.startswith("hand over"):
            break
        if owner in (PUBLIC, human):
            seen.append(text)
    return seen


@pytest.mark.parametrize("call", [False, True], ids=["nobody-calls", "everyone-calls"])
def test_screens_do_not_depend_on_who_could_claim(call: bool) -> None:
    differed = 0
    for seed in range(10):
        rng = random.Random(seed)
        humans = rng.choice((2, 3, 4))
        hands, live = _hands(seed)
        # Swap tiles between two of South, West, North (the dealer's first discard,
        # chosen from his 14 tiles, stays the same); at least one of them is human.
        a = rng.randrange(1, min(humans, 4))
        b = rng.choice([p for p in (1, 2, 3) if p != a])
        swapped = [list(h) for h in hands]
        for i in rng.sample(range(13), 6):
            j = rng.randrange(13)
            swapped[a][i], swapped[b][j] = swapped[b][j], swapped[a][i]
        one = _play(hands, live, humans, call)
        two = _play(swapped, live, humans, call)
        if one.windows_with_options != two.windows_with_options:
            differed += 1
        for human in range(humans):
            if human in (a, b):
                continue
            assert _seen_by(one.screens, human) == _seen_by(two.screens, human), (
                f"seed {seed}: human {human} can tell the deals apart")
        assert _seen_by(one.screens, PUBLIC) == _seen_by(two.screens, PUBLIC), (
            f"seed {seed}: the public screens differ")
    # The swaps did change who could claim, in most games.
    assert differed >= 5
