"""A client's picture of its table, kept up to date from the server's messages.

:class:`RemoteTable` reads ``state``, ``events``, ``prompt`` and ``seats`` messages
and keeps the seat's current :class:`~mahjong_tui.engine.views.SeatView`, the
pending prompt and who is seated and away. It decides nothing: the legal actions
are the server's.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from mahjong_tui.engine.actions import Action, parse_action
from mahjong_tui.engine.events import Event
from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.engine.views import SeatView
from mahjong_tui.net.codec import WireCodec, WireError
from mahjong_tui.rulesets import ruleset_from_dict

__all__ = ["Prompt", "RemoteTable"]


@dataclass(frozen=True, slots=True)
class Prompt:
    """A decision the server asks of this seat.

    Attributes:
        id: echoed with the answer.
        legal: what the seat may do.
        time_left: seconds to answer when it arrived (``None``: no timer).
        received: when it arrived (``time.monotonic()``).
    """

    id: int
    legal: tuple[Action, ...]
    time_left: float | None
    received: float

    def seconds_left(self) -> float | None:
        """Seconds left now (``None``: no timer)."""
        if self.time_left is None:
            return None
        return max(0.0, self.time_left - (time.monotonic() - self.received))


class RemoteTable:
    """The table as one client knows it."""

    def __init__(self) -> None:
        self.codec: WireCodec | None = None
        self.ruleset: Ruleset | None = None
        self.room: str | None = None
        self.seat: int | None = None
        self.names: tuple[str, ...] = ("", "", "", "")
        self.away: tuple[bool, ...] = (False,) * 4
        self.humans: tuple[bool, ...] = (False,) * 4
        self.spectators = 0
        self.options: dict[str, Any] = {}
        self.view: SeatView | None = None
        self.prompt: Prompt | None = None
        self.started = False
        self.over = False

    def feed(self, message: dict[str, Any]) -> list[Event]:
        """Take one message in; return the events it brings (a ``state`` brings the
        hand so far).

        Raises:
            WireError: a message that does not decode (the table is unchanged).
        """
        kind = message.get("type")
        if kind == "state":
            return self._state(message)
        if self.codec is None:
            if kind == "seats":
                self._seats(message)
            return []
        if kind == "events":
            events = [self._event(e) for e in _list(message.get("events"))]
            view = message.get("view")
            if view is not None:
                self.view = self._view(view)
            self.prompt = None
            return events
        if kind == "prompt":
            self.prompt = self._prompt(message)
            if message.get("view") is not None:
                self.view = self._view(message["view"])
        elif kind == "seats":
            self._seats(message)
        elif kind == "over":
            self.over = True
            self.prompt = None
        return []

    def _state(self, m: dict[str, Any]) -> list[Event]:
        try:
            ruleset = ruleset_from_dict(m.get("ruleset"))  # type: ignore[arg-type]
        except ValueError as e:
            raise WireError(f"unknown rules: {e}") from None
        codec = WireCodec(ruleset)
        self.codec, self.ruleset = codec, ruleset
        room, seat = m.get("room"), m.get("seat")
        self.room = room if isinstance(room, str) else None
        self.seat = seat if isinstance(seat, int) else None
        self._seats(m)
        options = m.get("options")
        self.options = options if isinstance(options, dict) else {}
        self.started = bool(m.get("started"))
        self.over = bool(m.get("over"))
        view = m.get("view")
        self.view = self._view(view) if view is not None else None
        prompt = m.get("prompt")
        self.prompt = self._prompt(prompt) if isinstance(prompt, dict) else None
        return [self._event(e) for e in _list(m.get("events", []))]

    def _seats(self, m: dict[str, Any]) -> None:
        names, away, humans = m.get("names"), m.get("away"), m.get("humans")
        if isinstance(names, list) and len(names) == 4:
            self.names = tuple(str(n) for n in names)
        if isinstance(away, list) and len(away) == 4:
            self.away = tuple(bool(a) for a in away)
        if isinstance(humans, list) and len(humans) == 4:
            self.humans = tuple(bool(h) for h in humans)
        spectators = m.get("spectators")
        self.spectators = spectators if isinstance(spectators, int) else 0

    def _view(self, data: Any) -> SeatView:
        assert self.codec is not None
        view = self.codec.decode(data)
        if not isinstance(view, SeatView):
            raise WireError("expected a seat's view")
        return view

    def _event(self, data: Any) -> Event:
        assert self.codec is not None
        event = self.codec.decode(data)
        if not hasattr(event, "describe"):
            raise WireError("expected an event")
        return event  # type: ignore[no-any-return]

    def _prompt(self, m: dict[str, Any]) -> Prompt:
        pid, legal, left = m.get("id"), m.get("legal"), m.get("time_left")
        if not isinstance(pid, int) or not isinstance(legal, list) or not legal:
            raise WireError("a malformed prompt")
        try:
            actions = tuple(parse_action(str(a)) for a in legal)
        except ValueError as e:
            raise WireError(f"a malformed prompt: {e}") from None
        seconds = float(left) if isinstance(left, int | float) else None
        return Prompt(pid, actions, seconds, time.monotonic())


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise WireError("expected a list")
    return value
