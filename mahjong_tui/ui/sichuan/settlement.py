"""The end of a Sichuan hand: every win's breakdown, every other payment line by
line, the hand's net per seat and the match totals."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path, PurePath
from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from mahjong_tui.engine.events import (
    PAYMENT_REASONS,
    Event,
    HandEnded,
    HandStarted,
    Payment,
    WallExhausted,
    Won,
)
from mahjong_tui.ui.sichuan.words import ordinal
from mahjong_tui.ui.text import wind

__all__ = ["SettlementScreen", "ordinal", "settlement_text", "win_line"]

_STYLES = Path(__file__).parent.parent / "styles"


def _how(won: Won, names: Sequence[str]) -> str:
    if won.from_player is None:
        return "self-drawn"
    if getattr(won.result, "robbing_kong", False) or any(
            f.id == "RobbingKong" for f in getattr(won.result, "fans", ())):
        return f"robbing {names[won.from_player]}'s kong"
    return f"on {names[won.from_player]}'s discard"


def win_line(won: Won, names: Sequence[str], rank: int) -> str:
    """``1st  Bot 2 wins on 5p (on Bot 1's discard)``."""
    return f"{ordinal(rank)}  {names[won.player]} wins on {won.tile.text} ({_how(won, names)})"


def _fan_lines(result: Any) -> list[str]:
    lines_of = getattr(result, "breakdown_lines", None)
    if lines_of is not None:   # a ruleset's own breakdown (Beijing, Jindi)
        return [f"     {line}" for line in lines_of()]
    lines = [] if result.fans else ["     平胡 plain win: 0 fan"]
    for fan in result.fans:
        count = f" x{fan.count}" if fan.count > 1 else ""
        lines.append(f"     {fan.zh} {fan.en}{count}: {fan.total} fan")
    capped = f" (capped from {result.raw_fan})" if result.raw_fan != result.total_fan else ""
    lines.append(f"     = {result.total_fan} fan{capped}, value {result.value}")
    return lines


def _payers(won: Won, names: Sequence[str]) -> str:
    paid = [f"{names[p]} {a:+d}" for p, a in enumerate(won.payments) if a < 0]
    gain = won.payments[won.player]
    return f"     {names[won.player]} {gain:+d} from " + ", ".join(paid) if paid else ""


def _multiple(wins: Sequence[Won]) -> set[int]:
    """Indices of wins that share their discard with another win (一炮多响): the
    engine records them one after the other."""
    out: set[int] = set()
    for i, a in enumerate(wins):
        for j, b in enumerate(wins):
            if abs(i - j) == 1 and a.from_player is not None \
                    and a.from_player == b.from_player and a.tile == b.tile:
                out.add(i)
    return out


def settlement_text(events: Sequence[Event], names: Sequence[str], *,
                    lang: str = "zh") -> Text:
    """The settlement of one Sichuan hand.

    Args:
        events: the hand's events from its ``HandStarted`` (at least the ``Won``,
            ``Payment``, ``WallExhausted`` and ``HandEnded`` events).
        names: player names.
        lang: label language of the seat winds.
    """
    started = next((e for e in events if isinstance(e, HandStarted)), None)
    ended = next((e for e in events if isinstance(e, HandEnded)), None)
    winds = started.seat_winds if started is not None else (0, 1, 2, 3)
    wins = [e for e in events if isinstance(e, Won)]
    number = ended.hand_number + 1 if ended is not None else 0
    out = Text()
    out.append(f"Hand {number}: ", style="bold")
    if not wins:
        out.append("nobody won", style="bold")
    else:
        out.append(f"{len(wins)} win{'s' if len(wins) > 1 else ''}", style="bold")
    if any(isinstance(e, WallExhausted) for e in events):
        out.append(" · the wall is exhausted")
    out.append("\n")
    shared = _multiple(wins)
    for rank, won in enumerate(wins, start=1):
        line = win_line(won, names, rank)
        out.append(line, style="bold green")
        if rank - 1 in shared:
            out.append("  一炮多响 multiple win", style="bold yellow")
        out.append("\n")
        for text in _fan_lines(won.result):
            out.append(text + "\n")
        payers = _payers(won, names)
        if payers:
            out.append(payers + "\n")
    payments = [e for e in events if isinstance(e, Payment)]
    if payments:
        out.append("Payments\n", style="underline")
        for pay in payments:
            what = PAYMENT_REASONS.get(pay.reason, pay.reason)
            detail = f" ({pay.detail})" if pay.detail and pay.detail not in what else ""
            parts = ", ".join(f"{names[p]} {a:+d}" for p, a in enumerate(pay.amounts) if a)
            out.append(f"  {names[pay.player]}: {what}{detail}: {parts}\n")
    if ended is not None:
        out.append("Net this hand -> match total\n", style="underline")
        width = max(len(n) for n in names)
        for p, name in enumerate(names):
            delta = ended.deltas[p]
            mark = f"  won {ordinal(wins.index(next(w for w in wins if w.player == p)) + 1)}" \
                if any(w.player == p for w in wins) else ""
            style = "green" if delta > 0 else ("red" if delta < 0 else "")
            out.append(f"  {wind(winds[p], lang)} {name:<{width}} {delta:+5d} -> "
                       f"{ended.scores[p]:>5}{mark}\n", style=style)
    out.rstrip()
    return out


class SettlementScreen(ModalScreen[None]):
    """The end of a Sichuan hand, over the table. Enter continues; in watch mode it may
    close itself after ``auto_close`` seconds."""

    CSS_PATH: ClassVar[list[str | PurePath]] = [str(_STYLES / "scoring.tcss"),
                                                str(_STYLES / "sichuan.tcss")]
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space,escape", "close", "continue")]

    def __init__(self, events: Sequence[Event], names: Sequence[str], *, lang: str = "zh",
                 auto_close: float | None = None) -> None:
        super().__init__()
        self.content = settlement_text(events, names, lang=lang)
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
        """Close (Enter, or the watch-mode timer)."""
        if self.is_current:
            self.dismiss(None)
