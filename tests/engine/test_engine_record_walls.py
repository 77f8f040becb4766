"""The header's ``walls``: seeded walls are tied to the seed, stored walls are the
chance lines' own, and every reader (verify, export, resume, viewer) agrees."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import GameRecord, RecordError, load, loads, replay, save
from mahjong_tui.engine.tiles import full_tile_set
from mahjong_tui.engine.wall import arrange_deal

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "mcr-records"


def _play(game: Game, actions: int) -> None:
    rng = random.Random(3)
    for _ in range(actions):
        if game.is_over:
            return
        player = game.to_act()[0]
        game.apply(player, rng.choice(game.legal_actions(player)))


def _stacked_game() -> Game:
    tiles = full_tile_set()
    random.Random(99).shuffle(tiles)
    game = Game.new(5, deals=[arrange_deal(tiles)], hands=2)
    _play(game, 200)
    return game


def test_a_seeded_game_says_so_and_replays() -> None:
    game = Game.new(5, hands=1)
    _play(game, 60)
    record = GameRecord.of(game)
    assert record.header["walls"] == "seeded"
    assert replay(loads(record.to_jsonl())).record.to_jsonl() == record.to_jsonl()


def test_explicit_walls_are_stored_and_replay(tmp_path: Path) -> None:
    game = _stacked_game()
    save(game, tmp_path / "stacked.jsonl")
    record = load(tmp_path / "stacked.jsonl")
    assert record.header["walls"] == "stored"
    assert replay(record).record.to_jsonl() == GameRecord.of(game).to_jsonl()
    from mahjong_tui.ui.replay_viewer import load_replay

    controller = load_replay(tmp_path / "stacked.jsonl")
    assert len(controller.replay_frames) == 1 + len(record.actions())


def test_an_edited_seed_is_tampering_with_seeded_walls() -> None:
    game = Game.new(5, hands=1)
    _play(game, 60)
    text = GameRecord.of(game).to_jsonl().replace('"seed":5,', '"seed":6,', 1)
    with pytest.raises(RecordError) as info:
        replay(loads(text))
    assert str(info.value) == ("tampered: line 2: the wall of hand 0 is not the one seed 6 "
                               "deals (the seed or the wall was edited)")


def test_an_edited_seed_with_stored_walls_still_replays_the_stored_walls() -> None:
    text = GameRecord.of(_stacked_game()).to_jsonl().replace('"seed":5,', '"seed":6,', 1)
    game = replay(loads(text))  # the walls are the record's; later hands follow seed 6
    assert game.seed == 6


def test_an_unknown_walls_value_is_corrupt() -> None:
    game = Game.new(5, hands=1)
    lines = GameRecord.of(game).to_jsonl().splitlines(keepends=True)
    header = json.loads(lines[0])
    header["walls"] = "shuffled"
    with pytest.raises(RecordError) as info:
        loads(json.dumps(header) + "\n" + "".join(lines[1:]))
    assert str(info.value) == "corrupt: header: walls must be 'seeded' or 'stored'"


@pytest.mark.parametrize("name", sorted(p.name for p in FIXTURES.glob("*.jsonl")))
def test_records_written_before_the_walls_key_still_verify(name: str) -> None:
    record = load(FIXTURES / name)
    assert "walls" not in record.header
    assert replay(record).is_over
