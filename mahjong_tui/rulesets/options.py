"""Reading a ruleset's options back from a record header, with strict type checks."""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import Any, TypeVar

__all__ = ["options_from_dict", "options_to_dict"]

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
