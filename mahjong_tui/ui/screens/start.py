"""The start screen: new game vs bots, hot-seat, watch, resume, statistics, the fan
encyclopedia and the what-if calculator, help, settings, quit."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from mahjong_tui.i18n import EN, catalogue
from mahjong_tui.ui.words import translate_bindings

__all__ = ["RESUME_MODULE", "StartScreen", "resume_available"]

_STYLES = Path(__file__).parent.parent / "styles"

RESUME_MODULE = "mahjong_tui.cli.resume"
"""The resume entry shows only when the persistence layer provides this module."""

TITLE = EN.start_title
"""The English title (the screen shows the catalogue's title of the player's language)."""


def resume_available() -> bool:
    """True when saved games can be resumed (the persistence module exists)."""
    return importlib.util.find_spec(RESUME_MODULE) is not None


class StartScreen(Screen[str]):
    """Choices are dismissed as strings: ``play``, ``hotseat2``..``hotseat4``,
    ``watch``, ``online``, ``resume``, ``quit``; help, settings and the choice of rules
    (``ruleset``, read by the app) open over it."""

    CSS_PATH = str(_STYLES / "start.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "choose('play')", "new game"),
        Binding("2", "choose('hotseat2')", "hot-seat 2", show=False),
        Binding("3", "choose('hotseat3')", "hot-seat 3", show=False),
        Binding("4", "choose('hotseat4')", "hot-seat 4", show=False),
        Binding("w", "choose('watch')", "watch"),
        Binding("l", "choose('online')", "online"),
        Binding("r", "choose('resume')", "resume"),
        Binding("u", "rules", "rules"),
        Binding("t", "stats", "statistics"),
        Binding("e", "app.encyclopedia", "fans"),
        Binding("s", "app.calculator", "calculator"),
        Binding("question_mark", "app.help", "help"),
        Binding("o", "app.settings", "settings"),
        Binding("q", "choose('quit')", "quit"),
    ]

    def __init__(self, lang: str = "zh", ruleset: str = "mcr") -> None:
        super().__init__()
        self.lang = lang
        self.ruleset = ruleset
        """The rules of the games started here (see :mod:`mahjong_tui.ui.rules_choice`)."""
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        c = catalogue(self.lang)
        with Vertical(id="menu"):
            yield Static(c.start_title, id="title")
            yield Button(Content(c.start_play), id="play", compact=True)
            for n in (2, 3, 4):
                yield Button(Content(c.start_hotseat.format(n=n)), id=f"hotseat{n}",
                             compact=True)
            yield Button(Content(c.start_watch), id="watch", compact=True)
            yield Button(Content(c.start_online), id="online", compact=True)
            yield Button(Content(self._rules_text()), id="rules", compact=True)
            if resume_available():
                yield Button(Content(c.start_resume), id="resume", compact=True)
            yield Button(Content(c.start_stats), id="stats", compact=True)
            yield Button(Content(c.start_encyclopedia), id="encyclopedia", compact=True)
            yield Button(Content(c.start_calculator), id="calculator", compact=True)
            yield Button(Content(c.start_help), id="help", compact=True)
            yield Button(Content(c.start_settings), id="settings", compact=True)
            yield Button(Content(c.start_quit), id="quit", compact=True)
        yield Footer()

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        choice = event.button.id or ""
        if choice == "help":
            await self.app.run_action("help")
        elif choice == "stats":
            self.action_stats()
        elif choice == "rules":
            self.action_rules()
        elif choice in ("settings", "encyclopedia", "calculator"):
            await self.app.run_action(choice)
        else:
            self.dismiss(choice)

    def _rules_text(self) -> str:
        from mahjong_tui.ui.rules_choice import rules_name

        return catalogue(self.lang).start_rules.format(name=rules_name(self.ruleset, self.lang))

    def action_rules(self) -> None:
        """Choose the rules from the list of rulesets with their summaries."""
        from mahjong_tui.ui.rules_choice import RulesScreen

        def chosen(name: str | None) -> None:
            if name is not None:
                self.ruleset = name
                self.query_one("#rules", Button).label = Content(self._rules_text())

        self.app.push_screen(RulesScreen(self.ruleset, lang=self.lang), callback=chosen)

    def action_stats(self) -> None:
        """Open the statistics screen over the start screen."""
        from mahjong_tui.ui.stats_screen import StatsScreen

        self.app.push_screen(StatsScreen(lang=self.lang))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """``r`` only when saved games can be resumed."""
        return action != "choose" or parameters != ("resume",) or resume_available()

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
