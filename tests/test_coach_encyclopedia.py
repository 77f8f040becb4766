"""The fan encyclopedia: all fans, their examples scored by the calculator, search."""

from __future__ import annotations

from mahjong_tui.coach.encyclopedia import (
    FanEntry,
    example_result,
    mcr_entries,
    register_table,
    search,
    table,
    table_names,
    unregister_table,
)


def test_every_mcr_fan_is_listed_with_a_description_and_example() -> None:
    entries = mcr_entries()
    assert [e.id for e in entries] == list(range(1, 83))
    assert sum(1 for e in entries if e.id <= 81) == 81
    assert all(e.description and e.example is not None for e in entries)
    first = entries[0]
    assert (first.zh, first.en, first.points) == ("大四喜", "Big Four Winds", 88)
    assert first.excludes == ("碰碰和 All Pungs", "幺九刻 Pung of Terminals or Honors",
                              "三风刻 Big Three Winds", "圈风刻 Prevalent Wind",
                              "门风刻 Seat Wind")


def test_each_example_scores_its_fan() -> None:
    for e in mcr_entries():
        assert e.example is not None
        result = example_result(e.example)
        assert result.is_win, e.en
        assert e.id in {h.id for h in result.fans}, e.en


def test_search_by_points_and_by_name() -> None:
    entries = mcr_entries()
    assert [e.en for e in search(entries, "88")] == [
        "Big Four Winds", "Big Three Dragons", "All Green", "Nine Gates", "Four Kongs",
        "Seven Shifted Pairs", "Thirteen Orphans"]
    assert [e.en for e in search(entries, "straight")] == [
        "Pure Straight", "Knitted Straight", "Mixed Straight", "Short Straight"]
    assert [e.en for e in search(entries, "花龙")] == ["Mixed Straight"]
    assert len(search(entries, "")) == 82
    assert search(entries, "no such fan") == ()


def test_other_tables_can_be_registered() -> None:
    entry = FanEntry(1, 2, "测试", "Test fan", "a test", None, ())
    register_table("Test", lambda: (entry,))
    try:
        assert table_names()[0] == "MCR"
        assert "Test" in table_names()
        assert table("Test") == (entry,)
    finally:  # the registry is the process's: later tests must not see this table
        unregister_table("Test")
    assert table_names() == ("MCR",)
