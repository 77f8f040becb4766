"""The game loop behind the table screen: asks bots (off the event loop) and
humans (through the screen), applies their answers, and tells the screen what to
draw.

The screen is a :class:`TableHost`; the source of what it draws is a
:class:`LiveSession` (a live game) or, later, a replay that feeds
``TableView`` values. Nothing here decides legality: humans are offered
``view.legal`` and every answer goes through ``Game.apply``.

Hot-seat privacy (documented in ``docs/ui.md``): with two or more humans,
every discard (and every tile added to a pung) that another human could take
opens one shared *call window*: the public table as it stood at the discard,
every hand hidden, and the humans' numbers to press to call. What it shows
depends only on the public table, never on anybody's options, so it tells
nobody who could claim; a human who calls gets the keyboard behind a curtain
and sees their options (only "pass" when they have none). The engine's claim
answers of the humans who did not call are "pass". A curtain hides the table
whenever the keyboard must pass to one human.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from mahjong_tui.engine.actions import Action, Pass
from mahjong_tui.engine.agents import Agent, agent_reason_language
from mahjong_tui.engine.driver import GameLoop
from mahjong_tui.engine.events import (
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
from mahjong_tui.engine.names import plain_name
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.views import SeatView, TableView
from mahjong_tui.ui.hotseat_table import (
    Offer,
    auto_pass_filter,
    find_offer,
    held_display,
    hide_seat,
    public_display,
    quiet_claims,
)
from mahjong_tui.ui.model import TableDisplay, table_display

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

    async def call_window(self, display: TableDisplay, tile: Tile, from_player: int,
                          callers: Sequence[int], *, robbing: bool = False) -> int | None:
        """Hot-seat: show the public ``display`` and let one of ``callers`` call
        ``tile``; return who called, or ``None`` when nobody does."""

    async def claim_window(self, player: int, view: SeatView, tile: Tile,
                           from_player: int) -> None:
        """Hot-seat: show ``player`` (who called) a claim prompt for ``tile`` with
        only "pass": they have no claim on it."""

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
        can_undo: a player may take back a decision (a game against bots only).
        paced: the source waits for the screen's pace (speed, pause, step, all hands
            shown); an online table goes at its players' pace.
        chat: sends a line of chat to the table (``None``: nobody to talk to).
        describe: turns an event into a log line (set by the screen).
    """

    names: tuple[str, ...]
    watch: bool
    show_all: bool
    follow: int
    keyboard: int | None
    can_undo: bool
    paced: bool
    chat: Callable[[str], None] | None
    describe: Callable[[Event, Sequence[str]], str]

    @property
    def history(self) -> Sequence[Event]:
        """The events so far (unredacted where the source knows them)."""

    def status_note(self) -> str:
        """A short note for the status line (an online decision's time left), or
        ``""``."""

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
        self.can_undo = False
        self.paced = True
        self.chat: Callable[[str], None] | None = None
        self.index = 0
        self.describe: Callable[[Event, Sequence[str]], str] = _describe
        """Turns an event into a log line (the screen sets one in the player's language)."""

    @property
    def history(self) -> Sequence[Event]:
        """The events of the frames shown so far."""
        return [e for _, events in self.frames[:self.index + 1] for e in events]

    def status_note(self) -> str:
        """Nothing to add to the status line."""
        return ""

    def display(self) -> TableDisplay:
        """The current frame, all hands shown unless toggled off."""
        view = self.frames[self.index][0]
        d = table_display(view, self.names, bottom=self.follow, reveal_all=True)
        if self.show_all:
            return d
        seats = tuple(s if s.player == self.follow else hide_seat(s) for s in d.seats)
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
    """A shared call window: the answers of the humans who called."""

    answers: dict[int, Action]


@dataclass
class _Windows:
    """The hot-seat call window in progress, shared by the loop and the human seats."""

    window: _Window | None = None


class _HumanSeat:
    """A human at this keyboard as an agent: the table screen completes the decision
    (or the hot-seat call window already collected it)."""

    def __init__(self, session: LiveSession, host: TableHost, player: int,
                 state: _Windows) -> None:
        self.session = session
        self.host = host
        self.player = player
        self.state = state

    async def decide_async(self, view: SeatView) -> Action:
        """The answer given in the call window ("pass" when this human did not
        call), an automatic pass by the player's auto-pass rule, or the screen's
        prompt."""
        window = self.state.window
        if window is not None and view.pending_claim is not None:
            answer = window.answers.pop(self.player, None)
            if answer is None:  # did not call: a pass (or the one answer the rules force)
                answer = Pass() if Pass() in view.legal else view.legal[0]
            return answer
        if view.pending_claim is not None:
            offered = auto_pass_filter(view.legal, self.session.auto_pass_of(self.player))
            if offered == (Pass(),):
                return Pass()
            view = replace(view, legal=offered)
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
        self.names = tuple(plain_name(n) for n in names)  # drawn as plain text
        self.humans = [p for p, a in enumerate(self.agents) if a is None]
        self.watch = watch or not self.humans
        self.keyboard: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.follow = self.humans[0] if self.humans else 0
        self.show_all = self.watch
        self.hotseat = len(self.humans) > 1
        self.can_undo = not self.hotseat
        self.paced = True
        self.chat: Callable[[str], None] | None = None
        self.describe: Callable[[Event, Sequence[str]], str] = _describe
        """Turns an event into a log line (the screen sets one in the player's language)."""
        self.reason_language = "en"
        """The interface language: in watch mode a bot's reason is logged when it is in
        it (the rule-based levels explain themselves in English, ``master`` in the
        language it is configured with)."""
        self.auto_pass: dict[int, str] = {}
        """Each human's auto-pass rule (:data:`~mahjong_tui.persistence.settings.AUTO_PASS`)
        by player; ``off`` when missing."""

        self._held: dict[int, TableDisplay] | None = None
        """While a call window is open: the table at the discard, by viewer
        (:data:`NOBODY`: the public table)."""

    @property
    def history(self) -> Sequence[Event]:
        """The game's events so far."""
        return self.game.events

    def status_note(self) -> str:
        """Nothing to add to the status line (a local game has no clock)."""
        return ""

    def auto_pass_of(self, player: int) -> str:
        """The auto-pass rule of ``player`` (``off`` unless set)."""
        return self.auto_pass.get(player, "off")

    # -- what the screen shows ------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The human whose hand is on screen, or ``None`` (watching, or curtain)."""
        return self.keyboard

    def display(self) -> TableDisplay:
        """The table as the current viewer may see it (while a hot-seat call window
        is open: as it stood at the discard)."""
        game = self.game
        if self._held is not None:
            return self._held[NOBODY if self.keyboard is None else self.keyboard]
        if self.watch:
            if self.show_all:
                return table_display(game.table_view(), self.names, bottom=self.follow,
                                     reveal_all=True)
            return table_display(game.view(self.follow), self.names, bottom=self.follow)
        if self.keyboard is None:
            return self.display_of(self.humans[0])
        return quiet_claims(table_display(game.view(self.keyboard), self.names,
                                          bottom=self.keyboard, viewer=self.keyboard))

    def display_of(self, player: int) -> TableDisplay:
        """The public table (every hand hidden, no claim marks) with ``player`` at the
        bottom."""
        return public_display(self.game.view(player), self.names)

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
            if not game.to_act():
                break
            before = self._displays() if self.hotseat else None
            done = await loop.step_async()
            if state.window is not None:
                if not done.events:
                    # An answer to the claim after the window: nothing public changed,
                    # and a redraw per answer would count who had an option.
                    continue
                state.window = None  # the claim is resolved
            offer = find_offer(done.action, done.player, done.events) \
                if before is not None and not game.is_over else None
            if before is not None and offer is not None:
                # From the discard on, the screen shows the table held at the
                # discard (the discarder's own screen too): not the engine's next step.
                cut = offer.index + 1
                after = self.display_of(self.humans[0])
                self._held = {k: held_display(d, after, offer) for k, d in before.items()}
                self.keyboard = None
                host.present(self.display(), self.log_lines(done.events[:cut]))
                await host.frame()
                try:
                    state.window = await self._call_window(host, self._held[NOBODY], offer)
                finally:
                    self._held = None
                if done.events[cut:]:  # else the claim answers follow, then its outcome
                    await self._publish(host, done.events[cut:], done.player, None)
            else:
                await self._publish(host, done.events, done.player, done.reason)
            await host.frame()
            if self.agents[done.player] is not None and done.events:
                await host.pace()

    def _displays(self) -> dict[int, TableDisplay]:
        """The table now for each human (their own hand shown) and for nobody."""
        shown: dict[int, TableDisplay] = {NOBODY: self.display_of(self.humans[0])}
        for h in self.humans:
            shown[h] = quiet_claims(table_display(self.game.view(h), self.names, bottom=h,
                                                  viewer=h))
        return shown

    async def _call_window(self, host: TableHost, held: TableDisplay,
                           offer: Offer) -> _Window:
        """The shared call window for ``offer``: the table as it stood at the
        discard; each human who calls answers behind a curtain, and it opens again
        for the others until nobody more calls. What shows depends only on the
        public table and on who calls, never on who could claim."""
        window = _Window({})
        # Sichuan: a player who has won is out of the hand (public: no call for them).
        callers = [h for h in self.humans
                   if h != offer.player and held.seats[h].won_rank is None]
        while callers:
            self.keyboard = None
            host.present(held, [])
            caller = await host.call_window(held, offer.tile, offer.player, tuple(callers),
                                            robbing=offer.robbing)
            if caller is None or caller not in callers:
                break
            callers.remove(caller)
            await self._switch(host, caller)
            view = self.game.view(caller)
            offered = auto_pass_filter(view.legal, self.auto_pass_of(caller))
            if view.pending_claim is not None and offered and offered != (Pass(),):
                window.answers[caller] = await host.ask_human(
                    caller, replace(view, legal=offered))
            else:
                await host.claim_window(caller, view, offer.tile, offer.player)
        # The last caller keeps the keyboard: their turn may follow (after a claim).
        return window

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
        agent = self.agents[player]
        if reason and self.watch and agent is not None and \
                agent_reason_language(agent) == self.reason_language:
            name = self.names[player]
            lines.append(f"  （{name}：{reason}）" if self.reason_language == "zh"
                         else f"  ({name}: {reason})")
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
        lang = getattr(getattr(host, "settings", None), "language", "en")
        message = win_callout(events, self.names, wins_before(history, start) + 1, lang)
        call_out = getattr(host, "call_out", None)
        if message is not None and call_out is not None:
            call_out(message)


def _describe(event: Event, names: Sequence[str]) -> str:
    return event.describe(names)

