"""The Jindi scorer: is a hand a legal win, and what each of the three payers owes.

Rules [003:45–52] (REGIONAL.md §3): a win needs all three suits (三色全), a 1 or a
9 somewhere unless the hand holds an honour (不缺幺九), a pair (掌) and an opened
hand (开门: a chow, pung or exposed kong; a concealed kong does not open); melds
count for the suits and the terminal. The shape is four sets and a pair.

The score is linear, 1 番 = 1 chip, and all three players pay on every win: the
base 1 番, +1 for 自摸, 夹和 (a win completing a concealed chow as its middle tile)
and 杠上开花, +3 for 漂 (all pungs), on every payment; +1 放炮 on the discarder's
payment only; +1 庄家 on payments between the dealer and the winner; +1 门清 on
each payer who never opened; +1 三家门清 on every payment when all three payers
are closed.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.engine.melds import Meld, MeldKind
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.rulesets.sets_and_pair import SetKind, counts_of, readings
from mahjong_tui.rulesets.tile_limits import tile_set_problem

__all__ = ["BONUSES", "JindiBonus", "JindiScore", "JindiSituation", "PayerBill",
           "bonus", "score_jindi"]


@dataclass(frozen=True, slots=True)
class JindiBonus:
    """One line of the 番 list.

    Attributes:
        id: a stable identifier.
        zh: the Chinese name.
        en: the English name.
        fan: its 番 (chips).
    """

    id: str
    zh: str
    en: str
    fan: int


BONUSES: tuple[JindiBonus, ...] = (
    JindiBonus("base", "和牌", "Win", 1),
    JindiBonus("discarder", "放炮", "Dealt in", 1),
    JindiBonus("self_drawn", "自摸", "Self-drawn", 1),
    JindiBonus("closed_wait", "夹和", "Closed wait", 1),
    JindiBonus("dealer", "庄家", "Dealer", 1),
    JindiBonus("closed_payer", "门清", "Payer never opened", 1),
    JindiBonus("all_closed", "三家门清", "All three payers closed", 1),
    JindiBonus("kong_bloom", "杠上开花", "Win on a kong's replacement", 1),
    JindiBonus("all_pungs", "漂", "All pungs", 3),
)
"""The text's list, in its order."""

_BY_ID = {b.id: b for b in BONUSES}


def bonus(bonus_id: str) -> JindiBonus:
    """The bonus called ``bonus_id``."""
    return _BY_ID[bonus_id]


@dataclass(frozen=True, slots=True)
class JindiSituation:
    """A win to score, with the table around it.

    Attributes:
        concealed: the winner's concealed tiles, the winning tile included.
        melds: the winner's melds.
        win_tile: the winning tile.
        winner: the winning player (0..3).
        dealer: the dealing player.
        discarder: who discarded the winning tile, ``None`` for a self-draw.
        opened: per player, whether he has claimed a meld (a concealed kong does
            not open).
        after_kong: the winning tile is a kong's replacement.
        robbing_kong: won on a tile added to a kong (the robbed player counts as
            the discarder).
    """

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    win_tile: Tile
    winner: int
    dealer: int
    discarder: int | None
    opened: tuple[bool, bool, bool, bool]
    after_kong: bool = False
    robbing_kong: bool = False

    @property
    def self_drawn(self) -> bool:
        """Won on one's own draw."""
        return self.discarder is None


@dataclass(frozen=True, slots=True)
class PayerBill:
    """What one payer owes.

    Attributes:
        player: the payer.
        items: the bonuses on his payment, the base first.
        total: their sum (chips).
    """

    player: int
    items: tuple[JindiBonus, ...]
    total: int


@dataclass(frozen=True, slots=True)
class JindiScore:
    """The score of a hand.

    Attributes:
        is_win: the hand is a legal win.
        reason: why not, when it is not.
        hand_bonuses: the bonuses of the hand itself (on every payment).
        bills: one per payer, in player order.
    """

    is_win: bool
    reason: str = ""
    hand_bonuses: tuple[JindiBonus, ...] = ()
    bills: tuple[PayerBill, ...] = ()

    @property
    def received(self) -> int:
        """Everything the winner receives (chips)."""
        return sum(b.total for b in self.bills)

    @property
    def total_fan(self) -> int:
        """The 番 of the three bills together (1 番 = 1 chip)."""
        return self.received

    def breakdown_lines(self) -> tuple[str, ...]:
        """The breakdown, a line per payer: his bonuses and his total."""
        return tuple(f"player {b.player + 1}: " + " + ".join(f"{i.zh} {i.fan}" for i in b.items)
                     + f" = {b.total}" for b in self.bills)


def score_jindi(situation: JindiSituation, *, all_pungs_fan: int = 3) -> JindiScore:
    """Score ``situation``: the preconditions, the best reading, the three bills.

    A hand the 136 tiles cannot hold (a fifth copy, a flower) is no win, its reason
    from :func:`~mahjong_tui.rulesets.tile_limits.tile_set_problem`.
    """
    s = situation
    impossible = tile_set_problem(s.concealed, s.melds)
    if impossible:
        return JindiScore(False, impossible)
    counts = counts_of([t.index for t in s.concealed])
    if sum(counts) + 3 * len(s.melds) != 14 or s.win_tile not in s.concealed:
        return JindiScore(False, "not fourteen tiles with the winning tile")
    reason = _precondition(s)
    if reason:
        return JindiScore(False, reason)
    meld_sets = tuple(("chow" if m.kind is MeldKind.CHOW else "pung", m.tiles[0].index)
                      for m in s.melds)
    best: tuple[int, tuple[JindiBonus, ...]] | None = None
    for sets, _pair in readings(counts):
        found = _reading_bonuses(s, sets, (*sets, *meld_sets), all_pungs_fan)
        value = sum(b.fan for b in found)
        if best is None or value > best[0]:
            best = (value, found)
    if best is None:
        return JindiScore(False, "not four sets and a pair")
    hand_bonuses = best[1]
    payers = [q for q in range(4) if q != s.winner]
    all_closed = not any(s.opened[q] for q in payers)
    bills = []
    for q in payers:
        items = [bonus("base")]
        if q == s.discarder:
            items.append(bonus("discarder"))
        items.extend(b for b in hand_bonuses if b.id in ("self_drawn", "closed_wait"))
        if s.dealer in (q, s.winner):
            items.append(bonus("dealer"))
        if not s.opened[q]:
            items.append(bonus("closed_payer"))
        if all_closed:
            items.append(bonus("all_closed"))
        items.extend(b for b in hand_bonuses if b.id not in ("self_drawn", "closed_wait"))
        bills.append(PayerBill(q, tuple(items), sum(b.fan for b in items)))
    return JindiScore(True, "", hand_bonuses, tuple(bills))


def _precondition(s: JindiSituation) -> str:
    """Why the hand may not win, or ``""``."""
    if not any(not m.concealed for m in s.melds):
        return "开门: a win needs a claimed meld first"
    tiles = [*s.concealed, *(t for m in s.melds for t in m.tiles)]
    if {t.index // 9 for t in tiles if t.index < 27} != {0, 1, 2}:
        return "三色全: a win needs all three suits"
    if not any(t.is_terminal_or_honor for t in tiles):
        return "不缺幺九: a win needs a 1 or a 9, or an honour"
    return ""


def _reading_bonuses(s: JindiSituation, concealed_sets: tuple[SetKind, ...],
                     sets: tuple[SetKind, ...], all_pungs_fan: int) -> tuple[JindiBonus, ...]:
    out = []
    if s.self_drawn:
        out.append(bonus("self_drawn"))
    w = s.win_tile.index
    if w < 27 and w % 9 not in (0, 8) and ("chow", w - 1) in concealed_sets:
        out.append(bonus("closed_wait"))
    if s.after_kong and s.self_drawn:
        out.append(bonus("kong_bloom"))
    if all(kind == "pung" for kind, _ in sets):
        piao = bonus("all_pungs")
        out.append(JindiBonus(piao.id, piao.zh, piao.en, all_pungs_fan))
    return tuple(out)
