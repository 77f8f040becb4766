"""Helpers for the UI tests: stacked walls, scripted bots, app builders."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from mahjong_tui.engine.actions import Action, Discard, Pass
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import Tile, full_tile_set, parse_tiles
from mahjong_tui.engine.views import SeatView
from mahjong_tui.engine.wall import Deal, arrange_deal
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.prompts import ClaimPrompt
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.session import LiveSession


class ScriptedBot:
    """Plays ``script`` actions in order when legal; otherwise passes claims and
    discards the drawn tile (or the last legal discard)."""

    def __init__(self, script: Iterable[str] = (), reason: str | None = None,
                 reason_language: str = "en") -> None:
        from mahjong_tui.engine.actions import parse_action

        self.script = [parse_action(s) for s in script]
        self._reason = reason
        self.reason_language = reason_language
        self.decisions: list[Action] = []

    def decide(self, view: SeatView) -> Action:
        action: Action
        if self.script and self.script[0] in view.legal:
            action = self.script.pop(0)
        elif Pass() in view.legal:
            action = Pass()
        elif view.drawn is not None and Discard(view.drawn) in view.legal:
            action = Discard(view.drawn)
        else:
            action = [a for a in view.legal if isinstance(a, Discard)][-1]
        self.decisions.append(action)
        return action

    def reason(self) -> str | None:
        return self._reason


def stacked_deal(hands: Sequence[str], live: str = "") -> Deal:
    """A wall dealing ``hands`` (East 14 tiles, then South, West, North 13 each, in
    notation), then ``live`` as the first live draws; the rest of the set follows
    with the flowers last (so they reach nobody in a short test)."""
    tiles = [parse_tiles(h) for h in hands]
    assert [len(t) for t in tiles] == [14, 13, 13, 13]
    first = [parse_tiles(live)]
    rest = full_tile_set()
    for t in [*tiles, *first]:
        for tile in t:
            rest.remove(tile)
    flowers = [t for t in rest if t.is_flower]
    rest = [t for t in rest if not t.is_flower]
    order: list[Tile] = []
    queues = [list(t) for t in tiles]
    for take in range(12):
        q = queues[take % 4]
        order.extend(q[:4])
        del q[:4]
    order.extend([queues[0].pop(0), queues[1].pop(0), queues[2].pop(0), queues[3].pop(0),
                  queues[0].pop(0)])
    assert not any(queues)
    order.extend(first[0])
    # Flowers go in the middle of the live wall: far from the deal, the first live
    # draws and the tail (replacements come from the end).
    mid = len(rest) // 2
    order.extend(rest[:mid] + flowers + rest[mid:])
    assert len(order) == 144
    return arrange_deal(order)


def make_session(agents: Sequence[object | None], *, seed: int = 1,
                 deal: Deal | None = None, hands: int | None = None,
                 watch: bool = False, names: Sequence[str] | None = None) -> LiveSession:
    names = tuple(names or ("Ann", "Bob", "Cat", "Dan"))
    game = Game.new(seed, players=names, deals=[deal] if deal else (), hands=hands)
    return LiveSession(game, list(agents), names, watch=watch)  # type: ignore[arg-type]


def make_app(session: LiveSession, **settings: str) -> MahjongApp:
    base = {"speed": "instant", "language": "en", "tile_style": "boxed"}
    base.update(settings)
    return MahjongApp(Settings(**base), session, save=False)


async def eventually(pilot, predicate, timeout: float = 10.0) -> None:  # type: ignore[no-untyped-def]
    """Wait (polling the app) until ``predicate()`` holds; fail after ``timeout``."""
    for _ in range(int(timeout / 0.01)):
        if predicate():
            await pilot.pause()
            return
        await pilot.pause(0.01)
    raise AssertionError("condition not reached in time")


def at_turn(app: MahjongApp) -> bool:
    """The table is the screen on top and the human's turn is open on it."""
    screen = app.screen
    return isinstance(screen, TableScreen) and screen.turn_open


async def wait_for_turn(pilot, app: MahjongApp) -> TableScreen:  # type: ignore[no-untyped-def]
    """The table screen, once it is on top and the human's turn is open on it."""
    await eventually(pilot, lambda: at_turn(app))
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return screen


async def wait_for_prompt_or_turn(pilot, app: MahjongApp,  # type: ignore[no-untyped-def]
                                  ) -> TableScreen | ClaimPrompt:
    """The screen on top once the human is asked something: a claim prompt, or the
    table with their turn open."""
    await eventually(pilot, lambda: isinstance(app.screen, ClaimPrompt) or at_turn(app))
    screen = app.screen
    assert isinstance(screen, TableScreen | ClaimPrompt)
    return screen


def toast_messages(app: MahjongApp) -> list[str]:
    """The text of each notification shown on the screen on top, oldest first (the
    app must run with ``run_test(notifications=True)`` for them to be shown)."""
    return [str(toast.render()) for toast in app.screen.query("Toast")]
