"""The house style is enforced by the suite: ``ruff check`` and ``mypy --strict`` stay clean."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is not installed")
def test_ruff_is_clean() -> None:
    result = _run("ruff", "check", "--no-cache", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_is_clean(tmp_path: Path) -> None:
    pytest.importorskip("mypy", reason="mypy is not installed")
    # The configuration (strict, packages mahjong_tui and bots) is in pyproject.toml.
    result = _run("mypy", "--cache-dir", str(tmp_path / "mypy-cache"))
    assert result.returncode == 0, result.stdout + result.stderr
