"""Layering rules: only the UI imports Textual; bots use only the engine's public modules."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PUBLIC_ENGINE_MODULES = {
    "mahjong_tui",
    "mahjong_tui.engine.tiles",
    "mahjong_tui.engine.melds",
    "mahjong_tui.engine.actions",
    "mahjong_tui.engine.events",
    "mahjong_tui.engine.views",
    "mahjong_tui.engine.agents",
    "mahjong_tui.engine.rules",
    "mahjong_tui.rulesets.mcr.scoring",
    "mahjong_tui.rulesets.mcr.scoring.types",
    # The Sichuan scorer is a pure module too: the Sichuan levels value waits with it.
    "mahjong_tui.rulesets.sichuan.scoring",
    "mahjong_tui.engine.driver",
    # The benchmark harness drives whole games, which only the public Game facade does.
    "mahjong_tui.engine.game",
    # ... and finds the ruleset it benchmarks by name.
    "mahjong_tui.rulesets",
    # Playouts: a copy of a position played forward (the master level looks ahead).
    "mahjong_tui.engine.playout",
    # The catalogues: the master level words its reasons in the player's language.
    "mahjong_tui.i18n",
    # ... and names the action it chose in that language too.
    "mahjong_tui.i18n.describe",
    # The benchmarks' options are checked as the command line's are (a seed in range).
    "mahjong_tui.cli.arguments",
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_only_the_ui_package_imports_textual() -> None:
    offenders = []
    for path in sorted((ROOT / "mahjong_tui").rglob("*.py")):
        rel = path.relative_to(ROOT)
        if rel.parts[:2] == ("mahjong_tui", "ui"):
            continue
        if any(n == "textual" or n.startswith("textual.") for n in _imports(path)):
            offenders.append(str(rel))
    for path in sorted((ROOT / "bots").rglob("*.py")):
        if any(n == "textual" or n.startswith("textual.") for n in _imports(path)):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_bots_import_only_public_engine_modules() -> None:
    offenders = []
    for path in sorted((ROOT / "bots").rglob("*.py")):
        for name in _imports(path):
            if name.startswith("mahjong_tui") and name not in PUBLIC_ENGINE_MODULES:
                offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert offenders == []
