"""End of a hand (the scoring screen) and end of the match (the standings)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from mahjong_tui.engine.events import Event, HandEnded, HandStarted, MatchEnded, WallExhausted, Won
from mahjong_tui.ui.model import meld_display
from mahjong_tui.ui.text import meld_text
from mahjong_tui.ui.tiles_render import render_row

__all__ = ["MatchEndScreen", "ScoringScreen", "scoring_text", "standings_text"]

_STYLES = Path(__file__).parent.parent / "styles"


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - Text(text).cell_len)


def scoring_text(events: Sequence[Event], names: Sequence[str], *, lang: str = "zh",
                 style: str = "boxed") -> Text:
    """The scoring screen's content for one hand: who won and how, the winning hand,
    every fan (zh, en, points, count), the total, each player's payment and score;
    or that the hand was a draw.

    Args:
        events: the hand's ``HandStarted`` (for seat winds), ``Won``/``WallExhausted``
            and ``HandEnded`` events.
        names: player names.
        lang: label language.
        style: tile style of the winning hand.
    """
    won = next((e for e in events if isinstance(e, Won)), None)
    ended = next((e for e in events if isinstance(e, HandEnded)), None)
    out = Text()
    number = ended.hand_number + 1 if ended is not None else 0
    if won is None:
        out.append(f"Hand {number}: draw. ", style="bold")
        if any(isinstance(e, WallExhausted) for e in events):
            out.append("The wall is exhausted; nobody won and no points move.\n")
        else:
            out.append("Nobody won.\n")
    else:
        how = ("self-drawn" if won.from_player is None
               else f"robbing {names[won.from_player]}'s kong" if won.flags.robbing_kong
               else f"on {names[won.from_player]}'s discard")
        out.append(f"Hand {number}: {names[won.player]} wins on {won.tile.text} ({how})\n",
                   style="bold")
        hand = [*won.hands[won.player], won.tile]
        for line in render_row(hand, style, lang, gap=1 if style in ("glyphs", "compact") else 0,
                               separate_last=True):
            out.append_text(line)
            out.append("\n")
        melds = won.melds[won.player]
        if melds:
            out.append("Sets: ")
            started = next((e for e in events if isinstance(e, HandStarted)), None)
            seat_wind = started.seat_winds[won.player] if started is not None else won.player
            for i, meld in enumerate(melds):
                if i:
                    out.append("  ")
                out.append_text(meld_text(meld_display(meld, seat_wind, reveal=True), lang))
            out.append("\n")
        out.append(f"{_pad('Fan', 34)}{'pts':>4} {'x':>2} {'sum':>4}\n", style="underline")
        for fan in won.result.fans:
            name = _pad(f"{fan.zh} {fan.en}", 34)
            out.append(f"{name}{fan.points:>4} {fan.count:>2} {fan.total:>4}\n")
        out.append(f"{_pad('Total', 34)}{'':>4} {'':>2} {won.result.total:>4}\n", style="bold")
    if ended is not None:
        for p, name in enumerate(names):
            delta = ended.deltas[p]
            out.append(f"{_pad(name, 12)} {delta:+5d}  -> {ended.scores[p]:>5}\n",
                       style="green" if delta > 0 else ("red" if delta < 0 else ""))
    out.rstrip()
    return out


def standings_text(event: MatchEnded, names: Sequence[str]) -> Text:
    """Final standings: rank, name, match points and table points (4/2/1/0)."""
    out = Text()
    out.append("Final standings\n", style="bold")
    out.append(f"{'#':<3}{_pad('Player', 14)}{'points':>7} {'table':>6}\n", style="underline")
    for s in event.standings:
        out.append(f"{s.rank:<3}{_pad(names[s.player], 14)}{s.score:>7} {s.table_points:>6}\n")
    out.rstrip()
    return out


class ScoringScreen(Screen[None]):
    """The end of a hand. Enter (or a click) continues; in watch mode it may close
    itself after ``auto_close`` seconds."""

    CSS_PATH = str(_STYLES / "scoring.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space,escape", "close", "continue")]

    def __init__(self, events: Sequence[Event], names: Sequence[str], *, lang: str = "zh",
                 style: str = "boxed", auto_close: float | None = None) -> None:
        super().__init__()
        self.content = scoring_text(events, names, lang=lang, style=style)
        self.auto_close = auto_close

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="score-box"):
            yield Static(self.content, id="score-text")
            yield Static("Enter: next hand", id="score-hint")

    def on_mount(self) -> None:
        if self.auto_close is not None:
            self.set_timer(self.auto_close, self.action_close)

    def action_close(self) -> None:
        if self.is_current:
            self.dismiss(None)


class MatchEndScreen(Screen[None]):
    """The end of the match: standings with points and table points."""

    CSS_PATH = str(_STYLES / "scoring.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space,escape,q", "close", "done")]

    def __init__(self, event: MatchEnded, names: Sequence[str]) -> None:
        super().__init__()
        self.content = standings_text(event, names)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="score-box"):
            yield Static(self.content, id="score-text")
            yield Static("Enter: done", id="score-hint")

    def action_close(self) -> None:
        self.dismiss(None)

