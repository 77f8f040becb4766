"""SIGKILL a game process at 50+ random moments; each resume equals the last completed action.

The game runs in a child process (forked) that plays through the
real autosave code: ``Autosave.start`` for a new game, ``Autosave.resume`` for
the latest unfinished one. Every player's decision is a pure function of the
game state (seeded by the seed and the number of record entries), so the state
after ``n`` actions can be recomputed here. After every ``apply`` the driver
prints ``applied <n>``; the test kills it with SIGKILL at a random moment and
checks that the saved game, rebuilt by ``load_saved``, has ``c`` or ``c + 1``
actions (``c`` = last line printed; the kill may fall between the write and the
print) and exactly the state and record of the reference game after as many.
"""

from __future__ import annotations

import os
import random
import signal
import traceback
from pathlib import Path
from typing import TextIO

from mahjong_tui.engine.actions import Action
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.record import entry_to_dict

SEED = 2024
KILLS = 50


def ruleset_and_policy() -> tuple[object, bool]:
    """MCR with wins once the fan calculator is there; else competition, never declaring."""
    from mahjong_tui.rulesets.mcr import ruleset as rules
    from mahjong_tui.rulesets.mcr import scoring

    if hasattr(scoring, "winning_tiles"):
        return rules.MCR, True
    return rules.MCR_COMPETITION, False


def new_game(seed: int) -> Game:
    ruleset, _ = ruleset_and_policy()
    return Game.new(seed, ruleset)  # type: ignore[arg-type]


def choose(game: Game, player: int) -> Action:
    """The scripted decision: a pure function of the seed and the game so far."""
    from mahjong_tui.engine.actions import Win

    _, wins = ruleset_and_policy()
    legal = [a for a in game.legal_actions(player) if wins or not isinstance(a, Win)]
    if wins:
        for action in legal:
            if isinstance(action, Win):
                return action
    return random.Random(f"{game.seed}:{len(game.entries)}").choice(legal)


def step(game: Game) -> None:
    player = game.to_act()[0]
    game.apply(player, choose(game, player))


def action_count(game: Game) -> int:
    return sum(1 for e in game.entries if e[0] == "action")


def driver(directory: Path, out: TextIO) -> None:
    """Continue the latest unfinished game in ``directory`` (or start one) to the end."""
    from mahjong_tui.persistence.autosave import Autosave, latest_unfinished

    latest = latest_unfinished(directory)
    if latest is None:
        game = new_game(SEED)
        save = Autosave.start(game, humans=[0], bot_levels=[None, "random", "random", "random"],
                              directory=directory, history=directory / "history.sqlite3")
    else:
        save = Autosave.resume(latest.path, history=directory / "history.sqlite3")
        game = save.game
    out.write(f"start {action_count(game)}\n")
    out.flush()
    while not game.is_over:
        step(game)
        out.write(f"applied {action_count(game)}\n")
        out.flush()
    save.close()
    out.write("over\n")
    out.flush()


def _spawn(directory: Path) -> tuple[int, TextIO]:
    """Fork a child process running :func:`driver`; its stdout is the returned pipe.

    Forking (rather than starting a new interpreter) keeps the 50 runs fast: the
    child already has every module imported. It is still a separate process that
    SIGKILL stops dead, with no cleanup.
    """
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        code = 0
        try:
            os.close(read_end)
            with os.fdopen(write_end, "w") as out:
                driver(directory, out)
        except BaseException:
            traceback.print_exc()
            code = 1
        finally:
            os._exit(code)
    os.close(write_end)
    return pid, os.fdopen(read_end)


def _run_until_killed(directory: Path, rng: random.Random | None) -> tuple[int | None, bool]:
    """Start the driver, kill it after a random number of actions (never if ``rng``
    is ``None``).

    Returns the last completed action count it printed and whether it finished.
    """
    pid, pipe = _spawn(directory)
    target = rng.randint(1, 50) if rng is not None else 10**9
    last: int | None = None
    seen = 0
    with pipe:
        for line in pipe:
            if line.startswith("applied"):
                last = int(line.split()[1])
                seen += 1
                if seen >= target:
                    os.kill(pid, signal.SIGKILL)
                    break
            elif line.startswith("start"):
                last = int(line.split()[1])
            elif line == "over\n":
                os.waitpid(pid, 0)
                return last, True
        # Whatever the driver printed before it died is in the pipe.
        for line in pipe:
            if line.startswith("applied"):
                last = int(line.split()[1])
    _, status = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
    return last, False


def test_sigkill_at_50_random_points(tmp_path: Path) -> None:
    from mahjong_tui.persistence.autosave import latest_unfinished, load_saved

    rng = random.Random(7)
    reference = new_game(SEED)
    kills = 0
    damaged = 0
    while kills < KILLS:
        completed, finished = _run_until_killed(tmp_path, rng)
        assert completed is not None
        if finished:
            break
        kills += 1
        latest = latest_unfinished(tmp_path)
        assert latest is not None and latest.error is None
        loaded = load_saved(latest.path)
        damaged += loaded.damaged_tail
        resumed = action_count(loaded.game)
        assert resumed in (completed, completed + 1), (resumed, completed)
        while action_count(reference) < resumed:
            step(reference)
        assert action_count(reference) == resumed
        assert loaded.game.table_view() == reference.table_view()
        assert [entry_to_dict(e) for e in loaded.game.entries] == [
            entry_to_dict(e) for e in reference.entries
        ]
    assert kills == KILLS
    # Finally let it finish: the history holds exactly the hands of the whole game.
    _, finished = _run_until_killed(tmp_path, None)
    assert finished
    while not reference.is_over:
        step(reference)
    from mahjong_tui.persistence.history import HistoryDB
    from mahjong_tui.persistence.history.feed import hands_from_events

    with HistoryDB(tmp_path / "history.sqlite3") as db:
        (uid,) = db.match_uids()
        stored = db.load_match(uid)
    assert stored is not None and stored.finished
    want, final = hands_from_events(reference.events)
    assert [(h.hand_number, h.winner, h.dealt_in, h.fans, h.deltas) for h in stored.hands] == [
        (h.hand_number, h.winner, h.dealt_in, h.fans, h.deltas) for h in want
    ]
    assert stored.final_scores == final
    # Only one file: every resume appended to the same record.
    assert len(list(tmp_path.glob("*.jsonl"))) == 1 + damaged
