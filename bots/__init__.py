"""Bots: computer players, by level name.

``get_bot(level, seed)`` builds an :class:`mahjong_tui.engine.agents.Agent`. Bots use
only the public engine modules and see only their :class:`SeatView`. Every level
plays every ruleset: the view's ``ruleset.family`` picks the MCR bot of the level or
the Sichuan one (:mod:`bots.sichuan_bot`) or, for any other rule family, the shared
bot that plays from the ruleset's ``shapes`` (:mod:`bots.regional`); ``random``
needs none of them.
"""

from __future__ import annotations

from collections.abc import Callable

from mahjong_tui.engine.agents import Agent

__all__ = ["BOT_LEVELS", "DEFAULT_LEVEL", "get_bot", "register_bot"]


def _random(seed: int) -> Agent:
    from bots.random_bot import RandomBot

    return RandomBot(seed)


def _mcr_beginner(seed: int) -> Agent:
    from bots.beginner import BeginnerBot

    return BeginnerBot(seed)


def _mcr_standard(seed: int) -> Agent:
    from bots.standard import StandardBot

    return StandardBot(seed)


def _mcr_expert(seed: int) -> Agent:
    from bots.expert import ExpertBot

    return ExpertBot(seed)


def _per_ruleset(level: str, mcr: Callable[[int], Agent]) -> Callable[[int], Agent]:
    """A level that plays whatever ruleset its views carry (see :mod:`bots.dispatch`)."""

    def factory(seed: int) -> Agent:
        from bots.dispatch import PerRuleset

        return PerRuleset(level, seed, mcr)

    return factory


def _master(seed: int) -> Agent:
    from bots.master import MasterBot

    return MasterBot(seed, _expert(seed))


_beginner = _per_ruleset("beginner", _mcr_beginner)
_standard = _per_ruleset("standard", _mcr_standard)
_expert = _per_ruleset("expert", _mcr_expert)


_FACTORIES: dict[str, Callable[[int], Agent]] = {
    "random": _random,
    "beginner": _beginner,
    "standard": _standard,
    "expert": _expert,
    "master": _master,
}

DEFAULT_LEVEL = "expert"
"""The level for empty seats: the strongest that meets the time budget (docs/bots.md)."""

BOT_LEVELS: tuple[str, ...] = tuple(_FACTORIES)
"""The level names ``get_bot`` accepts, weakest first."""


def register_bot(level: str, factory: Callable[[int], Agent]) -> None:
    """Add a level (``factory(seed) -> Agent``)."""
    global BOT_LEVELS
    _FACTORIES[level] = factory
    BOT_LEVELS = tuple(_FACTORIES)


def get_bot(level: str, seed: int = 0) -> Agent:
    """Build a bot of ``level`` with its own seeded RNG.

    Raises:
        ValueError: for an unknown level (the message lists the known ones).
    """
    factory = _FACTORIES.get(level)
    if factory is None:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(BOT_LEVELS)})")
    return factory(seed)
