"""How a saved game is played: the session stored in its record header.

A save's header ``meta`` object carries a ``session`` entry (:data:`META_KEY`): the
mode, the human seats and the bot level of each seat, the match id and its start,
and which damaged file it continues, if any. That is everything resuming needs
besides the record itself (see ``docs/persistence.md``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mahjong_tui.engine.game import Game

__all__ = ["META_KEY", "MODES", "Session", "SessionError", "session_of"]

MODES = ("bots", "hotseat", "watch")
"""``bots``: one human against bots; ``hotseat``: several humans at one keyboard
(bots in the other seats); ``watch``: bots only."""

META_KEY = "session"
"""Key of the session object in the record header's ``meta``."""

class SessionError(ValueError):
    """A save cannot be resumed; the message is one line."""


@dataclass(frozen=True, slots=True)
class Session:
    """How a saved game is played (stored in the record header's ``meta.session``).

    Attributes:
        mode: one of :data:`MODES`.
        humans: players chosen by people at this keyboard.
        bot_levels: per player, the bot level (``None`` for a human seat).
        match_uid: the match id (the record file's stem when it was started).
        started_at: ISO-8601 UTC start of the match.
        continues: name of the damaged file this save continues, if any.
    """

    mode: str
    humans: tuple[int, ...]
    bot_levels: tuple[str | None, ...]
    match_uid: str
    started_at: str
    continues: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "mode": self.mode,
            "humans": list(self.humans),
            "bot_levels": list(self.bot_levels),
            "match_uid": self.match_uid,
            "started_at": self.started_at,
            "continues": self.continues,
        }

    @classmethod
    def from_dict(cls, data: object) -> Session:
        """Read the JSON form back.

        Raises:
            SessionError: missing or malformed fields.
        """
        if not isinstance(data, dict):
            raise SessionError("not a saved game (the record has no session information)")
        try:
            mode = data["mode"]
            humans = tuple(data["humans"])
            levels = tuple(data["bot_levels"])
            uid = data["match_uid"]
            started = data["started_at"]
            continues = data.get("continues")
        except (KeyError, TypeError):
            raise SessionError("damaged session information in the record header") from None
        ok = (
            mode in MODES
            and all(isinstance(p, int) and 0 <= p <= 3 for p in humans)
            and len(set(humans)) == len(humans)
            and len(levels) == 4
            and all((lv is None) == (p in humans) for p, lv in enumerate(levels))
            and all(lv is None or isinstance(lv, str) for lv in levels)
            and isinstance(uid, str)
            and isinstance(started, str)
            and (continues is None or isinstance(continues, str))
        )
        if not ok:
            raise SessionError("damaged session information in the record header")
        return cls(mode, humans, levels, uid, started, continues)


def session_of(game: Game) -> Session | None:
    """The session stored in ``game.meta`` (``None`` if the game has none)."""
    data = game.meta.get(META_KEY)
    if data is None:
        return None
    return Session.from_dict(data)
