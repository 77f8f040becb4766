"""Events: everything that happens at the table, in order.

The public module of the event vocabulary (bots, the UI and persistence import from
here). Events are facts, produced only by :class:`mahjong_tui.engine.game.Game`. The
full history (``game.events``) is unredacted; :func:`redact` gives what one player
may see. Every event has ``describe(names)`` for the game log and
:func:`event_to_dict` gives its JSON form for game records.

The values are defined in :mod:`mahjong_tui.engine.event_types`, the redaction in
:mod:`mahjong_tui.engine.redaction`, the JSON form in
:mod:`mahjong_tui.engine.event_json`.
"""

from __future__ import annotations

from mahjong_tui.engine.event_json import event_to_dict
from mahjong_tui.engine.event_types import (
    PAYMENT_REASONS,
    WIND_NAMES,
    Claimed,
    Dealt,
    DiceThrown,
    Discarded,
    Drew,
    Event,
    ExchangeDirection,
    FalseWin,
    FlowerReplaced,
    HandAbandoned,
    HandEnded,
    HandStarted,
    Konged,
    MatchEnded,
    Payment,
    Standing,
    TilesExchanged,
    TilesTurnedUp,
    VoidsDeclared,
    WallBroken,
    WallBuilt,
    WallExhausted,
    Won,
)
from mahjong_tui.engine.redaction import redact

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
    "event_to_dict",
    "redact",
]
