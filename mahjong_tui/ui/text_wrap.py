"""Wrapping a panel's text at a width in terminal cells, in either language."""

from __future__ import annotations

import textwrap

from rich.cells import cell_len

__all__ = ["wrap"]

_NO_LINE_START = "，。；：）、！？"
"""Chinese punctuation that may not begin a line."""


def wrap(text: str, width: int, indent: str = "", lang: str = "en") -> list[str]:
    """``text`` wrapped at ``width`` cells: at spaces in English, anywhere in Chinese
    (whose characters are two cells wide and need no spaces)."""
    if lang == "en":
        return textwrap.wrap(text, width, subsequent_indent=indent)
    lines: list[str] = []
    line = ""
    cut = 0  # where the line may break: after a space or after a Chinese character
    for ch in text:
        if cell_len(line + ch) > width and line.strip():
            head, tail = (line[:cut], line[cut:]) if cut > len(indent) else (line, "")
            if ch in _NO_LINE_START and not tail.strip() and len(head.strip()) > 1:
                head, tail = head[:-1], head[-1] + tail  # a comma never starts a line
            lines.append(head.rstrip())
            line, cut = indent + tail.lstrip(), 0
            if ch == " ":
                continue  # a break's space starts no line
        line += ch
        if ch == " " or cell_len(ch) == 2:
            cut = len(line)
    if line.strip():
        lines.append(line.rstrip())
    return lines
