"""``mahjong-tui bench hotseat``: hand-overs (curtains) per hot-seat match.

Plays whole hot-seat matches headlessly through the live session (the game loop
the table screen uses), with every human answered by a scripted policy: a bot of
the given level plays the human's turns, and on a discard the human claims only a
win (in the call window: calls only when a win is on offer). It counts the
curtains shown, the claim prompts and the call windows, and prints them per
match. Seeded: the same arguments give the same figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_tui.cli.arguments import count
from mahjong_tui.cli.arguments import seed as seed_type
from mahjong_tui.engine.actions import Action, Pass, Win
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.views import SeatView

__all__ = ["Counts", "add_arguments", "count_match", "run"]


@dataclass
class Counts:
    """What the humans went through in one match.

    Attributes:
        curtains: hand-overs: curtains shown (each hands the keyboard to one human).
        claim_prompts: claim prompts shown (options, or only "pass").
        call_windows: shared call windows shown.
        turns: turns the humans played.
        discards: discards in the match.
        hands: hands played.
    """

    curtains: int = 0
    claim_prompts: int = 0
    call_windows: int = 0
    turns: int = 0
    discards: int = 0
    hands: int = 0


class _ScriptedHost:
    """A table host with no screen: humans answer by the scripted policy."""

    def __init__(self, game: Game, humans: Sequence[int], level: str, seed: int) -> None:
        from bots import get_bot

        self.game = game
        self.counts = Counts()
        self.bots = {h: get_bot(level, seed + h) for h in humans}

    def present(self, display: Any, log: Sequence[str]) -> None:
        """Nothing to draw."""

    async def ask_human(self, player: int, view: SeatView) -> Action:
        """Claims: a win if offered, else pass; turns: the bot's choice."""
        if view.pending_claim is not None:
            self.counts.claim_prompts += 1
            return Win() if Win() in view.legal else Pass()
        self.counts.turns += 1
        return self.bots[player].decide(view)

    async def claim_window(self, player: int, view: SeatView, tile: Any,
                           from_player: int) -> None:
        """A prompt with only "pass"."""
        self.counts.claim_prompts += 1

    async def call_window(self, display: Any, tile: Any, from_player: int,
                          callers: Sequence[int], *, robbing: bool = False) -> int | None:
        """The first caller with a win on offer calls."""
        self.counts.call_windows += 1
        for p in callers:
            if Win() in self.game.view(p).legal:
                return p
        return None

    async def curtain(self, player: int) -> None:
        """One hand-over."""
        self.counts.curtains += 1

    async def hand_over(self, events: Sequence[Any], names: Sequence[str]) -> None:
        """A hand ended."""
        self.counts.hands += 1

    async def match_over(self, event: Any, names: Sequence[str]) -> None:
        """The match ended."""

    async def pace(self) -> None:
        """No pacing."""

    async def frame(self) -> None:
        """Nothing to wait for."""


def count_match(seed: int, humans: int, level: str = "standard",
                hands: int | None = None, ruleset: str = "mcr") -> Counts:
    """Play one hot-seat match with ``humans`` scripted humans (players 0..N-1) and
    return what they went through."""
    from bots import get_bot
    from mahjong_tui.engine.events import Discarded
    from mahjong_tui.rulesets import get_ruleset
    from mahjong_tui.ui.session import LiveSession

    names = tuple(f"Player {p + 1}" for p in range(4))
    game = Game.new(seed, get_ruleset(ruleset), players=names, hands=hands)
    agents = [None if p < humans else get_bot(level, seed * 7 + p) for p in range(4)]
    session = LiveSession(game, agents, names)
    host = _ScriptedHost(game, range(humans), level, seed)
    illegal: list[object] = []
    host.present = lambda display, log: illegal.extend(  # type: ignore[method-assign]
        line for line in log if line.startswith("! "))
    asyncio.run(session.run(host))
    if illegal:
        raise AssertionError(f"illegal answers in a scripted match: {illegal[:3]}")
    host.counts.discards = sum(isinstance(e, Discarded) for e in game.events)
    return host.counts


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The benchmark's options."""
    parser.add_argument("--humans", type=int, nargs="+", default=[2, 4], choices=(2, 3, 4))
    parser.add_argument("--matches", type=count(1), default=3, help="matches per count of humans")
    parser.add_argument("--seed", type=seed_type, default=1, help="seed of the first match")
    parser.add_argument("--level", default="standard", help="level of the bots and of the "
                        "policy playing the humans' turns")
    parser.add_argument("--hands", type=count(1), default=None, help="hands per match "
                        "(default: a full match)")
    parser.add_argument("--ruleset", default="mcr", help="the rules of the matches")
    parser.add_argument("--json", action="store_true", help="one JSON line per count")


def run(args: argparse.Namespace) -> int:
    """Print hand-overs per match for each count of humans."""
    for n in args.humans:
        t0 = time.perf_counter()
        runs = [count_match(args.seed + i, n, args.level, args.hands, args.ruleset)
                for i in range(args.matches)]
        seconds = time.perf_counter() - t0
        total = {f: sum(getattr(r, f) for r in runs) for f in Counts.__dataclass_fields__}
        per = {f: v / len(runs) for f, v in total.items()}
        if args.json:
            print(json.dumps({"humans": n, "matches": len(runs), "seed": args.seed,
                              "level": args.level, "per_match": per,
                              "curtains": [r.curtains for r in runs],
                              "seconds": round(seconds, 2)}))
        else:
            print(f"{n} humans, {len(runs)} matches (seeds {args.seed}..{args.seed + len(runs) - 1}"
                  f", {per['hands']:.0f} hands each): {per['curtains']:.1f} hand-overs per match "
                  f"(each: {', '.join(str(r.curtains) for r in runs)}); "
                  f"{per['claim_prompts']:.1f} claim prompts, {per['call_windows']:.1f} call "
                  f"windows, {per['turns']:.1f} human turns, {per['discards']:.1f} discards "
                  f"per match; {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    _parser = argparse.ArgumentParser(description=__doc__)
    add_arguments(_parser)
    raise SystemExit(run(_parser.parse_args()))
