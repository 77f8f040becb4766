"""Review of a recorded game: each human decision against the ``expert`` bot's.

For every action a reviewed seat took, the record is replayed to the moment of the
decision; the seat's view gives the hint panel's figures (:func:`hints_for`) for the
action played and for the one the expert would have chosen. The summary lists the
decisions that differed most (shanten lost first, then live useful tiles lost),
the deal-ins (a discard someone won on) and the wins passed (a legal win not
declared).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bots.base import Seat, own_win_fan
from bots.expert import ExpertBot
from mahjong_tui.coach.hints import Hints, hints_for
from mahjong_tui.coach.words import action_words, coach_words, route_words, tile_words
from mahjong_tui.engine.actions import Action, Discard, Pass, Win, parse_action
from mahjong_tui.engine.events import Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.names import plain_name
from mahjong_tui.engine.record import GameRecord, RecordError, replay
from mahjong_tui.engine.views import Phase, SeatView
from mahjong_tui.i18n.coach_words import CoachWords

__all__ = [
    "Choice",
    "DealIn",
    "Decision",
    "PassedWin",
    "Review",
    "ReviewError",
    "humans_of",
    "review_record",
]


class ReviewError(ValueError):
    """A record that cannot be reviewed; the message is one line."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One action with the hint panel's figures for it.

    Attributes:
        action: the action's text, e.g. ``discard 5p``.
        shanten: shanten after it (``None`` when the panel has no figure, e.g. a kong
            on one's turn); ``-1`` for a win.
        live_useful: live copies of the useful tiles after it.
        route: the best fan plan after it, as text (``""`` when none).
    """

    action: str
    shanten: int | None
    live_useful: int | None
    route: str


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of a reviewed seat.

    Attributes:
        number: 1-based index of the action in the record.
        hand_number: 0-based hand of the match.
        player: who decided.
        phase: ``turn`` or ``claim``.
        played: what the player did.
        expert: what the expert bot would have done.
    """

    number: int
    hand_number: int
    player: int
    phase: str
    played: Choice
    expert: Choice

    @property
    def differs(self) -> bool:
        """The expert would have acted otherwise."""
        return self.played.action != self.expert.action

    @property
    def shanten_lost(self) -> int:
        """Shanten after the played action minus after the expert's (0 when unknown)."""
        if self.played.shanten is None or self.expert.shanten is None:
            return 0
        return self.played.shanten - self.expert.shanten

    @property
    def live_lost(self) -> int:
        """Live useful tiles after the expert's action minus after the played one."""
        if self.played.live_useful is None or self.expert.live_useful is None:
            return 0
        return self.expert.live_useful - self.played.live_useful


@dataclass(frozen=True, slots=True)
class DealIn:
    """A discard (or added kong) of a reviewed seat that another player won on.

    Attributes:
        hand_number: the hand.
        player: who dealt in.
        tile: the tile won on.
        winner: who won.
        fan: the win's total fan.
    """

    hand_number: int
    player: int
    tile: str
    winner: int
    fan: int


@dataclass(frozen=True, slots=True)
class PassedWin:
    """A legal win a reviewed seat did not declare.

    Attributes:
        hand_number: the hand.
        player: who passed it.
        number: 1-based index of the action in the record.
        action: what they did instead.
        fan: what the win would have scored (flowers not counted).
    """

    hand_number: int
    player: int
    number: int
    action: str
    fan: int


@dataclass(frozen=True, slots=True)
class Review:
    """The review of one record.

    Attributes:
        players: the players' names.
        humans: the reviewed seats.
        hands: hands played in the record.
        decisions: every decision of the reviewed seats, in order.
        deal_ins: their deal-ins.
        passed_wins: the wins they passed.
    """

    players: tuple[str, ...]
    humans: tuple[int, ...]
    hands: int
    decisions: tuple[Decision, ...]
    deal_ins: tuple[DealIn, ...]
    passed_wins: tuple[PassedWin, ...]

    def differed_most(self, limit: int = 5) -> tuple[Decision, ...]:
        """The differing decisions that cost most: shanten lost, then live useful
        tiles lost, then record order."""
        diff = [d for d in self.decisions if d.differs]
        diff.sort(key=lambda d: (-d.shanten_lost, -d.live_lost, d.number))
        return tuple(diff[:limit])

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (``review --json``)."""
        def choice(c: Choice) -> dict[str, Any]:
            return {"action": c.action, "shanten": c.shanten, "live_useful": c.live_useful,
                    "route": c.route}

        def decision(d: Decision) -> dict[str, Any]:
            return {"number": d.number, "hand": d.hand_number, "player": d.player,
                    "phase": d.phase, "played": choice(d.played), "expert": choice(d.expert),
                    "differs": d.differs, "shanten_lost": d.shanten_lost,
                    "live_lost": d.live_lost}

        return {
            "players": list(self.players),
            "humans": list(self.humans),
            "hands": self.hands,
            "decisions": [decision(d) for d in self.decisions],
            "summary": {
                "decisions": len(self.decisions),
                "differ": sum(1 for d in self.decisions if d.differs),
                "differed_most": [d.number for d in self.differed_most()],
                "deal_ins": [{"hand": x.hand_number, "player": x.player, "tile": x.tile,
                              "winner": x.winner, "fan": x.fan} for x in self.deal_ins],
                "passed_wins": [{"hand": x.hand_number, "player": x.player,
                                 "number": x.number, "action": x.action, "fan": x.fan}
                                for x in self.passed_wins],
            },
        }


def humans_of(record: GameRecord) -> tuple[int, ...]:
    """The human seats a saved game's header names (``meta.session.humans``), or ``()``."""
    meta = record.header.get("meta")
    session = meta.get("session") if isinstance(meta, dict) else None
    humans = session.get("humans") if isinstance(session, dict) else None
    if not isinstance(humans, list):
        return ()
    return tuple(p for p in humans if isinstance(p, int) and 0 <= p <= 3)


def _choice(action: Action, hints: Hints, view: SeatView, w: CoachWords) -> Choice:
    """The panel's figures for ``action`` in the position ``hints`` describes."""
    text = action_words(action, w)
    if isinstance(action, Win):
        return Choice(text, -1, 0, w.rv_win_fan.format(fan=own_win_fan(view, Seat.of(view))))
    if view.phase is Phase.TURN:
        if isinstance(action, Discard):
            for d in hints.discards:
                if d.tile == action.tile:
                    return Choice(text, d.shanten, d.live_useful,
                                  route_words(d.route, w) if d.route is not None else "")
        return Choice(text, None, None, "")
    for c in hints.claims:
        if c.action == action or (isinstance(action, Pass) and isinstance(c.action, Pass)):
            route = route_words(c.route, w) if c.route is not None else ""
            if c.discard is not None:
                route = w.rv_then_discard.format(tile=tile_words(c.discard, w), route=route)
            return Choice(text, c.shanten, c.live_useful, route)
    return Choice(text, None, None, "")


def _start(record: GameRecord) -> tuple[Game, list[tuple[int, Action]]]:
    """The game before its first action, and every ``(player, action)`` of the record.

    Raises:
        ReviewError: the record does not replay.
    """
    try:
        replay(record)
        first = next((i for i, line in enumerate(record.lines) if line.get("t") == "action"),
                     len(record.lines))
        game = replay(GameRecord(record.header, record.lines[:first]))
        actions = [(int(p), parse_action(a)) for p, a in record.actions()]
    except (RecordError, ValueError) as exc:
        raise ReviewError(f"the record does not replay: {exc}") from None
    return game, actions


def review_record(record: GameRecord, humans: Sequence[int] | None = None,
                  lang: str = "en") -> Review:
    """Review every decision of ``humans`` (default: the header's human seats); the
    actions, tiles and routes are worded in ``lang``.

    Raises:
        ReviewError: no seat to review, or a record that does not replay.
    """
    seats = tuple(humans) if humans is not None else humans_of(record)
    if not seats:
        raise ReviewError("the record names no human seat; choose one with --seat")
    w = coach_words(lang)
    game, actions = _start(record)
    experts = {p: ExpertBot(p) for p in seats}
    decisions: list[Decision] = []
    deal_ins: list[DealIn] = []
    passed: list[PassedWin] = []
    for number, (player, action) in enumerate(actions, start=1):
        hand = game.hand_number
        if player in experts:
            view = game.view(player)
            hints = hints_for(view)
            expert_action = experts[player].decide(view)
            phase = "turn" if view.phase is Phase.TURN else "claim"
            decisions.append(Decision(number, hand, player, phase,
                                      _choice(action, hints, view, w),
                                      _choice(expert_action, hints, view, w)))
            if not isinstance(action, Win) and any(isinstance(a, Win) for a in view.legal):
                passed.append(PassedWin(hand, player, number, action_words(action, w),
                                        own_win_fan(view, Seat.of(view))))
        for event in game.apply(player, action):
            if (isinstance(event, Won) and event.from_player is not None
                    and event.from_player in experts):
                deal_ins.append(DealIn(hand, event.from_player, tile_words(event.tile, w),
                                       event.player, event.result.total))
    players = tuple(plain_name(str(p)) for p in record.header.get("players", ()))
    return Review(players, seats, game.hands_played,
                  tuple(decisions), tuple(deal_ins), tuple(passed))
