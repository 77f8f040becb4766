"""The suggested exchange and void suit: a bot's choice, never a rule of the UI's own."""

from __future__ import annotations

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.views import SeatView

__all__ = ["SUGGESTING_LEVEL", "suggest"]

SUGGESTING_LEVEL = "standard"
"""The bot level whose choice is offered as the default."""


def suggest(view: SeatView) -> Action:
    """What a bot would choose in ``view`` (one of ``view.legal``); the first legal
    action if the bot's answer is not legal or no bots are installed."""
    from mahjong_tui.ui.setup import make_bot

    bot = make_bot(SUGGESTING_LEVEL, view.hand_number * 4 + view.player)
    try:
        action = bot.decide(view)
    except Exception:  # a failing suggestion must not stop the game
        return view.legal[0]
    return action if action in view.legal else view.legal[0]
