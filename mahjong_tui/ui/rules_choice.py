"""Choosing the rules (start screen) and explaining the rules in use (help screen).

The names, one-line summaries and descriptions come from the rulesets themselves
(:func:`mahjong_tui.rulesets.get_ruleset`, ``summary()``, ``describe()``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from mahjong_tui.i18n import catalogue
from mahjong_tui.rulesets import get_ruleset, ruleset_names
from mahjong_tui.ui.words import translate_bindings

__all__ = ["RulesScreen", "rules_help_text", "rules_label", "rules_name", "rules_summary"]

_STYLES = Path(__file__).parent / "styles"


def rules_summary(name: str, lang: str = "en") -> str:
    """A ruleset's one-line summary in ``lang`` (the catalogue's, else the ruleset's own)."""
    summary = catalogue(lang).rules_summaries.get(name)
    return summary if summary is not None else str(get_ruleset(name).summary())


def rules_label(name: str, lang: str = "en") -> str:
    """A ruleset's label in ``lang``, as the table's top line and the help's heading
    show it (``Sichuan (Chengdu)``, ``四川血战（成都）``); a ruleset without one shows
    its name."""
    return catalogue(lang).rules_labels.get(name, name)


def rules_name(name: str, lang: str = "en") -> str:
    """What the start screen calls a ruleset: its name in English, its label in Chinese."""
    return catalogue(lang).rules_names.get(name, name)


def rules_help_text(ruleset: Any, lang: str = "en") -> str:
    """The rules in use for the help screen: their label and summary, then each rule
    in force, all in ``lang``."""
    c = catalogue(lang)
    lines = [c.rules_in_use.format(name=rules_label(ruleset.name, lang)),
             rules_summary(ruleset.name, lang), ""]
    lines.extend(f"- {line}" for line in ruleset.describe(lang))
    return "\n".join(lines)


class RulesScreen(ModalScreen[str | None]):
    """Every ruleset with its one-line summary; Enter chooses, Esc keeps the current."""

    CSS_PATH = str(_STYLES / "sichuan.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "cancel")]

    def __init__(self, current: str, *, lang: str = "en") -> None:
        super().__init__()
        self.current = current
        self.lang = lang
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        names = ruleset_names()
        with Vertical(id="rules-box"):
            yield Static(catalogue(self.lang).rules_title, id="rules-title")
            options = OptionList(
                *(Option(f"{rules_name(n, self.lang)}: {rules_summary(n, self.lang)}", id=n)
                  for n in names),
                id="rules-list")
            yield options
        yield Footer()

    def on_mount(self) -> None:
        names = ruleset_names()
        self.query_one(OptionList).highlighted = (names.index(self.current)
                                                  if self.current in names else 0)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Choose the highlighted rules."""
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        """Keep the current rules."""
        self.dismiss(None)
