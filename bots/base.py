"""What every level shares: reading the view, simulating claims, discard options, reasons.

A bot sees only its :class:`~mahjong_tui.engine.views.SeatView`. :class:`Seat` is the
part of it the levels work with (own tile counts, declared sets, live copies);
:class:`BotBase` routes a decision to ``on_turn`` / ``on_claim`` and keeps the
one-line reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bots.analysis import live_counts, mask_tiles, own_counts, shanten, shanten_useful
from bots.shell import BotShell
from mahjong_tui.engine.actions import (
    Action,
    AddKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    Pung,
    Win,
)
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import TILES, Tile
from mahjong_tui.engine.views import Phase, SeatView
from mahjong_tui.rulesets.mcr.scoring import InvalidHandError, Situation, WinFlags, score_hand

__all__ = [
    "BotBase",
    "ClaimResult",
    "DiscardOption",
    "Seat",
    "after_claim",
    "discard_options",
    "keep_value",
    "own_win_fan",
    "shanten_text",
]


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat's own situation, read from its view.

    Attributes:
        counts: 34 counts of the standing tiles (the drawn tile included).
        melds: own declared sets.
        live: copies of each kind not visible to this seat.
        seat_wind: own seat wind.
        prevalent: the prevalent wind.
        minimum: the least fan of a legal win, as the ruleset in the view says.
    """

    counts: tuple[int, ...]
    melds: tuple[Meld, ...]
    live: tuple[int, ...]
    seat_wind: int
    prevalent: int
    minimum: int = 8

    @classmethod
    def of(cls, view: SeatView) -> Seat:
        """Read a view."""
        own = view.melds[view.player]
        melds = tuple(m for m in own if isinstance(m, Meld))
        return cls(tuple(own_counts(view)), melds, tuple(live_counts(view)),
                   view.seat_winds[view.player], view.round_wind, view.ruleset.min_fan)

    @property
    def concealed(self) -> bool:
        """No exposed set (concealed kongs do not open the hand)."""
        return all(m.concealed for m in self.melds)


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """The hand after discarding one tile.

    Attributes:
        tile: the discard.
        counts: standing tiles after it.
        shanten: shanten after it (all shapes).
        useful: mask of the tiles that lower it.
        live_useful: live copies of those tiles.
    """

    tile: Tile
    counts: tuple[int, ...]
    shanten: int
    useful: int
    live_useful: int


def useful_live(mask: int, live: Sequence[int]) -> int:
    """Live copies of the tiles in ``mask``."""
    return sum(live[i] for i in mask_tiles(mask))


def discard_options(counts: Sequence[int], melds: int, live: Sequence[int],
                    tiles: Sequence[Tile] | None = None) -> list[DiscardOption]:
    """Evaluate discarding each distinct tile (or each of ``tiles``)."""
    kinds = sorted({t.index for t in tiles}) if tiles is not None else [
        i for i in range(34) if counts[i]]
    out: list[DiscardOption] = []
    base = list(counts)
    for i in kinds:
        if i >= 34 or not base[i]:
            continue
        base[i] -= 1
        s, mask = shanten_useful(base, melds)
        out.append(DiscardOption(TILES[i], tuple(base), s, mask, useful_live(mask, live)))
        base[i] += 1
    return out


@dataclass(frozen=True, slots=True)
class ClaimResult:
    """The hand after a claim (before its discard).

    Attributes:
        action: the claim.
        counts: standing tiles left (14-style after a chow or pung, 13-style after a
            kong, which draws a replacement).
        melds: declared sets including the new one.
    """

    action: Action
    counts: tuple[int, ...]
    melds: tuple[Meld, ...]


def after_claim(seat: Seat, action: Action, tile: Tile, discarder_offset: int
                ) -> ClaimResult | None:
    """Simulate a chow, pung or exposed kong of ``tile`` (``None`` for other actions)."""
    counts = list(seat.counts)
    i = tile.index
    if isinstance(action, Pung):
        counts[i] -= 2
        meld = Meld.pung(tile, discarder_offset)
    elif isinstance(action, Kong):
        counts[i] -= 3
        meld = Meld.kong(tile, discarder_offset)
    elif isinstance(action, Chow):
        first = action.first.index
        for j in (first, first + 1, first + 2):
            if j != i:
                counts[j] -= 1
        meld = Meld.chow(action.first, tile)
    else:
        return None
    if min(counts) < 0:
        return None
    return ClaimResult(action, tuple(counts), (*seat.melds, meld))


def keep_value(i: int, seat_wind: int, prevalent: int) -> int:
    """How much a lone tile is worth keeping, for ties: non-scoring winds go first,
    then terminals, scoring honours, 2/8, and middle tiles last."""
    if i >= 27:
        if i >= 31 or i in (27 + seat_wind, 27 + prevalent):
            return 2
        return 0
    r = i % 9
    if r in (0, 8):
        return 1
    if r in (1, 7):
        return 3
    return 4


def shanten_text(s: int) -> str:
    """``complete``, ``ready`` or ``n-shanten``."""
    if s < 0:
        return "complete"
    if s == 0:
        return "ready"
    return f"{s}-shanten"


class BotBase(BotShell):
    """The MCR levels' shell: routes decisions to ``on_turn`` / ``on_claim``.

    Subclasses implement :meth:`on_turn` and :meth:`on_claim`.

    Args:
        seed: seeds the bot's own RNG.
    """

    level = "base"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._lenient_rules = False

    def choose(self, view: SeatView) -> Action:
        """Declare a win worth taking, else decide the turn or the claim."""
        seat = Seat.of(view)
        for a in view.legal:
            if isinstance(a, Win) and self._take_win(view, seat):
                return a
        turn = view.phase is Phase.TURN
        return self.on_turn(view, seat) if turn else self.on_claim(view, seat)

    def _take_win(self, view: SeatView, seat: Seat) -> bool:
        """Whether to declare the offered win.

        Under the default rules the engine offers a win only when it is legal, and
        a legal win is never declined. Under competition rules a win is offered on
        every discard and a false one is penalised: the bot recognises that (a win
        offered while its hand is not complete) and from then on declares only
        wins it has scored at the ruleset's minimum fan or more itself.
        """
        counts = list(seat.counts)
        claim = view.pending_claim
        if claim is not None:
            counts[claim.tile.index] += 1
        if shanten(counts, len(seat.melds)) != -1:
            self._lenient_rules = True
            return False
        fan = own_win_fan(view, seat)
        if fan >= seat.minimum:
            self._reason = f"win: {fan} fan"
            return True
        if not self._lenient_rules:
            self._reason = "win: a legal win is never declined"
            return True
        return False

    def on_turn(self, view: SeatView, seat: Seat) -> Action:
        """Decide on own turn (discard or kong)."""
        raise NotImplementedError

    def on_claim(self, view: SeatView, seat: Seat) -> Action:
        """Decide on a discard or an added kong (claims or pass)."""
        raise NotImplementedError


def own_win_fan(view: SeatView, seat: Seat) -> int:
    """Fan (without flowers) of winning now, with the circumstances a view shows:
    self-drawn or not, robbing a kong, last copy (3 visible on the table), last tile
    of the wall. A kong replacement cannot be told from the view and counts as no."""
    claim = view.pending_claim
    if claim is not None:
        win = claim.tile
        counts = list(seat.counts)
    elif view.drawn is not None:
        win = view.drawn
        counts = list(seat.counts)
        counts[win.index] -= 1
    else:
        return -1
    table = 0
    for tiles, taken in zip(view.discards, view.discards_claimed, strict=True):
        table += sum(1 for t, c in zip(tiles, taken, strict=True) if t == win and not c)
    for melds in view.melds:
        for m in melds:
            if isinstance(m, Meld) and not m.concealed:
                table += m.tiles.count(win)
    robbing = claim is not None and claim.robbing
    if claim is not None and not robbing:
        table -= 1  # the discard itself lies on the table
    flags = WinFlags(self_drawn=claim is None, last_copy=table == 3, robbing_kong=robbing,
                     last_wall_tile=(not robbing) and view.wall_remaining == 0)
    concealed = tuple(TILES[i] for i in range(34) for _ in range(counts[i]))
    try:
        result = score_hand(Situation(concealed, seat.melds, win, flags, seat.seat_wind,
                                      seat.prevalent, 0))
    except InvalidHandError:
        return -1
    return result.total_without_flowers if result.is_win else -1


def turn_kongs(legal: Sequence[Action]) -> tuple[list[ConcealedKong], list[AddKong]]:
    """The kong declarations among the legal actions."""
    return ([a for a in legal if isinstance(a, ConcealedKong)],
            [a for a in legal if isinstance(a, AddKong)])


def discard_tiles(legal: Sequence[Action]) -> list[Tile]:
    """The tiles that may be discarded."""
    return [a.tile for a in legal if isinstance(a, Discard)]


def claims(legal: Sequence[Action]) -> list[Action]:
    """Chow, pung and kong claims among the legal actions."""
    return [a for a in legal if isinstance(a, (Chow, Pung, Kong))]


def discarder_offset(view: SeatView) -> int:
    """Offset of the discarder relative to this player, in play order (1 = left)."""
    claim = view.pending_claim
    if claim is None:
        return 1
    order_me = view.seat_winds[view.player]
    order_them = view.seat_winds[claim.from_player]
    return (order_me - order_them) % 4
