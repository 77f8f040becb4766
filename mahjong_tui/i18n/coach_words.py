"""The hint panel's words (the coach's labels, advice and routes) in each language.

A :class:`CoachWords` is the ``coach`` field of each :class:`~mahjong_tui.i18n.Catalogue`
(``catalogue(lang).coach``). Fields are ``str.format`` templates; the comment after a
field names the fields it uses. The Chinese words are the usual ones: 向听 (shanten),
有效牌 (useful tiles), 剩余 (live copies), 番, 听牌, 和牌/自摸/点和, 8番起和.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["COACH_EN", "COACH_ZH", "CoachWords"]


@dataclass(frozen=True, slots=True)
class CoachWords:
    """One language's hint panel words.

    Attributes:
        lang: the language code (``en``, ``zh``).
        complete: shanten -1 (a complete hand).
        ready: shanten 0.
        shanten_n: shanten ``{n}`` >= 1.
        forms: the MCR forms' full names by :class:`~bots.analysis.Shape` value.
        short_forms: the MCR forms' short names by shape value.
        sichuan_forms: the Sichuan forms' names by their English name.
        plans: Sichuan value plans by their English name (missing: shown as is).
        suits: suit letters (``m``, ``p``, ``s``) as shown.
        honours: the seven honours' one-character names, East first.
    """

    lang: str
    complete: str
    ready: str
    shanten_n: str  # {n}
    forms: dict[str, str]
    short_forms: dict[str, str]
    sichuan_forms: dict[str, str]
    plans: dict[str, str]
    suits: dict[str, str]
    honours: str
    # -- advice (the panel's first line) ----------------------------------------------
    win_self_drawn: str  # {fan}
    win_fan: str  # {fan}
    discard_ready: str  # {tile}, {live}, {min}
    discard_ready_short: str  # {tile}, {min}
    discard_shanten: str  # {tile}, {shanten}, {live}, {route}
    route_tail: str  # {route}
    no_plan_tail: str
    pass_keeps_live: str  # {shanten}, {live}
    claim_better: str  # {action}, {after}, {shanten}, {live}, {pass_shanten}, {pass_live}
    then_discard: str  # {tile}
    ready_waits: str  # {live}, {min}
    sc_discard_void: str  # {tile}
    sc_discard_ready: str  # {tile}, {live}, {fan}
    sc_discard_shanten: str  # {tile}, {shanten}, {live}, {plan}
    sc_void: str  # {suit}, {shanten}, {n}
    sc_exchange_first: str  # {reason}
    sc_win_self_drawn: str
    sc_claim_better: str  # {action}, {before}, {after}
    sc_pass_keeps: str  # {shanten}
    sc_win_or_hold: str  # {fan}, {keep}, {take}, {payers}
    sc_ready_waits: str  # {live}, {fan}
    # -- routes ---------------------------------------------------------------------
    route: str  # {name}, {fan}, {short}, {away}, {tail}
    route_away: str  # {n}
    route_needs: str  # {needs}, {more}
    route_short: str
    route_suits: dict[str, str]  # the suit words of route names
    # -- the panel ------------------------------------------------------------------
    title: str
    close_help: str
    live_help: str
    hand: str  # {tiles}
    shanten_by_form: str
    discard_head: str
    no_plan: str
    route_line: str  # {route}
    waits_after_head: str  # {tile}
    waits_head: str
    under_min: str
    claim_head: str
    claim_line: str  # {action}, {then}, {shanten}, {live}, {route}
    then_tile: str  # {tile}
    unseen_head: str
    safety_head: str
    safety_line: str  # {who}, {discards}, {passed}
    player: str  # {n}
    updating: str
    first_text: str
    sc_kept_head: str  # {kept}
    sc_void_is: str  # {suit}
    sc_void_unknown: str
    sc_form: str  # {form}, {shanten}, {live}
    sc_void_head: str
    sc_void_line: str  # {suit}, {shanten}, {live}, {clear}, {mark}
    sc_suggested: str
    sc_discard_head: str
    sc_waits_after_head: str  # {tile}
    sc_waits_head: str
    sc_wait: str  # {fan}, {value}, {self_fan}, {self_pays}
    sc_value_help: str
    sc_claim_head: str
    sc_claim_line: str  # {action}, {then}, {shanten}, {live}
    sc_safety_head: str
    sc_won: str  # {who}
    sc_safety_line: str  # {who}, {void}, {discards}
    sc_void_not_known: str
    sc_danger: str
    # -- the panel as text lines (``describe_hints``) --------------------------------
    tx_no_win: str
    tx_fan: str  # {fan}
    tx_fan_under: str  # {fan}, {min}
    tx_wait: str  # {tile}, {live}, {on_discard}, {self_drawn}
    tx_more_kinds: str  # {n}
    tx_reachable: str
    tx_not_reachable: str
    tx_route: str  # {route}
    tx_discard: str  # {rank}, {tile}, {shanten}, {kinds}, {live}, {useful}, {eight}, {route}
    tx_claim: str  # {action}, {then}, {shanten}, {live}, {route}
    tx_safety: str  # {who}, {discards}, {passed}, {mark}
    tx_danger: str  # {danger}
    tx_honours_row: str
    tx_advice: str  # {reason}
    tx_forms_head: str
    tx_form: str  # {form}, {shanten}, {kinds}, {live}
    tx_discards_head: str
    tx_waits_after: str  # {tile}
    tx_waits_head: str
    tx_claims_head: str
    tx_unseen_head: str
    tx_safety_head: str
    # -- the review of a recorded game (``review``) -----------------------------------
    rv_phases: dict[str, str]  # ``turn``/``claim`` as shown
    rv_win_fan: str  # {fan}
    rv_then_discard: str  # {tile}, {route}
    rv_win_figures: str  # {action}, {route}
    rv_figures: str  # {action}, {shanten}, {live}, {route}
    rv_route: str  # {route}
    rv_head: str  # {n}, {hand}, {name}, {phase}
    rv_same: str  # {head}, {played}
    rv_differs: str  # {head}, {played}, {expert}
    rv_names_sep: str
    rv_reviewed: str  # {who}, {n}, {hands}, {differ}
    rv_most_head: str
    rv_none: str
    rv_most: str  # {n}, {hand}, {played}, {expert}, {shanten:+d}, {live:+d}
    rv_deal_ins: str  # {n}
    rv_deal_in: str  # {hand}, {who}, {tile}, {winner}, {fan}
    rv_wins_passed: str  # {n}
    rv_win_passed: str  # {n}, {hand}, {who}, {action}, {fan}
    rv_title: str  # {who}
    rv_working: str
    rv_failed: str  # {message}
    # -- why the panel does not open ----------------------------------------------------
    refuse_off: str
    refuse_competition: str
    refuse_watching: str
    refuse_hotseat: str
    refuse_room: str

    def shanten(self, s: int) -> str:
        """``complete``, ``ready`` or ``n-shanten`` (听牌, ``n向听``...)."""
        if s < 0:
            return self.complete
        if s == 0:
            return self.ready
        return self.shanten_n.format(n=s)


COACH_EN = CoachWords(
    lang="en",
    complete="complete",
    ready="ready",
    shanten_n="{n}-shanten",
    forms={"regular": "regular (4 sets + pair)", "seven pairs": "seven pairs",
           "thirteen orphans": "thirteen orphans", "honors and knitted": "honours and knitted",
           "knitted straight": "knitted straight"},
    short_forms={"regular": "regular", "seven pairs": "7 pairs", "thirteen orphans": "13 orphans",
                 "honors and knitted": "honours+knitted", "knitted straight": "knitted str."},
    sichuan_forms={},
    plans={},
    suits={},
    honours="ESWNCFP",
    win_self_drawn="win: {fan} fan (self-drawn)",
    win_fan="win: {fan} fan",
    discard_ready="discard {tile}: ready, {live} live winning tiles worth {min}+ fan",
    discard_ready_short="discard {tile}: ready, but no live wait reaches {min} fan",
    discard_shanten="discard {tile}: {shanten}, {live} live useful tiles{route}",
    route_tail="; {route}",
    no_plan_tail="; no fan plan fits",
    pass_keeps_live="pass: keeps {shanten}, {live} live",
    claim_better=("{action}{after}: {shanten}, {live} live useful tiles "
                  "(passing: {pass_shanten}, {pass_live})"),
    then_discard=", then discard {tile}",
    ready_waits="ready: {live} live winning tiles worth {min}+ fan",
    sc_discard_void="discard {tile}: the void suit goes first",
    sc_discard_ready="discard {tile}: ready, {live} live winning tiles, up to {fan} fan",
    sc_discard_shanten="discard {tile}: {shanten}, {live} live useful tiles, plan {plan}",
    sc_void="void {suit}: keeps {shanten}, {n} tile(s) to clear",
    sc_exchange_first="the exchange comes first; as the hand stands, {reason}",
    sc_win_self_drawn="win: a legal win (self-drawn)",
    sc_claim_better="{action}: {before} -> {after}",
    sc_pass_keeps="pass: keeps {shanten}",
    sc_win_or_hold=("win: {fan} fan, or pass it for a self-draw, as the expert would: about "
                    "{keep:.2f} waiting against {take:.2f} now ({payers} would pay)"),
    sc_ready_waits="ready: {live} live winning tiles, up to {fan} fan",
    route="{name} ({fan} fan{short}): {away}{tail}",
    route_away="{n} away",
    route_needs=", needs {needs}{more}",
    route_short=", under 8 fan alone",
    route_suits={},
    title="HINTS",
    close_help="  i close · shanten 0 = ready\n",
    live_help="live = copies not visible to you\n",
    hand="hand {tiles}",
    shanten_by_form="Shanten by form\n",
    discard_head="Discard: shanten · live useful · 8-fan route\n",
    no_plan="no plan",
    route_line=" route: {route}\n",
    waits_after_head="Waits after {tile}: live · fan disc/self\n",
    waits_head="Waits: live · fan disc/self\n",
    under_min=" n! = under 8 fan: not a legal win\n",
    claim_head="Claim  shanten  live useful  route\n",
    claim_line=" {action}{then}: {shanten}, {live} live; {route}\n",
    then_tile=", then {tile}",
    unseen_head="Unseen (copies not visible to you)\n",
    safety_head="Safety: their discards / let go\n",
    safety_line=" {who}: {discards} / {passed}\n",
    player="player {n}",
    updating="updating for the new position… (figures below are older)",
    first_text="Hints appear on your turn.",
    sc_kept_head="Shanten in the kept suits ({kept})\n",
    sc_void_is="void {suit}",
    sc_void_unknown="void not declared yet",
    sc_form="{form} {shanten} ({live} live)",
    sc_void_head="Void suit: shanten · live useful · to clear\n",
    sc_void_line=" {suit}: {shanten:>2} · {live:>2} · {clear}{mark}\n",
    sc_suggested="  ← suggested",
    sc_discard_head="Discard: shanten · live useful · value plan\n",
    sc_waits_after_head="Waits after {tile}: live · discard / self-drawn\n",
    sc_waits_head="Waits: live · discard / self-drawn\n",
    sc_wait="{fan} fan ×{value} / {self_fan} fan ×{self_pays}",
    sc_value_help=" fan ×value: base units paid (self-drawn: by each)\n",
    sc_claim_head="Claim: shanten · live useful\n",
    sc_claim_line=" {action}{then}: {shanten}, {live} live\n",
    sc_safety_head="Safety: void · their discards\n",
    sc_won=" {who}: won, out of the hand\n",
    sc_safety_line=" {who}: void {void} · {discards}\n",
    sc_void_not_known="?",
    sc_danger=" danger: ",
    tx_no_win="no win",
    tx_fan="{fan}",
    tx_fan_under="{fan} (under {min}: not a win)",
    tx_wait="{tile}: live {live}, fan on discard {on_discard}, self-drawn {self_drawn}",
    tx_more_kinds=" +{n} kinds",
    tx_reachable="8 fan reachable",
    tx_not_reachable="8 fan NOT reachable",
    tx_route="; route {route}",
    tx_discard=("{rank}. discard {tile}: shanten {shanten}, useful {kinds} kinds / live {live} "
                "[{useful}]; {eight}{route}"),
    tx_claim="{action}{then}: shanten {shanten}, live useful {live}{route}",
    tx_safety="{who}: discarded {discards}; let go {passed}{mark}",
    tx_danger="  DANGER: {danger}",
    tx_honours_row="z",
    tx_advice="Advice: {reason}",
    tx_forms_head="Shanten by form (exchanges to ready; live = copies unseen by you):",
    tx_form="  {form}: shanten {shanten}, useful {kinds} kinds / live {live}",
    tx_discards_head="Discards, best first (shanten after it; useful tile×live):",
    tx_waits_after="  waits after discarding {tile}:",
    tx_waits_head="Waits (fan without flowers; a win needs 8):",
    tx_claims_head="On the discard (against passing):",
    tx_unseen_head="Unseen tiles (copies not visible to you):",
    tx_safety_head="Tile safety (your tiles each opponent discarded / let go):",
    rv_phases={},
    rv_win_fan="{fan} fan",
    rv_then_discard="then discard {tile}; {route}",
    rv_win_figures="{action} ({route})",
    rv_figures="{action} (shanten {shanten}, live useful {live}{route})",
    rv_route="; {route}",
    rv_head="#{n} hand {hand} {name} {phase}",
    rv_same="{head}: {played} = expert",
    rv_differs="{head}: played {played}; expert {expert}",
    rv_names_sep=", ",
    rv_reviewed="Reviewed {who}: {n} decisions in {hands} hand(s), {differ} differ from the expert",
    rv_most_head="Differed most (shanten lost, live useful tiles lost):",
    rv_none="  none",
    rv_most=("  #{n} hand {hand}: played {played}, expert {expert}: shanten {shanten:+d}, "
             "live useful {live:+d}"),
    rv_deal_ins="Deal-ins: {n}",
    rv_deal_in="  hand {hand}: {who} discarded {tile}, {winner} won {fan} fan",
    rv_wins_passed="Wins passed: {n}",
    rv_win_passed="  #{n} hand {hand}: {who} played {action} instead of winning ({fan} fan)",
    rv_title="Review of {who} against the expert bot (Esc closes)",
    rv_working="Reviewing every decision…",
    rv_failed="Cannot review: {message}",
    refuse_off="Hints are off: turn them on in settings (o).",
    refuse_room="This online room does not allow hints.",
    refuse_competition="Hints are not allowed in competition games.",
    refuse_watching="Hints are for your own hand: there is none while watching.",
    refuse_hotseat=("Hints are off in this hot-seat game: every player must turn them on "
                    "when the names are entered."),
)
"""The English words (the panel as it has always read)."""

COACH_ZH = CoachWords(
    lang="zh",
    complete="已和牌型",
    ready="听牌",
    shanten_n="{n}向听",
    forms={"regular": "基本和型（4面子+1对）", "seven pairs": "七对",
           "thirteen orphans": "十三幺", "honors and knitted": "全不靠",
           "knitted straight": "组合龙"},
    short_forms={"regular": "基本型", "seven pairs": "七对", "thirteen orphans": "十三幺",
                 "honors and knitted": "全不靠", "knitted straight": "组合龙"},
    sichuan_forms={"regular": "基本型", "seven pairs": "七对"},
    plans={"plain": "平胡", "ready": "听牌"},
    suits={"m": "万", "p": "饼", "s": "条"},
    honours="東南西北中發白",
    win_self_drawn="和牌：{fan}番（自摸）",
    win_fan="和牌：{fan}番",
    discard_ready="打{tile}：听牌，剩余{live}张和张，够{min}番",
    discard_ready_short="打{tile}：听牌，但剩余和张都不够{min}番",
    discard_shanten="打{tile}：{shanten}，有效牌剩余{live}张{route}",
    route_tail="；{route}",
    no_plan_tail="；没有合适的番种路线",
    pass_keeps_live="过：保持{shanten}，剩余{live}张",
    claim_better="{action}{after}：{shanten}，有效牌剩余{live}张（过：{pass_shanten}，{pass_live}张）",
    then_discard="，再打{tile}",
    ready_waits="听牌：剩余{live}张和张，够{min}番",
    sc_discard_void="打{tile}：先打缺门",
    sc_discard_ready="打{tile}：听牌，剩余{live}张和张，最高{fan}番",
    sc_discard_shanten="打{tile}：{shanten}，有效牌剩余{live}张，计划{plan}",
    sc_void="缺{suit}：保持{shanten}，还需打出{n}张",
    sc_exchange_first="先换三张；按现在的手牌，{reason}",
    sc_win_self_drawn="和牌：可以自摸",
    sc_claim_better="{action}：{before} → {after}",
    sc_pass_keeps="过：保持{shanten}",
    sc_win_or_hold="和牌：{fan}番；高手会放过等自摸：等约{keep:.2f}，现在和{take:.2f}（{payers}家付）",
    sc_ready_waits="听牌：剩余{live}张和张，最高{fan}番",
    route="{name}（{fan}番{short}）：{away}{tail}",
    route_away="差{n}张",
    route_needs="，需要 {needs}{more}",
    route_short="，单独不够8番",
    route_suits={"characters": "万", "dots": "饼", "bamboo": "条"},
    title="提示",
    close_help="  i 关闭 · 0向听 = 听牌\n",
    live_help="剩余 = 你看不到的张数\n",
    hand="手牌 {tiles}",
    shanten_by_form="各牌型向听\n",
    discard_head="打牌：向听 · 有效牌剩余 · 8番路线\n",
    no_plan="无路线",
    route_line=" 路线：{route}\n",
    waits_after_head="打{tile}后听：剩余 · 点和/自摸番\n",
    waits_head="听牌：剩余 · 点和/自摸番\n",
    under_min=" n! = 不足8番：8番起和，不能和\n",
    claim_head="鸣牌  向听  有效牌剩余  路线\n",
    claim_line=" {action}{then}：{shanten}，剩余{live}张；{route}\n",
    then_tile="，再打{tile}",
    unseen_head="未见牌（你看不到的张数）\n",
    safety_head="安全：其打出 / 放过\n",
    safety_line=" {who}：{discards} / {passed}\n",
    player="玩家{n}",
    updating="正在计算新局面…（下面是旧的数据）",
    first_text="轮到你时显示提示。",
    sc_kept_head="保留花色的向听（{kept}）\n",
    sc_void_is="缺{suit}",
    sc_void_unknown="尚未定缺",
    sc_form="{form} {shanten}（剩余{live}）",
    sc_void_head="定缺：向听 · 有效牌剩余 · 需打出\n",
    sc_void_line=" {suit}：{shanten:>2} · {live:>2} · {clear}{mark}\n",
    sc_suggested="  ← 建议",
    sc_discard_head="打牌：向听 · 有效牌剩余 · 价值 计划\n",
    sc_waits_after_head="打{tile}后听：剩余 · 点和 / 自摸\n",
    sc_waits_head="听牌：剩余 · 点和 / 自摸\n",
    sc_wait="{fan}番 ×{value} / {self_fan}番 ×{self_pays}",
    sc_value_help=" 番 ×价值：付的底分（自摸：每家）\n",
    sc_claim_head="鸣牌：向听 · 有效牌剩余\n",
    sc_claim_line=" {action}{then}：{shanten}，剩余{live}张\n",
    sc_safety_head="安全：缺门 · 其打出\n",
    sc_won=" {who}：已和，离场\n",
    sc_safety_line=" {who}：缺{void} · {discards}\n",
    sc_void_not_known="？",
    sc_danger=" 危险：",
    tx_no_win="不能和",
    tx_fan="{fan}番",
    tx_fan_under="{fan}番（不足{min}番，不能和）",
    tx_wait="{tile}：剩余{live}张，点和 {on_discard}，自摸 {self_drawn}",
    tx_more_kinds=" 另{n}种",
    tx_reachable="可达8番",
    tx_not_reachable="达不到8番",
    tx_route="；路线 {route}",
    tx_discard=("{rank}. 打{tile}：向听{shanten}，有效牌{kinds}种 / 剩余{live}张 "
                "[{useful}]；{eight}{route}"),
    tx_claim="{action}{then}：向听{shanten}，有效牌剩余{live}张{route}",
    tx_safety="{who}：打出 {discards}；放过 {passed}{mark}",
    tx_danger="  危险：{danger}",
    tx_honours_row="字",
    tx_advice="建议：{reason}",
    tx_forms_head="各牌型向听（到听牌还要换几张；剩余 = 你看不到的张数）：",
    tx_form="  {form}：向听{shanten}，有效牌{kinds}种 / 剩余{live}张",
    tx_discards_head="打牌，从好到差（打后的向听；有效牌×剩余）：",
    tx_waits_after="  打{tile}后听：",
    tx_waits_head="听牌（番数不计花牌；8番起和）：",
    tx_claims_head="对这张打出的牌（与过相比）：",
    tx_unseen_head="未见牌（你看不到的张数）：",
    tx_safety_head="牌的安全（各对手打出 / 放过的你手里的牌）：",
    rv_phases={"turn": "打牌", "claim": "鸣牌"},
    rv_win_fan="{fan}番",
    rv_then_discard="再打{tile}；{route}",
    rv_win_figures="{action}（{route}）",
    rv_figures="{action}（向听{shanten}，有效牌剩余{live}张{route}）",
    rv_route="；{route}",
    rv_head="#{n} 第{hand}盘 {name} {phase}",
    rv_same="{head}：{played} = 专家",
    rv_differs="{head}：{played}；专家 {expert}",
    rv_names_sep="、",
    rv_reviewed="复盘 {who}：{hands}盘共{n}次决定，{differ}次与专家不同",
    rv_most_head="差别最大（多出的向听，少了的有效牌剩余）：",
    rv_none="  无",
    rv_most="  #{n} 第{hand}盘：{played}，专家 {expert}：向听 {shanten:+d}，有效牌剩余 {live:+d}",
    rv_deal_ins="点炮：{n}次",
    rv_deal_in="  第{hand}盘：{who}打出{tile}，{winner}和了{fan}番",
    rv_wins_passed="放过的和牌：{n}次",
    rv_win_passed="  #{n} 第{hand}盘：{who}没有和牌，打了 {action}（{fan}番）",
    rv_title="{who} 与专家机器人的对比复盘（Esc 关闭）",
    rv_working="正在复盘每一次决定…",
    rv_failed="无法复盘：{message}",
    refuse_off="提示已关闭：请在设置（o）中打开。",
    refuse_room="这个网络房间不允许使用提示。",
    refuse_competition="比赛对局不允许使用提示。",
    refuse_watching="提示只针对你自己的手牌：观战时没有。",
    refuse_hotseat="本局轮流对战未开启提示：须在输入名字时每位玩家都勾选提示。",
)
"""The Chinese words."""
