"""Beijing and Jindi at the table: a watched hand with a win runs to the end of the
match through the ledger settlement, which shows the ruleset's own breakdown (no MCR
fan table)."""

from __future__ import annotations

import random

import pytest
from uihelpers import eventually, make_app

from mahjong_tui.engine.actions import Action, Win
from mahjong_tui.engine.events import Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.views import SeatView
from mahjong_tui.rulesets import get_ruleset
from mahjong_tui.ui.session import LiveSession
from mahjong_tui.ui.sichuan.settlement import settlement_text

NAMES = ("Ann", "Bob", "Cat", "Dan")


class WinOrRandom:
    """Takes every win offered, else a random legal action."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView) -> Action:
        return next((a for a in view.legal if isinstance(a, Win)), None) or \
            self.rng.choice(view.legal)


def _game(name: str, seed: int) -> tuple[Game, list[WinOrRandom]]:
    return (Game.new(seed, get_ruleset(name), NAMES, hands=1),
            [WinOrRandom(seed * 4 + p) for p in range(4)])


@pytest.mark.parametrize(("name", "seed", "first_line"), [
    ("beijing", 41, "1st  Dan wins on"), ("jindi", 34, "1st  Dan wins on 6m (on Ann's discard)")])
async def test_a_watched_win_ends_on_the_settlement(name: str, seed: int,
                                                    first_line: str) -> None:
    game, agents = _game(name, seed)
    app = make_app(LiveSession(game, list(agents), NAMES, watch=True))  # type: ignore[arg-type]
    async with app.run_test(size=(100, 40)) as pilot:
        # The hand's end passes through the settlement (it closes itself when
        # watching at full speed) to the final standings.
        await eventually(pilot, lambda: type(app.screen).__name__ == "MatchEndScreen",
                         timeout=120)
        assert any(isinstance(e, Won) for e in game.events)
        text = settlement_text(game.events, NAMES, lang="en").plain
        assert first_line in text
        assert "Net this hand -> match total" in text


def test_the_settlement_shows_the_beijing_breakdown() -> None:
    game, agents = _game("beijing", 41)
    while not game.is_over:
        p = game.to_act()[0]
        game.apply(p, agents[p].decide(game.view(p)))
    text = settlement_text(game.events, NAMES, lang="en").plain
    assert "     Fans (番, added):\n" in text and "     Owed: " in text
