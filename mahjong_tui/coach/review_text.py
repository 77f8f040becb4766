"""The review as text lines (``mahjong-tui review`` and the replay viewer's review)."""

from __future__ import annotations

from mahjong_tui.coach.review import Choice, Decision, Review

__all__ = ["decision_line", "review_lines", "summary_lines"]


def _name(review: Review, p: int) -> str:
    return review.players[p] if p < len(review.players) else f"player {p}"


def _figures(c: Choice) -> str:
    if c.shanten is None:
        return c.action
    if c.shanten < 0:
        return f"{c.action} ({c.route})"
    route = f"; {c.route}" if c.route else ""
    return f"{c.action} (shanten {c.shanten}, live useful {c.live_useful}{route})"


def decision_line(review: Review, d: Decision) -> str:
    """One decision: what was played and, when it differs, the expert's choice."""
    head = f"#{d.number} hand {d.hand_number + 1} {_name(review, d.player)} {d.phase}"
    if not d.differs:
        return f"{head}: {_figures(d.played)} = expert"
    return f"{head}: played {_figures(d.played)}; expert {_figures(d.expert)}"


def summary_lines(review: Review) -> list[str]:
    """Counts, the decisions that differed most, deal-ins and wins passed."""
    who = ", ".join(_name(review, p) for p in review.humans)
    differ = sum(1 for d in review.decisions if d.differs)
    out = [f"Reviewed {who}: {len(review.decisions)} decisions in {review.hands} hand(s), "
           f"{differ} differ from the expert"]
    most = review.differed_most()
    out.append("Differed most (shanten lost, live useful tiles lost):")
    if not most:
        out.append("  none")
    for d in most:
        out.append(f"  #{d.number} hand {d.hand_number + 1}: played {d.played.action}, expert "
                   f"{d.expert.action}: shanten {d.shanten_lost:+d}, live useful "
                   f"{-d.live_lost:+d}")
    out.append(f"Deal-ins: {len(review.deal_ins)}")
    for x in review.deal_ins:
        out.append(f"  hand {x.hand_number + 1}: {_name(review, x.player)} discarded {x.tile}, "
                   f"{_name(review, x.winner)} won {x.fan} fan")
    out.append(f"Wins passed: {len(review.passed_wins)}")
    for w in review.passed_wins:
        out.append(f"  #{w.number} hand {w.hand_number + 1}: {_name(review, w.player)} played "
                   f"{w.action} instead of winning ({w.fan} fan)")
    return out


def review_lines(review: Review, *, every: bool = True) -> list[str]:
    """The decisions (all, or only those that differ) then the summary."""
    lines = [decision_line(review, d) for d in review.decisions if every or d.differs]
    if lines:
        lines.append("")
    return lines + summary_lines(review)
