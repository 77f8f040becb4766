"""The hint panel at the table: the coach's figures for the human's hand.

The panel is opened and closed with ``i``. Its figures
(:func:`mahjong_tui.coach.figures_for`) and their text are made in a separate
process, waited for by a worker thread, so a key press never waits for them (a
thread alone would hold the interpreter lock while it computes); the panel shows the
last result until the new one arrives. It is refused, with a
message, when hints are off in settings, in a competition game, in a hot-seat game
unless every human turned hints on when the names were entered, and when watching (a
bot's hand is never analysed for a person). In hot-seat the panel is emptied whenever
the keyboard changes hands.
On a large terminal it takes the log's place beside the table; on a small one it
covers the table until closed, between the status line and the footer (both stay in
sight).
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import os
import sys
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor

from rich.text import Text
from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Static

from mahjong_tui.coach import Hints, SichuanHints, figures_for
from mahjong_tui.coach.words import (
    action_words,
    coach_words,
    danger_words,
    pad,
    route_name,
    route_words,
    tile_words,
)
from mahjong_tui.engine.views import SeatView
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.sichuan.hint_text import sichuan_panel_text
from mahjong_tui.ui.text_wrap import wrap
from mahjong_tui.ui.widgets.lines import LinesWidget

__all__ = ["HOTSEAT_HINTS_KEY", "AnyHints", "HintPanel", "HintText", "compute_hints",
           "hint_refusal", "hotseat_hints_agreed", "panel_figures", "panel_text"]

_POOL: list[Executor | None] = []
"""The hint process once started; ``None`` when it could not start (then hints are
computed in the worker thread)."""


def _lower_priority() -> None:
    with contextlib.suppress(OSError, AttributeError):
        os.nice(10)


def _start_pool() -> Executor | None:
    # Starting the helper processes hands them the standard error's descriptor; the
    # app has replaced ``sys.stderr`` with an object that has none: lend the real one.
    stderr, sys.stderr = sys.stderr, sys.__stderr__
    try:
        # A lower priority: on a busy machine the UI's frames go first.
        pool = ProcessPoolExecutor(max_workers=1, initializer=_lower_priority,
                                   mp_context=multiprocessing.get_context("spawn"))
        pool.submit(int).result()
    except (OSError, RuntimeError, ValueError):
        return None
    finally:
        sys.stderr = stderr
    atexit.register(pool.shutdown, wait=False, cancel_futures=True)
    return pool


AnyHints = Hints | SichuanHints
"""The figures of either family's panel."""


def panel_figures(view: SeatView, names: Sequence[str],
                  lang: str = "en") -> tuple[AnyHints, Text]:
    """The panel's figures (:func:`~mahjong_tui.coach.figures_for`) and their text
    (:func:`panel_text`) for ``view``, in ``lang``."""
    hints = figures_for(view, lang)
    return hints, panel_text(hints, names, view=view, lang=lang)


def compute_hints(view: SeatView, names: Sequence[str] = (),
                  lang: str = "en") -> tuple[AnyHints, Text]:
    """:func:`panel_figures` in the hint process (in this thread if it cannot run):
    the figures and their text are both made there, the UI only draws the text."""
    if not _POOL:
        _POOL.append(_start_pool())
    pool = _POOL[0]
    if pool is not None:
        try:
            return pool.submit(panel_figures, view, tuple(names), lang).result()
        except (OSError, RuntimeError, ValueError):
            _POOL[0] = None  # the process died: compute here from now on
    return panel_figures(view, names, lang)


def hint_refusal(session: object, settings: Settings) -> str | None:
    """Why the panel may not open for this table (``None`` when it may): hints off in
    settings, a competition game, an online room without hints, watching, or a
    hot-seat game whose humans did not all turn hints on at the start (see
    :func:`hotseat_hints_agreed`), in the settings' language.

    Args:
        session: the table's source (a live game or a replay).
        settings: the user's settings (``hints`` on or off).
    """
    words = coach_words(settings.language)
    if settings.hints != "on":
        return words.refuse_off
    game = getattr(session, "game", None)
    ruleset = getattr(game, "ruleset", None) or getattr(session, "ruleset", None)
    if getattr(ruleset, "competition", False):
        return words.refuse_competition
    if not getattr(session, "hints_allowed", True):  # an online room without hints
        return words.refuse_room
    if getattr(session, "watch", False):
        return words.refuse_watching
    if getattr(session, "hotseat", False) and not hotseat_hints_agreed(game):
        return words.refuse_hotseat
    return None


HOTSEAT_HINTS_KEY = "hotseat_hints"
"""Key in a game's ``meta`` (saved in the record header, so a resumed game keeps it):
``True`` when every human of a hot-seat game turned the hint panel on at the start."""


def hotseat_hints_agreed(game: object) -> bool:
    """Every human of this hot-seat game agreed to hints at the start."""
    meta = getattr(game, "meta", None)
    return isinstance(meta, dict) and meta.get(HOTSEAT_HINTS_KEY) is True


def _fan(value: int) -> str:
    return "-" if value < 0 else str(value) if value >= 8 else f"{value}!"


def panel_text(h: AnyHints, names: Sequence[str], limit: int = 8, width: int = 36,
               view: SeatView | None = None, lang: str = "en") -> Text:
    """The panel's content: labelled, one figure per column; the advice line is wrapped
    at ``width``, other lines are cut by the panel. With ``view``, the hand is listed
    first (the panel may cover the table on a small terminal). Sichuan figures are
    drawn by :func:`~mahjong_tui.ui.sichuan.hint_text.sichuan_panel_text`. ``lang``
    is the language of the labels (the figures' advice line is already in it)."""
    if isinstance(h, SichuanHints):
        return sichuan_panel_text(h, names, limit, width, view, lang)
    w = coach_words(lang)
    out = Text(no_wrap=True, overflow="ellipsis")
    out.append(w.title, style="bold reverse")
    out.append(w.close_help)
    out.append(w.live_help, style="dim")
    if view is not None:
        drawn = f" + {tile_words(view.drawn, w)}" if view.drawn is not None else ""
        hand = w.hand.format(tiles=" ".join(tile_words(t, w) for t in view.concealed) + drawn)
        for line in wrap(hand, width, "     ", w.lang):
            out.append(f"{line}\n")
    for line in wrap(h.reason, width, "", w.lang) or [""]:
        out.append(f"{line}\n", style="bold")
    out.append(w.shanten_by_form, style="underline")
    cells = [f"{w.short_forms[f.form.value]} {f.shanten}" for f in h.forms]
    out.append(" " + " · ".join(cells[:3]) + "\n")
    if len(cells) > 3:
        out.append(" " + " · ".join(cells[3:]) + "\n")
    if h.discards:
        out.append(w.discard_head, style="underline")
        for d in h.discards[:limit]:
            route = route_name(d.route.name, w) if d.route is not None else w.no_plan
            mark = "✓" if d.reaches_min else "✗"
            style = "bold" if d.rank == 1 else ""
            out.append(f"{d.rank:>2}. {pad(tile_words(d.tile, w), 3)}{d.shanten:>2} · "
                       f"{d.live_useful:>2} {mark} {route}\n", style=style)
        top = h.discards[0]
        if top.route is not None and top.shanten > 0:
            out.append(w.route_line.format(route=route_words(top.route, w)))
        for d in [d for d in h.discards if d.waits][:2]:
            out.append(w.waits_after_head.format(tile=tile_words(d.tile, w)), style="underline")
            for x in d.waits:
                out.append(f" {pad(tile_words(x.tile, w), 3)} ×{x.live} · {_fan(x.on_discard)} / "
                           f"{_fan(x.self_drawn)}\n")
    if h.waits:
        out.append(w.waits_head, style="underline")
        for x in h.waits:
            out.append(f" {pad(tile_words(x.tile, w), 3)} ×{x.live} · {_fan(x.on_discard)} / "
                       f"{_fan(x.self_drawn)}\n")
    if any(x.on_discard < 8 or x.self_drawn < 8 for x in h.waits) or any(
            x.on_discard < 8 for d in h.discards for x in d.waits):
        out.append(w.under_min, style="dim")
    if h.claims:
        out.append(w.claim_head, style="underline")
        for c in h.claims:
            if c.fan >= 0:
                out.append(f" {w.win_fan.format(fan=c.fan)}\n", style="bold")
                continue
            then = (w.then_tile.format(tile=tile_words(c.discard, w))
                    if c.discard is not None else "")
            route = route_name(c.route.name, w) if c.route is not None else w.no_plan
            out.append(w.claim_line.format(action=action_words(c.action, w), then=then,
                                           shanten=w.shanten(c.shanten), live=c.live_useful,
                                           route=route))
    out.append(w.unseen_head, style="underline")
    for suit in range(3):
        out.append(f" {w.suits.get('mps'[suit], 'mps'[suit])} "
                   + " ".join(str(h.unseen[9 * suit + r]) for r in range(9)) + "\n")
    honours = " ".join(f"{t}{h.unseen[27 + i]}" for i, t in enumerate(w.honours))
    out.append(f" {'z' if w.lang == 'en' else '字'} {honours}\n")
    out.append(w.safety_head, style="underline")
    for s in h.safety:
        who = names[s.player] if s.player < len(names) else w.player.format(n=s.player)
        disc = " ".join(tile_words(t, w) for t in s.discarded) or "-"
        passed = " ".join(tile_words(t, w) for t in s.passed) or "-"
        out.append(w.safety_line.format(who=who, discards=disc, passed=passed))
        if s.danger:
            out.append(f"   ⚠ {danger_words(s.danger, w)}\n", style="bold red")
    out.rstrip()
    return out


def _state_text(lang: str) -> Text:
    """The line over the figures while a newer position is being computed."""
    return Text(coach_words(lang).updating, style="reverse")


class HintText(LinesWidget):
    """The panel's figures: one line each, cut with an ellipsis at the panel's width.

    The text is at least as tall as the room under the panel's state line (blank
    lines in the panel's colours fill the rest), so a new text that fits keeps the
    widget's size: only the lines that differ are repainted, with no layout pass.
    Only a text taller than the panel, whose height differs from the old one, lays
    the panel out again (its scroll range changes).

    Args:
        text: the first text shown.
    """

    def __init__(self, text: Text, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self._text = text
        self._version = 0

    def update(self, text: Text) -> None:
        """Show ``text`` instead."""
        self._text = text
        self._version += 1
        panel = self.parent
        room = panel.scrollable_content_region.height if isinstance(panel, Widget) else 0
        if self.is_mounted and self._height(room) == self.size.height:
            self.picture_changed()
        else:
            self.refresh(layout=True)

    def _height(self, room: int) -> int:
        """The widget's height in a panel whose content is ``room`` lines tall: the
        text's, or all the room under the one-line state line."""
        return max(_line_count(self._text), room - _STATE_LINES)

    def render(self) -> Text:
        """The text shown (the whole of it, uncut)."""
        return self._text

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._height(container.height)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._version += 1  # the panel's colours changed (a new theme)

    def cache_key(self) -> tuple[object, ...]:
        return (self._version,)

    def text(self) -> Text:
        width = self.size.width
        # The panel's colours under the text's own, as a static widget draws it.
        base = self.rich_style
        lines: list[Text] = []
        for part in self._text.split("\n", allow_blank=True):
            line = Text(style=base, end="")
            line.append_text(part)
            if line.cell_len > width:
                line.truncate(width, overflow="ellipsis")
            else:
                line.pad_right(width - line.cell_len)  # in the panel's colours
            lines.append(line)
        blank = Text(" " * width, style=base, end="")
        lines.extend(blank for _ in range(self.size.height - len(lines)))
        return Text("\n").join(lines)

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        # The text never scrolls by itself (the panel does): a new height needs no
        # second layout pass for this widget's own scroll range.
        return super()._size_updated(size, virtual_size, container_size, layout=False)


_STATE_LINES = 1
"""Height of the panel's "updating" line over the figures (``#hint-state``)."""


def _line_count(text: Text) -> int:
    return text.plain.count("\n") + 1


class HintPanel(VerticalScroll):
    """The hint panel (hidden until opened)."""

    SCOPED_CSS = False
    DEFAULT_CSS = """
    HintPanel { display: none; dock: right; width: 100%; height: 1fr; padding: 0 1;
                background: $surface; border-left: solid $accent; }
    HintPanel.-open { display: block; }
    TableScreen.-large HintPanel { width: 42; }
    /* Compact: over the table, under the status line (the height is set by the table). */
    TableScreen.-compact HintPanel { layer: callout; margin-top: 1; }
    #hint-text { width: 100%; height: auto; }
    #hint-state { width: 100%; height: 1; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.hints: AnyHints | None = None
        """The figures shown (``None`` before the first result)."""
        self.computed = 0
        """Number of results shown (for tests and the benchmark)."""
        self._view: SeatView | None = None
        self._names: tuple[str, ...] = ()
        self._asked = 0
        self._shown = 0
        self.lang = "en"
        """The language of the panel (the table sets the player's)."""

    def compose(self):  # type: ignore[no-untyped-def]
        # Always one line tall, blank or not: the figures below never move when it
        # comes and goes, so the panel is not laid out again on every position.
        yield Static("", id="hint-state")
        yield HintText(Text(coach_words(self.lang).first_text), id="hint-text")

    def set_lang(self, lang: str) -> None:
        """Word the panel in ``lang`` from the next figures on (and its empty text now)."""
        self.lang = lang
        if self.hints is None and self.is_mounted:
            self.query_one(HintText).update(Text(coach_words(lang).first_text))

    @property
    def pending(self) -> bool:
        """A newer position is being computed (the figures shown are older)."""
        return self._asked > self._shown

    @property
    def is_open(self) -> bool:
        """The panel is showing."""
        return self.has_class("-open")

    def set_open(self, value: bool) -> None:
        """Open (and compute for the latest view) or close the panel."""
        self.set_class(value, "-open")
        if value and self._view is not None:
            self._start(self._view)

    def reset(self) -> None:
        """Forget the figures shown (the keyboard changes hands in hot-seat): a result
        still being computed for the previous player is dropped."""
        self._view = None
        self.hints = None
        self._asked += 1
        self._shown = self._asked
        self._show_state(False)
        self.query_one(HintText).update(Text(coach_words(self.lang).first_text))

    def supersede(self) -> None:
        """The player has acted: the position being computed is gone, so its result is
        dropped when it arrives (drawing it would only take time from the frames
        that follow the key press). The figures shown stay until the next position's."""
        if self.pending:
            self._asked += 1
            self._shown = self._asked

    def update_view(self, view: SeatView, names: Sequence[str]) -> None:
        """A new position for the human: recompute (in a thread) when open."""
        self._view = view
        self._names = tuple(names)
        if self.is_open:
            self._start(view)

    def _start(self, view: SeatView) -> None:
        self._asked += 1
        ticket = self._asked
        self._show_state(True)
        self.run_worker(lambda: self._compute(view, ticket), thread=True, exclusive=True,
                        group="hints")

    def _compute(self, view: SeatView, ticket: int) -> None:
        hints, text = compute_hints(view, self._names, self.lang)
        if ticket == self._asked:
            # Shown after the next screen refresh: a table frame already due (the
            # one after a key press) is drawn first, never held up by the panel.
            self.app.call_from_thread(self.call_after_refresh, self._show, hints, text,
                                      ticket)

    def _show(self, hints: AnyHints, text: Text, ticket: int) -> None:
        if ticket != self._asked:
            return  # the player has acted, or a newer position is being computed
        self.hints = hints
        self.computed += 1
        self._shown = ticket
        self._show_state(False)
        self.query_one(HintText).update(text)

    def _show_state(self, updating: bool) -> None:
        """Show or blank the "updating" line (a repaint of that line only)."""
        self.query_one("#hint-state", Static).update(_state_text(self.lang) if updating else "",
                                                     layout=False)
