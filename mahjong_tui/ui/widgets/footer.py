"""The table's footer: Textual's key footer, rebuilt only when its keys change.

Textual's footer rebuilds its keys after the next screen refresh whenever the
screen's bindings are refreshed. The table refreshes them at the start of each
turn and after the frame of each decision; rebuilding one frame later put a layout
pass at the start of a turn in the frame of the player's key press when they
answered at once. This footer rebuilds at once (in the frame that starts the turn),
and not at all when the keys it shows are the same.
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer

__all__ = ["TableFooter"]


class TableFooter(Footer):
    """A :class:`~textual.widgets.Footer` that rebuilds only for a different set of
    keys, without waiting for a refresh."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._shown: tuple[object, ...] | None = None

    def _keys(self, screen: Screen[object]) -> tuple[object, ...]:
        """What the footer would show: each shown binding's key, words, state, tip."""
        palette = screen.app.COMMAND_PALETTE_BINDING
        return tuple((key, binding.action, binding.description, enabled, tooltip)
                     for key, (_, binding, enabled, tooltip) in screen.active_bindings.items()
                     if binding.show or key == palette)

    def bindings_changed(self, screen: Screen[object]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus or not self.is_attached or screen is not self.screen:
            return
        keys = self._keys(screen)
        if keys != self._shown:
            self._shown = keys
            self.call_next(self.recompose)
