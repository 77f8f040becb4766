"""MCR did not change under the ruleset seam: records written before it replay and
score identically, and seeded simulations give the same figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.cli.simulate import simulate
from mahjong_tui.engine.events import Won
from mahjong_tui.engine.record import load, replay

FIXTURES = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "mcr-records").glob(
    "*.jsonl"))


def test_there_are_five_fixture_records() -> None:
    assert [f.name for f in FIXTURES] == [
        "competition.jsonl", "expert.jsonl", "mixed-1.jsonl", "mixed-2.jsonl",
        "perseat.jsonl"]


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_a_record_of_format_1_replays_and_scores_identically(path: Path) -> None:
    record = load(path)
    assert record.header["version"] == 1
    game = replay(record)  # every regenerated line equals the stored one
    assert game.is_over and game.hands_played == 16
    # Each Won line, the whole fan breakdown included, was regenerated identically.
    stored = [line for line in record.lines
              if line["t"] == "event" and line["event"]["type"] == "Won"]
    assert len(stored) == sum(isinstance(e, Won) for e in game.events) > 0


def test_seeded_random_simulation_gives_the_figures_of_before_the_seam() -> None:
    figures = simulate(320, seed=1, bots=("random",) * 4)
    assert (figures["hands"], figures["wins"], figures["self_drawn_wins"],
            figures["draws"], figures["false_wins"], figures["illegal_actions"]) == (
        320, 6, 0, 314, 0, 0)


def test_records_from_before_tie_sharing_keep_their_table_points() -> None:
    from mahjong_tui.rulesets.mcr.ruleset import MCR, mcr_from_dict

    old_header = {k: v for k, v in MCR.to_dict().items() if k != "tied_places_share"}
    old = mcr_from_dict(old_header)
    assert (old.tied_places_share, MCR.tied_places_share) == (False, True)
    scores = (500, 500, 480, 520)
    assert [(s.player, s.rank, s.table_points) for s in old.standings(scores)] == [
        (3, 1, 4), (0, 2, 2), (1, 2, 2), (2, 4, 0)]
    assert [(s.player, s.rank, s.table_points) for s in MCR.standings(scores)] == [
        (3, 1, 4), (0, 2, 1.5), (1, 2, 1.5), (2, 4, 0)]
