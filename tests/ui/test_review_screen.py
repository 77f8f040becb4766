"""The replay viewer's review (r): the same review as the command, off the UI thread."""

from __future__ import annotations

from pathlib import Path

from uihelpers import eventually

from mahjong_tui.coach.review import review_record
from mahjong_tui.coach.review_text import review_lines
from mahjong_tui.engine.record import load
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.ui.replay_viewer import ReplayApp, ReplayScreen, load_replay
from mahjong_tui.ui.review_screen import ReviewScreen

RECORD = Path(__file__).resolve().parents[1] / "fixtures" / "mcr-records" / "mixed-1.jsonl"
SETTINGS = Settings(speed="instant", language="en", tile_style="boxed")


async def _open_review(pilot, app: ReplayApp) -> ReviewScreen:  # type: ignore[no-untyped-def]
    """Press ``r`` in the replay viewer and wait until the review is computed."""
    await eventually(pilot, lambda: isinstance(app.screen, ReplayScreen))
    await pilot.press("r")
    await eventually(pilot, lambda: isinstance(app.screen, ReviewScreen))
    screen = app.screen
    assert isinstance(screen, ReviewScreen)
    await eventually(pilot, lambda: screen.review is not None, timeout=60)
    return screen


async def test_r_reviews_the_bottom_seat_of_a_bots_only_record() -> None:
    app = ReplayApp(SETTINGS, load_replay(RECORD))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open_review(pilot, app)
        assert screen.seats == (0,)
        expected = review_record(load(RECORD), [0])
        assert screen.review == expected
        shown = str(screen.query_one("#review-text").render())
        assert shown.splitlines() == review_lines(expected, every=False)
        await pilot.press("escape")
        await eventually(pilot, lambda: isinstance(app.screen, ReplayScreen))


async def test_a_chinese_viewer_reviews_in_chinese() -> None:
    settings = Settings(speed="instant", language="zh", tile_style="boxed")
    app = ReplayApp(settings, load_replay(RECORD))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open_review(pilot, app)
        expected = review_record(load(RECORD), [0], "zh")
        shown = str(screen.query_one("#review-text").render())
        assert shown.splitlines() == review_lines(expected, every=False, lang="zh")
        assert shown.splitlines()[-1] == "放过的和牌：0次"
        title = str(screen.query_one("#review-title").render())
        assert title.endswith("与专家机器人的对比复盘（Esc 关闭）")


def test_review_snapshot_120x40(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def open_review(pilot) -> None:  # type: ignore[no-untyped-def]
        app = pilot.app
        await eventually(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("r")
        await eventually(pilot, lambda: isinstance(app.screen, ReviewScreen))
        await eventually(pilot, lambda: app.screen.review is not None, timeout=60)

    assert snap_compare(ReplayApp(SETTINGS, load_replay(RECORD)), terminal_size=(120, 40),
                        run_before=open_review)
