"""``--jobs``: worker processes give the figures of one process."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bots.master import MasterSettings, configure
from mahjong_tui.cli import main
from mahjong_tui.cli.simulate import simulate

# Measured time differs from run to run; everything else must not.
TIMING = {"seconds", "elapsed_s", "hands_per_s", "decision_ms_p50", "decision_ms_p99",
          "decision_cpu_ms_p50", "decision_cpu_ms_p99"}


@pytest.fixture(autouse=True)
def _default_master() -> object:
    yield
    # The benches configure the master level of this process; leave the defaults.
    configure(**{f: getattr(MasterSettings(), f) for f in MasterSettings.__slots__})


def _without_timing(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_timing(v) for k, v in value.items() if k not in TIMING}
    return value


def _bench(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["bench", "bots", "--json", *args]) == 0
    report: dict[str, Any] = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    return report


def test_bench_bots_figures_do_not_depend_on_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--candidate", "master", "--baseline", "standard", "--walls", "3", "--seed", "7",
            "--deterministic", "--playouts", "6")
    one = _bench(capsys, *args, "--jobs", "1")
    two = _bench(capsys, *args, "--jobs", "2")
    assert one["walls"] == 3 and one["hands_played"] == 12
    assert one["master"] == {"budget_ms": 300.0, "deterministic": True, "playouts": 6,
                             "candidates": 2, "families": ["mcr"]}
    assert _without_timing(one) == _without_timing(two)


def test_simulate_figures_do_not_depend_on_jobs() -> None:
    bots = ("standard", "random", "beginner", "random")
    one = simulate(40, seed=11, bots=bots, jobs=1)
    two = simulate(40, seed=11, bots=bots, jobs=2)
    assert one["matches"] == 3
    assert one["hands"] == 40
    assert _without_timing(one) == _without_timing(two)


def test_simulate_refuses_no_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--hands", "4", "--jobs", "0"]) == 2
    assert capsys.readouterr().err.strip() == "mahjong-tui simulate: --jobs must be at least 1"
