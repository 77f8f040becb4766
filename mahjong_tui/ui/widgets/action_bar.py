"""Buttons for the legal actions other than discarding (win, kongs, claims, pass)."""

from __future__ import annotations

from textual.containers import Horizontal
from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Button

from mahjong_tui.engine.actions import Action
from mahjong_tui.ui.messages import ActionChosen

__all__ = ["ActionBar", "action_key", "action_label"]

_KEYS = {
    "Win": "w", "Pung": "p", "Kong": "k", "ConcealedKong": "k", "AddKong": "k",
    "Chow": "c", "Pass": "x",
}


def action_key(action: Action) -> str:
    """The keyboard letter of an action kind (``w`` win, ``p`` pung, ``k`` kongs,
    ``c`` chow, ``x`` pass; discards use the hand)."""
    return _KEYS.get(type(action).__name__, "")


def action_label(action: Action, lang: str = "en") -> str:
    """Button text: the action in words with its key, e.g. ``[w] win`` or ``[w] 和``."""
    from mahjong_tui.ui.words import action_text

    key = action_key(action)
    text = action_text(action, lang)
    return f"[{key}] {text}" if key else text


class ActionBar(Horizontal):
    """One button per action in ``actions``; pressing one posts :class:`ActionChosen`."""

    actions: reactive[tuple[Action, ...]] = reactive((), recompose=True)
    lang: reactive[str] = reactive("zh", recompose=True)

    def compose(self):  # type: ignore[no-untyped-def]
        for i, action in enumerate(self.actions):
            button = Button(Content(action_label(action, self.lang)), id=f"action-{i}",
                            compact=True)
            button.can_focus = False
            yield button

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id and event.button.id.startswith("action-"):
            index = int(event.button.id.removeprefix("action-"))
            if index < len(self.actions):
                self.post_message(ActionChosen(self.actions[index]))
