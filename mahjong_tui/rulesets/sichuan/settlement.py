"""The end of a Sichuan hand whose wall ran out with two or more players still in
(流局): 查花猪, 查大叫 and the refund of kong income, each payment a ledger event.

Chengdu (SICHUAN.md): a 花猪 (holding all three suits, melds included) pays
``flower_pig`` to each player in who is not one; each player in who is neither
ready nor 花猪 pays each ready player the value of that player's best wait; every
player in who is not ready (花猪 included) returns his kong income.

SBR [10.3]: with the void suit enforced, a player still holding void tiles is a
被动花猪 and is charged as not ready (``flower_pig = 0``); 查大叫 pays the base of
the best possible win (cap 3, no situational fans, one 根 or 杠 per tile kind);
kong income of the not ready is refunded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_tui.engine.events import Event, Payment
from mahjong_tui.engine.tiles import Suit
from mahjong_tui.rulesets.sichuan.scoring import (
    SichuanSituation,
    best_ready_value,
    score_sichuan,
    winning_tiles,
)

if TYPE_CHECKING:
    from mahjong_tui.rulesets.sichuan.hand_rules import SichuanHandRules

__all__ = ["settle_exhausted", "suits_held"]


def suits_held(rules: SichuanHandRules, player: int) -> set[Suit]:
    """The suits among a player's concealed tiles and melds."""
    h = rules.hand
    suits = {t.suit for t in h.tiles_of(player)}
    suits.update(m.tiles[0].suit for m in h.melds[player])
    return suits


def settle_exhausted(rules: SichuanHandRules) -> list[Event]:
    """The payments of a drawn end, in order: 花猪, 查大叫, refunds."""
    h = rules.hand
    ruleset = rules.ruleset
    still_in = [p for p in range(4) if not h.out[p]]
    if len(still_in) < 2:
        return []
    pig = {p: len(suits_held(rules, p)) == 3 or (
        ruleset.flower_pig == 0 and rules.void_of(p) is not None
        and rules.void_of(p) in suits_held(rules, p)) for p in still_in}
    value: dict[int, int | None] = {}
    for p in still_in:
        value[p] = None if pig[p] else best_ready_value(
            rules.concealed13(p), h.melds[p], rules.void_of(p), rules.scoring)
    events: list[Event] = []
    if ruleset.flower_pig:
        for p in still_in:
            if not pig[p]:
                continue
            amounts = [0, 0, 0, 0]
            for q in still_in:
                if not pig[q]:
                    amounts[p] -= ruleset.flower_pig
                    amounts[q] += ruleset.flower_pig
            if any(amounts):
                events.append(Payment("flower pig", p, tuple(amounts), "three suits"))
    ready = [q for q in still_in if value[q] is not None]
    for p in still_in:
        charged = value[p] is None and (not pig[p] or not ruleset.flower_pig)
        if not charged:
            continue
        amounts = [0, 0, 0, 0]
        for q in ready:
            owed = value[q]
            assert owed is not None
            if not ruleset.not_ready_pays_best:
                owed = _lowest_ready_value(rules, q) or owed
            amounts[p] -= owed
            amounts[q] += owed
        if any(amounts):
            events.append(Payment("not ready", p, tuple(amounts), "查大叫"))
    for income in list(rules.incomes):
        if income.player in still_in and value[income.player] is None:
            rules.incomes.remove(income)
            events.append(Payment("kong refund", income.player,
                                  tuple(-a for a in income.amounts), income.detail))
    return events


def _lowest_ready_value(rules: SichuanHandRules, player: int) -> int | None:
    """The option of [PT]: the lowest value over the player's waits, as discard wins."""
    h = rules.hand
    concealed = rules.concealed13(player)
    melds = tuple(h.melds[player])
    void = rules.void_of(player)
    values = []
    for t in winning_tiles(concealed, melds, void):
        tiles = tuple(sorted((*concealed, t), key=lambda x: x.index))
        score = score_sichuan(SichuanSituation(tiles, melds, t, False, void), rules.scoring)
        if score.is_win:
            values.append(score.value)
    return min(values) if values else None
