"""Modal prompts: the claim prompt, choosing among several chows/kongs, and the
hot-seat curtain."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Container, Vertical
from textual.content import Content
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Static

from mahjong_tui.engine.actions import Action, Chow, Pass
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.ui.text import wind, wind_name
from mahjong_tui.ui.tiles_render import render_row
from mahjong_tui.ui.widgets.action_bar import action_key

__all__ = ["ChoiceScreen", "ClaimPrompt", "CurtainScreen", "action_title"]

_STYLES = Path(__file__).parent.parent / "styles"


def action_title(action: Action) -> str:
    """Readable option text: ``chow 345m``, ``pung 5p``, ``win``, ``pass``."""
    return action.text


class _OptionsScreen(ModalScreen[Action]):
    """A modal listing actions as numbered buttons; digits choose, letters pick the
    action kind (several of one kind open a second choice)."""

    CSS_PATH = str(_STYLES / "prompts.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "pass / back"),
        Binding("q", "app.quit_game", "quit"),
    ]

    def __init__(self, options: Sequence[Action], title: Text | str) -> None:
        super().__init__()
        self.options = tuple(options)
        self.title_text = title

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(self.title_text, id="prompt-title")
            with Container(id="options"):
                for i, action in enumerate(self.options):
                    key = action_key(action)
                    label = f"{i + 1} {action.text}" + (f" [{key}]" if key else "")
                    button = Button(Content(label), id=f"opt-{i}", compact=True)
                    button.can_focus = False
                    yield button
            yield Static("digits or letters choose · Esc passes", id="prompt-hint")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id and event.button.id.startswith("opt-"):
            self.dismiss(self.options[int(event.button.id.removeprefix("opt-"))])

    async def on_key(self, event: events.Key) -> None:
        ch = event.character or ""
        if ch.isdigit() and ch != "0":
            i = int(ch) - 1
            if i < len(self.options):
                event.stop()
                self.dismiss(self.options[i])
            return
        if event.key == "enter" and len(self.options) == 1:
            event.stop()
            self.dismiss(self.options[0])
            return
        kind = [a for a in self.options if ch and action_key(a) == ch]
        if len(kind) == 1:
            event.stop()
            self.dismiss(kind[0])
        elif len(kind) > 1:
            event.stop()
            self.app.push_screen(ChoiceScreen(kind, "Which one?"), callback=self._chosen)

    def _chosen(self, choice: Action | None) -> None:
        if choice is not None:
            self.dismiss(choice)

    def action_cancel(self) -> None:
        passes = [a for a in self.options if isinstance(a, Pass)]
        if passes:
            self.dismiss(passes[0])


class ChoiceScreen(_OptionsScreen):
    """Choose one of several actions of one kind (chows, kongs); Esc goes back."""

    def action_cancel(self) -> None:
        self.dismiss(None)


class ClaimPrompt(_OptionsScreen):
    """A discard is on offer: shows the tile, who discarded it and the legal options.

    Args:
        tile: the tile on offer.
        from_name: the discarder's (or the kong declarer's) name.
        from_wind: their seat wind.
        options: the legal actions (``pass`` included); only ``pass`` in a
            hot-seat courtesy window.
        style: tile style for the big tile.
        lang: label language.
        robbing: the tile is being added to a pung (rob the kong).
    """

    def __init__(self, tile: Tile, from_name: str, from_wind: int, options: Sequence[Action],
                 *, style: str = "boxed", lang: str = "zh", robbing: bool = False) -> None:
        verb = "adds to a pung" if robbing else "discards"
        title = Text()
        for line in render_row((tile,), "boxed" if style == "compact" else style, lang):
            title.append_text(line)
            title.append("\n")
        title.append(f"{from_name} ({wind(from_wind, lang)} {wind_name(from_wind)}) {verb} "
                     f"{tile.text}", style="bold")
        chows = sum(isinstance(a, Chow) for a in options)
        if chows > 1:
            title.append(f"\n{chows} ways to chow: press c to choose")
        super().__init__(options, title)


class CurtainScreen(Screen[None]):
    """Hot-seat: hides the whole table and names the player to take the keyboard."""

    CSS_PATH = str(_STYLES / "prompts.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space", "ready", "I am ready")]

    def __init__(self, name: str, seat_wind: int) -> None:
        super().__init__()
        self.player_name = name
        self.seat_wind = seat_wind

    def compose(self) -> ComposeResult:
        with Vertical(id="curtain"):
            yield Static(
                f"Pass the keyboard to {self.player_name} ({wind_name(self.seat_wind)}).\n\n"
                f"{self.player_name}: press Enter when the others cannot see the screen.",
                id="curtain-text")

    def action_ready(self) -> None:
        self.dismiss(None)

    def on_click(self) -> None:
        self.dismiss(None)
