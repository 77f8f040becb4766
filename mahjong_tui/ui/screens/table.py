"""The table screen: four seats around a centre, the player's hand, action buttons
and (on large terminals) the log.

The screen draws whatever its *source* presents (:class:`TableHost`): a live
game (:class:`~mahjong_tui.ui.session.LiveSession`) or, later, a replay. It
never decides what is legal: the hand and the buttons offer exactly
``view.legal``.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any, ClassVar

from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.screen import ModalScreen, Screen

from mahjong_tui.engine.actions import (
    Action,
    AddKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    Pung,
)
from mahjong_tui.engine.events import Event, HandEnded, MatchEnded, Won, redact
from mahjong_tui.engine.views import Phase, SeatView
from mahjong_tui.i18n import Catalogue, catalogue
from mahjong_tui.i18n.problems import problem_text
from mahjong_tui.persistence.settings import SPEEDS, Settings
from mahjong_tui.ui.hand_end import revealed_display
from mahjong_tui.ui.heap import collect_at_pause, freeze_startup_heap
from mahjong_tui.ui.hint_panel import HintPanel, hint_refusal
from mahjong_tui.ui.messages import ActionChosen, TileClicked
from mahjong_tui.ui.model import TableDisplay
from mahjong_tui.ui.screens.chat import ChatScreen
from mahjong_tui.ui.screens.hotseat_prompts import HotseatPrompts
from mahjong_tui.ui.screens.prompts import ChoiceScreen, ClaimPrompt
from mahjong_tui.ui.screens.scoring import MatchEndScreen, ScoringScreen
from mahjong_tui.ui.session import TableSource
from mahjong_tui.ui.sichuan.hand_marks import dimmed_tiles, hand_marks
from mahjong_tui.ui.sichuan.settlement import SettlementScreen
from mahjong_tui.ui.sichuan.setup_prompts import setup_prompt
from mahjong_tui.ui.sichuan.table_info import (
    discard_reason,
    exchange_note,
    hand_end_callout,
)
from mahjong_tui.ui.widgets.action_bar import ActionBar, action_key
from mahjong_tui.ui.widgets.callout import CallOut, new_calls
from mahjong_tui.ui.widgets.footer import TableFooter
from mahjong_tui.ui.widgets.hand import HandBar
from mahjong_tui.ui.widgets.log import LogPanel
from mahjong_tui.ui.widgets.seat import CentrePanel, SeatPanel
from mahjong_tui.ui.widgets.status import StatusLine
from mahjong_tui.ui.words import (
    action_text,
    describe_event,
    how_won,
    kind_name,
    translate_bindings,
)

__all__ = ["SPEED_DELAYS", "TableScreen"]

_STYLES = Path(__file__).parent.parent / "styles"

SPEED_DELAYS = {"instant": 0.0, "fast": 0.15, "normal": 0.5, "slow": 1.2, "step": 0.0}
"""Seconds of pause after each bot action, by speed."""

_SCORE_AUTO_CLOSE = {"instant": 0.0, "fast": 1.0, "normal": 3.0, "slow": 6.0}
_POSITIONS = ("bottom", "right", "top", "left")  # by (player - bottom) % 4: next player sits right
_JUMP_KEYS = "1234567890!@#$"


def _ledger_family(display: TableDisplay | None) -> bool:
    """Rulesets other than MCR settle hands on the ledger's settlement screen (their
    scores have fans or multipliers and payments, not MCR's fan sets)."""
    return display is not None and display.family != "mcr"


class TableScreen(HotseatPrompts, Screen[None]):
    """The table. Keys: arrows move, Enter/d discards, digits jump to a tile,
    w/k/c/p/x win/kong/chow/pung/pass; watch mode: space pause, n step, a all hands,
    f follow, +/- speed.

    Args:
        session: the source of what to draw (a live game, or a replay).
        settings: tile style, language, speed.
    """

    CSS_PATH = str(_STYLES / "table.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "move(-1)", "◀", show=False),
        Binding("right,l", "move(1)", "▶", show=False),
        Binding("enter,d", "discard", "discard"),
        Binding("w", "kind('w')", "win"),
        Binding("k", "kind('k')", "kong"),
        Binding("x", "kind('x')", "pass", show=False),
        Binding("space", "pause", "pause"),
        Binding("n", "step", "step"),
        Binding("a", "toggle_all", "hands"),
        Binding("f", "follow", "follow"),
        Binding("plus,equals_sign", "speed(-1)", "faster", show=False),
        Binding("minus", "speed(1)", "slower", show=False),
        Binding("u", "undo", "undo"),
        Binding("t", "chat", "chat"),
        Binding("i", "toggle_hints", "hints", show=False),
        Binding("e", "app.encyclopedia", "fans", show=False),
        Binding("s", "app.calculator", "calculator", show=False),
        Binding("question_mark", "app.help", "help"),
        Binding("o", "app.settings", "settings"),
        Binding("L", "toggle_log", "log", show=False),
        Binding("q", "app.quit_game", "quit"),
    ]

    _PLAY_ACTIONS = frozenset({"discard", "kind", "undo"})
    """Actions of a player at the table: they do nothing for a spectator."""
    _WATCH_ACTIONS = frozenset({"pause", "step", "toggle_all", "follow"})
    """Spectator controls: they apply only when watching."""
    _PACE_ACTIONS = frozenset({"pause", "step", "speed", "toggle_all"})
    """Spectator controls of a source the screen paces (not an online table's)."""

    def __init__(self, session: TableSource, settings: Settings) -> None:
        super().__init__()
        self.session = session
        self.settings = settings
        self.speed = settings.speed
        self.paused = False
        self._step = asyncio.Event()
        self._resume = asyncio.Event()
        self._resume.set()
        self._turn: asyncio.Future[Action] | None = None
        self._legal: tuple[Action, ...] = ()
        self._selected: int | None = None
        self._ended_frame: TableDisplay | None = None
        """The last frame of the previous hand (for the revealed table at its end)."""
        """The tile the player chose this turn (by click or key), if any."""
        self._void_note: str | None = None
        """Why some tiles may not be discarded this turn (Sichuan: the void suit)."""
        self.display_value: TableDisplay | None = None
        """The latest display presented."""
        self.presented = 0
        """Number of frames presented (for tests and the benchmark)."""

    # -- layout ----------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield StatusLine(id="status")
        with Horizontal(id="main"):
            with Vertical(id="table"):
                yield SeatPanel(id="seat-top", classes="wide")
                with Horizontal(id="middle"):
                    yield SeatPanel(id="seat-left")
                    yield CentrePanel(id="centre")
                    yield SeatPanel(id="seat-right")
                bottom = SeatPanel(id="seat-bottom", classes="wide")
                bottom.show_hand = False
                yield bottom
                yield HandBar(id="hand")
                yield ActionBar(id="actions")
            yield LogPanel(id="log")
        yield HintPanel(id="hints")
        yield TableFooter()
        yield CallOut(id="callout")

    def on_mount(self) -> None:
        self._apply_settings(self.settings)
        self._relayout()
        freeze_startup_heap()  # the app and the table's widgets live until exit
        self.run_session()

    def on_resize(self, event: events.Resize) -> None:
        self._relayout()

    def _relayout(self) -> None:
        w, h = self.app.size
        large = w >= 110 and h >= 34
        self.set_class(large, "-large")
        self.set_class(not large, "-compact")
        log = self.query_one(LogPanel)
        hints = self.query_one(HintPanel)
        if large:
            log.styles.clear_rule("offset")
            log.styles.clear_rule("height")
            hints.styles.clear_rule("height")
        else:
            # Compact: the hint panel covers the table, not the status line (the
            # player's turn and keys) nor the footer: one line each.
            hints.styles.height = max(1, h - 2)
            # Compact: the log (L) covers the middle row, never your hand.
            # Offsets are within the row below the status line: skip the top seat,
            # leave the bottom seat, the hand, the actions and the footer.
            log.styles.offset = (0, 4)
            log.styles.height = max(3, h - 1 - 4 - 4 - 3 - 1 - 1)

    def _apply_settings(self, settings: Settings) -> None:
        self.settings = settings
        lang = settings.language
        self.session.describe = partial(describe_event, lang=lang)
        if hasattr(self.session, "reason_language"):
            self.session.reason_language = lang
        translate_bindings(self, lang)
        self.query_one(ActionBar).lang = lang
        for panel in self.query(SeatPanel):
            panel.lang = lang
        self.query_one(CentrePanel).lang = lang
        hand = self.query_one(HandBar)
        hand.lang = lang
        self.query_one(HintPanel).set_lang(lang)
        humans = getattr(self.session, "humans", None)
        if humans is not None and hasattr(self.session, "auto_pass"):
            hotseat = self.session_is_hotseat
            self.session.auto_pass = {
                p: settings.auto_pass_for(self.session.names[p] if hotseat else None)
                for p in humans}
        hand.tile_style = settings.tile_style

    def apply_settings(self, settings: Settings) -> None:
        """Settings changed (from the settings screen)."""
        self._apply_settings(settings)
        self.speed = settings.speed if self.session.watch or settings.speed != "step" else "normal"
        self.present(self.session.display(), [])

    @work(exclusive=True, group="session")
    async def run_session(self) -> None:
        """The game loop, as an async worker: bots think in threads, the UI stays live."""
        try:
            await self.session.run(self)
            self.dismiss(None)  # the match is over: back to the start screen, or exit
        except NoMatches:
            if self.query("#status"):
                raise
            # else: the app is shutting down and has removed the table's widgets

    def action_chat(self) -> None:
        """A line of chat to the table (online tables)."""
        say = self.session.chat
        if say is None:
            return
        self.app.push_screen(ChatScreen(lang=self.settings.language),
                             callback=lambda text: say(text) if text else None)

    def action_undo(self) -> None:
        """Take back your last decision (games against bots only)."""
        from mahjong_tui.persistence.undo import undo_live_session

        reason = undo_live_session(self.session)
        if reason is not None:
            self.notify(self._words.messages.get(reason, reason))
            return
        self.workers.cancel_group(self, "session")
        self.run_session()  # the loop asks the human again, from the rebuilt game

    # -- TableHost -------------------------------------------------------------
    def present(self, display: TableDisplay, log: Sequence[str]) -> None:
        """Draw ``display`` and append ``log`` lines."""
        with contextlib.suppress(NoMatches):  # the app may be shutting down under the loop
            self._present(display, log)

    def _present(self, display: TableDisplay, log: Sequence[str]) -> None:
        before = self.display_value
        if before is not None and before.hand_number == display.hand_number:
            calls = new_calls(before.seats, display.seats, self._words)
            if calls:
                self.call_out(" · ".join(calls))
        elif before is not None:
            self._ended_frame = before
        self.display_value = display
        for i, seat in enumerate(display.seats):
            pos = _POSITIONS[(i - display.bottom) % 4]
            self.query_one(f"#seat-{pos}", SeatPanel).seat = seat
        self.query_one(CentrePanel).table = display
        hand = self.query_one(HandBar)
        me = display.seats[display.bottom]
        if me.hand is not None and (display.viewer is not None or self.session.watch):
            hand.tiles, hand.drawn = me.hand, me.drawn
        else:
            hand.tiles, hand.drawn = (), None
        hand.marks = hand_marks(display, hand.all_tiles)
        if log:
            self.query_one(LogPanel).write_lines(log)
        self._show_saving_news()
        self._update_status()
        self.presented += 1

    def call_out(self, message: str) -> None:
        """A short banner across the middle of the table."""
        self.query_one(CallOut).show(message, row=self.size.height // 2 - 1,
                                     width=self.size.width)

    def _show_saving_news(self) -> None:
        """Say at once when the game or its statistics cannot be saved (and when they
        can again): the game goes on either way."""
        save = getattr(self.session, "autosave", None)
        news = getattr(save, "news", None)
        if news is None:
            return
        for message in news():
            self.notify(problem_text(message, self.settings.language), title=self._words.saving,
                        severity="warning", timeout=12, markup=False)

    async def ask_human(self, player: int, view: SeatView) -> Action:
        """A human decides: a claim prompt for a discard on offer, else their turn."""
        if self.settings.bell == "on":
            self.app.bell()
        self.query_one(HintPanel).update_view(view, self.session.names)
        if view.phase is Phase.SETUP:  # Sichuan: the exchange, then the void suit
            note = exchange_note([redact(e, player) for e in self.session.history], player,
                                 self.session.names, self.settings.language)
            setup = setup_prompt(view, style=self.settings.tile_style,
                                 lang=self.settings.language, note=note)
            return await self._prompt(setup)
        if view.pending_claim is not None:
            pc = view.pending_claim
            prompt = ClaimPrompt(pc.tile, self.session.names[pc.from_player],
                                 view.seat_winds[pc.from_player], view.legal,
                                 style=self.settings.tile_style, lang=self.settings.language,
                                 robbing=pc.robbing)
            return await self._prompt(prompt)
        # The last move is drawn and the turn not yet open: collect garbage now,
        # not in the frame of the key the player presses next.
        collect_at_pause()
        loop = asyncio.get_running_loop()
        self._turn = loop.create_future()
        self._legal = view.legal
        hand = self.query_one(HandBar)
        dimmed = dimmed_tiles(view.legal, hand.all_tiles)
        # The cursor starts on the last tile that may be discarded (the drawn tile,
        # unless the void suit must go first).
        hand.cursor = max((i for i in range(len(hand.all_tiles)) if i not in dimmed),
                          default=len(hand.all_tiles) - 1)
        self._selected = None
        hand.active = True
        hand.dimmed = dimmed
        self._void_note = discard_reason(view.legal, hand.all_tiles, view.voids[view.player],
                                         self.settings.language)
        self.query_one(ActionBar).actions = tuple(
            a for a in view.legal if not isinstance(a, Discard))
        self._update_status()
        self.refresh_bindings()
        try:
            return await self._turn
        finally:
            self._turn = None
            self._legal = ()
            hand.active = False
            hand.dimmed = ()
            self._void_note = None
            try:
                self.query_one(ActionBar).actions = ()
                self._update_status()
                self.refresh_bindings()
            except NoMatches:  # the screen is closing
                pass

    async def _prompt(self, prompt: Screen[Action]) -> Action:
        """Show ``prompt`` over the table and return its answer. A prompt withdrawn
        meanwhile (an online table's timer ran out) goes, with whatever opened over it."""
        try:
            answer: Action = await self.app.push_screen(prompt, wait_for_dismiss=True)
        except asyncio.CancelledError:
            if prompt in self.app.screen_stack:
                while self.app.screen is not prompt:
                    self.app.pop_screen()
                self.app.pop_screen()
            raise
        return answer

    async def hand_over(self, events: Sequence[Event], names: Sequence[str]) -> None:
        """Every hand face up on the table, a call-out for the win, then the scoring
        screen over the table (it closes itself in watch mode unless stepping)."""
        auto = _SCORE_AUTO_CLOSE.get(self.speed) if self.session.watch else None
        if auto == 0.0:
            return
        ended = next((e for e in events if isinstance(e, HandEnded)), None)
        frame = self.display_value
        if frame is not None and ended is not None and frame.hand_number != ended.hand_number:
            frame = self._ended_frame
        if frame is not None and ended is not None and frame.hand_number == ended.hand_number:
            self.present(revealed_display(frame, ended), [])
            won = next((e for e in events if isinstance(e, Won)), None)
            c = self._words
            if _ledger_family(self.display_value):
                self.call_out(hand_end_callout(events, names, self.settings.language))
            elif won is not None:
                self.call_out(c.call_win.format(name=names[won.player],
                                                how=how_won(won, names, c),
                                                fan=won.result.total))
            else:
                self.call_out(c.call_draw)
            if self.speed != "instant":
                await asyncio.sleep(1.0)  # the table, all hands shown, before the scores
        # The last discard and the hands are drawn before the scores are laid out,
        # which takes longer than any table frame.
        await self.frame()
        screen: ModalScreen[None] = (
            SettlementScreen(events, names, lang=self.settings.language, auto_close=auto)
            if _ledger_family(self.display_value) else
            ScoringScreen(events, names, lang=self.settings.language,
                          style=self.settings.tile_style, auto_close=auto,
                          fan_names=self.settings.fan_names))
        await self.app.push_screen(screen, wait_for_dismiss=True)

    async def match_over(self, event: MatchEnded, names: Sequence[str]) -> None:
        """The final standings."""
        await self.app.push_screen(MatchEndScreen(event, names, lang=self.settings.language),
                                   wait_for_dismiss=True)

    async def pace(self) -> None:
        """Wait after a bot action: the speed's delay; paused or step mode waits for keys."""
        await self._resume.wait()
        if self.speed == "step":
            # A key pressed while the bot was acting counts: it releases this step.
            self._update_status()
            await self._step.wait()
            self._step.clear()
        else:
            self._step.clear()  # a step key or speed change meant for step mode is spent
            delay = SPEED_DELAYS[self.speed]
            if delay:
                await asyncio.sleep(delay)
            else:
                await asyncio.sleep(0)

    async def frame(self) -> None:
        """Return once the screen has been refreshed with what was presented."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def refreshed() -> None:
            if not done.done():
                done.set_result(None)

        self.call_after_refresh(refreshed)
        await asyncio.wait({done}, timeout=0.25)

    # -- input -----------------------------------------------------------------
    def _decide(self, action: Action) -> None:
        if self._turn is not None and not self._turn.done() and action in self._legal:
            self._turn.set_result(action)
            self.query_one(HintPanel).supersede()

    def action_move(self, delta: int) -> None:
        hand = self.query_one(HandBar)
        n = len(hand.all_tiles)
        if n and hand.active:
            hand.cursor = self._selected = (hand.cursor + delta) % n

    def action_discard(self) -> None:
        hand = self.query_one(HandBar)
        tiles = hand.all_tiles
        if hand.active and 0 <= hand.cursor < len(tiles):
            self._decide(Discard(tiles[hand.cursor]))

    def on_tile_clicked(self, message: TileClicked) -> None:
        """A click chooses a tile, a second click on it discards it (as graphical
        clients do); with the ``click: discard`` setting one click discards."""
        hand = self.query_one(HandBar)
        tiles = hand.all_tiles
        if not hand.active or message.index >= len(tiles):
            return
        again = self._selected == message.index
        hand.cursor = self._selected = message.index
        if again or self.settings.click == "discard":
            self._decide(Discard(tiles[message.index]))

    def on_action_chosen(self, message: ActionChosen) -> None:
        self._decide(message.action)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Offer (and show in the footer) exactly the keys that do something now: the
        spectator controls when watching; at a game, discard and the letters only
        when the engine offers them, undo only against bots."""
        if self.session.watch:
            if action in self._PACE_ACTIONS and not self.session.paced:
                return False  # an online table goes at the players' pace
            return action not in self._PLAY_ACTIONS
        if action in self._WATCH_ACTIONS:
            return False
        if action == "discard":
            return self._turn is not None and any(isinstance(a, Discard) for a in self._legal)
        if action == "kind":
            return self._turn is not None and any(
                action_key(a) == parameters[0] for a in self._legal
                if not isinstance(a, Discard))
        if action == "undo":
            return bool(self.session.can_undo)
        if action == "chat":
            return self.session.chat is not None
        return True

    @property
    def _words(self) -> Catalogue:
        """The strings of the player's language."""
        return catalogue(self.settings.language)

    @property
    def turn_open(self) -> bool:
        """The human on turn may discard now (the table waits for their key)."""
        return self._turn is not None

    @property
    def session_is_hotseat(self) -> bool:
        """Several humans share the keyboard (no undo there)."""
        return bool(getattr(self.session, "hotseat", False))

    def action_kind(self, key: str) -> None:
        options = [a for a in self._legal if not isinstance(a, Discard) and action_key(a) == key]
        if len(options) == 1:
            self._decide(options[0])
        elif len(options) > 1:
            self.app.push_screen(ChoiceScreen(options, self._words.which_kong,
                                              lang=self.settings.language),
                                 callback=lambda a: self._decide(a) if a is not None else None)

    def _unavailable(self, ch: str) -> None:
        """Say why a game key does nothing now (its binding is hidden)."""
        c = self._words
        if ch == "u" and not self.session.can_undo:
            self._say(c.no_undo_hotseat if self.session_is_hotseat else c.no_undo_online)
        elif self._turn is None:
            self._say(c.not_your_turn)
        elif ch in "wkcpx":
            self._say(c.no_kind_now.format(kind=kind_name(ch, self.settings.language)))

    def _say(self, message: str) -> None:
        """A one-line message in the status line (until the next update)."""
        self.query_one("#status", StatusLine).text = message

    def on_key(self, event: events.Key) -> None:
        ch = event.character or ""
        if ch and ch in "wkcpxu" and not self.session.watch and not self.check_action(
                *(("undo", ()) if ch == "u" else ("kind", (ch,)))):
            event.stop()  # its binding is off now: say why instead of doing nothing
            self._unavailable(ch)
        elif ch and ch in _JUMP_KEYS:
            hand = self.query_one(HandBar)
            index = _JUMP_KEYS.index(ch)
            if self.session.watch and ch in "1234":
                self.session.follow = int(ch) - 1
                self.present(self.session.display(), [])
                event.stop()
            elif hand.active and index < len(hand.all_tiles):
                hand.cursor = self._selected = index
                event.stop()

    # -- watch mode ------------------------------------------------------------
    def action_pause(self) -> None:
        self.paused = not self.paused
        if self.paused:
            self._resume.clear()
        else:
            self._resume.set()
        self._update_status()

    def action_step(self) -> None:
        """One action: in step speed, release the next; when paused, let one through."""
        if self.paused:
            self._resume.set()
            self._resume = asyncio.Event()
            self._step.set()
        else:
            self._step.set()

    def action_toggle_all(self) -> None:
        if self.session.watch:
            self.session.show_all = not self.session.show_all
            self.present(self.session.display(), [])

    def action_follow(self) -> None:
        if self.session.watch:
            self.session.follow = (self.session.follow + 1) % 4
            self.present(self.session.display(), [])

    def action_speed(self, delta: int) -> None:
        i = SPEEDS.index(self.speed) if self.speed in SPEEDS else 2
        choices = SPEEDS if self.session.watch else SPEEDS[:-1]
        self.speed = choices[max(0, min(len(choices) - 1, i + delta))]
        self._step.set()
        self._update_status()

    def action_toggle_hints(self) -> None:
        """Open or close the hint panel (refused, with a message, where not allowed)."""
        panel = self.query_one(HintPanel)
        refusal = None if panel.is_open else hint_refusal(self.session, self.settings)
        if refusal is not None:
            self.notify(refusal)
            return
        panel.set_open(not panel.is_open)
        self.set_class(panel.is_open, "-hints")
        log = self.query_one(LogPanel)
        if panel.is_open:
            log.styles.display = "none"  # the panel takes the log's place
        else:
            log.styles.clear_rule("display")

    def action_toggle_log(self) -> None:
        self.toggle_class("-log")

    # -- status line -----------------------------------------------------------
    def _update_status(self) -> None:
        try:
            status = self.query_one("#status", StatusLine)
        except NoMatches:
            return
        d = self.display_value
        c = self._words
        parts: list[str] = []
        if self.session.watch:
            # The keys are in the footer; the line says only what is going on.
            watching = c.watching.format(name=self.session.names[self.session.follow])
            if self.session.paced:
                watching += ((c.all_hands if self.session.show_all else "")
                             + c.speed.format(speed=c.speeds.get(self.speed, self.speed))
                             + (c.paused if self.paused else ""))
            parts.append(watching)
        elif self._turn is not None:
            lang = self.settings.language
            extra = " · ".join(f"{action_key(a)} {action_text(a, lang)}" for a in self._legal
                               if not isinstance(a, Discard))
            who = self.session.names[self.session.keyboard] if self.session.keyboard is not None \
                else ""
            note = f" · {self._void_note}" if self._void_note else ""
            parts.append(c.your_turn.format(who=who) + (f" · {extra}" if extra else "") + note)
        elif d is not None:
            waiting = [p for p, s in enumerate(d.seats) if s.to_act]
            if d.viewer is not None and d.viewer in waiting and d.pending is not None:
                parts.append(c.claim_or_pass.format(who=self.session.names[d.viewer]))
            elif waiting:
                parts.append(c.waiting_for.format(names=c.name_list_sep.join(
                    self.session.names[p] for p in waiting)))
        save = getattr(self.session, "autosave", None)
        if getattr(save, "error", None):
            parts.append(c.not_saved)
        note = self.session.status_note()
        if note:
            parts.append(f"· {note}")
        status.text = " ".join(parts)


_ = (AddKong, Chow, ConcealedKong, Kong, Pung, Any)
