"""The game: a match of hands, the one public way to change the table.

``Game.new(seed)`` deals the first hand at once; ``to_act()`` says who must
decide, ``legal_actions(player)`` what they may do, ``apply(player, action)``
does it (or raises :class:`IllegalActionError` and changes nothing). When a hand
ends the next one is dealt immediately. Everything that happens is in
``events`` and in the game record (``record``, see ``docs/record-format.md``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Literal

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.events import (
    DiceThrown,
    Event,
    HandEnded,
    HandStarted,
    MatchEnded,
    WallBroken,
    WallBuilt,
)
from mahjong_tui.engine.hand import Hand, IllegalActionError
from mahjong_tui.engine.match import Seating
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.names import plain_name
from mahjong_tui.engine.rules import HandOutcome, Ruleset
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.views import HiddenKong, Phase, PublicTable, SeatView, TableView, WallView
from mahjong_tui.engine.wall import Deal

__all__ = ["DRAW_MODES", "Game", "IllegalActionError", "RecordEntry"]

DRAW_MODES = ("wall", "per_seat")
"""``wall``: everyone draws from the shared wall (the game). ``per_seat``: duplicate
mode, each seat draws from its own queue (see :meth:`mahjong_tui.engine.wall.Wall.split`)."""

RecordEntry = tuple[str, Any, Any]
"""A raw record entry: ``("chance", hand_number, Deal)``, ``("action", player,
Action)`` or ``("event", None, Event)``; :mod:`mahjong_tui.engine.record` writes them."""

DEFAULT_PLAYERS = ("East", "South", "West", "North")


class Game:
    """A match in progress. Build it with :meth:`new`."""

    def __init__(self, seed: int, ruleset: Ruleset, players: tuple[str, ...], *,
                 draw_mode: str, deals: Sequence[Deal], hands: int, start_hand: int,
                 first_dealer: int | None, meta: dict[str, Any]) -> None:
        self.seed = seed
        self.ruleset = ruleset
        self.players = tuple(plain_name(p) for p in players)  # shown as plain text
        self.draw_mode = draw_mode
        self.hands = hands
        self.start_hand = start_hand
        self.first_dealer = first_dealer
        self.meta = meta
        self.scores = [ruleset.starting_points] * 4
        self.events: list[Event] = []
        self.entries: list[RecordEntry] = []
        self.hands_played = 0
        self.is_over = False
        self.standings: tuple[Any, ...] = ()
        self._rng = random.Random(seed)
        self._deals = list(deals)
        self._listeners: list[Callable[[RecordEntry], None]] = []
        self._common_key = -1
        self._wall_key: tuple[int, int] = (0, -1)
        self._wall_cache: WallView
        self._common_cache: PublicTable
        self._previous: HandOutcome | None = None
        self.seating: Seating
        self.hand: Hand
        self._start_hand(start_hand)

    @classmethod
    def new(cls, seed: int, ruleset: Ruleset | None = None,
            players: Sequence[str] = DEFAULT_PLAYERS, *,
            draw_mode: Literal["wall", "per_seat"] = "wall",
            deals: Sequence[Deal] = (), hands: int | None = None, start_hand: int = 0,
            first_dealer: int | None = None, meta: dict[str, Any] | None = None) -> Game:
        """Start a match and deal its first hand.

        Args:
            seed: seeds the shuffles and dice (recorded, so the match replays).
            ruleset: the rules (default: MCR).
            players: four display names; player ``i`` is East in the first hand.
                Control characters are shown as ``?`` (:func:`.names.plain_name`).
            draw_mode: ``"wall"`` or ``"per_seat"`` (duplicate play).
            deals: explicit walls and dice for the first hands (stacked walls for
                tests, one wall replayed by a duplicate bench); later hands are
                shuffled from ``seed``.
            hands: how many hands to play (default: the rest of the match from
                ``start_hand``).
            start_hand: the hand number to start at (0..N-1): sets the prevalent
                wind and whether the West-round seat swap applies.
            first_dealer: the player dealing the first hand played (default: the
                normal rotation, player 0 deals hand 0).
            meta: extra JSON-ready data for the record header (saves).

        Raises:
            ValueError: for inconsistent arguments.
        """
        if ruleset is None:
            from mahjong_tui.rulesets import get_ruleset

            ruleset = get_ruleset("mcr")
        players = tuple(players)
        if len(players) != 4:
            raise ValueError(f"a game needs 4 players, not {len(players)}")
        if draw_mode not in DRAW_MODES:
            raise ValueError(f"draw_mode must be 'wall' or 'per_seat', not {draw_mode!r}")
        total = ruleset.hands_per_match
        if not 0 <= start_hand < total:
            raise ValueError(f"start_hand must be 0..{total - 1}, not {start_hand}")
        if hands is None:
            hands = total - start_hand
        if not 1 <= hands <= total - start_hand:
            raise ValueError(f"hands must be 1..{total - start_hand}, not {hands}")
        if first_dealer is not None and first_dealer not in (0, 1, 2, 3):
            raise ValueError(f"first_dealer must be a player 0..3, not {first_dealer}")
        return cls(int(seed), ruleset, players, draw_mode=draw_mode, deals=deals, hands=hands,
                   start_hand=start_hand, first_dealer=first_dealer, meta=dict(meta or {}))

    # -- listeners (autosave) --------------------------------------------------
    def add_listener(self, listener: Callable[[RecordEntry], None]) -> None:
        """Call ``listener`` with every new raw record entry as it happens (used by
        :class:`mahjong_tui.engine.record.RecordWriter` to append to a file)."""
        self._listeners.append(listener)

    def _emit(self, entry: RecordEntry) -> None:
        self.entries.append(entry)
        for listener in self._listeners:
            listener(entry)

    def _emit_events(self, events: list[Event]) -> None:
        self.events.extend(events)
        for e in events:
            self._emit(("event", None, e))

    # -- hands -------------------------------------------------------------------
    @property
    def hand_number(self) -> int:
        """The current (or last) hand, 0-based within the match."""
        return self.seating.hand_number

    def _next_deal(self, number: int) -> Deal:
        # The seeded RNG advances even when an explicit deal is given, so a game rebuilt
        # from a record's deals goes on with the same later walls as the original game.
        drawn = self.ruleset.random_deal(self._rng, number)
        return self._deals.pop(0) if self._deals else drawn

    def _start_hand(self, number: int) -> list[Event]:
        deal = self._next_deal(number)
        last = getattr(self, "seating", None)
        st = self.ruleset.seating(number, self._previous, last, deal,
                                  start_hand=self.start_hand, first_dealer=self.first_dealer)
        self.seating = st
        self._emit(("chance", number, deal))
        self.hand = Hand(self.ruleset, st.order, st.round_wind, deal, hand_number=number,
                         per_seat=self.draw_mode == "per_seat", previous=self._previous)
        brk = self.hand.wall.brk
        thrower = st.order[brk.thrower]
        geometry = self.ruleset.geometry
        events: list[Event] = [
            HandStarted(number, st.round_wind, st.dealer, st.seat_winds, tuple(self.scores)),
            WallBuilt(geometry.total_tiles, geometry.stacks[0]),
            DiceThrown(st.dealer, deal.dealer_dice),
        ]
        if deal.second_dice:
            events.append(DiceThrown(thrower, deal.second_dice))
        events.append(WallBroken(thrower, brk.total, (brk.start_wall, brk.start_stack),
                                 (brk.tail_wall, brk.tail_stack)))
        events.extend(self.hand.start())
        if self.hand.over:  # cannot happen with a full set, kept for safety
            events.extend(self._end_hand())
        self._emit_events(events)
        return events

    def _end_hand(self) -> list[Event]:
        hand = self.hand
        for p in range(4):
            self.scores[p] += hand.deltas[p]
        self.hands_played += 1
        self._previous = hand.outcome()
        events: list[Event] = [HandEnded(
            self.seating.hand_number, hand.winner, tuple(self.scores), tuple(hand.deltas),
            tuple(tuple(hand.tiles_of(p)) for p in range(4)),
            tuple(tuple(m) for m in hand.melds), tuple(hand.winners))]
        if self.hands_played >= self.hands:
            self.is_over = True
            self.standings = self.ruleset.standings(self.scores)
            events.append(MatchEnded(self.standings))
        return events

    # -- the public API ------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        """Players who must decide now (empty once the match is over)."""
        if self.is_over:
            return ()
        return self.hand.to_act()

    def legal_actions(self, player: int) -> tuple[Action, ...]:
        """The legal actions of ``player`` now (empty when not asked)."""
        if self.is_over or not isinstance(player, int) or not 0 <= player <= 3:
            return ()
        return self.hand.legal(player)

    def apply(self, player: int, action: Action) -> list[Event]:
        """Apply ``player``'s action and return the events it caused (including the
        next hand's start when this one ends).

        Raises:
            IllegalActionError: when the action is not legal now; nothing changes.
        """
        if self.is_over:
            raise IllegalActionError("the match is over")
        if not isinstance(player, int) or not 0 <= player <= 3:
            raise IllegalActionError(f"no player {player!r}")
        events = list(self.hand.apply(player, action))
        self._emit(("action", player, action))
        if self.hand.over:
            events.extend(self._end_hand())
        self._emit_events(events)
        if self.hand.over and not self.is_over:
            events.extend(self._start_hand(self.seating.hand_number + 1))
        return events

    # -- views ---------------------------------------------------------------------
    def _wall_view(self) -> WallView:
        wall = self.hand.wall
        key = (id(wall), wall.remaining)
        if self._wall_key != key:
            brk = wall.brk
            self._wall_key = key
            self._wall_cache = WallView(
                wall.stacks(), (brk.start_wall, brk.start_stack), (brk.tail_wall, brk.tail_stack),
                wall.next_live(), wall.next_tail(), wall.remaining, wall.queue_sizes())
        return self._wall_cache

    def _common(self) -> PublicTable:
        key = len(self.entries)
        if self._common_key == key:
            return self._common_cache
        self._common_key = key
        self._common_cache = self._build_common()
        return self._common_cache

    def _build_common(self) -> PublicTable:
        """What everybody sees, built once per change of the table."""
        h = self.hand
        st = self.seating
        deal = h.deal
        discards, claimed, flowers, _melds = h.public()
        dice = ((deal.dealer_dice, deal.second_dice) if deal.second_dice
                else (deal.dealer_dice,))
        winners: tuple[int, ...] = ()
        win_tiles: tuple[Tile | None, ...] = _NONE4
        revealed: tuple[tuple[Tile, ...], ...] = _EMPTY4
        if h.winners:
            winners, win_tiles = tuple(h.winners), tuple(h.win_tiles)
            revealed = tuple(tuple(h.tiles_of(p)) if h.out[p] else () for p in range(4))
        voids = tuple(h.voids) if h.voids[0] is not None else _NONE4
        step = h.setup_step
        # Sichuan's exchange die is thrown once the tiles lie face down: unknown to
        # everyone while the exchange is being chosen.
        extra_dice = () if step is not None and step.name == "exchange" else deal.extra_dice
        return PublicTable(
            self.ruleset, st.hand_number, st.round_wind, st.order[0], st.seat_winds,
            self._live_scores(), discards, claimed, flowers, tuple(map(sum, h.counts)),
            self._wall_view(), max(0, h.live_left()), dice, h.last_discard, h.claim,
            Phase.OVER if self.is_over else h.phase,
            tuple(sorted(h.barred)) if h.barred else (), self.players,
            winners, win_tiles, voids, tuple(h.deltas), revealed,
            "" if step is None else step.name, extra_dice, h.turned_up,
            h.rules.public_notes())

    def _live_scores(self) -> tuple[int, ...]:
        """Scores including the current hand's payments so far (false-win penalties
        and Sichuan's kong money are paid at once)."""
        d = self.hand.deltas
        s = self.scores
        if self.is_over or not any(d):
            return tuple(s)
        return (s[0] + d[0], s[1] + d[1], s[2] + d[2], s[3] + d[3])

    def view(self, player: int) -> SeatView:
        """What ``player`` may know now."""
        if not isinstance(player, int) or not 0 <= player <= 3:
            raise ValueError(f"no player {player!r}")
        h = self.hand
        drawn = h.drawn[player] if not self.is_over else None
        concealed = h.tiles_of(player, drawn)
        all_melds = h.public()[3]
        melds: tuple[tuple[Meld | HiddenKong, ...], ...] = all_melds
        if h.concealed_kongs and any(m.concealed for p in range(4) if p != player
                                     for m in all_melds[p]):
            melds = tuple(
                ms if p == player else tuple(_HIDDEN if m.concealed else m for m in ms)
                for p, ms in enumerate(all_melds))
        table = self._common()
        to_act = () if self.is_over else h.to_act()
        if h.phase is not Phase.TURN and to_act:
            # Who may claim a discard is private: a seat only learns it is asked itself.
            to_act = (player,) if player in to_act else ()
        given, received = h.exchanged[player] if h.exchanged is not None else ((), ())
        return SeatView(player, table, tuple(concealed), drawn, melds, to_act,
                        () if self.is_over else h.legal(player), given, received)

    def spectator_view(self, seat: int = 0) -> SeatView:
        """What a spectator may know now, seen from ``seat``'s side of the table: the
        public table only (no concealed tiles, every concealed kong face down, nobody's
        options, and who may claim a discard left unsaid)."""
        view = self.view(seat)
        h = self.hand
        melds = tuple(tuple(_HIDDEN if isinstance(m, Meld) and m.concealed else m
                            for m in ms) for ms in view.melds)
        to_act = view.to_act if h.phase is Phase.TURN and not self.is_over else ()
        return SeatView(seat, view.table, (), None, melds, to_act, (), (), ())

    def table_view(self) -> TableView:
        """Everything, every hand visible."""
        h = self.hand
        concealed = []
        for p in range(4):
            d = h.drawn[p]
            concealed.append(tuple(h.tiles_of(p, None if self.is_over else d)))
        drawn = tuple(None if self.is_over else d for d in h.drawn)
        return TableView(self._common(), tuple(concealed), drawn, h.public()[3],
                         () if self.is_over else h.to_act())

    @property
    def record(self) -> Any:
        """The game record so far (a :class:`mahjong_tui.engine.record.GameRecord`)."""
        from mahjong_tui.engine.record import GameRecord

        return GameRecord.of(self)

    def header(self) -> dict[str, Any]:
        """The record header of this game (see ``docs/record-format.md``)."""
        from mahjong_tui.engine.record import make_header

        return make_header(self)


_HIDDEN = HiddenKong()
_NONE4: tuple[None, None, None, None] = (None, None, None, None)
_EMPTY4: tuple[tuple[Tile, ...], ...] = ((), (), (), ())
