"""Rulesets: every rule that differs between variants, in one frozen value.

The state machine (:mod:`mahjong_tui.engine.game`) reads its variation points from a
:class:`Ruleset` instead of hard-coding MCR, so that a second ruleset (Sichuan
"bloody battle", see ``docs/rules-variation.md``) can be added later by new
field values plus a few branches, not a rewrite.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

__all__ = ["MCR", "MCR_COMPETITION", "RULESETS", "Ruleset", "ruleset_from_dict"]


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The variation points of the game.

    Attributes:
        name: identifier written into game records (``mcr``, ``mcr-competition``).
        min_fan: the minimum fan (flowers excluded) for a legal win.
        flowers: the eight flowers are in the set (144 tiles) and are replaced.
        honors: winds and dragons are in the set (Sichuan: no).
        hands_per_match: hands in a match (MCR: 4 rounds of 4 = 16).
        starting_points: every player's score at the start of a match.
        base_payment: the base every loser pays a winner (MCR: 8).
        competition: accept any declared win and penalise false ones (错和/诈和)
            instead of offering only legal wins.
        false_win_penalty: paid to each other player for a false win on a
            complete-but-under-minimum or incomplete hand (MCR: 10).
        not_ready_penalty: paid to each other player when the declarer was not
            even ready (诈和, MCR: 20).
        chow_allowed: the next player may chow a discard (Sichuan: no).
        multiple_winners: several players may win on one discard (Sichuan: yes;
            MCR: only the first in play order after the discarder, 截和).
        play_continues_after_win: the hand goes on after a win (Sichuan 血战到底).
        robbing_kong: a tile added to an exposed pung may be won on (抢杠和).
        seat_swap_before_west: East/South and West/North swap before hand 9.
        dealer_passes_every_hand: no dealer repeat (MCR).
        last_discard_claimable: pung/chow/kong may claim the discard made after the
            wall's last tile (MCR decision: no, only a win can take it).
    """

    name: str = "mcr"
    min_fan: int = 8
    flowers: bool = True
    honors: bool = True
    hands_per_match: int = 16
    starting_points: int = 500
    base_payment: int = 8
    competition: bool = False
    false_win_penalty: int = 10
    not_ready_penalty: int = 20
    chow_allowed: bool = True
    multiple_winners: bool = False
    play_continues_after_win: bool = False
    robbing_kong: bool = True
    seat_swap_before_west: bool = True
    dealer_passes_every_hand: bool = True
    last_discard_claimable: bool = False

    def to_dict(self) -> dict[str, Any]:
        """All fields as a JSON-ready dict (written into game records)."""
        return asdict(self)


MCR = Ruleset()
"""Chinese Official rules; only legal wins are offered."""

MCR_COMPETITION = replace(MCR, name="mcr-competition", competition=True)
"""Chinese Official rules as in competition: any declared win is accepted and a
false one is penalised (10 or 20 to each other player), then play continues."""

RULESETS: dict[str, Ruleset] = {r.name: r for r in (MCR, MCR_COMPETITION)}
"""Named rulesets, by :attr:`Ruleset.name`."""


def ruleset_from_dict(data: dict[str, Any]) -> Ruleset:
    """Rebuild a ruleset written by :meth:`Ruleset.to_dict`.

    Raises:
        ValueError: on unknown fields or wrong value types.
    """
    known = {f.name: f for f in fields(Ruleset)}
    unknown = sorted(set(data) - set(known))
    if unknown:
        raise ValueError(f"unknown ruleset field(s): {', '.join(unknown)}")
    defaults = Ruleset()
    for key, value in data.items():
        expected = type(getattr(defaults, key))
        if type(value) is not expected:
            raise ValueError(f"ruleset field {key!r} must be {expected.__name__}")
    return Ruleset(**data)
