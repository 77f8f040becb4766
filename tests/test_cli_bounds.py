"""Numbers on the command line are checked where they are read (issue 29, items 4 and
7): a seed the history database cannot store (2^63 and up) or a negative one, and a
count of benchmark presses, matches or passes below one, stop with argparse's usage
error (exit 2, the problem on one line), never a traceback. A crafted record whose
seed the database cannot hold is skipped by the statistics catch-up, never fatal."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.cli import build_parser, main
from mahjong_tui.cli.arguments import SEED_LIMIT
from mahjong_tui.engine.game import Game
from mahjong_tui.i18n.problems import problem_text
from mahjong_tui.persistence.autosave import Autosave
from mahjong_tui.persistence.history import HistoryDB
from mahjong_tui.persistence.undo import PerDecisionBot

LEVELS = ("random", "random", "random", "random")

SEED_COMMANDS = [
    ("play",), ("hotseat", "--humans", "2"), ("watch",), ("simulate", "--hands", "1"),
    ("join", "localhost"), ("bench", "ui"), ("bench", "hotseat"),
    ("bench", "bots", "--candidate", "random", "--baseline", "random"),
    ("bench", "memory"), ("bench", "analysis"), ("bench", "coach"), ("bench", "playout"),
]
"""Every command that takes ``--seed``."""


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    return tmp_path


def _usage_error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as done:
        main(list(argv))
    assert done.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    assert captured.err.startswith("usage: ")
    return captured.err.splitlines()[-1]


@pytest.mark.parametrize("command", SEED_COMMANDS, ids=" ".join)
@pytest.mark.parametrize("seed", [str(SEED_LIMIT), "-1", "99999999999999999999999"])
def test_a_seed_out_of_range_is_a_usage_error(capsys: pytest.CaptureFixture[str],
                                              command: tuple[str, ...], seed: str) -> None:
    prog = "mahjong-tui " + " ".join(c for c in command[:2] if not c.startswith("-")
                                     and c != "localhost")
    assert _usage_error(capsys, *command, "--seed", seed) == (
        f"{prog}: error: argument --seed: a seed is a whole number from 0 to "
        f"9223372036854775807, not {seed}")


@pytest.mark.parametrize("command", SEED_COMMANDS, ids=" ".join)
def test_the_largest_seed_is_accepted(command: tuple[str, ...]) -> None:
    args = build_parser().parse_args([*command, "--seed", str(SEED_LIMIT - 1)])
    assert args.seed == 2**63 - 1


def test_a_huge_seed_is_not_echoed_whole(capsys: pytest.CaptureFixture[str]) -> None:
    assert _usage_error(capsys, "play", "--seed", "9" * 5000) == (
        "mahjong-tui play: error: argument --seed: not a whole number: "
        f"'{'9' * 40}...'")


@pytest.mark.parametrize(("argv", "option", "value"), [
    (("bench", "ui", "--presses", "-1"), "--presses", "-1"),
    (("bench", "ui", "--presses", "0"), "--presses", "0"),
    (("bench", "ui", "--startups", "-1"), "--startups", "-1"),
    (("bench", "hotseat", "--matches", "-1"), "--matches", "-1"),
    (("bench", "hotseat", "--matches", "0"), "--matches", "0"),
    (("bench", "hotseat", "--hands", "-1"), "--hands", "-1"),
    (("bench", "scoring", "--repeat", "-1"), "--repeat", "-1"),
    (("bench", "sichuan", "--repeat", "0"), "--repeat", "0"),
])
def test_a_count_below_one_is_a_usage_error(capsys: pytest.CaptureFixture[str],
                                            argv: tuple[str, ...], option: str,
                                            value: str) -> None:
    assert _usage_error(capsys, *argv) == (
        f"mahjong-tui {argv[0]} {argv[1]}: error: argument {option}: must be at least 1, "
        f"not {value}")


def _play_out(game: Game, save: Autosave) -> None:
    bots = [PerDecisionBot(level, 1, p) for p, level in enumerate(LEVELS)]
    while not game.is_over:
        player = game.to_act()[0]
        game.apply(player, bots[player].decide(game.view(player)))
    save.close()


def _stored_uids(db_path: Path) -> set[str]:
    with HistoryDB(db_path, read_only=True) as db:
        return {uid for (uid,) in db.connection.execute("SELECT match_uid FROM matches")}


def test_catch_up_skips_a_record_whose_seed_the_database_cannot_hold(tmp_path: Path) -> None:
    games = tmp_path / "games"
    db_path = tmp_path / "history.sqlite3"
    saves = []
    for seed in (SEED_LIMIT, 7):   # played while the statistics were off
        game = Game.new(seed, hands=1)
        save = Autosave.start(game, humans=(), bot_levels=LEVELS, mode="watch",
                              directory=games, history=False)
        _play_out(game, save)
        saves.append(save.session.match_uid)
    later_game = Game.new(8, hands=1)
    later = Autosave.start(later_game, humans=(), bot_levels=LEVELS, mode="watch",
                           directory=games, history=db_path)
    assert later.news() == []
    _play_out(later_game, later)
    assert later.history_error is None
    # the ordinary record is caught up, the one with the 64-bit seed is left out
    assert _stored_uids(db_path) == {saves[1], later.session.match_uid}


def test_a_game_whose_seed_the_database_cannot_hold_goes_on(tmp_path: Path) -> None:
    db_path = tmp_path / "history.sqlite3"
    game = Game.new(SEED_LIMIT, hands=1)
    save = Autosave.start(game, humans=(), bot_levels=LEVELS, mode="watch",
                          directory=tmp_path / "games", history=db_path)
    uid = save.session.match_uid
    message = (f"statistics not saved: {db_path}: match {uid} cannot be stored: a number "
               "too large for the database; the game goes on")
    assert save.news() == [message]
    assert problem_text(message, "zh") == (
        f"统计未保存：{db_path}：对局 {uid} 无法存入：其中的数字太大，数据库存不下；游戏继续")
    _play_out(game, save)
    assert game.is_over and save.error is None
    assert _stored_uids(db_path) == set()
