"""The table's footer: Textual's key footer, rebuilt only when its keys change.

Textual's footer rebuilds its keys (a layout pass of the screen) after the next
screen refresh whenever the screen's bindings are refreshed, even when the keys
it shows are the same; this one compares them first. (Rebuilding at once instead
of after a refresh was tried: it put the rebuild in the frame of a key pressed
at the start of a turn and more than doubled its CPU time in `bench ui`.)
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer

__all__ = ["TableFooter"]


class TableFooter(Footer):
    """A :class:`~textual.widgets.Footer` that rebuilds only for a different set of
    keys."""

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
            self.call_after_refresh(self.recompose)
