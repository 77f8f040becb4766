"""The what-if calculator: type a hand, sets, the winning tile and the circumstances,
and see the fan calculator's full breakdown (as on the scoring screen)."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from mahjong_tui.rulesets.mcr.scoring import InvalidHandError, score_hand
from mahjong_tui.rulesets.mcr.scoring.notation import situation
from mahjong_tui.ui.fan_views import breakdown_text, situation_text

__all__ = ["FLAGS", "CalculatorScreen"]

_STYLES = Path(__file__).parent / "styles"

FLAGS = (
    ("self_drawn", "self-drawn"),
    ("last_copy", "last copy"),
    ("kong_replacement", "replacement"),
    ("robbing_kong", "robbing kong"),
    ("last_wall_tile", "last tile"),
)
"""The win's circumstances, as check boxes."""

_WINDS = [("East", "E"), ("South", "S"), ("West", "W"), ("North", "N")]


class CalculatorScreen(Screen[None]):
    """Enter (or the Score button) scores what is typed; bad input gets a one-line
    message and the last result stays. Escape closes.

    Args:
        lang: tile label language.
        style: tile style.
    """

    CSS_PATH = str(_STYLES / "coach.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "close", priority=True)]

    def __init__(self, *, lang: str = "zh", style: str = "boxed") -> None:
        super().__init__()
        self.lang = lang
        self.tile_style = style
        self.result_text = Text("")
        self.error = ""

    def compose(self) -> ComposeResult:
        with Vertical(id="calc"):
            yield Static("What-if calculator: tiles as in `score` (123m 456p EE), "
                         "Enter scores", id="calc-title")
            with Vertical(id="calc-form"):
                yield Input(placeholder="concealed tiles without the winning tile, e.g. "
                            "123m 456p 789s 1p 55s", id="calc-hand", compact=True)
                yield Input(placeholder="declared sets, e.g. EEE:left 234m 5555p:concealed",
                            id="calc-melds", compact=True)
                yield Input(placeholder="winning tile (default: last tile of the hand)",
                            id="calc-win", compact=True)
                with Horizontal(id="calc-flags"):
                    for key, name in FLAGS:
                        yield Checkbox(name, id=f"calc-{key}", compact=True)
                with Horizontal(id="calc-winds"):
                    yield Label("seat")
                    yield Select(_WINDS, value="E", allow_blank=False, id="calc-seat",
                                 compact=True)
                    yield Label("prevalent")
                    yield Select(_WINDS, value="E", allow_blank=False, id="calc-prevalent",
                                 compact=True)
                    yield Label("flowers")
                    yield Input("0", id="calc-flowers", compact=True, max_length=1)
                    yield Button("Score", id="calc-score", compact=True)
            yield Static("", id="calc-error")
            with VerticalScroll(id="calc-result"):
                yield Static("", id="calc-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#calc-hand", Input).focus()

    def _value(self, wid: str) -> str:
        return self.query_one(f"#{wid}", Input).value.strip()

    def score(self) -> None:
        """Score the form's contents; on bad input show why and keep the last result."""
        flowers_text = self._value("calc-flowers") or "0"
        try:
            if not flowers_text.isdigit() or int(flowers_text) > 8:
                raise InvalidHandError("bad_flags", "flowers must be a number 0..8")
            flags = {key: self.query_one(f"#calc-{key}", Checkbox).value for key, _ in FLAGS}
            sit = situation(
                self._value("calc-hand"), melds=self._value("calc-melds").split(),
                win=self._value("calc-win") or None,
                seat=str(self.query_one("#calc-seat", Select).value),
                prevalent=str(self.query_one("#calc-prevalent", Select).value),
                flowers=int(flowers_text), **flags)
            result = score_hand(sit)
        except InvalidHandError as exc:
            self.error = str(exc).splitlines()[0] if str(exc) else "invalid hand"
            self.query_one("#calc-error", Static).update(self.error)
            return
        self.error = ""
        self.query_one("#calc-error", Static).update("")
        out = situation_text(sit, lang=self.lang, style=self.tile_style)
        out.append_text(breakdown_text(result))
        self.result_text = out
        self.query_one("#calc-text", Static).update(out)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.score()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.score()

    def action_close(self) -> None:
        self.dismiss(None)
