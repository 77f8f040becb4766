"""One table on the server: its game, its four seats, its spectators and its clock.

A :class:`Room` owns a :class:`~mahjong_tui.engine.game.Game` and changes it only
through the engine's one game loop (:class:`~mahjong_tui.engine.driver.GameLoop`),
after checking every answer against the seat's legal actions. Each seat is sent its
own redacted events and view and nothing else; spectators get the public table.

Who answers for a seat: the player's client while connected; the room's bot for a
seat nobody took, for a player who has been away longer than ``away_seconds`` (the
seat is handed back on reconnect), and for a turn whose time ran out (the bot's
choice is played and shown).
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from mahjong_tui.engine.actions import Action, AddKong, Discard
from mahjong_tui.engine.driver import GameLoop
from mahjong_tui.engine.events import Discarded, Event, HandStarted, redact
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.hand import is_among
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.engine.views import SeatView
from mahjong_tui.net.codec import WireCodec
from mahjong_tui.net.protocol import RoomOptions
from mahjong_tui.server.bot_pool import BotPool
from mahjong_tui.server.claim_window import held_view, offer_index

__all__ = ["NOBODY", "Peer", "Room", "Seat"]

NOBODY = -1
"""Events redacted for nobody: every hidden tile hidden (spectators)."""


class Peer(Protocol):
    """A connected client as a room sees it."""

    name: str
    wants_views: bool

    def post(self, message: dict[str, Any]) -> None:
        """Queue ``message`` for sending (never blocks)."""


@dataclass
class Seat:
    """One seat at the table.

    Attributes:
        name: the player's name (the bot's, for a seat nobody took).
        token: the secret that holds the seat (``""``: a bot seat).
        peers: the connected clients playing it (one, normally).
        away_since: when its last client dropped (``None``: present, or a bot seat).
        bank: seconds left in the player's time bank.
    """

    name: str
    token: str = ""
    peers: list[Peer] = field(default_factory=list)
    away_since: float | None = None
    bank: float = 0.0

    @property
    def human(self) -> bool:
        """A player holds the seat (even while away)."""
        return bool(self.token)


@dataclass
class _Prompt:
    """A decision a seat owes: what it may do, until when, and who watches the clock."""

    id: int
    legal: tuple[Action, ...]
    started: float
    deadline: float | None
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    watcher: asyncio.Task[None] | None = None


class _SeatAgent:
    """A seat as the game loop's agent: the room collects its answers itself."""

    async def decide_async(self, view: SeatView) -> Action:  # pragma: no cover
        raise RuntimeError("the room answers for its seats")


class Room:
    """A table: its game, seats, spectators, prompts and clock.

    Args:
        code: the room's code (what players type to join).
        options: how the room was set up.
        ruleset: the room's rules.
        seats: the four seats.
        game: the game rebuilt from its record after a restart (``None``: dealt
            when play starts, with the seated players' names).
        pool: where bot decisions are made.
        on_change: called after every change worth storing (seats, the game's end).
        bot_seed: seeds the room's bots (a secret of the server, never sent).
    """

    def __init__(self, code: str, options: RoomOptions, ruleset: Ruleset, seats: list[Seat],
                 pool: BotPool, *, game: Game | None = None,
                 on_change: Callable[[Room], None] | None = None,
                 on_deal: Callable[[Room, Game], None] | None = None,
                 bot_seed: int = 0) -> None:
        self.code = code
        self.options = options
        self.ruleset = ruleset
        self.seats = seats
        self.pool = pool
        self.on_change = on_change
        self.on_deal = on_deal
        self.bot_seed = bot_seed
        self.spectators: list[Peer] = []
        self.codec = WireCodec(ruleset)
        self._game = game
        self.loop = (GameLoop(game, [_SeatAgent() for _ in range(4)], publish_history=False)
                     if game is not None else None)
        self.started = game is not None
        self.closed = False
        self._prompts: dict[int, _Prompt] = {}
        # Numbered per seat: one counter for the table would tell a seat, by the gap
        # before its next prompt, that somebody else was asked about a discard.
        # Prompt ids grow across restarts too (they start from the clock), so an answer
        # sent to a server before it was killed never matches a prompt after.
        first = int(time.time() * 1000) % 2**40
        self._next_prompt = [first] * 4
        self._hold_until = 0.0
        self._shown: tuple[dict[int, SeatView], int] | None = None
        """While the room holds back what it has done (a claim window): every seat's
        view as last published, and how many of the game's events were published."""
        self._lock = asyncio.Lock()
        self._hand_start = self._last_hand_start()

    @property
    def game(self) -> Game:
        """The game (only once play has started).

        Raises:
            RuntimeError: play has not started.
        """
        if self._game is None:
            raise RuntimeError("play has not started")
        return self._game

    @property
    def over(self) -> bool:
        """The match has ended."""
        return self._game is not None and self._game.is_over

    # -- who is here -------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names, by player."""
        return tuple(s.name for s in self.seats)

    def free_seats(self) -> list[int]:
        """Seats a player may still take (before the game starts)."""
        return [p for p, s in enumerate(self.seats) if not s.human] if not self.started else []

    def summary(self) -> dict[str, Any]:
        """The room as the lobby lists it."""
        return {"code": self.code, "ruleset": self.options.ruleset,
                "rules": self.ruleset.label("en"), "rules_zh": self.ruleset.label("zh"),
                "hands": self.options.hands,
                "players": [s.name if s.human else None for s in self.seats],
                "seats_free": len(self.free_seats()), "spectators": len(self.spectators),
                "started": self.started, "over": self.over,
                "password": bool(self.options.password), "options": self.options.to_dict()}

    def seat_of_token(self, token: str) -> int | None:
        """The seat ``token`` holds, if any."""
        for p, s in enumerate(self.seats):
            if s.token and secrets.compare_digest(s.token, token):
                return p
        return None

    def take_seat(self, peer: Peer, seat: int) -> str:
        """Seat ``peer`` at the free seat ``seat`` and return its new token."""
        token = secrets.token_urlsafe(18)
        s = self.seats[seat]
        s.name, s.token, s.bank = peer.name, token, float(self.options.bank_seconds)
        s.peers = [peer]
        s.away_since = None
        self._changed()
        self.broadcast_seats()
        return token

    def attach(self, peer: Peer, seat: int) -> None:
        """``peer`` (re)connects to ``seat`` with its token: the seat is handed back
        and the peer gets the whole table, its prompt and the time left."""
        s = self.seats[seat]
        if peer not in s.peers:
            s.peers.append(peer)
        s.away_since = None
        prompt = self._prompts.get(seat)
        if prompt is not None:
            prompt.changed.set()
        peer.post(self.snapshot(seat))
        self.broadcast_seats()

    def detach(self, peer: Peer) -> None:
        """``peer`` left or dropped: its seat is away (the bot plays it after the
        room's wait), or it stops watching."""
        if peer in self.spectators:
            self.spectators.remove(peer)
            self.broadcast_seats()
            return
        for p, s in enumerate(self.seats):
            if peer in s.peers:
                s.peers.remove(peer)
                if not s.peers:
                    s.away_since = time.monotonic()
                    prompt = self._prompts.get(p)
                    if prompt is not None:
                        prompt.changed.set()
                        self._watch_if_needed(p, prompt)
                self.broadcast_seats()

    def watch(self, peer: Peer) -> None:
        """Add a spectator and send it the public table."""
        self.spectators.append(peer)
        peer.post(self.snapshot(NOBODY))
        self.broadcast_seats()

    def seating(self) -> dict[str, Any]:
        """Who is seated, who is away, how many watch (a ``seats`` message's fields)."""
        return {"names": list(self.names), "humans": [s.human for s in self.seats],
                "away": [s.human and not s.peers for s in self.seats],
                "spectators": len(self.spectators)}

    def broadcast_seats(self) -> None:
        """Tell everybody at the table who is seated, who is away, who watches."""
        self._to_all({"type": "seats", **self.seating()})

    def chat(self, name: str, text: str) -> None:
        """Pass a chat line (already cleaned) to everybody at the table."""
        self._to_all({"type": "chat", "from": name, "text": text})

    def _to_all(self, message: dict[str, Any]) -> None:
        for s in self.seats:
            for peer in s.peers:
                peer.post(message)
        for peer in self.spectators:
            peer.post(message)

    # -- what a seat is sent -------------------------------------------------------
    def view_of(self, seat: int) -> SeatView:
        """What ``seat`` may see now (:data:`NOBODY`: a spectator)."""
        return self.game.spectator_view() if seat == NOBODY else self.game.view(seat)

    def snapshot(self, seat: int) -> dict[str, Any]:
        """The resync message: the seat's whole view, the hand's events so far, the
        pending prompt and its time left."""
        game = self._game
        # During a claim window, the table as published: the engine may already have
        # moved on, which would tell that nobody could claim the discard.
        shown = self._shown
        if seat in self._prompts:
            shown = None  # asked to decide (to claim, to rob): its own table as it is
        upto = None if shown is None else shown[1]
        events = [] if game is None else [redact(e, seat)
                                          for e in game.events[self._hand_start:upto]]
        view = None if game is None else (
            self.view_of(seat) if shown is None else shown[0][seat])
        message: dict[str, Any] = {
            "type": "state", "room": self.code, "seat": seat, **self.seating(),
            "ruleset": self.ruleset.to_dict(), "options": self.options.to_dict(),
            "started": self.started, "over": self.over and shown is None,
            "view": None if view is None else self.codec.encode(view),
            "events": [self.codec.encode(e) for e in events]}
        prompt = self._prompts.get(seat) if seat != NOBODY else None
        message["prompt"] = self._prompt_message(seat, prompt) if prompt else None
        return message

    def _prompt_message(self, seat: int, prompt: _Prompt) -> dict[str, Any]:
        now = time.monotonic()
        left = None if prompt.deadline is None else max(0.0, prompt.deadline - now)
        return {"type": "prompt", "id": prompt.id, "legal": [a.text for a in prompt.legal],
                "time_left": None if left is None else round(left, 2),
                "bank": round(self.seats[seat].bank, 2)}

    def _publish(self, events: list[Event], views: dict[int, SeatView] | None = None) -> None:
        """Send every seat and spectator its redacted ``events`` and its view now
        (or the given ``views``)."""
        if not events:
            return
        self._shown = None  # what is published is what a resync shows from now on
        for seat in (0, 1, 2, 3, NOBODY):
            peers = self.spectators if seat == NOBODY else self.seats[seat].peers
            if not peers:
                continue
            encoded = [self.codec.encode(redact(e, seat)) for e in events]
            view = views[seat] if views is not None else None
            with_view: dict[str, Any] | None = None
            for peer in peers:
                message: dict[str, Any] = {"type": "events", "events": encoded}
                if peer.wants_views:
                    if with_view is None:
                        with_view = self.codec.encode(view or self.view_of(seat))
                    message["view"] = with_view
                peer.post(message)

    # -- the game -------------------------------------------------------------------
    def start(self, seed: int) -> None:
        """Begin play: deal with the seated players' names (the room's bot plays the
        empty seats); or, for a game rebuilt after a restart, prompt again whoever
        owes a decision.

        Args:
            seed: the game's seed (a secret of the server, kept in its record).
        """
        if self._game is None:
            game = Game.new(seed, self.ruleset, self.names,
                            hands=self.options.hands or None)
            self._game = game
            self.loop = GameLoop(game, [_SeatAgent() for _ in range(4)],
                                 publish_history=False)
            self.started = True
            if self.on_deal is not None:
                self.on_deal(self, game)
            self._changed()
            for p in range(4):
                for peer in self.seats[p].peers:
                    peer.post(self.snapshot(p))
            for peer in self.spectators:
                peer.post(self.snapshot(NOBODY))
        self._refresh()

    def _last_hand_start(self) -> int:
        if self._game is None:
            return 0
        events = self._game.events
        return max((i for i, e in enumerate(events) if isinstance(e, HandStarted)), default=0)

    def _refresh(self, *, repost: bool = False) -> None:
        """Prompt every seat that owes a decision; drop prompts no longer owed.

        Args:
            repost: send the prompts still open again (a client forgets its prompt
                when events arrive).
        """
        if self.closed or self._game is None:
            return
        to_act = set(self.game.to_act())
        for p in list(self._prompts):
            if p not in to_act:
                self._drop_prompt(p)
        now = time.monotonic()
        for p in sorted(to_act):
            legal = self.game.legal_actions(p)
            old = self._prompts.get(p)
            if old is not None and old.legal == legal:
                if repost:
                    self._post_prompt(p, old)
                continue
            if old is not None:
                self._drop_prompt(p)
            seat = self.seats[p]
            deadline = None
            if seat.human and self.options.turn_seconds:
                deadline = now + self.options.turn_seconds + seat.bank
            prompt = _Prompt(self._next_prompt[p], legal, now, deadline)
            self._next_prompt[p] += 1
            self._prompts[p] = prompt
            self._watch_if_needed(p, prompt)
            self._post_prompt(p, prompt)

    def _watch_if_needed(self, player: int, prompt: _Prompt) -> None:
        """Give ``prompt`` a watcher when the room's bot may have to answer it: a bot
        seat, an away seat, a timed prompt. A player at the table with no clock needs
        none (a watcher per prompt, cancelled at each answer, would be waste)."""
        seat = self.seats[player]
        if prompt.watcher is None and (not seat.human or seat.away_since is not None
                                       or prompt.deadline is not None):
            prompt.watcher = asyncio.get_running_loop().create_task(
                self._watch(player, prompt))

    def _post_prompt(self, player: int, prompt: _Prompt) -> None:
        message = self._prompt_message(player, prompt)
        for peer in self.seats[player].peers:
            if peer.wants_views:
                peer.post({**message, "view": self.codec.encode(self.game.view(player))})
            else:
                peer.post(message)

    def _drop_prompt(self, player: int) -> None:
        prompt = self._prompts.pop(player)
        if prompt.watcher is not None and prompt.watcher is not asyncio.current_task():
            prompt.watcher.cancel()

    async def _watch(self, player: int, prompt: _Prompt) -> None:
        """Answer for ``player`` with the room's bot when nobody else will: a bot seat
        at once, an away seat after the wait, a timed turn at its deadline."""
        seat = self.seats[player]
        why = "bot"
        while True:
            now = time.monotonic()
            wake = float("inf")
            if not seat.human:
                break
            if seat.away_since is not None:
                wake = seat.away_since + self.options.away_seconds
                why = "away"
            if prompt.deadline is not None and prompt.deadline < wake:
                wake, why = prompt.deadline, "timeout"
            if wake <= now:
                break
            prompt.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(prompt.changed.wait(),
                                       None if wake == float("inf") else wake - now)
        view = self.game.view(player)
        events = [redact(e, player) for e in self.game.events[self._hand_start:]]
        action = await self.pool.decide(self.options.bots, self.bot_seed * 4 + player,
                                        events, view)
        if self._prompts.get(player) is prompt:
            await self.answer(player, prompt.id, action, auto=why)

    async def answer(self, player: int, prompt_id: int, action: Action, *,
                     auto: str = "") -> str | None:
        """Apply ``player``'s answer to prompt ``prompt_id``.

        Returns:
            ``None`` when applied, else a one-line reason it was refused (the
            table is unchanged).
        """
        async with self._lock:
            prompt = self._prompts.get(player)
            if prompt is None or prompt.id != prompt_id:
                return "that prompt is no longer open"
            if not is_among(action, prompt.legal):
                return f"{action.text!r} is not legal now"
            seat = self.seats[player]
            if not auto and prompt.deadline is not None and self.options.turn_seconds:
                used = time.monotonic() - prompt.started
                seat.bank = max(0.0, seat.bank - max(0.0, used - self.options.turn_seconds))
            self._drop_prompt(player)
            adds_kong = isinstance(action, AddKong)
            before = self._views() if isinstance(action, Discard) or adds_kong else None
            if before is not None:
                shown: dict[int, SeatView] | None = before
            elif self._shown is not None:  # a window still held: keep showing its table
                shown = self._shown[0]
            else:
                shown = None if self._hold_until <= time.monotonic() else self._views()
            view = self.game.view(player)
            assert self.loop is not None
            events = self.loop.apply(player, view, action).events
            for peer in seat.peers:
                peer.post({"type": "ok", "prompt": prompt_id})
            if auto:
                # Told to the seat alone: that a claim prompt timed out would tell the
                # others it could claim.
                for peer in seat.peers:
                    peer.post({"type": "auto", "seat": player, "action": action.text,
                               "why": auto})
            if adds_kong and before is not None:
                await self._publish_added_kong(events, before)
            else:
                await self._publish_held(events, before, player, shown)
            for i, e in enumerate(events):
                if isinstance(e, HandStarted):
                    self._hand_start = len(self.game.events) - len(events) + i
            if self.game.is_over:
                self._changed()
                self._to_all({"type": "over", "room": self.code})
            self._refresh(repost=bool(events))
            return None

    def _views(self) -> dict[int, SeatView]:
        return {seat: self.view_of(seat) for seat in (0, 1, 2, 3, NOBODY)}

    async def _publish_held(self, events: list[Event], before: dict[int, SeatView] | None,
                            player: int, shown: dict[int, SeatView] | None = None) -> None:
        """Publish ``events``, holding every discard open for the room's window
        (``shown``: the views before ``events``, for a resync while held)."""
        if not events:
            # An answer the engine only noted (a pass while others still decide):
            # nothing to show, so nothing to hold; the lock goes to the next answer.
            return
        now = time.monotonic()
        published = len(self.game.events) - len(events)
        if self._hold_until > now:
            await self._hold(shown, published, self._hold_until - now)
        cut = offer_index(events) if before is not None else None
        window = self.options.claim_seconds
        if cut is not None and before is not None:
            discard = events[cut]
            assert isinstance(discard, Discarded)
            after = self._views()
            held = {s: held_view(before[s], after[s], player, discard) for s in before}
            self._publish(events[:cut + 1], held)
            if window > 0:
                await self._hold(held, published + cut + 1, window)
            self._publish(events[cut + 1:])
            return
        self._publish(events)
        if any(isinstance(e, Discarded) for e in events) and window > 0:
            self._hold_until = time.monotonic() + window

    async def _publish_added_kong(self, events: list[Event],
                                  before: dict[int, SeatView]) -> None:
        """An added kong stays open for robbing as long as a discard stays open for
        claims, whether anybody may rob it or not: until the window has passed, every
        seat (a resync too) sees the table as it stood before it."""
        window = self.options.claim_seconds
        if window <= 0:
            self._publish(events)
            return
        published = len(self.game.events) - len(events)
        if events:  # nobody may rob it: it is done, and shown when the window closes
            await self._hold(before, published, window)
            self._publish(events)
        else:  # the robbers decide: what follows is shown no earlier than that
            self._hold_until = time.monotonic() + window
            self._shown = (before, published)

    async def _hold(self, views: dict[int, SeatView] | None, published: int,
                    seconds: float) -> None:
        """Wait ``seconds``; meanwhile a snapshot shows ``views`` and the events
        before ``published``."""
        if views is not None:
            self._shown = (views, published)
        try:
            await asyncio.sleep(seconds)
        finally:
            self._shown = None

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    def close(self) -> None:
        """Stop the room's clocks (the server is shutting down)."""
        self.closed = True
        for p in list(self._prompts):
            self._drop_prompt(p)
