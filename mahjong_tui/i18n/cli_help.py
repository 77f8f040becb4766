"""The command line's ``--help`` in Chinese: every help and description text of the
parser, by its English text, and argparse's own headings.

:func:`translate_parser` rewrites a built parser in place; the English texts in the
command modules are the keys, so a help text added there without a translation
here is caught by ``tests/test_cli_help_lang.py``.
"""

from __future__ import annotations

import argparse
import re
import unicodedata

__all__ = ["ARGPARSE_ZH", "HELP_ZH", "translate_parser"]

ARGPARSE_ZH = {
    "usage: ": "用法：",
    "options": "选项",
    "positional arguments": "位置参数",
    "show this help message and exit": "显示本帮助并退出",
    "show program's version number and exit": "显示版本号并退出",
}
"""argparse's own words."""

HELP_ZH: dict[str, str] = {
    "Chinese Official (MCR) mahjong in the terminal. Without a command, opens the start "
    "screen.": "终端里的国标麻将（MCR）。不带命令时打开开始画面。",
    "play against three bots": "与三个电脑对局",
    "2-4 humans on one keyboard (with a privacy curtain)": "2-4 人同用一个键盘（有遮挡画面）",
    "watch four bots play": "观看四个电脑对局",
    "continue the latest unfinished game": "继续最近一局未完成的游戏",
    "play N hands headless with bots and print figures": "让电脑无界面打 N 盘并打印数据",
    "watch a game record, or verify it with --verify": "观看对局记录，或用 --verify 校验它",
    "compare a game's human decisions with the expert bot's": "把对局中真人的决定与高级电脑比较",
    "score a hand (fan breakdown) or a corpus of situations": "为一手牌算番（番种明细）或批量算番",
    "run a benchmark and print its figures": "运行基准测试并打印数据",
    "show your statistics (games, win rate, deal-in rate, fans, per bot level)":
        "显示你的统计（局数、和牌率、点炮率、番种、按电脑水平）",
    "write a readable account of a game record, hand by hand": "把对局记录逐盘写成可读的文字",
    "play in a web browser (serves the game over HTTP)": "在网页浏览器里玩（通过 HTTP 提供游戏）",
    "Serve the game to web browsers: every browser tab that opens the address runs its "
    "own game, from the start screen. Works offline: the page loads nothing from other "
    "hosts. Listens on 127.0.0.1 only, unless --host says otherwise. Ctrl+C stops the "
    "server.":
        "把游戏提供给网页浏览器：每个打开该地址的浏览器标签页都运行自己的一局，从开始画面开始。"
        "可离线使用：页面不从其他主机加载任何内容。只在 127.0.0.1 上监听，除非 --host 另行指定。"
        "按 Ctrl+C 停止服务器。",
    "address to listen on (default: 127.0.0.1, this machine only; 0.0.0.0 for every "
    "network interface)": "监听的地址（默认：127.0.0.1，仅本机；0.0.0.0 表示所有网络接口）",
    "port to listen on (default: 8000)": "监听的端口（默认：8000）",
    "the server's address as browsers reach it, e.g. behind a proxy (default: "
    "http://HOST:PORT)": "浏览器访问服务器所用的地址，例如在代理之后（默认：http://HOST:PORT）",
    "shell command each browser tab runs (default: this program's start screen, with "
    "this Python)":
        "每个浏览器标签页运行的 shell 命令（默认：用当前 Python 运行本程序的开始画面）",
    "language of the served game (default: from settings, else the system locale); not "
    "used with --command":
        "所提供游戏的语言（默认：按设置，否则按系统区域设置）；与 --command 同用时无效",
    "Play a match against three bots.": "与三个电脑打一场比赛。",
    "game seed (default: random)": "对局种子（默认：随机）",
    "your seat wind in the first hand (default E)": "你第一盘的门风（默认 E）",
    "bot level: random, beginner, standard, expert":
        "电脑水平：random（随机）、beginner（初级）、standard（中级）、expert（高级）",
    "the rules to play (default: mcr)": "所用规则（默认：mcr）",
    "tile style (default: from settings, else boxed)": "牌面样式（默认：按设置，否则 boxed）",
    "interface language (default: from settings, else zh)": "界面语言（默认：按设置，否则 zh）",
    "play only N hands (default: a whole 16-hand match)": "只打 N 盘（默认：整场 16 盘）",
    "Hot-seat: humans take turns at one keyboard; a curtain hides the hands whenever the "
    "keyboard must change hands. After a discard one shared call window shows the table: "
    "a human presses their number to claim the tile, Space means nobody claims.":
        "同机对战：几位玩家轮流使用一个键盘；每当键盘要换人，遮挡画面会盖住手牌。"
        "有人打牌后，一个共用的要牌窗口显示桌面：要这张牌的玩家按自己的号码，"
        "空格表示无人要牌。",
    "number of human players (players 1..N)": "真人玩家人数（玩家 1..N）",
    "level of the bots": "电脑水平",
    "the humans' names, comma-separated (default: Player 1, ..)":
        "真人玩家的名字，用逗号分隔（默认：玩家1, ..）",
    "Watch bots play. Keys: space pause, n step, a all hands, f or 1-4 follow a seat, +/- "
    "speed.": "观看电脑对局。按键：空格 暂停，n 单步，a 显示全部手牌，f 或 1-4 跟随一家，"
              "+/- 速度。",
    "bot level of each seat, or one level for all": "每家电脑的水平，或一个水平用于全部",
    "pacing (default: from settings)": "节奏（默认：按设置）",
    "Continue the most recent unfinished game exactly where it stopped (games with a human "
    "in them before watch games), or the saved game FILE: a path, a file name or a number "
    "as --list prints them. Saves live in the data directory (see docs/persistence.md).":
        "从停下的地方继续最近一局未完成的游戏（有真人的对局优先于观战），或继续存档 FILE："
        "路径、文件名或 --list 列出的编号。存档在数据目录中（见 docs/persistence.md）。",
    "a saved game: a path, a file name or number from --list":
        "一个存档：路径、文件名或 --list 列出的编号",
    "list saved games (when, rules, mode, hand, scores) and exit":
        "列出存档（时间、规则、模式、盘数、分数）后退出",
    "Play N hands headless (as many 16-hand matches as needed) with bots. With --json the "
    "last line printed is one JSON object of figures.":
        "让电脑无界面打 N 盘（需要几场 16 盘的比赛就打几场）。加 --json 时最后一行是一个"
        "包含数据的 JSON 对象。",
    "number of hands to play": "要打的盘数",
    "seed of the first match (default 0)": "第一场比赛的种子（默认 0）",
    "four bot levels, comma-separated (default: four random bots)":
        "四家电脑水平，用逗号分隔（默认：四个随机电脑）",
    "mcr (default), mcr-competition, sichuan (Chengdu) or sichuan-sbr":
        "mcr（默认）、mcr-competition、sichuan（成都）或 sichuan-sbr",
    "wall (default) or per_seat (duplicate-style draw queues)":
        "wall（默认）或 per_seat（复式赛式的各家摸牌序列）",
    "write the game record(s); with several matches FILE-1.jsonl, FILE-2.jsonl, ... "
    "(stem-k.suffix); an existing file is never overwritten":
        "写出对局记录；多场比赛时为 FILE-1.jsonl、FILE-2.jsonl……（名称-k.后缀）；"
        "已有的文件绝不覆盖",
    "print the figures as one JSON line": "把数据打印成一行 JSON",
    "check the table invariants after every event and action and replay every record "
    "(slow; for soak runs)": "每个事件和动作后检查牌桌不变量，并重放每份记录（慢；用于长时间测试）",
    "Open a game record in the replay viewer, or with --verify re-apply its actions and "
    "check every event; exit 0 only if identical.":
        "在回放界面打开对局记录，或用 --verify 重新执行其中的动作并核对每个事件；"
        "完全一致时才以 0 退出。",
    "a game record: a path, or a file name or number as 'resume --list' prints them":
        "一份对局记录：路径，或 'resume --list' 列出的文件名或编号",
    "replay headless and check the record; prints a one-line verdict":
        "无界面重放并核对记录；打印一行结论",
    "Replay a game record and, for every decision of a human seat, show what the expert "
    "bot would have done with the hint panel's figures for both (shanten after it, live "
    "useful tiles, the 8-fan route), then a summary: the decisions that differed most, "
    "the deal-ins and the wins passed. Human seats come from the record; --seat picks "
    "others (e.g. in a bots-only record).":
        "重放对局记录，对真人的每个决定显示高级电脑会怎么做，并给出两者的提示面板数据"
        "（之后的向听数、有效牌余数、8 番路线），最后是总结：差别最大的决定、点炮和放过的"
        "和牌。真人座位取自记录；--seat 可指定其他座位（例如只有电脑的记录）。",
    "a game record (.jsonl)": "一份对局记录（.jsonl）",
    "review player N (0-3) instead of the record's human seats; repeat for several":
        "复盘玩家 N（0-3），代替记录中的真人座位；可重复以指定多位",
    "list only the decisions that differ from the expert's": "只列出与高级电脑不同的决定",
    "print the review as JSON": "把复盘打印成 JSON",
    "Score a winning hand: MCR as the Botzone/IJCAI reference calculator does, or Sichuan "
    "(Chengdu or SBR 2025 rules).":
        "为和牌算番：国标按 Botzone/IJCAI 参考算番器的算法，或四川麻将（成都或 SBR 2025 规则）。",
    "the rules to score by (default mcr)": "算番所用规则（默认 mcr）",
    'concealed tiles, e.g. "123m 456p 789s EE 5p"': '手里的牌，例如 "123m 456p 789s EE 5p"',
    "a declared meld (repeatable); see below": "一个已亮出的副露（可重复）；见下文",
    "the winning tile (default: last tile of HAND)": "和的那张牌（默认：HAND 的最后一张）",
    "won on own draw (自摸)": "自摸和牌",
    "the winning tile is the last copy (和绝张)": "和的是最后一张（和绝张）",
    "self-drawn on a kong's replacement tile (杠上开花)": "杠后补牌自摸（杠上开花）",
    "won by robbing a kong (抢杠和)": "抢杠和",
    "last tile of the wall (妙手回春 self-drawn / 海底捞月 on a discard; Sichuan 海底)":
        "牌墙最后一张（自摸为妙手回春，点和为海底捞月；四川为海底）",
    "Sichuan: the declared void suit m, p or s": "四川：定缺的花色 m、p 或 s",
    "Sichuan: self-drawn on one's kong replacement (杠上花)": "四川：杠后补牌自摸（杠上花）",
    "Sichuan: won on the discard made right after a kong (杠上炮)":
        "四川：和别人杠后打出的牌（杠上炮）",
    "Sichuan: 天胡 (dealer's first 14)": "四川：天胡（庄家起手 14 张）",
    "Sichuan: 地胡 (non-dealer, first go-around)": "四川：地胡（闲家第一圈）",
    "Sichuan: change a scoring option of the preset (repeatable): cap=N|none, "
    "self_draw_bonus=yes|no, heavenly_earthly=yes|no, linear_points=yes|no (Chengdu)":
        "四川：修改预设的计分选项（可重复）：cap=N|none、self_draw_bonus=yes|no、"
        "heavenly_earthly=yes|no、linear_points=yes|no（成都）",
    "seat wind E/S/W/N (default E)": "门风 E/S/W/N（默认 E）",
    "prevalent (round) wind E/S/W/N (default E)": "圈风 E/S/W/N（默认 E）",
    "flowers held (0-8)": "花牌数（0-8）",
    "fan minimum 0..88, flowers not counted (default 8)": "起和番数 0..88，不计花牌（默认 8）",
    "print the result as JSON": "把结果打印成 JSON",
    "score every situation of a JSONL corpus": "为 JSONL 语料中的每个局面算番",
    "where --batch writes its answers (default: standard output); a symbolic link, "
    "device, FIFO or directory is refused":
        "--batch 的答案写到哪里（默认：标准输出）；符号链接、设备、FIFO 或目录会被拒绝",
    "language of the output (default: from settings, else the system locale)":
        "输出语言（默认：按设置，否则按系统语言环境）",
    "language of the interface and messages, for this run (default: from settings, "
    "else the system locale)": "本次运行的界面和提示语言（默认：按设置，否则按系统语言环境）",
    "language of the text (default: from settings, else English)":
        "文字的语言（默认：按设置，否则英文）",
    "Run a benchmark and print measured figures (--json for one JSON line).":
        "运行基准测试并打印测得的数据（--json 输出一行 JSON）。",
    "fan calculator throughput vs the reference": "算番器吞吐量（对比参考实现）",
    "Sichuan scoring throughput (batch path, scorer, omu checker)":
        "四川计分吞吐量（批量路径、计分器、omu 校验器）",
    "duplicate evaluation of a candidate bot against a baseline": "复式评测：候选电脑对基准电脑",
    "table UI latency (discard to screen) and start-up time":
        "牌桌界面延迟（打牌到上屏）和启动时间",
    "peak and final memory of bots over N hands and a watch match, with cache sizes and "
    "hit rates": "电脑打 N 盘和一场观战时的峰值与最终内存，以及缓存大小和命中率",
    "hand analysis speed: shanten calls per second, against MahjongGB":
        "手牌分析速度：每秒向听数计算次数，对比 MahjongGB",
    "time to compute the hint panel": "计算提示面板的时间",
    "hand-overs per hot-seat match (humans answered by a scripted policy)":
        "同机对战每场的交接键盘次数（真人由脚本策略代答）",
    "oracle corpus JSONL (default: ../shared/mcr-oracle/corpus.jsonl)":
        "参考语料 JSONL（默认：../shared/mcr-oracle/corpus.jsonl）",
    "print the figures as JSON": "把数据打印成 JSON",
    "timed passes; the best is reported (default 3)": "计时轮数；报告最好的一轮（默认 3）",
    "Sichuan oracle corpus (default: shared/sichuan-oracle/corpus.jsonl found above the "
    "package)": "四川参考语料（默认：包目录之上找到的 shared/sichuan-oracle/corpus.jsonl）",
    "bot level under test": "受测电脑水平",
    "bot level to beat": "要战胜的电脑水平",
    "walls to play (default 300)": "要打的牌墙数（默认 300）",
    "seed of the walls (default 0)": "牌墙种子（默认 0）",
    "rules of the walls (default mcr)": "牌墙所用规则（默认 mcr）",
    "worker processes (default 1; results do not depend on it)":
        "工作进程数（默认 1；结果与之无关）",
    "print the figures as one JSON object on the last line": "在最后一行把数据打印成一个 JSON 对象",
    "discard presses to time": "计时的打牌次数",
    "start-up runs to time": "计时的启动次数",
    "game seed": "对局种子",
    "measure with the hint panel open": "打开提示面板时测量",
    "hands per run, comma-separated, one child process each (default 200)":
        "每轮的盘数，用逗号分隔，每轮一个子进程（默认 200）",
    "seed of the first match (default 2)": "第一场比赛的种子（默认 2）",
    "four bot levels (default: four expert bots)": "四家电脑水平（默认：四个高级电脑）",
    "skip the watch-match run": "跳过观战比赛那一轮",
    "random hands (default 20000)": "随机手牌数（默认 20000）",
    "seed of the hands (default 0)": "手牌种子（默认 0）",
    "print one JSON object": "打印一个 JSON 对象",
    "hands to play": "要打的盘数",
    "matches per count of humans": "每种真人人数的比赛场数",
    "seed of the first match": "第一场比赛的种子",
    "level of the bots and of the policy playing the humans' turns":
        "电脑的水平，也是代真人出牌的策略的水平",
    "hands per match (default: a full match)": "每场盘数（默认：整场）",
    "one JSON line per count": "每种人数一行 JSON",
    "the rules of the matches": "比赛所用规则",
    "Statistics over every finished hand and match in the history database (definitions "
    "in docs/persistence.md).":
        "历史数据库中所有已完成的盘和比赛的统计（定义见 docs/persistence.md）。",
    "print machine-readable JSON": "打印机器可读的 JSON",
    "history database (default: in the data dir)": "历史数据库（默认：在数据目录中）",
    "Replay a game record (checking it) and write a text account: every hand's deal and "
    "play, each win with its fan breakdown, payments and scores.":
        "重放对局记录（同时核对）并写成文字：每盘的配牌和打法，每次和牌的番种明细、"
        "支付和分数。",
    "write to OUT instead of standard output (never overwrites the record; OUT must be "
    "a regular file or not exist: a symbolic link, device, FIFO or directory is refused "
    "and left as it is)":
        "写到 OUT 而不是标准输出（绝不覆盖记录本身；OUT 必须是普通文件或尚不存在："
        "符号链接、设备、FIFO 或目录会被拒绝，原样保留）",
    "only deals and results, without the play-by-play": "只写配牌和结果，不写逐步打法",
    "bot level: random, beginner, standard, expert, master":
        "电脑等级：random、beginner、standard、expert、master",
    "thinking time of master bots per decision (default: from settings, else 300)":
        "master 电脑每步的思考时间（默认取设置，否则 300）",
    "every player agrees to the hint panel (key i); without it the panel stays off in "
    "this game, resumed or not":
        "每位玩家都同意使用提示面板（i 键）；否则本局（包括继续时）不开提示面板",
    "worker processes, one match each at a time (default 1; the figures do not depend on it)":
        "工作进程数，每个进程一次一场（默认 1；结果与此无关）",
    "master: thinking time per decision (default 300)": "master：每步思考时间（默认 300）",
    "master: count the budget in playouts (--playouts)": "master：按推演次数计预算（--playouts）",
    "master with --deterministic: playouts per decision (default 120)":
        "master 加 --deterministic：每步推演次数（默认 120）",
    "Score a winning hand: MCR as the Botzone/IJCAI reference calculator does, Sichuan "
    "(Chengdu or SBR 2025 rules), Beijing, Jindi, Guizhou or Hangzhou (财神).":
        "计算和牌：国标按 Botzone/IJCAI 参考算番器计算，也可算四川（成都或 SBR 2025 规则）、"
        "北京、金地、贵州或杭州（财神）。",
    "Sichuan, Hangzhou: self-drawn on one's kong replacement (杠上花, 杠开)":
        "四川、杭州：杠后补牌自摸（杠上花、杠开）",
    "Hangzhou: the 财神 (wild) kind": "杭州：财神（百搭）是哪种牌",
    "Hangzhou: 财飘 in a row before this self-draw (default 0)":
        "杭州：这次自摸之前连续财飘的次数（默认 0）",
    "Guizhou: won on the discard made right after a kong (热炮)":
        "贵州：和的是杠后打出的牌（热炮）",
    "Beijing, Jindi: the winner deals this hand": "北京、金地：和牌者是本盘庄家",
    "Beijing, Jindi: the discarder deals this hand": "北京、金地：放炮者是本盘庄家",
    "Beijing: the floor of 上楼, 0-2 (one fan each)": "北京：上楼的楼层，0-2（每层一番）",
    "Jindi: a payer who never opened: dealer, discarder, other or all (repeatable)":
        "金地：从未开门的付款人：dealer、discarder、other 或 all（可重复）",
    "playout hands per second from mid-hand positions (random policy)":
        "从盘中局面每秒推演的盘数（随机策略）",
    "master: count the budget in playouts (--playouts), so the run is the same on any machine":
        "master：按推演次数计预算（--playouts），在任何机器上结果都相同",
    "append each wall's measurements to FILE as a JSON line, in wall order, as they come (a "
    "long run can be summarised before it ends, see load_wall_log)":
        "每副牌墙测完就按顺序把结果作为一行 JSON 追加到 FILE（长时间的测试结束前也能汇总，"
        "见 load_wall_log）",
    "the rules to play (a ruleset name, default mcr)": "规则（规则名，默认 mcr）",
    "positions (default 8)": "局面数（默认 8）",
    "playouts to time (default 3000)": "计时的推演次数（默认 3000）",
    "seed of the deals (default 0)": "发牌种子（默认 0）",
    "the rules to score by: mcr (default), sichuan, sichuan-sbr, guizhou, hangzhou, "
    "hangzhou-fixed, beijing or jindi":
        "计分规则：mcr（默认）、sichuan、sichuan-sbr、guizhou、hangzhou、hangzhou-fixed、"
        "beijing 或 jindi",
    # Online play: the table server and the client that joins it.
    "host tables that players join from other machines": "开设牌桌，让其他电脑上的玩家加入",
    "play at a table on a server": "到服务器上的牌桌打牌",
    "Connect to a table server ('mahjong-tui server'). Opens the lobby: list, create, join or "
    "watch rooms. With --bot, a bot plays a seat without a screen.":
        "连接牌桌服务器（'mahjong-tui server'）。打开大厅：列出、创建、加入或观看房间。"
        "带 --bot 时由电脑无界面地坐一个座位。",
    "the server (port 7788 if none)": "服务器地址（不写端口时为 7788）",
    "join this room at once": "直接加入这个房间",
    "your name at the table": "你在牌桌上的名字",
    "the room's password": "房间密码",
    "watch the room instead of playing": "观看这个房间而不参与",
    "play the seat with a bot of this level, without a screen":
        "由这个等级的电脑无界面地坐这个座位",
    "create a room with the options below (the default for --bot without --room)":
        "按下面的选项创建房间（带 --bot 而不带 --room 时的默认做法）",
    "rules of a new room (default: mcr)": "新房间的规则（默认：mcr）",
    "hands to play in a new room (default: a whole match)": "新房间要打的盘数（默认：一整场）",
    "seats for players in a new room; bots take the rest (default 1)":
        "新房间给玩家的座位数，其余由电脑坐（默认 1）",
    "bot level of a new room's empty seats (default: standard)":
        "新房间空座位的电脑等级（默认：standard）",
    "seconds per decision in a new room (default 0: no timer)":
        "新房间每次决定的秒数（默认 0：不计时）",
    "time bank in seconds in a new room (default 0)": "新房间的备用时间秒数（默认 0）",
    "seconds before a bot plays a dropped player's seat (default 10)":
        "玩家掉线多少秒后由电脑代打（默认 10）",
    "seconds every discard stays open in a new room (default 1)":
        "新房间里每张打出的牌可供吃碰杠和的秒数（默认 1）",
    "the bot's seed (with --bot)": "电脑的随机种子（与 --bot 一起用）",
    "Run a table server: players connect with 'mahjong-tui join HOST'. Rooms are kept on disk "
    "and continue after a restart.":
        "运行牌桌服务器：玩家用 'mahjong-tui join HOST' 连接。房间保存在磁盘上，重启后继续。",
    "address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for every network)":
        "监听的地址（默认 127.0.0.1：仅本机；0.0.0.0：所有网络）",
    "port to listen on (default 7788)": "监听的端口（默认 7788）",
    "folder the rooms are kept in (default: the game's data folder)":
        "保存房间的文件夹（默认：游戏的数据文件夹）",
    "processes for the bots' decisions (default 2)": "电脑做决定用的进程数（默认 2）",
    "rooms of four clients on a table server: actions/s, round trip, memory":
        "牌桌服务器上每房四个客户端：每秒动作数、往返时间、内存",
}
"""Every help and description text of the command line, by its English text. A long
epilog is translated beside its English: a parser's ``zh_epilog`` attribute."""


def _rules_help() -> None:
    """``simulate --ruleset`` lists the registered rulesets: its Chinese is built the
    same way."""
    from mahjong_tui.rulesets import ruleset_names

    names = ", ".join(ruleset_names())
    HELP_ZH[f"the rules: {names} (default mcr)"] = f"规则：{names}（默认 mcr）"


_rules_help()


_NO_LINE_START = frozenset("。，、；：）」』！？")


def _cells(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _wrap(text: str, width: int) -> list[str]:
    """Greedy lines of at most ``width`` terminal cells: Chinese breaks between any
    two characters, other text between words."""
    tokens = re.findall(r"[ -~]+?(?= |$|[^ -~])| |[^ -~]", " ".join(text.split()))
    lines: list[str] = []
    line = ""
    for token in tokens:
        # Closing punctuation never starts a line (it may overhang by one character).
        if line and _cells(line + token) > width and token not in _NO_LINE_START:
            lines.append(line.rstrip())
            line = token.lstrip()
        else:
            line += token
    if line.strip():
        lines.append(line.rstrip())
    return lines


class _ChineseUsage(argparse.HelpFormatter):
    """Heads the usage line with ``用法：`` and wraps by terminal cells (a Chinese
    character takes two)."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return _wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(indent + line for line in _wrap(text, width - len(indent)))

    def add_usage(self, usage: str | None, actions: object, groups: object,
                  prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups,  # type: ignore[arg-type]
                          prefix if prefix is not None else ARGPARSE_ZH["usage: "])


class _ChineseRawUsage(argparse.RawDescriptionHelpFormatter, _ChineseUsage):
    """As :class:`_ChineseUsage`, keeping the description's and epilog's lines."""


def _zh(text: str | None) -> str | None:
    if text is None or text == argparse.SUPPRESS:
        return text
    return HELP_ZH.get(text, ARGPARSE_ZH.get(text, text))


class LanguageAwareParser(argparse.ArgumentParser):
    """A parser that adds some options only when it is used (see ``bench``) and must
    then translate them too: :func:`translate_parser` tells it the language."""

    help_language = "en"


def translate_parser(parser: argparse.ArgumentParser, lang: str) -> None:
    """Put every help text of ``parser`` and its subcommands in ``lang`` (``zh``;
    English is the texts as written)."""
    if isinstance(parser, LanguageAwareParser):
        parser.help_language = lang
    if lang != "zh":
        return
    parser.description = _zh(parser.description)
    parser.epilog = getattr(parser, "zh_epilog", None) or _zh(parser.epilog)
    formatter = parser.formatter_class
    raw = isinstance(formatter, type) and issubclass(formatter,
                                                    argparse.RawDescriptionHelpFormatter)
    parser.formatter_class = _ChineseRawUsage if raw else _ChineseUsage
    for group in parser._action_groups:
        if group.title is not None:
            group.title = ARGPARSE_ZH.get(group.title, group.title)
    for action in parser._actions:
        action.help = _zh(action.help)
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                choice.help = _zh(choice.help)
            for sub in set(action.choices.values()):
                translate_parser(sub, lang)
