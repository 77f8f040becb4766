"""The what-if calculator: type or pick a hand, sets, the winning tile and the
circumstances, and see the fan calculator's full breakdown (as on the scoring screen).

The tile palette picks tiles with the mouse or the keys: a click, Enter or space
adds the tile to the chosen target (``h`` the hand, ``m`` the sets, ``w`` the winning
tile), ``n`` starts the next set, Backspace takes the target's last tile back, ``r``
scores. Tiles added to the sets join the last set while they can (``12m`` + ``3m``
= ``123m``, ``EE`` + ``E`` = ``EEE``).
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from mahjong_tui.engine.tiles import Tile
from mahjong_tui.rulesets.mcr.scoring import InvalidHandError, score_hand
from mahjong_tui.rulesets.mcr.scoring.notation import situation
from mahjong_tui.rulesets.sichuan.scoring import PRESETS, SichuanInputError, score_sichuan
from mahjong_tui.rulesets.sichuan.scoring.notation import situation as sichuan_situation
from mahjong_tui.ui.fan_views import (
    breakdown_text,
    sichuan_breakdown_text,
    sichuan_situation_text,
    situation_text,
)
from mahjong_tui.ui.widgets.palette import TilePalette

__all__ = ["FLAGS", "RULES", "SICHUAN_FLAGS", "TARGETS", "CalculatorScreen", "add_to_sets",
           "drop_last_tile"]

RULES = (("MCR", "mcr"), ("Sichuan Chengdu", "sichuan"), ("Sichuan SBR", "sichuan-sbr"))
"""The scorers the calculator offers: MCR's fan calculator, or the Sichuan scorer
under one of its presets."""

SICHUAN_FLAGS = (
    ("self_drawn", "self-drawn"),
    ("after_kong", "kong draw"),
    ("kong_discard", "kong discard"),
    ("robbing_kong", "robbing kong"),
    ("last_tile", "last tile"),
    ("heavenly", "heavenly"),
    ("earthly", "earthly"),
)
"""A Sichuan win's circumstances, as check boxes."""

_VOIDS = [("void m", "m"), ("void p", "p"), ("void s", "s"), ("no void", "-")]

TARGETS = {"hand": "calc-hand", "sets": "calc-melds", "win": "calc-win"}
"""Where a picked tile goes: the target's name and its field."""

_HONOURS = frozenset("ESWNCFP")


def add_to_sets(text: str, tile: Tile) -> str:
    """``text`` (declared sets in notation) with ``tile`` added: to the last set while
    it can still grow (same suit, or the same honour; no ``:`` suffix, fewer than four
    tiles), else as a new set. A trailing space starts a new set."""
    if not text.strip() or text.endswith(" "):
        return text + tile.text
    last = text.split(" ")[-1]
    head = text[: len(text) - len(last)]
    if ":" not in last:
        if tile.is_suited and last[:-1].isdigit() and last[-1] == tile.text[-1] \
                and len(last) <= 4:
            return head + last[:-1] + tile.text
        if tile.text in _HONOURS and set(last) == {tile.text} and len(last) < 4:
            return head + last + tile.text
    return text + " " + tile.text


def drop_last_tile(text: str) -> str:
    """``text`` (tiles or sets in notation) without its last tile (a set with a ``:``
    suffix goes whole)."""
    tokens = text.split()
    if not tokens:
        return ""
    last = tokens.pop()
    if ":" not in last:
        if last[-1] in "mps" and len(last) > 2:
            tokens.append(last[:-2] + last[-1])
        elif last[-1] in _HONOURS and len(last) > 1:
            tokens.append(last[:-1])
    return " ".join(tokens)

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
        rules: ``mcr`` (the MCR fan calculator), ``sichuan`` or ``sichuan-sbr`` (the
            Sichuan scorer under that preset); a choice on the screen changes it.
    """

    CSS_PATH = str(_STYLES / "coach.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "close", priority=True),
        Binding("h", "target('hand')", "to hand"),
        Binding("m", "target('sets')", "to sets"),
        Binding("w", "target('win')", "to win"),
        Binding("n", "next_set", "next set"),
        Binding("backspace", "remove_tile", "take back"),
        Binding("r", "score", "score"),
    ]

    def __init__(self, *, lang: str = "zh", style: str = "boxed", rules: str = "mcr") -> None:
        super().__init__()
        self.rules = rules if rules in dict((v, k) for k, v in RULES) else "mcr"
        """The scorer in use (a value of :data:`RULES`)."""
        self.lang = lang
        self.tile_style = style
        self.result_text = Text("")
        self.error = ""
        self.target = "hand"
        """Where the palette's tiles go (a key of :data:`TARGETS`)."""

    def compose(self) -> ComposeResult:
        with Vertical(id="calc"):
            yield Static("What-if calculator: type tiles (123m 456p EE) or pick them "
                         "below; Enter scores", id="calc-title")
            with Vertical(id="calc-form"):
                with Horizontal(id="calc-mode"):
                    yield Label("rules")
                    yield Select(RULES, value=self.rules, allow_blank=False,
                                 id="calc-rules", compact=True)
                    yield Select(_VOIDS, value="s", allow_blank=False, id="calc-void",
                                 compact=True)
                    yield Button("Score", id="calc-score", compact=True)
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
                with Vertical(id="calc-sflags"):
                    for row in (SICHUAN_FLAGS[:4], SICHUAN_FLAGS[4:]):
                        with Horizontal(classes="calc-sflag-row"):
                            for key, name in row:
                                yield Checkbox(name, id=f"calc-s-{key}", compact=True)
                with Horizontal(id="calc-pick"):
                    yield TilePalette(lang=self.lang, id="calc-palette")
                    yield Static(self._target_text(), id="calc-target")
            yield Static("", id="calc-error")
            with VerticalScroll(id="calc-result"):
                yield Static("", id="calc-text")
        yield Footer()

    def on_mount(self) -> None:
        self._apply_rules()
        self.query_one("#calc-hand", Input).focus()

    def _apply_rules(self) -> None:
        """Show the circumstances, winds or void, and palette of the rules chosen."""
        mcr = self.rules == "mcr"
        for wid in ("#calc-flags", "#calc-winds"):
            self.query_one(wid).display = mcr
        self.query_one("#calc-sflags").display = not mcr
        self.query_one("#calc-void").display = not mcr
        palette = self.query_one(TilePalette)
        palette.honours = mcr  # Sichuan plays without honours
        palette.cursor = min(palette.cursor, len(palette.kinds) - 1)
        palette.refresh(layout=True)

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "calc-rules" and isinstance(event.value, str):
            event.stop()
            self.rules = event.value
            self._apply_rules()
            self.result_text = Text("")  # the last result was another scorer's
            self.query_one("#calc-text", Static).update("")

    def _value(self, wid: str) -> str:
        return self.query_one(f"#{wid}", Input).value.strip()

    def score(self) -> None:
        """Score the form's contents; on bad input show why and keep the last result."""
        if self.rules != "mcr":
            self._score_sichuan()
            return
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

    def _score_sichuan(self) -> None:
        preset = PRESETS[self.rules]
        void = str(self.query_one("#calc-void", Select).value)
        flags = {key: self.query_one(f"#calc-s-{key}", Checkbox).value
                 for key, _ in SICHUAN_FLAGS}
        try:
            sit = sichuan_situation(self._value("calc-hand"),
                                    melds=self._value("calc-melds").split(),
                                    win=self._value("calc-win") or None,
                                    void=None if void == "-" else void, **flags)
            result = score_sichuan(sit, preset)
        except SichuanInputError as exc:
            self.error = str(exc).splitlines()[0] if str(exc) else "invalid hand"
            self.query_one("#calc-error", Static).update(self.error)
            return
        self.error = ""
        self.query_one("#calc-error", Static).update("")
        out = sichuan_situation_text(sit, lang=self.lang, style=self.tile_style)
        out.append_text(sichuan_breakdown_text(result, preset.cap, sit.self_drawn))
        self.result_text = out
        self.query_one("#calc-text", Static).update(out)

    def _target_text(self) -> Text:
        out = Text("picks go to: ")
        for name in TARGETS:
            out.append(f" {name} ", style="reverse" if name == self.target else "")
        out.append("\nh m w choose · click, Enter or space adds\nn next set · "
                   "Backspace takes back · r scores")
        return out

    def action_target(self, name: str) -> None:
        """Send the palette's tiles to ``name`` (hand, sets, win)."""
        self.target = name
        self.query_one("#calc-target", Static).update(self._target_text())

    def add_tile(self, tile: Tile) -> None:
        """Add ``tile`` to the target's field."""
        field = self.query_one(f"#{TARGETS[self.target]}", Input)
        if self.target == "win":
            field.value = tile.text
        elif self.target == "sets":
            field.value = add_to_sets(field.value, tile)
        else:
            field.value = f"{field.value.rstrip()} {tile.text}".lstrip()

    def on_tile_palette_picked(self, message: TilePalette.Picked) -> None:
        message.stop()
        self.add_tile(message.tile)

    def action_next_set(self) -> None:
        """Start a new set in the sets field."""
        field = self.query_one("#calc-melds", Input)
        if field.value.strip() and not field.value.endswith(" "):
            field.value += " "

    def action_remove_tile(self) -> None:
        """Take the target's last tile back."""
        field = self.query_one(f"#{TARGETS[self.target]}", Input)
        field.value = drop_last_tile(field.value)

    def action_score(self) -> None:
        """Score what the fields hold."""
        self.score()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.score()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.score()

    def action_close(self) -> None:
        self.dismiss(None)
