"""What a player may know (:class:`SeatView`) and what a spectator of a replay
sees (:class:`TableView`). Built only by :class:`mahjong_tui.engine.game.Game`."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.wall import Position

__all__ = ["HiddenKong", "PendingClaim", "Phase", "SeatView", "TableView", "WallView"]


class Phase(Enum):
    """What the table is waiting for."""

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


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything one player may know now. Per-player tuples are indexed by player.

    Attributes:
        player: whose view.
        hand_number: 0-based hand in the match.
        round_wind: prevalent wind 0..3.
        dealer: the dealing player.
        seat_winds: seat wind of each player.
        scores: current scores (penalties paid during the hand included).
        concealed: own standing tiles, sorted, without ``drawn``.
        drawn: the tile just drawn (set apart), or ``None``.
        melds: each player's melds in order; others' concealed kongs are
            :class:`HiddenKong`.
        discards: each player's discards in order (claimed ones included).
        discards_claimed: parallel to ``discards``: True where the tile was claimed.
        flowers: each player's flowers.
        hand_sizes: each player's concealed tile count (drawn tile included).
        wall: the physical wall.
        wall_remaining: tiles left to draw.
        dice: the dealer's and the second thrower's throws.
        last_discard: ``(player, tile)`` of the latest discard, or ``None``.
        pending_claim: the tile on offer, or ``None``.
        to_act: players who must decide now. In a claim or rob window only this
            player is shown (and only if asked): who may claim is private.
        legal: this player's legal actions now (empty when not asked).
        phase: what the table waits for.
        barred: players barred from winning this hand (false win).
        players: the players' names.
    """

    player: int
    hand_number: int
    round_wind: int
    dealer: int
    seat_winds: tuple[int, ...]
    scores: tuple[int, ...]
    concealed: tuple[Tile, ...]
    drawn: Tile | None
    melds: tuple[tuple[Meld | HiddenKong, ...], ...]
    discards: tuple[tuple[Tile, ...], ...]
    discards_claimed: tuple[tuple[bool, ...], ...]
    flowers: tuple[tuple[Tile, ...], ...]
    hand_sizes: tuple[int, ...]
    wall: WallView
    wall_remaining: int
    dice: tuple[tuple[int, int], tuple[int, int]]
    last_discard: tuple[int, Tile] | None
    pending_claim: PendingClaim | None
    to_act: tuple[int, ...]
    legal: tuple[Action, ...]
    phase: Phase
    barred: tuple[int, ...] = ()
    players: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything, every hand visible (replays, watch mode "show all").

    Attributes are those of :class:`SeatView` without ``player``/``legal``, with
    ``concealed`` and ``drawn`` given per player and all melds shown.
    """

    hand_number: int
    round_wind: int
    dealer: int
    seat_winds: tuple[int, ...]
    scores: tuple[int, ...]
    concealed: tuple[tuple[Tile, ...], ...]
    drawn: tuple[Tile | None, ...]
    melds: tuple[tuple[Meld, ...], ...]
    discards: tuple[tuple[Tile, ...], ...]
    discards_claimed: tuple[tuple[bool, ...], ...]
    flowers: tuple[tuple[Tile, ...], ...]
    hand_sizes: tuple[int, ...]
    wall: WallView
    wall_remaining: int
    dice: tuple[tuple[int, int], tuple[int, int]]
    last_discard: tuple[int, Tile] | None
    pending_claim: PendingClaim | None
    to_act: tuple[int, ...]
    phase: Phase
    barred: tuple[int, ...] = ()
    players: tuple[str, ...] = ()
