"""What the help screen (``?``) says: the rules in use, then the keys and the tile
legend, each part only where the rules in use have it.

The rule lines come from the ruleset (``describe(lang)``); the keys, the legend and a
rule family's own block (MCR's) from the catalogue. Beyond the ruleset protocol, the
help reads three optional attributes of a ruleset: ``exchange`` (换三张) and
``declare_void`` (定缺) explain those prompts' keys, ``has_wilds`` the 财神 in the
legend; flowers are explained when the tile set has them.
"""

from __future__ import annotations

from rich.cells import cell_len

from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.i18n import catalogue
from mahjong_tui.ui.rules_choice import rules_help_text

__all__ = ["fold_text", "help_keys_text", "help_rules_text", "help_text"]


def help_rules_text(rules: Ruleset, lang: str) -> str:
    """The rules in use: name, summary, each rule in force, then the family's own
    block (MCR's rules) where the catalogue has one."""
    text = rules_help_text(rules, lang) + "\n"
    block = catalogue(lang).help_rules.get(rules.family)
    return text + "\n" + block if block else text


def help_keys_text(rules: Ruleset, lang: str) -> str:
    """The keys (with Sichuan's exchange and void prompts where they apply), then the
    tile legend (with flowers and wild tiles where the rules have them)."""
    c = catalogue(lang)
    parts = [c.help_keys]
    if getattr(rules, "exchange", False):
        parts.append(c.help_exchange)
    if getattr(rules, "declare_void", False):
        parts.append(c.help_void)
    parts.append(c.help_tiles)
    if any(tile.is_flower for tile in rules.tile_set()):
        parts.append(c.help_flowers)
    if getattr(rules, "has_wilds", False):
        parts.append(c.help_wilds)
    parts.append(c.help_melds)
    return "".join(parts)


def help_text(rules: Ruleset, lang: str) -> str:
    """The whole help for a table of ``rules``: the rules in use, then the keys."""
    return help_rules_text(rules, lang) + "\n" + help_keys_text(rules, lang)


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
