"""Every regional preset (Beijing, Jindi, Guizhou, Hangzhou, Hangzhou with a fixed
财神) is recorded and replayed identically, resumed from its autosave, undone, exported
in its own unit in both languages, and replayed in the viewer with its notes and its
settlement, through the public API and the command line."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from mahjong_tui.cli import main
from mahjong_tui.cli.resume import resume_session
from mahjong_tui.engine.actions import Win
from mahjong_tui.engine.events import HandEnded, Won
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import entry_to_dict, load, replay, save
from mahjong_tui.persistence.autosave import Autosave
from mahjong_tui.persistence.settings import Settings
from mahjong_tui.persistence.undo import PerDecisionBot, undo
from mahjong_tui.rulesets import get_ruleset

PRESETS = ("beijing", "jindi", "guizhou", "hangzhou", "hangzhou-fixed")
HUMAN = 1
HEADINGS = {  # the unit each ruleset's wins are counted in, as export heads them
    "beijing": ("  Fans (番, added):", "  番种（番数相加）："),
    "jindi": ("  Bills (番, 1 番 = 1 chip):", "  各家账单（1 番 = 1 筹码）："),
    "guizhou": ("  Points (分, each payer):", "  分值（每家）："),
    "hangzhou": ("  Multipliers (倍):", "  倍数："),
    "hangzhou-fixed": ("  Multipliers (倍):", "  倍数："),
}
NOTES = {"beijing": {"floor", "kept_back"}, "jindi": {"kept_back"}, "guizhou": set(),
         "hangzhou": {"wilds", "indicator"}, "hangzhou-fixed": {"wilds"}}
"""Notes the table shows from the first frame of a hand, at least."""


def _bots(seed: int) -> dict[int, PerDecisionBot]:
    return {p: PerDecisionBot("random", seed, p) for p in range(4)}


def _play(game: Game, bots: dict[int, PerDecisionBot], *, until_human: int = 0) -> None:
    asked = 0
    while not game.is_over:
        player = game.to_act()[0]
        if until_human and player == HUMAN:
            asked += 1
            if asked > until_human:
                return
        legal = game.legal_actions(player)  # random bots, but every offered win is taken
        game.apply(player, Win() if Win() in legal else bots[player].decide(game.view(player)))


def _finished(name: str, seed: int, hands: int = 2) -> Game:
    """A whole match with at least one win (the first seed from ``seed`` that has one)."""
    for s in range(seed, seed + 50):
        game = Game.new(s, get_ruleset(name), hands=hands)
        _play(game, _bots(s))
        if any(isinstance(e, Won) for e in game.events):
            return game
    raise AssertionError(f"no {name} match with a win")


@pytest.mark.parametrize("name", PRESETS)
def test_recorded_and_replayed_identically(name: str, tmp_path: Path) -> None:
    game = _finished(name, 11)
    path = tmp_path / "game.jsonl"
    save(game, path)
    again = replay(load(path))
    assert again.events == game.events and again.scores == game.scores
    assert again.ruleset == game.ruleset
    assert main(["replay", "--verify", str(path)]) == 0


@pytest.mark.parametrize("name", PRESETS)
def test_resumed_from_its_autosave(name: str, tmp_path: Path) -> None:
    game = Game.new(5, get_ruleset(name), hands=2)
    autosave = Autosave.start(game, humans=(HUMAN,),
                              bot_levels=("random", None, "random", "random"),
                              directory=tmp_path, history=tmp_path / "h.sqlite3")
    _play(game, _bots(5), until_human=12)
    autosave.close()
    live, resumed = resume_session(directory=tmp_path, history=tmp_path / "h.sqlite3")
    try:
        assert resumed.path == autosave.path
        assert live.game.ruleset == game.ruleset
        assert live.game.table_view() == game.table_view()
        assert live.game.view(HUMAN) == game.view(HUMAN)
        assert live.game.view(HUMAN).notes == game.view(HUMAN).notes
        assert [entry_to_dict(e) for e in live.game.entries] == \
            [entry_to_dict(e) for e in game.entries]
    finally:
        live.autosave.close()


@pytest.mark.parametrize("name", PRESETS)
def test_undo_goes_back_to_the_human_s_last_decision(name: str) -> None:
    game = Game.new(8, get_ruleset(name), hands=3)
    bots = _bots(8)
    _play(game, bots, until_human=20)
    assert not game.is_over
    before, scores = game.view(HUMAN), game.scores
    game.apply(HUMAN, bots[HUMAN].decide(before))
    while not game.is_over and HUMAN not in game.to_act():
        player = game.to_act()[0]
        game.apply(player, bots[player].decide(game.view(player)))
    earlier = undo(game, [HUMAN])
    assert earlier.view(HUMAN) == before
    assert earlier.view(HUMAN).notes == before.notes
    assert earlier.scores == scores


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_exported_in_its_own_unit(name: str, lang: str, tmp_path: Path,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    game = _finished(name, 11)
    path = tmp_path / "game.jsonl"
    save(game, path)
    assert main(["export", "--summary", "--lang", lang, str(path)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    heading = HEADINGS[name][lang == "zh"]
    wins = sum(1 for e in game.events if isinstance(e, Won))
    assert out.count(heading + "\n") == wins
    fan_heading = "  Fans:" if lang == "en" else "  番种："
    assert fan_heading + "\n" not in out  # never MCR's fan list


@pytest.mark.parametrize("name", PRESETS)
def test_replayed_in_the_viewer_with_its_notes_and_settlement(name: str,
                                                              tmp_path: Path) -> None:
    from mahjong_tui.ui.replay_viewer import ReplayApp, ReplayScreen, load_replay
    from mahjong_tui.ui.sichuan.settlement import SettlementScreen

    game = Game.new(11, get_ruleset(name), hands=1)
    _play(game, _bots(11))
    path = tmp_path / "game.jsonl"
    save(game, path)
    controller = load_replay(path)
    first = controller.replay_frames[1].view
    assert NOTES[name] <= {key for key, _ in first.notes}
    end = next(i for i, f in enumerate(controller.replay_frames)
               if any(isinstance(e, HandEnded) for e in f.events))

    async def scenario() -> None:
        app = ReplayApp(Settings(speed="instant", language="en", tile_style="boxed"),
                        controller)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(500):
                if isinstance(app.screen, ReplayScreen):
                    break
                await pilot.pause(0.01)
            controller.commands.put_nowait(("goto", end - 1))
            for _ in range(500):
                if controller.index == end - 1:
                    break
                await pilot.pause(0.01)
            await pilot.press("right")
            for _ in range(500):
                if isinstance(app.screen, SettlementScreen):
                    break
                await pilot.pause(0.01)
            assert isinstance(app.screen, SettlementScreen)
            text = str(app.screen.content)
            ended = next(e for e in game.events if isinstance(e, HandEnded))
            assert f"{ended.deltas[0]:+5d} -> {ended.scores[0]:>5}" in text

    asyncio.run(scenario())
