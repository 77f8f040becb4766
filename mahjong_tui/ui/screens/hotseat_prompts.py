"""The table screen's hot-seat prompts: the shared call window, the pass-only claim
prompt of a human who called a tile they cannot claim, and the curtain."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mahjong_tui.engine.actions import Pass
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.views import SeatView
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.model import TableDisplay
from mahjong_tui.ui.screens.call_window import CallWindow
from mahjong_tui.ui.screens.prompts import ClaimPrompt, CurtainScreen

__all__ = ["HotseatPrompts"]


class HotseatPrompts:
    """Part of :class:`~mahjong_tui.ui.screens.table.TableScreen` (the ``TableHost``
    methods of hot-seat)."""

    session: Any
    settings: Settings
    display_value: TableDisplay | None
    app: Any
    query_one: Any

    def present(self, display: TableDisplay, log: Sequence[str]) -> None:
        """Draw ``display`` (the table screen's own)."""
        raise NotImplementedError

    async def call_window(self, display: TableDisplay, tile: Tile, from_player: int,
                          callers: Sequence[int], *, robbing: bool = False) -> int | None:
        """Hot-seat: the shared call window over the public table; who called, or
        ``None``."""
        from mahjong_tui.ui.hint_panel import HintPanel

        self.query_one(HintPanel).reset()  # the window shows the table to every human
        self.present(display, [])
        window = CallWindow(tile, self.session.names[from_player],
                            display.seats[from_player].seat_wind, callers, self.session.names,
                            seconds=self.settings.claim_seconds, style=self.settings.tile_style,
                            lang=self.settings.language, robbing=robbing)
        caller: int | None = await self.app.push_screen(window, wait_for_dismiss=True)
        return caller

    async def claim_window(self, player: int, view: SeatView, tile: Tile,
                           from_player: int) -> None:
        """Hot-seat: a human called a tile they cannot claim: the prompt with only
        "pass"."""
        prompt = ClaimPrompt(tile, self.session.names[from_player],
                             view.seat_winds[from_player], (Pass(),),
                             style=self.settings.tile_style, lang=self.settings.language)
        await self.app.push_screen(prompt, wait_for_dismiss=True)

    async def curtain(self, player: int) -> None:
        """Hide the table until ``player`` takes the keyboard."""
        from mahjong_tui.ui.hint_panel import HintPanel

        self.query_one(HintPanel).reset()  # the next player must not see these figures
        d = self.display_value
        seat_wind = d.seats[player].seat_wind if d is not None else player
        await self.app.push_screen(CurtainScreen(self.session.names[player], seat_wind,
                                                 lang=self.settings.language),
                                   wait_for_dismiss=True)
