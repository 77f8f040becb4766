"""Drawing a scored situation: the hand in the table's tile style and the fan
breakdown laid out as on the scoring screen (pure functions returning Rich text)."""

from __future__ import annotations

from rich.text import Text

from mahjong_tui.coach.encyclopedia import FanEntry, example_situation
from mahjong_tui.coach.sichuan_fans import SichuanExample, sichuan_example_situation
from mahjong_tui.rulesets.mcr.scoring import ScoreResult, Situation, score_hand
from mahjong_tui.rulesets.sichuan.scoring import (
    PRESETS,
    SichuanScore,
    SichuanSituation,
    score_sichuan,
)
from mahjong_tui.ui.model import meld_display
from mahjong_tui.ui.text import meld_text, wind_name
from mahjong_tui.ui.tiles_render import render_row

__all__ = ["breakdown_text", "entry_text", "sichuan_breakdown_text",
           "sichuan_situation_text", "situation_text"]

_FLAG_NAMES = {
    "self_drawn": "self-drawn 自摸",
    "last_copy": "last copy 和绝张",
    "kong_replacement": "kong replacement 杠上开花",
    "robbing_kong": "robbing a kong 抢杠和",
    "last_wall_tile": "last tile of the wall",
}


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - Text(text).cell_len)


def situation_text(sit: Situation, *, lang: str = "zh", style: str = "boxed") -> Text:
    """The concealed tiles with the winning tile set apart, the declared sets, the winds
    and the win's circumstances."""
    out = Text()
    gap = 1 if style in ("glyphs", "compact") else 0
    for line in render_row([*sit.concealed, sit.win_tile], style, lang, gap=gap,
                           separate_last=True):
        out.append_text(line)
        out.append("\n")
    if sit.melds:
        out.append("Sets: ")
        for i, meld in enumerate(sit.melds):
            if i:
                out.append("  ")
            out.append_text(meld_text(meld_display(meld, sit.seat_wind, reveal=True), lang))
        out.append("\n")
    flags = [name for key, name in _FLAG_NAMES.items() if getattr(sit.flags, key)]
    how = ", ".join(flags) if flags else "on a discard"
    out.append(f"Seat {wind_name(sit.seat_wind)}, prevalent {wind_name(sit.prevalent_wind)}, "
               f"won {how}")
    if sit.flowers:
        out.append(f", {sit.flowers} flower(s)")
    out.append("\n")
    return out


def breakdown_text(result: ScoreResult, *, minimum: int = 8) -> Text:
    """Every fan (zh, en, points, count, sum) and the total, as the scoring screen
    lists them; or why the tiles do not win."""
    out = Text()
    if not result.is_win:
        out.append("Not a winning hand: the tiles form no winning shape.\n", style="bold")
        return out
    out.append(f"{_pad('Fan', 34)}{'pts':>4} {'x':>2} {'sum':>4}\n", style="underline")
    for fan in result.fans:
        out.append(f"{_pad(f'{fan.zh} {fan.en}', 34)}{fan.points:>4} {fan.count:>2} "
                   f"{fan.total:>4}\n")
    out.append(f"{_pad('Total', 34)}{'':>4} {'':>2} {result.total:>4}\n", style="bold")
    if not result.meets_minimum:
        out.append(f"{result.total_without_flowers} fan without flowers: under the "
                   f"{minimum}-fan minimum, not a legal win.\n", style="red")
    return out


_SICHUAN_FLAGS = {
    "self_drawn": "self-drawn 自摸",
    "after_kong": "after a kong 杠上花",
    "kong_discard": "on the discard after a kong 杠上炮",
    "robbing_kong": "robbing a kong 抢杠",
    "last_tile": "last tile 海底",
    "heavenly": "dealer's first tiles 天胡",
    "earthly": "first go-around 地胡",
}


def sichuan_situation_text(sit: SichuanSituation, *, lang: str = "zh",
                           style: str = "boxed") -> Text:
    """A Sichuan win: the concealed tiles with the winning tile set apart, the sets,
    the void suit and the win's circumstances."""
    out = Text()
    gap = 1 if style in ("glyphs", "compact") else 0
    rest = list(sit.concealed)
    rest.remove(sit.win_tile)
    for line in render_row([*rest, sit.win_tile], style, lang, gap=gap, separate_last=True):
        out.append_text(line)
        out.append("\n")
    if sit.melds:
        # Who a set was claimed from does not change a Sichuan score: the sets are
        # written as in ``score --ruleset sichuan``.
        sets = [" ".join(t.text for t in m.tiles)
                + (" (concealed)" if m.concealed else " (added)" if m.added else "")
                for m in sit.melds]
        out.append("Sets: " + "  ".join(sets) + "\n")
    flags = [name for key, name in _SICHUAN_FLAGS.items() if getattr(sit, key)]
    void = f"void {sit.void.value}" if sit.void is not None else "no void"
    out.append(f"{void}, won {', '.join(flags) if flags else 'on a discard'}\n")
    return out


def sichuan_breakdown_text(score: SichuanScore, cap: int | None,
                           self_drawn: bool = False) -> Text:
    """Every fan (zh, en, fan, count, sum), the total before and after the cap and
    what it is worth, as the Sichuan settlement counts it; or why it is no win."""
    out = Text()
    if not score.is_win:
        out.append(f"Not a win: {score.reason}.\n", style="bold")
        return out
    out.append(f"{_pad('Fan', 34)}{'fan':>4} {'x':>2} {'sum':>4}\n", style="underline")
    if not score.fans:
        out.append(f"{_pad('平胡 Plain Win', 34)}{0:>4} {1:>2} {0:>4}\n")
    for fan in score.fans:
        out.append(f"{_pad(f'{fan.zh} {fan.en}', 34)}{fan.fan:>4} {fan.count:>2} "
                   f"{fan.total:>4}\n")
    capped = f" (cap {cap}: {score.total_fan})" if score.raw_fan != score.total_fan else ""
    out.append(f"{_pad('Total', 34)}{'':>4} {'':>2} {score.raw_fan:>4}{capped}\n", style="bold")
    who = "each player still in pays" if self_drawn else "the discarder pays"
    out.append(f"Worth {score.value} base unit(s): {who} {score.payment_each}\n")
    return out


def entry_text(entry: FanEntry, *, lang: str = "zh", style: str = "boxed") -> Text:
    """One encyclopedia entry: names, points, description, example hand with its
    breakdown, and what the fan excludes."""
    out = Text()
    out.append(f"{entry.zh}  {entry.en}", style="bold")
    out.append(f"   {entry.points} fan  (#{entry.id})\n")
    out.append(f"{entry.description}\n\n")
    if isinstance(entry.example, SichuanExample):
        preset = PRESETS[entry.example.preset]
        ssit = sichuan_example_situation(entry.example)
        out.append(f"Example ({preset.name})\n", style="underline")
        out.append_text(sichuan_situation_text(ssit, lang=lang, style=style))
        out.append_text(sichuan_breakdown_text(score_sichuan(ssit, preset), preset.cap,
                                               ssit.self_drawn))
        out.append("\n")
    elif entry.example is not None:
        sit = example_situation(entry.example)
        out.append("Example\n", style="underline")
        out.append_text(situation_text(sit, lang=lang, style=style))
        out.append_text(breakdown_text(score_hand(sit)))
        out.append("\n")
    out.append("Not counted with it (不计): ", style="bold")
    out.append(", ".join(entry.excludes) if entry.excludes else "nothing listed")
    out.append("\n")
    return out
