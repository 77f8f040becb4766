"""Rebuilding a ruleset's frozen dataclass from its record header, strictly."""

from __future__ import annotations

from dataclasses import fields
from typing import Any, TypeVar

__all__ = ["options_from_dict"]

T = TypeVar("T")


def options_from_dict(cls: type[T], data: dict[str, Any]) -> T:
    """Build ``cls`` from ``data`` (its ``to_dict``, ``family`` ignored): every key a
    field, every value of the default's type (lists of integers for tuples).

    Raises:
        ValueError: on unknown fields, wrong types or unsupported options.
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
