"""Rulesets, one package each, plugged into the engine through one protocol.

``get_ruleset(name)`` finds a named ruleset, ``ruleset_from_dict`` rebuilds the one a
record header names. The protocol is :class:`mahjong_tui.engine.rules.Ruleset`.

A new ruleset package adds its presets to :data:`PRESETS` and the reader of its record
headers to :data:`HEADER_READERS` (keyed by the ``family`` its ``to_dict`` writes). Both
name where the object lives rather than importing it: a ruleset package is loaded the
first time one of its presets or headers is asked for, so ``--help`` and commands that
never deal a tile do not load every ruleset's scorer.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, MutableMapping
from typing import Any, Generic, TypeVar

from mahjong_tui.engine.rules import Ruleset

__all__ = ["FAMILIES", "HEADER_READERS", "PRESETS", "RULESETS", "get_ruleset",
           "ruleset_from_dict", "ruleset_names"]

PRESETS: dict[str, str] = {
    "mcr": "mahjong_tui.rulesets.mcr.ruleset:MCR",
    "mcr-competition": "mahjong_tui.rulesets.mcr.ruleset:MCR_COMPETITION",
    "sichuan": "mahjong_tui.rulesets.sichuan.ruleset:SICHUAN",
    "sichuan-sbr": "mahjong_tui.rulesets.sichuan.ruleset:SICHUAN_SBR",
    "beijing": "mahjong_tui.rulesets.beijing.ruleset:BEIJING",
    "jindi": "mahjong_tui.rulesets.jindi.ruleset:JINDI",
    "guizhou": "mahjong_tui.rulesets.guizhou.ruleset:GUIZHOU",
    "hangzhou": "mahjong_tui.rulesets.hangzhou.ruleset:HANGZHOU",
    "hangzhou-fixed": "mahjong_tui.rulesets.hangzhou.ruleset:HANGZHOU_FIXED",
}
"""Named rulesets (``module:attribute`` of each), in the order menus list them."""

HEADER_READERS: dict[str, str] = {
    "mcr": "mahjong_tui.rulesets.mcr.ruleset:mcr_header_from_dict",
    "sichuan": "mahjong_tui.rulesets.sichuan.ruleset:sichuan_from_dict",
    "guizhou": "mahjong_tui.rulesets.guizhou.ruleset:guizhou_from_dict",
    "hangzhou": "mahjong_tui.rulesets.hangzhou.ruleset:hangzhou_from_dict",
    "beijing": "mahjong_tui.rulesets.beijing.ruleset:beijing_from_dict",
    "jindi": "mahjong_tui.rulesets.jindi.ruleset:jindi_from_dict",
}
"""Readers of record headers (``module:attribute``), by rule family."""

_V = TypeVar("_V")


def _load(target: str) -> Any:
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)


class _LoadedOnUse(MutableMapping[str, _V], Generic[_V]):
    """A mapping whose values are imported the first time each is read; a value set
    directly (a ruleset registered at run time) is kept as it is."""

    def __init__(self, targets: dict[str, str]) -> None:
        self._targets = dict(targets)
        self._loaded: dict[str, _V] = {}

    def __getitem__(self, key: str) -> _V:
        if key not in self._loaded:
            self._loaded[key] = _load(self._targets[key])
        return self._loaded[key]

    def __setitem__(self, key: str, value: _V) -> None:
        self._targets[key] = ""
        self._loaded[key] = value

    def __delitem__(self, key: str) -> None:
        del self._targets[key]
        self._loaded.pop(key, None)

    def __contains__(self, key: object) -> bool:
        return key in self._targets

    def __iter__(self) -> Iterator[str]:
        return iter(self._targets)

    def __len__(self) -> int:
        return len(self._targets)


RULESETS: MutableMapping[str, Ruleset] = _LoadedOnUse(PRESETS)
"""Named rulesets, by name, in the order menus list them."""

FAMILIES: MutableMapping[str, Callable[[dict[str, Any]], Ruleset]] = _LoadedOnUse(
    HEADER_READERS)
"""Readers of record headers, by rule family."""


def ruleset_names() -> tuple[str, ...]:
    """The names a player can choose."""
    return tuple(RULESETS)


def get_ruleset(name: str) -> Ruleset:
    """The ruleset called ``name``.

    Raises:
        ValueError: for an unknown name (the message lists the known ones).
    """
    try:
        return RULESETS[name]
    except KeyError:
        raise ValueError(f"unknown ruleset {name!r} (choose from "
                         f"{', '.join(RULESETS)})") from None


def ruleset_from_dict(data: dict[str, Any]) -> Ruleset:
    """Rebuild the ruleset written into a record header by ``to_dict``.

    Headers without a ``family`` are MCR's (the first record format).

    Raises:
        ValueError: on unknown fields, wrong types or unsupported options.
    """
    if not isinstance(data, dict):
        raise ValueError("the ruleset must be an object")
    family = data.get("family", "mcr")
    reader = FAMILIES.get(family) if isinstance(family, str) else None
    if reader is None:
        raise ValueError(f"unknown ruleset family {family!r}")
    return reader(data)
