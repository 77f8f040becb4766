"""The ``beginner`` level: lowest shanten, some seeded noise, no defence, no fan planning."""

from __future__ import annotations

from bots.analysis import shanten
from bots.base import (
    BotBase,
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
from mahjong_tui.engine.actions import Action, Discard, Pass
from mahjong_tui.engine.views import SeatView

__all__ = ["BeginnerBot"]

NOISE = 0.2
"""Chance of picking any discard that keeps the lowest shanten, ignoring acceptance."""


class BeginnerBot(BotBase):
    """Keeps the shanten lowest; among equals prefers more useful kinds (copies not
    counted), with seeded noise. Claims whenever a claim lowers the shanten,
    whatever it does to the fan. Wins whenever it may.

    Args:
        seed: seeds the noise.
    """

    level = "beginner"

    def on_turn(self, view: SeatView, seat: Seat) -> Action:
        """Discard for the lowest shanten; declare a kong that costs nothing."""
        m = len(seat.melds)
        options = discard_options(seat.counts, m, [4] * 34, discard_tiles(view.legal))
        best = min(o.shanten for o in options)
        concealed, added = turn_kongs(view.legal)
        for k in concealed:
            rest = list(seat.counts)
            rest[k.tile.index] -= 4
            if shanten(rest, m + 1) <= best:
                self._reason = f"{k.text}: keeps {shanten_text(best)}"
                return k
        for ak in added:
            rest = list(seat.counts)
            rest[ak.tile.index] -= 1
            if shanten(rest, m) <= best:
                self._reason = f"{ak.text}: keeps {shanten_text(best)}"
                return ak
        pool = [o for o in options if o.shanten == best]
        if self.rng.random() < NOISE:
            choice = self.rng.choice(pool)
            note = "a hunch"
        else:
            choice = min(pool, key=lambda o: (-o.useful.bit_count(),
                                              keep_value(o.tile.index, seat.seat_wind,
                                                         seat.prevalent),
                                              -o.tile.index))
            note = f"{choice.useful.bit_count()} useful kinds"
        self._reason = f"discard {choice.tile.text}: keeps {shanten_text(best)}, {note}"
        return Discard(choice.tile)

    def on_claim(self, view: SeatView, seat: Seat) -> Action:
        """Claim when it lowers the shanten."""
        claim = view.pending_claim
        now = shanten(seat.counts, len(seat.melds))
        if claim is not None and not claim.robbing:
            offset = discarder_offset(view)
            for action in claims(view.legal):
                res = after_claim(seat, action, claim.tile, offset)
                if res is None:
                    continue
                m = len(res.melds)
                after = _best_after(res.counts, m, is_kong=action.text.startswith("kong"))
                if after < now:
                    self._reason = (f"{action.text}: {shanten_text(now)} -> "
                                    f"{shanten_text(after)}")
                    return action
        self._reason = f"pass: keeps {shanten_text(now)}"
        return Pass()


def _best_after(counts: tuple[int, ...], melds: int, *, is_kong: bool) -> int:
    """Shanten after a claim: a kong's hand is already 13-style, a chow or pung
    still discards."""
    if is_kong:
        return shanten(counts, melds)
    return min(o.shanten for o in discard_options(counts, melds, [4] * 34))
