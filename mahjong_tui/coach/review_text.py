"""The review as text lines (``mahjong-tui review`` and the replay viewer's review)."""

from __future__ import annotations

from mahjong_tui.coach.review import Choice, Decision, Review
from mahjong_tui.coach.words import coach_words
from mahjong_tui.i18n.coach_words import CoachWords

__all__ = ["decision_line", "review_lines", "summary_lines"]


def _name(review: Review, p: int, w: CoachWords) -> str:
    return review.players[p] if p < len(review.players) else w.player.format(n=p)


def _figures(c: Choice, w: CoachWords) -> str:
    if c.shanten is None:
        return c.action
    if c.shanten < 0:
        return w.rv_win_figures.format(action=c.action, route=c.route)
    route = w.rv_route.format(route=c.route) if c.route else ""
    return w.rv_figures.format(action=c.action, shanten=c.shanten, live=c.live_useful,
                               route=route)


def decision_line(review: Review, d: Decision, lang: str = "en") -> str:
    """One decision: what was played and, when it differs, the expert's choice."""
    w = coach_words(lang)
    head = w.rv_head.format(n=d.number, hand=d.hand_number + 1, name=_name(review, d.player, w),
                            phase=w.rv_phases.get(d.phase, d.phase))
    if not d.differs:
        return w.rv_same.format(head=head, played=_figures(d.played, w))
    return w.rv_differs.format(head=head, played=_figures(d.played, w),
                               expert=_figures(d.expert, w))


def summary_lines(review: Review, lang: str = "en") -> list[str]:
    """Counts, the decisions that differed most, deal-ins and wins passed."""
    w = coach_words(lang)
    who = w.rv_names_sep.join(_name(review, p, w) for p in review.humans)
    differ = sum(1 for d in review.decisions if d.differs)
    out = [w.rv_reviewed.format(who=who, n=len(review.decisions), hands=review.hands,
                                differ=differ)]
    most = review.differed_most()
    out.append(w.rv_most_head)
    if not most:
        out.append(w.rv_none)
    for d in most:
        out.append(w.rv_most.format(n=d.number, hand=d.hand_number + 1, played=d.played.action,
                                    expert=d.expert.action, shanten=d.shanten_lost,
                                    live=-d.live_lost))
    out.append(w.rv_deal_ins.format(n=len(review.deal_ins)))
    for x in review.deal_ins:
        out.append(w.rv_deal_in.format(hand=x.hand_number + 1, who=_name(review, x.player, w),
                                       tile=x.tile, winner=_name(review, x.winner, w),
                                       fan=x.fan))
    out.append(w.rv_wins_passed.format(n=len(review.passed_wins)))
    for p in review.passed_wins:
        out.append(w.rv_win_passed.format(n=p.number, hand=p.hand_number + 1,
                                          who=_name(review, p.player, w), action=p.action,
                                          fan=p.fan))
    return out


def review_lines(review: Review, *, every: bool = True, lang: str = "en") -> list[str]:
    """The decisions (all, or only those that differ) then the summary, in ``lang``
    (the review's own words, :func:`~mahjong_tui.coach.review.review_record`, are in
    the language it was made in)."""
    lines = [decision_line(review, d, lang) for d in review.decisions if every or d.differs]
    if lines:
        lines.append("")
    return lines + summary_lines(review, lang)
