"""Rulesets, one package each, plugged into the engine through one protocol.

``get_ruleset(name)`` finds a named ruleset, ``ruleset_from_dict`` rebuilds the one a
record header names. The protocol is :class:`mahjong_tui.engine.rules.Ruleset`.

A new ruleset package adds its presets to :data:`RULESETS` and the reader of its
record headers to :data:`FAMILIES` (keyed by the ``family`` its ``to_dict`` writes).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.rulesets.beijing.ruleset import BEIJING, beijing_from_dict
from mahjong_tui.rulesets.guizhou.ruleset import GUIZHOU, guizhou_from_dict
from mahjong_tui.rulesets.hangzhou.ruleset import HANGZHOU, HANGZHOU_FIXED, hangzhou_from_dict
from mahjong_tui.rulesets.jindi.ruleset import JINDI, jindi_from_dict
from mahjong_tui.rulesets.mcr.ruleset import MCR, MCR_COMPETITION, mcr_from_dict
from mahjong_tui.rulesets.sichuan.ruleset import SICHUAN, SICHUAN_SBR, sichuan_from_dict

__all__ = ["FAMILIES", "RULESETS", "get_ruleset", "ruleset_from_dict", "ruleset_names"]

RULESETS: dict[str, Ruleset] = {
    r.name: r for r in (MCR, MCR_COMPETITION, SICHUAN, SICHUAN_SBR, BEIJING, JINDI, GUIZHOU,
                        HANGZHOU, HANGZHOU_FIXED)
}
"""Named rulesets, by name, in the order menus list them."""


def _mcr_from_dict(data: dict[str, Any]) -> Ruleset:
    # MCR headers of the first record format have no ``family`` field.
    return mcr_from_dict({k: v for k, v in data.items() if k != "family"})


FAMILIES: dict[str, Callable[[dict[str, Any]], Ruleset]] = {
    "mcr": _mcr_from_dict,
    "sichuan": sichuan_from_dict,
    "guizhou": guizhou_from_dict,
    "hangzhou": hangzhou_from_dict,
    "beijing": beijing_from_dict,
    "jindi": jindi_from_dict,
}
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
