"""A readable text account of a match, hand by hand, with fan breakdowns.

Used by ``mahjong-tui export``. The account is built from the full event list
(the one a record replays to), so it shows every hand as it happened: the
deal, every draw, discard, claim and kong in order, then the result with the
winning hand, its fans one per line, the payments and the scores. Rulesets where
several win a hand (Sichuan) get a result block for every win, and every other
payment (kongs, 呼叫转移, 查花猪, 查大叫, refunds) on a line of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len

from mahjong_tui.engine.events import (
    WIND_NAMES,
    Dealt,
    Event,
    FalseWin,
    HandEnded,
    HandStarted,
    MatchEnded,
    Payment,
    Won,
)
from mahjong_tui.engine.tiles import Tile, format_tiles

__all__ = ["format_account", "format_fans", "format_win"]


def _tiles(tiles: Sequence[Tile | None]) -> str:
    known = [t for t in tiles if t is not None]
    if len(known) != len(tiles):
        return f"{len(tiles)} hidden tiles"
    return format_tiles(sorted(known, key=lambda t: t.index))


def _pad(text: str, width: int) -> str:
    # Chinese characters take two terminal cells: pad by display width.
    return text + " " * (width - cell_len(text))


def format_fans(win: Won) -> list[str]:
    """The fan breakdown, one fan a line with its points (``(1 x2)`` when a fan
    counts several times), then the total."""
    result = win.result
    fans = result.fans
    labels = [f"{f.en} ({f.zh})" for f in fans]
    width = max((cell_len(label) for label in labels), default=0)
    width = max(width, len("Total"))
    lines = []
    for fan, label in zip(fans, labels, strict=True):
        each = getattr(fan, "points", None)
        if each is None:
            each = fan.fan  # Sichuan fans count fan, not points
        times = f"  ({each} x{fan.count})" if fan.count != 1 else ""
        lines.append(f"{_pad(label, width)}  {fan.total:>3}{times}")
    total = getattr(result, "total", None)
    if total is None:  # Sichuan: capped fan and the value 2^fan
        capped = f" (raw {result.raw_fan})" if result.raw_fan != result.total_fan else ""
        lines.append(f"{_pad('Total', width)}  {result.total_fan:>3} fan{capped}, "
                     f"value {result.value}")
    else:
        lines.append(f"{_pad('Total', width)}  {total:>3} fan")
    return lines


def format_win(win: Won, names: Sequence[str]) -> list[str]:
    """The result block of a win: how, the winning hand, the fans, the payments."""
    lines = [win.describe(names)]
    concealed = format_tiles(win.hands[win.player])
    melds = " ".join(
        f"[{m.text}{' concealed' if m.concealed else ''}]" for m in win.melds[win.player]
    )
    shown = " ".join(part for part in (concealed, melds) if part)
    lines.append(f"  Hand: {shown}  + {win.tile.text}")
    decomposition = getattr(win.result, "decomposition", None)
    if decomposition:
        lines.append(f"  Sets: {' '.join(decomposition)}")
    shape = getattr(win.result, "shape", "")
    if shape:
        lines.append(f"  Shape: {shape}")
    lines.append("  Fans:")
    lines += [f"    {line}" for line in format_fans(win)]
    lines.append("  Payments: " + _by_player(win.payments, names, signed=True))
    return lines


def _by_player(values: Sequence[int], names: Sequence[str], *, signed: bool) -> str:
    return ", ".join(
        f"{names[p]} {v:+d}" if signed else f"{names[p]} {v}" for p, v in enumerate(values)
    )


def format_account(
    events: Sequence[Event],
    names: Sequence[str],
    *,
    title: str = "",
    log: bool = True,
) -> str:
    """The whole account.

    Args:
        events: the full (unredacted) event list of the match.
        names: player names by player.
        title: first lines (e.g. seed and ruleset), if any.
        log: include the play-by-play of every hand (else the deal and results only).
    """
    lines: list[str] = [title, ""] if title else []
    step = 0
    for event in events:
        if isinstance(event, HandStarted):
            step = 0
            winds = ", ".join(
                f"{names[p]} {WIND_NAMES[w]}" for p, w in enumerate(event.seat_winds)
            )
            lines += [
                f"=== Hand {event.hand_number + 1} - {WIND_NAMES[event.round_wind]} round, "
                f"{names[event.dealer]} deals ===",
                f"Seats: {winds}",
                f"Scores: {_by_player(event.scores, names, signed=False)}",
            ]
        elif isinstance(event, Dealt):
            lines.append(f"Dealt to {names[event.player]}: {_tiles(event.tiles)}")
        elif isinstance(event, Won):
            lines.append("")
            lines += format_win(event, names)
        elif isinstance(event, FalseWin | Payment):
            lines.append(event.describe(names))
        elif isinstance(event, HandEnded):
            if event.winner is None:
                lines += ["", "Drawn hand: nobody won"]
            lines += [
                f"Hand {event.hand_number + 1} result: "
                + _by_player(event.deltas, names, signed=True),
                f"Scores: {_by_player(event.scores, names, signed=False)}",
                "",
            ]
        elif isinstance(event, MatchEnded):
            lines.append("=== Final standings ===")
            lines += [
                f"{s.rank}. {names[s.player]}: {s.score} points, {s.table_points} table points"
                for s in event.standings
            ]
        elif log:
            step += 1
            lines.append(f"  {step:>3}. {event.describe(names)}")
    return "\n".join(lines).rstrip() + "\n"
