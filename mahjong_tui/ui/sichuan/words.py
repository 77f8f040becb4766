"""Small words of the Sichuan table."""

from __future__ import annotations

from mahjong_tui.i18n import catalogue

__all__ = ["ordinal"]


def ordinal(rank: int, lang: str = "en") -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` (``一``, ``二``... in Chinese); past the
    catalogue's places, the number."""
    places = catalogue(lang).ordinals
    return places[rank - 1] if 1 <= rank <= len(places) else str(rank)
