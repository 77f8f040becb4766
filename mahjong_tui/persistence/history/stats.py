"""Statistics over the history database.

Definitions (also in ``docs/persistence.md``). A *seat-hand* is one player's
part in one finished hand; a *seat-game* is one player's part in one finished
match. A group of seats (the human seats, or the bots of one level) is
measured over its seat-hands and seat-games:

* ``games``: finished matches with at least one seat in the group (a match
  counts once even if the group holds several of its seats).
* ``seat_games``: seat-games of the group (finished matches only).
* ``hands``: seat-hands of the group, in finished and unfinished matches.
* ``wins``: seat-hands the seat won; ``self_drawn``: of those, won on its own draw.
* ``deal_ins``: seat-hands in which another player won on the seat's discard
  (or robbed its kong).
* ``win_rate`` = ``wins / hands``; ``deal_in_rate`` = ``deal_ins / hands``
  (``None`` when ``hands`` is 0).
* ``average_fan``: mean fan total of the wins, flowers included (``None``
  without wins); the stored total is in the family's unit, which for Guizhou is
  points per payer and for Hangzhou doublings, so their JSON also gives it as
  ``average_points`` / ``average_doublings`` (:data:`AVERAGE_KEYS`).
* ``points``: sum of the seat-hands' score changes.
* ``first_places``: seat-games finished first (ties share the place);
  ``average_rank``: mean placing 1..4 over seat-games (``None`` without any).

Top level: ``games`` = finished matches, ``unfinished_games`` = stored matches
not finished, ``hands`` = finished hands of every match, ``draws`` = those
with no winner. ``human`` is the group of all human seats; ``vs_bot_level``
splits the human seats by the level of the bots they faced (``mixed`` when a
match had bots of several levels; matches without bots are left out);
``bot_levels`` groups the bot seats by their own level. ``most_frequent_fans``
ranks the fans of the humans' wins by the number of winning hands that
contain them (ties by fan id), with ``share`` = that number / humans' wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

from mahjong_tui.persistence.history.db import HistoryDB

__all__ = ["AVERAGE_KEYS", "FanFrequency", "GroupStats", "Stats", "compute_stats"]

TOP_FANS = 10
"""How many fans ``most_frequent_fans`` lists."""

AVERAGE_KEYS = {"guizhou": "average_points", "hangzhou": "average_doublings"}
"""The JSON name, by rule family, of a group's ``average_fan`` where the family's
wins are not counted in fan (``average_fan`` is kept beside it for older scripts)."""


@dataclass(frozen=True, slots=True)
class GroupStats:
    """Results of a group of seats (see the module docstring for each figure)."""

    games: int = 0
    seat_games: int = 0
    hands: int = 0
    wins: int = 0
    self_drawn: int = 0
    deal_ins: int = 0
    win_rate: float | None = None
    deal_in_rate: float | None = None
    average_fan: float | None = None
    points: int = 0
    first_places: int = 0
    average_rank: float | None = None


@dataclass(frozen=True, slots=True)
class FanFrequency:
    """How often a fan occurred in the humans' wins.

    Attributes:
        id: fan number.
        key: snake_case identifier.
        zh: Chinese name.
        en: English name.
        hands: winning hands that contain the fan.
        share: ``hands`` / the humans' wins.
    """

    id: int
    key: str
    zh: str
    en: str
    hands: int
    share: float


@dataclass(frozen=True, slots=True)
class Stats:
    """Everything ``mahjong-tui stats`` prints."""

    games: int = 0
    unfinished_games: int = 0
    hands: int = 0
    draws: int = 0
    human: GroupStats = field(default_factory=GroupStats)
    vs_bot_level: dict[str, GroupStats] = field(default_factory=dict)
    bot_levels: dict[str, GroupStats] = field(default_factory=dict)
    most_frequent_fans: tuple[FanFrequency, ...] = ()

    def to_json(self, family: str | None = None) -> dict[str, Any]:
        """A JSON-ready dict (floats rounded to 4 decimals); for a ``family`` of
        :data:`AVERAGE_KEYS` each group also has its average under that name."""
        result: dict[str, Any] = _rounded(asdict(self))
        key = AVERAGE_KEYS.get(family or "")
        if key is not None:
            groups = [result["human"], *result["vs_bot_level"].values(),
                      *result["bot_levels"].values()]
            for group in groups:
                named = {}
                for name, value in group.items():
                    named[name] = value
                    if name == "average_fan":
                        named[key] = value
                group.clear()
                group.update(named)
        return result


def _rounded(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, 4)
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_rounded(v) for v in value]
    return value


@dataclass(slots=True)
class _Seat:
    match_id: int
    player: int
    is_human: bool
    bot_level: str | None
    rank: int | None
    finished: bool


@dataclass(slots=True)
class _Hand:
    match_id: int
    hand_id: int
    winner: int | None
    dealt_in: int | None
    self_drawn: bool
    fan_total: int
    deltas: dict[int, int]


def _ratio(num: int, den: int) -> float | None:
    return num / den if den else None


def _group(
    seats: Iterable[_Seat], hands_by_match: dict[int, list[_Hand]]
) -> GroupStats:
    games: set[int] = set()
    seat_games = hands = wins = self_drawn = deal_ins = points = firsts = 0
    fan_sum = rank_sum = 0
    for seat in seats:
        if seat.finished and seat.rank is not None:
            games.add(seat.match_id)
            seat_games += 1
            rank_sum += seat.rank
            firsts += seat.rank == 1
        for hand in hands_by_match.get(seat.match_id, []):
            hands += 1
            points += hand.deltas.get(seat.player, 0)
            if hand.winner == seat.player:
                wins += 1
                self_drawn += hand.self_drawn
                fan_sum += hand.fan_total
            elif hand.winner is not None and hand.dealt_in == seat.player:
                deal_ins += 1
    return GroupStats(
        games=len(games),
        seat_games=seat_games,
        hands=hands,
        wins=wins,
        self_drawn=self_drawn,
        deal_ins=deal_ins,
        win_rate=_ratio(wins, hands),
        deal_in_rate=_ratio(deal_ins, hands),
        average_fan=_ratio(fan_sum, wins),
        points=points,
        first_places=firsts,
        average_rank=_ratio(rank_sum, seat_games),
    )


def _by(
    seats: list[_Seat], key: Callable[[_Seat], str | None], hands: dict[int, list[_Hand]]
) -> dict[str, GroupStats]:
    groups: dict[str, list[_Seat]] = {}
    for seat in seats:
        name = key(seat)
        if name is not None:
            groups.setdefault(name, []).append(seat)
    return {name: _group(members, hands) for name, members in sorted(groups.items())}


def other_families() -> dict[str, tuple[str, ...]]:
    """The registered rule families other than MCR and Sichuan, with their rulesets'
    names (their matches have statistics of their own)."""
    from mahjong_tui.rulesets import RULESETS

    out: dict[str, tuple[str, ...]] = {}
    for name, ruleset in RULESETS.items():
        if ruleset.family not in ("mcr", "sichuan"):
            out[ruleset.family] = (*out.get(ruleset.family, ()), name)
    return out


def _quoted(names: tuple[str, ...]) -> str:
    return ", ".join("'" + n.replace("'", "''") + "'" for n in names)


def _family_where(family: str | None) -> str:
    """The SQL condition on ``m.ruleset`` selecting a family's matches."""
    if family is None:
        return ""
    if family == "sichuan":
        return " WHERE m.ruleset LIKE 'sichuan%'"
    others = other_families()
    if family in others:
        return f" WHERE m.ruleset IN ({_quoted(others[family])})"
    names = tuple(n for group in others.values() for n in group)
    exclude = f" AND m.ruleset NOT IN ({_quoted(names)})" if names else ""
    return " WHERE m.ruleset NOT LIKE 'sichuan%'" + exclude


def compute_stats(db: HistoryDB, *, family: str | None = None) -> Stats:
    """Compute every figure from the database (definitions in the module docstring).

    Args:
        db: the history.
        family: only the matches of this ruleset family (``"sichuan"``: every
            ruleset whose name starts with ``sichuan``; another registered family
            such as ``"hangzhou"``: its rulesets; ``"mcr"``: every other ruleset);
            ``None`` for all.
    """
    conn = db.connection
    where = _family_where(family)
    seats = [
        _Seat(m, p, bool(h), b, r, bool(f))
        for m, p, h, b, r, f in conn.execute(
            "SELECT s.match_id, s.player, s.is_human, s.bot_level, s.final_rank, m.finished "
            "FROM match_seats s JOIN matches m ON m.id = s.match_id" + where
        )
    ]
    hands: dict[int, list[_Hand]] = {}
    by_id: dict[int, _Hand] = {}
    for hid, mid, winner, dealt_in, self_drawn, fan_total in conn.execute(
        "SELECT h.id, h.match_id, h.winner, h.dealt_in, h.self_drawn, h.fan_total "
        "FROM hands h JOIN matches m ON m.id = h.match_id" + where
    ):
        hand = _Hand(mid, hid, winner, dealt_in, bool(self_drawn), fan_total, {})
        hands.setdefault(mid, []).append(hand)
        by_id[hid] = hand
    for hid, player, delta in conn.execute("SELECT hand_id, player, delta FROM hand_seats"):
        if hid in by_id:
            by_id[hid].deltas[player] = delta
    finished, unfinished = conn.execute(
        "SELECT COALESCE(SUM(finished), 0), COALESCE(SUM(1 - finished), 0) FROM matches m"
        + where
    ).fetchone()

    humans = [s for s in seats if s.is_human]
    bots = [s for s in seats if not s.is_human]
    opponent_level: dict[int, str] = {}
    for seat in bots:
        level = seat.bot_level or "unknown"
        previous = opponent_level.get(seat.match_id)
        opponent_level[seat.match_id] = level if previous in (None, level) else "mixed"

    human_wins: Counter[int] = Counter()
    names: dict[int, tuple[str, str, str]] = {}
    human_players = {(s.match_id, s.player) for s in humans}
    winning_hands = {
        h.hand_id
        for hs in hands.values()
        for h in hs
        if h.winner is not None and (h.match_id, h.winner) in human_players
    }
    for hid, fan_id, key, zh, en in conn.execute(
        "SELECT DISTINCT hand_id, fan_id, fan_key, name_zh, name_en FROM hand_fans"
    ):
        if hid in winning_hands:
            human_wins[fan_id] += 1
            names[fan_id] = (key, zh, en)
    ranked = sorted(human_wins.items(), key=lambda item: (-item[1], item[0]))[:TOP_FANS]
    fans = tuple(
        FanFrequency(
            id=fan_id,
            key=names[fan_id][0],
            zh=names[fan_id][1],
            en=names[fan_id][2],
            hands=count,
            share=count / len(winning_hands),
        )
        for fan_id, count in ranked
    )
    all_hands = [h for hs in hands.values() for h in hs]
    return Stats(
        games=int(finished),
        unfinished_games=int(unfinished),
        hands=len(all_hands),
        draws=sum(1 for h in all_hands if h.winner is None),
        human=_group(humans, hands),
        vs_bot_level=_by(humans, lambda s: opponent_level.get(s.match_id), hands),
        bot_levels=_by(bots, lambda s: s.bot_level or "unknown", hands),
        most_frequent_fans=fans,
    )
