"""Building games and sessions for the start screen, the CLI and tests."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_tui.engine.actions import Action, Discard, Pass
from mahjong_tui.engine.agents import Agent
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.names import plain_name
from mahjong_tui.engine.views import SeatView
from mahjong_tui.i18n import catalogue
from mahjong_tui.ui.session import LiveSession

__all__ = ["FallbackBot", "GameSpec", "close_session", "make_bot", "new_session",
           "player_names"]


class FallbackBot:
    """Used only when the ``bots`` package is missing: passes claims and discards
    the drawn tile (no rule knowledge; every choice comes from ``view.legal``)."""

    def decide(self, view: SeatView) -> Action:
        """Pass if possible, else discard the drawn tile, else the first legal action."""
        for action in view.legal:
            if isinstance(action, Pass):
                return action
        if view.drawn is not None and Discard(view.drawn) in view.legal:
            return Discard(view.drawn)
        discards = [a for a in view.legal if isinstance(a, Discard)]
        return discards[-1] if discards else view.legal[0]


def make_bot(level: str, seed: int) -> Agent:
    """``bots.get_bot(level, seed)``, or :class:`FallbackBot` if bots are not installed."""
    try:
        from bots import get_bot
    except ImportError:
        return FallbackBot()
    bot: Agent = get_bot(level, seed)
    return bot


@dataclass(frozen=True, slots=True)
class GameSpec:
    """What kind of game to start.

    Attributes:
        seed: game seed.
        humans: players at this keyboard.
        levels: bot level of each player (ignored for humans).
        watch: watch mode (no humans).
        hands: play only this many hands (default: the whole match).
        names: names typed for the humans, in order (default: ``You`` or
            ``Player 1``..; see :func:`player_names`).
        lang: the language of the default names.
        ruleset: the name of the rules to play (see
            :func:`mahjong_tui.rulesets.ruleset_names`).
        hints: hot-seat only: every human agreed to the hint panel at the start
            (stored with the game, so a resumed game keeps it).
    """

    seed: int
    humans: tuple[int, ...]
    levels: tuple[str, str, str, str]
    watch: bool = False
    hands: int | None = None
    names: tuple[str, ...] = ()
    lang: str = "en"
    ruleset: str = "mcr"
    hints: bool = False


def player_names(humans: Sequence[int], typed: Sequence[str] = (), *,
                 lang: str = "en") -> tuple[str, ...]:
    """Names by player: ``You`` for a lone human, ``Player 1``.. (or the ``typed``
    names, in order) for hot-seat humans, ``Bot 1``.. for the bots in player order;
    in Chinese with ``lang="zh"`` (``你``, ``玩家1``, ``电脑1``).

    Names belong to players, not seats: the seat wind, which changes every hand,
    is drawn beside the name.
    """
    words = catalogue(lang)
    names: list[str] = []
    bots = 0
    for p in range(4):
        if p in humans:
            k = list(humans).index(p)
            if k < len(typed) and typed[k].strip():
                names.append(plain_name(typed[k].strip()))
            else:
                names.append(words.you if len(humans) == 1 else words.player.format(n=k + 1))
        else:
            bots += 1
            names.append(words.bot.format(n=bots))
    return tuple(names)


def new_session(spec: GameSpec, *, game: Game | None = None,
                autosave: bool = False) -> LiveSession:
    """A live session for ``spec`` (a new game from its seed unless ``game`` is given).

    Args:
        spec: the kind of game.
        game: continue this game instead of starting one.
        autosave: save the game as it is played (:mod:`mahjong_tui.persistence.autosave`), so it
            can be resumed; the session then has an ``autosave`` attribute to close.
    """
    names = player_names(spec.humans, spec.names, lang=spec.lang)
    if game is None:
        from mahjong_tui.rulesets import get_ruleset

        game = Game.new(spec.seed, get_ruleset(spec.ruleset), players=names,
                        hands=spec.hands)
        if spec.hints and len(spec.humans) > 1:
            from mahjong_tui.ui.hint_panel import HOTSEAT_HINTS_KEY

            game.meta[HOTSEAT_HINTS_KEY] = True
    else:
        names = tuple(game.players)
    rng = random.Random(spec.seed)
    agents: list[Agent | None] = [
        None if p in spec.humans else make_bot(spec.levels[p], rng.randrange(2**31))
        for p in range(4)]
    session = LiveSession(game, agents, names, watch=spec.watch)
    if autosave:
        try:
            from mahjong_tui.persistence.autosave import autosave_live_session
        except ImportError:  # persistence not installed: play without saving
            return session
        autosave_live_session(session, spec.levels)
    return session


def close_session(session: object) -> str | None:
    """Close a session's autosave (if any); returns what could not be saved (the
    record, the statistics: one line each), or ``None``.

    A game with people in it that nobody has made a move in is not kept: there is
    nothing to continue, so its file is removed rather than listed as unfinished.
    """
    save = getattr(session, "autosave", None)
    if save is None:
        return getattr(session, "autosave_error", None)
    save.close()
    error = getattr(save, "error", None)
    if error is None:
        from mahjong_tui.persistence.save_list import discard_if_unplayed

        discard_if_unplayed(save)
    problems = [p for p in (error, getattr(save, "history_error", None))
                if isinstance(p, str)]
    return "\n".join(problems) or None
