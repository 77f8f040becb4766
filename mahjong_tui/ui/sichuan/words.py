"""Small words of the Sichuan table."""

from __future__ import annotations

__all__ = ["ordinal"]


def ordinal(rank: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``."""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(rank, f"{rank}th")
