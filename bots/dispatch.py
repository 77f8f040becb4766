"""One level for every ruleset: a view's ``ruleset.family`` picks the bot that plays it."""

from __future__ import annotations

from collections.abc import Callable

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.agents import Agent, agent_observe, agent_reason
from mahjong_tui.engine.events import Event
from mahjong_tui.engine.views import SeatView

__all__ = ["PerRuleset"]


class PerRuleset:
    """A bot level that plays every ruleset: MCR views go to the level's MCR bot,
    Sichuan views to :class:`bots.sichuan_bot.SichuanBot` of the same level, views
    of any other rule family to the shared :class:`bots.regional.RegionalBot`, which
    plays from the ruleset's ``shapes``. Each is built on first use, with the same seed.

    Args:
        level: the level's name.
        seed: seeds the bots.
        mcr: builds the level's MCR bot from a seed.
    """

    def __init__(self, level: str, seed: int, mcr: Callable[[int], Agent]) -> None:
        self.level = level
        self.seed = seed
        self._mcr_factory = mcr
        self._bots: dict[str, Agent] = {}
        self._last: Agent | None = None

    def _bot(self, family: str) -> Agent:
        bot = self._bots.get(family)
        if bot is None:
            if family == "sichuan":
                from bots.sichuan_bot import SichuanBot

                bot = SichuanBot(self.level, self.seed)
            elif family != "mcr":
                from bots.regional import RegionalBot

                bot = RegionalBot(self.level, self.seed)
            else:
                bot = self._mcr_factory(self.seed)
            self._bots[family] = bot
        return bot

    def decide(self, view: SeatView) -> Action:
        """Choose one of ``view.legal`` with the bot of the view's rule family."""
        bot = self._bot(getattr(view.ruleset, "family", "mcr"))
        self._last = bot
        return bot.decide(view)

    def observe(self, event: Event) -> None:
        """Pass an event on to the bots built so far."""
        for bot in self._bots.values():
            agent_observe(bot, event)

    def reason(self) -> str | None:
        """The reason of the last decision."""
        return agent_reason(self._last) if self._last is not None else None
