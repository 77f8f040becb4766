"""The Beijing scorer: is a hand a legal win, its fans, and what each payer owes.

Rules [000:1011] (REGIONAL.md §1): fans are added and the value is
``base × 2^fan``; each floor of 上楼 adds one fan; at most ``fan_cap`` fan, and no
payer loses more than ``payer_cap`` on a win. A payer's share is
``base × 2^fan``, doubled when he or the winner is the dealer. On a self-draw each
other player pays his share; on a discard the discarder alone pays (包庄) his own
share and one non-dealer bystander's. After a chow, pung or exposed kong a hand
wins only by self-draw; 推倒和 (no fan) wins only by self-draw.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.engine.melds import Meld, MeldKind
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.rulesets.beijing.scoring.fans import FANS, BeijingFan, fan
from mahjong_tui.rulesets.sets_and_pair import (
    SetKind,
    counts_of,
    is_seven_pairs,
    readings,
    waits,
)
from mahjong_tui.rulesets.tile_limits import tile_set_problem

__all__ = ["BeijingScore", "BeijingScoring", "BeijingSituation", "PayerShare",
           "score_beijing", "share", "win_shares"]

_FIVE_CHARACTERS = 4   # 5m
_FOUR_CHARACTERS = 3   # 4m, the first tile of the chow 4m5m6m


@dataclass(frozen=True, slots=True)
class BeijingScoring:
    """The money of a win.

    Attributes:
        base: a non-dealer's share at 0 fan (平点 is twice it).
        fan_cap: the most fan a win counts, floors included.
        payer_cap: the most one payer loses on a win.
    """

    base: int = 10
    fan_cap: int = 6
    payer_cap: int = 640


@dataclass(frozen=True, slots=True)
class BeijingSituation:
    """A win to score.

    Attributes:
        concealed: the concealed tiles, the winning tile included (14 less 3 per meld).
        melds: the melds on the table (concealed kongs included).
        win_tile: the winning tile.
        self_drawn: won on one's own draw.
        winner_is_dealer: the winner deals this hand.
        discarder_is_dealer: the discarder (or the player robbed of his kong) deals.
        after_kong: the winning tile is a kong's replacement (杠上开花).
        last_tile: the last live tile, drawn or discarded (海底捞月).
        robbing_kong: won on a tile added to a kong (counts as a discard win).
        floor: the table's floor of 上楼 (0..2), one fan each.
    """

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    win_tile: Tile
    self_drawn: bool
    winner_is_dealer: bool = False
    discarder_is_dealer: bool = False
    after_kong: bool = False
    last_tile: bool = False
    robbing_kong: bool = False
    floor: int = 0


@dataclass(frozen=True, slots=True)
class PayerShare:
    """What one payer owes on a win.

    Attributes:
        payer: ``discarder``, ``dealer`` or ``non-dealer``.
        amount: the payment, after the cap.
        uncapped: the payment before the cap.
    """

    payer: str
    amount: int
    uncapped: int


@dataclass(frozen=True, slots=True)
class BeijingScore:
    """The score of a hand.

    Attributes:
        is_win: the hand is a legal win in this situation.
        reason: why not, when it is not.
        shape: ``sets`` (4 sets and a pair), ``seven pairs`` or ``""``.
        fans: the fans counted, in the list's order.
        raw_fan: their sum.
        floor: the floors of 上楼 added.
        total_fan: ``raw_fan + floor`` within the cap.
        pushdown: 推倒和, no fan of the list.
        shares: the payments, one per payer.
    """

    is_win: bool
    reason: str = ""
    shape: str = ""
    fans: tuple[BeijingFan, ...] = ()
    raw_fan: int = 0
    floor: int = 0
    total_fan: int = 0
    pushdown: bool = False
    shares: tuple[PayerShare, ...] = ()

    @property
    def received(self) -> int:
        """Everything the winner receives for the win itself (kong money aside)."""
        return sum(s.amount for s in self.shares)

    def breakdown_lines(self) -> tuple[str, ...]:
        """The breakdown, a line each: the fans, the floors, the fan counted, the
        payments."""
        lines = [f"{f.zh} {f.en}: {f.fan} fan" for f in self.fans]
        if self.pushdown:
            lines.append("推倒和 push-down win: 0 fan")
        floor = f" + {self.floor} floor{'s' if self.floor > 1 else ''}" if self.floor else ""
        capped = " (cap)" if self.raw_fan + self.floor > self.total_fan else ""
        lines.append(f"= {self.raw_fan} fan{floor} -> {self.total_fan} fan{capped}")
        lines.append("; ".join(f"{s.payer} pays {s.amount}" for s in self.shares))
        return tuple(lines)


def share(scoring: BeijingScoring, total_fan: int, *, dealer: bool) -> int:
    """One payer's share before the cap: ``base × 2^fan``, doubled with the dealer."""
    return scoring.base * (1 << total_fan) * (2 if dealer else 1)


def win_shares(scoring: BeijingScoring, total_fan: int, *, self_drawn: bool,
               winner_is_dealer: bool, discarder_is_dealer: bool = False
               ) -> tuple[PayerShare, ...]:
    """The payments of a win of ``total_fan`` (floors and cap already applied).

    At 0 fan: 平点 20, 庄点 30 (the dealer deals in), 点庄 40 (the dealer wins on a
    discard), 平摸 40 (dealer 20, the others 10), 庄摸 60 (20 each).
    """
    cap = scoring.payer_cap

    def capped(payer: str, amount: int) -> PayerShare:
        return PayerShare(payer, min(cap, amount), amount)

    if self_drawn:
        if winner_is_dealer:
            each = share(scoring, total_fan, dealer=True)
            return tuple(capped("non-dealer", each) for _ in range(3))
        return (capped("dealer", share(scoring, total_fan, dealer=True)),
                capped("non-dealer", share(scoring, total_fan, dealer=False)),
                capped("non-dealer", share(scoring, total_fan, dealer=False)))
    own = share(scoring, total_fan, dealer=winner_is_dealer or discarder_is_dealer)
    bystander = share(scoring, total_fan, dealer=winner_is_dealer)
    return (capped("discarder", own + bystander),)


def score_beijing(situation: BeijingSituation,
                  scoring: BeijingScoring = BeijingScoring()) -> BeijingScore:
    """Score ``situation``: legality, the fans of its best reading, the payments.

    A hand the 136 tiles cannot hold (a fifth copy, a flower) is no win, its reason
    from :func:`~mahjong_tui.rulesets.tile_limits.tile_set_problem`.
    """
    s = situation
    impossible = tile_set_problem(s.concealed, s.melds)
    if impossible:
        return BeijingScore(False, impossible)
    counts = counts_of([t.index for t in s.concealed])
    if sum(counts) + 3 * len(s.melds) != 14 or s.win_tile not in s.concealed:
        return BeijingScore(False, "not fourteen tiles with the winning tile")
    best: tuple[int, str, tuple[BeijingFan, ...]] | None = None
    common = _common_fans(s)
    if not s.melds and is_seven_pairs(counts):
        pairs = fan("luxury_seven_pairs" if 4 in counts else "seven_pairs")
        fans = _ordered((*common, pairs))
        best = (sum(f.fan for f in fans), "seven pairs", fans)
    meld_sets = tuple(_meld_set(m) for m in s.melds)
    for sets, _pair in readings(counts):
        fans = _ordered((*common, *_reading_fans(s, counts, (*sets, *meld_sets), sets)))
        total = sum(f.fan for f in fans)
        if best is None or total > best[0]:
            best = (total, "sets", fans)
    if best is None:
        return BeijingScore(False, "not a complete hand")
    raw, shape, fans = best
    opened = any(not m.concealed for m in s.melds)
    reason = ""
    if not s.self_drawn and opened:
        reason = "after a chow, pung or exposed kong a hand wins only by self-draw"
    elif not s.self_drawn and raw == 0:
        reason = "推倒和 (no fan) wins only by self-draw"
    total_fan = min(scoring.fan_cap, raw + s.floor)
    shares = () if reason else win_shares(
        scoring, total_fan, self_drawn=s.self_drawn, winner_is_dealer=s.winner_is_dealer,
        discarder_is_dealer=s.discarder_is_dealer)
    return BeijingScore(not reason, reason, shape, fans, raw, s.floor, total_fan, raw == 0,
                        shares)


def _meld_set(m: Meld) -> SetKind:
    return ("chow" if m.kind is MeldKind.CHOW else "pung", m.tiles[0].index)


def _common_fans(s: BeijingSituation) -> list[BeijingFan]:
    """The fans that do not depend on how the concealed tiles are read."""
    out = []
    if all(m.concealed for m in s.melds):
        out.append(fan("concealed"))
    kinds = {t.index for t in s.concealed} | {m.tiles[0].index for m in s.melds}
    suits = {k // 9 for k in kinds if k < 27}
    honours = any(k >= 27 for k in kinds)
    if len(suits) == 1:
        out.append(fan("half_flush" if honours else "full_flush"))
    if len(s.melds) == 4:  # 大钓: twelve tiles melded, the pair's single wait
        out.append(fan("big_single_wait"))
    if s.last_tile:
        out.append(fan("last_tile"))
    if s.after_kong and s.self_drawn:
        out.append(fan("kong_bloom"))
    return out


def _reading_fans(s: BeijingSituation, counts: list[int], sets: tuple[SetKind, ...],
                  concealed_sets: tuple[SetKind, ...]) -> list[BeijingFan]:
    out = []
    if all(kind == "pung" for kind, _ in sets):
        out.append(fan("all_pungs"))
    chows = {k for kind, k in sets if kind == "chow"}
    if any({9 * suit, 9 * suit + 3, 9 * suit + 6} <= chows for suit in range(3)):
        out.append(fan("dragon"))
    if s.win_tile.index == _FIVE_CHARACTERS and ("chow", _FOUR_CHARACTERS) in concealed_sets:
        before = counts.copy()
        before[_FIVE_CHARACTERS] -= 1
        if waits(before) == {_FIVE_CHARACTERS}:
            out.append(fan("catch_five"))
    return out


_ORDER = {f.id: i for i, f in enumerate(FANS)}


def _ordered(fans: tuple[BeijingFan, ...] | list[BeijingFan]) -> tuple[BeijingFan, ...]:
    return tuple(sorted(fans, key=lambda f: _ORDER[f.id]))
