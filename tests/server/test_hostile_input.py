"""Hostile input against a real table server on a loopback port.

A :class:`~mahjong_tui.server.app.TableServer` runs in a thread of its own (its own
event loop, served by ``websockets`` with the limits :func:`run_server` sets) while a
game is being played in one of its rooms: two attacking players hold seats 0 and 1
(seat 0 owes the next decision, so the table waits on it and the bots in seats 2 and
3 stay still), a third attacker watches, and a fourth never says hello.

Hypothesis then throws :data:`FUZZ_MESSAGES` hostile messages at it, a fresh
connection per example (so the per-connection flood limit never answers for the
check it would hide): random JSON values, objects of unknown or wrong types, fields
of the wrong type, huge strings, actions out of turn, illegal actions, stale prompt
ids, binary frames, text that is not JSON, deeply nested JSON, and frames over
``MAX_MESSAGE``. Every one must get an ``error`` reply with the expected code, except
the oversize frames, after which the server closes the connection (1009, as
``websockets`` does past ``max_size``). Afterwards: the game is exactly as it was
(record entries, events, every seat's and the spectator's view, who must act, the
pending prompt), the server counted exactly the errors it sent, nothing was logged
with a traceback, a fresh client is welcomed and sees the room, and the seat that
must act can still play.

:func:`run_server` itself (the shipped entry point) is checked for the same limits
at the end: binary frames are refused, oversize frames close the connection, floods
are cut off.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import connect as aconnect
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from mahjong_tui.engine.actions import parse_action
from mahjong_tui.engine.hand import is_among
from mahjong_tui.engine.tiles import TILES
from mahjong_tui.net.protocol import (
    CLIENT_TYPES,
    MAX_MESSAGE,
    PROTOCOL_VERSION,
    clean_text,
)
from mahjong_tui.server.app import TableServer, run_server

FUZZ_EXAMPLES = 70
"""Hypothesis examples (one connection each)."""
FRAMES_PER_EXAMPLE = 50
"""Hostile frames per connection, within the server's burst of 60 messages."""
FUZZ_MESSAGES = FUZZ_EXAMPLES * FRAMES_PER_EXAMPLE
"""3500 hostile messages in all; the oversize frames that end some of the
connections come on top (the test prints how many: 16)."""

READ_TIMEOUT = 10.0


# -- a server in a thread ------------------------------------------------------------------------
class ServerThread:
    """A :class:`TableServer` on a loopback port, on an event loop in its own thread.

    ``target`` (``"table"`` or ``"run_server"``) picks what is served: the server
    object itself (the tests read its rooms) or the shipped :func:`run_server`.
    """

    def __init__(self, data: Path, target: str = "table") -> None:
        self.data = data
        self.target = target
        self.loop = asyncio.new_event_loop()
        self.loop_errors: list[dict[str, Any]] = []
        self.server: TableServer | None = None
        self.port = 0
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, name=f"server-{target}", daemon=True)
        self._stop: asyncio.Event | None = None

    def __enter__(self) -> ServerThread:
        self.thread.start()
        assert self.ready.wait(30), "the server did not start"
        return self

    def __exit__(self, *exc: object) -> None:
        self.loop.call_soon_threadsafe(self._stop_now)
        self.thread.join(30)
        assert not self.thread.is_alive()

    def _stop_now(self) -> None:
        assert self._stop is not None
        self._stop.set()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.set_exception_handler(lambda loop, context: self.loop_errors.append(context))
        self.loop.run_until_complete(self._main())
        self.loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        if self.target == "run_server":
            task = asyncio.create_task(run_server(
                "127.0.0.1", 0, self.data, workers=0, announce=[self._bound]))
            await self._stop.wait()
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
            return
        self.server = TableServer(self.data, workers=0)
        # The limits run_server serves with (mahjong_tui.server.app.run_server).
        async with serve(self.server.handle, "127.0.0.1", 0, max_size=MAX_MESSAGE,
                         max_queue=64, ping_interval=20, ping_timeout=20) as ws_server:
            self._bound(ws_server.sockets[0].getsockname()[1])
            await self._stop.wait()
        self.server.close()

    def _bound(self, port: int) -> None:
        self.port = port
        self.ready.set()

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def call(self, fn: Callable[[], Any]) -> Any:
        """``fn()`` on the server's loop (the server's state is only read there)."""
        async def run() -> Any:
            return fn()
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(30)


def open_ws(url: str) -> ClientConnection:
    return connect(url, open_timeout=10, close_timeout=5, max_size=None, max_queue=None,
                   proxy=None)


def read(ws: ClientConnection) -> dict[str, Any]:
    message = json.loads(ws.recv(timeout=READ_TIMEOUT))
    assert isinstance(message, dict)
    return message


def read_until(ws: ClientConnection, kind: str) -> list[dict[str, Any]]:
    """Messages up to and including the first of type ``kind``."""
    seen = []
    while True:
        message = read(ws)
        seen.append(message)
        if message["type"] == kind:
            return seen


def send(ws: ClientConnection, message: dict[str, Any]) -> None:
    ws.send(json.dumps(message))


class LogRecords(logging.Handler):
    """Every record of level WARNING and above, from every logger."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@contextlib.contextmanager
def captured_logs() -> Iterator[LogRecords]:
    handler = LogRecords()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)


# -- the table under attack ------------------------------------------------------------------
@dataclass
class Table:
    """The room being played, and how each attacker gets back in."""

    server: ServerThread
    code: str
    tokens: dict[str, str]
    prompt: int
    """The id of the prompt seat 0 owes."""
    legal: tuple[Any, ...]
    """Seat 0's legal actions."""
    spectator_texts: list[str] = field(default_factory=list)

    def state(self) -> dict[str, Any]:
        """The room's game as the server holds it."""
        assert self.server.server is not None
        room = self.server.server.rooms[self.code]

        def read_state() -> dict[str, Any]:
            game = room.game
            return {"entries": len(game.entries), "events": len(game.events),
                    "to_act": game.to_act(),
                    "legal": [game.legal_actions(p) for p in range(4)],
                    "views": [json.dumps(room.codec.encode(room.view_of(s)))
                              for s in (0, 1, 2, 3, -1)],
                    "snapshots": [json.dumps(_game_part(room.snapshot(s)))
                                  for s in (0, 1, -1)]}
        return self.server.call(read_state)

    def errors(self) -> int:
        assert self.server.server is not None
        return int(self.server.call(lambda: self.server.server.errors))  # type: ignore[union-attr]


def _game_part(snapshot: dict[str, Any]) -> dict[str, Any]:
    """A resync message without who is connected (``away``, ``spectators``: the
    fuzz's own connections come and go), which is not the game's state."""
    return {k: v for k, v in snapshot.items() if k not in ("away", "spectators")}


def set_table_up(server: ServerThread) -> Table:
    """Seat 0 creates an MCR room for two players, seat 1 joins (play starts, bots in
    seats 2 and 3), a spectator watches; seat 0 deals, so the table waits on it."""
    with open_ws(server.url) as a, open_ws(server.url) as b:
        send(a, {"type": "hello", "version": PROTOCOL_VERSION, "name": "Mallory"})
        read_until(a, "welcome")
        send(a, {"type": "create", "ruleset": "mcr", "players": 2, "bots": "random",
                 "claim_seconds": 0, "away_seconds": 600, "turn_seconds": 0})
        joined = read_until(a, "joined")[-1]
        code, token_a = joined["room"], joined["token"]
        send(b, {"type": "hello", "version": PROTOCOL_VERSION, "name": "Trudy"})
        read_until(b, "welcome")
        send(b, {"type": "join", "room": code})
        token_b = read_until(b, "joined")[-1]["token"]
        prompt = read_until(a, "prompt")[-1]
    table = Table(server, code, {"A": token_a, "B": token_b}, int(prompt["id"]), ())
    state = table.state()
    assert state["to_act"] == (0,)
    table.legal = state["legal"][0]
    assert table.legal and prompt["legal"] == [a.text for a in table.legal]
    return table


ROLES = ("A", "B", "C", "D")
"""A: seat 0, who must act; B: seat 1, out of turn; C: a spectator; D: never greeted."""


def greet(ws: ClientConnection, role: str, table: Table) -> None:
    """Take the attacker's place again on a fresh connection."""
    if role in ("A", "B"):
        send(ws, {"type": "hello", "version": PROTOCOL_VERSION, "name": role,
                  "token": table.tokens[role]})
        welcome = read_until(ws, "welcome")[-1]
        assert welcome["room"] == table.code and welcome["seat"] == "AB".index(role)
        state = read_until(ws, "state")[-1]
        if role == "A":
            assert state["prompt"]["id"] == table.prompt
    elif role == "C":
        send(ws, {"type": "hello", "version": PROTOCOL_VERSION, "name": role})
        read_until(ws, "welcome")
        send(ws, {"type": "spectate", "room": table.code})
        read_until(ws, "state")


# -- hostile frames ------------------------------------------------------------------------------
# Each strategy draws (frame, the error codes it must get); a frame is text (a JSON
# text or not) or bytes.
Frame = tuple[str | bytes, frozenset[str]]

BAD_MESSAGE = frozenset({"bad-message"})
BAD_TYPE = frozenset({"bad-type"})
BAD_FIELD = frozenset({"bad-field"})
CHAT_CODES = frozenset({"bad-field", "rate-limited"})  # three chat lines a second pass

scalars = (st.none() | st.booleans() | st.integers(-(2**70), 2**70)
           | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=20))
json_values = st.recursive(
    scalars, lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=10)
not_none = json_values.filter(lambda v: v is not None)
not_string = not_none.filter(lambda v: not isinstance(v, str))
huge_text = st.builds(lambda ch, n: ch * min(n, 4000 // len(json.dumps(ch))),
                      st.characters(), st.integers(0, 4000))
"""Up to 4000 characters, 4000 at most once escaped for JSON (so that a message
holding one stays within MAX_MESSAGE)."""


def dumps(message: Any) -> str:
    """JSON text, ASCII only (lone surrogates travel as escapes), within the limit."""
    text = json.dumps(message, ensure_ascii=True)
    assert len(text) <= MAX_MESSAGE, "a hostile frame meant to fit does not"
    return text


def not_a_whole_number(low: int, high: int) -> st.SearchStrategy[Any]:
    return not_none.filter(lambda v: not (isinstance(v, int) and not isinstance(v, bool)
                                          and low <= v <= high)) \
        | st.integers(high + 1, 2**80) | st.integers(-(2**80), low - 1)


def _fails_json(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return True
    return False


def with_fields(kind: str | None, extra: st.SearchStrategy[dict[str, Any]] | None = None,
                ) -> st.SearchStrategy[dict[str, Any]]:
    """A message of type ``kind`` with random other fields (and ``extra`` ones)."""
    base = st.dictionaries(st.text(max_size=10).filter(lambda k: k != "type"), json_values,
                           max_size=3)
    if extra is None:
        extra = st.just({})
    return st.builds(lambda b, e: {**b, **e, **({} if kind is None else {"type": kind})},
                     base, extra)


def weighted(*choices: tuple[int, st.SearchStrategy[Any]]) -> st.SearchStrategy[Any]:
    """One of the strategies, each drawn ``weight`` times as often."""
    return st.sampled_from([s for weight, s in choices for _ in range(weight)]) \
        .flatmap(lambda strategy: strategy)


# Frames every attacker gets the same error for.
garbage: st.SearchStrategy[Frame] = st.one_of(
    st.text(max_size=300).filter(_fails_json).map(lambda t: (t, BAD_MESSAGE)),
    json_values.filter(lambda v: not isinstance(v, dict)).map(lambda v: (dumps(v),
                                                                         BAD_MESSAGE)),
    with_fields(None).map(lambda m: (dumps(m), BAD_TYPE)),
    st.builds(lambda m, t: (dumps({**m, "type": t}), BAD_TYPE), with_fields(None),
              not_none.filter(lambda t: not (isinstance(t, str) and t in CLIENT_TYPES))),
    st.sampled_from(sorted(CLIENT_TYPES)).map(lambda t: (dumps({"type": t.upper()}),
                                                         BAD_TYPE)),
    st.binary(max_size=MAX_MESSAGE).map(lambda b: (b, BAD_MESSAGE)),
    st.just(b'{"type": "ping", "id": 1}').map(lambda b: (b, BAD_MESSAGE)),
    st.integers(1000, 4090).map(lambda d: ("[" * d + "]" * d, BAD_MESSAGE)),
    st.integers(1000, 4000).map(lambda d: ('{"type":"ping","id":' + "[" * d + "]" * d + "}",
                                           BAD_MESSAGE | BAD_FIELD)),
    st.builds(lambda m, i: (dumps({**m, "id": i}), BAD_FIELD),
              with_fields("ping"), not_a_whole_number(0, 2**31)),
    huge_text.filter(lambda t: t not in CLIENT_TYPES).map(lambda t: (dumps({"type": t}),
                                                                      BAD_TYPE)),
)

def _parses(text: str) -> bool:
    """What the server does with an action's text: clean it, cut it, parse it."""
    try:
        parse_action(clean_text(text, 40))
    except ValueError:
        return False
    return True


ACTION_TEXTS = sorted(text for text in {
    *(f"discard {t.text}" for t in TILES), *(f"pung {t.text}" for t in TILES[:34]),
    *(f"kong {t.text}" for t in TILES[:34]), *(f"concealed kong {t.text}" for t in TILES[:34]),
    *(f"add kong {t.text}" for t in TILES[:34]), *(f"chow {t.text}" for t in TILES[:25]),
    "win", "pass", "pung", "exchange 123m", "exchange 119p", "void m", "void s",
    "DISCARD 5p", "  Discard   5p  ", "discard 5p\x00", "win\u202e", "discard 5p" + " " * 100,
} if _parses(text))
"""Actions the server reads as actions (all refused here: out of turn, illegal, or
for a stale prompt)."""


def action_frames(table: Table, role: str) -> st.SearchStrategy[Frame]:
    """``action`` messages that must be refused, for seat 0 (``A``) or seat 1."""
    prompt_ids = st.sampled_from([table.prompt, table.prompt - 1, table.prompt + 1, 0,
                                  None]) | st.integers(0, 2**62)

    def illegal(m: dict[str, Any], text: str, prompt: int | None) -> Frame:
        message = {**m, "action": text}
        if prompt is not None:
            message["prompt"] = prompt
        if role == "A" and prompt == table.prompt \
                and is_among(parse_action(clean_text(text, 40)), table.legal):
            message["prompt"] = table.prompt + 1  # stale: the one legal answer is not sent
        return dumps(message), frozenset({"illegal"})

    return weighted(
        # the action missing or not a string
        (1, st.builds(lambda m, a: (dumps({**m, "action": a}), BAD_FIELD),
                      with_fields("action"), not_string)),
        (1, with_fields("action").filter(lambda m: m.get("action") is None)
         .map(lambda m: (dumps(m), BAD_FIELD))),
        # the prompt not a whole number 0..2**62
        (1, st.builds(lambda m, a, p: (dumps({**m, "action": a, "prompt": p}), BAD_FIELD),
                      with_fields("action"), st.sampled_from(ACTION_TEXTS),
                      not_a_whole_number(0, 2**62))),
        # not an action
        (2, st.builds(lambda m, a, p: (dumps({**m, "action": a, "prompt": p}),
                                       frozenset({"bad-action"})),
                      with_fields("action"), (st.text(max_size=60) | huge_text)
                      .filter(lambda t: not _parses(t)), prompt_ids)),
        # out of turn, illegal, or answering a stale or unknown prompt
        (5, st.builds(illegal, with_fields("action"), st.sampled_from(ACTION_TEXTS),
                      prompt_ids)),
    )


def chat_frames() -> st.SearchStrategy[Frame]:
    return st.one_of(
        st.builds(lambda m, t: (dumps({**m, "text": t}), CHAT_CODES), with_fields("chat"),
                  not_string),
        with_fields("chat").filter(lambda m: m.get("text") is None)
        .map(lambda m: (dumps(m), CHAT_CODES)))


def role_frames(table: Table, role: str) -> st.SearchStrategy[Frame]:
    """The frames that must be refused for ``role``, each with its error code."""
    if role == "D":
        refused = sorted(CLIENT_TYPES - {"hello", "ping"})
        bad_version = not_none.filter(lambda v: v != PROTOCOL_VERSION)
        hello = {"type": "hello", "version": PROTOCOL_VERSION}
        return weighted(
            (3, garbage),
            (3, st.sampled_from(refused).flatmap(with_fields)
             .map(lambda m: (dumps(m), frozenset({"no-hello"})))),
            (1, st.builds(lambda m, v: (dumps({**m, "version": v}), frozenset({"version"})),
                          with_fields("hello"), bad_version)),
            (1, st.builds(lambda m, n: (dumps({**m, **hello, "name": n}), BAD_FIELD),
                          with_fields("hello"), not_string)),
            (1, st.builds(lambda v: (dumps({**hello, "views": v}), BAD_FIELD),
                          not_none.filter(lambda v: not isinstance(v, bool)))),
            (1, st.builds(lambda t: (dumps({**hello, "token": t}), BAD_FIELD), not_string)),
        )
    lobby = st.sampled_from(["create", "join", "spectate"]).flatmap(with_fields) \
        .map(lambda m: (dumps(m), frozenset({"at-table"})))
    hello = with_fields("hello").map(lambda m: (dumps(m), BAD_MESSAGE))
    if role == "C":
        not_seated = st.sampled_from(["action", "start"]).flatmap(with_fields) \
            .map(lambda m: (dumps(m), frozenset({"not-seated"})))
        return weighted((3, garbage), (1, lobby), (1, hello), (2, not_seated),
                        (1, chat_frames()))
    return weighted((3, garbage), (1, lobby), (1, hello), (1, chat_frames()),
                    (5, action_frames(table, role)))


oversize: st.SearchStrategy[str | bytes] = st.one_of(
    st.integers(MAX_MESSAGE + 1, 4 * MAX_MESSAGE).map(lambda n: '{"type":"chat","text":"'
                                                       + "x" * n + '"}'),
    st.integers(MAX_MESSAGE + 1, 2 * MAX_MESSAGE).map(lambda n: b"\x00" * n),
    st.integers(MAX_MESSAGE // 2 + 1, MAX_MESSAGE).map(lambda n: "é" * n),  # bytes count
)


# -- the fuzz --------------------------------------------------------------------------------------
@dataclass
class Tally:
    frames: int = 0
    errors: int = 0
    oversize: int = 0
    by_code: dict[str, int] = field(default_factory=dict)
    by_role: dict[str, int] = field(default_factory=dict)


def next_reply(ws: ClientConnection) -> dict[str, Any]:
    """The next reply, past the table's broadcasts of who is seated (an earlier
    connection of the same attacker may be closing just now)."""
    while True:
        message = read(ws)
        if message["type"] != "seats":
            return message


def test_hostile_messages_change_nothing(tmp_path: Path) -> None:
    """FUZZ_MESSAGES (3500) hostile messages: each refused with an error, the game
    untouched, no traceback, the server alive."""
    tally = Tally()
    with captured_logs() as logs, ServerThread(tmp_path / "rooms") as server:
        table = set_table_up(server)
        before = table.state()
        errors_before = table.errors()

        # No shrinking: each step of it replays a connection; a failure is reported
        # as drawn (the example is deterministic: derandomized, no database).
        @settings(max_examples=FUZZ_EXAMPLES, deadline=None, derandomize=True,
                  database=None, suppress_health_check=list(HealthCheck),
                  phases=[Phase.explicit, Phase.generate], report_multiple_bugs=False)
        @given(data=st.data())
        def fuzz(data: st.DataObject) -> None:
            role = data.draw(st.sampled_from(ROLES), label="role")
            frames = data.draw(st.lists(role_frames(table, role), min_size=FRAMES_PER_EXAMPLE,
                                        max_size=FRAMES_PER_EXAMPLE), label="frames")
            tail = data.draw(st.none() | st.none() | st.none() | oversize, label="oversize")
            with open_ws(server.url) as ws:
                greet(ws, role, table)
                for frame, codes in frames:
                    ws.send(frame)
                    reply = next_reply(ws)
                    shown = frame[:300] if isinstance(frame, str) else frame[:60]
                    assert reply["type"] == "error", (role, shown, reply)
                    assert reply["code"] in codes, (role, shown, reply)
                    assert isinstance(reply["message"], str) and reply["message"]
                    tally.errors += 1
                    tally.by_code[reply["code"]] = tally.by_code.get(reply["code"], 0) + 1
                tally.frames += len(frames)
                tally.by_role[role] = tally.by_role.get(role, 0) + len(frames)
                if tail is not None:
                    ws.send(tail)
                    with pytest.raises(ConnectionClosed) as closed:
                        while True:
                            assert next_reply(ws)["type"] != "error"
                    assert closed.value.rcvd is not None
                    assert closed.value.rcvd.code == 1009  # message too big
                    tally.oversize += 1

        fuzz()
        after = table.state()
        counted = table.errors() - errors_before

        # The game is exactly as it was.
        assert after == before
        # Every refusal the server counted was sent, and no other.
        assert counted == tally.errors
        # The server is alive: a new client is welcomed and sees the room...
        with open_ws(server.url) as fresh:
            send(fresh, {"type": "hello", "version": PROTOCOL_VERSION, "name": "Newcomer"})
            assert read(fresh)["type"] == "welcome"
            send(fresh, {"type": "list"})
            rooms = next_reply(fresh)
            assert rooms["type"] == "rooms"
            assert [r["code"] for r in rooms["rooms"]] == [table.code]
        # ... and the seat that must act still plays.
        with open_ws(server.url) as seat:
            greet(seat, "A", table)
            send(seat, {"type": "action", "prompt": table.prompt,
                        "action": table.legal[0].text})
            assert next_reply(seat) == {"type": "ok", "prompt": table.prompt}
            events = read_until(seat, "events")[-1]
            assert events["events"][0]["$"] == "engine.event_types:Discarded"
        assert table.state()["entries"] > before["entries"]
    assert server.loop_errors == []
    assert [(r.name, r.levelname, r.getMessage()) for r in logs.records
            if r.exc_info or r.levelno >= logging.ERROR] == []
    assert tally.frames == FUZZ_MESSAGES
    assert tally.oversize >= 5
    assert set(tally.by_role) == set(ROLES)
    assert {"bad-message", "bad-type", "bad-field", "bad-action", "illegal", "at-table",
            "no-hello", "not-seated", "version"} <= set(tally.by_code)
    print(f"\n{tally.frames} hostile messages (+{tally.oversize} oversize frames), "
          f"errors by code {dict(sorted(tally.by_code.items()))}, by attacker "
          f"{dict(sorted(tally.by_role.items()))}")


# -- details the fuzz relies on ------------------------------------------------------------------
def test_a_refused_hello_leaves_the_connection_ungreeted(tmp_path: Path) -> None:
    """A hello refused for any field is not half taken: the next message still has to
    be a hello."""
    with ServerThread(tmp_path / "rooms") as server, open_ws(server.url) as ws:
        for bad in ({"version": 2}, {"name": 5}, {"views": "yes"}, {"token": 5},
                    {"token": ["x"]}):
            send(ws, {"type": "hello", "version": PROTOCOL_VERSION, **bad})
            assert read(ws)["type"] == "error"
            send(ws, {"type": "list"})
            assert read(ws) == {"type": "error", "code": "no-hello",
                                "message": "say hello first"}


def test_an_empty_chat_line_is_dropped_silently(tmp_path: Path) -> None:
    """The one well-formed message that is neither answered nor refused: a chat line
    with nothing left once cleaned (documented here, as the fuzz leaves it out)."""
    with ServerThread(tmp_path / "rooms") as server, open_ws(server.url) as ws:
        send(ws, {"type": "hello", "version": PROTOCOL_VERSION, "name": "Ann"})
        read_until(ws, "welcome")
        send(ws, {"type": "create", "ruleset": "mcr", "players": 2})
        read_until(ws, "state")
        send(ws, {"type": "chat", "text": " \x00\u200b "})
        send(ws, {"type": "ping", "id": 7})
        assert next_reply(ws) == {"type": "pong", "id": 7}


async def flood(url: str) -> tuple[list[dict[str, Any]], int | None, str | None]:
    """Pings as fast as they go until the server hangs up: the replies that came
    back, and the close code and reason."""
    replies: list[dict[str, Any]] = []
    async with aconnect(url, max_size=None, max_queue=None, proxy=None) as ws:
        async def read_all() -> None:
            with contextlib.suppress(ConnectionClosed):
                async for raw in ws:
                    replies.append(json.loads(raw))

        reader = asyncio.create_task(read_all())
        with contextlib.suppress(ConnectionClosed):
            for i in range(20_000):
                await ws.send(json.dumps({"type": "ping", "id": i}))
                if i % 100 == 99:
                    await asyncio.sleep(0)
        await asyncio.wait_for(reader, READ_TIMEOUT)
        return replies, ws.close_code, ws.close_reason


def test_the_shipped_server_refuses_binary_and_oversize_frames_and_floods(
        tmp_path: Path) -> None:
    """:func:`run_server` as shipped: a binary frame is refused with an error, a frame
    over MAX_MESSAGE closes the connection (1009), a flood is rate-limited and, past
    200 refusals, cut off (1008); the server goes on welcoming clients."""
    with captured_logs() as logs, ServerThread(tmp_path / "rooms", "run_server") as server:
        with open_ws(server.url) as ws:
            ws.send(b'{"type":"hello","version":1}')
            assert read(ws) == {"type": "error", "code": "bad-message",
                                "message": "messages are JSON text, not binary"}
            ws.send('{"type":"ping","id":1}')
            assert read(ws) == {"type": "pong", "id": 1}
            exact = '{"type":"ping","id":2,"pad":"' + "x" * (MAX_MESSAGE - 31) + '"}'
            assert len(exact) == MAX_MESSAGE
            ws.send(exact)
            assert read(ws) == {"type": "pong", "id": 2}
            ws.send(exact[:-2] + 'x"}')
            with pytest.raises(ConnectionClosed) as closed:
                read(ws)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
        with open_ws(server.url) as ws:
            ws.send(b"\x00" * (MAX_MESSAGE + 1))
            with pytest.raises(ConnectionClosed) as closed:
                read(ws)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
        replies, code, reason = asyncio.run(flood(server.url))
        assert (code, reason) == (1008, "flooding")
        # What was sent before the close: pongs for the burst of 60 (and for what
        # trickled back meanwhile), refusals for the rest; whatever was still queued
        # goes with the connection.
        pongs = [m["id"] for m in replies if m["type"] == "pong"]
        assert pongs == list(range(min(60, len(pongs)))) + pongs[60:]
        assert pongs == sorted(pongs) and len(pongs) <= 60 + 30 * 5
        assert all(m == {"type": "error", "code": "rate-limited",
                         "message": "too many messages: slow down"}
                   for m in replies if m["type"] != "pong")
        with open_ws(server.url) as ws:
            send(ws, {"type": "hello", "version": PROTOCOL_VERSION, "name": "After"})
            assert read(ws)["type"] == "welcome"
    assert server.loop_errors == []
    assert [(r.name, r.getMessage()) for r in logs.records
            if r.exc_info or r.levelno >= logging.ERROR] == []
