"""Coach benchmark (``mahjong-tui bench coach``): time to compute the hint panel.

Plays ``--hands`` hands with ``expert`` bots and times the panel's figures
(:func:`~mahjong_tui.coach.figures_for`: :func:`hints_for` for MCR,
:func:`sichuan_hints_for` with ``--ruleset sichuan`` or ``sichuan-sbr``) on every
view of a player on turn with 14 standing tiles (fresh caches per position are not
forced: the figures are what a player sees during a game). Prints the median and
99th percentile, and the same for the views in claim windows.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from mahjong_tui.cli.arguments import seed as seed_type

__all__ = ["add_arguments", "measure", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``bench coach``."""
    parser.add_argument("--hands", type=int, default=4, help="hands to play")
    parser.add_argument("--seed", type=seed_type, default=1, help="game seed")
    parser.add_argument("--ruleset", default="mcr",
                        help="the rules to play (a ruleset name, default mcr)")


def measure(hands: int, seed: int, ruleset: str = "mcr") -> tuple[list[float], list[float]]:
    """Seconds per :func:`~mahjong_tui.coach.figures_for` call: on turn (14 tiles) and
    in claim windows."""
    from bots import get_bot
    from mahjong_tui.coach import figures_for
    from mahjong_tui.engine.game import Game
    from mahjong_tui.engine.views import Phase
    from mahjong_tui.rulesets import get_ruleset

    game = Game.new(seed, get_ruleset(ruleset), hands=hands)
    bots = [get_bot("expert", seed + p) for p in range(4)]
    turn: list[float] = []
    claim: list[float] = []
    while not game.is_over:
        p = game.to_act()[0]
        view = game.view(p)
        t0 = time.perf_counter()
        figures_for(view)
        took = time.perf_counter() - t0
        if view.phase is Phase.TURN and view.drawn is not None and view.legal:
            turn.append(took)
        elif view.pending_claim is not None:
            claim.append(took)
        game.apply(p, bots[p].decide(view))
    return turn, claim


def _line(name: str, samples: list[float]) -> str:
    ms = sorted(s * 1000 for s in samples)
    if not ms:
        return f"{name}: no samples"
    p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
    return (f"{name}: median {statistics.median(ms):.1f} ms, p99 {p99:.1f} ms, "
            f"max {ms[-1]:.1f} ms over {len(ms)} positions")


def run(args: argparse.Namespace) -> int:
    """Measure and print the figures; 0 on success."""
    try:
        turn, claim = measure(args.hands, args.seed, args.ruleset)
    except ValueError as exc:  # an unknown ruleset
        print(f"mahjong-tui bench coach: {exc}", file=sys.stderr)
        return 2
    print(_line("hint panel, 14-tile hand on turn", turn))
    print(_line("hint panel, claim window", claim))
    return 0


if __name__ == "__main__":
    p = argparse.ArgumentParser(prog="mahjong-tui bench coach")
    add_arguments(p)
    sys.exit(run(p.parse_args()))
