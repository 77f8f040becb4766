"""The whole oracle corpus: every situation scored exactly as the reference scored it.

The corpus lives beside the repository (``<repo>/../shared/mcr-oracle/``); the
tests skip with a reason when it is absent. The second test also runs the
oracle's own ``check.py --strict-status`` on our answers, as the acceptance
criterion states it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.rulesets.mcr.scoring.corpus import answer_line

ORACLE = Path(__file__).resolve().parents[1].parent / "shared" / "mcr-oracle"
CORPUS = ORACLE / "corpus.jsonl"

pytestmark = pytest.mark.skipif(not CORPUS.exists(),
                                reason=f"oracle corpus not found at {CORPUS}")


@pytest.fixture(scope="module")
def corpus_and_answers() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line]
    return rows, [answer_line(row) for row in rows]


def _expected(row: dict[str, Any]) -> tuple[Any, ...]:
    result = row["result"]
    if result["status"] == "win":
        fans = Counter({f["fan_name_en"]: f["count"] for f in result["fans"]})
        return ("win", fans, result["total"])
    if result["status"] == "invalid":
        return ("invalid", result["error"])
    return ("not_win",)


def _got(answer: dict[str, Any]) -> tuple[Any, ...]:
    if answer["status"] == "win":
        return ("win", Counter({f["name"]: f["count"] for f in answer["fans"]}), answer["total"])
    if answer["status"] == "invalid":
        return ("invalid", answer["error"])
    return ("not_win",)


@pytest.mark.slow
def test_every_corpus_situation_matches_the_reference(
        corpus_and_answers: tuple[list[dict[str, Any]], list[dict[str, Any]]]) -> None:
    rows, answers = corpus_and_answers
    assert len(rows) == 20000
    mismatches = [(row["id"], _expected(row), _got(ans))
                  for row, ans in zip(rows, answers, strict=True)
                  if _expected(row) != _got(ans)]
    assert mismatches[:5] == []
    assert len(mismatches) == 0
    assert Counter(a["status"] for a in answers) == Counter(
        {"win": 18420, "not_win": 1205, "invalid": 375})


@pytest.mark.slow
def test_oracle_checker_accepts_our_answers(
        corpus_and_answers: tuple[list[dict[str, Any]], list[dict[str, Any]]],
        tmp_path: Path) -> None:
    _rows, answers = corpus_and_answers
    out = tmp_path / "answers.jsonl"
    out.write_text("".join(json.dumps(a, ensure_ascii=False) + "\n" for a in answers),
                   encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, str(ORACLE / "check.py"), "--corpus", str(CORPUS), "--answers",
         str(out), "--strict-status"],
        capture_output=True, text=True, check=False)
    assert "mismatched situations: 0  (wrong status: 0, wrong fans: 0, wrong total: 0)" in (
        proc.stdout)
    assert proc.returncode == 0, proc.stdout[-2000:]
