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
from mahjong_tui.i18n import catalogue
from mahjong_tui.rulesets.mcr.scoring import FanHit
from mahjong_tui.ui.hand_end import sets_picture, winning_sets
from mahjong_tui.ui.model import meld_display
from mahjong_tui.ui.text import meld_text, tiles_text, wind
from mahjong_tui.ui.tiles_render import label
from mahjong_tui.ui.words import how_won, translate_bindings

__all__ = ["MatchEndScreen", "ScoringScreen", "scoring_text", "standings_text"]

_STYLES = Path(__file__).parent.parent / "styles"


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - Text(text).cell_len)


def _lpad(text: str, width: int) -> str:
    return " " * max(0, width - Text(text).cell_len) + text


def fan_name(fan: FanHit, lang: str, fan_names: str = "language") -> str:
    """A fan's name in the player's language, or both (``清龙 Pure Straight``) with the
    ``fan_names: both`` setting."""
    if fan_names == "both":
        return f"{fan.zh} {fan.en}"
    return fan.zh if lang == "zh" else fan.en


def scoring_text(events: Sequence[Event], names: Sequence[str], *, lang: str = "zh",
                 style: str = "boxed", fan_names: str = "language") -> Text:
    """The scoring screen's content for one hand: who won and how, the winning hand
    laid out in the sets the calculator used (the winning tile in reverse video),
    every fan (named as :func:`fan_name` says; points, count, sum) with the sets that
    made it, the total,
    then each player's payment, new score and revealed hand; or that the hand was a
    draw.

    Args:
        events: the hand's ``HandStarted`` (for the winds), ``Won``/``WallExhausted``
            and ``HandEnded`` events.
        names: player names.
        lang: the interface language.
        style: tile style of the winning hand.
        fan_names: ``language`` or ``both`` (see :func:`fan_name`).
    """
    c = catalogue(lang)
    won = next((e for e in events if isinstance(e, Won)), None)
    ended = next((e for e in events if isinstance(e, HandEnded)), None)
    started = next((e for e in events if isinstance(e, HandStarted)), None)
    winds = started.seat_winds if started is not None else (0, 1, 2, 3)
    out = Text()
    number = ended.hand_number + 1 if ended is not None else 0
    if won is None:
        out.append(c.score_draw.format(n=number), style="bold")
        if any(isinstance(e, WallExhausted) for e in events):
            out.append(c.score_exhausted + "\n")
        else:
            out.append(c.score_nobody + "\n")
    else:
        out.append(c.speak(c.score_wins.format(n=number, name=names[won.player],
                                               tile=label(won.tile, lang),
                                               how=how_won(won, names, c))) + "\n",
                   style="bold")
        prevalent = started.round_wind if started is not None else 0
        division = winning_sets(won, winds[won.player], prevalent, lang=lang)
        for line in sets_picture(division.sets, won.tile, style, lang):
            out.append_text(line)
            out.append("\n")
        width = max(12, *(Text(fan_name(f, lang, fan_names)).cell_len + 2
                          for f in won.result.fans))
        out.append(f"{_pad(c.col_fan, width)}{_lpad(c.col_points, 4)} {_lpad(c.col_count, 2)} "
                   f"{_lpad(c.col_sum, 4)}  {c.col_sets}\n", style="underline")
        for fan, where in zip(won.result.fans, division.fan_sets, strict=True):
            name = _pad(fan_name(fan, lang, fan_names), width)
            sets = " ".join(division.texts[i] for i in where)
            out.append(f"{name}{fan.points:>4} {fan.count:>2} {fan.total:>4}  {sets}".rstrip()
                       + "\n")
        out.append(f"{_pad(c.total, width)}{'':>4} {'':>2} {won.result.total:>4}\n",
                   style="bold")
    if ended is not None:
        width = max(Text(n).cell_len for n in names)
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


def standings_text(event: MatchEnded, names: Sequence[str], *, lang: str = "zh") -> Text:
    """Final standings: rank, name, match points and table points (4/2/1/0, shared
    by tied players)."""
    c = catalogue(lang)
    width = max(14, *(Text(n).cell_len + 2 for n in names))
    out = Text()
    out.append(c.standings_title + "\n", style="bold")
    rank = max(3, Text(c.col_rank).cell_len + 1)
    out.append(f"{_pad(c.col_rank, rank)}{_pad(c.col_player, width)}{_lpad(c.col_match_points, 7)} "
               f"{_lpad(c.col_table_points, 6)}\n", style="underline")
    for s in event.standings:
        out.append(f"{_pad(str(s.rank), rank)}{_pad(names[s.player], width)}{s.score:>7} "
                   f"{_lpad(str(s.table_points), 6)}\n")
    out.rstrip()
    return out


class ScoringScreen(ModalScreen[None]):
    """The end of a hand, over the table (which shows every hand revealed). Enter
    continues; in watch mode it may close itself after ``auto_close`` seconds."""

    CSS_PATH = str(_STYLES / "scoring.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space,escape", "close", "continue")]

    def __init__(self, events: Sequence[Event], names: Sequence[str], *, lang: str = "zh",
                 style: str = "boxed", auto_close: float | None = None,
                 fan_names: str = "language") -> None:
        super().__init__()
        self.content = scoring_text(events, names, lang=lang, style=style, fan_names=fan_names)
        self.auto_close = auto_close
        self.lang = lang
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="score-box"):
            yield Static(self.content, id="score-text")
            yield Static(catalogue(self.lang).next_hand, id="score-hint")
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

    def __init__(self, event: MatchEnded, names: Sequence[str], *, lang: str = "zh") -> None:
        super().__init__()
        self.content = standings_text(event, names, lang=lang)
        self.lang = lang
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="score-box"):
            yield Static(self.content, id="score-text")
            yield Static(catalogue(self.lang).done, id="score-hint")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)

