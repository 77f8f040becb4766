"""The end of a Sichuan hand: every win's breakdown, every other payment line by
line, the hand's net per seat and the match totals. The other ledger rulesets
(Beijing, Jindi, Guizhou, Hangzhou) end their hands here too, each win's breakdown
in that ruleset's unit and the player's language."""

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
    Event,
    HandEnded,
    HandStarted,
    Payment,
    WallExhausted,
    Won,
)
from mahjong_tui.i18n import catalogue
from mahjong_tui.i18n.tiles import label as tile_label
from mahjong_tui.persistence.history.account_regional import regional_breakdown
from mahjong_tui.ui.sichuan.words import ordinal
from mahjong_tui.ui.text import wind
from mahjong_tui.ui.words import translate_bindings

__all__ = ["SettlementScreen", "ordinal", "settlement_text", "win_line"]

_STYLES = Path(__file__).parent.parent / "styles"


def _how(won: Won, names: Sequence[str], lang: str) -> str:
    c = catalogue(lang)
    if won.from_player is None:
        return c.how_self_drawn
    if getattr(won.result, "robbing_kong", False) or any(
            f.id == "RobbingKong" for f in getattr(won.result, "fans", ())):
        return c.how_robbing.format(name=names[won.from_player])
    return c.how_on_discard.format(name=names[won.from_player])


def win_line(won: Won, names: Sequence[str], rank: int, lang: str = "en") -> str:
    """``1st  Bot 2 wins on 5p (on Bot 1's discard)``."""
    c = catalogue(lang)
    return c.speak(c.sichuan_win_line.format(
        place=ordinal(rank, lang), name=names[won.player], tile=tile_label(won.tile, lang),
        how=_how(won, names, lang)))


def _fan_lines(result: Any, lang: str, names: Sequence[str]) -> list[str]:
    regional = regional_breakdown(result, names, lang, "language")
    if regional is not None:  # in that ruleset's unit, as export words it
        return [f"   {line}" for line in regional]
    breakdown = getattr(result, "breakdown_lines", None)
    if breakdown is not None:  # the ruleset words its own breakdown (Beijing, Jindi, Hangzhou...)
        return [f"     {line}" for line in breakdown()]
    c = catalogue(lang)
    lines = [] if result.fans else [c.sichuan_plain_win]
    for fan in result.fans:
        count = f" x{fan.count}" if fan.count > 1 else ""
        lines.append(c.sichuan_fan_line.format(zh=fan.zh, en=fan.en, count=count,
                                               total=fan.total))
    capped = c.sichuan_capped_from.format(raw=result.raw_fan) \
        if result.raw_fan != result.total_fan else ""
    lines.append(c.sichuan_fan_total.format(total=result.total_fan, capped=capped,
                                            value=result.value))
    return lines


def _payers(won: Won, names: Sequence[str], lang: str) -> str:
    c = catalogue(lang)
    paid = [f"{names[p]} {a:+d}" for p, a in enumerate(won.payments) if a < 0]
    gain = won.payments[won.player]
    return c.sichuan_payers.format(name=names[won.player], gain=f"{gain:+d}",
                                   payers=c.log_sep.join(paid)) if paid else ""


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
        lang: the language of the text (``en`` or ``zh``).
    """
    c = catalogue(lang)
    started = next((e for e in events if isinstance(e, HandStarted)), None)
    ended = next((e for e in events if isinstance(e, HandEnded)), None)
    winds = started.seat_winds if started is not None else (0, 1, 2, 3)
    wins = [e for e in events if isinstance(e, Won)]
    number = ended.hand_number + 1 if ended is not None else 0
    out = Text()
    out.append(c.sichuan_hand_title.format(n=number), style="bold")
    if not wins:
        out.append(c.sichuan_nobody_won, style="bold")
    else:
        out.append(c.sichuan_one_win if len(wins) == 1 else
                   c.sichuan_wins.format(n=len(wins)), style="bold")
    if any(isinstance(e, WallExhausted) for e in events):
        out.append(c.sichuan_wall_exhausted)
    out.append("\n")
    shared = _multiple(wins)
    for rank, won in enumerate(wins, start=1):
        out.append(win_line(won, names, rank, lang), style="bold green")
        if rank - 1 in shared:
            out.append(c.sichuan_multiple_win, style="bold yellow")
        out.append("\n")
        for text in _fan_lines(won.result, lang, names):
            out.append(text + "\n")
        payers = _payers(won, names, lang)
        if payers:
            out.append(payers + "\n")
    payments = [e for e in events if isinstance(e, Payment)]
    if payments:
        out.append(c.sichuan_payments + "\n", style="underline")
        for pay in payments:
            what = c.payment_reasons.get(pay.reason, pay.reason)
            detail = c.sichuan_details.get(pay.detail, pay.detail)
            extra = f" ({detail})" if detail and detail not in what else ""
            parts = c.log_sep.join(f"{names[p]} {a:+d}" for p, a in enumerate(pay.amounts) if a)
            out.append("  " + c.log_payment.format(name=names[pay.player], what=what + extra,
                                                   parts=parts) + "\n")
    if ended is not None:
        out.append(c.sichuan_net_total + "\n", style="underline")
        width = max(len(n) for n in names)
        for p, name in enumerate(names):
            delta = ended.deltas[p]
            place = next((i + 1 for i, w in enumerate(wins) if w.player == p), None)
            mark = c.sichuan_won_mark.format(place=ordinal(place, lang)) \
                if place is not None else ""
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
        translate_bindings(self, lang)
        self.lang = lang
        self.content = settlement_text(events, names, lang=lang)
        self.auto_close = auto_close

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="score-box"):
            yield Static(self.content, id="score-text")
            yield Static(catalogue(self.lang).next_hand, id="score-hint")
        yield Footer()

    def on_mount(self) -> None:
        if self.auto_close is not None:
            self.set_timer(self.auto_close, self.action_close)

    def action_close(self) -> None:
        """Close (Enter, or the watch-mode timer)."""
        if self.is_current:
            self.dismiss(None)
