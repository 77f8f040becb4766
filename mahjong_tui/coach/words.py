"""The coach's figures in the player's words: tiles, actions, routes and fan plans.

English keeps the figures' own text (``5m``, ``chow 345m``, the plan names of
:mod:`bots.targets`); Chinese uses the table's tile labels (``5万``, ``東``) and the
fan names of the MCR fan table (``花龙``, ``清一色``...).
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.tiles import Tile
from mahjong_tui.i18n import catalogue
from mahjong_tui.i18n.coach_words import CoachWords
from mahjong_tui.i18n.describe import action_text
from mahjong_tui.i18n.tiles import label
from mahjong_tui.rulesets.mcr.scoring import FANS

if TYPE_CHECKING:
    from mahjong_tui.coach.hints import Route

__all__ = [
    "action_words",
    "coach_words",
    "danger_words",
    "pad",
    "route_name",
    "route_words",
    "tile_words",
]

_EXTRA_FAN_NAMES = {"Honors and Knitted": "全不靠"}
"""Plan names that are not a fan's English name (the plan covers both 全不靠 fans)."""


def coach_words(lang: str) -> CoachWords:
    """The hint panel's words of ``lang`` (``catalogue(lang).coach``)."""
    return catalogue(lang).coach


def tile_words(tile: Tile, w: CoachWords) -> str:
    """``5m`` in English, ``5万`` in Chinese."""
    return tile.text if w.lang == "en" else label(tile, w.lang)


def pad(text: str, width: int) -> str:
    """``text`` padded with spaces to ``width`` terminal cells (a CJK character is two)."""
    cells = sum(2 if ord(ch) > 0x2E80 else 1 for ch in text)
    return text + " " * max(0, width - cells)


def action_words(action: Action, w: CoachWords) -> str:
    """An action's text: its own in English, the table's words in Chinese."""
    return action.text if w.lang == "en" else action_text(action, w.lang)


@cache
def _fan_names() -> tuple[tuple[str, str], ...]:
    names = {f.en: f.zh for f in FANS} | _EXTRA_FAN_NAMES
    return tuple(sorted(names.items(), key=lambda kv: -len(kv[0])))


def route_name(name: str, w: CoachWords) -> str:
    """A plan's name (``Half Flush in dots``) in ``w``'s language (``混一色（饼）``)."""
    if w.lang == "en":
        return name
    for en, zh in _fan_names():
        if en in name:
            name = name.replace(en, zh)
    for en, zh in w.route_suits.items():
        name = name.replace(f" in {en}", f"（{zh}）")
    # The plan's chows and pungs: ``123m`` -> ``123万``.
    return re.sub(r"\b(\d+)([mps])\b", lambda m: m[1] + w.suits.get(m[2], m[2]), name)


def route_words(route: Route, w: CoachWords) -> str:
    """The route as :attr:`Route.text` words it, in ``w``'s language."""
    if w.lang == "en":
        return route.text
    away = w.ready if route.shanten <= 0 else w.route_away.format(n=route.shanten)
    needs = " ".join(tile_words(t, w) for t in route.needs[:8])
    more = f" +{len(route.needs) - 8}" if len(route.needs) > 8 else ""
    tail = (w.route_needs.format(needs=needs, more=more)
            if route.needs and route.shanten > 0 else "")
    short = "" if route.reaches_min else w.route_short
    return w.route.format(name=route_name(route.name, w), fan=route.fan, short=short,
                          away=away, tail=tail)


_DANGER_ZH = (
    (re.compile(r"(\d+) sets? down"), r"已副露\1组"),
    (re.compile(r"(\d+) tiles left"), r"牌墙剩\1张"),
    (re.compile(r"flush in ([mps])\?"), r"可能做\1清一色？"),
    (re.compile(r", "), "，"),
)
"""The danger mark's words (:attr:`bots.defence.Threat.why`) in Chinese."""


def danger_words(why: str, w: CoachWords) -> str:
    """Why an opponent looks big (``2 sets down, flush in p?``) in ``w``'s language."""
    if w.lang == "en":
        return why
    for pattern, repl in _DANGER_ZH:
        why = pattern.sub(repl, why)
    return re.sub(r"做([mps])清一色", lambda m: f"做{w.suits.get(m[1], m[1])}清一色", why)
