"""Saved games as a player chooses among them: when, which rules, who plays, how far.

:func:`summaries` reads each save in the saves directory cheaply (the header,
the tail, and the start of the file until a human's first action) into a
:class:`SaveSummary`; :func:`resume_order` says which one a plain ``resume``
takes; :func:`resolve_save` turns what a player typed (a path, a file name as
``resume --list`` prints it, its stem, or its number in the list) into a file.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from mahjong_tui.engine.events import HandEnded
from mahjong_tui.engine.names import plain_name
from mahjong_tui.engine.record_input import parse_line
from mahjong_tui.persistence.autosave import Autosave, SavedGame, list_saves, saves_dir

__all__ = ["SaveSummary", "discard_if_unplayed", "human_moved", "resolve_save",
           "resume_order", "save_table", "summaries", "summary_of"]

_TAIL_BYTES = 1 << 16
_CHUNK = 1 << 16


@dataclass(frozen=True, slots=True)
class SaveSummary:
    """One saved game, as the list shows it.

    Attributes:
        save: the file and its session (see :class:`SavedGame`).
        started: local start time, ``YYYY-MM-DD HH:MM`` (``?`` when unknown).
        ruleset: the ruleset's name (``mcr``, ``mcr-competition``...).
        players: names by player.
        hand: the hand being played, 1-based (the last one when finished).
        hands: hands in the match.
        scores: scores by player at the start of that hand (after it, if finished).
        human_moved: a human at this keyboard has made at least one decision.
    """

    save: SavedGame
    started: str
    ruleset: str
    players: tuple[str, ...]
    hand: int | None
    hands: int | None
    scores: tuple[int, ...] | None
    human_moved: bool

    @property
    def has_human(self) -> bool:
        """Someone at this keyboard plays in it (not a watch game)."""
        return self.save.session is not None and bool(self.save.session.humans)

    @property
    def state(self) -> str:
        """``unfinished``, ``finished`` or why it cannot be resumed."""
        if self.save.error is not None:
            return f"cannot be resumed: {self.save.error}"
        return "finished" if self.save.finished else "unfinished"


def _local_time(iso: str) -> str:
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return "?"


def _tail(path: Path) -> bytes:
    with open(path, "rb") as f:
        f.seek(0, os.SEEK_END)
        size = f.tell()
        f.seek(max(0, size - _TAIL_BYTES))
        data = f.read()
        if b'"HandStarted"' in data or size <= _TAIL_BYTES:
            return data
        f.seek(0)
        return f.read()


def _last_event(data: bytes, kind: str) -> tuple[int, dict[str, object]] | None:
    """The last whole line holding a ``kind`` event: its offset and the event."""
    marker = f'"type":"{kind}"'.encode()
    at = data.rfind(marker)
    while at >= 0:
        start = data.rfind(b"\n", 0, at) + 1
        end = data.find(b"\n", at)
        try:
            line = parse_line(data[start:end if end >= 0 else len(data)])
        except ValueError:
            at = data.rfind(marker, 0, at)
            continue
        event = line.get("event") if isinstance(line, dict) else None
        if isinstance(event, dict):
            return start, event
        at = data.rfind(marker, 0, at)
    return None


def human_moved(path: Path, humans: tuple[int, ...]) -> bool:
    """A record file holds an action by one of ``humans`` (read from the start,
    only as far as the first one)."""
    if not humans:
        return False
    pattern = re.compile(rb'"t":"action","player":(' +
                         b"|".join(str(h).encode() for h in humans) + rb"),")
    carry = b""
    try:
        with open(path, "rb") as f:
            while chunk := f.read(_CHUNK):
                if pattern.search(carry + chunk):
                    return True
                carry = chunk[-64:]
    except OSError:
        return True  # unreadable: never treat it as an empty game
    return False


def summary_of(save: SavedGame) -> SaveSummary:
    """Read what the list shows about ``save`` (missing figures are ``None``)."""
    session = save.session
    started = _local_time(session.started_at) if session is not None else "?"
    ruleset, hands = "?", None
    players: tuple[str, ...] = ("?",) * 4
    hand: int | None = None
    scores: tuple[int, ...] | None = None
    moved = True
    if session is not None:
        try:
            with open(save.path, "rb") as f:
                header = parse_line(f.readline(1 << 20))
            rules = header.get("ruleset", {})
            ruleset = str(rules.get("name", "?"))
            players = tuple(plain_name(str(p)) for p in header.get("players", players))
            options = header.get("options", {})
            hands = options.get("hands") or rules.get("hands_per_match")
            tail = _tail(save.path)
        except (OSError, ValueError, AttributeError):
            tail = b""
        started_event = _last_event(tail, "HandStarted")
        ended_event = _last_event(tail, "HandEnded")
        if ended_event is not None and (started_event is None
                                        or ended_event[0] > started_event[0]):
            event = ended_event[1]
        else:
            event = started_event[1] if started_event is not None else {}
        number, values = event.get("hand_number"), event.get("scores")
        if isinstance(number, int):
            hand = number + 1
        if isinstance(values, list) and all(isinstance(v, int) for v in values):
            scores = tuple(values)
        moved = human_moved(save.path, session.humans)
    return SaveSummary(save, started, ruleset, players, hand,
                       hands if isinstance(hands, int) else None, scores, moved)


def summaries(directory: Path | None = None) -> list[SaveSummary]:
    """Every save, newest first (as :func:`~mahjong_tui.persistence.autosave.list_saves`)."""
    return [summary_of(s) for s in list_saves(directory)]


def resume_order(items: list[SaveSummary]) -> list[SaveSummary]:
    """The unfinished saves a plain ``resume`` tries, best first: games with a human
    in them before watch games, newest first within each. Games in which no human
    has moved yet are not offered (there is nothing to continue)."""
    open_games = [s for s in items if not s.save.finished
                  and (s.human_moved or not s.has_human or s.save.error is not None)]
    # Unreadable saves keep their place by time, so a newer one is reported as skipped.
    return sorted(open_games, key=lambda s: not s.has_human and s.save.error is None)


def resolve_save(name: str, directory: Path | None = None) -> Path:
    """The file a player means by ``name``: an existing path; a file name or stem in
    the saves directory (as ``resume --list`` prints it); or ``#N``/``N``, the
    game's number in that list. Anything else is returned as a path (opening it
    then gives the one-line error)."""
    path = Path(name)
    if path.exists():
        return path
    folder = directory if directory is not None else saves_dir()
    for candidate in (folder / name, folder / f"{name}.jsonl"):
        if candidate.exists():
            return candidate
    number = name.removeprefix("#")
    if number.isdigit() and not path.suffix:
        items = list_saves(directory)
        if 1 <= int(number) <= len(items):
            return items[int(number) - 1].path
    return path


def _scores_text(item: SaveSummary) -> str:
    if item.scores is None:
        return ""
    return "  ".join(f"{plain_name(name)} {score}" for name, score in zip(item.players, item.scores,
                                                                strict=False))


_COLUMNS = {"en": ("#", "started", "rules", "mode", "hand", "state", "scores", "file"),
            "zh": ("#", "开始", "规则", "模式", "盘", "状态", "分数", "文件")}
_STATES = {"en": {"unusable": "unusable", "finished": "finished", "unfinished": "unfinished",
                  "not started": "not started"},
           "zh": {"unusable": "无法使用", "finished": "已完成", "unfinished": "未完成",
                  "not started": "未开始"}}
_MODES = {"zh": {"bots": "对电脑", "hotseat": "多人同机", "watch": "观战"}}


def save_table(items: list[SaveSummary], lang: str = "en") -> list[str]:
    """The list as lines of a table: number, start, ruleset, mode, hand, state,
    scores, file name (what ``resume`` and ``replay`` accept) and, for a file that
    cannot be resumed, why; headings and words in ``lang`` (``en`` or ``zh``),
    columns aligned in terminal cells."""
    from rich.cells import cell_len

    if not items:
        return []
    words = _STATES.get(lang, _STATES["en"])
    modes = _MODES.get(lang, {})
    rows = [_COLUMNS.get(lang, _COLUMNS["en"])]
    for i, item in enumerate(items, 1):
        session = item.save.session
        hand = (f"{item.hand}/{item.hands}" if item.hand is not None and item.hands
                else str(item.hand or ""))
        if item.save.error is not None:
            state = "unusable"
        elif item.save.finished:
            state = "finished"
        else:
            state = "unfinished" if item.human_moved or not item.has_human else "not started"
        name = item.save.path.name
        if item.save.error is not None:
            name += f"  ({item.save.error})"
        mode = session.mode if session else "?"
        rows.append((str(i), item.started, item.ruleset, modes.get(mode, mode),
                     hand, words[state], _scores_text(item), name))
    widths = [max(cell_len(r[c]) for r in rows) for c in range(len(rows[0]) - 1)]
    return ["  ".join(r[c] + " " * (widths[c] - cell_len(r[c])) for c in range(len(widths)))
            + "  " + r[-1] for r in rows]


def discard_if_unplayed(save: Autosave) -> bool:
    """Remove a closed save of a game with humans in which no human has acted and no
    hand has ended (nothing would be lost). Returns whether it was removed."""
    humans = save.session.humans
    if not humans or save.game.is_over:
        return False
    if any(kind == "action" and who in humans for kind, who, _ in save.game.entries):
        return False
    if any(isinstance(e, HandEnded) for e in save.game.events):
        return False
    try:
        save.path.unlink()
    except OSError:
        return False
    return True
