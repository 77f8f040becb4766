"""End of a hand (the scoring screen) and end of the match (the standings)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Static

from mahjong_tui.engine.events import Event, HandEnded, HandStarted, MatchEnded, WallExhausted, Won
from mahjong_tui.ui.hand_end import sets_picture, winning_sets
from mahjong_tui.ui.model import meld_display
from mahjong_tui.ui.text import meld_text, tiles_text, wind

__all__ = ["MatchEndScreen", "ScoringScreen", "scoring_text", "standings_text"]

_STYLES = Path(__file__).parent.parent / "styles"


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - Text(text).cell_len)


def scoring_text(events: Sequence[Event], names: Sequence[str], *, lang: str = "zh",
                 style: str = "boxed") -> Text:
    """The scoring screen's content for one hand: who won and how, the winning hand
    laid out in the sets the calculator used (the winning tile in reverse video),
    every fan (zh, en, points, count, sum) with the sets that made it, the total,
    then each player's payment, new score and revealed hand; or that the hand was a
    draw.

    Args:
        events: the hand's ``HandStarted`` (for the winds), ``Won``/``WallExhausted``
            and ``HandEnded`` events.
        names: player names.
        lang: label language.
        style: tile style of the winning hand.
    """
    won = next((e for e in events if isinstance(e, Won)), None)
    ended = next((e for e in events if isinstance(e, HandEnded)), None)
    started = next((e for e in events if isinstance(e, HandStarted)), None)
    winds = started.seat_winds if started is not None else (0, 1, 2, 3)
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
        prevalent = started.round_wind if started is not None else 0
        division = winning_sets(won, winds[won.player], prevalent)
        for line in sets_picture(division.sets, won.tile, style, lang):
            out.append_text(line)
            out.append("\n")
        out.append(f"{_pad('Fan', 30)}{'pts':>4} {'x':>2} {'sum':>4}  sets\n", style="underline")
        for fan, where in zip(won.result.fans, division.fan_sets, strict=True):
            name = _pad(f"{fan.zh} {fan.en}", 30)
            sets = " ".join(division.texts[i] for i in where)
            out.append(f"{name}{fan.points:>4} {fan.count:>2} {fan.total:>4}  {sets}".rstrip()
                       + "\n")
        out.append(f"{_pad('Total', 30)}{'':>4} {'':>2} {won.result.total:>4}\n", style="bold")
    if ended is not None:
        width = max(len(n) for n in names)
        for p, name in enumerate(names):
            delta = ended.deltas[p]
            line = Text(f"{wind(winds[p], lang)} {_pad(name, width)} {delta:+5d} -> "
                        f"{ended.scores[p]:>5}  ",
                        style="green" if delta > 0 else ("red" if delta < 0 else ""))
            line.append_text(_hand_text(ended, p, winds[p], lang))
            out.append_text(line)
            out.append("\n")
    out.rstrip()
    return out


def _hand_text(ended: HandEnded, player: int, seat_wind: int, lang: str) -> Text:
    """A revealed hand on one line: concealed tiles, then the melds."""
    out = tiles_text(sorted(ended.hands[player]), lang)
    for meld in ended.melds[player]:
        out.append("  ")
        out.append_text(meld_text(meld_display(meld, seat_wind, reveal=True), lang))
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


class ScoringScreen(ModalScreen[None]):
    """The end of a hand, over the table (which shows every hand revealed). Enter
    continues; in watch mode it may close itself after ``auto_close`` seconds."""

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
        yield Footer()

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
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)

