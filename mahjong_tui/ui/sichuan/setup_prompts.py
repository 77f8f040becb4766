"""The Sichuan setup prompts: the exchange (换三张) and the void suit (定缺).

Both start on a bot's suggestion (:func:`~mahjong_tui.ui.sichuan.suggest.suggest`)
and accept only an action the view offers.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from mahjong_tui.engine.actions import Action, DeclareVoid, Exchange
from mahjong_tui.engine.tiles import Suit, Tile
from mahjong_tui.engine.views import SeatView
from mahjong_tui.i18n import catalogue
from mahjong_tui.i18n.tiles import label as tile_label
from mahjong_tui.ui.sichuan.suggest import suggest
from mahjong_tui.ui.sichuan.table_info import suit_name
from mahjong_tui.ui.tiles_render import render_row, tile_width
from mahjong_tui.ui.words import translate_bindings

__all__ = ["ExchangeScreen", "VoidScreen", "picked_line", "setup_prompt"]

_STYLES = Path(__file__).parent.parent / "styles"


def picked_line(count: int, picked: Sequence[int], cursor: int, style: str) -> Text:
    """The line under the hand: ``▲`` under each picked tile, ``^`` under the cursor."""
    gap = 1 if style in ("glyphs", "compact") else 0
    width = tile_width(style)
    out = Text()
    for i in range(count):
        mark = "▲" if i in picked else ("^" if i == cursor else " ")
        cell = mark.center(width) + " " * gap
        out.append(cell, style="bold green" if i in picked else "grey50")
    return out


class ExchangeScreen(ModalScreen[Action]):
    """Pick three tiles of one suit to pass on. ←→ move, space picks or unpicks,
    Enter gives the three picked (only an exchange the view offers); ``?`` help."""

    CSS_PATH = str(_STYLES / "sichuan.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "move(-1)", "◀", show=False),
        Binding("right,l", "move(1)", "▶", show=False),
        Binding("space", "pick", "pick"),
        Binding("enter", "give", "give three"),
        Binding("r", "suggested", "suggested"),
        Binding("i", "app.toggle_hints", "hints"),
        Binding("question_mark", "app.help", "help"),
        Binding("q", "app.quit_game", "quit"),
    ]

    def __init__(self, view: SeatView, *, style: str = "boxed", lang: str = "zh",
                 suggestion: Action | None = None) -> None:
        super().__init__()
        translate_bindings(self, lang)
        self.view = view
        self.style = style
        self.lang = lang
        self.hand: tuple[Tile, ...] = view.concealed + (
            (view.drawn,) if view.drawn is not None else ())
        self.suggestion = suggestion if suggestion is not None else suggest(view)
        self.picked: list[int] = self._indices(self.suggestion)
        self.cursor = self.picked[0] if self.picked else 0

    def _indices(self, action: Action) -> list[int]:
        """Positions in the hand of the tiles an exchange gives."""
        if not isinstance(action, Exchange):
            return []
        out: list[int] = []
        for tile in action.tiles:
            i = next((k for k, t in enumerate(self.hand) if t == tile and k not in out), None)
            if i is not None:
                out.append(i)
        return out

    def compose(self) -> ComposeResult:
        with Vertical(id="setup-box"):
            yield Static(self._title(), id="setup-title")
            yield Static(self._hand_text(), id="setup-hand")
            yield Static("", id="setup-message")
        yield Footer()

    def _title(self) -> Text:
        c = catalogue(self.lang)
        out = Text(c.sichuan_exchange_title, style="bold")
        out.append(c.sichuan_exchange_help, style="")
        tiles = " ".join(tile_label(t, self.lang) for t in self.suggestion_tiles())
        out.append(c.sichuan_suggested.format(tiles=tiles), style="cyan")
        out.append(c.sichuan_exchange_keys, style="grey50")
        return out

    def suggestion_tiles(self) -> tuple[Tile, ...]:
        """The suggested three tiles."""
        return self.suggestion.tiles if isinstance(self.suggestion, Exchange) else ()

    def _hand_text(self) -> Text:
        lines = render_row(list(self.hand), self.style, self.lang,
                           gap=1 if self.style in ("glyphs", "compact") else 0,
                           highlight=self.picked)
        lines.append(picked_line(len(self.hand), self.picked, self.cursor, self.style))
        return Text("\n").join(lines)

    def _redraw(self, message: str = "") -> None:
        self.query_one("#setup-hand", Static).update(self._hand_text())
        self.query_one("#setup-message", Static).update(message)

    def action_move(self, delta: int) -> None:
        """Move the cursor."""
        self.cursor = (self.cursor + delta) % len(self.hand)
        self._redraw()

    def action_pick(self) -> None:
        """Pick the tile under the cursor, or put it back."""
        if self.cursor in self.picked:
            self.picked.remove(self.cursor)
        elif len(self.picked) < 3:
            self.picked.append(self.cursor)
        else:
            self._redraw(catalogue(self.lang).sichuan_three_picked)
            return
        self._redraw()

    def action_suggested(self) -> None:
        """Back to the suggestion."""
        self.picked = self._indices(self.suggestion)
        self._redraw()

    def chosen(self) -> Exchange:
        """The exchange of the picked tiles (it may not be legal)."""
        tiles = sorted(self.hand[i] for i in self.picked)
        return Exchange(tuple(tiles))

    def action_give(self) -> None:
        """Give the picked tiles if the view offers that exchange."""
        action = self.chosen()
        if len(self.picked) == 3 and action in self.view.legal:
            self.dismiss(action)
            return
        self._redraw(catalogue(self.lang).sichuan_pick_three.format(n=len(self.picked)))


class VoidScreen(ModalScreen[Action]):
    """Choose the void suit: m/p/s or ↑↓, Enter declares; ``?`` help. Shows the
    exchange just made: the tiles given and received (highlighted), and ``note``,
    where they went."""

    CSS_PATH = str(_STYLES / "sichuan.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,left", "move(-1)", "▲", show=False),
        Binding("down,right", "move(1)", "▼", show=False),
        Binding("m", "suit('m')", "characters"),
        Binding("p", "suit('p')", "dots"),
        Binding("s", "suit('s')", "bamboo"),
        Binding("enter", "declare", "declare"),
        Binding("i", "app.toggle_hints", "hints"),
        Binding("question_mark", "app.help", "help"),
        Binding("q", "app.quit_game", "quit"),
    ]

    def __init__(self, view: SeatView, *, style: str = "boxed", lang: str = "zh",
                 suggestion: Action | None = None, note: str = "") -> None:
        super().__init__()
        translate_bindings(self, lang)
        self.view = view
        self.style = style
        self.lang = lang
        self.note = note
        self.options = [a for a in view.legal if isinstance(a, DeclareVoid)]
        self.suggestion = suggestion if suggestion is not None else suggest(view)
        self.index = (self.options.index(self.suggestion)
                      if self.suggestion in self.options else 0)

    def compose(self) -> ComposeResult:
        with Vertical(id="setup-box"):
            yield Static(self._text(), id="setup-title")
            yield Static(self._hand(), id="setup-hand")
        yield Footer()

    def _count(self, suit: Suit) -> int:
        tiles = self.view.concealed + ((self.view.drawn,) if self.view.drawn else ())
        return sum(1 for t in tiles if t.suit is suit)

    def _text(self) -> Text:
        c = catalogue(self.lang)
        out = Text(c.sichuan_void_title, style="bold")
        out.append(c.sichuan_void_help)
        for i, option in enumerate(self.options):
            suit = option.suit
            suggested = c.sichuan_suggested_mark if option == self.suggestion else ""
            line = c.sichuan_void_option.format(
                letter=suit.value, zh=suit_name(suit, "zh"), en=suit_name(suit, "en"),
                n=self._count(suit), suggested=suggested)
            out.append(f"{'▶' if i == self.index else ' '} {line}\n",
                       style="bold reverse" if i == self.index else "")
        out.append(c.sichuan_void_keys, style="grey50")
        return out

    def _hand(self) -> Text:
        tiles = self.view.concealed + ((self.view.drawn,) if self.view.drawn else ())
        received = list(self.view.received)
        marks = []
        for i, tile in enumerate(tiles):
            if tile in received:
                received.remove(tile)
                marks.append(i)
        lines = render_row(list(tiles), self.style, self.lang,
                           gap=1 if self.style in ("glyphs", "compact") else 0, highlight=marks)
        note = Text()
        if self.view.received:
            given = " ".join(tile_label(t, self.lang) for t in self.view.given)
            got = " ".join(tile_label(t, self.lang) for t in self.view.received)
            note.append(catalogue(self.lang).sichuan_gave_received.format(
                given=given, received=got), style="green")
        if self.note:
            note.append("\n" + self.note, style="grey70")
        return Text("\n").join([*lines, note])

    def action_move(self, delta: int) -> None:
        """Move the choice."""
        self.index = (self.index + delta) % len(self.options)
        self.query_one("#setup-title", Static).update(self._text())

    def action_suit(self, letter: str) -> None:
        """Choose a suit by its letter."""
        for i, option in enumerate(self.options):
            if option.suit.value == letter:
                self.index = i
                self.query_one("#setup-title", Static).update(self._text())

    def action_declare(self) -> None:
        """Declare the chosen suit."""
        self.dismiss(self.options[self.index])


def setup_prompt(view: SeatView, *, style: str = "boxed", lang: str = "zh",
                 note: str = "") -> ModalScreen[Action]:
    """The prompt for the setup step ``view`` is in (``note``: where the exchange
    went, shown by the void prompt)."""
    if any(isinstance(a, Exchange) for a in view.legal):
        return ExchangeScreen(view, style=style, lang=lang)
    return VoidScreen(view, style=style, lang=lang, note=note)
