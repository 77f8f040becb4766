"""The coach: hints for the player on turn, the unseen tiles, tile safety, a fan
encyclopedia and the review of a recorded game.

Everything here is computed from what one player may know (a
:class:`~mahjong_tui.engine.views.SeatView`) or from a game record; nothing imports
the UI. Distances and useful tiles come from the bots' analysis (:mod:`bots.analysis`,
:mod:`bots.targets`), fan totals from the fan calculator: the coach re-implements
no rule.

Public API:

* :func:`hints_for` (``SeatView -> Hints``): per-form shanten, every discard ranked,
  waits with their fan, claim options against passing, unseen tiles, tile safety.
* :func:`describe_hints`: the same as labelled text lines.
* :func:`sichuan_hints_for` (``SeatView -> SichuanHints``): the same panel for a
  Sichuan hand (void suggestion, shanten in the kept suits, ranked discards, waits
  valued by the Sichuan scorer, unseen tiles, safety); :func:`figures_for` picks
  the one for the view's ruleset.
* :mod:`mahjong_tui.coach.review`: :func:`~mahjong_tui.coach.review.review_record`.
* :mod:`mahjong_tui.coach.encyclopedia`: the fan entries and their search.
"""

from mahjong_tui.coach.hints import (
    ClaimHint,
    DiscardHint,
    FormShanten,
    Hints,
    Route,
    UsefulTile,
    WaitHint,
    hints_for,
)
from mahjong_tui.coach.sichuan_hints import SichuanHints, sichuan_hints_for
from mahjong_tui.coach.table_info import OpponentSafety, safety_of, unseen_of
from mahjong_tui.coach.text import describe_hints
from mahjong_tui.engine.views import SeatView

__all__ = [
    "ClaimHint",
    "DiscardHint",
    "FormShanten",
    "Hints",
    "OpponentSafety",
    "Route",
    "SichuanHints",
    "UsefulTile",
    "WaitHint",
    "describe_hints",
    "figures_for",
    "hints_for",
    "safety_of",
    "sichuan_hints_for",
    "unseen_of",
]


def figures_for(view: SeatView, lang: str = "en") -> Hints | SichuanHints:
    """The hint panel's figures for the view's ruleset family (Sichuan or MCR), the
    advice line in ``lang``."""
    if getattr(view.ruleset, "family", "mcr") == "sichuan":
        return sichuan_hints_for(view, lang)
    return hints_for(view, lang)
