"""The fan encyclopedia: all fans, their examples scored by the calculator, search."""

from __future__ import annotations

from mahjong_tui.coach.encyclopedia import (
    FanEntry,
    example_result,
    mcr_entries,
    register_table,
    search,
    sichuan_entries,
    table,
    table_names,
    unregister_table,
)
from mahjong_tui.coach.fan_notes import Example
from mahjong_tui.coach.sichuan_fans import SichuanExample, sichuan_example_score


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
        assert isinstance(e.example, Example)
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
    assert table_names() == ("MCR", "Sichuan Chengdu", "Sichuan SBR")
    unregister_table("Sichuan SBR")  # built in: stays
    assert table_names() == ("MCR", "Sichuan Chengdu", "Sichuan SBR")


def test_the_sichuan_tables_of_both_presets() -> None:
    chengdu = table("Sichuan Chengdu")
    assert [(e.id, e.zh, e.en, e.points) for e in chengdu] == [
        (1, "平胡", "Plain Win", 0), (2, "对对胡", "All Pungs", 1),
        (3, "清一色", "Full Flush", 2), (4, "七对", "Seven Pairs", 2),
        (5, "幺九", "Terminals in Every Set", 2), (6, "将对", "All Pungs of 2, 5, 8", 3),
        (7, "清对", "Full Flush All Pungs", 3), (8, "龙七对", "Dragon Seven Pairs", 4),
        (9, "清七对", "Full Flush Seven Pairs", 4), (10, "清幺九", "Full Flush Terminals", 4),
        (11, "清龙七对", "Full Flush Dragon Seven Pairs", 5), (12, "天胡", "Heavenly Hand", 5),
        (13, "地胡", "Earthly Hand", 5), (14, "根", "Root", 1),
        (15, "杠上花", "Win after Kong", 2), (16, "杠上炮", "Shoot after Kong", 1),
        (17, "抢杠", "Robbing the Kong", 1)]
    assert chengdu[1].excludes == ("the lower patterns (only the highest pattern counts)",)
    assert chengdu[13].excludes == ()
    sbr = table("Sichuan SBR")
    assert [(e.zh, e.points) for e in sbr] == [
        ("杠", 1), ("根", 1), ("大对子", 1), ("金钩钓", 1), ("清一色", 2), ("七对", 2),
        ("杠上花", 1), ("杠上炮", 1), ("抢杠", 1), ("海底", 1)]
    assert sichuan_entries("sichuan") == chengdu
    assert all(e.description for e in (*chengdu, *sbr))


def test_each_sichuan_example_scores_its_fan_under_its_preset() -> None:
    from mahjong_tui.rulesets.sichuan.scoring.fans import CHENGDU_PATTERNS, SBR_FANS

    ids = {"sichuan": [r.id for r in CHENGDU_PATTERNS] + ["Root", "WinAfterKong",
                                                         "ShootAfterKong", "RobbingTheKong"],
           "sichuan-sbr": [r.id for r in SBR_FANS]}
    for preset, name in (("sichuan", "Sichuan Chengdu"), ("sichuan-sbr", "Sichuan SBR")):
        for e, fan_id in zip(table(name), ids[preset], strict=True):
            assert isinstance(e.example, SichuanExample) and e.example.preset == preset
            score = sichuan_example_score(e.example)
            assert score.is_win, e.en
            if e.points == 0:  # 平胡 scores no fan at all
                assert score.fans == () and score.value == 1
            else:
                assert fan_id in {f.id for f in score.fans}, e.en
    # The cap: 清龙七对 is 5 fan, counted as Chengdu's 4 (16 base units).
    top = sichuan_example_score(table("Sichuan Chengdu")[10].example)  # type: ignore[arg-type]
    assert (top.raw_fan, top.total_fan, top.value) == (5, 4, 16)


def test_search_the_sichuan_tables() -> None:
    assert [e.en for e in search(table("Sichuan Chengdu"), "flush")] == [
        "Full Flush", "Full Flush All Pungs", "Full Flush Seven Pairs", "Full Flush Terminals",
        "Full Flush Dragon Seven Pairs"]
    assert [e.zh for e in search(table("Sichuan SBR"), "2")] == ["清一色", "七对"]
    assert [e.en for e in search(table("Sichuan SBR"), "杠")] == [
        "Kong", "Win after Kong", "Shoot after Kong", "Robbing the Kong"]
