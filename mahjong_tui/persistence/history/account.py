"""A readable text account of a match, hand by hand, with fan breakdowns.

Used by ``mahjong-tui export``. The account is built from the full event list
(the one a record replays to), so it shows every hand as it happened: the
deal, every draw, discard, claim and kong in order, then the result with the
winning hand, its fans one per line, the payments and the scores. Rulesets where
several win a hand (Sichuan) get a result block for every win, and every other
payment (kongs, 呼叫转移, 查花猪, 查大叫, refunds, 豆, 热炮, 杠钱, 跟庄) on a line of its
own. The regional rulesets' wins are counted in their own units
(:mod:`~mahjong_tui.persistence.history.account_regional`).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len

from mahjong_tui.engine.events import (
    Dealt,
    Event,
    FalseWin,
    HandEnded,
    HandStarted,
    MatchEnded,
    Payment,
    Won,
)
from mahjong_tui.engine.tiles import Tile, format_tiles, parse_tiles
from mahjong_tui.i18n import Catalogue, catalogue
from mahjong_tui.i18n.describe import describe_event, tiles_label
from mahjong_tui.i18n.tiles import label
from mahjong_tui.persistence.history.account_regional import regional_breakdown
from mahjong_tui.persistence.history.win_shape import shape_text
from mahjong_tui.rulesets.mcr.scoring.set_text import readable_set
from mahjong_tui.rulesets.mcr.scoring.types import FanHit

__all__ = ["format_account", "format_fans", "format_win"]


def _tiles(tiles: Sequence[Tile | None], c: Catalogue) -> str:
    known = [t for t in tiles if t is not None]
    if len(known) != len(tiles):
        return c.export_hidden.format(n=len(tiles))
    return _hand(sorted(known, key=lambda t: t.index), c.code)


def _hand(tiles: Sequence[Tile], lang: str) -> str:
    """Tiles in notation (English) or as the Chinese table labels them."""
    return format_tiles(tiles) if lang == "en" else tiles_label(tiles, lang)


def _pad(text: str, width: int) -> str:
    # Chinese characters take two terminal cells: pad by display width.
    return text + " " * (width - cell_len(text))


def _fan_label(fan: FanHit, lang: str, fan_names: str) -> str:
    if fan_names == "both":
        return f"{fan.en} ({fan.zh})"
    return fan.zh if lang == "zh" else fan.en


def format_fans(win: Won, lang: str = "en", fan_names: str = "both") -> list[str]:
    """The fan breakdown, one fan a line with its points (``(1 x2)`` when a fan
    counts several times), then the total."""
    c = catalogue(lang)
    result = win.result
    fans = result.fans
    labels = [_fan_label(f, lang, fan_names) for f in fans]
    width = max((cell_len(label) for label in labels), default=0)
    width = max(width, cell_len(c.total))
    lines = []
    for fan, name in zip(fans, labels, strict=True):
        each = getattr(fan, "points", None)
        if each is None:
            each = fan.fan  # Sichuan fans count fan, not points
        times = f"  ({each} x{fan.count})" if fan.count != 1 else ""
        lines.append(f"{_pad(name, width)}  {fan.total:>3}{times}")
    total = getattr(result, "total", None)
    if total is None:  # Sichuan: capped fan and the value 2^fan
        capped = (c.export_raw_fan.format(raw=result.raw_fan)
                  if result.raw_fan != result.total_fan else "")
        lines.append(f"{_pad(c.total, width)}  "
                     + c.export_sichuan_total.format(total=f"{result.total_fan:>3}",
                                                     capped=capped, value=result.value))
    else:
        lines.append(f"{_pad(c.total, width)}  {c.export_total.format(total=f'{total:>3}')}")
    return lines


def format_win(win: Won, names: Sequence[str], lang: str = "en",
               fan_names: str = "both") -> list[str]:
    """The result block of a win: how, the winning hand, the fans, the payments."""
    c = catalogue(lang)
    lines = [describe_event(win, names, lang)]
    concealed = _hand(win.hands[win.player], lang)
    melds = " ".join(
        f"[{_hand(m.tiles, lang)}{' ' + c.cli_concealed if m.concealed else ''}]"
        for m in win.melds[win.player]
    )
    shown = " ".join(part for part in (concealed, melds) if part)
    lines.append(c.export_win_hand.format(shown=shown, tile=label(win.tile, lang)))
    decomposition = getattr(win.result, "decomposition", None)
    if decomposition:
        sets = " ".join(readable_set(t) if lang == "en" else
                        tiles_label(parse_tiles(t), lang).replace(" ", "")
                        for t in decomposition)
        lines.append(c.export_sets.format(sets=sets))
    shape = shape_text(win.result, lang)
    if shape:
        lines.append(c.export_shape.format(shape=shape))
    regional = regional_breakdown(win.result, names, lang, fan_names)
    if regional is not None:  # counted in that ruleset's own unit
        lines += regional
    else:
        lines.append(c.export_fans)
        lines += [f"    {line}" for line in format_fans(win, lang, fan_names)]
    lines.append(c.export_payments.format(payments=_by_player(win.payments, names, c,
                                                              signed=True)))
    return lines


def _by_player(values: Sequence[int], names: Sequence[str], c: Catalogue, *,
               signed: bool) -> str:
    return c.log_sep.join(
        f"{names[p]} {v:+d}" if signed else f"{names[p]} {v}" for p, v in enumerate(values)
    )


def format_account(
    events: Sequence[Event],
    names: Sequence[str],
    *,
    title: str = "",
    log: bool = True,
    lang: str = "en",
    fan_names: str = "both",
) -> str:
    """The whole account.

    Args:
        events: the full (unredacted) event list of the match.
        names: player names by player.
        title: first lines (e.g. seed and ruleset), if any.
        log: include the play-by-play of every hand (else the deal and results only).
        lang: the language of the account (``en`` or ``zh``).
        fan_names: ``both`` (Chinese and English), or ``language`` (only ``lang``'s).
    """
    c = catalogue(lang)
    lines: list[str] = [title, ""] if title else []
    step = 0
    for event in events:
        if isinstance(event, HandStarted):
            step = 0
            winds = c.log_sep.join(
                f"{names[p]} {c.winds[w]}" for p, w in enumerate(event.seat_winds)
            )
            lines += [
                c.speak(c.export_hand.format(n=event.hand_number + 1,
                                             round=c.winds[event.round_wind],
                                             name=names[event.dealer])),
                c.export_seats.format(seats=winds),
                c.export_scores.format(scores=_by_player(event.scores, names, c, signed=False)),
            ]
        elif isinstance(event, Dealt):
            lines.append(c.export_dealt.format(name=names[event.player],
                                               tiles=_tiles(event.tiles, c)))
        elif isinstance(event, Won):
            lines.append("")
            lines += format_win(event, names, lang, fan_names)
        elif isinstance(event, FalseWin | Payment):
            lines.append(describe_event(event, names, lang))
        elif isinstance(event, HandEnded):
            if event.winner is None:
                lines += ["", c.export_drawn]
            lines += [
                c.export_result.format(n=event.hand_number + 1,
                                       deltas=_by_player(event.deltas, names, c, signed=True)),
                c.export_scores.format(scores=_by_player(event.scores, names, c, signed=False)),
                "",
            ]
        elif isinstance(event, MatchEnded):
            lines.append(c.export_final)
            lines += [
                c.export_standing.format(rank=s.rank, name=names[s.player], score=s.score,
                                         points=s.table_points)
                for s in event.standings
            ]
        elif log:
            step += 1
            lines.append(f"  {step:>3}. {describe_event(event, names, lang)}")
    return "\n".join(lines).rstrip() + "\n"
