"""A ruleset's options: written into a record header and read back from it with
strict type checks, and the hooks every options dataclass answers from its fields
and its package's rule sheet alone (:class:`OptionsRuleset`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, fields
from typing import Any, ClassVar, Protocol, TypeVar

from mahjong_tui.engine.events import Standing
from mahjong_tui.engine.match import standings

__all__ = ["OptionsRuleset", "RuleSheet", "options_from_dict", "options_to_dict"]

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


class RuleSheet(Protocol):
    """What a ruleset package's ``rule_sheet`` module (a module, not a class, fits
    this protocol) says of the rules in force, in English and in Chinese."""

    def rule_lines(self, rules: Any, lang: str = "en") -> tuple[str, ...]:
        """The rules in force, a line each."""
        ...

    def summary(self, rules: Any, lang: str = "en") -> str:
        """One line for menus."""
        ...

    def label(self, rules: Any, lang: str = "en") -> str:
        """The rules' short name."""
        ...


class OptionsRuleset:
    """The :class:`~mahjong_tui.engine.rules.Ruleset` hooks a frozen options dataclass
    answers from its fields and its rule sheet alone: the record header, the
    standings by its ``table_points``, the summary, the label and the rules in force.
    Mixed into the option dataclasses of the Sichuan, Guizhou, Hangzhou, Beijing and
    Jindi rulesets, which name their ``family`` and their package's ``rule_sheet``
    module (``sheet = rule_sheet``)."""

    __slots__ = ()
    family: str
    table_points: tuple[int, ...]
    sheet: ClassVar[RuleSheet]

    def to_dict(self) -> dict[str, Any]:
        """All options, with ``family`` first (written into game records)."""
        return options_to_dict(self, self.family)

    def standings(self, scores: Sequence[int]) -> tuple[Standing, ...]:
        """Ranks by score; tied players share the points of the places they tie for."""
        return standings(scores, points=self.table_points)

    def summary(self, lang: str = "en") -> str:
        """One line for menus, in ``lang`` (``en`` or ``zh``)."""
        return self.sheet.summary(self, lang)

    def label(self, lang: str = "en") -> str:
        """The rules' short name in ``lang`` (``en`` or ``zh``): the help screen's
        heading, the table's top line."""
        return self.sheet.label(self, lang)

    def describe(self, lang: str = "en") -> tuple[str, ...]:
        """The rules in force, a line each, with the options that are on, in ``lang``
        (``en`` or ``zh``)."""
        return self.sheet.rule_lines(self, lang)
