"""Small screens: help, settings, the too-small message."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Label, Select, Static

from mahjong_tui.persistence.settings import (
    BELL,
    BOT_LEVELS,
    CLICK_MODES,
    HINTS,
    LANGUAGES,
    SPEEDS,
    TILE_STYLES,
    Settings,
)

__all__ = ["HELP_TEXT", "MIN_SIZE", "HelpScreen", "SettingsScreen", "TooSmallScreen"]

_STYLES = Path(__file__).parent.parent / "styles"

MIN_SIZE = (80, 24)
"""The smallest terminal the table is playable in."""

HELP_TEXT = """\
KEYS
  ← → (h l)   move between your tiles   1-9 0 ! @ # $  tiles 1..14
  Enter or d  discard the chosen tile   click a tile   choose it;
              click it again to discard (settings: click discard = at once)
  w  win      k  kong (several: list)   c  chow (several: list)
  p  pung     x or Esc  pass a claim    digits choose in a prompt
  ?  help     o  settings   q  leave (asks first)   L  the log
  u  undo your last decision (games against bots)
  i  hint panel: shanten, discards ranked, waits and their fan,
     unseen tiles, tile safety (not in competition or hot-seat)
  e  fan encyclopedia   s  what-if fan calculator
WATCH MODE
  space pause/resume   n step one action   + / - speed
  a all hands on/off   f follow next seat  1-4 follow a seat
RULES (Chinese Official, MCR)
  144 tiles: characters 万 (m), dots 饼 (p), bamboo 条 (s) 1-9;
  winds 東 南 西 北; dragons 中 發 白; 8 flowers (set aside and
  replaced from the wall's tail; 1 fan each, only for a winner).
  Win with 4 sets and a pair (or 7 pairs, 13 orphans, knitted hands)
  worth at least 8 fan, flowers not counted. Chow only from the player
  on your left; pung/kong from anyone; win beats pung/kong beats chow.
  Self-drawn: everyone pays 8 + fan. On a discard: the discarder pays
  8 + fan, the others 8 each. The dealer passes every hand; 16 hands
  make a match; final table points 4/2/1/0 (tied players share the
  points of the places they tie for: two tied first get 3 each).
  Hot-seat: when the curtain shows, hand the keyboard to the player
  it names; only that player's hand is ever on screen.
"""


class HelpScreen(ModalScreen[None]):
    """Keys and a short rules summary (``?``); at a table of other rules than MCR,
    those rules first.

    Args:
        rules: the ruleset of the game at the table, or ``None``.
    """

    CSS_PATH = str(_STYLES / "misc.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,q,enter", "close", "close")]

    def __init__(self, rules: Any = None) -> None:
        super().__init__()
        self.rules = rules
        """The rules of the game at the table, explained after the keys."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            if getattr(self.rules, "family", "mcr") != "mcr":  # the keys' text explains MCR
                from mahjong_tui.ui.rules_choice import rules_help_text

                yield Static(rules_help_text(self.rules) + "\n", id="help-rules",
                             markup=False)
            yield Static(HELP_TEXT, id="help-text", markup=False)

    def action_close(self) -> None:
        self.dismiss(None)


class SettingsScreen(ModalScreen[Settings | None]):
    """Tile style, bot level, speed, label language, click mode, bell and hints; saved by
    the app."""

    CSS_PATH = str(_STYLES / "misc.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "cancel")]

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings

    def compose(self) -> ComposeResult:
        s = self.settings
        with Vertical(id="settings-box"):
            yield Static("Settings", id="settings-title")
            for name, choices, value in (
                ("tile_style", TILE_STYLES, s.tile_style),
                ("bot_level", BOT_LEVELS, s.bot_level),
                ("speed", SPEEDS, s.speed),
                ("language", LANGUAGES, s.language),
                ("click", CLICK_MODES, s.click),
                ("bell", BELL, s.bell),
                ("hints", HINTS, s.hints),
            ):
                yield Label(name.replace("_", " "))
                yield Select([(c, c) for c in choices], value=value, allow_blank=False,
                             id=f"set-{name}", compact=True)
            yield Button("Save", id="save", variant="primary", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        values = {name: str(self.query_one(f"#set-{name}", Select).value)
                  for name in ("tile_style", "bot_level", "speed", "language", "click",
                               "bell", "hints")}
        self.dismiss(Settings(**values))

    def action_cancel(self) -> None:
        self.dismiss(None)


class TooSmallScreen(Screen[None]):
    """Shown instead of a broken layout when the terminal is below :data:`MIN_SIZE`."""

    CSS_PATH = str(_STYLES / "misc.tcss")

    def compose(self) -> ComposeResult:
        yield Static("", id="too-small")

    def on_mount(self) -> None:
        self.update_size()

    def on_resize(self) -> None:
        self.update_size()

    def update_size(self) -> None:
        """Say how big the terminal is and how big it must be."""
        w, h = self.app.size
        self.query_one("#too-small", Static).update(
            f"Terminal too small: {w}x{h}. mahjong-tui needs at least "
            f"{MIN_SIZE[0]}x{MIN_SIZE[1]}; please enlarge the window.")
