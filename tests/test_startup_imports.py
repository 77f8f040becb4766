"""``mahjong-tui --help`` loads no ruleset, coach or bot module: they load when a command
first uses them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

_HEAVY = ("mahjong_tui.rulesets.", "mahjong_tui.coach", "bots", "textual",
          "mahjong_tui.engine.game", "mahjong_tui.engine.hand", "textual_serve", "aiohttp",
          "mahjong_tui.web.server")


def _loaded(args: list[str]) -> set[str]:
    code = ("import sys\nfrom mahjong_tui.cli import main\n"
            "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
            "print('\\n'.join(sorted(sys.modules)), file=sys.stderr)\n")
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    return set(done.stderr.split())


@pytest.mark.parametrize("args", [["--help"], ["--lang", "zh", "--help"], ["bench", "--help"],
                                  ["play", "--help"], ["serve", "--help"]])
def test_help_loads_no_ruleset_coach_or_bot(args: list[str]) -> None:
    heavy = sorted(m for m in _loaded(args)
                   if m.startswith(_HEAVY) or m in ("bots", "mahjong_tui.coach"))
    assert heavy == []


def test_a_benchmark_loads_its_own_options_when_asked() -> None:
    loaded = _loaded(["bench", "playout", "--help"])
    assert "mahjong_tui.engine.playout_bench" in loaded
    assert "mahjong_tui.coach" not in loaded and "bots" not in loaded
