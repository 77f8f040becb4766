"""The ``standard`` level: shanten plus live useful tiles, fan-aware at the end.

* Discards: lowest shanten, then most live useful tiles. A ready hand counts only
  if some live winning tile makes a legal (8-fan) win, asked of the fan calculator;
  a ready hand whose waits are all under 8 fan is treated as one step away.
* Claims: only when the claim lowers the shanten and a fan plan still reaches 8
  with the new set (see :mod:`bots.targets`).
* Wins: always.
"""

from __future__ import annotations

from collections.abc import Sequence

from bots.analysis import shanten
from bots.base import (
    BotBase,
    ClaimResult,
    DiscardOption,
    Seat,
    after_claim,
    claims,
    discard_options,
    discard_tiles,
    discarder_offset,
    keep_value,
    shanten_text,
    turn_kongs,
)
from bots.fan import legal_wait_weight, wait_values
from bots.targets import rank_targets
from mahjong_tui.engine.actions import Action, Discard, Kong, Pass
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.views import SeatView

__all__ = ["StandardBot", "reachable_plan", "ready_weight"]


def ready_weight(option: DiscardOption, melds: Sequence[Meld], seat: Seat) -> float:
    """Live winning tiles of a ready option that give a legal win (0 if not ready)."""
    if option.shanten != 0:
        return 0.0
    waits = wait_values(option.counts, melds, seat.seat_wind, seat.prevalent)
    return legal_wait_weight(waits, seat.live, seat.minimum)


def effective(option: DiscardOption, melds: Sequence[Meld], seat: Seat) -> tuple[int, float]:
    """``(shanten, score)``: a ready hand without a legal wait counts as 1-shanten."""
    if option.shanten == 0:
        w = ready_weight(option, melds, seat)
        if w > 0:
            return 0, w
        return 1, float(option.live_useful) * 0.5
    return option.shanten, float(option.live_useful)


def reachable_plan(res: ClaimResult, seat: Seat, slack: int) -> str | None:
    """Name of a fan plan that still reaches 8 after a claim, within ``slack`` of the
    hand's plain shanten; ``None`` if there is none."""
    plain = shanten(res.counts, len(res.melds))
    for score in rank_targets(res.counts, res.melds, seat.seat_wind, seat.prevalent, 3):
        if not score.short and score.shanten <= plain + slack:
            return score.target.name
    return None


class StandardBot(BotBase):
    """Tile efficiency with live counts, a legal-win check when ready, and claims
    only when they help and keep 8 fan in reach.

    Args:
        seed: seeds the bot's RNG (unused for choices: the level is deterministic).
    """

    level = "standard"

    def on_turn(self, view: SeatView, seat: Seat) -> Action:
        """Discard for the best (shanten, live useful tiles); kong when free."""
        m = len(seat.melds)
        options = discard_options(seat.counts, m, seat.live, discard_tiles(view.legal))
        scored = [(effective(o, seat.melds, seat), o) for o in options]
        (best_s, best_w), best = min(
            scored,
            key=lambda x: (x[0][0], -x[0][1],
                           keep_value(x[1].tile.index, seat.seat_wind, seat.prevalent),
                           -x[1].tile.index))
        concealed, added = turn_kongs(view.legal)
        for k in concealed:
            rest = list(seat.counts)
            rest[k.tile.index] -= 4
            if shanten(rest, m + 1) <= best.shanten:
                self._reason = f"{k.text}: keeps {shanten_text(best.shanten)}"
                return k
        for ak in added:
            if ak.tile == best.tile or any(
                    o.tile == ak.tile and o.shanten == best.shanten for o in options):
                self._reason = f"{ak.text}: the tile is spare, draw a replacement"
                return ak
        if best_s == 0:
            note = f"ready, {best_w:g} live winning tiles"
        else:
            note = f"{shanten_text(best_s)}, {best.live_useful} live tiles"
        self._reason = f"discard {best.tile.text}: keeps {note}"
        return Discard(best.tile)

    def on_claim(self, view: SeatView, seat: Seat) -> Action:
        """Claim when the claim lowers the shanten and 8 fan stays reachable."""
        claim = view.pending_claim
        m = len(seat.melds)
        now = shanten(seat.counts, m)
        if claim is not None and not claim.robbing:
            offset = discarder_offset(view)
            for action in claims(view.legal):
                res = after_claim(seat, action, claim.tile, offset)
                if res is None:
                    continue
                if isinstance(action, Kong):
                    after = shanten(res.counts, len(res.melds))
                    better = after <= now
                else:
                    after = min(o.shanten for o in discard_options(
                        res.counts, len(res.melds), seat.live))
                    better = after < now
                if not better:
                    continue
                plan = reachable_plan(res, seat, 1)
                if plan is None:
                    continue
                self._reason = (f"{action.text}: {shanten_text(now)} -> "
                                f"{shanten_text(after)}, 8 fan reachable via {plan}")
                return action
        self._reason = f"pass: keeps {shanten_text(now)}"
        return Pass()
