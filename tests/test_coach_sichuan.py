"""The Sichuan hint panel's figures on hand-built positions, checked exactly."""

from __future__ import annotations

from sichuan_coach_helpers import sichuan_position

from bots import sichuan_shanten as sc
from mahjong_tui.coach import figures_for, hints_for
from mahjong_tui.coach.sichuan_hints import (
    SichuanOpponent,
    SichuanWait,
    VoidHint,
    sichuan_hints_for,
)
from mahjong_tui.engine.actions import DeclareVoid, Pass, Pung, Win
from mahjong_tui.engine.tiles import Suit, parse_tile
from mahjong_tui.engine.views import Phase

T = parse_tile


def _counts(view) -> list[int]:  # type: ignore[no-untyped-def]
    out = [0] * 27
    for t in (*view.concealed, *([view.drawn] if view.drawn else [])):
        out[t.index] += 1
    return out


def test_void_suggestion_during_the_declaration() -> None:
    view = sichuan_position("123456789m 1234p", "9s", phase=Phase.SETUP,
                            legal=[DeclareVoid(s) for s in
                                   (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO)])
    h = sichuan_hints_for(view)
    # Voiding bamboo keeps 123m 456m 789m 123p + 4p (ready: 1p or 4p to complete);
    # voiding dots keeps three sets and 9s; voiding characters keeps 1234p and 9s.
    assert h.voids == (
        VoidHint("m", 8, 18, 67, 9, False),
        VoidHint("p", 3, 18, 62, 4, False),
        VoidHint("s", 0, 2, 6, 1, True),
    )
    assert h.reason == "void s: keeps ready, 1 tile(s) to clear"
    assert h.discards == () and h.void == ""


def test_the_void_suit_goes_first_and_waits_are_valued_by_the_preset() -> None:
    for ruleset, self_pays in (("sichuan", 4), ("sichuan-sbr", 5)):
        view = sichuan_position("123456789m 2345m", "9s", void="s", ruleset=ruleset,
                                voids=("p", "m", ""), discards=("", "5m 9s", "1p", ""))
        h = sichuan_hints_for(view)
        assert h.reason == "discard 9s: the void suit goes first"
        assert [d.tile for d in h.discards] == [T("9s")]
        top = h.discards[0]
        assert (top.shanten, top.plan, top.flush_shanten) == (0, "ready", 0)
        assert [(u.tile.text, u.live) for u in top.useful] == [("2m", 2), ("5m", 1)]
        # 清一色 is 2 fan, 4 base units in both presets; SBR adds 1 on a self-draw.
        assert top.waits == (SichuanWait(T("2m"), 2, 2, 4, 2, self_pays),
                             SichuanWait(T("5m"), 1, 2, 4, 2, self_pays))
        assert h.unseen == (3, 2, 2, 2, 1, 3, 3, 3, 3, 3, *(4,) * 16, 2)
        assert h.safety == (SichuanOpponent(1, False, "p", (T("5m"), T("9s")), 0),
                            SichuanOpponent(2, False, "m", (), 0),
                            SichuanOpponent(3, False, "", (), 0))


def test_forms_of_a_ready_thirteen_tile_hand() -> None:
    h = sichuan_hints_for(sichuan_position("123456789m 2345m", void="s"))
    regular, pairs = h.forms
    assert (regular.form, regular.shanten) == ("regular", 0)
    assert [(u.tile.text, u.live) for u in regular.useful] == [("2m", 2), ("5m", 2)]
    # Pairs 2m 3m 4m 5m and singles 1m 6m 7m 8m 9m: two pairs short.
    assert (pairs.form, pairs.shanten) == ("seven pairs", 2)
    assert [u.tile.text for u in pairs.useful] == ["1m", "6m", "7m", "8m", "9m"]
    assert h.reason == "ready: 4 live winning tiles, up to 2 fan"
    assert [w.tile.text for w in h.waits] == ["2m", "5m"]


def test_every_discard_ranked_with_the_kept_suit_shanten() -> None:
    view = sichuan_position("11m 345m 55p 678p 99p 7p", "5m", void="s")
    h = sichuan_hints_for(view)
    counts = _counts(view)
    got = [(d.rank, d.tile.text, d.shanten, d.live_useful, d.plan) for d in h.discards]
    assert got == [
        (1, "8p", 1, 13, "七对"), (2, "6p", 1, 13, "七对"), (3, "3m", 1, 9, "七对"),
        (4, "4m", 1, 9, "七对"), (5, "9p", 1, 40, "plain"), (6, "5p", 1, 36, "plain"),
        (7, "5m", 1, 22, "plain"), (8, "7p", 1, 6, "七对"), (9, "1m", 2, 42, "plain")]
    for d in h.discards:
        rest = list(counts)
        rest[d.tile.index] -= 1
        assert d.shanten == sc.shanten(rest, 0, 2)
    assert h.reason == "discard 8p: 1-shanten, 13 live useful tiles, plan 七对"


def test_claims_against_passing_and_a_win_on_offer() -> None:
    pung = sichuan_position("11m 345m 55p 678p 99p 7p", void="s", claim=("5p", 1),
                            legal=[Pung(T("5p")), Pass()])
    h = sichuan_hints_for(pung)
    assert [(c.action, c.shanten, c.live_useful, c.discard) for c in h.claims] == [
        (Pass(), 1, 22, None), (Pung(T("5p")), 0, 5, T("9p"))]
    assert h.reason == "pung 5p: 1-shanten -> ready"
    win = sichuan_position("11m 345m 555p 678p 99p", void="s", claim=("9p", 1),
                           legal=[Win(), Pung(T("9p")), Pass()], winners=(2,),
                           voids=("p", "m", "s"))
    h = sichuan_hints_for(win)
    assert h.reason == "win: 0 fan"
    assert h.claims[0].action == Win() and h.claims[0].fan == 0
    assert h.waits == (SichuanWait(T("1m"), 2, 0, 1, 0, 1), SichuanWait(T("9p"), 2, 0, 1, 0, 1))
    assert h.safety[1] == SichuanOpponent(2, True, "m", (), 0)


def test_a_cheap_win_the_expert_would_pass_for_a_self_draw() -> None:
    """Early in the wall, a plain wait on 3p/6p with 8 live copies and three players who
    would pay a self-draw: the coach shows the win and says the expert would pass it,
    with the expert's own figures; with one payer left, a plain win."""
    from bots import get_bot

    offer = sichuan_position("123456789m 11p 45p", void="s", phase=Phase.CLAIM,
                             claim=("3p", 1), legal=[Win(), Pass()], voids=("m", "m", "m"))
    h = sichuan_hints_for(offer)
    assert h.claims[0].action == Win() and h.claims[0].fan == 0
    assert h.reason == ("win: 0 fan, or pass it for a self-draw, as the expert would: about "
                        "2.27 waiting against 1.65 now (3 would pay)")
    assert sichuan_hints_for(offer, "zh").reason == \
        "和牌：0番；高手会放过等自摸：等约2.27，现在和1.65（3家付）"
    expert = get_bot("expert", 1)
    assert expert.decide(offer) == Pass()
    assert expert.reason() == ("pass the win on 3p: worth 1.65 now, about 2.27 waiting for a "
                               "self-draw (3 would pay)")
    assert get_bot("standard", 1).decide(offer) == Win()
    late = sichuan_position("123456789m 11p 45p", void="s", phase=Phase.CLAIM,
                            claim=("3p", 1), legal=[Win(), Pass()], voids=("m", "m", "m"),
                            winners=(2, 3))
    assert sichuan_hints_for(late).reason == "win: 0 fan"
    assert get_bot("expert", 1).decide(late) == Win()


def test_figures_for_picks_the_ruleset_family() -> None:
    view = sichuan_position("123456789m 2345m", void="s")
    assert figures_for(view) == sichuan_hints_for(view)
    from coach_helpers import position

    mcr = position("123m 456m 789m 23p 55s", "E")
    assert figures_for(mcr) == hints_for(mcr)
