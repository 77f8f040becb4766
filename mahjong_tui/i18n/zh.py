"""中文 (简体)."""

from __future__ import annotations

from mahjong_tui.i18n.catalogue import Catalogue

__all__ = ["ZH"]

_KEYS = {
    "I am ready": "我准备好了", "back": "返回", "cancel": "取消", "chow": "吃",
    "close": "关闭", "continue": "继续", "discard": "打牌", "done": "完成", "end": "末尾",
    "faster": "加速", "follow": "跟随", "hands": "手牌", "help": "帮助",
    "hot-seat 2": "两人同机", "hot-seat 3": "三人同机", "hot-seat 4": "四人同机",
    "jump": "跳转", "kong": "杠", "log": "记录", "new game": "新游戏", "next": "下一步",
    "next hand": "下一盘", "no": "否", "pass": "过", "pause": "暂停",
    "play/pause": "播放/暂停", "prev hand": "上一盘", "pung": "碰", "quit": "退出",
    "resume": "继续游戏", "settings": "设置", "slower": "减速", "start": "开头",
    "statistics": "统计", "step": "单步", "take highlighted": "选定", "undo": "悔牌",
    "watch": "观战", "win": "和", "yes": "是", "key:space": "空格",
    "fans": "番种", "calculator": "算番", "hints": "提示", "review": "复盘",
    "rules": "规则", "pick": "选牌", "give three": "交出三张", "suggested": "建议",
    "declare": "确定", "no claim": "无人要",
}

HELP_KEYS = """\
按键
  ← → (h l)   在手牌间移动          1-9 0 ! @ # $  第 1..14 张
  Enter 或 d  打出选中的牌          鼠标点一张牌   选中；再点一次打出
                                    （设置“点击”可改为一次打出）
  w  和       k  杠（多种时列出）   c  吃（多种时列出）
  p  碰       x 或 Esc  过          提示框中按数字选择
  ?  帮助     o  设置   q  离开（先确认）   L  记录
  u  悔牌（仅对电脑的对局）
  i  提示面板   e  番种大全   s  算番器
观战
  空格 暂停/继续   n 单步   + / - 速度
  a 显示全部手牌   f 跟随下一家   1-4 跟随某家
同机对战
  出现遮挡画面时，把键盘交给画面上写的玩家；屏幕上只会显示该玩家的
  手牌。有人打牌后，要牌窗口给大家看桌面：要吃碰杠和就按自己的号码
  （遮挡后看到自己的选择，或只有“过”）；空格、Enter 或 Esc：无人
  要牌。设置里有要牌计时和自动过（从不吃／只问和牌），按玩家名字
  分别记住。
"""

HELP_EXCHANGE = """\
换三张
  ← → 移动   空格 选中/取消   Enter 交出三张   r 建议
  换来的三张在你第一次打牌前以绿底显示
"""

HELP_VOID = """\
定缺
  m p s 或 ↑ ↓  选择缺哪一门   Enter  确定
  缺门的牌以红底显示：必须先打
"""

HELP_TILES = """\
牌面
  万 饼 条 三门数牌 1-9；東 南 西 北 风牌；中 發 白 箭牌
"""

HELP_FLOWERS = """\
  春 夏 秋 冬 梅 蘭 竹 菊 花牌：亮出补牌，和牌时每张 1 番
"""

HELP_WILDS = """\
  财神（百搭）：手牌中以金色底显示；桌子中央显示哪种牌是财神
"""

HELP_MELDS = """\
  345万<南  副露：反白的那张来自南家
"""

HELP_MCR = """\
规则（国标麻将）
  144 张牌。四组一对（或七对、十三幺、组合龙、全不靠）且不计花牌
  至少 8 番才能和牌。吃只能吃上家；碰、杠不限；和 > 碰/杠 > 吃。
  自摸：三家各付 8 + 番数。点炮：放炮者付 8 + 番数，另两家各付 8。
  每盘轮庄，16 盘为一场；终局名次分 4/2/1/0（同分者平分所并列
  名次的分：两人并列第一各得 3 分）。
"""

ZH = Catalogue(
    code="zh",
    winds=("东", "南", "西", "北"),
    second_person=(),
    keys=_KEYS,
    speeds={"instant": "即时", "fast": "快", "normal": "中", "slow": "慢", "step": "单步"},
    setting_names={"tile_style": "牌面样式", "bot_level": "电脑水平", "speed": "速度",
                   "language": "语言", "click": "点击", "fan_names": "番种名称",
                   "bell": "轮到时响铃", "hints": "提示面板",
                   "claim_timer": "要牌计时（同机）", "auto_pass": "自动过"},
    setting_values={"boxed": "方框", "ascii": "字符框", "compact": "紧凑", "glyphs": "麻将字形",
                    "random": "随机", "beginner": "初级", "standard": "中级", "expert": "高级",
                    "instant": "即时", "fast": "快", "normal": "中", "slow": "慢",
                    "step": "单步", "zh": "中文", "en": "英文",
                    "select": "先选中再打出", "discard": "一次打出",
                    "language": "按语言", "both": "中英文", "off": "关", "on": "开",
                    "no-chow": "从不吃", "wins-only": "只问和牌",
                    "3": "3 秒", "5": "5 秒", "10": "10 秒"},
    messages={
        "nothing to undo yet": "还没有可以悔的牌",
        "no undo in hot-seat games": "同机对战不能悔牌",
        "undo is only for games against bots": "只有对电脑的对局可以悔牌",
        "no undo under competition rules": "比赛规则下不能悔牌",
    },
    you="你",
    bot="电脑{n}",
    player="玩家{n}",
    watching="观战：{name}",
    all_hands=" · 全部手牌",
    speed=" · 速度 {speed}",
    paused=" · 已暂停",
    your_turn="{who}：轮到你 · ←→ 或 1-9 选牌 · Enter 打出",
    claim_or_pass="{who}：吃碰杠和或过",
    waiting_for="等待 {names}",
    not_saved="· 未保存",
    no_kind_now="现在不能{kind}",
    not_your_turn="还没轮到你",
    no_undo_hotseat="同机对战不能悔牌",
    name_list_sep="、",
    kind_win="和",
    kind_pung="碰",
    kind_kong="杠",
    kind_chow="吃",
    kind_pass="过",
    act_discard="打 {tile}",
    act_chow="吃 {meld}",
    act_pung="碰 {tile}",
    act_kong="杠 {tile}",
    act_concealed_kong="暗杠 {tile}",
    act_add_kong="加杠 {tile}",
    act_win="和",
    act_pass="过",
    dealer_mark="庄",
    flowers="花",
    round_hand="{round}风圈 第{n}盘",
    dealer_is="庄 {name}",
    dice="骰 {pairs}",
    wall_left="牌墙 {n} 张",
    offer="← {tile} {name}",
    call_chow="吃！",
    call_pung="碰！",
    call_kong="杠！",
    call_win="{name}：和了！（{how}，{fan} 番）",
    call_draw="荒牌：牌墙已摸完",
    called="{name}：{call}",
    prompt_discards="{name}（{wind}家）打出 {tile}",
    prompt_adds="{name}（{wind}家）加杠 {tile}",
    prompt_ways_to_chow="有 {n} 种吃法：按 c 选择",
    prompt_hint="按 1-{n} 或字母选择 · ←→ 和 Enter · Esc 过",
    prompt_hint_pass_only="Enter、x 或 Esc：过",
    choice_hint="按 1-{n} 选择 · ←→ 和 Enter · Esc 返回",
    no_kind_here="这里不能{kind}",
    choose_range="请选 1-{n}",
    which_kong="杠哪一组？",
    which_one="选哪一个？",
    call_window="要吃碰杠和，请按自己的号码：{who}",
    call_who="{key} {name}",
    call_none="空格、Enter 或 Esc：无人要牌",
    call_timer=" · {n} 秒后继续",
    auto_pass_of="自动过（{name}）",
    saving="保存",
    curtain="请把键盘交给 {name}（{wind}家）。\n\n{name}：确认别人看不到屏幕后按 Enter。",
    leave_game="离开这局？",
    leave_saved="已自动保存：可用“继续游戏”接着玩。",
    leave_unsaved="这局没有保存。",
    confirm_hint="y 或 Enter：是 · n 或 Esc：否",
    score_draw="第{n}盘：荒牌。",
    score_exhausted="牌墙已摸完，无人和牌，不计分。",
    score_nobody="无人和牌。",
    score_wins="第{n}盘：{name} 和 {tile}（{how}）",
    how_self_drawn="自摸",
    how_on_discard="{name} 点炮",
    how_robbing="抢 {name} 的杠",
    col_fan="番种",
    col_points="番",
    col_count="次",
    col_sum="小计",
    col_sets="牌组",
    total="合计",
    next_hand="Enter：下一盘",
    standings_title="终局排名",
    col_rank="名次",
    col_player="玩家",
    col_match_points="分数",
    col_table_points="名次分",
    done="Enter：完成",
    log_hand_started="第{n}盘（{round}风圈）：{name} 坐庄",
    log_wall_built="砌牌：4 × {stacks} 墩",
    log_dice="{name} 掷骰 {a}+{b} = {sum}",
    log_wall_broken="从 {name} 的牌墙第 {n} 墩开门",
    log_dealt="{name} 起手 {tiles}",
    log_dealt_hidden="{name} 起手 {n} 张",
    log_flower="{name} 补花 {tile}",
    log_drew="{name} 摸牌",
    log_drew_tile="{name} 摸到 {tile}",
    log_drew_replacement="{name} 补牌",
    log_drew_replacement_tile="{name} 补牌（{tile}）",
    log_discarded="{name} 打出 {tile}",
    log_chowed="{name} 吃 {other} 的 {meld}",
    log_punged="{name} 碰 {other} 的 {tile}",
    log_konged="{name} 杠 {other} 的 {tile}",
    log_concealed_kong="{name} 暗杠",
    log_concealed_kong_tile="{name} 暗杠 {tile}",
    log_added_kong="{name} 加杠 {tile}",
    log_won="{name} 和 {tile}（{how}）：{fan} 番",
    log_false_win="{name} 错和 {tile}（{what}），赔每家 {penalty} 分",
    false_not_ready="未听牌",
    false_not_legal="不成和",
    log_exhausted="牌墙摸完：荒牌",
    log_hand_ended="第{n}盘结束：{parts}",
    log_match_over="比赛结束：{parts}",
    log_delta="{name} {delta}",
    log_standing="第{rank}名 {name} {score}（{points}）",
    log_payment="{name}：{what}：{parts}",
    payment_reasons={"kong": "杠", "kong transfer": "呼叫转移", "kong refund": "退杠钱",
                     "flower pig": "查花猪", "not ready": "查大叫", "penalty": "罚分",
                     "dou": "豆", "hot shot": "热炮",
                     "kong money": "杠钱", "follow dealer": "跟庄"},
    log_sep="，",
    log_reason="  （{name}：{reason}）",
    master_reason="{action}：胜率 {win}%，期望 {points:+.1f} 分（{playouts} 次推演）",
    master_win="和：合法的和牌一律要",
    log_won_times="{name} 和 {tile}（{how}）：×{times}",
    log_turned_up="翻牌：{tiles}",
    log_abandoned="流局：{reason}",
    notes={"wilds": "财神", "indicator": "翻牌", "floor": "楼层", "kept_back": "留牌", "dou": "豆"},
    help_keys=HELP_KEYS,
    help_exchange=HELP_EXCHANGE,
    help_void=HELP_VOID,
    help_tiles=HELP_TILES,
    help_flowers=HELP_FLOWERS,
    help_wilds=HELP_WILDS,
    help_melds=HELP_MELDS,
    help_rules={"mcr": HELP_MCR},
    settings_title="设置",
    save="保存",
    too_small="终端太小：{w}x{h}。至少需要 {min_w}x{min_h}，请把窗口调大。",
    start_title=" 麻将\n 国标麻将",
    start_play="新游戏：对三个电脑  [n]",
    start_hotseat="同机对战：{n} 人  [{n}]",
    start_watch="观看电脑对局  [w]",
    start_resume="继续保存的对局  [r]",
    start_stats="统计  [t]",
    start_encyclopedia="番种大全  [e]",
    start_calculator="算番器  [s]",
    start_help="帮助  [?]",
    start_settings="设置  [o]",
    start_quit="退出  [q]",
    start_rules="规则：{name}  [u]",
    rules_title="选择规则",
    rules_in_use="当前规则：{name}",
    rules_names={"mcr": "国标", "mcr-competition": "国标比赛", "sichuan": "四川血战",
                 "sichuan-sbr": "四川比赛", "beijing": "北京", "jindi": "金地", "guizhou": "贵州",
                 "hangzhou": "杭州麻将", "hangzhou-fixed": "杭州（白板财神）"},
    rules_summaries={
        "mcr": "国标麻将：144 张牌，81 个番种，8 番起和，16 盘",
        "mcr-competition": "国标麻将比赛：8 番起和，诈和罚分",
        "sichuan": "四川血战到底（成都）：108 张牌，换三张，定缺，三家和牌才结束，4 番封顶",
        "sichuan-sbr": "四川麻将 2025 比赛规则：108 张牌，定缺，10 个叠加番种，3 番封顶，"
                       "三家和牌才结束",
        "beijing": "北京麻将：136 张牌，留 7 墩补杠，连庄上楼，吃碰后只能自摸，6 番 / 640 封顶",
        "jindi": "金地长青湾比赛（东北）：136 张牌，三色全、不缺幺九、开门才能和，"
                 "三家都付，200 筹码",
        "guizhou": "贵州麻将：108 张牌，不能吃，10 至 100 分相加，豆钱，热炮，抢杠包三家",
        "hangzhou": "杭州麻将：136 张牌，翻财神（百搭），暴头，财飘，七对 ×2 至 ×16",
        "hangzhou-fixed": "杭州麻将：136 张牌，白板为财神（百搭），暴头，财飘，七对 ×2 至 ×16",
    },
    rules_labels={"mcr": "国标麻将", "mcr-competition": "国标比赛", "sichuan": "四川血战（成都）",
                  "sichuan-sbr": "四川比赛（SBR）", "beijing": "北京麻将",
                  "jindi": "金地长青湾比赛", "guizhou": "贵州麻将",
                  "hangzhou": "杭州麻将（翻财神）", "hangzhou-fixed": "杭州麻将（白板财神）"},
    sichuan_void="缺{suit}",
    sichuan_won="第{place}和",
    sichuan_balance="本盘 {delta}",
    sichuan_void_first="先打{suit}（定缺）",
    sichuan_bright_only="只能打亮着的牌",
    sichuan_exchange_title="换三张：",
    sichuan_exchange_help="选同一门花色的三张牌交出；\n骰子决定交给哪一家。\n",
    sichuan_suggested="建议：{tiles}",
    sichuan_exchange_keys="  （←→ 移动 · 空格 选牌 · Enter 交出 · r 建议）",
    sichuan_three_picked="已选三张：先放回一张",
    sichuan_pick_three="请选同一门的三张牌（已选 {n} 张）",
    sichuan_void_title="定缺：",
    sichuan_void_help="这一门的牌必须先打完；\n不能碰、不能杠，也不能和这一门的牌。\n",
    sichuan_void_option="{letter}  {zh}  {n} 张{suggested}",
    sichuan_suggested_mark="（建议）",
    sichuan_void_keys="m/p/s 或 ↑↓ 选择 · Enter 确定",
    sichuan_gave_received="交出 {given} · 收到 {received}",
    sichuan_die="骰子 {die}",
    sichuan_exchange_route="交给 {to}，收自 {giver}",
    sichuan_win_callout="{name} 第{place}个和牌（{how}，{tile}）",
    sichuan_callout_on="{name} 点炮",
    sichuan_multiple_callout="一炮多响 {tile}：{who}",
    sichuan_callout_place="{name}（第{place}）",
    sichuan_hand_over="本盘结束：{who}",
    sichuan_hand_over_place="第{place} {name}",
    sichuan_draw_callout="荒牌：牌墙摸完",
    sichuan_hand_title="第 {n} 盘：",
    sichuan_nobody_won="无人和牌",
    sichuan_one_win="1 家和牌",
    sichuan_wins="{n} 家和牌",
    sichuan_wall_exhausted=" · 牌墙摸完",
    sichuan_win_line="第{place}  {name} 和 {tile}（{how}）",
    sichuan_multiple_win="  一炮多响",
    sichuan_plain_win="     平胡：0 番",
    sichuan_fan_line="     {zh}{count}：{total} 番",
    sichuan_fan_total="     = {total} 番{capped}，值 {value}",
    sichuan_capped_from="（封顶，原 {raw} 番）",
    sichuan_payers="     {name} {gain}，付款：{payers}",
    sichuan_payments="付款明细",
    sichuan_net_total="本盘输赢 -> 比赛总分",
    sichuan_won_mark="  第{place}和",
    sichuan_details={"three suits": "三门齐全"},
    stats_mcr_heading="国标：",
    sichuan_stats_title="四川麻将（你的座位）：",
    sichuan_stats_rows=("参加的比赛", "盘数", "和牌", "一炮多响", "平均番数", "平均分值",
                        "杠钱", "被查花猪", "被查大叫", "查花猪/查大叫 净得"),
    suit_names={"m": "万", "p": "饼", "s": "条"},
    ordinals=("一", "二", "三", "四"),
    names_title="玩家名字",
    names_hint=("Enter：下一个名字，然后开始 · ⇥ 再按空格：为自己打开提示 · "
                "留空：用显示的名字 · Esc：返回"),
    names_hints="提示",
    names_hints_note="每位玩家都勾选，才可打开提示",
    names_differ="名字不能相同",
    saves_title="继续保存的对局",
    saves_hint="开始时间、模式、盘数、分数 · 按 1-9 或点击选择 · Esc 返回",
    no_saves="没有可继续的对局",
    replay="回放",
    replay_titled="回放 {title}",
    replay_hand="第{k}/{n}盘",
    replay_action="第{i}/{n}步",
    replay_dealt="第{n}盘开始",
    replay_playing="播放中",
    replay_keys="←/→ 单步 · [ ] 换盘 · j 跳转 · 空格 播放",
    picker_title="跳到某盘（Enter），Esc 取消",
    picker_line="第{n}盘：{result}",
    in_progress="进行中",
    draw="荒牌",
    cli_not_a_win="{hand}：不是和牌",
    cli_col_points="番数",
    cli_col_count="次数",
    cli_col_subtotal="小计",
    cli_without_flowers="不计花牌",
    cli_minimum="{minimum} 番起和（不计花牌）：{verdict}",
    cli_met="达到",
    cli_not_met="未达到",
    cli_sets="牌组：{sets}",
    cli_concealed="暗",
    stats_games="已完成对局：{games}    未完成：{unfinished}",
    stats_hands="盘数：{hands}    荒牌：{draws}",
    stats_columns=("分组", "对局", "盘数", "和牌", "和牌率", "点炮", "点炮率", "平均番",
                   "平均名次", "第一", "得分"),
    stats_you="你（所有真人座位）",
    stats_you_vs="你对{level}电脑",
    stats_bots="{level}电脑",
    stats_fans="你和牌中最常见的番种：",
    stats_fans_none="你和牌中最常见的番种：暂无",
    stats_fan_line="  {fan}：{n} 盘（{share}）",
    export_title=("麻将对局记录 {file}\n"
                  "种子 {seed}，规则 {ruleset}，已打 {hands} 盘（{state}）\n"
                  "玩家：{players}"),
    export_complete="整场已完成",
    export_unfinished="未完成",
    export_hand="=== 第{n}盘 - {round}风圈，{name} 坐庄 ===",
    export_seats="座位：{seats}",
    export_scores="分数：{scores}",
    export_dealt="{name} 起手：{tiles}",
    export_hidden="{n} 张暗牌",
    export_win_hand="  手牌：{shown}  + {tile}",
    export_fans="  番种：",
    export_sets="  牌组：{sets}",
    export_total="{total} 番",
    export_shape="  牌型：{shape}",
    export_raw_fan="（原 {raw} 番）",
    export_sichuan_total="{total} 番{capped}，值 {value}",
    export_payments="  支付：{payments}",
    export_drawn="荒牌：无人和牌",
    export_result="第{n}盘结果：{deltas}",
    export_final="=== 终局排名 ===",
    export_standing="第{rank}名 {name}：{score} 分，名次分 {points}",
)
