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
}

HELP = """\
按键
  ← → (h l)   在手牌间移动          1-9 0 ! @ # $  第 1..14 张
  Enter 或 d  打出选中的牌          鼠标点一张牌   选中；再点一次打出
                                    （设置“点击”可改为一次打出）
  w  和       k  杠（多种时列出）   c  吃（多种时列出）
  p  碰       x 或 Esc  过          提示框中按数字选择
  ?  帮助     o  设置   q  离开（先确认）   L  记录
  u  悔牌（仅对电脑的对局）
观战
  空格 暂停/继续   n 单步   + / - 速度
  a 显示全部手牌   f 跟随下一家   1-4 跟随某家
牌面
  万 饼 条 三门数牌 1-9；東 南 西 北 风牌；中 發 白 箭牌
  春 夏 秋 冬 梅 蘭 竹 菊 花牌：亮出补牌，和牌时每张 1 番
  345万<南  副露：反白的那张来自南家
规则（国标麻将）
  144 张牌。四组一对（或七对、十三幺、组合龙、全不靠）且不计花牌
  至少 8 番才能和牌。吃只能吃上家；碰、杠不限；和 > 碰/杠 > 吃。
  自摸：三家各付 8 + 番数。点炮：放炮者付 8 + 番数，另两家各付 8。
  每盘轮庄，16 盘为一场；终局名次分 4/2/1/0（同分者平分所并列
  名次的分：两人并列第一各得 3 分）。
  同机对战：出现遮挡画面时，把键盘交给画面上写的玩家；屏幕上只会
  显示该玩家的手牌。
"""

ZH = Catalogue(
    code="zh",
    winds=("东", "南", "西", "北"),
    keys=_KEYS,
    speeds={"instant": "即时", "fast": "快", "normal": "中", "slow": "慢", "step": "单步"},
    setting_names={"tile_style": "牌面样式", "bot_level": "电脑水平", "speed": "速度",
                   "language": "语言", "click": "点击", "fan_names": "番种名称",
                   "bell": "轮到时响铃"},
    setting_values={"boxed": "方框", "ascii": "字符框", "compact": "紧凑", "glyphs": "麻将字形",
                    "random": "随机", "beginner": "初级", "standard": "中级", "expert": "高级",
                    "instant": "即时", "fast": "快", "normal": "中", "slow": "慢",
                    "step": "单步", "zh": "中文", "en": "英文",
                    "select": "先选中再打出", "discard": "一次打出",
                    "language": "按语言", "both": "中英文", "off": "关", "on": "开"},
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
    log_sep="，",
    log_reason="  （{name}：{reason}）",
    help_text=HELP,
    settings_title="设置",
    save="保存",
    too_small="终端太小：{w}x{h}。至少需要 {min_w}x{min_h}，请把窗口调大。",
    start_title=" 麻将\n 国标麻将",
    start_play="新游戏：对三个电脑  [n]",
    start_hotseat="同机对战：{n} 人  [{n}]",
    start_watch="观看电脑对局  [w]",
    start_resume="继续保存的对局  [r]",
    start_stats="统计  [t]",
    start_help="帮助  [?]",
    start_settings="设置  [o]",
    start_quit="退出  [q]",
    saves_title="继续保存的对局",
    saves_hint="开始时间、模式、盘数、分数 · 按 1-9 或点击选择 · Esc 返回",
    no_saves="没有可继续的对局",
)
