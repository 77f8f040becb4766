"""Small screens: help, settings, the too-small message."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Label, Select, Static

from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.i18n import catalogue
from mahjong_tui.persistence.settings import (
    AUTO_PASS,
    BELL,
    BOT_LEVELS,
    CLAIM_TIMERS,
    CLICK_MODES,
    FAN_NAMES,
    HINTS,
    LANGUAGES,
    SPEEDS,
    TILE_STYLES,
    Settings,
)
from mahjong_tui.rulesets import get_ruleset
from mahjong_tui.ui.help_text import help_keys_text, help_rules_text
from mahjong_tui.ui.widgets.folded_text import FoldedText
from mahjong_tui.ui.words import translate_bindings

__all__ = ["MIN_SIZE", "NO_AUTO_PASS", "HelpScreen", "SettingsScreen",
           "TooSmallScreen"]

NO_AUTO_PASS = "\n"
"""``SettingsScreen(auto_pass_of=NO_AUTO_PASS)`` shows no auto-pass rule (never a name)."""

_STYLES = Path(__file__).parent.parent / "styles"

MIN_SIZE = (80, 24)
"""The smallest terminal the table is playable in."""


class HelpScreen(ModalScreen[None]):
    """The rules in use (every rule in force, in the player's language), then the
    keys and what the tile letters mean (``?``).

    Args:
        lang: the language of the text.
        rules: the ruleset of the game at the table (``None``: Chinese Official).
    """

    CSS_PATH = str(_STYLES / "misc.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,q,enter", "close", "close")]

    def __init__(self, lang: str = "zh", rules: Ruleset | None = None) -> None:
        super().__init__()
        self.lang = lang
        self.rules = rules if rules is not None else get_ruleset("mcr")
        """The rules explained."""
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            yield FoldedText(help_rules_text(self.rules, self.lang), id="help-rules")
            yield Static(help_keys_text(self.rules, self.lang), id="help-text",
                         markup=False)

    def action_close(self) -> None:
        self.dismiss(None)


class SettingsScreen(ModalScreen[Settings | None]):
    """Tile style, bot level, speed, language, click mode, fan names, bell, hints,
    the claim timer and an auto-pass rule; saved by the app.

    Args:
        settings: the settings shown.
        auto_pass_of: whose auto-pass rule shows: a hot-seat player's name, ``None``
            for the player against bots; :data:`NO_AUTO_PASS` shows none (a hot-seat
            table while nobody has the keyboard).
    """

    CSS_PATH = str(_STYLES / "misc.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "cancel")]

    def __init__(self, settings: Settings, auto_pass_of: str | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.auto_pass_of = auto_pass_of
        translate_bindings(self, settings.language)

    def _rows(self) -> list[tuple[str, tuple[str, ...], str]]:
        s = self.settings
        rows = [
            ("tile_style", TILE_STYLES, s.tile_style),
            ("bot_level", BOT_LEVELS, s.bot_level),
            ("speed", SPEEDS, s.speed),
            ("language", LANGUAGES, s.language),
            ("click", CLICK_MODES, s.click),
            ("fan_names", FAN_NAMES, s.fan_names),
            ("bell", BELL, s.bell),
            ("hints", HINTS, s.hints),
            ("claim_timer", CLAIM_TIMERS, s.claim_timer),
        ]
        if self.auto_pass_of != NO_AUTO_PASS:
            rows.append(("auto_pass", AUTO_PASS, s.auto_pass_for(self.auto_pass_of)))
        return rows

    def compose(self) -> ComposeResult:
        s = self.settings
        c = catalogue(s.language)
        with Vertical(id="settings-box"):
            yield Static(c.settings_title, id="settings-title")
            for name, choices, value in self._rows():
                label = c.setting_names.get(name, name)
                if name == "auto_pass" and self.auto_pass_of is not None:
                    label = c.auto_pass_of.format(name=self.auto_pass_of)
                yield Label(label)
                yield Select([(c.setting_values.get(v, v), v) for v in choices], value=value,
                             allow_blank=False, id=f"set-{name}", compact=True)
            yield Button(c.save, id="save", variant="primary", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        values = {name: str(self.query_one(f"#set-{name}", Select).value)
                  for name, _, _ in self._rows()}
        rule = values.pop("auto_pass", None)
        chosen = self.settings.with_(**values)
        if rule is not None:
            chosen = chosen.with_auto_pass(self.auto_pass_of, rule)
        self.dismiss(chosen)

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
        lang = getattr(getattr(self.app, "settings", None), "language", "zh")
        self.query_one("#too-small", Static).update(catalogue(lang).too_small.format(
            w=w, h=h, min_w=MIN_SIZE[0], min_h=MIN_SIZE[1]))
