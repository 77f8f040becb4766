"""What a player may know (:class:`SeatView`) and what a spectator of a replay
sees (:class:`TableView`). Built only by :class:`mahjong_tui.engine.game.Game`.

Both are composed of one :class:`PublicTable`, what everybody at the table can see,
and the concealed parts their reader may see; the public fields read through
(``view.discards`` is ``view.table.discards``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, NamedTuple

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Suit, Tile
from mahjong_tui.engine.wall import Position

__all__ = ["HiddenKong", "PendingClaim", "Phase", "PublicTable", "SeatView", "TableView",
           "WallView"]


class Phase(Enum):
    """What the table is waiting for."""

    SETUP = "setup"
    """Every seat chooses at once after the deal (Sichuan: exchange, void suit)."""
    TURN = "turn"
    """A player on turn: discard, declare a kong or a self-drawn win."""
    CLAIM = "claim"
    """Players answer a discard (win, kong, pung, chow or pass)."""
    ROB_KONG = "rob_kong"
    """Players may rob an added kong (win or pass)."""
    OVER = "over"
    """The match is over."""


@dataclass(frozen=True, slots=True)
class HiddenKong:
    """Another player's concealed kong, lying face down."""

    @property
    def text(self) -> str:
        """``[kong]``."""
        return "[kong]"


@dataclass(frozen=True, slots=True)
class PendingClaim:
    """The tile on offer in a claim or rob window.

    Attributes:
        tile: the discard or the tile being added to a pung.
        from_player: who discarded / who is adding.
        robbing: True when it is an added kong that may be robbed.
    """

    tile: Tile
    from_player: int
    robbing: bool = False


@dataclass(frozen=True, slots=True)
class WallView:
    """The physical wall as the table shows it (never its tiles).

    Attributes:
        stacks: per wall (0..3 = in front of East, South, West, North this hand),
            per stack (0..17 from the owner's right): bit 0 = top tile present,
            bit 1 = bottom present.
        start: first stack dealt, ``(wall, stack)`` (the break).
        tail_end: the last stack in dealing order when the wall was broken.
        live_next: where the next live draw comes from (``None`` when empty or in
            per-seat duplicate mode).
        tail_next: where the next replacement comes from (same).
        remaining: tiles left to draw.
        queues: per-seat queue lengths in per-seat duplicate mode, else ``None``.
    """

    stacks: tuple[tuple[int, ...], ...]
    start: tuple[int, int]
    tail_end: tuple[int, int]
    live_next: Position | None
    tail_next: Position | None
    remaining: int
    queues: tuple[int, ...] | None = None


class PublicTable(NamedTuple):
    """What everybody at the table sees. Per-player tuples are indexed by player.

    An immutable value like the others, as a named tuple: it is built after every
    action, on the engine's hot path, and a tuple is several times cheaper to build
    than a frozen dataclass of 26 fields.

    Attributes:
        ruleset: the rules in use (bots read the minimum fan, void suits... here).
        hand_number: 0-based hand in the match.
        round_wind: prevalent wind 0..3.
        dealer: the dealing player.
        seat_winds: seat wind of each player.
        scores: current scores (payments made during the hand included).
        discards: each player's discards in order (claimed ones included).
        discards_claimed: parallel to ``discards``: True where the tile was claimed
            (or won on).
        flowers: each player's flowers.
        hand_sizes: each player's concealed tile count (drawn tile included).
        wall: the physical wall.
        wall_remaining: tiles left for live draws (the ruleset's kept-back tail
            tiles not counted).
        dice: the throws of the hand (MCR: the dealer's and the second thrower's).
        last_discard: ``(player, tile)`` of the latest discard, or ``None``.
        pending_claim: the tile on offer, or ``None``.
        phase: what the table waits for.
        barred: players barred from winning this hand (false win).
        players: the players' names.
        winners: players who have won this hand, in order.
        win_tiles: each player's winning tile, or ``None``.
        voids: each player's declared void suit once revealed, else ``None``.
        hand_deltas: each player's payments so far this hand (the running ledger).
        revealed: the concealed tiles of players who have won (their hand is laid
            open), ``()`` for the others.
        setup: the name of the setup step in progress, or ``""``.
        extra_dice: further dice of the hand (Sichuan: the exchange direction and
            the first dealer's throws); ``()`` while the exchange is chosen, as the
            die is thrown once the tiles lie face down.
        turned_up: tiles turned face up after the deal (Hangzhou's 财神 indicator).
        notes: the ruleset's own public state as ``(key, value)`` pairs (see
            :meth:`mahjong_tui.engine.rules.HandRules.public_notes`).
    """

    ruleset: Any
    hand_number: int
    round_wind: int
    dealer: int
    seat_winds: tuple[int, ...]
    scores: tuple[int, ...]
    discards: tuple[tuple[Tile, ...], ...]
    discards_claimed: tuple[tuple[bool, ...], ...]
    flowers: tuple[tuple[Tile, ...], ...]
    hand_sizes: tuple[int, ...]
    wall: WallView
    wall_remaining: int
    dice: tuple[tuple[int, ...], ...]
    last_discard: tuple[int, Tile] | None
    pending_claim: PendingClaim | None
    phase: Phase
    barred: tuple[int, ...] = ()
    players: tuple[str, ...] = ()
    winners: tuple[int, ...] = ()
    win_tiles: tuple[Tile | None, ...] = (None, None, None, None)
    voids: tuple[Suit | None, ...] = (None, None, None, None)
    hand_deltas: tuple[int, ...] = (0, 0, 0, 0)
    revealed: tuple[tuple[Tile, ...], ...] = ((), (), (), ())
    setup: str = ""
    extra_dice: tuple[int, ...] = ()
    turned_up: tuple[Tile, ...] = ()
    notes: tuple[tuple[str, Any], ...] = ()


_TABLE_FIELDS = frozenset(PublicTable._fields)


class _PublicFields:
    """The fields of :class:`PublicTable`, read through ``self.table``."""

    __slots__ = ()
    table: PublicTable

    def evolve(self, **changes: Any) -> Any:
        """A copy with some fields changed, public ones (``discards``, ``phase``...)
        and the reader's own (``concealed``, ``legal``...) alike (for tests and
        what-if analysis)."""
        public = {k: v for k, v in changes.items() if k in _TABLE_FIELDS}
        own = {k: v for k, v in changes.items() if k not in _TABLE_FIELDS}
        if public:
            own["table"] = self.table._replace(**public)
        return replace(self, **own)  # type: ignore[type-var]

    @property
    def ruleset(self) -> Any:
        """The rules in use."""
        return self.table.ruleset

    @property
    def hand_number(self) -> int:
        """0-based hand in the match."""
        return self.table.hand_number

    @property
    def round_wind(self) -> int:
        """Prevalent wind 0..3."""
        return self.table.round_wind

    @property
    def dealer(self) -> int:
        """The dealing player."""
        return self.table.dealer

    @property
    def seat_winds(self) -> tuple[int, ...]:
        """Seat wind of each player."""
        return self.table.seat_winds

    @property
    def scores(self) -> tuple[int, ...]:
        """Current scores."""
        return self.table.scores

    @property
    def discards(self) -> tuple[tuple[Tile, ...], ...]:
        """Each player's discards in order."""
        return self.table.discards

    @property
    def discards_claimed(self) -> tuple[tuple[bool, ...], ...]:
        """True where a discard was claimed."""
        return self.table.discards_claimed

    @property
    def flowers(self) -> tuple[tuple[Tile, ...], ...]:
        """Each player's flowers."""
        return self.table.flowers

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Each player's concealed tile count."""
        return self.table.hand_sizes

    @property
    def wall(self) -> WallView:
        """The physical wall."""
        return self.table.wall

    @property
    def wall_remaining(self) -> int:
        """Tiles left to draw."""
        return self.table.wall_remaining

    @property
    def dice(self) -> tuple[tuple[int, ...], ...]:
        """The throws of the hand."""
        return self.table.dice

    @property
    def last_discard(self) -> tuple[int, Tile] | None:
        """The latest discard."""
        return self.table.last_discard

    @property
    def pending_claim(self) -> PendingClaim | None:
        """The tile on offer."""
        return self.table.pending_claim

    @property
    def phase(self) -> Phase:
        """What the table waits for."""
        return self.table.phase

    @property
    def barred(self) -> tuple[int, ...]:
        """Players barred from winning this hand."""
        return self.table.barred

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names."""
        return self.table.players

    @property
    def winners(self) -> tuple[int, ...]:
        """Players who have won this hand, in order."""
        return self.table.winners

    @property
    def voids(self) -> tuple[Suit | None, ...]:
        """Declared void suits, once revealed."""
        return self.table.voids

    @property
    def turned_up(self) -> tuple[Tile, ...]:
        """Tiles turned face up after the deal (Hangzhou's 财神 indicator)."""
        return self.table.turned_up

    @property
    def notes(self) -> tuple[tuple[str, Any], ...]:
        """The ruleset's own public state as ``(key, value)`` pairs."""
        return self.table.notes

    def note(self, key: str, default: Any = None) -> Any:
        """One of :attr:`notes` by key, else ``default``."""
        for k, v in self.table.notes:
            if k == key:
                return v
        return default


@dataclass(frozen=True, slots=True)
class SeatView(_PublicFields):
    """Everything one player may know now: the public table and his own tiles.

    Attributes:
        player: whose view.
        table: what everybody sees.
        concealed: own standing tiles, sorted, without ``drawn``.
        drawn: the tile just drawn (set apart), or ``None``.
        melds: each player's melds in order; others' concealed kongs are
            :class:`HiddenKong`.
        to_act: players who must decide now. In a claim, rob or setup window only
            this player is shown (and only if asked): who may claim is private.
        legal: this player's legal actions now (empty when not asked).
        given: the three tiles this player passed on in the exchange (Sichuan).
        received: the three tiles this player received in it.
    """

    player: int
    table: PublicTable
    concealed: tuple[Tile, ...]
    drawn: Tile | None
    melds: tuple[tuple[Meld | HiddenKong, ...], ...]
    to_act: tuple[int, ...]
    legal: tuple[Action, ...]
    given: tuple[Tile, ...] = ()
    received: tuple[Tile, ...] = ()


@dataclass(frozen=True, slots=True)
class TableView(_PublicFields):
    """Everything, every hand visible (replays, watch mode "show all").

    Attributes:
        table: what everybody sees.
        concealed: each player's standing tiles, without the drawn one.
        drawn: each player's drawn tile, or ``None``.
        melds: all melds, concealed kongs shown.
        to_act: every player who must decide now.
    """

    table: PublicTable
    concealed: tuple[tuple[Tile, ...], ...]
    drawn: tuple[Tile | None, ...]
    melds: tuple[tuple[Meld, ...], ...]
    to_act: tuple[int, ...]
