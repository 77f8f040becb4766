"""User settings remembered between runs: tile style, bot level, speed, language,
what a click on a tile does, fan names, the turn bell, hints, auto-pass rules (one
for the player against bots, one per hot-seat player name) and the claim timer.

Settings live in ``settings.json`` in :func:`mahjong_tui.persistence.paths.config_dir`. A
missing file means defaults (the language following the system locale). A file that
cannot be read (bad JSON, wrong types, unknown values) raises :class:`SettingsError`
with a one-line message naming the file; :func:`save_settings` refuses to overwrite
such a file unless told to, so a user's hand-edited file is never silently replaced.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from mahjong_tui.persistence.paths import config_dir

__all__ = [
    "AUTO_PASS",
    "BELL",
    "BOT_LEVELS",
    "CLAIM_TIMERS",
    "CLICK_MODES",
    "FAN_NAMES",
    "HINTS",
    "LANGUAGES",
    "MASTER_BUDGETS",
    "SPEEDS",
    "TILE_STYLES",
    "Settings",
    "SettingsError",
    "load_settings",
    "save_settings",
    "settings_path",
    "system_language",
]

TILE_STYLES = ("boxed", "ascii", "compact", "glyphs")
"""Tile drawing styles: box-drawn, ASCII borders, compact text, Unicode mahjong glyphs."""

BOT_LEVELS = ("random", "beginner", "standard", "expert", "master")
"""Bot strengths, weakest first (names from :func:`bots.get_bot`)."""

MASTER_BUDGETS = ("300", "100", "1000", "3000")
"""Thinking time of a ``master`` bot per decision, in milliseconds."""

SPEEDS = ("instant", "fast", "normal", "slow", "step")
"""Bot pacing: no delay, 0.15 s, 0.5 s, 1.2 s per action, or one action per key press."""

LANGUAGES = ("zh", "en")
"""Language of the whole interface (tile labels, the table, the log, every screen)."""

_LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")
"""Where POSIX looks for the user's language, in the order it looks."""


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The interface language a first run starts in: Chinese when the system locale is
    Chinese (``zh_CN.UTF-8``, ``zh_TW``, ``zh``...), English otherwise.

    The first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set decides, as for
    any POSIX program; ``LANGUAGE`` (a GNU preference list) is read last.
    """
    env = os.environ if environ is None else environ
    for name in _LOCALE_VARIABLES:
        value = env.get(name, "")
        if value:
            first = value.split(":")[0].strip().lower()
            return "zh" if first.startswith("zh") else "en"
    return "en"

CLICK_MODES = ("select", "discard")
"""A click on a tile: ``select`` picks it (a second click or Enter discards it),
``discard`` discards it at once."""

FAN_NAMES = ("language", "both")
"""Fan names on the scoring screen: in the interface language, or Chinese and English."""

BELL = ("off", "on")
"""Ring the terminal bell when it becomes your turn or a claim is offered to you."""
HINTS = ("on", "off")
"""Whether the hint panel (key ``i``) may open at the table."""

AUTO_PASS = ("off", "no-chow", "wins-only")
"""Claims passed without asking: none; every chow; everything but a win."""

CLAIM_TIMERS = ("off", "3", "5", "10")
"""Seconds the hot-seat call window waits before play goes on (``off``: until a key)."""

_CHOICES: dict[str, tuple[str, ...]] = {
    "tile_style": TILE_STYLES,
    "bot_level": BOT_LEVELS,
    "speed": SPEEDS,
    "language": LANGUAGES,
    "click": CLICK_MODES,
    "fan_names": FAN_NAMES,
    "bell": BELL,
    "hints": HINTS,
    "master_budget_ms": MASTER_BUDGETS,
    "auto_pass": AUTO_PASS,
    "claim_timer": CLAIM_TIMERS,
}

FILE_NAME = "settings.json"

_MAX_BYTES = 64 * 1024
"""A settings file is a few lines; anything longer is not one."""


class SettingsError(ValueError):
    """The settings file exists but cannot be used; the message is one line."""


@dataclass(frozen=True, slots=True)
class Settings:
    """The user's preferences.

    Attributes:
        tile_style: one of :data:`TILE_STYLES`.
        bot_level: one of :data:`BOT_LEVELS`; the default is the strongest level
            that meets the bots' time budget (``bots.DEFAULT_LEVEL``, docs/bots.md).
        speed: one of :data:`SPEEDS`.
        language: one of :data:`LANGUAGES`; by default the system locale's
            (:func:`system_language`).
        click: one of :data:`CLICK_MODES`.
        bell: one of :data:`BELL`.
        hints: one of :data:`HINTS`.
        fan_names: one of :data:`FAN_NAMES`.
        master_budget_ms: one of :data:`MASTER_BUDGETS` (``--budget-ms`` overrides it).
        auto_pass: one of :data:`AUTO_PASS`, for the player against bots.
        claim_timer: one of :data:`CLAIM_TIMERS`.
        auto_pass_names: the hot-seat players' auto-pass rules, one ``name=rule``
            line per player name (see :meth:`auto_pass_for`).
    """

    tile_style: str = "boxed"
    bot_level: str = "expert"
    speed: str = "normal"
    language: str = field(default_factory=system_language)
    click: str = "select"
    bell: str = "off"
    hints: str = "on"
    fan_names: str = "language"
    master_budget_ms: str = "300"
    auto_pass: str = "off"
    claim_timer: str = "off"
    auto_pass_names: str = ""

    def __post_init__(self) -> None:
        for name, choices in _CHOICES.items():
            value = getattr(self, name)
            if value not in choices:
                raise SettingsError(
                    f"{name} must be one of {', '.join(choices)}, not {value!r}"
                )
        for line in self.auto_pass_names.splitlines():
            name, _, rule = line.rpartition("=")
            if not name or rule not in AUTO_PASS:
                raise SettingsError(
                    f"auto_pass_names: expected name=rule lines with a rule among "
                    f"{', '.join(AUTO_PASS)}, not {line!r}")

    def _named_rules(self) -> dict[str, str]:
        return dict(line.rpartition("=")[::2] for line in self.auto_pass_names.splitlines())

    def auto_pass_for(self, name: str | None) -> str:
        """The auto-pass rule of hot-seat player ``name`` (``off`` unless set), or
        :attr:`auto_pass` when ``name`` is ``None`` (the player against bots)."""
        if name is None:
            return self.auto_pass
        return self._named_rules().get(name, "off")

    def with_auto_pass(self, name: str | None, rule: str) -> Settings:
        """A copy with ``name``'s auto-pass rule set (:attr:`auto_pass` for ``None``).

        Raises:
            SettingsError: ``rule`` is not one of :data:`AUTO_PASS`.
        """
        if name is None:
            return self.with_(auto_pass=rule)
        if "\n" in name or not name:
            raise SettingsError(f"not a player name: {name!r}")
        rules = self._named_rules()
        rules.pop(name, None)
        if rule != "off":
            rules[name] = rule
        return self.with_(auto_pass_names="\n".join(f"{n}={r}" for n, r in rules.items()))

    @property
    def claim_seconds(self) -> int | None:
        """The claim timer in seconds, ``None`` when off."""
        return None if self.claim_timer == "off" else int(self.claim_timer)

    def with_(self, **changes: str) -> Settings:
        """A copy with some fields changed (validated)."""
        return replace(self, **changes)

    def to_dict(self) -> dict[str, str]:
        """Plain dict for JSON."""
        return asdict(self)


def settings_path() -> Path:
    """Full path of the settings file."""
    return config_dir() / FILE_NAME


def _from_dict(data: Any, path: Path) -> Settings:
    if not isinstance(data, dict):
        raise SettingsError(f"{path}: expected a JSON object of settings")
    known = {f.name for f in fields(Settings)}
    kwargs: dict[str, str] = {}
    for key, value in data.items():
        if key not in known:
            raise SettingsError(f"{path}: unknown setting {key!r}")
        if not isinstance(value, str):
            raise SettingsError(f"{path}: setting {key!r} must be a string")
        kwargs[key] = value
    try:
        return Settings(**kwargs)
    except SettingsError as exc:
        raise SettingsError(f"{path}: {exc}") from None


def load_settings(path: Path | None = None) -> Settings:
    """Read the settings file; defaults when it does not exist.

    Raises:
        SettingsError: the file exists but is unreadable or invalid.
    """
    path = path or settings_path()
    try:
        with open(path, "rb") as f:
            raw = f.read(_MAX_BYTES + 1)
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        raise SettingsError(f"{path}: cannot read settings ({exc.strerror})") from None
    if len(raw) > _MAX_BYTES:
        raise SettingsError(f"{path}: too large for a settings file; fix or delete it")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SettingsError(f"{path}: not UTF-8 text; fix or delete it") from None
    except json.JSONDecodeError as exc:
        raise SettingsError(
            f"{path}: not valid JSON (line {exc.lineno}: {exc.msg}); fix or delete it"
        ) from None
    except (ValueError, RecursionError):
        raise SettingsError(f"{path}: not valid JSON; fix or delete it") from None
    return _from_dict(data, path)


def save_settings(settings: Settings, path: Path | None = None, *, force: bool = False) -> Path:
    """Write the settings file atomically and return its path.

    Args:
        settings: what to store.
        path: defaults to :func:`settings_path`.
        force: overwrite an existing file even if it is corrupt.

    Raises:
        SettingsError: the existing file is corrupt and ``force`` is False, or the
            file cannot be written.
    """
    path = path or settings_path()
    if not force and path.exists():
        load_settings(path)  # raises on a corrupt file: never overwrite it silently
    try:
        from mahjong_tui.persistence.safe_write import write_text_atomic

        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps(settings.to_dict(), indent=2) + "\n")
    except OSError as exc:
        raise SettingsError(f"{path}: cannot write settings ({exc.strerror})") from None
    return path
