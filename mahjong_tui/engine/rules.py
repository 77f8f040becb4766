"""The ruleset seam: what the engine asks a ruleset, and what it asks per hand.

The table state machine (:mod:`mahjong_tui.engine.hand`) runs the flow every
ruleset shares: deal, setup choices, draw, discard, claims, kongs, wins, the end
of the hand. At named points it asks a :class:`Ruleset` (about the match and the
equipment) or the :class:`HandRules` the ruleset made for the hand (about wins,
payments and the choices of the moment). It never asks *which* ruleset it runs.

Each ruleset lives in its own package under :mod:`mahjong_tui.rulesets` and is
found by name through :func:`mahjong_tui.rulesets.get_ruleset`.
See ``docs/rules-variation.md``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from mahjong_tui.engine.actions import Action, Discard
from mahjong_tui.engine.events import Event, Standing
from mahjong_tui.engine.melds import Meld
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.engine.wall import Deal, WallBreak, WallGeometry

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand
    from mahjong_tui.engine.match import Seating

__all__ = ["HandOutcome", "HandRules", "HandRulesDefaults", "HandShapes", "RuleOptionError",
           "Ruleset", "SetupStep", "WinCheck", "WinProbe"]


class RuleOptionError(ValueError):
    """A ruleset option the engine does not implement, or a value out of range."""


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """How a hand ended, as the next hand's seating needs it.

    Attributes:
        hand_number: the hand.
        dealer: who dealt it.
        winners: the players who won, in order.
        first_win_from: who discarded (or added the robbed kong) for the first win,
            ``None`` for a self-draw or no win.
        first_win_count: how many players won on that first discard.
        carry: what the ruleset carries into the next hand (Beijing: the floor of
            上楼), from :meth:`HandRules.carry_over`; ``None`` for most rulesets.
    """

    hand_number: int
    dealer: int
    winners: tuple[int, ...]
    first_win_from: int | None
    first_win_count: int
    carry: Any = None


@dataclass(frozen=True, slots=True)
class WinCheck:
    """A ruleset's answer to "may this player declare a win now, and is it one?".

    Attributes:
        offer: ``win`` is among the player's legal actions.
        result: the score of the legal win, or ``None`` when declaring would be a
            false win (competition rules offer every win and penalise false ones).
        flags: the situation of the win as the ruleset's scorer saw it (MCR's
            ``WinFlags``), written into the ``Won`` event.
    """

    offer: bool
    result: Any = None
    flags: Any = None


NO_WIN = WinCheck(False)


@dataclass(frozen=True, slots=True)
class HandShapes:
    """What the complete hands of a ruleset look like, for the analysis of bots and
    hints (shanten, useful tiles); the ruleset's win check stays the judge.

    A ruleset that a shape-parametrised bot plays offers it as its ``shapes``
    attribute. Wild tiles change from hand to hand: the hand rules publish their
    kinds as the public note ``"wilds"`` (a tuple of tile indices).

    Attributes:
        kinds: the tile kinds (indices) in the set.
        chows: sets may be chows as well as pungs (in the hand; claiming a chow is
            the ruleset's ``chow_allowed``).
        seven_pairs: seven pairs is a complete hand.
        four_as_two_pairs: in seven pairs, four of a kind counts as two pairs (龙七对).
        open_hand_required: a win needs at least one claimed meld (Jindi 开门).
        discard_win_needs_concealed: a claimed chow, pung or exposed kong rules out
            winning on a discard, so the hand then wins by self-draw only (Beijing);
            a bot weighs that before it claims.
    """

    kinds: tuple[int, ...]
    chows: bool = True
    seven_pairs: bool = True
    four_as_two_pairs: bool = True
    open_hand_required: bool = False
    discard_win_needs_concealed: bool = False


@dataclass(frozen=True, slots=True)
class WinProbe:
    """A win a bot asks the ruleset to value, built from its seat view alone.

    A ruleset that scores wins for bots offers ``win_value(probe) -> int``: what the
    winner would receive for the win itself, from its own scorer (0 when it would
    not be a legal win). On a discard the discarder is not known yet: the ruleset
    values it as a non-dealer's discard.

    Attributes:
        concealed: the concealed tiles with the winning tile, sorted.
        melds: the player's declared melds.
        win_tile: the winning tile.
        self_drawn: won by self-draw (else on a discard).
        dealer: the player deals this hand.
        notes: the hand's public notes (``view.notes``: the wilds, Beijing's floor...).
    """

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    win_tile: Tile
    self_drawn: bool
    dealer: bool = False
    notes: tuple[tuple[str, Any], ...] = ()

    def note(self, key: str, default: Any = None) -> Any:
        """The value of the public note ``key``, or ``default``."""
        for k, v in self.notes:
            if k == key:
                return v
        return default


class SetupStep(Protocol):
    """A phase after the deal in which every seat chooses at once (Sichuan: the
    exchange of three, the void declaration). Choices stay secret until all are in."""

    name: str

    def choices(self, hand: Hand, player: int) -> tuple[Action, ...]:
        """The legal choices of ``player``."""
        ...

    def resolve(self, hand: Hand, answers: dict[int, Action]) -> list[Event]:
        """Carry out every seat's choice at once; return the events."""
        ...


class HandRules(Protocol):
    """The rules of one hand, with the state they keep (caches, kong income...)."""

    setup_steps: tuple[SetupStep, ...]

    def self_drawn_win(self, player: int) -> WinCheck:
        """May ``player`` (on turn, with a drawn tile) declare a self-drawn win?"""
        ...

    def discard_win(self, player: int, tile: Tile, from_player: int, *,
                    robbing: bool) -> WinCheck:
        """May ``player`` win on ``tile`` discarded (or added to a kong) by ``from_player``?"""
        ...

    def must_win(self, player: int) -> bool:
        """True when a player able to win now is obliged to (Sichuan 后4张必胡)."""
        ...

    def win_fan(self, result: Any) -> int:
        """The fan of a legal win's result (compared by the 过水 rule)."""
        ...

    def discard_choices(self, player: int, held: Sequence[int]) -> Iterable[Discard]:
        """The discards ``player`` may make, from the counts of the kinds ``held``
        (in tile order)."""
        ...

    def may_meld(self, player: int, tile: Tile) -> bool:
        """May ``player`` pung or kong ``tile`` at all (Sichuan: not the void suit)?"""
        ...

    def on_win(self, player: int, from_player: int | None, tile: Tile, check: WinCheck, *,
               robbing: bool) -> tuple[tuple[int, ...], list[Event]]:
        """Payments of a legal win: ``(payments, extra events)``; payments are per
        player and zero-sum (players who are out pay nothing)."""
        ...

    def on_false_win(self, player: int, tile: Tile) -> Event:
        """Penalise a declared win that is not one (competition rules)."""
        ...

    def on_kong(self, player: int, meld: Meld, from_player: int | None, *,
                with_drawn: bool) -> list[Event]:
        """Payments for a kong (Sichuan 刮风下雨); events only, the engine adds them up."""
        ...

    def on_discard(self, player: int, tile: Tile) -> list[Event]:
        """Note a discard (Sichuan: the 杠上炮 window closes after it); return its
        payments, if the ruleset has any (Beijing 跟庄)."""
        ...

    def hand_over_after_win(self) -> bool:
        """Does the hand end now that someone has won (MCR yes, Sichuan at the third)?"""
        ...

    def on_exhausted(self) -> list[Event]:
        """Settle a drawn hand: the wall ran out, or :meth:`abandon_reason` ended it
        (Sichuan 查花猪, 查大叫, refunds)."""
        ...

    def tiles_changed(self, player: int) -> None:
        """``player``'s tiles other than the drawn one changed (forget cached waits)."""
        ...

    def tiles_swapped(self, player: int, out_kind: int, in_kind: int) -> None:
        """``player``, on turn after a draw, discarded a tile of kind ``out_kind``
        other than the drawn one (of kind ``in_kind``): his tiles other than the
        drawn one lost that tile and took the drawn one. A change as
        :meth:`tiles_changed`, told with what changed, so that rules keeping facts
        of those tiles may bring them up to date instead of working them out again."""
        ...

    def kept_back(self) -> int:
        """Tiles at the wall's tail that live draws may not take (Beijing: the
        reserve for kong replacements, see ``docs/rulesets/beijing.md``); the hand
        is a draw when a live draw would take one of them. 0: the wall is drawn to
        its last tile."""
        ...

    def may_claim(self, player: int, tile: Tile, from_player: int) -> bool:
        """May ``player`` chow, pung or kong ``tile`` discarded by ``from_player``
        (Hangzhou: never a discarded 财神, nobody while another player is 财飘)?"""
        ...

    def turn_up_count(self) -> int:
        """How many tiles are turned face up from the live wall after the deal
        (Hangzhou 翻财神: one, whose kind names the wild tiles). They are out of play;
        the table shows them and the rules read them from ``hand.turned_up``."""
        ...

    def abandon_reason(self) -> str | None:
        """Asked after every kong: a reason to end the hand as a draw now (Beijing
        三家杠荒牌), else ``None``."""
        ...

    def public_notes(self) -> tuple[tuple[str, Any], ...]:
        """What the table shows of this ruleset's own state, as ``(key, value)``
        pairs everyone may see (the wild tile, Beijing's floor and reserve...)."""
        ...

    def carry_over(self) -> Any:
        """What the next hand's rules need from this one (Beijing's floor), kept in
        :attr:`HandOutcome.carry`; ``None`` when nothing carries over."""
        ...

    def win_filter(self, player: int) -> frozenset[int] | None:
        """A cheap pre-check before the win checks: the tile kinds that may complete
        ``player``'s tiles without the drawn one (a superset of the waits), or
        ``None`` to check every tile. Until :meth:`tiles_changed` is called for him
        the answer may narrow but never widen: the engine keeps the first one."""
        ...


class HandRulesDefaults:
    """The answers of a ruleset that has no use for the optional hooks of
    :class:`HandRules`; a ruleset's hand rules inherit it and override what they need."""

    def kept_back(self) -> int:
        """The whole wall is drawn (the playout loop skips the call)."""
        return 0

    def on_discard(self, player: int, tile: Tile) -> list[Event]:
        """Nothing to note, nothing paid (the playout loop skips the call)."""
        return []

    def tiles_changed(self, player: int) -> None:
        """Nothing is kept of the players' tiles."""

    def tiles_swapped(self, player: int, out_kind: int, in_kind: int) -> None:
        """A change like any other (:meth:`tiles_changed`)."""
        self.tiles_changed(player)

    def may_claim(self, player: int, tile: Tile, from_player: int) -> bool:
        """Every discard may be claimed."""
        return True

    def turn_up_count(self) -> int:
        """Nothing is turned up."""
        return 0

    def abandon_reason(self) -> str | None:
        """A hand ends only by a win or an empty wall."""
        return None

    def public_notes(self) -> tuple[tuple[str, Any], ...]:
        """Nothing beyond the common table."""
        return ()

    def carry_over(self) -> Any:
        """Nothing carries over."""
        return None

    def win_filter(self, player: int) -> frozenset[int] | None:
        """No pre-check: every tile goes to the win check."""
        return None


class Ruleset(Protocol):
    """A rule system: its equipment, its match, and the rules of each hand.

    Attributes:
        name: the name written into records (``mcr``, ``sichuan``...).
        family: the rule family (``mcr``, ``sichuan``): same tiles, same fan names.
        hands_per_match: hands in a match.
        starting_points: every player's score when the match starts.
        geometry: the wall's stacks.
        chow_allowed: the next player may chow a discard.
        multiple_winners: everyone who can win on a discard does (一炮多响).
        seat_swap_before_west: MCR's seat swap before hand 9 (for views of the seats).
        min_fan: the least fan of a legal win (0 where every complete hand wins).
        robbing_kong: a tile added to an exposed pung may be won on (抢杠).
        add_kong_any_tile: a held tile may be added to a pung on one's turn (MCR
            decision: only the tile just drawn).
        last_discard_claimable: pung, chow or kong may take the discard made after
            the wall's last tile (MCR decision: only a win).
        pung_on_last_discard: that discard may still be punged (SBR 7.5).
        passed_win_bars: 过水不胡, a passed win on a discard bars discard wins until
            the player's next draw, unless for more fan.
        replacement_from_tail: a kong's replacement comes from the tail (MCR) or
            is the next live tile (Sichuan 杠牌顺拿牌).
        kong_after_pung: a concealed kong may be declared right after a pung (SBR: no).
    """

    @property
    def name(self) -> str: ...

    @property
    def family(self) -> str: ...

    @property
    def hands_per_match(self) -> int: ...

    @property
    def starting_points(self) -> int: ...

    @property
    def chow_allowed(self) -> bool: ...

    @property
    def multiple_winners(self) -> bool: ...

    @property
    def seat_swap_before_west(self) -> bool: ...

    @property
    def min_fan(self) -> int: ...

    @property
    def robbing_kong(self) -> bool: ...

    @property
    def add_kong_any_tile(self) -> bool: ...

    @property
    def last_discard_claimable(self) -> bool: ...

    @property
    def pung_on_last_discard(self) -> bool: ...

    @property
    def passed_win_bars(self) -> bool: ...

    @property
    def replacement_from_tail(self) -> bool: ...

    @property
    def kong_after_pung(self) -> bool: ...

    @property
    def geometry(self) -> WallGeometry:
        """The wall."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """The ruleset as written into a record header."""
        ...

    def tile_set(self) -> list[Tile]:
        """Every tile of the set, sorted."""
        ...

    def random_deal(self, rng: random.Random, hand_number: int) -> Deal:
        """Shuffle the wall and throw the dice for hand ``hand_number``."""
        ...

    def check_deal(self, deal: Deal) -> None:
        """Raise ``ValueError`` unless ``deal`` is a full tile set with valid dice."""
        ...

    def wall_break(self, deal: Deal) -> WallBreak:
        """Where the dice open the wall."""
        ...

    def seating(self, hand_number: int, previous: HandOutcome | None,
                last: Seating | None, deal: Deal, *, start_hand: int,
                first_dealer: int | None) -> Seating:
        """Who deals hand ``hand_number`` and the seats, from the previous hand."""
        ...

    def hand_rules(self, hand: Hand) -> HandRules:
        """A fresh :class:`HandRules` for ``hand``."""
        ...

    def standings(self, scores: Sequence[int]) -> tuple[Standing, ...]:
        """The final table of a match."""
        ...

    def summary(self, lang: str = "en") -> str:
        """One line for menus, in ``lang`` (``en`` or ``zh``)."""
        ...

    def label(self, lang: str = "en") -> str:
        """The rules' short name in ``lang`` (``en`` or ``zh``): the help screen's
        heading, the table's top line."""
        ...

    def describe(self, lang: str = "en") -> tuple[str, ...]:
        """The rules in force, a line each, with the options that are on, in ``lang``
        (``en`` or ``zh``)."""
        ...
