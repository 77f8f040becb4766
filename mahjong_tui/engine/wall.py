"""The physical wall: 4 walls of 18 stacks of 2, the two-dice break, the deal,
the live end and the tail (MCR.md, "Start of a hand").

Geometry (documented for the table widget):

* Wall ``w`` stands in front of the player whose seat wind is ``w`` in the
  current hand (0 = East = dealer).
* Stacks in a wall are numbered ``0..17`` from the owner's RIGHT end towards the
  left. Each stack has a top (level 0) and a bottom (level 1) tile.
* Dealing runs clockwise: leftwards along a wall (increasing stack numbers),
  then into the wall of the player on that wall's left, i.e. wall ``w - 1``
  (East's wall continues into North's). This is the *ring order*.
* The break: the dealer throws; the total names the second thrower counting the
  dealer as 1 in play order (dealer on 5, 9; South on 2, 6, 10; West on 3, 7,
  11; North on 4, 8, 12). The sum of both throws counts that many stacks from
  the second thrower's right end along the ring; those stacks are the tail
  end, dealing starts at the next stack.
* The live end takes the top then the bottom of the first remaining stack in
  ring order; replacements (flowers, kongs) come from the tail: the top then
  the bottom of the last remaining stack in ring order.

A *physical index* numbers positions ``wall * 36 + stack * 2 + level``; a
:class:`Deal` lists the 144 tiles in physical-index order.

Other rulesets build other walls (Sichuan: 108 tiles, 14/13/14/13 stacks): a
:class:`WallGeometry` gives the stacks of each wall, the physical index then counts
the walls' stacks one after another, and the ruleset says where the wall is broken
(:meth:`WallGeometry.break_at`).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_tui.engine.tiles import Tile, full_tile_set

__all__ = [
    "MCR_GEOMETRY",
    "POSITIONS",
    "Deal",
    "Position",
    "Wall",
    "WallBreak",
    "WallError",
    "WallGeometry",
    "arrange_deal",
    "break_of",
    "random_deal",
    "second_thrower",
]

WALLS = 4
STACKS = 18
TOTAL_STACKS = WALLS * STACKS
TOTAL_TILES = TOTAL_STACKS * 2


class WallError(ValueError):
    """A deal that cannot exist (wrong tile count, impossible dice)."""


@dataclass(frozen=True, slots=True)
class Position:
    """One tile's place in the wall.

    Attributes:
        wall: 0..3, the seat wind of the player the wall stands in front of.
        stack: counted from the owner's right end (0..17 in MCR's wall).
        level: 0 = top, 1 = bottom.
    """

    wall: int
    stack: int
    level: int

    @property
    def index(self) -> int:
        """The physical index in MCR's wall, ``wall * 36 + stack * 2 + level``."""
        return self.wall * 36 + self.stack * 2 + self.level

    @property
    def text(self) -> str:
        """E.g. ``w2s15top``."""
        return f"w{self.wall}s{self.stack}{'top' if self.level == 0 else 'bottom'}"


@dataclass(frozen=True, slots=True)
class WallBreak:
    """Where the wall is opened.

    Attributes:
        thrower: seat (0 = dealer) of the second thrower (the dealer when one throw
            breaks the wall).
        total: the number of stacks counted off (MCR: both throws added, 2..24).
        start_wall: wall of the first stack dealt.
        start_stack: stack number of the first stack dealt.
        tail_wall: wall of the last stack in ring order (the tail end).
        tail_stack: its stack number.
    """

    thrower: int
    total: int
    start_wall: int
    start_stack: int
    tail_wall: int
    tail_stack: int


class WallGeometry:
    """How many stacks of two each wall has, and the ring order over them.

    Physical stack ids count East's wall first, then South's, West's and North's;
    the ring (dealing order) runs from East's right end into North's, West's and
    South's walls.

    Args:
        stacks: the stacks of walls 0..3 (East, South, West, North this hand).
    """

    __slots__ = ("_offsets", "_ring_offsets", "positions", "stacks", "total_stacks",
                 "total_tiles")

    def __init__(self, stacks: tuple[int, int, int, int]) -> None:
        self.stacks = stacks
        self.total_stacks = sum(stacks)
        self.total_tiles = 2 * self.total_stacks
        self._offsets = tuple(sum(stacks[:w]) for w in range(WALLS))
        ring_walls = (0, 3, 2, 1)
        ring = [0, 0, 0, 0]
        acc = 0
        for w in ring_walls:
            ring[w] = acc
            acc += stacks[w]
        self._ring_offsets = tuple(ring)
        out: list[Position] = []
        for w in range(WALLS):
            for st in range(stacks[w]):
                out.extend((Position(w, st, 0), Position(w, st, 1)))
        self.positions: tuple[Position, ...] = tuple(out)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, WallGeometry) and other.stacks == self.stacks

    def __hash__(self) -> int:
        return hash(self.stacks)

    def __repr__(self) -> str:
        return f"WallGeometry({self.stacks!r})"

    def wall_of(self, stack_id: int) -> int:
        """The wall of a physical stack id."""
        for w in (3, 2, 1):
            if stack_id >= self._offsets[w]:
                return w
        return 0

    def stack_id(self, wall: int, stack: int) -> int:
        """The physical stack id of ``stack`` in ``wall``."""
        return self._offsets[wall] + stack

    def ring_of(self, wall: int, stack: int) -> int:
        """Ring index (dealing order) of a stack, counting from East's right end."""
        return self._ring_offsets[wall] + stack

    def stack_of_ring(self, ring: int) -> int:
        """Physical stack id of a ring index."""
        ring %= self.total_stacks
        for w in (1, 2, 3, 0):  # the ring's walls, last first
            if ring >= self._ring_offsets[w]:
                return self._offsets[w] + ring - self._ring_offsets[w]
        raise AssertionError("unreachable")

    def break_at(self, thrower: int, wall: int, count: int) -> WallBreak:
        """Open ``wall`` after ``count`` stacks from its owner's right end: those
        stacks are the tail end and dealing starts at the next one."""
        start_ring = self.ring_of(wall, 0) + count
        start = self.stack_of_ring(start_ring)
        tail = self.stack_of_ring(start_ring - 1)
        sw, tw = self.wall_of(start), self.wall_of(tail)
        return WallBreak(thrower, count, sw, start - self._offsets[sw],
                         tw, tail - self._offsets[tw])


MCR_GEOMETRY = WallGeometry((STACKS, STACKS, STACKS, STACKS))
"""MCR's wall: four walls of 18 stacks (144 tiles)."""

POSITIONS: tuple[Position, ...] = MCR_GEOMETRY.positions
"""Interned positions by physical index of MCR's wall."""


def second_thrower(total: int) -> int:
    """Seat (0 = dealer, play order) named by the dealer's throw ``total`` (2..12)."""
    if not 2 <= total <= 12:
        raise WallError(f"a two-dice total is 2..12, not {total}")
    return (total - 1) % 4


def _check_dice(dice: tuple[int, ...]) -> None:
    if len(dice) != 2 or not all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
        raise WallError(f"a throw is two dice 1..6, not {dice!r}")


def break_of(dealer_dice: tuple[int, ...], second_dice: tuple[int, ...]) -> WallBreak:
    """Apply the two-dice procedure of MCR.md to both throws.

    Raises:
        WallError: for dice outside 1..6.
    """
    _check_dice(dealer_dice)
    _check_dice(second_dice)
    thrower = second_thrower(dealer_dice[0] + dealer_dice[1])
    total = sum(dealer_dice) + sum(second_dice)
    return MCR_GEOMETRY.break_at(thrower, thrower, total)


@dataclass(frozen=True, slots=True)
class Deal:
    """The chance outcome of one hand: the shuffled wall and the dice.

    Attributes:
        tiles: the tiles in physical-index order (144 in MCR).
        dealer_dice: the dealer's throw.
        second_dice: the second thrower's throw (empty where one throw breaks the wall).
        extra_dice: further dice the ruleset throws (Sichuan: the exchange direction,
            and in the first hand the seats' throws for the first dealer).
    """

    tiles: tuple[Tile, ...]
    dealer_dice: tuple[int, ...]
    second_dice: tuple[int, ...]
    extra_dice: tuple[int, ...] = ()


def random_deal(rng: random.Random, *, flowers: bool = True) -> Deal:
    """Shuffle a full MCR set into the wall and throw the dice, from ``rng``."""
    tiles = full_tile_set(flowers=flowers)
    rng.shuffle(tiles)
    d = [rng.randint(1, 6) for _ in range(4)]
    return Deal(tuple(tiles), (d[0], d[1]), (d[2], d[3]))


def arrange_deal(
    in_order: Sequence[Tile],
    dealer_dice: tuple[int, ...] = (3, 4),
    second_dice: tuple[int, ...] = (2, 3),
    *,
    geometry: WallGeometry = MCR_GEOMETRY,
    brk: WallBreak | None = None,
    extra_dice: tuple[int, ...] = (),
) -> Deal:
    """Build a :class:`Deal` whose tiles come off the wall in ``in_order``.

    ``in_order`` is ring order from the first dealt stack: stack by stack, top
    then bottom. So ``in_order[0:4]`` is the dealer's first take, ``[4:8]``
    South's, ... ``[48]`` and ``[52]`` the dealer's jump, ``[53:]`` the live
    wall, and ``in_order[-2]`` (top of the last stack) the first replacement.
    Handy for tests ("stacked walls"). Other geometries pass ``geometry`` and the
    break their ruleset makes of the dice (``brk``).
    """
    total = geometry.total_tiles
    if len(in_order) != total:
        raise WallError(f"a wall holds {total} tiles, not {len(in_order)}")
    if brk is None:
        brk = break_of(dealer_dice, second_dice)
    start_ring = geometry.ring_of(brk.start_wall, brk.start_stack)
    physical: list[Tile | None] = [None] * total
    for i, tile in enumerate(in_order):
        stack = geometry.stack_of_ring(start_ring + i // 2)
        physical[stack * 2 + i % 2] = tile
    return Deal(tuple(t for t in physical if t is not None), dealer_dice, second_dice,
                extra_dice)


class Wall:
    """The wall of one hand, as it shrinks.

    In ``draw_mode="per_seat"`` (duplicate play) :meth:`split` hands the
    remaining tiles out into four per-seat queues once the deal and the first
    flower replacements are done; afterwards every draw of a seat, live or
    replacement, takes the front of its own queue, so a claim never changes
    anyone's later draws.
    """

    __slots__ = ("_dirty", "_hi", "_lo", "_positions", "_present", "_ring", "_stacks",
                 "_wall_bits", "_walls", "brk", "geometry", "queues", "remaining", "tiles")

    def __init__(self, deal: Deal, geometry: WallGeometry = MCR_GEOMETRY,
                 brk: WallBreak | None = None) -> None:
        total = geometry.total_tiles
        if len(deal.tiles) != total:
            raise WallError(f"a wall holds {total} tiles, not {len(deal.tiles)}")
        self.geometry = geometry
        self._positions = geometry.positions
        self.tiles: list[Tile | None] = list(deal.tiles)
        self.brk = brk if brk is not None else break_of(deal.dealer_dice, deal.second_dice)
        start_ring = geometry.ring_of(self.brk.start_wall, self.brk.start_stack)
        n = geometry.total_stacks
        self._ring = [geometry.stack_of_ring(start_ring + i) for i in range(n)]
        self._present = [3] * n
        self._wall_bits = tuple(1 << geometry.wall_of(k) for k in range(n))
        self._lo = 0
        self._hi = n - 1
        self.remaining = total
        self.queues: list[deque[int]] | None = None
        self._dirty = 0b1111  # bit w: wall w changed since stacks() last looked
        self._walls: list[tuple[int, ...]] = [(), (), (), ()]
        self._stacks: tuple[tuple[int, ...], ...] = ()

    # -- taking tiles -------------------------------------------------------
    def _take(self, phys: int) -> tuple[Tile, Position]:
        tile = self.tiles[phys]
        assert tile is not None
        self.tiles[phys] = None
        stack = phys >> 1
        self._present[stack] &= ~(1 << (phys & 1))
        self._dirty |= self._wall_bits[stack]
        self.remaining -= 1
        return tile, self._positions[phys]

    def _live_phys(self) -> int:
        while self._present[self._ring[self._lo]] == 0:
            self._lo += 1
        stack = self._ring[self._lo]
        return stack * 2 + (0 if self._present[stack] & 1 else 1)

    def _tail_phys(self) -> int:
        while self._present[self._ring[self._hi]] == 0:
            self._hi -= 1
        stack = self._ring[self._hi]
        return stack * 2 + (0 if self._present[stack] & 1 else 1)

    def deal(self) -> list[list[tuple[Tile, Position]]]:
        """Deal 4-4-4 and the dealer's jump; returns each seat's tiles in the
        order taken (dealer 14, others 13). MCR.md step 4."""
        hands: list[list[tuple[Tile, Position]]] = [[], [], [], []]
        ring = self._ring
        for take in range(12):  # two stacks at a time, three rounds
            seat = take % 4
            for k in (2 * take, 2 * take + 1):
                hands[seat].append(self._take(ring[k] * 2))
                hands[seat].append(self._take(ring[k] * 2 + 1))
        # The jump: dealer top of stack 24 and top of 26; South bottom of 24,
        # West top of 25, North bottom of 25. The live wall resumes at 26 bottom.
        hands[0].append(self._take(ring[24] * 2))
        hands[1].append(self._take(ring[24] * 2 + 1))
        hands[2].append(self._take(ring[25] * 2))
        hands[3].append(self._take(ring[25] * 2 + 1))
        hands[0].append(self._take(ring[26] * 2))
        self._lo = 26
        return hands

    def split(self) -> None:
        """Switch to per-seat queues: the remaining tiles in live order go round
        robin to South, West, North, East (so that without claims, kongs or flowers
        drawn in play every seat draws exactly what it would from the shared wall)."""
        order: list[int] = []
        for k in range(self._lo, self._hi + 1):
            stack = self._ring[k]
            bits = self._present[stack]
            if bits & 1:
                order.append(stack * 2)
            if bits & 2:
                order.append(stack * 2 + 1)
        queues: list[deque[int]] = [deque(), deque(), deque(), deque()]
        for i, phys in enumerate(order):
            queues[(1 + i) % 4].append(phys)
        self.queues = queues

    def can_draw(self, seat: int) -> bool:
        """True when ``seat`` could draw now (shared wall not empty / own queue not empty)."""
        if self.queues is not None:
            return bool(self.queues[seat])
        return self.remaining > 0

    def draw(self, seat: int, *, from_tail: bool) -> tuple[Tile, Position]:
        """Take the next tile for ``seat`` from the live end or the tail.

        Raises:
            WallError: when nothing is left to draw.
        """
        if not self.can_draw(seat):
            raise WallError("the wall is empty")
        if self.queues is not None:
            return self._take(self.queues[seat].popleft())
        return self._take(self._tail_phys() if from_tail else self._live_phys())

    # -- what the table shows -----------------------------------------------
    def stacks(self) -> tuple[tuple[int, ...], ...]:
        """Per wall, per stack: bit 0 set = top tile present, bit 1 = bottom."""
        if self._dirty:
            # Only the walls a tile was taken from since the last call are re-read.
            p = self._present
            walls = self._walls
            g = self.geometry
            for w in range(4):
                if self._dirty >> w & 1:
                    first = g.stack_id(w, 0)
                    walls[w] = tuple(p[first:first + g.stacks[w]])
            self._dirty = 0
            self._stacks = tuple(walls)
        return self._stacks

    def next_live(self) -> Position | None:
        """Where the next live draw comes from (``None`` if empty or per-seat)."""
        if self.remaining == 0 or self.queues is not None:
            return None
        return self._positions[self._live_phys()]

    def next_tail(self) -> Position | None:
        """Where the next replacement comes from (``None`` if empty or per-seat)."""
        if self.remaining == 0 or self.queues is not None:
            return None
        return self._positions[self._tail_phys()]

    def queue_sizes(self) -> tuple[int, ...] | None:
        """Per-seat queue lengths in per-seat mode, else ``None``."""
        if self.queues is None:
            return None
        return tuple(len(q) for q in self.queues)

    def hidden_tiles(self) -> list[Tile]:
        """The tiles still in the wall (for invariant checks)."""
        return [t for t in self.tiles if t is not None]
