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
from mahjong_tui.coach.words import (
    action_words,
    coach_words,
    danger_words,
    route_words,
    tile_words,
)
from mahjong_tui.engine.actions import Win
from mahjong_tui.engine.tiles import TILES
from mahjong_tui.i18n.coach_words import COACH_EN, CoachWords

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

FORM_NAMES = {shape: COACH_EN.forms[shape.value] for shape in Shape}
"""How each form is named in the panel (in English; ``CoachWords.forms`` by language)."""


def _fan(value: int, w: CoachWords) -> str:
    if value < 0:
        return w.tx_no_win
    return (w.tx_fan.format(fan=value) if value >= MIN_FAN
            else w.tx_fan_under.format(fan=value, min=MIN_FAN))


def wait_line(w: WaitHint, lang: str = "en") -> str:
    """One winning tile: live copies and fan on a discard and self-drawn."""
    c = coach_words(lang)
    return c.tx_wait.format(tile=tile_words(w.tile, c), live=w.live,
                            on_discard=_fan(w.on_discard, c), self_drawn=_fan(w.self_drawn, c))


def discard_line(d: DiscardHint, lang: str = "en") -> str:
    """One ranked discard."""
    c = coach_words(lang)
    useful = " ".join(f"{tile_words(u.tile, c)}×{u.live}" for u in d.useful[:10])
    if len(d.useful) > 10:
        useful += c.tx_more_kinds.format(n=len(d.useful) - 10)
    eight = c.tx_reachable if d.reaches_min else c.tx_not_reachable
    route = c.tx_route.format(route=route_words(d.route, c)) if d.route is not None else ""
    return c.tx_discard.format(rank=d.rank, tile=tile_words(d.tile, c), shanten=d.shanten,
                               kinds=len(d.useful), live=d.live_useful, useful=useful,
                               eight=eight, route=route)


def claim_line(c: ClaimHint, lang: str = "en") -> str:
    """One answer to the discard on offer."""
    w = coach_words(lang)
    if isinstance(c.action, Win):
        return w.win_fan.format(fan=c.fan)
    then = (w.then_discard.format(tile=tile_words(c.discard, w))
            if c.discard is not None else "")
    route = (w.tx_route.format(route=route_words(c.route, w)) if c.route is not None
             else w.no_plan_tail)
    return w.tx_claim.format(action=action_words(c.action, w), then=then, shanten=c.shanten,
                             live=c.live_useful, route=route)


def safety_line(s: OpponentSafety, names: Sequence[str], lang: str = "en") -> str:
    """One opponent: the own tiles they discarded or let go, and a danger mark."""
    w = coach_words(lang)
    who = names[s.player] if s.player < len(names) else w.player.format(n=s.player)
    disc = " ".join(tile_words(t, w) for t in s.discarded) or "-"
    passed = " ".join(tile_words(t, w) for t in s.passed) or "-"
    mark = w.tx_danger.format(danger=danger_words(s.danger, w)) if s.danger else ""
    return w.tx_safety.format(who=who, discards=disc, passed=passed, mark=mark)


def unseen_grid(unseen: Sequence[int], lang: str = "en") -> list[str]:
    """The 34 unseen counts as four rows (m, p, s, honours)."""
    w = coach_words(lang)
    rows = []
    for suit in range(3):
        cells = " ".join(f"{r + 1}:{unseen[9 * suit + r]}" for r in range(9))
        letter = "mps"[suit]
        rows.append(f"{w.suits.get(letter, letter)}  {cells}")
    rows.append(f"{w.tx_honours_row}  "
                + " ".join(f"{tile_words(TILES[i], w)}:{unseen[i]}" for i in range(27, 34)))
    return rows


def describe_hints(h: Hints, names: Sequence[str] = (), limit: int = 6,
                   lang: str = "en") -> list[str]:
    """The whole panel as text lines, ``limit`` discards at most, labelled in ``lang``
    (the advice line is in the language the figures were computed in)."""
    w = coach_words(lang)
    lines = [w.tx_advice.format(reason=h.reason or "-")]
    lines.append(w.tx_forms_head)
    for f in h.forms:
        lines.append(w.tx_form.format(form=w.forms[f.form.value], shanten=f.shanten,
                                      kinds=len(f.useful), live=f.live_useful))
    if h.discards:
        lines.append(w.tx_discards_head)
        lines.extend("  " + discard_line(d, lang) for d in h.discards[:limit])
        ready = [d for d in h.discards if d.waits]
        for d in ready[:2]:
            lines.append(w.tx_waits_after.format(tile=tile_words(d.tile, w)))
            lines.extend("    " + wait_line(x, lang) for x in d.waits)
    if h.waits:
        lines.append(w.tx_waits_head)
        lines.extend("  " + wait_line(x, lang) for x in h.waits)
    if h.claims:
        lines.append(w.tx_claims_head)
        lines.extend("  " + claim_line(c, lang) for c in h.claims)
    lines.append(w.tx_unseen_head)
    lines.extend("  " + row for row in unseen_grid(h.unseen, lang))
    lines.append(w.tx_safety_head)
    lines.extend("  " + safety_line(s, names, lang) for s in h.safety)
    return lines
