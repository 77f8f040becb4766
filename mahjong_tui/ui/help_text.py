"""What the help screen (``?``) says: the rules in use, then the keys and the tile
legend, each part only where the rules in use have it.

The rule lines come from the ruleset (``describe(lang)``); the keys, the legend and a
rule family's own block (MCR's) from the catalogue. Beyond the ruleset protocol, the
help reads three optional attributes of a ruleset: ``exchange`` (换三张) and
``declare_void`` (定缺) explain those prompts' keys, ``has_wilds`` the 财神 in the
legend; flowers are explained when the tile set has them.
"""

from __future__ import annotations

from mahjong_tui.engine.rules import Ruleset
from mahjong_tui.i18n import catalogue
from mahjong_tui.ui.rules_choice import rules_help_text

__all__ = ["help_keys_text", "help_rules_text", "help_text"]


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

