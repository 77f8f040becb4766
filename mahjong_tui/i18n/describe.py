"""Game words in a language: actions, action kinds, tiles and the log line of every
event (for the table and for the command line's human output)."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_tui.engine.actions import (
    Action,
    AddKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    Pass,
    Pung,
    Win,
)
from mahjong_tui.engine.events import (
    Claimed,
    Dealt,
    DiceThrown,
    Discarded,
    Drew,
    Event,
    ExchangeDirection,
    FalseWin,
    FlowerReplaced,
    HandAbandoned,
    HandEnded,
    HandStarted,
    Konged,
    MatchEnded,
    Payment,
    TilesExchanged,
    TilesTurnedUp,
    VoidsDeclared,
    WallBroken,
    WallBuilt,
    WallExhausted,
    Won,
)
from mahjong_tui.engine.tiles import Tile, format_tiles
from mahjong_tui.i18n import Catalogue, catalogue
from mahjong_tui.i18n.tiles import label

__all__ = ["action_text", "describe_event", "how_won", "kind_name", "meld_label",
           "tiles_label"]



def tiles_label(tiles: Sequence[Tile], lang: str) -> str:
    """Tiles as the hand shows them: ``5万 5饼 東`` or ``5m 5p E``."""
    return " ".join(label(t, lang) for t in tiles)


def meld_label(first: Tile, lang: str) -> str:
    """A chow from its lowest tile: ``345万`` or ``345m``."""
    suit = label(first, lang)[-1]
    return f"{first.rank}{first.rank + 1}{first.rank + 2}{suit}"


def kind_name(key: str, lang: str) -> str:
    """The word for an action key (``w`` win/和, ``p``, ``k``, ``c``, ``x``)."""
    c = catalogue(lang)
    return {"w": c.kind_win, "p": c.kind_pung, "k": c.kind_kong, "c": c.kind_chow,
            "x": c.kind_pass}.get(key, key)


def action_text(action: Action, lang: str) -> str:
    """An action in words: ``pung 5m``/``碰 5万``, ``chow 345m``, ``pass``/``过``."""
    c = catalogue(lang)
    if isinstance(action, Chow):
        return c.act_chow.format(meld=meld_label(action.first, lang))
    templates: dict[type, str] = {Discard: c.act_discard, Pung: c.act_pung, Kong: c.act_kong,
                                  ConcealedKong: c.act_concealed_kong, AddKong: c.act_add_kong}
    for kind, template in templates.items():
        if isinstance(action, kind):
            return template.format(tile=label(getattr(action, "tile"), lang))  # noqa: B009
    if isinstance(action, Win):
        return c.act_win
    if isinstance(action, Pass):
        return c.act_pass
    return action.text


def how_won(won: Won, names: Sequence[str], c: Catalogue) -> str:
    """``self-drawn`` / ``on Bob's discard`` / ``robbing Bob's kong`` (or Chinese)."""
    if won.from_player is None:
        return c.how_self_drawn
    name = names[won.from_player]
    return c.speak((c.how_robbing if won.flags.robbing_kong else c.how_on_discard).format(
        name=name))


def describe_event(event: Event, names: Sequence[str], lang: str) -> str:
    """One log line for ``event`` in ``lang``, tiles labelled as the table labels them
    (a sentence about ``You`` in the second person)."""
    return catalogue(lang).speak(_describe(event, names, lang))


def _describe(event: Event, names: Sequence[str], lang: str) -> str:
    c = catalogue(lang)

    def name(p: int) -> str:
        return names[p] if 0 <= p < len(names) else str(p)

    def t(tile: Tile) -> str:
        return label(tile, lang)

    def passed(tiles: Sequence[Tile | None]) -> str:
        """Exchanged tiles: ``679m`` or ``6万 7万 9万``; their count when hidden."""
        known = [tile for tile in tiles if tile is not None]
        if len(known) < len(tiles):
            return c.log_hidden_tiles.format(n=len(tiles))
        return format_tiles(known) if lang == "en" else tiles_label(known, lang)

    if isinstance(event, HandStarted):
        return c.log_hand_started.format(n=event.hand_number + 1, round=c.winds[
            event.round_wind], name=name(event.dealer))
    if isinstance(event, WallBuilt):
        return c.log_wall_built.format(stacks=event.stacks_per_wall)
    if isinstance(event, DiceThrown):
        a, b = event.dice
        return c.log_dice.format(name=name(event.thrower), a=a, b=b, sum=a + b)
    if isinstance(event, WallBroken):
        return c.log_wall_broken.format(n=event.total, name=name(event.thrower))
    if isinstance(event, Dealt):
        shown = [tile for tile in event.tiles if tile is not None]
        if len(shown) < len(event.tiles):
            return c.log_dealt_hidden.format(name=name(event.player), n=len(event.tiles))
        return c.log_dealt.format(name=name(event.player), tiles=tiles_label(sorted(shown), lang))
    if isinstance(event, FlowerReplaced):
        # The replacement is the owner's to see; the others see that one was drawn
        # (no position: the wall was empty and nothing was drawn).
        if event.replacement is not None:
            return c.log_flower_replaced_tile.format(name=name(event.player),
                                                     tile=t(event.flower),
                                                     drawn=t(event.replacement))
        template = c.log_flower if event.position is None else c.log_flower_replaced
        return template.format(name=name(event.player), tile=t(event.flower))
    if isinstance(event, Drew):
        if event.tile is None:
            template = c.log_drew_replacement if event.from_tail else c.log_drew
            return template.format(name=name(event.player))
        template = c.log_drew_replacement_tile if event.from_tail else c.log_drew_tile
        return template.format(name=name(event.player), tile=t(event.tile))
    if isinstance(event, Discarded):
        return c.log_discarded.format(name=name(event.player), tile=t(event.tile))
    if isinstance(event, Claimed):
        who, other = name(event.player), name(event.from_player)
        if isinstance(event.action, Chow):
            return c.log_chowed.format(name=who, meld=meld_label(event.action.first, lang),
                                       other=other)
        template = c.log_konged if isinstance(event.action, Kong) else c.log_punged
        return template.format(name=who, tile=t(event.meld.tiles[0]), other=other)
    if isinstance(event, Konged):
        if event.concealed:
            if event.meld is None:
                return c.log_concealed_kong.format(name=name(event.player))
            return c.log_concealed_kong_tile.format(name=name(event.player),
                                                    tile=t(event.meld.tiles[0]))
        tile = t(event.meld.tiles[0]) if event.meld is not None else "?"
        return c.log_added_kong.format(name=name(event.player), tile=tile)
    if isinstance(event, Won):
        times = getattr(event.result, "multiplier", None)
        if isinstance(times, int):  # a win valued by multipliers (Hangzhou)
            return c.log_won_times.format(name=name(event.player), tile=t(event.tile),
                                          how=how_won(event, names, c), times=times)
        fan = getattr(event.result, "total", None)
        if fan is None:  # a Sichuan score counts its capped fan
            fan = getattr(event.result, "total_fan", None)
        points = getattr(event.result, "value", None)
        if fan is None and isinstance(points, int):  # a win valued in points (Guizhou)
            return c.log_won_points.format(name=name(event.player), tile=t(event.tile),
                                           how=how_won(event, names, c), points=points)
        if fan is None:
            fan = 0
        return c.log_won.format(name=name(event.player), tile=t(event.tile),
                                how=how_won(event, names, c), fan=fan)
    if isinstance(event, Payment):
        parts = c.log_sep.join(c.log_delta.format(name=name(p), delta=f"{a:+d}")
                               for p, a in enumerate(event.amounts) if a)
        what = c.payment_reasons.get(event.reason, event.reason)
        # the detail is written by the rules in English and tile codes; one the
        # reason's words already name (查大叫) is not said twice
        said = not event.detail or lang == "zh" or event.detail in what
        extra = "" if said else f" ({event.detail})"
        return c.log_payment.format(name=name(event.player), what=what + extra, parts=parts)
    if isinstance(event, FalseWin):
        what = c.false_not_ready if event.not_ready else c.false_not_legal
        return c.log_false_win.format(name=name(event.player), tile=t(event.tile), what=what,
                                      penalty=event.penalty)
    if isinstance(event, WallExhausted):
        return c.log_exhausted
    if isinstance(event, TilesTurnedUp):
        return c.log_turned_up.format(tiles=tiles_label(event.tiles, lang))
    if isinstance(event, ExchangeDirection):
        return c.log_exchange_direction.format(die=event.die,
                                               where=c.exchange_where[event.offset])
    if isinstance(event, TilesExchanged):
        return c.log_exchanged.format(name=name(event.player), given=passed(event.given),
                                      to=name(event.to_player),
                                      received=passed(event.received))
    if isinstance(event, VoidsDeclared):
        parts = c.log_sep.join(
            c.log_void.format(name=name(p), letter=s.value, suit=c.suit_names[s.value])
            for p, s in enumerate(event.voids))
        return c.log_voids.format(parts=parts)
    if isinstance(event, HandAbandoned):
        # the reason is written by the rules in English
        return c.log_abandoned.format(reason=c.messages.get(event.reason, event.reason))
    if isinstance(event, HandEnded):
        parts = c.log_sep.join(c.log_delta.format(name=name(p), delta=f"{d:+d}")
                               for p, d in enumerate(event.deltas))
        return c.log_hand_ended.format(n=event.hand_number + 1, parts=parts)
    if isinstance(event, MatchEnded):
        parts = c.log_sep.join(
            c.log_standing.format(rank=s.rank, name=name(s.player), score=s.score,
                                  points=s.table_points) for s in event.standings)
        return c.log_match_over.format(parts=parts)
    return event.describe(names)
