"""The wire codec and the protocol checks: every value a table sends survives the trip
through JSON unchanged, and everything else a peer might send is refused with the
codec's or the protocol's own error (never another exception, never a foreign type)."""

from __future__ import annotations

import json
import random
import unicodedata
from typing import Any

import pytest

from bots import BOT_LEVELS, get_bot
from mahjong_tui.engine.actions import Action, Win
from mahjong_tui.engine.events import Event, HandEnded, MatchEnded, Won, redact
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.tiles import TILES, parse_tiles
from mahjong_tui.engine.views import Phase, SeatView
from mahjong_tui.net.codec import WireCodec, WireError
from mahjong_tui.net.protocol import (
    CLIENT_TYPES,
    MAX_MESSAGE,
    ProtocolError,
    RoomOptions,
    clean_text,
    decode_message,
    encode_message,
)
from mahjong_tui.rulesets import get_ruleset, ruleset_names

RULESETS = ruleset_names()


def wire(codec: WireCodec, value: Any) -> Any:
    """``value`` written, sent as JSON text, read back."""
    return codec.decode(json.loads(encode_message({"v": codec.encode(value)}))["v"])


def play(ruleset_name: str, seed: int) -> tuple[Game, list[SeatView]]:
    """Two hands by beginner bots with some random moves; every seat's view and the
    spectator's after each action."""
    game = Game.new(seed, get_ruleset(ruleset_name), hands=2)
    bots = [get_bot("beginner", seed * 4 + p) for p in range(4)]
    rng = random.Random(seed)
    views: list[SeatView] = []
    while game.to_act():
        player = rng.choice(game.to_act())
        legal = game.legal_actions(player)
        action: Action = (rng.choice(legal) if rng.random() < 0.15
                          and not any(isinstance(a, Win) for a in legal)
                          else bots[player].decide(game.view(player)))
        game.apply(player, action)
        views.extend(game.view(p) for p in range(4))
        views.append(game.spectator_view())
        views.append(game.spectator_view(player))
    return game, views


@pytest.mark.parametrize("ruleset_name", RULESETS)
def test_every_event_and_view_survives_the_wire(ruleset_name: str) -> None:
    seed = 7 + 10 * RULESETS.index(ruleset_name)
    game, views = play(ruleset_name, seed)
    while not any(isinstance(e, Won) for e in game.events):  # a drawn match: another
        seed += 1
        game, views = play(ruleset_name, seed)
    codec = WireCodec(game.ruleset)
    events: list[Event] = list(game.events)
    # The game was worth sending: wins with their scoring, the match's end.
    assert any(isinstance(e, Won) for e in events)
    assert sum(isinstance(e, HandEnded) for e in events) == 2
    assert isinstance(events[-1], MatchEnded)
    for event in events:
        assert wire(codec, event) == event
        for seat in (0, 1, 2, 3, -1):
            shown = redact(event, seat)
            assert wire(codec, shown) == shown
    assert {v.phase for v in views} >= {Phase.TURN, Phase.CLAIM, Phase.OVER}
    for view in views:
        back = wire(codec, view)
        assert back == view
        assert back.table.ruleset is game.ruleset  # the room's ruleset, not a copy
    # What a seat answers travels as its text.
    for view in views[:200]:
        for action in view.legal:
            assert wire(codec, action) == action


def test_tiles_and_plain_values_survive_the_wire() -> None:
    codec = WireCodec(get_ruleset("mcr"))
    for tile in TILES:
        assert wire(codec, tile) == tile
        assert codec.encode(tile) == {"$": "tile", "v": tile.text}
    hand = tuple(parse_tiles("123m 55p EEE 1f"))
    assert codec.encode(hand) == {"$": "tiles", "v": "123m 55p EEE 1f"}
    assert wire(codec, hand) == hand
    for value in (None, True, 0, -3, 2.5, "text", (), (1, (2, "x")), frozenset({1, 2}),
                  {1: "a", "b": (2,)}, {TILES[0]: frozenset({TILES[1]})}):
        assert wire(codec, value) == value
    assert codec.encode([1, 2]) == [1, 2]
    assert wire(codec, [1, 2]) == (1, 2)  # every JSON list reads back as a tuple
    with pytest.raises(TypeError):
        codec.encode(object())  # not part of a table: a bug, not a wire error


# -- what decode refuses -------------------------------------------------------------------
FOREIGN_TAGS = [
    "os:system", "builtins:eval", "builtins:__import__", "subprocess:Popen",
    "mahjong_tui.engine.game:Game", "engine.game:Game", "engine.wall:Wall",
    "engine.game:random", "engine.tiles:parse_tiles", "engine.tiles:__class__",
    "engine.events:redact", "engine:__builtins__", "engine.nothing:Here",
    "engine.tiles:Nothing", "engine.tiles.Tile", "engine..tiles:Tile", "engine.tiles:",
    ":Tile", "", "rulesets.mcr.ruleset:random_deal", "server.room:Room", "net.codec:WireCodec",
    "ui.app:MahjongApp", "bots:get_bot", "engine.tiles:Tile.parse", "engine/tiles:Tile",
    "engine.tiles:Tile; import os", "x" * 5000,
]


@pytest.mark.parametrize("tag", FOREIGN_TAGS, ids=lambda t: t[:40])
def test_decode_refuses_foreign_types(tag: str) -> None:
    codec = WireCodec(get_ruleset("mcr"))
    for data in ({"$": tag}, {"$": tag, "v": "ls"}, [{"$": tag, "command": "ls"}],
                 {"$": "set", "v": [{"$": tag}]}):
        with pytest.raises(WireError):
            codec.decode(data)


BAD_VALUES = [
    # tiles
    {"$": "tile", "v": "10m"}, {"$": "tile", "v": "5p5p"}, {"$": "tile", "v": ""},
    {"$": "tile", "v": 5}, {"$": "tile"}, {"$": "tiles", "v": "5x"}, {"$": "tiles", "v": None},
    {"$": "tiles", "v": "1m" * 201}, {"$": "tiles", "v": ["1m"]}, {"$": "tile", "v": "9f"},
    {"$": "engine.tiles:Tile", "index": 99}, {"$": "engine.tiles:Tile", "index": "x"},
    # actions
    {"$": "action", "v": "fly away"}, {"$": "action", "v": 5}, {"$": "action", "v": "x" * 101},
    {"$": "action", "v": "discard 10m"}, {"$": "action"},
    # shapes
    {"no": "tag"}, {"$": 5}, {"$": None}, {"$": ["tile"]},
    {"$": "set", "v": "abc"}, {"$": "set", "v": [[1], {"$": "map", "v": []}]},
    {"$": "map", "v": [[1]]}, {"$": "map", "v": [[1, 2, 3]]}, {"$": "map", "v": {"a": 1}},
    {"$": "map", "v": [{"k": 1}]}, {"$": "map", "v": [[{"$": "map", "v": []}, 1]]},
    {"$": "engine.views:Phase", "v": "dancing"}, {"$": "engine.views:Phase"},
    {"$": "engine.event_types:Discarded", "player": 1},
    {"$": "engine.event_types:Discarded", "player": 1, "tile": {"$": "tile", "v": "5p"},
     "extra": 1},
    {"$": "engine.views:SeatView"},
    {"$": "engine.event_types:Discarded", "player": 1, "tile": {"$": "tile", "v": "5q"}},
]


@pytest.mark.parametrize("data", BAD_VALUES, ids=lambda d: json.dumps(d)[:40])
def test_decode_refuses_malformed_values(data: Any) -> None:
    with pytest.raises(WireError):
        WireCodec(get_ruleset("mcr")).decode(data)


@pytest.mark.parametrize("data", [object(), b"bytes", {1, 2}, (1, 2), 1j, ValueError()],
                         ids=lambda v: type(v).__name__)
def test_decode_refuses_what_json_cannot_hold(data: Any) -> None:
    with pytest.raises(WireError):
        WireCodec(get_ruleset("mcr")).decode(data)


WRONG_FIELD_TYPES = [
    {"$": "engine.event_types:Discarded", "player": "x", "tile": 5},
    {"$": "engine.event_types:Discarded", "player": 1, "tile": [1, 2]},
    {"$": "engine.wall:Position", "wall": "x", "stack": [1], "level": None},
    {"$": "engine.event_types:Drew", "player": None, "tile": {"$": "map", "v": []},
     "position": 3, "from_tail": "no"},
]


@pytest.mark.parametrize("data", WRONG_FIELD_TYPES, ids=lambda d: d["$"].split(":")[1])
def test_decode_refuses_records_with_fields_of_the_wrong_type(data: Any) -> None:
    with pytest.raises(WireError):
        WireCodec(get_ruleset("mcr")).decode(data)


def nested(depth: int, make: Any) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = make(value)
    return value


@pytest.mark.parametrize("make", [
    lambda v: [v],
    lambda v: {"$": "set", "v": [v]},
    lambda v: {"$": "map", "v": [[1, v]]},
    lambda v: {"$": "engine.event_types:Discarded", "player": v,
               "tile": {"$": "tile", "v": "5p"}},
], ids=["lists", "sets", "maps", "records"])
def test_decode_refuses_deep_nesting(make: Any) -> None:
    codec = WireCodec(get_ruleset("mcr"))
    shallow = nested(20, make)
    if isinstance(shallow, dict) and shallow["$"].startswith("engine."):
        # A record nested in a record's integer field is refused for its type.
        with pytest.raises(WireError, match=r"Discarded\.player: not a int"):
            codec.decode(shallow)
    else:
        assert codec.decode(shallow) is not None  # deep enough for any table
    for depth in (60, 5000):
        with pytest.raises(WireError, match="nested too deeply"):
            codec.decode(nested(depth, make))


def test_an_encoded_value_is_plain_json() -> None:
    """Nothing but dicts, lists, strings, numbers, booleans and None: what ``json``
    writes without a custom encoder."""
    game, views = play("sichuan", 3)
    codec = WireCodec(game.ruleset)
    for value in [*game.events, *views[-10:]]:
        text = json.dumps(codec.encode(value), allow_nan=False)
        assert json.loads(text) == codec.encode(value)


# -- decode_message ------------------------------------------------------------------------------
def _error(raw: str | bytes) -> tuple[str, str]:
    with pytest.raises(ProtocolError) as caught:
        decode_message(raw)
    return caught.value.code, str(caught.value)


def test_decode_message_accepts_one_object_with_a_known_type() -> None:
    for kind in sorted(CLIENT_TYPES):
        assert decode_message(json.dumps({"type": kind})) == {"type": kind}
    message = {"type": "chat", "text": "你好 [b]hi[/b]"}
    assert decode_message(encode_message(message)) == message


def test_decode_message_refuses_oversize_messages() -> None:
    padding = '{"type":"ping","pad":"' + "x" * MAX_MESSAGE + '"}'
    too_large = ("too-large", f"a message may hold at most {MAX_MESSAGE} bytes")
    assert _error(padding) == too_large
    assert _error(padding.encode()) == too_large
    assert _error("x" * (MAX_MESSAGE + 1)) == too_large
    exact = '{"type":"ping","pad":"' + "x" * (MAX_MESSAGE - 24) + '"}'
    assert len(exact) == MAX_MESSAGE
    assert decode_message(exact)["type"] == "ping"


def test_decode_message_refuses_what_is_not_one_json_object() -> None:
    not_object = ("bad-message", "a message must be one JSON object")
    for raw in ("", "{", "hello", '{"type": "ping"} {}', "[1, 2]", "1", '"ping"', "null",
                "true", "[" * 4000 + "]" * 4000, '{"a":' * 1300 + "1" + "}" * 1300,
                "\x00", "{'type': 'ping'}"):
        assert _error(raw) == not_object, raw[:20]
    assert _error(b'{"type":"ping"}') == ("bad-message", "messages are JSON text, not binary")


def test_decode_message_refuses_a_missing_or_unknown_type() -> None:
    assert _error("{}") == ("bad-type", "unknown message type 'None'")
    assert _error('{"kind":"ping"}') == ("bad-type", "unknown message type 'None'")
    assert _error('{"type":1}') == ("bad-type", "unknown message type '1'")
    assert _error('{"type":["ping"]}') == ("bad-type", "unknown message type \"['ping']\"")
    assert _error('{"type":"PING"}') == ("bad-type", "unknown message type 'PING'")
    assert _error('{"type":"welcome"}') == ("bad-type", "unknown message type 'welcome'")
    code, text = _error(json.dumps({"type": "y" * 500}))
    assert code == "bad-type" and text == f"unknown message type {'y' * 30!r}"


# -- clean_text ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("raw", "limit", "clean"), [
    ("Ann", 20, "Ann"),
    ("  Ann   Lee  ", 20, "Ann Lee"),
    ("a\tb\nc\rd", 20, "a b c d"),
    ("a\x00b\x07c\x7fd", 20, "a b c d"),               # C0 controls and DEL
    ("\x1b[31mred\x1b[0m", 20, "[31mred [0m"),         # escape sequences lose their ESC
    ("a\x85b\x9bc", 20, "a b c"),                      # C1 controls
    ("evil\u202egnp.exe", 20, "evil gnp.exe"),         # bidi override (format)
    ("zero\u200bwidth\ufeff", 20, "zero width"),       # zero width space, BOM
    ("a\ue000b", 20, "a b"),                           # private use
    ("a\u0378b", 20, "a b"),                           # unassigned
    ("a\ud800b", 20, "a b"),                           # a lone surrogate
    ("a\u00a0b\u2028c\u3000d", 20, "a b c d"),         # other spaces collapse too
    ("[b]bold[/b] <script>x</script>", 40, "[b]bold[/b] <script>x</script>"),  # kept
    ("[red]", 20, "[red]"),
    ("你好，世界 🀄", 20, "你好，世界 🀄"),
    ("abcdef", 3, "abc"),
    ("ab cd", 3, "ab"),                                # cut after the spaces collapse
    ("\x00\x01 \t", 20, ""),
    ("", 20, ""),
])
def test_clean_text(raw: str, limit: int, clean: str) -> None:
    assert clean_text(raw, limit) == clean


def test_clean_text_leaves_no_control_character() -> None:
    rng = random.Random(5)
    for _ in range(300):
        raw = "".join(chr(rng.randrange(0, 0x3000)) for _ in range(rng.randrange(0, 60)))
        out = clean_text(raw, 40)
        assert len(out) <= 40
        assert all(unicodedata.category(ch)[0] != "C" for ch in out)
        assert "  " not in out and out == out.lstrip()


# -- RoomOptions.from_message ---------------------------------------------------------------------
def options(**fields: Any) -> RoomOptions:
    return RoomOptions.from_message({"type": "create", **fields}, RULESETS, BOT_LEVELS)


def test_room_options_defaults() -> None:
    assert options() == RoomOptions()
    assert options() == RoomOptions(ruleset="mcr", hands=0, bots="standard", turn_seconds=0,
                                    bank_seconds=0, away_seconds=10, claim_seconds=1.0,
                                    password="", hints=True, players=1)
    none = options(ruleset=None, hands=None, bots=None, claim_seconds=None, players=None)
    assert none == RoomOptions()


RANGES = {"hands": (0, 64), "turn_seconds": (0, 600), "bank_seconds": (0, 3600),
          "away_seconds": (0, 600), "players": (1, 4)}


@pytest.mark.parametrize("name", sorted(RANGES))
def test_room_options_whole_number_ranges(name: str) -> None:
    low, high = RANGES[name]
    assert getattr(options(**{name: low}), name) == low
    assert getattr(options(**{name: high}), name) == high
    for bad in (low - 1, high + 1, 10**30, -(10**30), 1.5, float(low), "1", True, False,
                [1], {"v": 1}, float("nan")):
        with pytest.raises(ProtocolError) as caught:
            options(**{name: bad})
        assert caught.value.code == "bad-field"
        assert str(caught.value) == f"{name!r} must be a whole number {low}..{high}"


def test_room_options_claim_seconds() -> None:
    assert options(claim_seconds=0).claim_seconds == 0.0
    assert options(claim_seconds=2.5).claim_seconds == 2.5
    assert options(claim_seconds=10).claim_seconds == 10.0
    assert isinstance(options(claim_seconds=3).claim_seconds, float)
    for bad in (-0.1, 10.01, float("inf"), float("nan"), "1", True, [1]):
        with pytest.raises(ProtocolError) as caught:
            options(claim_seconds=bad)
        assert caught.value.code == "bad-field"
        assert str(caught.value) == "'claim_seconds' must be a number 0.0..10.0"


def test_room_options_names_and_flags() -> None:
    for name in RULESETS:
        assert options(ruleset=name).ruleset == name
    assert options(ruleset="  sichuan ").ruleset == "sichuan"  # cleaned first
    assert options(ruleset="").ruleset == "mcr"
    for level in BOT_LEVELS:
        assert options(bots=level).bots == level
    assert options(hints=False).hints is False
    cases = [({"ruleset": "riichi"}, "unknown ruleset 'riichi'"),
             ({"ruleset": "MCR"}, "unknown ruleset 'MCR'"),
             ({"ruleset": 5}, "'ruleset' must be a string"),
             ({"bots": "godlike"}, "unknown bot level 'godlike'"),
             ({"bots": ["random"]}, "'bots' must be a string"),
             ({"hints": "yes"}, "'hints' must be true or false"),
             ({"hints": 1}, "'hints' must be true or false"),
             ({"password": 1234}, "'password' must be a string")]
    for fields, message in cases:
        with pytest.raises(ProtocolError) as caught:
            options(**fields)
        assert (caught.value.code, str(caught.value)) == ("bad-field", message)


def test_room_options_password() -> None:
    assert options(password=" open \x00 sesame ").password == "open sesame"
    assert options(password="p" * 100).password == "p" * 40
    room = options(password="secret", players=3, ruleset="beijing")
    assert "password" not in room.to_dict()
    assert room.stored()["password"] == "secret"
    assert RoomOptions.from_stored({**room.stored(), "unknown": 1}) == room
