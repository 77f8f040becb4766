"""Garbage collection at a pause: the young generations, or a full pass when one
is nearly due."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from mahjong_tui.ui.heap import collect_at_pause


@pytest.fixture
def thresholds() -> Iterator[tuple[int, int, int]]:
    saved = gc.get_threshold()
    yield saved
    gc.set_threshold(*saved)


def test_young_generations_when_no_full_pass_is_due(thresholds: tuple[int, int, int]) -> None:
    gc.set_threshold(thresholds[0], thresholds[1], 1000)
    gc.collect()  # no young pass since the last full one
    assert collect_at_pause() == 1
    # The youngest count also counts allocations made since (by any thread), so only
    # the older generations' counts are exact.
    assert gc.get_count()[1] == 0


def test_a_full_pass_when_one_is_one_young_pass_away(thresholds: tuple[int, int, int]) -> None:
    gc.set_threshold(thresholds[0], thresholds[1], 2)
    gc.collect()
    gc.collect(1)  # one young pass since: the next would make the collector's second
    assert collect_at_pause() == 2
    assert gc.get_count()[1:] == (0, 0)


def test_nothing_when_the_collector_is_off() -> None:
    gc.disable()
    try:
        assert collect_at_pause() == 0
    finally:
        gc.enable()
