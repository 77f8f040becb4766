"""The table protocol: message limits, text cleaning and the room options a client
may ask for (``docs/protocol.md``).

Every message is one JSON object with a ``"type"``. Everything from outside is
checked here before the server looks at it: the size of the message, the types and
ranges of its fields, the length of names and chat. A failed check raises
:class:`ProtocolError` with a short code and a one-line message, which the server
sends back as an ``error`` and otherwise ignores.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import asdict, dataclass
from typing import Any

__all__ = ["CLIENT_TYPES", "DEFAULT_PORT", "MAX_CHAT", "MAX_MESSAGE", "MAX_NAME",
           "PROTOCOL_VERSION", "ProtocolError", "RoomOptions", "clean_text",
           "decode_message", "encode_message", "field_int", "field_str"]

PROTOCOL_VERSION = 1
"""Bumped when a message changes incompatibly; a client of another version is told so."""

DEFAULT_PORT = 7788
MAX_MESSAGE = 8192
"""The largest message (bytes) a client may send; the connection is closed past it."""
MAX_NAME = 20
MAX_CHAT = 200
MAX_PASSWORD = 40

CLIENT_TYPES = frozenset({"hello", "list", "create", "join", "spectate", "leave", "start",
                          "action", "chat", "resync", "ping"})
"""The message types a client may send."""


class ProtocolError(ValueError):
    """A message that breaks the protocol.

    Attributes:
        code: a short machine-readable reason (``bad-message``, ``illegal``...).
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def clean_text(text: str, limit: int) -> str:
    """``text`` as plain text: control and format characters removed, runs of spaces
    collapsed, markup brackets kept as the characters they are, cut to ``limit``."""
    kept = "".join(ch if unicodedata.category(ch)[0] != "C" else " " for ch in text)
    return " ".join(kept.split())[:limit].rstrip()


def encode_message(message: dict[str, Any]) -> str:
    """One message as the text sent over the wire."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def decode_message(raw: str | bytes) -> dict[str, Any]:
    """Parse one client message and check its envelope.

    Raises:
        ProtocolError: not a JSON object with a known ``type``, or too large.
    """
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError("too-large", f"a message may hold at most {MAX_MESSAGE} bytes")
    if isinstance(raw, bytes):
        raise ProtocolError("bad-message", "messages are JSON text, not binary")
    try:
        message = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("bad-message", "a message must be one JSON object") from None
    if not isinstance(message, dict):
        raise ProtocolError("bad-message", "a message must be one JSON object")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_TYPES:
        raise ProtocolError("bad-type", f"unknown message type {str(kind)[:30]!r}")
    return message


def field_str(message: dict[str, Any], key: str, *, limit: int, default: str | None = None,
              required: bool = False) -> str | None:
    """A string field, cleaned to plain text (``default`` when absent).

    Raises:
        ProtocolError: the field is not a string, or missing though required.
    """
    value = message.get(key)
    if value is None:
        if required:
            raise ProtocolError("bad-field", f"{key!r} is required")
        return default
    if not isinstance(value, str):
        raise ProtocolError("bad-field", f"{key!r} must be a string")
    return clean_text(value, limit)


def field_int(message: dict[str, Any], key: str, *, low: int, high: int, default: int) -> int:
    """An integer field within ``low..high`` (``default`` when absent).

    Raises:
        ProtocolError: the field is not an integer in range.
    """
    value = message.get(key)
    if value is None:
        return default
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ProtocolError("bad-field", f"{key!r} must be a whole number {low}..{high}")
    return value


def _field_float(message: dict[str, Any], key: str, *, low: float, high: float,
                 default: float) -> float:
    value = message.get(key)
    if value is None:
        return default
    if not isinstance(value, int | float) or isinstance(value, bool) \
            or not low <= value <= high:
        raise ProtocolError("bad-field", f"{key!r} must be a number {low}..{high}")
    return float(value)


@dataclass(frozen=True, slots=True)
class RoomOptions:
    """What a room is set up with (the ``create`` message; stored with the room).

    Attributes:
        ruleset: a ruleset name (``mahjong-tui rules``).
        hands: hands to play (0: the ruleset's whole match).
        bots: the bot level for seats no player takes, for timed-out turns and for
            seats whose player is away.
        turn_seconds: time per decision (0: no timer, a friendly room).
        bank_seconds: extra time a player may spend over the match (timed rooms).
        away_seconds: how long a dropped player's seat waits before the bot plays it.
        claim_seconds: how long every discard stays open (whoever may claim it).
        password: needed to join or watch (empty: an open room).
        hints: the hint panel is allowed at this table.
        players: seats for players: play starts when that many have sat down
            (or when a seated player says ``start``); bots play the rest.
    """

    ruleset: str = "mcr"
    hands: int = 0
    bots: str = "standard"
    turn_seconds: int = 0
    bank_seconds: int = 0
    away_seconds: int = 10
    claim_seconds: float = 1.0
    password: str = ""
    hints: bool = True
    players: int = 1

    @classmethod
    def from_message(cls, message: dict[str, Any], rulesets: tuple[str, ...],
                     levels: tuple[str, ...]) -> RoomOptions:
        """The options of a ``create`` message (defaults for absent fields).

        Raises:
            ProtocolError: an unknown ruleset or bot level, or a value out of range.
        """
        ruleset = field_str(message, "ruleset", limit=40, default="mcr") or "mcr"
        if ruleset not in rulesets:
            raise ProtocolError("bad-field", f"unknown ruleset {ruleset!r}")
        bots = field_str(message, "bots", limit=20, default="standard") or "standard"
        if bots not in levels:
            raise ProtocolError("bad-field", f"unknown bot level {bots!r}")
        hints = message.get("hints", True)
        if not isinstance(hints, bool):
            raise ProtocolError("bad-field", "'hints' must be true or false")
        return cls(ruleset=ruleset,
                   hands=field_int(message, "hands", low=0, high=64, default=0),
                   bots=bots,
                   turn_seconds=field_int(message, "turn_seconds", low=0, high=600, default=0),
                   bank_seconds=field_int(message, "bank_seconds", low=0, high=3600,
                                          default=0),
                   away_seconds=field_int(message, "away_seconds", low=0, high=600,
                                          default=10),
                   claim_seconds=_field_float(message, "claim_seconds", low=0.0, high=10.0,
                                              default=1.0),
                   password=field_str(message, "password", limit=MAX_PASSWORD,
                                      default="") or "",
                   hints=hints,
                   players=field_int(message, "players", low=1, high=4, default=1))

    def to_dict(self) -> dict[str, Any]:
        """The options as stored and as listed in the lobby (the password left out)."""
        d = asdict(self)
        d.pop("password")
        return d

    def stored(self) -> dict[str, Any]:
        """Everything, for the room's file on the server."""
        return asdict(self)

    @classmethod
    def from_stored(cls, data: dict[str, Any]) -> RoomOptions:
        """Options read back from a room's file."""
        return cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})
