"""Chinese Official rules (MCR.md) as a ruleset: the match, the equipment, the options.

The rules of each hand (wins, fan, payments, false wins) are in
:mod:`mahjong_tui.rulesets.mcr.hand_rules`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from typing import TYPE_CHECKING, Any

from mahjong_tui.engine.events import Standing
from mahjong_tui.engine.match import Seating, seating, standings
from mahjong_tui.engine.rules import HandOutcome, HandRules, RuleOptionError
from mahjong_tui.engine.tiles import Tile, full_tile_set
from mahjong_tui.engine.wall import (
    MCR_GEOMETRY,
    Deal,
    WallBreak,
    WallGeometry,
    break_of,
    random_deal,
)
from mahjong_tui.rulesets.mcr import rule_sheet
from mahjong_tui.rulesets.options import options_from_dict

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand

__all__ = ["MCR", "MCR_COMPETITION", "McrRuleset", "mcr_from_dict", "mcr_header_from_dict"]

_NO_FLOWERS = WallGeometry((17, 17, 17, 17))


@dataclass(frozen=True, slots=True)
class McrRuleset:
    """Chinese Official rules and their options.

    Attributes:
        name: identifier written into game records (``mcr``, ``mcr-competition``).
        min_fan: the minimum fan (flowers excluded) for a legal win.
        flowers: the eight flowers are in the set (144 tiles) and are replaced;
            without them the wall has 136 tiles in walls of 17 stacks.
        honors: winds and dragons are in the set (MCR needs them: must be true).
        hands_per_match: hands in a match (MCR: 4 rounds of 4 = 16).
        starting_points: every player's score at the start of a match.
        base_payment: the base every loser pays a winner (MCR: 8).
        competition: accept any declared win and penalise false ones (错和/诈和)
            instead of offering only legal wins.
        false_win_penalty: paid to each other player for a false win on a
            complete-but-under-minimum or incomplete hand (MCR: 10).
        not_ready_penalty: paid to each other player when the declarer was not
            even ready (诈和, MCR: 20).
        chow_allowed: the next player may chow a discard.
        multiple_winners: several players may win on one discard (MCR: no, only the
            first in play order after the discarder, 截和; must be false).
        play_continues_after_win: the hand goes on after a win (must be false).
        robbing_kong: a tile added to an exposed pung may be won on (抢杠和).
        seat_swap_before_west: East/South and West/North swap before hand 9.
        dealer_passes_every_hand: no dealer repeat (MCR; must be true).
        last_discard_claimable: pung/chow/kong may claim the discard made after the
            wall's last tile (MCR decision: no, only a win can take it).
        tied_places_share: tied final scores split the table points of the places
            they tie for (4/2/1/0: two tied first get 3 each); records from before
            this option read back with it off (each tied player got the better
            rank's points).
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
    tied_places_share: bool = True

    def __post_init__(self) -> None:
        unsupported = [
            ("honors", not self.honors, "MCR's fan table needs winds and dragons"),
            ("multiple_winners", self.multiple_winners, "MCR gives a discard to one winner"),
            ("play_continues_after_win", self.play_continues_after_win,
             "an MCR hand ends at its win"),
            ("dealer_passes_every_hand", not self.dealer_passes_every_hand,
             "MCR's dealer passes every hand"),
        ]
        for name, bad, why in unsupported:
            if bad:
                raise RuleOptionError(f"ruleset option {name}={getattr(self, name)!r} is not "
                                      f"supported ({why})")
        for name in ("min_fan", "base_payment", "false_win_penalty", "not_ready_penalty",
                     "starting_points"):
            if getattr(self, name) < 0:
                raise RuleOptionError(f"ruleset option {name} must be 0 or more")
        if not 1 <= self.hands_per_match <= 16:
            raise RuleOptionError("ruleset option hands_per_match must be 1..16")

    # -- what the engine reads -------------------------------------------------
    @property
    def family(self) -> str:
        """``mcr``."""
        return "mcr"

    @property
    def add_kong_any_tile(self) -> bool:
        """Only the tile just drawn may be added to a pung (decision)."""
        return False

    @property
    def pung_on_last_discard(self) -> bool:
        """Only a win takes the discard after the wall's last tile."""
        return False

    @property
    def passed_win_bars(self) -> bool:
        """MCR has no 过水 rule."""
        return False

    @property
    def replacement_from_tail(self) -> bool:
        """Kong and flower replacements come from the tail."""
        return True

    @property
    def kong_after_pung(self) -> bool:
        """A concealed kong may follow a pung (decision)."""
        return True

    @property
    def geometry(self) -> WallGeometry:
        """Four walls of 18 stacks (17 without flowers)."""
        return MCR_GEOMETRY if self.flowers else _NO_FLOWERS

    def to_dict(self) -> dict[str, Any]:
        """All fields as a JSON-ready dict (written into game records)."""
        return asdict(self)

    def tile_set(self) -> list[Tile]:
        """144 tiles (136 without flowers), sorted."""
        return full_tile_set(flowers=self.flowers)

    def random_deal(self, rng: random.Random, hand_number: int) -> Deal:
        """A shuffled wall and both throws."""
        return random_deal(rng, flowers=self.flowers)

    def check_deal(self, deal: Deal) -> None:
        """Raise ``ValueError`` unless ``deal`` holds the full set and valid dice."""
        if sorted(deal.tiles) != self.tile_set():
            raise ValueError("the wall is not a full tile set")
        break_of(deal.dealer_dice, deal.second_dice)
        if deal.extra_dice:
            raise ValueError("MCR throws no extra dice")

    def wall_break(self, deal: Deal) -> WallBreak:
        """The two-throw break of MCR.md."""
        brk = break_of(deal.dealer_dice, deal.second_dice)
        if self.flowers:
            return brk
        return _NO_FLOWERS.break_at(brk.thrower, brk.thrower, brk.total)

    def seating(self, hand_number: int, previous: HandOutcome | None,
                last: Seating | None, deal: Deal, *, start_hand: int,
                first_dealer: int | None) -> Seating:
        """The dealer passes every hand; the seat swap before the West round."""
        return seating(hand_number, swap=self.seat_swap_before_west, start_hand=start_hand,
                       first_dealer=first_dealer)

    def hand_rules(self, hand: Hand) -> HandRules:
        """MCR's rules for one hand."""
        from mahjong_tui.rulesets.mcr.hand_rules import McrHandRules

        return McrHandRules(self, hand)

    def standings(self, scores: Sequence[int]) -> tuple[Standing, ...]:
        """Table points 4/2/1/0."""
        return standings(scores, share=self.tied_places_share)

    def summary(self, lang: str = "en") -> str:
        """One line for menus, in ``lang`` (``en`` or ``zh``)."""
        return rule_sheet.summary(self, lang)

    def label(self, lang: str = "en") -> str:
        """The rules' short name in ``lang`` (``en`` or ``zh``): the help screen's
        heading, the table's top line."""
        return rule_sheet.label(self, lang)

    def describe(self, lang: str = "en") -> tuple[str, ...]:
        """The rules in force, a line each, with the options that are on, in ``lang``
        (``en`` or ``zh``)."""
        return rule_sheet.rule_lines(self, lang)


MCR = McrRuleset()
"""Chinese Official rules; only legal wins are offered."""

MCR_COMPETITION = replace(MCR, name="mcr-competition", competition=True)
"""Chinese Official rules as in competition: any declared win is accepted and a
false one is penalised (10 or 20 to each other player), then play continues."""


def mcr_from_dict(data: dict[str, Any]) -> McrRuleset:
    """Rebuild an MCR ruleset written by :meth:`McrRuleset.to_dict`.

    Raises:
        ValueError: on unknown fields, wrong value types or unsupported options.
    """
    # Headers from before the option read back with the rule of that time.
    return options_from_dict(McrRuleset, {"tied_places_share": False, **data})


def mcr_header_from_dict(data: dict[str, Any]) -> McrRuleset:
    """Rebuild the MCR ruleset of a record header: :func:`mcr_from_dict` without the
    ``family`` field (headers of the first record format have none).

    Raises:
        ValueError: as :func:`mcr_from_dict`.
    """
    return mcr_from_dict({k: v for k, v in data.items() if k != "family"})
