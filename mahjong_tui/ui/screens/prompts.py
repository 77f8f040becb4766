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
from textual.widgets import Button, Footer, Static

from mahjong_tui.engine.actions import Action, Chow, Pass
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.i18n import catalogue
from mahjong_tui.ui.tiles_render import label, render_row
from mahjong_tui.ui.widgets.action_bar import action_key
from mahjong_tui.ui.words import action_text, kind_name, translate_bindings

__all__ = ["ChoiceScreen", "ClaimPrompt", "CurtainScreen", "action_title"]

_STYLES = Path(__file__).parent.parent / "styles"


def action_title(action: Action, lang: str = "en") -> str:
    """Readable option text: ``chow 345m``, ``pung 5p``, ``win``, ``pass`` (or Chinese)."""
    return action_text(action, lang)


class _OptionsScreen(ModalScreen[Action]):
    """A modal listing actions as numbered buttons. Digits choose, letters pick the
    action kind (several of one kind open a second choice), ←/→ move the highlight
    and Enter takes the highlighted option. The footer shows exactly the keys that
    do something here."""

    CSS_PATH = str(_STYLES / "prompts.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("w", "kind('w')", "win"),
        Binding("k", "kind('k')", "kong"),
        Binding("p", "kind('p')", "pung"),
        Binding("c", "kind('c')", "chow"),
        Binding("x", "kind('x')", "pass"),
        Binding("enter", "take", "take highlighted"),
        Binding("left", "move(-1)", "◀", show=False),
        Binding("right", "move(1)", "▶", show=False),
        Binding("escape", "cancel", "pass"),
        Binding("q", "app.quit_game", "quit"),
    ]

    letters = True
    """Letters pick an action kind (not in a list of one kind)."""

    def __init__(self, options: Sequence[Action], title: Text | str, *,
                 lang: str = "zh") -> None:
        super().__init__()
        self.options = tuple(options)
        self.title_text = title
        self.lang = lang
        translate_bindings(self, lang)
        passes = [i for i, a in enumerate(self.options) if isinstance(a, Pass)]
        self.cursor = passes[0] if passes else 0
        """The highlighted option (Enter takes it); passing when that is offered, so
        an Enter meant for the table never claims by accident."""

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(self.title_text, id="prompt-title")
            with Container(id="options"):
                for i, action in enumerate(self.options):
                    key = action_key(action)
                    label = f"{i + 1} {action_text(action, self.lang)}" + (
                        f" [{key}]" if key else "")
                    button = Button(Content(label), id=f"opt-{i}", compact=True,
                                    classes="-chosen" if i == self.cursor else "")
                    button.can_focus = False
                    yield button
            yield Static(self._hint(), id="prompt-hint")
        yield Footer()

    def _hint(self) -> str:
        c = catalogue(self.lang)
        if self.options == (Pass(),):
            return c.prompt_hint_pass_only
        return (c.prompt_hint if self.letters else c.choice_hint).format(n=len(self.options))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Letters show (and work) only for the kinds on offer."""
        if action == "kind":
            return self.letters and any(action_key(a) == parameters[0] for a in self.options)
        return True

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id and event.button.id.startswith("opt-"):
            self.dismiss(self.options[int(event.button.id.removeprefix("opt-"))])

    async def on_key(self, event: events.Key) -> None:
        ch = event.character or ""
        if ch.isdigit() and ch != "0":
            event.stop()
            i = int(ch) - 1
            if i < len(self.options):
                self.dismiss(self.options[i])
            else:
                self._say(catalogue(self.lang).choose_range.format(n=len(self.options)))
        elif ch and ch in "wkpcx" and self.letters and not self.check_action("kind", (ch,)):
            event.stop()
            self._say(catalogue(self.lang).no_kind_here.format(kind=kind_name(ch, self.lang)))

    def _say(self, message: str) -> None:
        """Feedback for a key that does nothing here, in place of the hint."""
        self.query_one("#prompt-hint", Static).update(f"{message} · {self._hint()}")

    def action_kind(self, key: str) -> None:
        kind = [a for a in self.options if action_key(a) == key]
        if len(kind) == 1:
            self.dismiss(kind[0])
        elif len(kind) > 1:
            self.app.push_screen(ChoiceScreen(kind, catalogue(self.lang).which_one,
                                              lang=self.lang), callback=self._chosen)

    def action_take(self) -> None:
        self.dismiss(self.options[self.cursor])

    def action_move(self, delta: int) -> None:
        self.cursor = (self.cursor + delta) % len(self.options)
        for i, button in enumerate(self.query(Button)):
            button.set_class(i == self.cursor, "-chosen")

    def _chosen(self, choice: Action | None) -> None:
        if choice is not None:
            self.dismiss(choice)

    def action_cancel(self) -> None:
        passes = [a for a in self.options if isinstance(a, Pass)]
        if passes:
            self.dismiss(passes[0])


class ChoiceScreen(_OptionsScreen):
    """Choose one of several actions of one kind (chows, kongs); Esc goes back."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "back")]
    letters = False

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
        lang: the interface language.
        robbing: the tile is being added to a pung (rob the kong).
    """

    def __init__(self, tile: Tile, from_name: str, from_wind: int, options: Sequence[Action],
                 *, style: str = "boxed", lang: str = "zh", robbing: bool = False) -> None:
        c = catalogue(lang)
        template = c.prompt_adds if robbing else c.prompt_discards
        title = Text()
        for line in render_row((tile,), "boxed" if style == "compact" else style, lang):
            title.append_text(line)
            title.append("\n")
        title.append(template.format(name=from_name, wind=c.winds[from_wind],
                                     tile=label(tile, lang)), style="bold")
        chows = sum(isinstance(a, Chow) for a in options)
        if chows > 1:
            title.append("\n" + c.prompt_ways_to_chow.format(n=chows))
        super().__init__(options, title, lang=lang)


class CurtainScreen(Screen[None]):
    """Hot-seat: hides the whole table and names the player to take the keyboard."""

    CSS_PATH = str(_STYLES / "prompts.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space", "ready", "I am ready")]

    def __init__(self, name: str, seat_wind: int, *, lang: str = "zh") -> None:
        super().__init__()
        self.player_name = name
        self.seat_wind = seat_wind
        self.lang = lang
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        c = catalogue(self.lang)
        with Vertical(id="curtain"):
            yield Static(c.curtain.format(name=self.player_name, wind=c.winds[self.seat_wind]),
                         id="curtain-text")

    def action_ready(self) -> None:
        self.dismiss(None)

    def on_click(self) -> None:
        self.dismiss(None)
