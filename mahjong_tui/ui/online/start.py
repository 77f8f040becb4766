"""Where the app goes online: the server, the player's name and the first move."""

from __future__ import annotations

import getpass
from dataclasses import dataclass, field

from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.online.forms import MAX_NAME
from mahjong_tui.ui.online.lobby import LobbyScreen, LobbyStart

__all__ = ["OnlineStart", "default_name"]


@dataclass(frozen=True, slots=True)
class OnlineStart:
    """Where the app connects, as whom, and what it does there first."""

    url: str
    name: str
    start: LobbyStart = field(default_factory=LobbyStart)

    def lobby(self, settings: Settings) -> LobbyScreen:
        """The lobby screen of this server."""
        return LobbyScreen(self.url, self.name, settings, start=self.start)


def default_name() -> str:
    """The name offered at first: the login name, else ``Player``."""
    try:
        name = getpass.getuser()
    except (OSError, KeyError):
        name = ""
    return (name or "Player")[:MAX_NAME]
