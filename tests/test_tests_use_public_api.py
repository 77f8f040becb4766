"""The tests go through the public API: no test file reads a private name of the project.

The rule, checked on the syntax tree of every ``.py`` file under ``tests/``:

* no attribute with one leading underscore (``x._turn``, not ``x.__class__``) is read,
  written or deleted on anything but ``self`` or ``cls`` (a test's own helper class),
  and no ``getattr``/``setattr``/``hasattr``/``delattr`` call (nor ``monkeypatch.setattr``)
  names such an attribute in a string;
* no private name is imported from ``mahjong_tui`` or ``bots``.

The few private names of the standard library and of pytest that the tests need
(argparse's parser internals, ``os._exit`` in a child process, the fixture names of a
test item) are listed in ``FOREIGN_PRIVATE``; a second test keeps that list honest:
no class of the project defines one of those names, so the list cannot hide a read of
the project's own state. When a test needs state no public name gives, add a small
documented read-only property to the class (as ``TableScreen.turn_open``).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
PROJECT_PACKAGES = ("mahjong_tui", "bots")

# Private names of the standard library and pytest, read on their own objects.
FOREIGN_PRIVATE = frozenset({
    "_actions",            # argparse.ArgumentParser: its arguments, for the help texts
    "_choices_actions",    # argparse: the sub-command entries of a sub-parsers action
    "_SubParsersAction",   # argparse: the class of a sub-parsers action
    "_exit",               # os._exit: end a forked child without cleanup
    "_fixtureinfo",        # pytest.Function: the fixture names of an async test
})
_ATTRIBUTE_CALLS = frozenset({"getattr", "setattr", "hasattr", "delattr"})


def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__") and name != "_"


def private_uses(source: str) -> list[tuple[int, str]]:
    """The private names ``source`` (a test module) uses, as (line, what) pairs.

    Args:
        source: The text of a Python module.

    Returns:
        One entry per use, in source order: an attribute (``screen._turn``), an
        attribute named in a string (``getattr(screen, '_turn')``) or a private import.
    """
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and _is_private(node.attr) \
                and node.attr not in FOREIGN_PRIVATE \
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
            found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.Call) and len(node.args) >= 2:
            func = node.func
            called = func.id if isinstance(func, ast.Name) else \
                func.attr if isinstance(func, ast.Attribute) else ""
            name = node.args[1]
            if called in _ATTRIBUTE_CALLS and isinstance(name, ast.Constant) \
                    and isinstance(name.value, str) and _is_private(name.value) \
                    and name.value not in FOREIGN_PRIVATE:
                found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.ImportFrom) and node.module \
                and node.module.split(".")[0] in PROJECT_PACKAGES:
            found.extend((node.lineno, f"from {node.module} import {alias.name}")
                         for alias in node.names if _is_private(alias.name))
    return sorted(found)


def _project_private_names() -> set[str]:
    """The private names the project's classes define: methods, class attributes and
    ``self._x`` attributes."""
    names: set[str] = set()
    for package in PROJECT_PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            for cls in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(cls, ast.ClassDef):
                    continue
                for item in cls.body:
                    if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                        names.add(item.name)
                    for target in getattr(item, "targets", [getattr(item, "target", None)]):
                        if isinstance(target, ast.Name):
                            names.add(target.id)
                names.update(node.attr for node in ast.walk(cls)
                             if isinstance(node, ast.Attribute)
                             and isinstance(node.ctx, ast.Store)
                             and isinstance(node.value, ast.Name) and node.value.id == "self")
    return {n for n in names if _is_private(n)}


def test_no_test_reads_a_private_name() -> None:
    uses = [f"{path.relative_to(ROOT)}:{line}: {what}"
            for path in sorted(TESTS.rglob("*.py"))
            for line, what in private_uses(path.read_text(encoding="utf-8"))]
    assert uses == []


def test_the_foreign_names_are_not_the_projects() -> None:
    project = _project_private_names()
    assert "_turn" in project  # the scan sees the table screen's turn future
    assert sorted(FOREIGN_PRIVATE & project) == []


def test_the_rule_reports_each_kind_of_use() -> None:
    source = (
        "from mahjong_tui.ui.screens.table import TableScreen, _JUMP_KEYS\n"
        "def check(screen, app, parser, monkeypatch):\n"
        "    assert screen._turn is not None\n"
        "    assert getattr(screen, '_turn', None) is None\n"
        "    monkeypatch.setattr(app, '_display', print)\n"
        "    app.screen._legal = ()\n"
        "    return parser._actions, screen.turn_open, screen.__class__, self._own\n"
    )
    assert private_uses(source) == [
        (1, "from mahjong_tui.ui.screens.table import _JUMP_KEYS"),
        (3, "screen._turn"),
        (4, "getattr(screen, '_turn', None)"),
        (5, "monkeypatch.setattr(app, '_display', print)"),
        (6, "app.screen._legal"),
    ]
