"""A short call-out over the table when someone pungs, kongs or wins."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.reactive import reactive
from textual.timer import Timer
from textual.widget import Widget

from mahjong_tui.i18n import EN, Catalogue
from mahjong_tui.ui.model import MeldDisplay, SeatDisplay

__all__ = ["CallOut", "meld_call"]

SHOW_SECONDS = 1.5
"""How long a call-out stays up."""


def meld_call(meld: MeldDisplay, words: Catalogue = EN) -> str:
    """What a player calls for a new meld: ``Kong!``, ``Pung!`` or ``Chow!`` (or
    Chinese)."""
    if len(meld.tiles) == 4:
        return words.call_kong
    tiles = [t for t in meld.tiles if t is not None]
    return words.call_pung if len(set(tiles)) == 1 else words.call_chow


def new_calls(before: Sequence[SeatDisplay], after: Sequence[SeatDisplay],
              words: Catalogue = EN) -> list[str]:
    """``Bob: Pung!`` for every seat whose melds changed between two frames of one hand
    (a new meld, or a pung grown into a kong)."""
    calls: list[str] = []
    for old, new in zip(before, after, strict=True):
        if new.melds != old.melds and new.melds and len(new.melds) >= len(old.melds):
            changed = next((m for i, m in enumerate(new.melds)
                            if i >= len(old.melds) or m != old.melds[i]), new.melds[-1])
            calls.append(words.called.format(name=new.name, call=meld_call(changed, words)))
    return calls


class CallOut(Widget):
    """One line in large letters' place: bold, reversed, centred; hides itself."""

    DEFAULT_CSS = """
    CallOut {
        layer: callout;
        position: absolute;
        width: auto;
        height: 1;
        content-align: center middle;
        display: none;
    }
    CallOut.-shown { display: block; }
    """

    message: reactive[str] = reactive("")

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._timer: Timer | None = None
        self.shown: list[str] = []
        """Every message shown, oldest first."""

    def show(self, message: str, *, row: int, width: int) -> None:
        """Show ``message`` on screen ``row``, centred in ``width`` columns, for
        :data:`SHOW_SECONDS` (it covers only its own cells)."""
        self.message = message
        self.shown.append(message)
        cells = Text(f"  {message}  ").cell_len
        self.styles.offset = (max(0, (width - cells) // 2), max(0, row))
        self.add_class("-shown")
        if self._timer is not None:
            self._timer.stop()
        self._timer = self.set_timer(SHOW_SECONDS, self.hide)

    def hide(self) -> None:
        """Take the call-out down."""
        self.remove_class("-shown")

    def render(self) -> Text:
        return Text(f"  {self.message}  ", style="bold reverse yellow", justify="center")
