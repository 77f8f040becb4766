"""Beijing's money, per player: the shares of a win (包庄 on a discard), kong money
paid to a winning konger, and 跟庄 paid by the dealer.

Kong money and 跟庄 never go up a floor (杠不上楼) and are not cut by the 640 cap,
which the text sets on the fan of a win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong_tui.engine.events import Event, Payment
from mahjong_tui.engine.melds import seat_of_offset
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.rulesets.beijing.scoring import BeijingScore

if TYPE_CHECKING:
    from mahjong_tui.engine.hand import Hand
    from mahjong_tui.rulesets.beijing.hand_rules import BeijingHandRules

__all__ = ["FollowDealer", "kong_money", "win_payments"]


def win_payments(hand: Hand, winner: int, from_player: int | None,
                 score: BeijingScore) -> tuple[int, ...]:
    """The win's payments per player: on a discard the discarder's one share, on a
    self-draw each other player's share by whether he deals."""
    pay = [0, 0, 0, 0]
    if from_player is not None:
        (only,) = score.shares
        pay[from_player] -= only.amount
        pay[winner] += only.amount
        return tuple(pay)
    dealer = hand.order[0]
    dealer_share = [s.amount for s in score.shares if s.payer == "dealer"]
    others = [s.amount for s in score.shares if s.payer == "non-dealer"]
    for q in range(4):
        if q == winner:
            continue
        amount = dealer_share[0] if q == dealer else others.pop()
        pay[q] -= amount
        pay[winner] += amount
    return tuple(pay)


def kong_money(rules: BeijingHandRules, winner: int) -> list[Event]:
    """The winner's kongs, paid now: 明杠 by the discarder of the konged tile, 加杠 by
    the player whose tile was punged, 暗杠 by each other player."""
    hand = rules.hand
    ruleset = rules.ruleset
    events: list[Event] = []
    for player, meld, from_player in rules.kongs:
        if player != winner:
            continue
        amounts = [0, 0, 0, 0]
        tile = meld.tiles[0]
        if meld.concealed:
            kind = "暗杠"
            for q in range(4):
                if q != winner:
                    amounts[q] -= ruleset.concealed_kong_money
                    amounts[winner] += ruleset.concealed_kong_money
        else:
            kind = "加杠" if meld.added else "明杠"
            payer = from_player
            if payer is None:   # an added kong: the pung's tile came from this seat
                payer = hand.order[seat_of_offset(hand.seat_of[winner], meld.offset)]
            amounts[payer] -= ruleset.exposed_kong_money
            amounts[winner] += ruleset.exposed_kong_money
        if any(amounts):
            events.append(Payment("kong money", winner, tuple(amounts),
                                  f"{kind} {tile.text}"))
    return events


class FollowDealer:
    """跟庄: watches the first go-around of discards.

    The dealer's first discard is followed when the three others, in turn and with
    no claim or kong before, each discard the same tile.

    Args:
        hand: the hand watched.
    """

    __slots__ = ("first", "hand", "open")

    def __init__(self, hand: Hand) -> None:
        self.hand = hand
        self.first: list[Tile] = []
        self.open = True

    def on_discard(self, player: int, tile: Tile, each: int) -> list[Event]:
        """Note a discard; return the dealer's payment when the go-around completes."""
        if not self.open:
            return []
        h = self.hand
        if any(h.melds) or player != h.order[len(self.first)] or \
                (self.first and tile != self.first[0]):
            self.open = False
            return []
        self.first.append(tile)
        if len(self.first) < 4:
            return []
        self.open = False
        if not each:
            return []
        dealer = h.order[0]
        amounts = [each, each, each, each]
        amounts[dealer] = -3 * each
        return [Payment("follow dealer", dealer, tuple(amounts), f"跟庄 {tile.text}")]
