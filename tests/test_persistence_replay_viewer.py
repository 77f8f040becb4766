"""The replay viewer: frames, stepping forward and back, jumping between hands, scoring screens."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_tui.engine.events import HandEnded, HandStarted, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import GameRecord, entry_to_dict
from mahjong_tui.persistence.autosave import Autosave
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.persistence.undo import PerDecisionBot
from mahjong_tui.ui.replay_viewer import (
    HandPicker,
    ReplayApp,
    ReplayController,
    ReplayScreen,
    build_frames,
    load_replay,
)
from mahjong_tui.ui.screens.scoring import MatchEndScreen, ScoringScreen

SETTINGS = Settings(speed="instant", language="en", tile_style="boxed")


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Game]:
    directory = tmp_path_factory.mktemp("saves")
    game = Game.new(3, hands=2)
    save = Autosave.start(game, humans=[], bot_levels=["standard"] * 4, directory=directory,
                          history=False)
    bots = [PerDecisionBot("standard", 3, p) for p in range(4)]
    while not game.is_over:
        p = game.to_act()[0]
        game.apply(p, bots[p].decide(game.view(p)))
    save.close()
    return save.path, game


def test_frames_follow_the_game(record_file: tuple[Path, Game]) -> None:
    path, game = record_file
    record = GameRecord(game.header(), [entry_to_dict(e) for e in game.entries])
    frames, events, names = build_frames(record)
    actions = [e for e in game.entries if e[0] == "action"]
    assert len(frames) == len(actions) + 1
    assert events == game.events
    assert names == game.players
    assert frames[-1].view == game.table_view()
    assert [e for f in frames for e in f.events] == game.events
    assert frames[1].action == f"{names[actions[0][1]]}: {actions[0][2].text}"
    controller = load_replay(path)
    assert controller.hand_starts[0] == 0 and len(controller.hand_starts) == 2
    results: list[str] = []
    won: Won | None = None
    for e in game.events:
        if isinstance(e, Won):
            won = e
        elif isinstance(e, HandEnded):
            results.append(won.describe(names) if won is not None else "draw")
            won = None
    assert controller.hand_summaries() == [
        f"Hand {i + 1}: {result}" for i, result in enumerate(results)
    ]


def test_controller_targets(record_file: tuple[Path, Game]) -> None:
    controller = load_replay(record_file[0])
    last = len(controller.replay_frames) - 1
    second = controller.hand_starts[1]
    assert controller.target("step", -1) == 0
    assert controller.target("step", 5) == 5
    assert controller.target("hand", 1) == second
    assert controller.target("goto", 10**9) == last
    controller.index = second + 3
    assert controller.hand_index() == 1
    assert controller.target("hand", -1) == 0
    log = controller.log_since_hand_start()
    assert log[0] == "Hand 2 (East round): South deals"
    assert isinstance(controller.all_events[controller.frame.history - len(log)], HandStarted)


async def _until(pilot: object, predicate: object, what: str) -> None:
    for _ in range(300):
        if predicate():  # type: ignore[operator]
            return
        await pilot.pause(0.01)  # type: ignore[attr-defined]
    raise AssertionError(f"timed out waiting for {what}")


def test_pilot_step_back_jump_and_scoring(record_file: tuple[Path, Game]) -> None:
    async def scenario() -> None:
        controller = load_replay(record_file[0])
        app = ReplayApp(SETTINGS, controller)
        async with app.run_test(size=(120, 40)) as pilot:
            await _until(pilot, lambda: isinstance(app.screen, ReplayScreen), "the viewer")
            screen = app.screen
            assert controller.index == 0
            await pilot.press("right", "right", "n")
            await _until(pilot, lambda: controller.index == 3, "three steps")
            await pilot.press("left")
            await _until(pilot, lambda: controller.index == 2, "one back")
            assert screen.display_value is not None
            assert all(s.hand is not None for s in screen.display_value.seats)  # all visible
            # step onto the end of hand 1: the scoring screen shows, as in the game
            end_of_hand = next(i for i, f in enumerate(controller.replay_frames)
                               if any(isinstance(e, HandEnded) for e in f.events))
            controller.commands.put_nowait(("goto", end_of_hand - 1))
            await _until(pilot, lambda: controller.index == end_of_hand - 1, "the jump")
            await pilot.press("right")
            await _until(pilot, lambda: isinstance(app.screen, ScoringScreen), "scoring")
            await pilot.press("enter")
            await _until(pilot, lambda: isinstance(app.screen, ReplayScreen), "back")
            assert controller.index == end_of_hand
            # next / previous hand
            await pilot.press("left_square_bracket")
            await _until(pilot, lambda: controller.index == 0, "previous hand")
            await pilot.press("right_square_bracket")
            await _until(pilot, lambda: controller.index == controller.hand_starts[1],
                         "next hand")
            from textual.widgets import Static

            status = str(screen.query_one("#replay-status", Static).content)
            last_action = controller.replay_frames[controller.index].action
            assert last_action is not None and last_action not in status
            assert " · hand 2/2 · " in status and " · hand 2 dealt · " in status
            # the hand picker
            await pilot.press("j")
            await _until(pilot, lambda: isinstance(app.screen, HandPicker), "the picker")
            await pilot.press("up", "enter")
            await _until(pilot, lambda: controller.index == 0, "picked hand 1")
            # the last step shows the final standings
            controller.commands.put_nowait(("goto", len(controller.replay_frames) - 2))
            await _until(pilot, lambda: controller.index == len(controller.replay_frames) - 2,
                         "near the end")
            await pilot.press("right")
            await _until(pilot, lambda: isinstance(app.screen, (ScoringScreen, MatchEndScreen)),
                         "end screens")

    asyncio.run(scenario())


def test_replay_command_rejects_bad_files(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b'{"format":"mahjong-tui-record","version":3}\n')
    proc = subprocess.run([sys.executable, "-m", "mahjong_tui", "replay", str(bad)],
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert proc.stderr == (f"mahjong-tui replay: {bad}: future version: format version 3 is "
                           "newer than this program reads (2); update mahjong-tui\n")
    assert bad.read_bytes() == b'{"format":"mahjong-tui-record","version":3}\n'


def test_controller_is_a_table_source() -> None:
    from mahjong_tui.ui.session import ReplaySource

    assert issubclass(ReplayController, ReplaySource)
