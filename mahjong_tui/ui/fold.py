"""Folding plain text to a width the way Chinese is set: a line may break between
any two Chinese characters, not only at spaces (never before a closing mark nor
after an opening one); a short Chinese term in an English line stays whole; a rule
line's continuation is indented under its ``- ``."""

from __future__ import annotations

from rich.cells import cell_len

__all__ = ["fold_text"]


_NO_LINE_START = frozenset("，。；：、）》！？")
"""Chinese punctuation that never begins a line: it stays with the character before."""

_NO_LINE_END = frozenset("（《")
"""Chinese punctuation that never ends a line: it goes with the character after."""


def _atoms(line: str) -> list[str]:
    """The pieces a line may break between: runs of spaces, words of narrow
    characters, and each wide (Chinese) character with its punctuation."""
    atoms: list[str] = []
    word = ""
    opening = ""
    for ch in line:
        if ch != " " and cell_len(ch) < 2:
            word += ch
            continue
        if word:
            # An opening bracket before a Chinese character goes with it: "(一".
            kept = word.rstrip("(") if ch != " " else word
            if kept:
                atoms.append(opening + kept)
                opening = ""
            opening += word[len(kept):]
            word = ""
        if ch == " ":
            if atoms and atoms[-1].isspace():
                atoms[-1] += ch
            else:
                atoms.append(ch)
        elif ch in _NO_LINE_END:
            opening += ch
        elif ch in _NO_LINE_START and atoms and not atoms[-1].isspace():
            atoms[-1] += ch
        else:
            atoms.append(opening + ch)
            opening = ""
    if word or opening:
        atoms.append(opening + word)
    return _keep_terms_whole(atoms)


_TERM = 4
"""A run of at most this many Chinese characters is a term (暴头, 杠上开花 in an
English line) and never broken; a longer run is Chinese prose, broken anywhere."""


def _keep_terms_whole(atoms: list[str]) -> list[str]:
    out: list[str] = []
    run: list[str] = []
    for atom in [*atoms, " "]:
        if not atom.isspace() and all(cell_len(ch) == 2 for ch in atom):
            run.append(atom)
            continue
        if run:
            whole = "".join(run)
            out.extend([whole] if len(whole) <= _TERM else run)
            run = []
        out.append(atom)
    return out[:-1]


def _fold_line(line: str, width: int) -> list[str]:
    indent = "  " if line.startswith("- ") else ""
    if cell_len(line) <= width or width <= len(indent) + 2:
        return [line]
    out: list[str] = []
    current = ""
    for atom in _atoms(line):
        if atom.isspace():
            if current.strip():
                current += atom
            continue
        if cell_len(current + atom) <= width or not current.strip():
            current += atom
            continue
        out.append(current.rstrip())
        current = indent + atom
    out.append(current.rstrip())
    return out


def fold_text(text: str, width: int) -> list[str]:
    """``text`` as lines of at most ``width`` cells, broken between words or between
    Chinese characters (never before a closing mark), a rule line's continuation
    indented under its ``- ``. A line with a single piece wider than ``width`` stays
    as it is (the terminal folds it)."""
    return [folded for line in text.split("\n") for folded in _fold_line(line, width)]
