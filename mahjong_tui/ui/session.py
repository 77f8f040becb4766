"""The game loop behind the table screen: asks bots (off the event loop) and
humans (through the screen), applies their answers, and tells the screen what to
draw.

The screen is a :class:`TableHost`; the source of what it draws is a
:class:`LiveSession` (a live game) or, later, a replay that feeds
``TableView`` values. Nothing here decides legality: humans are offered
``view.legal`` and every answer goes through ``Game.apply``.

Hot-seat privacy (documented in ``docs/ui.md``): with two or more humans,
every discard opens a claim window for every human except the discarder, in
play order, whether or not they can claim; a human who cannot claim sees the
same prompt with only "pass". So whether a window appears, and how long the
others take, tells nobody who could claim. A curtain hides the table whenever
the keyboard must pass to another human.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.agents import Agent
from mahjong_tui.engine.driver import GameLoop
from mahjong_tui.engine.events import (
    Discarded,
    Event,
    HandEnded,
    HandStarted,
    MatchEnded,
    Payment,
    WallExhausted,
    Won,
    redact,
)
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.views import SeatView, TableView
from mahjong_tui.ui.model import SeatDisplay, TableDisplay, table_display

__all__ = ["NOBODY", "LiveSession", "ReplaySource", "TableHost", "TableSource",
           "hand_end_events"]

NOBODY = -1
"""Redact events for nobody in particular: hides every player's hidden tiles (the
shared log of a hot-seat game)."""


class TableHost(Protocol):
    """What a session needs from the screen (implemented by ``TableScreen``)."""

    def present(self, display: TableDisplay, log: Sequence[str]) -> None:
        """Redraw the table and append lines to the log."""

    async def ask_human(self, player: int, view: SeatView) -> Action:
        """Let a human choose one of ``view.legal`` (a turn or a claim prompt)."""

    async def claim_window(self, player: int, view: SeatView, tile: Tile,
                           from_player: int) -> None:
        """Hot-seat: show ``player`` a claim prompt for ``tile`` with only "pass"."""

    async def curtain(self, player: int) -> None:
        """Hot-seat: hide every hand until ``player`` has the keyboard."""

    async def hand_over(self, events: Sequence[Event], names: Sequence[str]) -> None:
        """Show the scoring screen for a finished hand."""

    async def match_over(self, event: MatchEnded, names: Sequence[str]) -> None:
        """Show the final standings."""

    async def pace(self) -> None:
        """Wait as the speed setting says (pause and step in watch mode)."""

    async def frame(self) -> None:
        """Wait until what was presented is on screen (keeps the UI responsive)."""


class TableSource(Protocol):
    """What a ``TableScreen`` draws from: a live game or a replay.

    Attributes:
        names: player names.
        watch: spectator controls (pause, step, speed, all hands, follow) apply.
        show_all: every hand is visible (watch mode toggle).
        follow: the player drawn at the bottom when watching.
        keyboard: the human whose hand is interactive now, or ``None``.
        describe: turns an event into a log line (set by the screen).
    """

    names: tuple[str, ...]
    watch: bool
    show_all: bool
    follow: int
    keyboard: int | None
    describe: Callable[[Event, Sequence[str]], str]

    def display(self) -> TableDisplay:
        """The table as it should be drawn now."""

    async def run(self, host: TableHost) -> None:
        """Drive the screen until the game (or replay) ends."""


class ReplaySource:
    """Plays back a recorded sequence of ``TableView`` frames (the replay seam).

    Args:
        frames: ``(view, events)`` pairs: the table after some events, and those
            events (for the log), in order.
        names: player names.
    """

    def __init__(self, frames: Sequence[tuple[TableView, Sequence[Event]]],
                 names: Sequence[str]) -> None:
        self.frames = list(frames)
        self.names = tuple(names)
        self.watch = True
        self.show_all = True
        self.follow = 0
        self.keyboard: int | None = None
        self.index = 0
        self.describe: Callable[[Event, Sequence[str]], str] = _describe
        """Turns an event into a log line (the screen sets one in the player's language)."""

    def display(self) -> TableDisplay:
        """The current frame, all hands shown unless toggled off."""
        view = self.frames[self.index][0]
        d = table_display(view, self.names, bottom=self.follow, reveal_all=True)
        if self.show_all:
            return d
        seats = tuple(s if s.player == self.follow else _hide(s) for s in d.seats)
        return TableDisplay(d.bottom, None, seats, d.round_wind, d.hand_number, d.dealer,
                            d.dice, d.wall, d.pending, (), d.names, notes=d.notes)

    async def run(self, host: TableHost) -> None:
        """Show each frame in turn, paced like watch mode."""
        for i, (_, events) in enumerate(self.frames):
            self.index = i
            host.present(self.display(), [self.describe(e, self.names) for e in events])
            await host.pace()


def hand_end_events(events: Sequence[Event]) -> list[Event]:
    """The events a scoring screen needs from a hand's history: its last
    ``HandStarted``, then ``Won``/``Payment``/``WallExhausted`` and ``HandEnded``."""
    start = max((i for i, e in enumerate(events) if isinstance(e, HandStarted)), default=0)
    tail = events[start:]
    kept = HandStarted | Won | Payment | WallExhausted | HandEnded
    return [e for e in tail if isinstance(e, kept)]


@dataclass
class _Window:
    tile: Tile
    discarder: int
    order: list[int]
    answers: dict[int, Action]


@dataclass
class _Windows:
    """The hot-seat claim window in progress, shared by the loop and the human seats."""

    window: _Window | None = None


class _HumanSeat:
    """A human at this keyboard as an agent: the table screen completes the decision
    (or the hot-seat claim window already collected it)."""

    def __init__(self, session: LiveSession, host: TableHost, player: int,
                 state: _Windows) -> None:
        self.session = session
        self.host = host
        self.player = player
        self.state = state

    async def decide_async(self, view: SeatView) -> Action:
        """The answer given in the claim window, or the screen's prompt."""
        window = self.state.window
        if window is not None and self.player in window.answers:
            return window.answers.pop(self.player)
        await self.session._switch(self.host, self.player)
        return await self.host.ask_human(self.player, view)


class LiveSession:
    """A live game with humans (``None`` agents) and bots.

    Args:
        game: the game (this session is the only caller of ``apply``).
        agents: per player, a bot or ``None`` for a human at this keyboard.
        names: display names by player.
        watch: no humans; reasons are logged and every action is paced.
    """

    def __init__(self, game: Game, agents: Sequence[Agent | None], names: Sequence[str],
                 *, watch: bool = False) -> None:
        self.game = game
        self.agents = list(agents)
        self.names = tuple(names)
        self.humans = [p for p, a in enumerate(self.agents) if a is None]
        self.watch = watch or not self.humans
        self.keyboard: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.follow = self.humans[0] if self.humans else 0
        self.show_all = self.watch
        self.hotseat = len(self.humans) > 1
        self.describe: Callable[[Event, Sequence[str]], str] = _describe
        """Turns an event into a log line (the screen sets one in the player's language)."""
        self.reasons = True
        """Log the bots' reasons in watch mode (they are in English: off in Chinese)."""

    # -- what the screen shows ------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The human whose hand is on screen, or ``None`` (watching, or curtain)."""
        return self.keyboard

    def display(self) -> TableDisplay:
        """The table as the current viewer may see it."""
        game = self.game
        if self.watch:
            if self.show_all:
                return table_display(game.table_view(), self.names, bottom=self.follow,
                                     reveal_all=True)
            return table_display(game.view(self.follow), self.names, bottom=self.follow)
        if self.keyboard is None:
            # Nobody's hand may show: draw the table from a view whose own hand is
            # withheld (the curtain covers this anyway).
            view = game.view(self.humans[0])
            d = table_display(view, self.names, bottom=self.humans[0])
            seats = tuple(s if s.hand is None else _hide(s) for s in d.seats)
            return TableDisplay(d.bottom, None, seats, d.round_wind, d.hand_number, d.dealer,
                                d.dice, d.wall, d.pending, (), d.names, notes=d.notes)
        return table_display(game.view(self.keyboard), self.names, bottom=self.keyboard,
                             viewer=self.keyboard)

    def log_lines(self, events: Sequence[Event]) -> list[str]:
        """Events in words, redacted for whoever watches the screen."""
        if self.watch:
            who = None if self.show_all else self.follow
        elif self.hotseat:
            who = NOBODY
        else:
            who = self.humans[0]
        return [self.describe(e if who is None else redact(e, who), self.names) for e in events]

    # -- the loop ---------------------------------------------------------------
    async def run(self, host: TableHost) -> None:
        """Play until the match ends (or the task is cancelled)."""
        game = self.game
        state = _Windows()
        seats: list[object] = [a if a is not None else _HumanSeat(self, host, p, state)
                               for p, a in enumerate(self.agents)]
        host.present(self.display(), self.log_lines(game.events))
        loop = GameLoop(game, seats, on_illegal=lambda p, a: host.present(
            self.display(), [f"! {getattr(a, 'text', a)!r} is not legal now"]))
        while not game.is_over:
            to_act = game.to_act()
            if not to_act:
                break
            window = state.window
            if window is not None and window.order:
                h = window.order.pop(0)
                await self._switch(host, h)
                view = game.view(h)
                if h in to_act and view.pending_claim is not None:
                    window.answers[h] = await host.ask_human(h, view)
                else:
                    await host.claim_window(h, view, window.tile, window.discarder)
                continue
            done = await loop.step_async()
            if window is not None and not window.order and not window.answers:
                state.window = None
            await self._publish(host, done.events, done.player, done.reason)
            await host.frame()
            if self.hotseat:
                state.window = self._open_window(done.events) or state.window
            if self.agents[done.player] is not None and done.events:
                await host.pace()

    def _open_window(self, events: Sequence[Event]) -> _Window | None:
        """After a discard that is still on the table, every other human gets a window."""
        last: Discarded | None = None
        for e in events:
            if isinstance(e, Discarded):
                last = e
            elif isinstance(e, HandEnded):
                last = None
        if last is None or self.game.is_over:
            return None
        order = [(last.player + k) % 4 for k in (1, 2, 3)]
        return _Window(last.tile, last.player, [h for h in order if h in self.humans], {})

    async def _switch(self, host: TableHost, player: int) -> None:
        if self.hotseat and self.keyboard != player:
            self.keyboard = None
            host.present(self.display(), [])
            await host.curtain(player)
            self.keyboard = player
            self.follow = player
            host.present(self.display(), [])

    async def _publish(self, host: TableHost, events: list[Event], player: int,
                       reason: str | None) -> None:
        lines: list[str] = []
        if getattr(self.game.ruleset, "family", "") == "sichuan":
            self._announce_wins(host, events)
        if reason and self.watch and self.reasons:
            lines.append(f"  ({self.names[player]}: {reason})")
        start = 0
        for i, e in enumerate(events):
            if isinstance(e, HandEnded):
                host.present(self.display(), lines + self.log_lines(events[start:i + 1]))
                lines = []
                start = i + 1
                history = list(self.game.events)
                cut = len(history) - (len(events) - (i + 1))
                await host.hand_over(hand_end_events(history[:cut]), self.names)
            elif isinstance(e, MatchEnded):
                host.present(self.display(), lines + self.log_lines(events[start:i + 1]))
                lines = []
                start = i + 1
                await host.match_over(e, self.names)
        host.present(self.display(), lines + self.log_lines(events[start:]))

    def _announce_wins(self, host: TableHost, events: list[Event]) -> None:
        """Sichuan: a call-out for each win as it happens (play goes on after it)."""
        from mahjong_tui.ui.sichuan.table_info import win_callout, wins_before

        history = self.game.events
        start = len(history) - len(events)
        message = win_callout(events, self.names, wins_before(history, start) + 1)
        call_out = getattr(host, "call_out", None)
        if message is not None and call_out is not None:
            call_out(message)


def _describe(event: Event, names: Sequence[str]) -> str:
    return event.describe(names)


def _hide(seat: SeatDisplay) -> SeatDisplay:
    return replace(seat, hand=None, drawn=None)

