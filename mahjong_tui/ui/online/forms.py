"""The small dialogs of online play: where to connect, a new room's options and a
room's password."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Input, Select, Static

from mahjong_tui.i18n import catalogue
from mahjong_tui.i18n.online_words import online_words
from mahjong_tui.ui.rules_choice import rules_name
from mahjong_tui.ui.words import translate_bindings

__all__ = ["MAX_NAME", "AddressScreen", "Connection", "CreateRoomScreen", "PasswordScreen",
           "RoomForm"]

MAX_NAME = 20
"""The longest player name the server keeps."""

_FORM_CSS = """
.online-form { width: 64; height: auto; max-height: 100%; padding: 1 2;
               border: round $accent; background: $panel; }
.online-form Static { width: 100%; }
.online-form .form-title { text-style: bold; margin-bottom: 1; }
.online-form .form-label { color: $text-muted; }
.online-form .form-error { color: $error; }
.online-form Input, .online-form Select { width: 100%; margin-bottom: 0; }
.online-form Horizontal { height: auto; }
"""


@dataclass(frozen=True, slots=True)
class Connection:
    """Where the player connects, and as whom."""

    address: str
    name: str


@dataclass(frozen=True, slots=True)
class RoomForm:
    """A new room's options as the player chose them (the server checks them again)."""

    ruleset: str
    hands: int
    players: int
    bots: str
    turn_seconds: int
    password: str
    hints: bool = True

    def message(self) -> dict[str, Any]:
        """The ``create`` message."""
        return {"type": "create", "ruleset": self.ruleset, "hands": self.hands,
                "players": self.players, "bots": self.bots,
                "turn_seconds": self.turn_seconds, "password": self.password,
                "hints": self.hints}


class _Form(ModalScreen[Any]):
    DEFAULT_CSS = "_Form { align: center middle; }" + _FORM_CSS
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "back")]

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        translate_bindings(self, lang)

    def action_back(self) -> None:
        self.dismiss(None)

    def _error(self, text: str) -> None:
        self.query_one(".form-error", Static).update(text)


class AddressScreen(_Form):
    """The server's address and the player's name (Enter in the last field connects).

    Args:
        address: the address shown at first.
        name: the name shown at first.
        lang: the interface language.
    """

    def __init__(self, address: str, name: str, *, lang: str = "zh") -> None:
        super().__init__(lang)
        self.address = address
        self.player_name = name

    def compose(self) -> ComposeResult:
        w = online_words(self.lang)
        with Vertical(classes="online-form"):
            yield Static(w.address_title, classes="form-title")
            yield Static(w.address_hint, classes="form-label")
            yield Input(self.address, id="address", compact=True, max_length=200)
            yield Static(w.name_hint, classes="form-label")
            yield Input(self.player_name, id="name", compact=True, max_length=MAX_NAME)
            yield Static("", classes="form-error")
        yield Footer()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        address = self.query_one("#address", Input).value.strip()
        name = self.query_one("#name", Input).value.strip()
        if event.input.id == "address" and not name:
            self.query_one("#name", Input).focus()
            return
        if not address:
            self.query_one("#address", Input).focus()
            return
        self.dismiss(Connection(address, name or "Player"))


class CreateRoomScreen(_Form):
    """A new room: rules, hands, players' seats, the bots' level, the timer and a
    password.

    Args:
        rulesets: the server's rulesets.
        levels: the server's bot levels.
        ruleset: the rules chosen at first.
        lang: the interface language.
    """

    def __init__(self, rulesets: Sequence[str], levels: Sequence[str], *,
                 ruleset: str = "mcr", lang: str = "zh") -> None:
        super().__init__(lang)
        self.rulesets = tuple(rulesets) or ("mcr",)
        self.levels = tuple(levels) or ("standard",)
        self.ruleset = ruleset if ruleset in self.rulesets else self.rulesets[0]

    def compose(self) -> ComposeResult:
        w = online_words(self.lang)
        level = "standard" if "standard" in self.levels else self.levels[-1]
        with Vertical(classes="online-form"):
            yield Static(w.create_title, classes="form-title")
            yield Static(w.create_rules, classes="form-label")
            yield Select([(rules_name(r, self.lang), r) for r in self.rulesets],
                         value=self.ruleset, allow_blank=False, id="ruleset", compact=True)
            yield Static(w.create_hands, classes="form-label")
            yield Input("0", id="hands", type="integer", compact=True, max_length=3)
            yield Static(w.create_players, classes="form-label")
            yield Input("2", id="players", type="integer", compact=True, max_length=1)
            yield Static(w.create_bots, classes="form-label")
            names = catalogue(self.lang).setting_values
            yield Select([(names.get(lv, lv), lv) for lv in self.levels], value=level,
                         allow_blank=False,
                         id="bots", compact=True)
            yield Static(w.create_turn, classes="form-label")
            yield Input("0", id="turn", type="integer", compact=True, max_length=3)
            yield Static(w.create_hints, classes="form-label")
            yield Select([(w.yes, True), (w.no, False)], value=True, allow_blank=False,
                         id="hints", compact=True)
            yield Static(w.create_password, classes="form-label")
            yield Input("", id="password", compact=True, max_length=32, password=True)
            yield Static("", classes="form-error")
            with Horizontal():
                yield Button(w.create_ok, id="create", compact=True)
        yield Footer()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._submit()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self._submit()

    def _number(self, field: str, label: str, low: int, high: int) -> int | None:
        text = self.query_one(f"#{field}", Input).value.strip()
        if text.lstrip("-").isdigit() and low <= int(text) <= high:
            return int(text)
        self._error(online_words(self.lang).bad_number.format(field=label, low=low,
                                                              high=high))
        return None

    def _submit(self) -> None:
        w = online_words(self.lang)
        hands = self._number("hands", w.create_hands, 0, 64)
        players = self._number("players", w.create_players, 1, 4) if hands is not None \
            else None
        turn = self._number("turn", w.create_turn, 0, 600) if players is not None else None
        if hands is None or players is None or turn is None:
            return
        self.dismiss(RoomForm(str(self.query_one("#ruleset", Select).value), hands, players,
                              str(self.query_one("#bots", Select).value), turn,
                              self.query_one("#password", Input).value,
                              self.query_one("#hints", Select).value is True))


class PasswordScreen(_Form):
    """A room's password (Enter joins)."""

    def __init__(self, room: str, *, lang: str = "zh") -> None:
        super().__init__(lang)
        self.room = room

    def compose(self) -> ComposeResult:
        w = online_words(self.lang)
        with Vertical(classes="online-form"):
            yield Static(w.password_title.format(room=self.room), classes="form-title")
            yield Input("", id="password", compact=True, max_length=32, password=True)
            yield Static("", classes="form-error")
        yield Footer()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value)
