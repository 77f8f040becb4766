"""A ruleset's options: written into a record header and read back from it with
strict type checks, and the hooks every options dataclass answers from its fields
alone (:class:`OptionsRuleset`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, fields
from typing import Any, ClassVar, TypeVar

from mahjong_tui.engine.events import Standing
from mahjong_tui.engine.match import standings

__all__ = ["OptionsRuleset", "options_from_dict", "options_to_dict"]

T = TypeVar("T")


def options_to_dict(options: Any, family: str) -> dict[str, Any]:
    """The options dataclass ``options`` as a record header: ``family`` first, then
    every field, a tuple as a JSON list (what :func:`options_from_dict` reads back)."""
    data: dict[str, Any] = {"family": family}
    for key, value in asdict(options).items():
        data[key] = list(value) if isinstance(value, tuple) else value
    return data


def options_from_dict(cls: type[T], data: dict[str, Any]) -> T:
    """Build the options dataclass ``cls`` from ``data`` (its ``to_dict`` form).

    Every field must have the type of its default; a tuple field reads back from a
    JSON list of integers. The ``family`` key names the registry entry and is skipped.

    Raises:
        ValueError: on unknown fields or a value of the wrong type.
    """
    body = {k: v for k, v in data.items() if k != "family"}
    known = {f.name for f in fields(cls)}  # type: ignore[arg-type]
    unknown = sorted(set(body) - known)
    if unknown:
        raise ValueError(f"unknown ruleset field(s): {', '.join(unknown)}")
    defaults = cls()
    for key, value in body.items():
        expected = getattr(defaults, key)
        if isinstance(expected, tuple):
            if not isinstance(value, list) or not all(type(v) is int for v in value):
                raise ValueError(f"ruleset field {key!r} must be a list of integers")
            body[key] = tuple(value)
        elif type(value) is not type(expected):
            raise ValueError(f"ruleset field {key!r} must be {type(expected).__name__}")
    return cls(**body)


class OptionsRuleset:
    """The :class:`~mahjong_tui.engine.rules.Ruleset` hooks a frozen options dataclass
    answers from its fields alone: the record header, the standings by its
    ``table_points`` and its rule sheet. Mixed into the option dataclasses of the
    Sichuan, Guizhou, Hangzhou, Beijing and Jindi rulesets, which name their
    ``family`` and their package's ``rule_sheet``."""

    __slots__ = ()
    family: str
    table_points: tuple[int, ...]
    rule_sheet: ClassVar[Callable[[Any, str], tuple[str, ...]]]
    """The package's ``rule_sheet.rule_lines``, assigned in the class body so that it
    is called as a method (the ruleset is its first argument)."""

    def to_dict(self) -> dict[str, Any]:
        """All options, with ``family`` first (written into game records)."""
        return options_to_dict(self, self.family)

    def standings(self, scores: Sequence[int]) -> tuple[Standing, ...]:
        """Ranks by score; tied players share the points of the places they tie for."""
        return standings(scores, points=self.table_points)

    def describe(self, lang: str = "en") -> tuple[str, ...]:
        """The rules in force, a line each, with the options that are on, in ``lang``
        (``en`` or ``zh``)."""
        return self.rule_sheet(lang)
