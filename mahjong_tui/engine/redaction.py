"""What one player may see of an event: other players' hidden tiles removed."""

from __future__ import annotations

from dataclasses import replace

from mahjong_tui.engine.event_types import (
    Dealt,
    Drew,
    Event,
    FlowerReplaced,
    Konged,
    TilesExchanged,
)

__all__ = ["redact"]


def redact(event: Event, player: int) -> Event:
    """Return ``event`` as ``player`` may see it (other players' hidden tiles removed)."""
    if isinstance(event, Drew):
        if event.player != player and event.tile is not None:
            return replace(event, tile=None)
    elif isinstance(event, Dealt):
        if event.player != player:
            return replace(event, tiles=(None,) * len(event.tiles))
    elif isinstance(event, FlowerReplaced):
        if event.player != player and event.replacement is not None:
            return replace(event, replacement=None)
    elif isinstance(event, Konged) and event.concealed and event.player != player:
        return replace(event, meld=None)
    elif isinstance(event, TilesExchanged) and event.player != player:
        # The receiver of your tiles knows them, and you know what you passed.
        given = event.given if event.to_player == player else (None,) * len(event.given)
        received = (event.received if event.from_player == player
                    else (None,) * len(event.received))
        return replace(event, given=given, received=received)
    return event

