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

from mahjong_tui.rulesets import get_ruleset, ruleset_names

__all__ = ["RulesScreen", "rules_help_text", "rules_label"]

_STYLES = Path(__file__).parent / "styles"


def rules_label(name: str) -> str:
    """A ruleset's short name: its summary up to the colon (``Sichuan (Chengdu)
    bloody battle``)."""
    return get_ruleset(name).summary().split(":", 1)[0]


def rules_help_text(ruleset: Any) -> str:
    """The rules in use for the help screen: the summary, then each rule in force."""
    lines = [f"Rules in use: {ruleset.name}", ruleset.summary(), ""]
    lines.extend(f"- {line}" for line in ruleset.describe())
    return "\n".join(lines)


class RulesScreen(ModalScreen[str | None]):
    """Every ruleset with its one-line summary; Enter chooses, Esc keeps the current."""

    CSS_PATH = str(_STYLES / "sichuan.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "cancel")]

    def __init__(self, current: str) -> None:
        super().__init__()
        self.current = current

    def compose(self) -> ComposeResult:
        names = ruleset_names()
        with Vertical(id="rules-box"):
            yield Static("Which rules?", id="rules-title")
            options = OptionList(
                *(Option(f"{n}: {get_ruleset(n).summary()}", id=n) for n in names),
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
