"""The replay viewer: a game record on the table, step by step (``mahjong-tui replay FILE``).

The record is checked first (it must replay identically), then re-played once
to take a *frame* after every action: the whole table (every hand visible)
and the events that action caused. The viewer is the live table screen
(:class:`~mahjong_tui.ui.screens.table.TableScreen`) fed by a
:class:`ReplayController` instead of a live game, so everything looks as it
did: the seats, the centre, the log, and the scoring and final screens pop up
when stepping onto the end of a hand or match.

Keys: → / n next action, ← / b previous, ] / PgDn next hand, [ / PgUp previous
hand, Home / End first / last, j pick a hand from a list, space play / pause,
a show or hide hands, f or 1-4 which seat sits at the bottom, r review the human
seats' decisions (or the bottom seat's) against the expert bot, q quit.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from mahjong_tui.engine.actions import Action, parse_action
from mahjong_tui.engine.events import Event, HandEnded, HandStarted, MatchEnded, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import GameRecord
from mahjong_tui.engine.views import TableView
from mahjong_tui.i18n import catalogue
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.model import TableDisplay
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.session import ReplaySource, TableHost, hand_end_events
from mahjong_tui.ui.words import action_text, describe_event, translate_bindings

__all__ = [
    "Frame",
    "HandPicker",
    "ReplayApp",
    "ReplayController",
    "ReplayScreen",
    "build_frames",
    "run_replay_viewer",
]

AUTOPLAY_DELAY = 0.6
"""Seconds between actions while playing."""


@dataclass(frozen=True, slots=True)
class Frame:
    """The table after one action (or, for the first frame, after the first deal).

    Attributes:
        view: the whole table, every hand visible.
        events: the events since the previous frame.
        history: how many events happened up to this frame (``game.events[:history]``).
        hand_number: the hand on the table (0-based; the next one once a hand ended).
        action: ``"South: discard 5p"``, or ``None`` for the first frame.
        actor: who acted (``None`` for the first frame).
        act: the action (``None`` for the first frame).
    """

    view: TableView
    events: tuple[Event, ...]
    history: int
    hand_number: int
    action: str | None
    actor: int | None = None
    act: Action | None = None


def build_frames(record: GameRecord) -> tuple[list[Frame], list[Event], tuple[str, ...]]:
    """Replay ``record`` once (:func:`mahjong_tui.engine.record.replay`, which checks
    every line), taking a frame before the first action and after each one.

    Returns:
        The frames, the full event list, and the player names.

    Raises:
        RecordError: the record does not replay identically (one line).
    """
    from mahjong_tui.engine.record import replay

    actions = [line for line in record.lines if line.get("t") == "action"]
    frames: list[Frame] = []

    def start(game: Game) -> None:
        frames.append(Frame(game.table_view(), tuple(game.events), len(game.events),
                            game.hand_number, None))

    def step(game: Game) -> None:
        line = actions[len(frames) - 1]
        before = frames[-1].history
        action = parse_action(line["action"])
        frames.append(Frame(game.table_view(), tuple(game.events[before:]), len(game.events),
                            game.hand_number, f"{game.players[line['player']]}: {action.text}",
                            line["player"], action))

    game = replay(record, on_start=start, on_step=step)
    return frames, list(game.events), tuple(game.players)


class ReplayController(ReplaySource):
    """The replay as a table source: the screen sends commands, this moves the frame.

    Args:
        frames: from :func:`build_frames`.
        events: every event of the game.
        names: player names.
        title: shown in the status line (the file name).
    """

    def __init__(self, frames: Sequence[Frame], events: Sequence[Event],
                 names: Sequence[str], title: str = "") -> None:
        super().__init__([(f.view, f.events) for f in frames], names)
        self.replay_frames = list(frames)
        self.all_events = list(events)
        self.title = title
        self.playing = False
        self.commands: asyncio.Queue[tuple[str, int]] = asyncio.Queue()
        self.hand_starts = [i for i, f in enumerate(frames)
                            if i == 0 or f.hand_number != frames[i - 1].hand_number]
        self.record: GameRecord | None = None
        """The record replayed (for the review), when loaded from a file."""

    # -- positions -------------------------------------------------------------
    @property
    def frame(self) -> Frame:
        """The frame on the table."""
        return self.replay_frames[self.index]

    def hand_index(self, index: int | None = None) -> int:
        """Which entry of ``hand_starts`` the frame ``index`` (default: current) belongs to."""
        index = self.index if index is None else index
        return max(k for k, start in enumerate(self.hand_starts) if start <= index)

    def target(self, command: str, value: int) -> int:
        """The frame a command leads to (clamped to the replay)."""
        last = len(self.replay_frames) - 1
        if command == "step":
            return max(0, min(last, self.index + value))
        if command == "hand":
            k = max(0, min(len(self.hand_starts) - 1, self.hand_index() + value))
            return self.hand_starts[k]
        if command == "goto":
            return max(0, min(last, value))
        return self.index

    def hand_summaries(self, lang: str = "en") -> list[str]:
        """One line per hand: number, round, result (for the hand picker)."""
        c = catalogue(lang)
        out: list[str] = []
        for k, start in enumerate(self.hand_starts):
            frame = self.replay_frames[start]
            end = (self.hand_starts[k + 1] if k + 1 < len(self.hand_starts)
                   else len(self.replay_frames))
            # the hand's result is among the events of the frame that ended it
            result = c.in_progress
            for f in self.replay_frames[start + 1:end + 1]:
                won = next((e for e in f.events if isinstance(e, Won)), None)
                if won is not None:
                    result = describe_event(won, self.names, lang)
                    break
                if any(isinstance(e, HandEnded) for e in f.events):
                    result = c.draw
                    break
            out.append(c.picker_line.format(n=frame.hand_number + 1, result=result))
        return out

    def log_since_hand_start(self) -> list[str]:
        """The log of the current hand up to the current frame."""
        history = self.frame.history
        start = max((i for i, e in enumerate(self.all_events[:history])
                     if isinstance(e, HandStarted)), default=0)
        return [self.describe(e, self.names) for e in self.all_events[start:history]]

    # -- the loop --------------------------------------------------------------
    async def run(self, host: TableHost) -> None:
        """Show the first frame, then follow the screen's commands until it closes."""
        self._redraw(host)
        while True:
            if self.playing and self.index < len(self.replay_frames) - 1:
                try:
                    command, value = await asyncio.wait_for(self.commands.get(),
                                                            AUTOPLAY_DELAY)
                except TimeoutError:
                    command, value = "step", 1
            else:
                self.playing = False
                command, value = await self.commands.get()
            if command == "play":
                self.playing = not self.playing
                host.present(self.display(), [])
                continue
            new = self.target(command, value)
            if command == "step" and new == self.index + 1:
                await self._forward(host)
            elif new != self.index:
                self.index = new
                self._redraw(host)

    def _redraw(self, host: TableHost) -> None:
        reset = getattr(host, "reset_log", None)
        if reset is not None:
            reset()
        host.present(self.display(), self.log_since_hand_start())

    async def _forward(self, host: TableHost) -> None:
        """One action on: its events go to the log, and the end of a hand or the match
        shows its screen as it did in the game."""
        self.index += 1
        frame = self.frame
        host.present(self.display(), [self.describe(e, self.names) for e in frame.events])
        upto = frame.history - len(frame.events)
        for i, e in enumerate(frame.events):
            if isinstance(e, HandEnded):
                await host.hand_over(hand_end_events(self.all_events[:upto + i + 1]), self.names)
            elif isinstance(e, MatchEnded):
                await host.match_over(e, self.names)


class HandPicker(ModalScreen[int]):
    """Choose a hand to jump to; dismissed with its index in ``hand_starts`` (or -1)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "cancel", "cancel")]
    DEFAULT_CSS = """
    HandPicker { align: center middle; }
    #picker { width: 70; max-width: 100%; height: auto; max-height: 90%;
              border: round $accent; }
    #picker OptionList { height: auto; max-height: 20; }
    """

    def __init__(self, summaries: Sequence[str], current: int, *, lang: str = "en") -> None:
        super().__init__()
        self.summaries = list(summaries)
        self.current = current
        self.lang = lang
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        with Vertical(id="picker"):
            yield Static(catalogue(self.lang).picker_title)
            yield OptionList(*(Option(s, id=str(i)) for i, s in enumerate(self.summaries)))

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        options.highlighted = self.current
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option_index)

    def action_cancel(self) -> None:
        self.dismiss(-1)


class ReplayScreen(TableScreen):
    """The table screen in replay mode (see the module docstring for the keys)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,n,l", "replay('step', 1)", "next", priority=True),
        Binding("left,b,h", "replay('step', -1)", "back", priority=True),
        Binding("right_square_bracket,pagedown", "replay('hand', 1)", "next hand"),
        Binding("left_square_bracket,pageup", "replay('hand', -1)", "prev hand"),
        Binding("home", "replay('goto', 0)", "start", show=False),
        Binding("end", "replay('goto', 1000000000)", "end", show=False),
        Binding("j", "pick_hand", "jump"),
        Binding("r", "review", "review"),
        Binding("space", "replay('play', 0)", "play/pause", priority=True),
        # the live table's decision keys mean nothing here
        Binding("enter,d,w,k,x", "nothing", "", show=False),
    ]

    DEFAULT_CSS = """
    ReplayScreen #status { display: none; }
    #replay-status { height: 1; background: $boost; color: $text; }
    """

    def __init__(self, controller: ReplayController, settings: Settings) -> None:
        super().__init__(controller, settings)
        self.controller = controller
        # Scoring screens stay until dismissed (stepping is the user's pace).
        self.speed = "step"

    def apply_settings(self, settings: Settings) -> None:
        """Settings changed: keep the replay's own pacing."""
        super().apply_settings(settings)
        self.speed = "step"

    def action_nothing(self) -> None:
        """Ignore a live-game key."""

    def action_replay(self, command: str, value: int) -> None:
        """Send a command to the controller."""
        self.controller.commands.put_nowait((command, value))

    def action_pick_hand(self) -> None:
        """Open the list of hands."""
        c = self.controller

        def chosen(k: int | None) -> None:
            if k is not None and k >= 0:
                c.commands.put_nowait(("goto", c.hand_starts[k]))

        lang = self.settings.language
        self.app.push_screen(HandPicker(c.hand_summaries(lang), c.hand_index(), lang=lang),
                             callback=chosen)

    def action_review(self) -> None:
        """Review the human seats' decisions (or the bottom seat's) against the expert."""
        from mahjong_tui.ui.review_screen import ReviewScreen, review_seats

        c = self.controller
        if c.record is None:
            self.notify("No record to review.")
            return
        self.app.push_screen(ReviewScreen(c.record, review_seats(c.record, c.follow), c.names,
                                          lang=self.settings.language))

    def compose(self) -> ComposeResult:
        yield Static("", id="replay-status", markup=False)
        yield from super().compose()

    def present(self, display: TableDisplay, log: Sequence[str]) -> None:
        """Draw as the table does, then the replay's own status line."""
        super().present(display, log)
        self.show_replay_status()

    def reset_log(self) -> None:
        """Empty the log before it is redrawn for a jump (a rule line if it cannot be)."""
        cleared = False
        for widget in self.query("#log"):
            clear = getattr(widget, "clear", None)  # a RichLog
            lines = getattr(widget, "lines", None)  # the table's LogPanel (a deque)
            if callable(clear):
                clear()
                cleared = True
            elif lines is not None and callable(getattr(lines, "clear", None)):
                lines.clear()
                widget.refresh()
                cleared = True
        if not cleared:
            super().present(self.controller.display(), ["-" * 20])

    def show_replay_status(self) -> None:
        """Where the replay is, and the keys."""
        c = self.controller
        frame = c.frame
        last = len(c.replay_frames) - 1
        lang = self.settings.language
        w = catalogue(lang)
        parts = [
            w.replay_titled.format(title=c.title) if c.title else w.replay,
            w.replay_hand.format(k=c.hand_index() + 1, n=len(c.hand_starts)),
            w.replay_action.format(i=c.index, n=last),
        ]
        if c.index in c.hand_starts and c.index > 0:
            # This frame's action ended the previous hand; name the new hand instead.
            parts.append(w.replay_dealt.format(n=frame.hand_number + 1))
        elif frame.actor is not None and frame.act is not None:
            parts.append(f"{c.names[frame.actor]}: {action_text(frame.act, lang)}")
        elif frame.action:
            parts.append(frame.action)
        parts.append(w.replay_playing if c.playing else w.replay_keys)
        for widget in self.query("#replay-status"):
            if isinstance(widget, Static):
                widget.update(" · ".join(parts))


class ReplayApp(MahjongApp):
    """The app opened straight on a :class:`ReplayScreen`."""

    def __init__(self, settings: Settings, controller: ReplayController) -> None:
        super().__init__(settings, None, save=False)
        self.controller = controller

    def _on_mount(self, event: events.Mount) -> None:
        # Stop here: the base app's handler would open the start screen.
        event.prevent_default()
        self.push_screen(ReplayScreen(self.controller, self.settings),
                         callback=lambda _: self.exit(0))
        self.call_after_refresh(self._check_size)


def load_replay(path: str | Path) -> ReplayController:
    """Verify the record at ``path`` and build its controller.

    Raises:
        RecordError: the file is not a record that replays identically (one line).
    """
    from mahjong_tui.engine.record import entry_to_dict
    from mahjong_tui.persistence.autosave import load_saved

    path = Path(path)
    loaded = load_saved(path, session_required=False)  # verifies every line
    game = loaded.game
    # The lines on disk (with the events of a last action regenerated if they were
    # missing), replayed by the same routine as ``replay --verify``.
    record = GameRecord(game.header(), [entry_to_dict(e) for e in game.entries])
    frames, events, names = build_frames(record)
    controller = ReplayController(frames, events, names, title=path.name)
    controller.record = record
    return controller


def run_replay_viewer(path: str | Path) -> int:
    """Open the viewer on a record; 1 with a one-line message if it cannot be replayed."""
    from mahjong_tui.engine.record import RecordError
    from mahjong_tui.persistence.autosave import SessionError
    from mahjong_tui.ui.launch import load_user_settings, run_app

    try:
        controller = load_replay(path)
    except (RecordError, SessionError) as exc:
        print(f"mahjong-tui replay: {path}: {exc}", file=sys.stderr)
        return 1
    settings, _ = load_user_settings(None)
    return run_app(ReplayApp(settings, controller))

