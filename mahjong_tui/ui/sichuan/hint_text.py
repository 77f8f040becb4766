"""The hint panel's content for a Sichuan hand (the same shape as MCR's panel)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from mahjong_tui.coach.sichuan_hints import SichuanHints, SichuanWait
from mahjong_tui.coach.words import action_words, coach_words, pad, tile_words
from mahjong_tui.engine.actions import Win
from mahjong_tui.engine.views import SeatView
from mahjong_tui.i18n.coach_words import CoachWords
from mahjong_tui.ui.text_wrap import wrap

__all__ = ["sichuan_panel_text"]


def _wait_line(x: SichuanWait, w: CoachWords) -> str:
    return (f" {pad(tile_words(x.tile, w), 3)} ×{x.live} · "
            + w.sc_wait.format(fan=x.fan, value=x.value, self_fan=x.self_fan,
                               self_pays=x.self_pays) + "\n")


def sichuan_panel_text(h: SichuanHints, names: Sequence[str], limit: int = 8, width: int = 36,
                       view: SeatView | None = None, lang: str = "en") -> Text:
    """The Sichuan panel: labelled figures, one per column; the advice line is wrapped
    at ``width``. With ``view`` the hand is listed first (the panel may cover the
    table on a small terminal). ``lang`` is the language of the labels."""
    w = coach_words(lang)

    def suit(letter: str) -> str:
        return w.suits.get(letter, letter)

    out = Text(no_wrap=True, overflow="ellipsis")
    out.append(w.title, style="bold reverse")
    out.append(w.close_help)
    out.append(w.live_help, style="dim")
    if view is not None:
        drawn = f" + {tile_words(view.drawn, w)}" if view.drawn is not None else ""
        hand = w.hand.format(tiles=" ".join(tile_words(t, w) for t in view.concealed) + drawn)
        for line in wrap(hand, width, "     ", lang):
            out.append(f"{line}\n")
    for line in wrap(h.reason, width, "", lang) or [""]:
        out.append(f"{line}\n", style="bold")
    kept = w.sc_void_is.format(suit=suit(h.void)) if h.void else w.sc_void_unknown
    out.append(w.sc_kept_head.format(kept=kept), style="underline")
    out.append(" " + " · ".join(
        w.sc_form.format(form=w.sichuan_forms.get(f.form, f.form), shanten=f.shanten,
                         live=f.live_useful) for f in h.forms) + "\n")
    if h.voids:
        out.append(w.sc_void_head, style="underline")
        for v in h.voids:
            mark = w.sc_suggested if v.suggested else ""
            out.append(w.sc_void_line.format(suit=suit(v.suit), shanten=v.shanten,
                                             live=v.live_useful, clear=v.to_clear, mark=mark),
                       style="bold" if v.suggested else "")
    if h.discards:
        out.append(w.sc_discard_head, style="underline")
        for d in h.discards[:limit]:
            style = "bold" if d.rank == 1 else ""
            out.append(f"{d.rank:>2}. {pad(tile_words(d.tile, w), 3)}{d.shanten:>2} · "
                       f"{d.live_useful:>2} · {d.value:.2f} {w.plans.get(d.plan, d.plan)}\n",
                       style=style)
        for d in [d for d in h.discards if d.waits][:2]:
            out.append(w.sc_waits_after_head.format(tile=tile_words(d.tile, w)),
                       style="underline")
            for x in d.waits:
                out.append(_wait_line(x, w))
    if h.waits:
        out.append(w.sc_waits_head, style="underline")
        for x in h.waits:
            out.append(_wait_line(x, w))
    if h.waits or any(d.waits for d in h.discards):
        out.append(w.sc_value_help, style="dim")
    if h.claims:
        out.append(w.sc_claim_head, style="underline")
        for c in h.claims:
            if isinstance(c.action, Win):
                out.append(f" {w.win_fan.format(fan=c.fan)}\n", style="bold")
                continue
            then = (w.then_tile.format(tile=tile_words(c.discard, w))
                    if c.discard is not None else "")
            out.append(w.sc_claim_line.format(action=action_words(c.action, w), then=then,
                                              shanten=w.shanten(c.shanten), live=c.live_useful))
    out.append(w.unseen_head, style="underline")
    for n in range(3):
        out.append(f" {suit('mps'[n])} " + " ".join(str(h.unseen[9 * n + r]) for r in range(9))
                   + "\n")
    out.append(w.sc_safety_head, style="underline")
    for s in h.safety:
        who = names[s.player] if s.player < len(names) else w.player.format(n=s.player)
        if s.won:
            out.append(w.sc_won.format(who=who), style="dim")
            continue
        disc = " ".join(tile_words(t, w) for t in s.discarded) or "-"
        void = suit(s.void) if s.void else w.sc_void_not_known
        out.append(w.sc_safety_line.format(who=who, void=void, discards=disc))
    if h.discards:
        risky = sorted((d for d in h.discards if d.danger > 0.05), key=lambda d: -d.danger)
        if risky:
            out.append(w.sc_danger + " ".join(f"{tile_words(d.tile, w)} {d.danger:.2f}"
                                              for d in risky[:6]) + "\n", style="bold red")
    out.rstrip()
    return out
