"""The hint panel as labelled plain-text lines (the table panel and ``review`` use them).

Every figure carries its label: ``shanten`` (exchanges to ready, 0 = ready), ``live``
(copies not visible to you), ``fan`` (flowers not counted; a win needs 8).
"""

from __future__ import annotations

from collections.abc import Sequence

from bots.analysis import Shape
from mahjong_tui.coach.hints import (
    MIN_FAN,
    ClaimHint,
    DiscardHint,
    Hints,
    WaitHint,
    shanten_words,
)
from mahjong_tui.coach.table_info import OpponentSafety
from mahjong_tui.engine.actions import Pass, Win
from mahjong_tui.engine.tiles import TILES

__all__ = [
    "FORM_NAMES",
    "claim_line",
    "describe_hints",
    "discard_line",
    "safety_line",
    "shanten_words",
    "unseen_grid",
    "wait_line",
]

FORM_NAMES = {
    Shape.REGULAR: "regular (4 sets + pair)",
    Shape.SEVEN_PAIRS: "seven pairs",
    Shape.THIRTEEN_ORPHANS: "thirteen orphans",
    Shape.HONORS_AND_KNITTED: "honours and knitted",
    Shape.KNITTED_STRAIGHT: "knitted straight",
}
"""How each form is named in the panel."""


def _fan(value: int) -> str:
    if value < 0:
        return "no win"
    return f"{value}" if value >= MIN_FAN else f"{value} (under {MIN_FAN}: not a win)"


def wait_line(w: WaitHint) -> str:
    """One winning tile: live copies and fan on a discard and self-drawn."""
    return (f"{w.tile.text}: live {w.live}, fan on discard {_fan(w.on_discard)}, "
            f"self-drawn {_fan(w.self_drawn)}")


def discard_line(d: DiscardHint) -> str:
    """One ranked discard."""
    useful = " ".join(f"{u.tile.text}×{u.live}" for u in d.useful[:10])
    if len(d.useful) > 10:
        useful += f" +{len(d.useful) - 10} kinds"
    eight = "8 fan reachable" if d.reaches_min else "8 fan NOT reachable"
    route = f"; route {d.route.text}" if d.route is not None else ""
    return (f"{d.rank}. discard {d.tile.text}: shanten {d.shanten}, "
            f"useful {len(d.useful)} kinds / live {d.live_useful} [{useful}]; {eight}{route}")


def claim_line(c: ClaimHint) -> str:
    """One answer to the discard on offer."""
    if isinstance(c.action, Win):
        return f"win: {c.fan} fan"
    name = "pass" if isinstance(c.action, Pass) else c.action.text
    then = f", then discard {c.discard.text}" if c.discard is not None else ""
    route = f"; route {c.route.text}" if c.route is not None else "; no fan plan fits"
    return f"{name}{then}: shanten {c.shanten}, live useful {c.live_useful}{route}"


def safety_line(s: OpponentSafety, names: Sequence[str]) -> str:
    """One opponent: the own tiles they discarded or let go, and a danger mark."""
    who = names[s.player] if s.player < len(names) else f"player {s.player}"
    disc = " ".join(t.text for t in s.discarded) or "-"
    passed = " ".join(t.text for t in s.passed) or "-"
    mark = f"  DANGER: {s.danger}" if s.danger else ""
    return f"{who}: discarded {disc}; let go {passed}{mark}"


def unseen_grid(unseen: Sequence[int]) -> list[str]:
    """The 34 unseen counts as four rows (m, p, s, honours)."""
    rows = []
    for suit in range(3):
        cells = " ".join(f"{r + 1}:{unseen[9 * suit + r]}" for r in range(9))
        rows.append(f"{'mps'[suit]}  {cells}")
    rows.append("z  " + " ".join(f"{TILES[i].text}:{unseen[i]}" for i in range(27, 34)))
    return rows


def describe_hints(h: Hints, names: Sequence[str] = (), limit: int = 6) -> list[str]:
    """The whole panel as text lines, ``limit`` discards at most."""
    lines = [f"Advice: {h.reason}" if h.reason else "Advice: -"]
    lines.append("Shanten by form (exchanges to ready; live = copies unseen by you):")
    for f in h.forms:
        lines.append(f"  {FORM_NAMES[f.form]}: shanten {f.shanten}, useful "
                     f"{len(f.useful)} kinds / live {f.live_useful}")
    if h.discards:
        lines.append("Discards, best first (shanten after it; useful tile×live):")
        lines.extend("  " + discard_line(d) for d in h.discards[:limit])
        ready = [d for d in h.discards if d.waits]
        for d in ready[:2]:
            lines.append(f"  waits after discarding {d.tile.text}:")
            lines.extend("    " + wait_line(w) for w in d.waits)
    if h.waits:
        lines.append("Waits (fan without flowers; a win needs 8):")
        lines.extend("  " + wait_line(w) for w in h.waits)
    if h.claims:
        lines.append("On the discard (against passing):")
        lines.extend("  " + claim_line(c) for c in h.claims)
    lines.append("Unseen tiles (copies not visible to you):")
    lines.extend("  " + row for row in unseen_grid(h.unseen))
    lines.append("Tile safety (your tiles each opponent discarded / let go):")
    lines.extend("  " + safety_line(s, names) for s in h.safety)
    return lines
