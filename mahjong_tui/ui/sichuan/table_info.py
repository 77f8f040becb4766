"""What the table adds for Sichuan: the seats' marks (void suit, won
1st/2nd/3rd, winning tile, the hand's balance), the call-outs for wins, and why some
tiles may not be discarded. Everything is read from the view and the events."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from mahjong_tui.engine.actions import Action, Discard
from mahjong_tui.engine.events import (
    Event,
    ExchangeDirection,
    HandStarted,
    TilesExchanged,
    Won,
)
from mahjong_tui.engine.tiles import Suit, Tile
from mahjong_tui.i18n import catalogue
from mahjong_tui.i18n.tiles import label as tile_label
from mahjong_tui.ui.model import SeatDisplay, TableDisplay
from mahjong_tui.ui.sichuan.words import ordinal

__all__ = ["SUIT_NAMES", "discard_reason", "exchange_note", "hand_end_callout", "is_sichuan",
           "seat_mark_pieces", "seat_marks", "suit_name", "win_callout", "wins_before"]

SUIT_NAMES = {
    Suit.CHARACTERS: ("万", "characters"),
    Suit.DOTS: ("饼", "dots"),
    Suit.BAMBOO: ("条", "bamboo"),
}
"""Each suit's name in Chinese and English."""


def suit_name(suit: Suit, lang: str) -> str:
    """``万`` or ``characters``."""
    return catalogue(lang).suit_names.get(suit.value, suit.value)


def is_sichuan(display: TableDisplay | None) -> bool:
    """The table shows a Sichuan game."""
    return display is not None and display.family == "sichuan"


def seat_marks(seat: SeatDisplay, lang: str) -> Text:
    """The line under a seat's name: ``缺万 won 1st 5p hand +4`` (void suit, place
    and winning tile, the hand's balance so far); empty when there is none."""
    return Text(" ").join(seat_mark_pieces(seat, lang))


def seat_mark_pieces(seat: SeatDisplay, lang: str) -> list[Text]:
    """The pieces of :func:`seat_marks`, which a narrow panel wraps between pieces."""
    c = catalogue(lang)
    parts: list[Text] = []
    if seat.void is not None:
        parts.append(Text(c.sichuan_void.format(suit=suit_name(seat.void, lang)),
                          style="bold cyan"))
    if seat.won_rank is not None:
        place = c.ordinals[min(seat.won_rank, len(c.ordinals)) - 1]
        won = Text(c.sichuan_won.format(place=place), style="bold green")
        if seat.win_tile is not None:
            won.append(f" {tile_label(seat.win_tile, lang)}", style="green")
        parts.append(won)
    if seat.hand_delta:
        parts.append(Text(c.sichuan_balance.format(delta=f"{seat.hand_delta:+d}"),
                          style="green" if seat.hand_delta > 0 else "red"))
    return parts


def wins_before(history: Sequence[Event], start: int) -> int:
    """How many wins the current hand had before ``history[start]``."""
    count = 0
    for e in history[:start]:
        if isinstance(e, HandStarted):
            count = 0
        elif isinstance(e, Won):
            count += 1
    return count


def win_callout(events: Sequence[Event], names: Sequence[str], first: int = 1,
                lang: str = "en") -> str | None:
    """The call-out for the wins among ``events`` (one step of play, whose first win
    is the hand's ``first``-th): ``Bot 2 wins 1st (on Bot 1, 5p)``, or for a multiple
    win on one discard ``一炮多响 multiple win on 5p: A (1st), B (2nd)``."""
    c = catalogue(lang)
    wins = []
    for e in events:
        if isinstance(e, HandStarted):
            break  # the wins of one hand only
        if isinstance(e, Won):
            wins.append(e)
    if not wins:
        return None
    if len(wins) > 1:
        who = c.log_sep.join(
            c.sichuan_callout_place.format(name=names[w.player], place=ordinal(first + i, lang))
            for i, w in enumerate(wins))
        return c.speak(c.sichuan_multiple_callout.format(tile=tile_label(wins[0].tile, lang),
                                                         who=who))
    w = wins[0]
    how = c.how_self_drawn if w.from_player is None else \
        c.sichuan_callout_on.format(name=names[w.from_player])
    return c.speak(c.sichuan_win_callout.format(
        name=names[w.player], place=ordinal(max(1, first), lang), how=how,
        tile=tile_label(w.tile, lang)))


def hand_end_callout(events: Sequence[Event], names: Sequence[str], lang: str = "en") -> str:
    """The call-out as a hand ends: who won, or a draw."""
    c = catalogue(lang)
    wins = [e for e in events if isinstance(e, Won)]
    if not wins:
        return c.sichuan_draw_callout
    return c.sichuan_hand_over.format(who=c.log_sep.join(
        c.sichuan_hand_over_place.format(place=ordinal(i + 1, lang), name=names[w.player])
        for i, w in enumerate(wins)))


def exchange_note(events: Sequence[Event], player: int, names: Sequence[str],
                  lang: str = "en") -> str:
    """Where this hand's exchange went, for ``player``: the die's line and who the
    three received came from (empty before the exchange)."""
    c = catalogue(lang)
    start = max((i for i, e in enumerate(events) if isinstance(e, HandStarted)), default=0)
    parts: list[str] = []
    for e in events[start:]:
        if isinstance(e, ExchangeDirection):
            parts.append(c.sichuan_die.format(die=e.die))
        elif isinstance(e, TilesExchanged) and e.player == player:
            parts.append(c.sichuan_exchange_route.format(to=names[e.to_player],
                                                         giver=names[e.from_player]))
    return ": ".join(parts)


def discard_reason(legal: Sequence[Action], hand: Sequence[Tile],
                   void: Suit | None, lang: str) -> str | None:
    """Why some tiles of ``hand`` may not be discarded now (the void suit must go
    first), or ``None`` when every tile may be."""
    allowed = {a.tile for a in legal if isinstance(a, Discard)}
    if not allowed or all(t in allowed for t in hand):
        return None
    if void is not None and all(t.suit is void for t in allowed):
        return catalogue(lang).sichuan_void_first.format(suit=suit_name(void, lang))
    return catalogue(lang).sichuan_bright_only
