"""The fast path (is_winning_shape, winning_tiles) agrees with score_hand's is_win."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mahjong_tui.engine.tiles import ALL_TILE_KINDS, parse_tile, parse_tiles
from mahjong_tui.rulesets.mcr.scoring import (
    InvalidHandError,
    Situation,
    is_winning_shape,
    score_hand,
    winning_tiles,
)
from mahjong_tui.rulesets.mcr.scoring.corpus import situation_from_json
from mahjong_tui.rulesets.mcr.scoring.notation import parse_meld
from mahjong_tui.rulesets.mcr.scoring.randomhands import SHAPES, random_situation

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "mcr-oracle" / "corpus.jsonl"


def _is_win(situation: Situation) -> bool:
    try:
        return score_hand(situation).is_win
    except InvalidHandError as exc:
        assert exc.code == "too_many_copies"
        return False


def _check_waits(situation: Situation) -> None:
    """winning_tiles == {t : score_hand says a win on t}, over all 34 tiles."""
    waits = winning_tiles(situation.concealed, situation.melds)
    by_score = {t for t in ALL_TILE_KINDS
                if _is_win(Situation(situation.concealed, situation.melds, t))}
    assert waits == by_score, situation


@pytest.mark.parametrize(
    ("hand", "melds", "expected"),
    [
        ("1112345678999m", (), "123456789m"),
        ("19m19p19sESWNCFP", (), "19m19p19sESWNCFP"),
        ("19m19p19sESWNCFF", (), "P"),
        ("147m258p369sESWN", (), "CFP"),  # 全不靠 waits on any missing honour
        ("1122m3344p5566sE", (), "E"),
        ("12m55p", ("EEE", "456p", "789s"), "3m"),
        ("99m55p", ("1111m:concealed", "EEE", "456p"), "9m5p"),
        ("5556m", ("EEE", "456p", "789s"), "467m"),
        ("1234m", ("EEE", "456p", "789s"), "14m"),
        ("1234m", ("111m", "456p", "789s"), "4m"),  # the fifth 1m does not exist
        ("1111m", ("EEE", "456p", "789s"), ""),
    ],
)
def test_winning_tiles_examples(hand: str, melds: tuple[str, ...], expected: str) -> None:
    got = winning_tiles(parse_tiles(hand), [parse_meld(m) for m in melds])
    want = set(parse_tiles(expected))
    assert got == want
    situation = Situation(tuple(parse_tiles(hand)), tuple(parse_meld(m) for m in melds),
                          parse_tile("1m"))
    _check_waits(situation)


def test_is_winning_shape_examples() -> None:
    assert is_winning_shape(parse_tiles("123m456m789m123p55p"), [])
    assert is_winning_shape(parse_tiles("147m258p369s567mEE"), [])  # knitted straight
    assert is_winning_shape(parse_tiles("147m258p369sCC"), [parse_meld("EEE")])
    assert is_winning_shape(parse_tiles("1122m3344p5566sEE"), [])
    assert is_winning_shape(parse_tiles("147m258p369sESWNC"), [])
    assert not is_winning_shape(parse_tiles("123m456m789m123p56p"), [])
    with pytest.raises(InvalidHandError, match="needs 14 tiles"):
        is_winning_shape(parse_tiles("123m"), [])


@pytest.mark.parametrize("shape", SHAPES)
def test_random_hands_fast_path_equals_score_hand(shape: str) -> None:
    rng = random.Random(f"fastpath-{shape}")
    for _ in range(60):
        s = random_situation(rng, shape)
        assert is_winning_shape((*s.concealed, s.win_tile), s.melds) == score_hand(s).is_win
        _check_waits(s)


@pytest.mark.skipif(not CORPUS.exists(), reason=f"oracle corpus not found at {CORPUS}")
def test_corpus_hands_fast_path_equals_score_hand() -> None:
    checked = 0
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["result"]["status"] == "invalid":
            continue
        s = situation_from_json(row)
        assert is_winning_shape((*s.concealed, s.win_tile), s.melds) == (
            row["result"]["status"] == "win"), row["id"]
        if checked % 25 == 0:
            _check_waits(s)
        checked += 1
    assert checked == 19625


@pytest.mark.parametrize("shape", ["regular", "regular_chowy", "regular_pungy", "seven_pairs",
                                   "nine_gates"])
def test_unique_wait_shortcut_equals_the_full_wait_list(shape: str) -> None:
    """The calculator's block-wise 独听 test equals "the full wait list has one tile"."""
    from mahjong_tui.rulesets.mcr.scoring.hand import prepare
    from mahjong_tui.rulesets.mcr.scoring.shapes import (
        concealed_divisions,
        shape_waits,
        unique_wait,
    )

    rng = random.Random(f"unique-{shape}")
    for _ in range(300):
        hand = prepare(random_situation(rng, shape))
        if not concealed_divisions(tuple(hand.counts)):
            continue
        counts = hand.counts
        counts[hand.win] -= 1
        full = len(shape_waits(counts, not hand.fixed)) == 1
        counts[hand.win] += 1
        assert unique_wait(counts, hand.win, not hand.fixed) == full
