"""Choosing the rules (start screen) and explaining the rules in use (help screen).

The labels, one-line summaries and descriptions come from the rulesets themselves
(:func:`mahjong_tui.rulesets.get_ruleset`, ``label(lang)``, ``summary(lang)``,
``describe(lang)``: each package's ``rule_sheet.py``); the catalogue has only the
start screen's short names."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.i18n import catalogue
from mahjong_tui.rulesets import RULESETS, get_ruleset, ruleset_names
from mahjong_tui.ui.words import translate_bindings

__all__ = ["RulesScreen", "rules_help_text", "rules_label", "rules_name", "rules_summary"]

_STYLES = Path(__file__).parent / "styles"


def rules_summary(name: str, lang: str = "en") -> str:
    """A named ruleset's one-line summary in ``lang`` (from its package)."""
    return get_ruleset(name).summary(lang)


def rules_label(name: str, lang: str = "en") -> str:
    """A ruleset's label in ``lang``, as the table's top line and the help's heading
    show it (``Sichuan (Chengdu)``, ``四川血战（成都）``); a name no ruleset has shows
    as itself."""
    return RULESETS[name].label(lang) if name in RULESETS else name


def rules_name(name: str, lang: str = "en") -> str:
    """What the start screen calls a ruleset: the catalogue's short name where it has
    one, else the ruleset's label (``Chinese Official (MCR)``), never its bare id."""
    return catalogue(lang).rules_names.get(name) or rules_label(name, lang)


def rules_help_text(ruleset: Ruleset, lang: str = "en") -> str:
    """The rules in use for the help screen: their label and summary, then each rule
    in force, all in ``lang``."""
    c = catalogue(lang)
    lines = [c.rules_in_use.format(name=ruleset.label(lang)), ruleset.summary(lang), ""]
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
                # a summary opens with the ruleset's own name
                *(Option(rules_summary(n, self.lang), id=n) for n in names),
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
