"""The table's words in the player's language: the footer's key descriptions, and
(from :mod:`mahjong_tui.i18n.describe`) actions, action kinds and log lines."""

from __future__ import annotations

from dataclasses import replace

from textual.binding import Binding
from textual.dom import DOMNode

from mahjong_tui.i18n import catalogue
from mahjong_tui.i18n.describe import (
    action_text,
    describe_event,
    how_won,
    kind_name,
    meld_label,
    tiles_label,
)

__all__ = ["action_text", "describe_event", "how_won", "kind_name", "meld_label",
           "tiles_label", "translate_bindings"]


def translate_bindings(node: DOMNode, lang: str) -> None:
    """Give ``node``'s key bindings their descriptions in ``lang`` (the footer shows
    them). The English descriptions written in the code are the catalogue's keys
    (``key:space`` names a key itself); the first call keeps them, so the language
    can change again later."""
    words = catalogue(lang).keys
    bindings = node._bindings.key_to_bindings  # the node's own copy of its bindings
    originals: dict[str, list[Binding]] | None = getattr(node, "_english_bindings", None)
    if originals is None:
        originals = {key: list(items) for key, items in bindings.items()}
        setattr(node, "_english_bindings", originals)  # noqa: B010
    for key, items in originals.items():
        bindings[key] = [replace(b, description=words.get(b.description, b.description),
                                 key_display=words.get(f"key:{b.key}", b.key_display))
                         for b in items]
    if node.is_attached:
        node.refresh_bindings()
