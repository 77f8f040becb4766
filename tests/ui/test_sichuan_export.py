"""The text account of a Sichuan game: every win's block and every payment line."""

from __future__ import annotations

from sichuan_ui_helpers import NAMES, play_until, sichuan_game

from mahjong_tui.engine.events import Payment
from mahjong_tui.persistence.history.account import format_account


def test_account_of_a_sichuan_hand_has_its_win_and_payments() -> None:
    game = sichuan_game(4)
    play_until(game, lambda g: g.is_over)
    text = format_account(game.events, NAMES, log=False)
    lines = text.splitlines()
    payments = [e.describe(NAMES) for e in game.events if isinstance(e, Payment)]
    assert [line for line in lines if line in payments] == payments
    start = lines.index("Cat wins on 5p (on Ann's discard): 0 fan")
    assert lines[start + 3:start + 6] == [
        "  Fans:", "    Total    0 fan, value 1", "  Payments: Ann -1, Bob +0, Cat +1, Dan +0"]
    assert "Hand 1 result: Ann -3, Bob +6, Cat +1, Dan -4" in lines
