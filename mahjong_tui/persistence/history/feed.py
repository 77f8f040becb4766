"""Turn a game's events into the history's :class:`MatchEntry`.

The history is fed from the same unredacted event list the record holds, so a
match can be (re)stored at any moment from ``game.events``: after each hand,
after a resume, after an undo. :meth:`HistoryDB.save_match` replaces what was
stored, so calling it again is harmless.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from mahjong_tui.engine.events import (
    Event,
    HandEnded,
    HandStarted,
    MatchEnded,
    Payment,
    Won,
)
from mahjong_tui.persistence.history.entries import (
    HandEntry,
    MatchEntry,
    PaymentEntry,
    SeatEntry,
    WinEntry,
)
from mahjong_tui.persistence.history.win_items import win_items

__all__ = ["hands_from_events", "match_entry"]


def hands_from_events(events: Iterable[Event]) -> tuple[list[HandEntry], tuple[int, ...] | None]:
    """The finished hands in ``events`` and, if the match ended, the final scores.

    A hand counts once its ``HandEnded`` is in the list. ``HandEntry.hand_number``
    is 1-based (the engine's ``hand_number`` + 1).
    """
    hands: list[HandEntry] = []
    final: tuple[int, ...] | None = None
    started: HandStarted | None = None
    wins: list[Won] = []
    payments: list[Payment] = []
    for event in events:
        if isinstance(event, HandStarted):
            started, wins, payments = event, [], []
        elif isinstance(event, Won):
            wins.append(event)
        elif isinstance(event, Payment):
            payments.append(event)
        elif isinstance(event, HandEnded):
            hands.append(_hand(event, started, wins, payments))
            started, wins, payments = None, [], []
        elif isinstance(event, MatchEnded):
            by_player = {s.player: s.score for s in event.standings}
            final = tuple(by_player[p] for p in sorted(by_player))
    return hands, final


def _fan_total(win: Won) -> int:
    """MCR's total fan, Sichuan's counted fan, else the value per payer (Guizhou)."""
    for name in ("total", "total_fan", "value"):
        total = getattr(win.result, name, None)
        if total is not None:
            return int(total)
    return 0


def _hand(ended: HandEnded, started: HandStarted | None, wins: list[Won],
          payments: list[Payment]) -> HandEntry:
    win = wins[0] if wins else None
    fans = win_items(win.result) if win is not None else ()
    return HandEntry(
        hand_number=ended.hand_number + 1,
        round_wind=started.round_wind if started is not None else 0,
        dealer=started.dealer if started is not None else 0,
        winner=win.player if win is not None else None,
        dealt_in=win.from_player if win is not None else None,
        self_drawn=win is not None and win.from_player is None,
        win_tile=win.tile.text if win is not None else None,
        fan_total=_fan_total(win) if win is not None else 0,
        fans=fans,
        deltas=tuple(ended.deltas),
        scores_after=tuple(ended.scores),
        wins=tuple(WinEntry(w.player, w.from_player, w.from_player is None, w.tile.text,
                            _fan_total(w)) for w in wins),
        payments=tuple(PaymentEntry(p.reason, p.player, tuple(p.amounts)) for p in payments),
    )


def match_entry(
    events: Sequence[Event],
    *,
    match_uid: str,
    mode: str,
    seed: int,
    ruleset: str,
    started_at: str,
    seats: tuple[SeatEntry, ...],
    record_path: str | None = None,
) -> MatchEntry:
    """The match as the events tell it (see :class:`MatchEntry` for the fields)."""
    hands, final = hands_from_events(events)
    return MatchEntry(
        match_uid=match_uid,
        mode=mode,
        seed=seed,
        ruleset=ruleset,
        started_at=started_at,
        seats=seats,
        hands=tuple(hands),
        finished=final is not None,
        final_scores=final,
        record_path=record_path,
    )
