"""The hint panel's content for a Sichuan hand (the same shape as MCR's panel)."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from rich.text import Text

from mahjong_tui.coach.sichuan_hints import SichuanHints, SichuanWait
from mahjong_tui.engine.actions import Pass, Win
from mahjong_tui.engine.views import SeatView

__all__ = ["sichuan_panel_text"]


def _shanten(s: int) -> str:
    return "complete" if s < 0 else "ready" if s == 0 else f"{s}-shanten"


def _wait_line(w: SichuanWait) -> str:
    return (f" {w.tile.text:<3} ×{w.live} · {w.fan} fan ×{w.value} / "
            f"{w.self_fan} fan ×{w.self_pays}\n")


def sichuan_panel_text(h: SichuanHints, names: Sequence[str], limit: int = 8, width: int = 36,
                       view: SeatView | None = None) -> Text:
    """The Sichuan panel: labelled figures, one per column; the advice line is wrapped
    at ``width``. With ``view`` the hand is listed first (the panel may cover the
    table on a small terminal)."""
    out = Text(no_wrap=True, overflow="ellipsis")
    out.append("HINTS", style="bold reverse")
    out.append("  i close · shanten 0 = ready\n")
    out.append("live = copies not visible to you\n", style="dim")
    if view is not None:
        drawn = f" + {view.drawn.text}" if view.drawn is not None else ""
        hand = f"hand {' '.join(t.text for t in view.concealed)}{drawn}"
        for line in textwrap.wrap(hand, width, subsequent_indent="     "):
            out.append(f"{line}\n")
    for line in textwrap.wrap(h.reason, width) or [""]:
        out.append(f"{line}\n", style="bold")
    kept = f"void {h.void}" if h.void else "void not declared yet"
    out.append(f"Shanten in the kept suits ({kept})\n", style="underline")
    out.append(" " + " · ".join(f"{f.form} {f.shanten} ({f.live_useful} live)"
                                for f in h.forms) + "\n")
    if h.voids:
        out.append("Void suit: shanten · live useful · to clear\n", style="underline")
        for v in h.voids:
            mark = "  ← suggested" if v.suggested else ""
            out.append(f" {v.suit}: {v.shanten:>2} · {v.live_useful:>2} · {v.to_clear}{mark}\n",
                       style="bold" if v.suggested else "")
    if h.discards:
        out.append("Discard: shanten · live useful · value plan\n", style="underline")
        for d in h.discards[:limit]:
            style = "bold" if d.rank == 1 else ""
            out.append(f"{d.rank:>2}. {d.tile.text:<3}{d.shanten:>2} · {d.live_useful:>2} · "
                       f"{d.value:.2f} {d.plan}\n", style=style)
        for d in [d for d in h.discards if d.waits][:2]:
            out.append(f"Waits after {d.tile.text}: live · discard / self-drawn\n",
                       style="underline")
            for w in d.waits:
                out.append(_wait_line(w))
    if h.waits:
        out.append("Waits: live · discard / self-drawn\n", style="underline")
        for w in h.waits:
            out.append(_wait_line(w))
    if h.waits or any(d.waits for d in h.discards):
        out.append(" fan ×value: base units paid (self-drawn: by each)\n", style="dim")
    if h.claims:
        out.append("Claim: shanten · live useful\n", style="underline")
        for c in h.claims:
            if isinstance(c.action, Win):
                out.append(f" win: {c.fan} fan\n", style="bold")
                continue
            name = "pass" if isinstance(c.action, Pass) else c.action.text
            then = f", then {c.discard.text}" if c.discard is not None else ""
            out.append(f" {name}{then}: {_shanten(c.shanten)}, {c.live_useful} live\n")
    out.append("Unseen (copies not visible to you)\n", style="underline")
    for suit in range(3):
        out.append(f" {'mps'[suit]} " + " ".join(str(h.unseen[9 * suit + r]) for r in range(9))
                   + "\n")
    out.append("Safety: void · their discards\n", style="underline")
    for s in h.safety:
        who = names[s.player] if s.player < len(names) else f"player {s.player}"
        if s.won:
            out.append(f" {who}: won, out of the hand\n", style="dim")
            continue
        disc = " ".join(t.text for t in s.discarded) or "-"
        out.append(f" {who}: void {s.void or '?'} · {disc}\n")
    if h.discards:
        risky = sorted((d for d in h.discards if d.danger > 0.05), key=lambda d: -d.danger)
        if risky:
            out.append(" danger: " + " ".join(f"{d.tile.text} {d.danger:.2f}"
                                              for d in risky[:6]) + "\n", style="bold red")
    out.rstrip()
    return out
