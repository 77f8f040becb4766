"""Player names as plain text: no control character ever reaches a terminal.

A name comes from the command line (``hotseat --names``), from a record's header or
from a table server; each of them may hold escape sequences (``ESC[2J`` wipes the
screen, an OSC sequence retitles the terminal). :func:`plain_name` makes every
control character visible as ``?``, so the rest of the name is shown as typed.
"""

from __future__ import annotations

import unicodedata

__all__ = ["SHOWN_FOR_CONTROL", "plain_name"]

SHOWN_FOR_CONTROL = "?"
"""What a control character of a name is shown as."""


def plain_name(name: str) -> str:
    """``name`` with every control character (C0, DEL, C1: Unicode category ``Cc``),
    line and paragraph separators and bidirectional overrides replaced by
    :data:`SHOWN_FOR_CONTROL`.

    Args:
        name: a player's name as it was given.

    Returns:
        The name, safe to draw or print; unchanged when it held no such character.
    """
    if name.isprintable():   # the usual case: nothing to replace
        return name
    return "".join(SHOWN_FOR_CONTROL if _is_control(ch) else ch for ch in name)


def _is_control(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cc", "Zl", "Zp") or "\u202a" <= ch <= "\u202e" \
        or "\u2066" <= ch <= "\u2069"
