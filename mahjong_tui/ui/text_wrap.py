"""Wrapping a panel's text at a width in terminal cells, in either language."""

from __future__ import annotations

import textwrap

from rich.cells import cell_len

__all__ = ["wrap"]

_NO_LINE_START = "，。；：）、！？"
"""Chinese punctuation that may not begin a line."""

_NO_LINE_END = "（“‘《「『【"
"""Chinese opening brackets and quotes, which may not end a line (they go down with
the words they open)."""


def _breaks_after(ch: str) -> bool:
    """A line may break after a space or a Chinese character (not inside a number
    or a word)."""
    return ch == " " or cell_len(ch) == 2


def _move_break(head: str, tail: str, after: str) -> tuple[str, str]:
    """Where a full line breaks: ``head`` stays, ``tail`` goes down, then ``after``
    (the character that did not fit). The break moves back a character at a time
    while the next line would begin with a closing mark or this one end with an
    opening bracket, and on to a place a line may break; if there is none, the line
    breaks where it filled up."""
    h, t, moved = head, tail, False
    while len(h.strip()) > 1:
        start = (t + after).lstrip()[:1]
        bad = (start != "" and start in _NO_LINE_START) or h.rstrip()[-1] in _NO_LINE_END \
            or (moved and not _breaks_after(h[-1]))
        if not bad:
            return h, t
        h, t, moved = h[:-1], h[-1] + t, True
    return head, tail


def wrap(text: str, width: int, indent: str = "", lang: str = "en") -> list[str]:
    """``text`` wrapped at ``width`` cells: at spaces in English, anywhere in Chinese
    (whose characters are two cells wide and need no spaces), where no line begins
    with a closing punctuation mark nor ends with an opening bracket."""
    if lang == "en":
        return textwrap.wrap(text, width, subsequent_indent=indent)
    lines: list[str] = []
    line = ""
    cut = 0  # where the line may break: after a space or after a Chinese character
    for ch in text:
        if cell_len(line + ch) > width and line.strip():
            head, tail = (line[:cut], line[cut:]) if cut > len(indent) else (line, "")
            head, tail = _move_break(head, tail, ch)
            lines.append(head.rstrip())
            line = indent + tail.lstrip()
            cut = max((i + 1 for i, c in enumerate(line)
                       if i >= len(indent) and _breaks_after(c)), default=0)
            if ch == " ":
                continue  # a break's space starts no line
        line += ch
        if _breaks_after(ch):
            cut = len(line)
    if line.strip():
        lines.append(line.rstrip())
    return lines
