"""The fan encyclopedia screen: a searchable list of fans and the chosen fan's page."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, ScrollableContainer, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from mahjong_tui.coach.encyclopedia import FanEntry, search, table, table_names
from mahjong_tui.ui.fan_views import entry_text

__all__ = ["EncyclopediaScreen"]

_STYLES = Path(__file__).parent / "styles"


class EncyclopediaScreen(Screen[None]):
    """Every fan of a table (MCR, Sichuan Chengdu, Sichuan SBR); type to search by name
    or points, arrows pick a fan, ``ctrl+t`` switches table, Escape closes.

    Args:
        lang: tile label language of the examples.
        style: tile style of the examples.
        table_name: the table shown first (default: the first registered, MCR).
    """

    CSS_PATH = str(_STYLES / "coach.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "close", priority=True),
        Binding("ctrl+t", "next_table", "next table"),
        Binding("down", "focus_list", "list", show=False),
    ]

    def __init__(self, *, lang: str = "zh", style: str = "boxed",
                 table_name: str | None = None) -> None:
        super().__init__()
        self.lang = lang
        self.tile_style = style
        names = table_names()
        self.table_name = table_name if table_name in names else names[0]
        self.shown: tuple[FanEntry, ...] = table(self.table_name)

    def compose(self) -> ComposeResult:
        with Vertical(id="ency"):
            yield Static(self._title(), id="ency-title")
            yield Input(placeholder="search: a name (English or 中文) or points, e.g. 8",
                        id="ency-search", compact=True)
            with Horizontal(id="ency-body"):
                yield OptionList(*self._options(), id="ency-list")
                with ScrollableContainer(id="ency-page"):
                    yield Static(id="ency-text")
        yield Footer()

    def on_mount(self) -> None:
        self._show(0)
        self.query_one("#ency-search", Input).focus()

    def _title(self) -> str:
        return (f"Fan encyclopedia: {self.table_name}, {len(table(self.table_name))} fans "
                f"(tables: {', '.join(table_names())})")

    def _options(self) -> list[Option]:
        return [Option(Text(f"{e.points:>2} {e.zh} {e.en}", no_wrap=True, overflow="ellipsis"),
                       id=str(i))
                for i, e in enumerate(self.shown)]

    def _refill(self, query: str) -> None:
        self.shown = search(table(self.table_name), query)
        options = self.query_one("#ency-list", OptionList)
        options.clear_options()
        options.add_options(self._options())
        self._show(0)

    def _show(self, index: int) -> None:
        page = self.query_one("#ency-text", Static)
        if not self.shown:
            page.update("No fan matches the search.")
            return
        options = self.query_one("#ency-list", OptionList)
        if options.highlighted != index:
            options.highlighted = index
        text = entry_text(self.shown[index], lang=self.lang, style=self.tile_style)
        text.no_wrap = True  # tile rows and the fan table scroll sideways, never wrap
        page.update(text)

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._refill(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_focus_list()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option_index < len(self.shown):
            self._show(event.option_index)

    def action_focus_list(self) -> None:
        """Move the focus to the list of fans."""
        self.query_one("#ency-list", OptionList).focus()

    def action_next_table(self) -> None:
        """Show the next registered fan table."""
        names = table_names()
        self.table_name = names[(names.index(self.table_name) + 1) % len(names)]
        self.query_one("#ency-title", Static).update(self._title())
        self._refill(self.query_one("#ency-search", Input).value)

    def action_close(self) -> None:
        self.dismiss(None)
