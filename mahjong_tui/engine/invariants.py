"""Invariant checks over a game, for tests and soak runs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import NUM_TILE_KINDS, tile_counts

__all__ = ["EventTracker", "InvariantError", "check_invariants"]


class InvariantError(AssertionError):
    """An invariant does not hold (an engine bug)."""


def check_invariants(game: Game) -> None:
    """Check the table is consistent.

    * every tile of the set is in exactly one place: the wall, a hand, a meld,
      the discards (claimed discards live in the claimer's meld), the flowers or
      the tiles turned up after the deal;
    * no tile kind more than 4 times, each flower once;
    * hand sizes: 13 (or 14 for the player on turn) counting a meld as 3 tiles;
    * scores sum to 4 x the starting points.

    Raises:
        InvariantError: naming the first broken invariant.
    """
    h = game.hand
    ruleset = game.ruleset
    tiles = list(h.wall.hidden_tiles())
    tiles.extend(h.turned_up)
    for p in range(4):
        tiles.extend(h.tiles_of(p))
        for m in h.melds[p]:
            tiles.extend(m.tiles)
        tiles.extend(t for t, taken in zip(h.discards[p], h.claimed[p], strict=True)
                     if not taken)
        tiles.extend(h.flowers[p])
    expected = tile_counts(ruleset.tile_set())
    counts = tile_counts(tiles)
    if counts != expected:
        diff = {i: counts[i] - expected[i] for i in range(NUM_TILE_KINDS)
                if counts[i] != expected[i]}
        raise InvariantError(f"tiles not conserved (index: surplus) {diff}")
    for p in range(4):
        c = h.counts[p]
        if any(x < 0 or x > 4 for x in c):
            raise InvariantError(f"player {p} holds an impossible count {c}")
        if any(c[34:]):
            raise InvariantError(f"player {p} holds a flower")
        size = sum(c) + 3 * len(h.melds[p])
        on_turn = (not h.over and h.phase.value == "turn" and h.turn_player == p)
        robbing = h.claim is not None and h.claim.robbing and h.claim.from_player == p
        dealing = h.phase.value == "setup" and p == h.order[0]
        won = p in h.winners
        want = ({14} if (on_turn or robbing or dealing)
                else ({13, 14} if won or h.over else {13}))
        if size not in want:
            raise InvariantError(f"player {p} has {size} tiles (melds as 3), expected "
                                 f"{sorted(want)}")
    if sum(game.scores) != 4 * ruleset.starting_points:
        raise InvariantError(f"scores {game.scores} are not zero-sum")
    if sum(h.deltas) != 0:
        raise InvariantError(f"hand deltas {h.deltas} are not zero-sum")


AFTER_WIN_REASONS = ("kong refund", "kong transfer", "dou", "hot shot", "kong money")
"""Payments a player who has won may still take part in: Sichuan's kong income
handed over or refunded, Guizhou's settlement of the hand a win ends (豆, 热炮),
Beijing's kong money settled at the konger's win."""

_DEALING = ("HandStarted", "WallBuilt", "DiceThrown", "WallBroken", "Dealt", "FlowerReplaced",
            "TilesExchanged")


class EventTracker:
    """Rebuilds the table from the unredacted event stream alone and checks the
    invariants after EVERY event (not only after each action).

    Feed it ``game.events`` in order (:meth:`feed`); :meth:`compare` checks the
    rebuilt table against the live game between actions.

    Args:
        starting_points: every player's score at the start.
        flowers: the set has flowers (144 tiles; the ``WallBuilt`` event corrects it).
        per_seat: duplicate draw mode (the wall is split into per-seat queues).
        kept_back: tiles the ruleset keeps back at the tail, from the number of kongs
            made so far in the hand; no live draw takes one of them and the wall
            ends with at most that many (a kong may grow the kept-back part past
            the live wall's end).
    """

    def __init__(self, starting_points: int = 500, flowers: bool = True,
                 per_seat: bool = False,
                 kept_back: Callable[[int], int] | None = None) -> None:
        self.per_seat = per_seat
        self.kept_back_of = kept_back
        self.kongs = 0
        self.turned_up: list[Any] = []
        self.total = 144 if flowers else 136
        self.pending_received: list[tuple[int, Any]] = []
        self.starting = starting_points
        self.scores = [starting_points] * 4
        self.wall = 0
        self.hands: list[list[int]] = [[0] * NUM_TILE_KINDS for _ in range(4)]
        self.melds: list[list[Any]] = [[], [], [], []]
        self.discards: list[list[Any]] = [[], [], [], []]  # [tile, claimed]
        self.flowers: list[list[Any]] = [[], [], [], []]
        self.in_hand = False
        self.won: set[int] = set()
        self.multi: tuple[int, Any] | None = None  # (discarder, tile) of a win just made
        self.events_seen = 0
        # Incremental totals, so that the per-event check is O(1).
        self.known = [0] * NUM_TILE_KINDS  # tiles out of the wall, by kind
        self.n_known = 0
        self.sizes = [0, 0, 0, 0]  # concealed non-flower tiles + 3 per meld
        self.touched: list[int] = []

    def feed(self, event: Any) -> None:
        """Apply one event and check the invariants.

        Raises:
            InvariantError: naming the event and the broken invariant.
        """
        name = type(event).__name__
        try:
            self.touched = []
            getattr(self, f"_on_{name}")(event)
            if self.in_hand:
                self._quick_check(name)
        except InvariantError:
            raise
        except Exception as exc:  # a malformed stream is an invariant failure too
            raise InvariantError(f"event {self.events_seen} ({name}): {exc!r}") from exc
        self.events_seen += 1

    def _take(self, p: int, tile: Any, n: int = 1) -> None:
        self.hands[p][tile.index] -= n
        if tile.index < 34:
            self.sizes[p] -= n
        if self.hands[p][tile.index] < 0:
            raise InvariantError(f"player {p} gives up {tile.text} without holding it")

    def _give(self, p: int, tile: Any, *, from_wall: bool = True) -> None:
        self.hands[p][tile.index] += 1
        if tile.index < 34:
            self.sizes[p] += 1
        if from_wall:
            self.wall -= 1
            self.known[tile.index] += 1
            self.n_known += 1
            self.touched.append(tile.index)

    def _on_HandStarted(self, e: Any) -> None:
        if list(e.scores) != self.scores:
            raise InvariantError(f"HandStarted scores {e.scores} != tracked {self.scores}")
        self.wall = self.total
        self.hands = [[0] * NUM_TILE_KINDS for _ in range(4)]
        self.melds = [[], [], [], []]
        self.discards = [[], [], [], []]
        self.flowers = [[], [], [], []]
        self.turned_up = []
        self.kongs = 0
        self.known = [0] * NUM_TILE_KINDS
        self.n_known = 0
        self.sizes = [0, 0, 0, 0]
        self.won = set()
        self.multi = None
        self.in_hand = True

    def _on_WallBuilt(self, e: Any) -> None:
        self.total = self.wall = e.tiles

    def _on_ExchangeDirection(self, e: Any) -> None:
        if not 1 <= e.die <= 6 or e.offset not in (1, 2, 3):
            raise InvariantError(f"impossible exchange die {e.die}")

    def _on_TilesExchanged(self, e: Any) -> None:
        # Every seat gives before anyone receives: take all, then give all.
        if len(e.given) != 3 or len({t.suit for t in e.given}) != 1:
            raise InvariantError("an exchange is three tiles of one suit")
        for t in e.given:
            self._take(e.player, t)
        self.pending_received.append((e.player, e.received))
        if len(self.pending_received) == 4:
            for p, received in self.pending_received:
                for t in received:
                    self._give(p, t, from_wall=False)
            self.pending_received = []

    def _on_VoidsDeclared(self, e: Any) -> None:
        if len(e.voids) != 4:
            raise InvariantError("four void suits are declared")

    def _on_Payment(self, e: Any) -> None:
        if e.reason != "penalty" and sum(e.amounts) != 0:
            raise InvariantError(f"{e.reason} payments {e.amounts} are not zero-sum")
        for p in self.won:
            if e.amounts[p] and e.reason not in AFTER_WIN_REASONS:
                raise InvariantError(f"player {p} has won and still pays or receives")
        self._apply_payments(e.amounts)

    def _on_DiceThrown(self, e: Any) -> None:
        if not all(1 <= d <= 6 for d in e.dice):
            raise InvariantError(f"impossible dice {e.dice}")

    def _on_WallBroken(self, e: Any) -> None:
        pass

    def _on_Dealt(self, e: Any) -> None:
        for t in e.tiles:
            self._give(e.player, t)

    def _on_FlowerReplaced(self, e: Any) -> None:
        self._take(e.player, e.flower)
        self.flowers[e.player].append(e.flower)
        if e.replacement is not None:
            self._give(e.player, e.replacement)

    def _on_Drew(self, e: Any) -> None:
        if e.player in self.won:
            raise InvariantError(f"player {e.player} has won and still draws")
        if not e.from_tail and not self.per_seat and self.kept_back_of is not None and \
                self.wall <= self.kept_back_of(self.kongs):
            raise InvariantError(f"a live draw takes a kept-back tile ({self.wall} left)")
        self.multi = None
        self._give(e.player, e.tile)

    def _on_Discarded(self, e: Any) -> None:
        if e.player in self.won:
            raise InvariantError(f"player {e.player} has won and still discards")
        self.multi = None
        self._take(e.player, e.tile)
        self.discards[e.player].append([e.tile, False])

    def _on_Claimed(self, e: Any) -> None:
        last = self.discards[e.from_player][-1]
        if last[1] or last[0] != e.meld.claimed:
            raise InvariantError("a claim that is not the latest discard")
        last[1] = True
        tiles = list(e.meld.tiles)
        tiles.remove(e.meld.claimed)
        for t in tiles:
            self._take(e.player, t)
        self.melds[e.player].append(e.meld)
        self.sizes[e.player] += 3
        if len(e.meld.tiles) == 4:
            self.kongs += 1

    def _on_Konged(self, e: Any) -> None:
        self.kongs += 1
        meld = e.meld
        if e.concealed:
            self._take(e.player, meld.tiles[0], 4)
            self.melds[e.player].append(meld)
            self.sizes[e.player] += 3
            return
        self._take(e.player, meld.tiles[0])
        for k, m in enumerate(self.melds[e.player]):
            if m.kind.value == "pung" and m.tiles[0] == meld.tiles[0]:
                self.melds[e.player][k] = meld
                return
        raise InvariantError("an added kong without its pung")

    def _on_Won(self, e: Any) -> None:
        if e.player in self.won:
            raise InvariantError(f"player {e.player} wins twice")
        if e.from_player is not None:
            robbing = bool(getattr(e.flags, "robbing_kong", False))
            if self.multi == (e.from_player, e.tile):
                pass  # another winner on the same tile: it is one tile, already taken
            elif robbing:
                self._take(e.from_player, e.tile)
                self._give(e.player, e.tile, from_wall=False)
            else:
                last = self.discards[e.from_player][-1]
                if last[1] or last[0] != e.tile:
                    raise InvariantError("a win on a tile that is not the latest discard")
                last[1] = True
                self._give(e.player, e.tile, from_wall=False)
            self.multi = (e.from_player, e.tile)
        self.won.add(e.player)
        if sum(e.payments) != 0:
            raise InvariantError(f"win payments {e.payments} are not zero-sum")
        self._apply_payments(e.payments)

    def _on_FalseWin(self, e: Any) -> None:
        if sum(e.payments) != 0:
            raise InvariantError(f"penalty payments {e.payments} are not zero-sum")
        self._apply_payments(e.payments)

    def _apply_payments(self, payments: Any) -> None:
        for p in range(4):
            self.scores[p] += payments[p]

    def _on_WallExhausted(self, e: Any) -> None:
        kept = self.kept_back_of(self.kongs) if self.kept_back_of is not None else 0
        # A kong may grow the kept-back part past the live wall's end (Beijing), so
        # the wall can end with fewer tiles than are kept back, never with more.
        bad = self.wall > kept if self.kept_back_of is not None else self.wall != 0
        if bad and not self.per_seat:
            raise InvariantError(f"wall exhausted with {self.wall} tiles left")

    def _on_HandAbandoned(self, e: Any) -> None:
        """A drawn hand the rules ended early: nothing moves."""

    def _on_TilesTurnedUp(self, e: Any) -> None:
        for t in e.tiles:
            self.wall -= 1
            self.known[t.index] += 1
            self.n_known += 1
            self.touched.append(t.index)
            self.turned_up.append(t)

    def _on_HandEnded(self, e: Any) -> None:
        if list(e.scores) != self.scores:
            raise InvariantError(f"HandEnded scores {e.scores} != tracked {self.scores}")
        for p in range(4):
            if tile_counts(e.hands[p]) != self.hands[p]:
                raise InvariantError(f"HandEnded reveals a different hand for player {p}")
        self._check("HandEnded")
        self.in_hand = False

    def _on_MatchEnded(self, e: Any) -> None:
        if sorted(s.score for s in e.standings) != sorted(self.scores):
            raise InvariantError("final standings do not match the scores")

    def _quick_check(self, name: str) -> None:
        where = f"after event {self.events_seen} ({name})"
        if self.wall < 0 or self.wall + self.n_known != self.total:
            raise InvariantError(f"{where}: {self.n_known} tiles out + wall {self.wall} "
                                 f"!= {self.total}")
        for i in self.touched:
            if self.known[i] > (4 if i < 34 else 1):
                raise InvariantError(f"{where}: tile index {i} appears too often")
        if name not in _DEALING:
            self._check_sizes(where, self.sizes)

    def _check_sizes(self, where: str, sizes: list[int]) -> None:
        """13 each, 14 for at most one player still in; a winner keeps 13 or 14."""
        if any(x != 13 and x != 14 for x in sizes) or sum(
                1 for p in range(4) if sizes[p] == 14 and p not in self.won) > 1:
            raise InvariantError(f"{where}: illegal hand sizes {sizes}")

    def _check(self, name: str) -> None:
        """Full recount from scratch (at the end of every hand and in :meth:`compare`)."""
        counts = [0] * NUM_TILE_KINDS
        n_tiles = self.wall
        for p in range(4):
            for i, c in enumerate(self.hands[p]):
                counts[i] += c
                n_tiles += c
            for m in self.melds[p]:
                for t in m.tiles:
                    counts[t.index] += 1
                n_tiles += len(m.tiles)
            for t, taken in self.discards[p]:
                if not taken:
                    counts[t.index] += 1
                    n_tiles += 1
            for t in self.flowers[p]:
                counts[t.index] += 1
                n_tiles += 1
        for t in self.turned_up:
            counts[t.index] += 1
            n_tiles += 1
        where = f"after event {self.events_seen} ({name})"
        if n_tiles != self.total or self.wall < 0:
            raise InvariantError(f"{where}: {n_tiles} tiles on the table, wall {self.wall}")
        if any(c > 4 for c in counts[:34]) or any(c > 1 for c in counts[34:]):
            raise InvariantError(f"{where}: a tile appears too often")
        sizes = [sum(self.hands[p][:34]) + 3 * len(self.melds[p]) for p in range(4)]
        if name not in _DEALING:
            self._check_sizes(where, sizes)
        if sum(self.scores) != 4 * self.starting:
            raise InvariantError(f"{where}: scores {self.scores} are not zero-sum")

    def compare(self, game: Game) -> None:
        """Check the rebuilt table equals the live game (call between actions).

        Raises:
            InvariantError: on any difference.
        """
        if game.is_over or not self.in_hand:
            return
        self._check("compare")
        h = game.hand
        for p in range(4):
            if h.counts[p] != self.hands[p]:
                raise InvariantError(f"player {p}'s hand differs from the event stream")
            if list(h.melds[p]) != self.melds[p]:
                raise InvariantError(f"player {p}'s melds differ from the event stream")
        if h.wall.remaining != self.wall:
            raise InvariantError("the wall count differs from the event stream")
        if self.scores != [game.scores[p] + h.deltas[p] for p in range(4)]:
            raise InvariantError("scores differ from the event stream")
