"""Undo in games against bots: take back your last decision.

A game is a deterministic function of its seed and its actions, so undo does
not reverse anything: it rebuilds the game from the record cut just before the
human's last action (:func:`undo`). For "undo, then the same decision" to
continue exactly as before, the bots must decide the same way at the same
point however they got there: :class:`PerDecisionBot` gives every decision its
own bot whose seed is derived from the game seed, the player and the decision
point (the bot's view), so no RNG state carries over between decisions.

Undo is only offered with exactly one human and bots in the other seats, and
not under the competition ruleset (where a decision, once made, stands):
:func:`undo_unavailable` says why not.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.agents import Agent, agent_reason, agent_reason_language
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import GameRecord, entry_to_dict
from mahjong_tui.engine.views import SeatView

if TYPE_CHECKING:
    from mahjong_tui.persistence.autosave import Autosave

__all__ = [
    "PerDecisionBot",
    "UndoError",
    "decision_seed",
    "last_decision_index",
    "undo",
    "undo_last_decision",
    "undo_live_session",
    "undo_unavailable",
]


class UndoError(ValueError):
    """Undo is not possible now; the message is one line."""


_VIEW_FIELDS = (
    "player", "hand_number", "round_wind", "dealer", "seat_winds", "scores", "concealed",
    "drawn", "melds", "discards", "discards_claimed", "flowers", "hand_sizes", "wall",
    "wall_remaining", "dice", "last_discard", "pending_claim", "to_act", "legal", "phase",
    "barred", "players")
"""The fields hashed into a decision seed, in the order the first record format's
views had them (so saves from then get the same bot decisions when resumed)."""

_SETUP_FIELDS = ("winners", "voids", "given", "received")
"""What Sichuan adds to a decision point."""


def view_text(view: SeatView) -> str:
    """A stable text of everything ``view`` shows, for hashing."""
    parts = [f"{name}={getattr(view, name)!r}" for name in _VIEW_FIELDS]
    if view.ruleset.family != "mcr":
        parts.extend(f"{name}={getattr(view, name)!r}" for name in _SETUP_FIELDS)
    return f"SeatView({', '.join(parts)})"


def decision_seed(seed: int, player: int, view: SeatView) -> int:
    """A 63-bit seed for one decision: a hash of the game seed, the player and the
    whole view (which differs at every decision point of a game)."""
    digest = hashlib.sha256(f"{seed}|{player}|{view_text(view)}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


class PerDecisionBot:
    """A bot of ``level`` whose every decision depends only on the decision point.

    Each :meth:`decide` builds a fresh ``bots.get_bot(level, s)`` with
    ``s = decision_seed(seed, player, view)``. The bots decide from the view
    alone (``bots.base.BotBase.observe`` ignores events), so nothing is lost.

    Args:
        level: bot level name.
        seed: the game seed (or any per-seat seed).
        player: the seat it plays.
    """

    def __init__(self, level: str, seed: int, player: int) -> None:
        from bots import get_bot

        get_bot(level, 0)  # unknown levels fail here, not at the first decision
        self.level = level
        self.seed = seed
        self.player = player
        self._reason: str | None = None
        self.reason_language = "en"
        """The language of :meth:`reason` (the last decision's bot's)."""

    def decide(self, view: SeatView) -> Action:
        """The level's choice, with an RNG seeded for this decision point."""
        from bots import get_bot

        bot: Agent = get_bot(self.level, decision_seed(self.seed, self.player, view))
        action = bot.decide(view)
        self._reason = agent_reason(bot)
        self.reason_language = agent_reason_language(bot)
        return action

    def reason(self) -> str | None:
        """The reason the last decision's bot gave."""
        return self._reason


def undo_unavailable(game: Game, humans: Sequence[int]) -> str | None:
    """Why undo is not allowed in this game, or ``None`` if it is."""
    if len(humans) != 1:
        return ("undo is only for games against bots" if not humans
                else "no undo in hot-seat games")
    if getattr(game.ruleset, "competition", False):
        return "no undo under competition rules"
    return None


def last_decision_index(game: Game, human: int) -> int | None:
    """Index in ``game.entries`` of ``human``'s last action, ``None`` if none yet."""
    for i in range(len(game.entries) - 1, -1, -1):
        kind, who, _ = game.entries[i]
        if kind == "action" and who == human:
            return i
    return None


def undo(game: Game, humans: Sequence[int]) -> Game:
    """A new game in the state just before the human's last decision.

    ``game`` itself is not changed. The human is asked that decision again;
    everything the bots did after it is gone.

    Raises:
        UndoError: undo is not allowed, or the human has not decided anything yet.
    """
    from mahjong_tui.persistence.autosave import rebuild

    reason = undo_unavailable(game, humans)
    if reason is not None:
        raise UndoError(reason)
    index = last_decision_index(game, humans[0])
    if index is None:
        raise UndoError("nothing to undo yet")
    record = GameRecord(game.header(), [entry_to_dict(e) for e in game.entries[:index]])
    return rebuild(record)


def undo_last_decision(game: Game, humans: Sequence[int],
                       autosave: Autosave | None = None) -> Game:
    """:func:`undo`, then make the autosave (file and history) follow the new game.

    Raises:
        UndoError: as :func:`undo` (nothing is changed then).
    """
    earlier = undo(game, humans)
    if autosave is not None:
        autosave.rewind(earlier)
    return earlier


def undo_live_session(session: Any) -> str | None:
    """Undo in a running table session; return a one-line reason if not possible.

    ``session`` is a ``LiveSession`` (duck-typed: ``game``, ``humans``, optional
    ``autosave``). On success ``session.game`` is the earlier game; the screen
    must then restart its game loop (the loop asks the human again).
    """
    try:
        earlier = undo_last_decision(session.game, session.humans,
                                     getattr(session, "autosave", None))
    except UndoError as exc:
        return str(exc)
    session.game = earlier
    return None
