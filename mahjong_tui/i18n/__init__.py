"""The words of the user interface, one catalogue per language.

Every string the table, its screens and the log show comes from a
:class:`Catalogue`: :data:`EN` (``mahjong_tui/i18n/en.py``) or :data:`ZH`
(``mahjong_tui/i18n/zh.py``). A catalogue is a frozen dataclass, so a language
that lacks a string does not type-check. Templates use ``str.format`` fields
(``{name}``, ``{tile}``...), filled by the caller; no widget builds a sentence
by hand.
"""

from __future__ import annotations

from mahjong_tui.i18n.catalogue import Catalogue
from mahjong_tui.i18n.en import EN
from mahjong_tui.i18n.zh import ZH

__all__ = ["EN", "LANGUAGES", "ZH", "Catalogue", "catalogue"]

LANGUAGES = {"en": EN, "zh": ZH}
"""The catalogues by language code (the ``language`` setting, ``--lang``)."""


def catalogue(lang: str) -> Catalogue:
    """The catalogue of ``lang`` (``en`` or ``zh``; anything else gives ``zh``, the
    default language)."""
    return LANGUAGES.get(lang, ZH)
