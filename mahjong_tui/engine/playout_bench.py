"""``mahjong-tui bench playout``: playout hands per second from mid-hand positions.

Positions: hands dealt from ``--seed`` and played with random legal actions until
half of the live wall is drawn, a player on turn with a drawn tile. From each
position, hidden tiles sampled once (:func:`~mahjong_tui.engine.playout.sample_hidden`)
and the position copied and played out to the end of the hand with the random
policy, round robin over the positions. Throughput counts the copy and the
playout, in the process's CPU time (one core; other load on the machine does not
lower it) and in wall-clock time; also the same with a fresh sample and position
built per playout.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from mahjong_tui.cli.arguments import seed as seed_type
from mahjong_tui.engine.actions import Action, Win
from mahjong_tui.engine.playout import Playout, random_policy, sample_hidden
from mahjong_tui.engine.views import Phase, SeatView

__all__ = ["add_arguments", "mid_hand_views", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``bench playout`` options."""
    parser.add_argument("--ruleset", default="mcr",
                        help="the rules to play (a ruleset name, default mcr)")
    parser.add_argument("--positions", type=int, default=8, help="positions (default 8)")
    parser.add_argument("--playouts", type=int, default=3000,
                        help="playouts to time (default 3000)")
    parser.add_argument("--seed", type=seed_type, default=0, help="seed of the deals (default 0)")
    parser.add_argument("--json", action="store_true",
                        help="print the figures as one JSON object on the last line")


def mid_hand_views(ruleset_name: str, positions: int, seed: int) -> list[SeatView]:
    """Views of players on turn half way through the live wall, one per deal."""
    from mahjong_tui.engine.game import Game
    from mahjong_tui.rulesets import get_ruleset

    ruleset = get_ruleset(ruleset_name)
    views: list[SeatView] = []
    k = 0
    while len(views) < positions:
        game = Game.new(seed + k, ruleset, hands=1)
        rng = random.Random(seed + k)
        k += 1
        start: int | None = None
        while not game.is_over:
            p = game.to_act()[0]
            view = game.view(p)
            if view.phase is Phase.TURN and view.drawn is not None:
                start = view.wall_remaining if start is None else start
                if view.wall_remaining <= start // 2:
                    views.append(view)
                    break
            legal = game.legal_actions(p)
            choices: list[Action] = [a for a in legal if not isinstance(a, Win)] or list(legal)
            game.apply(p, rng.choice(choices))
    return views


def measure(views: list[SeatView], playouts: int, seed: int) -> dict[str, Any]:
    """Time ``playouts`` random-policy playouts from ``views``."""
    rng = random.Random(seed)
    bases = [Playout.from_view(v, sample_hidden(v, rng)) for v in views]
    n = len(bases)
    cpu = time.process_time()
    wall = time.perf_counter()
    ended_in_win = 0
    for k in range(playouts):
        trial = bases[k % n].copy()
        trial.play_out(random_policy, rng)
        ended_in_win += bool(trial.winners)
    cpu = time.process_time() - cpu
    wall = time.perf_counter() - wall
    fresh = max(1, playouts // 4)
    cpu2 = time.process_time()
    for k in range(fresh):
        v = views[k % n]
        Playout.from_view(v, sample_hidden(v, rng)).play_out(random_policy, rng)
    cpu2 = time.process_time() - cpu2
    return {
        "playouts": playouts,
        "hands_per_s_cpu": round(playouts / cpu, 1) if cpu > 0 else None,
        "hands_per_s_wall": round(playouts / wall, 1) if wall > 0 else None,
        "with_fresh_sample_hands_per_s_cpu": round(fresh / cpu2, 1) if cpu2 > 0 else None,
        "share_with_a_win": round(ended_in_win / playouts, 4),
        "wall_remaining": [v.wall_remaining for v in views],
    }


def run(args: argparse.Namespace) -> int:
    """Run the benchmark and print its figures; returns the exit code."""
    import sys

    from mahjong_tui.rulesets import RULESETS

    if args.ruleset not in RULESETS:
        print(f"mahjong-tui bench playout: unknown ruleset {args.ruleset!r} "
              f"(known: {', '.join(RULESETS)})", file=sys.stderr)
        return 2
    if args.positions < 1 or args.playouts < 1:
        print("mahjong-tui bench playout: --positions and --playouts must be at least 1",
              file=sys.stderr)
        return 2
    views = mid_hand_views(args.ruleset, args.positions, args.seed)
    report = {"bench": "playout", "ruleset": args.ruleset, "seed": args.seed,
              "positions": len(views), **measure(views, args.playouts, args.seed)}
    if args.json:
        print(json.dumps(report, separators=(",", ":")))
    else:
        print(f"bench playout ({args.ruleset}): {report['playouts']} random-policy playouts "
              f"from {len(views)} mid-hand positions (wall {report['wall_remaining']})")
        print(f"  {report['hands_per_s_cpu']} hands/s (CPU time, one core), "
              f"{report['hands_per_s_wall']} hands/s wall clock; "
              f"{report['with_fresh_sample_hands_per_s_cpu']} hands/s with a fresh sample "
              f"each; {report['share_with_a_win'] * 100:.1f}% end in a win")
    return 0
