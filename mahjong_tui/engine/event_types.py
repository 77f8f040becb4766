"""The event values: everything that happens at the table, as frozen dataclasses.

Events are facts, produced only by :class:`mahjong_tui.engine.game.Game`. Every event
has ``describe(names)`` for the game log. Code outside the engine imports them from
:mod:`mahjong_tui.engine.events`, which also gives the redaction for one player
(:mod:`mahjong_tui.engine.redaction`) and the JSON form
(:mod:`mahjong_tui.engine.event_json`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_tui.engine.actions import Action, Chow, Kong
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Suit, Tile, format_tiles
from mahjong_tui.engine.wall import Position

__all__ = [
    "PAYMENT_REASONS",
    "WIND_NAMES",
    "Claimed",
    "Dealt",
    "DiceThrown",
    "Discarded",
    "Drew",
    "Event",
    "ExchangeDirection",
    "FalseWin",
    "FlowerReplaced",
    "HandAbandoned",
    "HandEnded",
    "HandStarted",
    "Konged",
    "MatchEnded",
    "Payment",
    "Standing",
    "TilesExchanged",
    "TilesTurnedUp",
    "VoidsDeclared",
    "WallBroken",
    "WallBuilt",
    "WallExhausted",
    "Won",
]

WIND_NAMES = ("East", "South", "West", "North")
"""Wind names by index 0..3."""


def _name(names: Sequence[str], player: int) -> str:
    return names[player] if 0 <= player < len(names) else f"player {player}"


def _tiles_text(tiles: Sequence[Tile | None]) -> str:
    if any(t is None for t in tiles):
        return f"{len(tiles)} tiles"
    return format_tiles([t for t in tiles if t is not None])


@dataclass(frozen=True, slots=True)
class HandStarted:
    """A new hand begins.

    Attributes:
        hand_number: 0-based hand index in the match (0..15).
        round_wind: prevalent wind 0..3.
        dealer: the player dealing (East this hand).
        seat_winds: seat wind of each player, indexed by player.
        scores: scores at the start of the hand, indexed by player.
    """

    hand_number: int
    round_wind: int
    dealer: int
    seat_winds: tuple[int, ...]
    scores: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        return (f"Hand {self.hand_number + 1} ({WIND_NAMES[self.round_wind]} round): "
                f"{_name(names, self.dealer)} deals")


@dataclass(frozen=True, slots=True)
class WallBuilt:
    """The tiles are shuffled and built into the wall (the order is a chance
    outcome kept in the game record, never in an event).

    Attributes:
        tiles: number of tiles in the wall.
        stacks_per_wall: stacks in front of each player.
    """

    tiles: int = 144
    stacks_per_wall: int = 18

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        if self.tiles == 144:
            return f"The wall is built: 4 x {self.stacks_per_wall} stacks"
        return f"The wall is built: {self.tiles} tiles"


@dataclass(frozen=True, slots=True)
class DiceThrown:
    """A player throws two dice.

    Attributes:
        thrower: the player throwing.
        dice: both dice.
    """

    thrower: int
    dice: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        a, b = self.dice
        return f"{_name(names, self.thrower)} throws {a}+{b} = {a + b}"


@dataclass(frozen=True, slots=True)
class WallBroken:
    """The wall is opened.

    Attributes:
        thrower: the second thrower (player), whose wall is counted.
        total: the break number (sum of both throws).
        start: the first stack dealt, ``(wall, stack)``.
        tail: the last stack of the wall (where replacements come from).
    """

    thrower: int
    total: int
    start: tuple[int, int]
    tail: tuple[int, int]

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        return f"The wall is broken {self.total} stacks into {_name(names, self.thrower)}'s wall"


@dataclass(frozen=True, slots=True)
class Dealt:
    """A player's starting tiles (``None`` for each tile when redacted).

    Attributes:
        player: who receives them.
        tiles: in the order taken.
        positions: where each came from.
    """

    player: int
    tiles: tuple[Tile | None, ...]
    positions: tuple[Position, ...]

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        return f"{_name(names, self.player)} is dealt {_tiles_text(self.tiles)}"


@dataclass(frozen=True, slots=True)
class FlowerReplaced:
    """A flower is set aside and replaced from the tail.

    Attributes:
        player: whose flower.
        flower: the flower (always public).
        replacement: the replacement tile; ``None`` when redacted or when the wall
            was empty (then ``position`` is ``None`` too and the hand is drawn).
        position: where the replacement came from.
    """

    player: int
    flower: Tile
    replacement: Tile | None
    position: Position | None

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        return f"{_name(names, self.player)} sets aside {self.flower.text} ({self.flower.en})"


@dataclass(frozen=True, slots=True)
class Drew:
    """A player draws a tile (``tile`` is ``None`` when redacted).

    Attributes:
        player: who draws.
        tile: the tile drawn.
        position: where it came from.
        from_tail: a replacement (after a kong) rather than a live draw.
    """

    player: int
    tile: Tile | None
    position: Position
    from_tail: bool

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        what = "a replacement" if self.from_tail else "a tile"
        shown = f" ({self.tile.text})" if self.tile is not None else ""
        return f"{_name(names, self.player)} draws {what}{shown}"


@dataclass(frozen=True, slots=True)
class Discarded:
    """A player discards.

    Attributes:
        player: who discards.
        tile: the tile.
    """

    player: int
    tile: Tile

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        return f"{_name(names, self.player)} discards {self.tile.text}"


@dataclass(frozen=True, slots=True)
class Claimed:
    """A discard is claimed for a chow, pung or exposed kong.

    Attributes:
        player: the claimer.
        action: the claim (:class:`Chow`, :class:`Pung` or :class:`Kong`).
        from_player: the discarder.
        meld: the meld laid down.
    """

    player: int
    action: Action
    from_player: int
    meld: Meld

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        verb = "chows" if isinstance(self.action, Chow) else (
            "kongs" if isinstance(self.action, Kong) else "pungs")
        what = self.meld.text if isinstance(self.action, Chow) else self.meld.tile.text
        return (f"{_name(names, self.player)} {verb} {what} from "
                f"{_name(names, self.from_player)}")


@dataclass(frozen=True, slots=True)
class Konged:
    """A kong declared on one's own turn: concealed (暗杠) or added (加杠).

    Attributes:
        player: who declares it.
        meld: the kong; ``None`` when redacted (another player's concealed kong).
        concealed: a concealed kong.
    """

    player: int
    meld: Meld | None
    concealed: bool

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        if self.concealed:
            shown = f" of {self.meld.tile.text}" if self.meld is not None else ""
            return f"{_name(names, self.player)} declares a concealed kong{shown}"
        tile = self.meld.tile.text if self.meld is not None else "?"
        return f"{_name(names, self.player)} adds {tile} to a pung"


@dataclass(frozen=True, slots=True)
class Won:
    """A legal win ends the hand.

    Attributes:
        player: the winner.
        from_player: the discarder (or the player robbed of a kong); ``None``
            when self-drawn.
        tile: the winning tile.
        result: the ruleset scorer's result (MCR: ``ScoreResult``; Sichuan:
            ``SichuanScore``).
        flags: the circumstances used for scoring (MCR: ``WinFlags``; Sichuan:
            ``None``, the circumstances are in the result).
        payments: score change of each player, indexed by player.
        hands: the concealed tiles revealed (the winner's without the winning tile):
            every player's when the win ends the hand, else the winner's only.
        melds: every player's melds, concealed kongs revealed.
    """

    player: int
    from_player: int | None
    tile: Tile
    result: Any
    flags: Any
    payments: tuple[int, ...]
    hands: tuple[tuple[Tile, ...], ...]
    melds: tuple[tuple[Meld, ...], ...]

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        robbing = bool(getattr(self.flags, "robbing_kong", False)
                       or getattr(self.result, "robbing_kong", False))
        how = ("self-drawn" if self.from_player is None
               else f"robbing {_name(names, self.from_player)}'s kong" if robbing
               else f"on {_name(names, self.from_player)}'s discard")
        fan = getattr(self.result, "total", None)
        if fan is None:
            fan = getattr(self.result, "total_fan", 0)
        return (f"{_name(names, self.player)} wins on {self.tile.text} ({how}): "
                f"{fan} fan")


@dataclass(frozen=True, slots=True)
class FalseWin:
    """A declared win that is not legal (competition ruleset): the penalty is
    paid at once, the player may not win again this hand, play continues.

    Attributes:
        player: the declarer.
        tile: the tile the win was declared on.
        not_ready: the hand was not even ready (诈和, the larger penalty).
        penalty: paid to each other player.
        payments: score change of each player, indexed by player.
    """

    player: int
    tile: Tile
    not_ready: bool
    penalty: int
    payments: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        what = "not even ready" if self.not_ready else "not a legal win"
        return (f"{_name(names, self.player)} declares a false win on {self.tile.text} "
                f"({what}) and pays {self.penalty} to each player")


@dataclass(frozen=True, slots=True)
class WallExhausted:
    """The live wall is empty and the hand ends: a draw (荒牌) when nobody has won,
    else (Sichuan's blood battle) the end of play for those still in."""

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        return "The wall is exhausted"


@dataclass(frozen=True, slots=True)
class HandAbandoned:
    """The rules end the hand as a draw before the wall runs out (Beijing 三家杠荒牌).

    Attributes:
        reason: why, in a few words (``three players konged``).
    """

    reason: str

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        return f"The hand is a draw: {self.reason}"


@dataclass(frozen=True, slots=True)
class TilesTurnedUp:
    """Tiles turned face up from the live wall after the deal, out of play for the
    hand (Hangzhou 翻财神: the tile that names the wild tiles).

    Attributes:
        tiles: the tiles, in the order turned.
        positions: where each came from.
    """

    tiles: tuple[Tile, ...]
    positions: tuple[Position, ...]

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        return f"Turned up: {format_tiles(self.tiles)}"


@dataclass(frozen=True, slots=True)
class HandEnded:
    """A hand is over; the next one (if any) starts right after.

    Attributes:
        hand_number: the hand that ended.
        winner: the (first) winner, or ``None`` for a draw.
        scores: scores after the hand, indexed by player.
        deltas: the hand's score changes (wins and false-win penalties).
        hands: every player's concealed tiles, revealed (the winner's with the
            winning tile).
        melds: every player's melds, concealed kongs revealed.
        winners: every winner, in order (record format 2; older records are read
            with ``winners`` filled from ``winner``).
    """

    hand_number: int
    winner: int | None
    scores: tuple[int, ...]
    deltas: tuple[int, ...]
    hands: tuple[tuple[Tile, ...], ...]
    melds: tuple[tuple[Meld, ...], ...]
    winners: tuple[int, ...] = ()

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        parts = ", ".join(f"{_name(names, p)} {d:+d}" for p, d in enumerate(self.deltas))
        return f"Hand {self.hand_number + 1} ends: {parts}"


@dataclass(frozen=True, slots=True)
class ExchangeDirection:
    """The die that sends the exchanged tiles (Sichuan 换三张).

    Attributes:
        die: the throw, 1..6.
        offset: where the tiles go in play order: 1 the next player (下家), 2 across
            (对家), 3 the previous player (上家).
    """

    die: int
    offset: int

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        where = {1: "to the next player", 2: "across", 3: "to the previous player"}
        return f"The die shows {self.die}: the tiles go {where[self.offset]}"


@dataclass(frozen=True, slots=True)
class TilesExchanged:
    """One player's exchange: three tiles given, three received (others see counts).

    Attributes:
        player: who gave and received.
        given: the tiles passed on (``None`` to the others).
        received: the tiles received (``None`` to the others).
        to_player: who got ``given``.
        from_player: who gave ``received``.
    """

    player: int
    given: tuple[Tile | None, ...]
    received: tuple[Tile | None, ...]
    to_player: int
    from_player: int

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        return (f"{_name(names, self.player)} passes {_tiles_text(self.given)} to "
                f"{_name(names, self.to_player)}, receiving "
                f"{_tiles_text(self.received)}")


@dataclass(frozen=True, slots=True)
class VoidsDeclared:
    """Every seat's void suit (定缺), revealed together.

    Attributes:
        voids: each player's void suit, indexed by player.
    """

    voids: tuple[Suit, ...]

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        parts = ", ".join(f"{_name(names, p)} {s.value}" for p, s in enumerate(self.voids))
        return f"Void suits: {parts}"


PAYMENT_REASONS = {
    "kong": "kong",
    "kong transfer": "kong income handed to the winner (呼叫转移)",
    "kong refund": "kong income refunded",
    "flower pig": "holding three suits (查花猪)",
    "not ready": "not ready at the draw (查大叫)",
    "penalty": "penalty",
    "dou": "kong money (豆)",
    "hot shot": "discard won right after a kong (热炮)",
    "kong money": "kong money, paid to the winner (杠钱)",
    "follow dealer": "the dealer was followed (跟庄)",
}
"""The reasons a :class:`Payment` names, with their log text."""


@dataclass(frozen=True, slots=True)
class Payment:
    """Money changing hands other than a win's own payment (the running ledger).

    Attributes:
        reason: a key of :data:`PAYMENT_REASONS`.
        player: the player the payment is about (the konger, the 花猪...).
        amounts: score change of each player, indexed by player (zero-sum except
            for penalties the rules pay to nobody).
        detail: a short explanation (``暗杠 5p``, ``best wait 3s: 4``).
    """

    reason: str
    player: int
    amounts: tuple[int, ...]
    detail: str = ""

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        parts = ", ".join(f"{_name(names, p)} {a:+d}" for p, a in enumerate(self.amounts) if a)
        what = PAYMENT_REASONS.get(self.reason, self.reason)
        # a detail the reason's words already name (查大叫) is not said twice
        extra = f" ({self.detail})" if self.detail and self.detail not in what else ""
        return f"{_name(names, self.player)}: {what}{extra}: {parts}"


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the final table.

    Attributes:
        player: the player.
        rank: 1..4.
        score: match points.
        table_points: 4/2/1/0; tied players share the points of the places they
            tie for (two tied first: 3 each), see :func:`mahjong_tui.engine.match.standings`.
    """

    player: int
    rank: int
    score: int
    table_points: float


@dataclass(frozen=True, slots=True)
class MatchEnded:
    """The match is over.

    Attributes:
        standings: best first.
    """

    standings: tuple[Standing, ...]

    def describe(self, names: Sequence[str]) -> str:
        """One log line."""
        parts = ", ".join(f"{s.rank}. {_name(names, s.player)} {s.score} ({s.table_points})"
                          for s in self.standings)
        return f"Match over: {parts}"


Event = (HandStarted | WallBuilt | DiceThrown | WallBroken | Dealt | FlowerReplaced | Drew
         | Discarded | Claimed | Konged | Won | FalseWin | WallExhausted | HandEnded
         | MatchEnded | ExchangeDirection | TilesExchanged | VoidsDeclared | Payment
         | HandAbandoned | TilesTurnedUp)
"""Every event."""

