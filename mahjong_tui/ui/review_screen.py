"""The game review over the replay viewer: the reviewed seats' decisions that differ
from the expert bot's, then the summary (the ``review`` command's text)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from mahjong_tui.coach.review import Review, ReviewError, humans_of, review_record
from mahjong_tui.coach.review_text import review_lines
from mahjong_tui.coach.words import coach_words
from mahjong_tui.engine.record import GameRecord

__all__ = ["ReviewScreen", "review_seats"]


def review_seats(record: GameRecord, bottom: int) -> tuple[int, ...]:
    """The record's human seats, or the seat drawn at the bottom when it names none."""
    return humans_of(record) or (bottom,)


class ReviewScreen(ModalScreen[None]):
    """Computed in a worker thread (a whole match takes a few seconds); Escape closes.

    Args:
        record: the game record.
        seats: the seats to review.
        names: player names (for the title).
        lang: the language of the review's text.
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,r", "close", "close")]
    DEFAULT_CSS = """
    ReviewScreen { align: center middle; }
    #review-box { width: 100%; max-width: 120; height: 90%; border: round $accent; }
    #review-title { height: 1; text-style: bold; }
    #review-text { width: auto; text-wrap: nowrap; }
    """

    def __init__(self, record: GameRecord, seats: Sequence[int], names: Sequence[str],
                 lang: str = "en") -> None:
        super().__init__()
        self.lang = lang
        self.record = record
        self.seats = tuple(seats)
        self.names = tuple(names)
        self.review: Review | None = None
        """The result, once computed."""
        self.error = ""

    def compose(self) -> ComposeResult:
        w = coach_words(self.lang)
        who = w.rv_names_sep.join(self.names[p] if p < len(self.names) else str(p)
                                  for p in self.seats)
        with Vertical(id="review-box"):
            yield Static(w.rv_title.format(who=who), id="review-title")
            with VerticalScroll():
                yield Static(w.rv_working, id="review-text", markup=False)

    def on_mount(self) -> None:
        self.run_worker(self._compute, thread=True, exclusive=True, group="review")

    def _compute(self) -> None:
        try:
            review = review_record(self.record, self.seats, self.lang)
        except ReviewError as exc:
            self.app.call_from_thread(self._failed, str(exc))
            return
        self.app.call_from_thread(self._show, review)

    def _failed(self, message: str) -> None:
        self.error = message
        self.query_one("#review-text", Static).update(
            coach_words(self.lang).rv_failed.format(message=message))

    def _show(self, review: Review) -> None:
        self.review = review
        lines = review_lines(review, every=False, lang=self.lang)
        self.query_one("#review-text", Static).update("\n".join(lines))

    def action_close(self) -> None:
        self.dismiss(None)
