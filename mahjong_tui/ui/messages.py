"""Messages the table's widgets post to their screen."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from mahjong_tui.engine.actions import Action

__all__ = ["ActionChosen", "TileClicked"]


@dataclass
class TileClicked(Message):
    """A tile of the player's hand was clicked.

    Attributes:
        index: position in the hand (the drawn tile is last).
    """

    index: int


@dataclass
class ActionChosen(Message):
    """An action button was pressed.

    Attributes:
        action: the (legal) action it stands for.
    """

    action: Action
