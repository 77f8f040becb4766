"""Plain text folded to the widget's width the way Chinese is set (see
:mod:`mahjong_tui.ui.fold`), again whenever the width changes."""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from mahjong_tui.ui.fold import fold_text

__all__ = ["FoldedText"]


class FoldedText(Widget):
    """``text`` (no markup) folded by :func:`~mahjong_tui.ui.fold.fold_text`,
    again whenever the width changes.

    Args:
        text: the text, lines separated by ``\\n``.
        id: the widget's id.
    """

    DEFAULT_CSS = "FoldedText { height: auto; }"

    def __init__(self, text: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.text = text
        """The text before folding."""

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """As many rows as the folded lines."""
        return len(fold_text(self.text, width))

    def render(self) -> Text:
        """The folded lines."""
        return Text("\n".join(fold_text(self.text, self.content_size.width)))
