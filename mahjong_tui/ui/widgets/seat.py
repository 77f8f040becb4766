"""A seat's panel (name, score, melds, flowers, discards) and the centre panel."""

from __future__ import annotations

from functools import lru_cache

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive

from mahjong_tui.i18n import catalogue
from mahjong_tui.ui.model import SeatDisplay, TableDisplay, WallDisplay
from mahjong_tui.ui.notes import note_lines
from mahjong_tui.ui.rules_choice import rules_label
from mahjong_tui.ui.sichuan.table_info import seat_mark_pieces
from mahjong_tui.ui.text import discard_rows, meld_text, seat_header, tiles_text, wind
from mahjong_tui.ui.tiles_render import label, tile_style_of
from mahjong_tui.ui.widgets.lines import LinesWidget

__all__ = ["CentrePanel", "SeatPanel", "wall_rows"]


def _wrap(pieces: list[Text], width: int) -> list[Text]:
    lines: list[Text] = [Text()]
    for piece in pieces:
        line = lines[-1]
        if line.cell_len and line.cell_len + 1 + piece.cell_len > width:
            lines.append(Text())
            line = lines[-1]
        if line.cell_len:
            line.append(" ")
        line.append_text(piece)
    return [line for line in lines if line.cell_len]


class SeatPanel(LinesWidget):
    """Draws one :class:`SeatDisplay`: header, the Sichuan marks, melds and flowers,
    revealed hand, discards.

    The panel shows as many discard rows as fit; the newest rows win.
    """

    seat: reactive[SeatDisplay | None] = reactive(None, repaint=False)
    lang: reactive[str] = reactive("zh")
    show_hand: reactive[bool] = reactive(True)
    """Draw a visible concealed hand (off for the bottom seat, whose hand is the HandBar)."""

    def watch_seat(self) -> None:
        self.picture_changed()

    def cache_key(self) -> tuple[object, ...]:
        return (self.seat, self.lang, self.show_hand, self.has_class("wide"))

    def text(self) -> Text:
        seat = self.seat
        if seat is None:
            return Text("")
        width = max(10, self.size.width)
        wide = self.has_class("wide") and width >= 56
        left_width = width - 26 if wide else width
        lines = [seat_header(seat, self.lang, width=left_width - (1 if wide else 0))]
        # Sichuan: void suit, won 1st, the hand's balance (wrapped in a narrow panel).
        lines.extend(_wrap(seat_mark_pieces(seat, self.lang), left_width))
        pieces = [meld_text(m, self.lang) for m in seat.melds]
        if seat.flowers:
            word = catalogue(self.lang).flowers
            flowers = Text(word if self.lang == "zh" else word + " ", style="magenta")
            flowers.append_text(tiles_text(seat.flowers, self.lang))
            pieces.append(flowers)
        lines.extend(_wrap(pieces, left_width))
        if seat.hand is not None and self.show_hand:
            hand = [tiles_text((t,), self.lang) for t in seat.hand]
            if seat.drawn is not None:
                hand.append(Text("+") + tiles_text((seat.drawn,), self.lang))
            lines.extend(_wrap(hand, left_width))
        rows = discard_rows(seat, self.lang)
        if wide:
            height = self.size.height or max(len(lines), len(rows))
            rows = rows[-height:]
            out: list[Text] = []
            for i in range(max(len(lines), len(rows))):
                left = lines[i].copy() if i < len(lines) else Text()
                left.truncate(left_width - 1, pad=True)
                left.append(" ")
                if i < len(rows):
                    left.append_text(rows[i])
                out.append(left)
            return Text("\n").join(out[:height])
        room = max(0, self.size.height - len(lines)) if self.size.height else len(rows)
        lines.extend(rows[len(rows) - room:] if room < len(rows) else rows)
        return Text("\n").join(lines)


_STACK_CHARS = {3: "█", 2: "▄", 1: "▀", 0: "·"}
_LIVE = Style(color="green", bold=True, reverse=True)
_TAIL = Style(color="red", bold=True, reverse=True)
_STACK = Style(color="grey70")
_BREAK = Style(underline=True)
_NONE = Style()


@lru_cache(maxsize=8)
def _stack_style(start: bool, live: bool, tail: bool) -> Style:
    """A stack's style: grey, the break underlined, the next live draw green and the
    next replacement red (made once per combination: a frame draws 72 stacks)."""
    style = _STACK + _BREAK if start else _STACK
    if live:
        return style + _LIVE
    return style + _TAIL if tail else style


def wall_rows(wall: WallDisplay, lang: str) -> list[Text]:
    """One line per wall (by seat wind): a character per stack, stack 0 (the owner's
    right end) first. ``█`` two tiles, ``▄``/``▀`` one, ``·`` empty; the next live draw
    is green, the next replacement (the tail) red, and the break (first stack dealt)
    is underlined."""
    rows: list[Text] = []
    for w, stacks in enumerate(wall.stacks):
        row = Text(wind(w, lang) + " ", style="bold")
        run, run_style = "", _STACK
        for s, bits in enumerate(stacks):
            here = (w, s)
            style = _stack_style(wall.start == here, wall.live == here, wall.tail == here)
            if style != run_style and run:
                row.append(run, style=run_style)
                run = ""
            run_style = style
            run += _STACK_CHARS.get(bits, "?")
        if run:
            row.append(run, style=run_style)
        rows.append(row)
    return rows


def _stack_cell(wall: WallDisplay, w: int, s: int) -> tuple[str, Style]:
    if s >= len(wall.stacks[w]):  # a shorter wall (Sichuan: 14 or 13 stacks)
        return " ", _NONE
    here = (w, s)
    style = _stack_style(wall.start == here, wall.live == here, wall.tail == here)
    return _STACK_CHARS.get(wall.stacks[w][s], "?"), style


@lru_cache(maxsize=4)
def _ring(wall: WallDisplay, bottom_wind: int) -> tuple[Text, ...]:
    """The empty ring of :func:`wall_ring` (kept for the frames of one draw: the wall
    changes only when a tile is drawn). Callers must not change the rows."""
    n = 18
    grid: list[list[tuple[str, Style]]] = [[(" ", _NONE)] * (n + 2) for _ in range(n + 2)]
    b, r, t, lw = bottom_wind, (bottom_wind + 1) % 4, (bottom_wind + 2) % 4, \
        (bottom_wind + 3) % 4
    for s in range(n):
        grid[n + 1][n - s] = _stack_cell(wall, b, s)   # bottom: right to left
        grid[n - s][0] = _stack_cell(wall, lw, s)      # left: bottom to top
        grid[0][1 + s] = _stack_cell(wall, t, s)       # top: left to right
        grid[1 + s][n + 1] = _stack_cell(wall, r, s)   # right: top to bottom
    rows: list[Text] = []
    for cells in grid:
        row = Text()
        run, run_style = "", _NONE
        for ch, style in cells:
            if style != run_style and run:
                row.append(run, style=run_style)
                run = ""
            run_style = style
            run += ch
        row.append(run, style=run_style)
        rows.append(row)
    return tuple(rows)


def wall_ring(wall: WallDisplay, bottom_wind: int, inside: list[Text] | None = None,
              title: Text | None = None) -> list[Text]:
    """The wall as a square around the centre, seen from the seat whose wind is
    ``bottom_wind`` (their wall along the bottom). Each wall's stack 0 is at its
    owner's right end, so dealing (increasing stacks, then the wall on the left)
    runs clockwise on screen: bottom row right to left, left column upwards, top
    row left to right, right column downwards. 20 x 20 cells. ``inside`` lines are
    centred from the third row, ``title`` on the second (it may use the whole
    18-cell width between the walls)."""
    n = 18
    rows = list(_ring(wall, bottom_wind))
    placed = [(1, title, n)] if title is not None else []
    placed += [(2 + i, text, n - 2) for i, text in enumerate(inside or ())]
    for y, text, room in placed:
        if y >= n:
            break
        text = text.copy()
        text.truncate(room, overflow="ellipsis")
        left = (n - text.cell_len) // 2 + 1
        rows[y] = rows[y][:left] + text + rows[y][left + text.cell_len:]
    return rows


def _span(text: str, part: str) -> tuple[int, int]:
    """Where ``part`` first occurs in ``text`` (for styling it)."""
    start = max(0, text.find(part))
    return start, start + len(part)


def _centre_parts(t: TableDisplay | None) -> tuple[object, ...] | None:
    """Every value :meth:`CentrePanel.text` reads from the table."""
    if t is None:
        return None
    return (t.round_wind, t.hand_number, t.names, t.dealer, t.dice, t.pending, t.rules,
            t.wall, t.notes, t.bottom, t.seats[t.bottom].seat_wind)


class CentrePanel(LinesWidget):
    """The centre of the table: prevalent wind, hand number, dealer, dice, the wall,
    and the ruleset's public notes (the wild tile, Beijing's floor...)."""

    table: reactive[TableDisplay | None] = reactive(None, repaint=False)
    lang: reactive[str] = reactive("zh")

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self._parts: tuple[object, ...] | None = None

    def watch_table(self, table: TableDisplay | None) -> None:
        # Most frames change only seats (a discard, a claim): the centre is drawn
        # again only when a value it shows changes.
        parts = _centre_parts(table)
        if parts != self._parts:
            self._parts = parts
            self.picture_changed()

    def cache_key(self) -> tuple[object, ...]:
        return (self._parts, self.lang)

    def text(self) -> Text:
        t = self.table
        if t is None:
            return Text("")
        c = catalogue(self.lang)
        lines: list[Text] = []
        # the wind's name in the interface's own script (东, not the tile's 東)
        prevalent = c.winds[t.round_wind][0]
        lines.append(Text(c.round_hand.format(round=prevalent, n=t.hand_number + 1),
                          style="bold yellow"))
        lines.append(Text(c.dealer_is.format(name=t.names[t.dealer]), style="magenta"))
        if t.dice:
            pairs = [f"{a}+{b}" for a, b in zip(t.dice[::2], t.dice[1::2], strict=False)]
            lines.append(Text(c.dice.format(pairs=" ".join(pairs))))
        offer: Text | None = None
        if t.pending is not None:
            tile, who = t.pending
            offer = Text(c.offer.format(tile=label(tile, self.lang), name=t.names[who]))
            offer.stylize(tile_style_of(tile), *_span(offer.plain, label(tile, self.lang)))
        width = self.size.width or 24
        # The rules in use, always on the table: the panel's top line, in full.
        rules = Text(rules_label(t.rules, self.lang), style="cyan") if t.rules else None
        if t.wall is not None:
            lines.append(Text(c.wall_left.format(n=t.wall.remaining), style="bold"))
            lines.extend(note_lines(t.notes, self.lang))  # what the ruleset adds
            bottom_wind = t.seats[t.bottom].seat_wind
            if self.size.height >= 20 and self.size.width >= 20:
                # The offer is drawn inside the ring, so the ring keeps its shape
                # when a claim window opens; the rules' name is its top line.
                inside = [*lines, offer] if offer is not None else list(lines)
                ring = wall_ring(t.wall, bottom_wind, inside, title=rules)
                pad = " " * max(0, (self.size.width - 20) // 2)
                return Text("\n").join(Text(pad) + row for row in ring)
            rows = wall_rows(t.wall, self.lang)
            height = self.size.height or len(lines) + len(rows) + 1
            if offer is not None and len(lines) + len(rows) + 1 > height and t.dice:
                del lines[2]  # the dice make room for the offer: the wall keeps its rows
            if height >= len(lines) + len(rows) + (offer is not None):
                lines.extend(rows)
        else:
            lines.extend(note_lines(t.notes, self.lang))
        if offer is not None:
            lines.append(offer)
        if rules is not None:
            lines.insert(0, rules)
        for line in lines:
            line.truncate(width, overflow="ellipsis")
        return Text("\n").join(lines)
