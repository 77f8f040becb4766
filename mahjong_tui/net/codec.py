"""The wire form of what a seat may see: views, events and scoring results as JSON.

A server sends a remote seat its :class:`~mahjong_tui.engine.views.SeatView` and its
redacted events; the client rebuilds the same frozen values, so the table screen,
the log and the scoring screen draw a remote game exactly as a local one.

The form is plain JSON. A JSON object with a ``"$"`` key is a typed value:

- ``{"$": "tile", "v": "5p"}`` a tile, ``{"$": "tiles", "v": "123m 5p"}`` a tuple of
  tiles (in order), ``{"$": "action", "v": "pung"}`` an action (its text);
- ``{"$": "ruleset"}`` the room's ruleset (sent once, as its record header);
- ``{"$": "set", "v": [...]}`` a frozenset, ``{"$": "map", "v": [[k, v], ...]}`` a dict;
- ``{"$": "engine.views:Phase", "v": "turn"}`` an enum member;
- ``{"$": "engine.event_types:Discarded", "player": 0, "tile": ...}`` a dataclass or
  named tuple, by its module and name.

Every other JSON list is a tuple. Only types defined in the engine and the ruleset
packages are ever built (the *allowed roots*), and only dataclasses, named tuples and
enums among them: a tag naming anything else is a :class:`WireError`, so a hostile
peer cannot make a client import or call anything else.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import importlib
import types
import typing
from enum import Enum
from functools import lru_cache
from typing import Any

from mahjong_tui.engine.actions import parse_action
from mahjong_tui.engine.tiles import Tile, TileNotationError, format_tiles, parse_tiles

__all__ = ["ALLOWED_ROOTS", "WireCodec", "WireError"]

ALLOWED_ROOTS = ("engine.", "rulesets.")
"""The packages (under ``mahjong_tui``) whose value types may travel."""

_PACKAGE = "mahjong_tui."


class WireError(ValueError):
    """A message does not hold a value this codec can rebuild (one line)."""


_TAGS: dict[type, str] = {}


def _tag_of(cls: type) -> str:
    tag = _TAGS.get(cls)
    if tag is None:
        module = cls.__module__
        if not module.startswith(_PACKAGE):
            raise TypeError(f"{cls.__name__} is not a type of this game")
        tag = _TAGS[cls] = f"{module[len(_PACKAGE):]}:{cls.__qualname__}"
    return tag


@lru_cache(maxsize=256)
def _type_of(tag: str) -> type:
    module, _, name = tag.partition(":")
    if (not module.startswith(ALLOWED_ROOTS) or not name.isidentifier()
            or not all(part.isidentifier() for part in module.split("."))):
        raise WireError(f"unknown value type {tag[:60]!r}")
    try:
        cls = getattr(importlib.import_module(_PACKAGE + module), name)
    except (ImportError, AttributeError):
        raise WireError(f"unknown value type {tag[:60]!r}") from None
    if not isinstance(cls, type) or not (
            dataclasses.is_dataclass(cls) or issubclass(cls, Enum) or _is_named_tuple(cls)):
        raise WireError(f"{tag[:60]!r} is not a value type")
    return cls


def _is_named_tuple(cls: type) -> bool:
    return issubclass(cls, tuple) and hasattr(cls, "_fields")


_FIELDS: dict[type, tuple[str, ...]] = {}

# How each type is written, worked out once per type (the server writes thousands of
# values a second).
_SCALAR, _TILE, _TUPLE, _RECORD, _ENUM, _ACTION, _SET, _MAP, _LIST, _OTHER = (
    "scalar", "tile", "tuple", "record", "enum", "action", "set", "map", "list", "other")
_KINDS: dict[type, str] = {}
_RECENT = 16
"""Records kept by :class:`WireCodec` to write again without work."""
_WORTH_KEEPING = 8
"""Only records with this many fields are kept (a view's table, not a tile's meld)."""


def _kind_of(cls: type) -> str:
    if cls in (type(None), bool, int, float, str):
        return _SCALAR
    if cls is Tile:
        return _TILE
    if issubclass(cls, tuple) and not hasattr(cls, "_fields"):
        return _TUPLE
    if issubclass(cls, Enum):
        return _ENUM
    if cls.__module__ == "mahjong_tui.engine.actions":
        return _ACTION
    if issubclass(cls, frozenset | set):
        return _SET
    if issubclass(cls, dict):
        return _MAP
    if dataclasses.is_dataclass(cls) or _is_named_tuple(cls):
        return _RECORD
    if issubclass(cls, list):
        return _LIST
    return _OTHER


@lru_cache(maxsize=4096)
def _tiles_text(tiles: tuple[Tile, ...]) -> str:
    """A run of tiles in notation (the same hands and rivers are written again and
    again: once per seat and per change)."""
    return format_tiles(tiles)


def _init_fields(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        if _is_named_tuple(cls):
            names = tuple(cls._fields)  # type: ignore[attr-defined]
        else:
            names = tuple(f.name for f in dataclasses.fields(cls) if f.init)
        _FIELDS[cls] = names
    return names


class WireCodec:
    """Turns one room's values into JSON-ready data and back.

    Args:
        ruleset: the room's ruleset; a view's reference to it travels as
            ``{"$": "ruleset"}`` (the client learns the ruleset once, from the room).
    """

    def __init__(self, ruleset: Any) -> None:
        self.ruleset = ruleset
        self._recent: dict[int, tuple[Any, Any]] = {}
        """The last records written, by identity (each kept alive with its form, so
        its identity cannot be reused): the table every seat's view shares is
        written once per change, not once per seat."""

    # -- writing -------------------------------------------------------------
    def encode(self, value: Any) -> Any:
        """The JSON-ready form of ``value``.

        Raises:
            TypeError: for a value that is not part of a table (a bug).
        """
        cls = type(value)
        kind = _KINDS.get(cls)
        if kind is None:
            kind = _KINDS[cls] = _kind_of(cls)
        if kind is _SCALAR:
            return value
        if kind is _TILE:
            return {"$": "tile", "v": value.text}
        if kind is _TUPLE:
            if value and all(type(v) is Tile for v in value):
                return {"$": "tiles", "v": _tiles_text(value)}
            return [self.encode(v) for v in value]
        if kind is _RECORD:
            if value is self.ruleset:
                return {"$": "ruleset"}
            seen = self._recent.get(id(value))
            if seen is not None and seen[0] is value:
                return seen[1]
            out: dict[str, Any] = {"$": _tag_of(cls)}
            for name in _init_fields(cls):
                out[name] = self.encode(getattr(value, name))
            if len(_init_fields(cls)) >= _WORTH_KEEPING:
                if len(self._recent) >= _RECENT:
                    del self._recent[next(iter(self._recent))]
                self._recent[id(value)] = (value, out)
            return out
        if kind is _ENUM:
            return {"$": _tag_of(cls), "v": value.value}
        if kind is _ACTION:
            return {"$": "action", "v": value.text}
        if kind is _SET:
            return {"$": "set", "v": sorted((self.encode(v) for v in value), key=repr)}
        if kind is _MAP:
            return {"$": "map", "v": [[self.encode(k), self.encode(v)]
                                      for k, v in value.items()]}
        if kind is _LIST:
            return [self.encode(v) for v in value]
        if value is self.ruleset:
            return {"$": "ruleset"}
        raise TypeError(f"cannot send a {cls.__name__}")

    # -- reading -------------------------------------------------------------
    def decode(self, data: Any) -> Any:
        """Rebuild a value written by :meth:`encode`.

        Raises:
            WireError: for anything that is not such a value.
        """
        try:
            return self._decode(data, 0)
        except WireError:
            raise
        except (TypeError, ValueError, KeyError, RecursionError) as e:
            raise WireError(f"malformed value: {str(e)[:80]}") from None

    def _decode(self, data: Any, depth: int) -> Any:
        if depth > 40:
            raise WireError("value nested too deeply")
        if data is None or isinstance(data, bool | int | float | str):
            return data
        if isinstance(data, list):
            return tuple(self._decode(v, depth + 1) for v in data)
        if not isinstance(data, dict):
            raise WireError(f"unexpected {type(data).__name__}")
        tag = data.get("$")
        if not isinstance(tag, str):
            raise WireError("an object without a type")
        if tag == "tile" or tag == "tiles":
            text = data.get("v")
            if not isinstance(text, str) or len(text) > 400:
                raise WireError("bad tiles")
            try:
                tiles = tuple(parse_tiles(text))
            except TileNotationError as e:
                raise WireError(str(e)) from None
            if tag == "tiles":
                return tiles
            if len(tiles) != 1:
                raise WireError("bad tile")
            return tiles[0]
        if tag == "ruleset":
            return self.ruleset
        if tag == "action":
            text = data.get("v")
            if not isinstance(text, str) or len(text) > 100:
                raise WireError("bad action")
            return parse_action(text)
        if tag == "set":
            return frozenset(self._decode(v, depth + 1) for v in _list(data.get("v")))
        if tag == "map":
            pairs = _list(data.get("v"))
            out: dict[Any, Any] = {}
            for pair in pairs:
                if not isinstance(pair, list) or len(pair) != 2:
                    raise WireError("bad map entry")
                out[self._decode(pair[0], depth + 1)] = self._decode(pair[1], depth + 1)
            return out
        cls = _type_of(tag)
        if issubclass(cls, Enum):
            return cls(data.get("v"))
        names = _init_fields(cls)
        extra = set(data) - set(names) - {"$"}
        if extra:
            raise WireError(f"unexpected field {sorted(extra)[0][:40]!r}")
        kwargs = {n: self._decode(data[n], depth + 1) for n in names if n in data}
        hints = _field_hints(cls)
        for name, value in kwargs.items():
            hint = hints.get(name)
            if hint is not None and not _conforms(value, hint):
                raise WireError(f"{cls.__name__}.{name}: not a {_hint_name(hint)}")
        return cls(**kwargs)


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise WireError("expected a list")
    return value


_HINTS: dict[type, dict[str, Any]] = {}


def _field_hints(cls: type) -> dict[str, Any]:
    """The annotations of ``cls``'s fields, resolved (empty when they cannot be: the
    fields are then not checked)."""
    hints = _HINTS.get(cls)
    if hints is None:
        try:
            hints = typing.get_type_hints(cls)
        except Exception:  # an annotation naming what only a type checker imports
            hints = {}
        _HINTS[cls] = hints
    return hints


def _conforms(value: Any, hint: Any) -> bool:
    """Whether a decoded ``value`` is what the annotation ``hint`` allows (so a hostile
    server cannot hand a client, say, a discard whose tile is a number). Forms this
    does not know are let through."""
    if hint is Any or isinstance(hint, typing.TypeVar):
        return True
    if hint is None or hint is type(None):
        return value is None
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(_conforms(value, a) for a in args)
    if origin is typing.Literal:
        return value in args
    if origin in (tuple, list, collections.abc.Sequence):
        if not isinstance(value, tuple):
            return False
        if origin is tuple and args and args[-1] is not Ellipsis:
            return len(value) == len(args) and all(
                _conforms(v, a) for v, a in zip(value, args, strict=True))
        return not args or all(_conforms(v, args[0]) for v in value)
    if origin in (frozenset, set, collections.abc.Set):
        return isinstance(value, frozenset) and (
            not args or all(_conforms(v, args[0]) for v in value))
    if origin in (dict, collections.abc.Mapping):
        return isinstance(value, dict) and (not args or all(
            _conforms(k, args[0]) and _conforms(v, args[1]) for k, v in value.items()))
    if origin is not None or not isinstance(hint, type):
        return True
    if getattr(hint, "_is_protocol", False):
        return True
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if hint is int:
        return isinstance(value, int)
    return isinstance(value, hint)


def _hint_name(hint: Any) -> str:
    return str(getattr(hint, "__name__", hint))[:60]
