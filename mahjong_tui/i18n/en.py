"""English."""

from __future__ import annotations

from mahjong_tui.i18n.catalogue import Catalogue
from mahjong_tui.i18n.coach_words import COACH_EN

__all__ = ["EN"]

_KEYS = ("I am ready", "back", "cancel", "chow", "close", "continue", "discard", "done",
         "end", "faster", "follow", "hands", "help", "hot-seat 2", "hot-seat 3", "hot-seat 4",
         "jump", "kong", "log", "new game", "next", "next hand", "no", "pass", "pause",
         "play/pause", "prev hand", "pung", "quit", "resume", "settings", "slower", "start",
         "statistics", "step", "take highlighted", "undo", "watch", "win", "yes", "fans",
         "calculator", "hints", "review", "pick", "give three", "suggested", "declare", "no claim",
         "characters", "dots", "bamboo")

HELP_KEYS = """\
KEYS
  ← → (h l)   move between your tiles   1-9 0 ! @ # $  tiles 1..14
  Enter or d  discard the chosen tile   click a tile   choose it;
              click it again to discard (setting: one click discards)
  w  win      k  kong (several: list)   c  chow (several: list)
  p  pung     x or Esc  pass a claim    digits choose in a prompt
  ?  help     o  settings   q  leave (asks first)   L  the log
  u  undo your last decision (games against bots)
  i  hints   e  fan encyclopedia   s  what-if fan calculator
WATCH MODE
  space pause/resume   n step one action   + / - speed
  a all hands on/off   f follow next seat  1-4 follow a seat
HOT-SEAT
  When the curtain shows, hand the keyboard to the player it names;
  only that player's hand is ever on screen. After a discard the call
  window shows the table to everyone: press your number to claim the
  tile (your options, or only pass, behind a curtain); Space, Enter or
  Esc: nobody claims. Settings: a claim timer, and auto-pass claims
  (never chow / pass all but wins), kept per name.
ONLINE
  t  a chat line to the table. No undo. A dropped player shows as (away);
  the room's bot plays their seat after the room's wait. With a timer the
  status line counts down; at zero the bot decides and the log says so.
  q leaves the table (a bot plays your seat); join the room again to
  take it back.
"""

HELP_EXCHANGE = """\
EXCHANGE THREE (换三张)
  ← → move   space pick/unpick   Enter give the three   r suggested
  the three you received show on green until your first discard
"""

HELP_VOID = """\
VOID SUIT (定缺)
  m p s or ↑ ↓  choose the suit   Enter  declare it
  the tiles of your void suit show on red: discard them first
"""

HELP_TILES = """\
TILE LETTERS
  1m-9m characters   1p-9p dots   1s-9s bamboo
  E S W N  the winds East, South, West, North
  C F P    the dragons: red (C), green (F), white (P)
"""

HELP_FLOWERS = """\
  Sp Su Au Wi  the seasons   Pl Or Ch Bm  plum, orchid, chrysanthemum,
  bamboo (flowers: set aside, 1 fan each for a winner)
"""

HELP_WILDS = """\
  财神 (wild): on gold in your hand; the centre shows which kind is wild
"""

HELP_MELDS = """\
  345m<S   a meld: the tile in reverse video came from the South seat
"""

HELP_MCR = """\
RULES (Chinese Official, MCR)
  144 tiles: three suits 1-9, four winds, three dragons, 8 flowers.
  Win with 4 sets and a pair (or 7 pairs, 13 orphans, knitted hands)
  worth at least 8 fan, flowers not counted. Chow only from the player
  on your left; pung/kong from anyone; win beats pung/kong beats chow.
  Self-drawn: everyone pays 8 + fan. On a discard: the discarder pays
  8 + fan, the others 8 each. The dealer passes every hand; 16 hands
  make a match; final table points 4/2/1/0 (tied players share the
  points of the places they tie for: two tied first get 3 each).
"""

EN = Catalogue(
    code="en",
    winds=("East", "South", "West", "North"),
    second_person=(
        ("You is dealt", "You are dealt"), ("on You's", "on your"), ("into You's", "into your"),
        ("robbing You's", "robbing your"), ("You's", "Your"), ("You deals", "You deal"),
        ("You throws", "You throw"), ("You sets", "You set"), ("You draws", "You draw"),
        ("You discards", "You discard"), ("You chows", "You chow"), ("You pungs", "You pung"),
        ("You kongs", "You kong"), ("You declares", "You declare"), ("You adds", "You add"),
        ("You wins", "You win"), ("You pays", "You pay"), ("from You", "from you"),
        ("on You,", "on you,"), ("You passes", "You pass"), ("to You,", "to you,"),
    ),
    keys={k: k for k in _KEYS},
    speeds={s: s for s in ("instant", "fast", "normal", "slow", "step")},
    setting_names={"tile_style": "tile style", "bot_level": "bot level", "speed": "speed",
                   "language": "language", "click": "click on a tile",
                   "fan_names": "fan names", "bell": "bell on your turn",
                   "hints": "hint panel", "claim_timer": "claim timer (hot-seat)",
                   "auto_pass": "auto-pass claims"},
    setting_values={"zh": "中文", "en": "English", "select": "select, then discard",
                    "discard": "discard at once", "language": "in this language",
                    "both": "Chinese and English", "off": "off", "on": "on",
                    "no-chow": "never chow", "wins-only": "pass all but wins",
                    "3": "3 s", "5": "5 s", "10": "10 s"},
    messages={},
    you="You",
    bot="Bot {n}",
    player="Player {n}",
    watching="Watching {name}",
    all_hands=" · all hands",
    speed=" · speed {speed}",
    paused=" · PAUSED",
    your_turn="{who}: your turn · ←→ or 1-9 pick · Enter discard",
    claim_or_pass="{who}: claim or pass",
    waiting_for="Waiting for {names}",
    not_saved="· NOT SAVED",
    no_kind_now="No {kind} possible now",
    not_your_turn="Not your turn",
    no_undo_hotseat="No undo in hot-seat games",
    no_undo_online="No undo at an online table",
    name_list_sep=", ",
    kind_win="win",
    kind_pung="pung",
    kind_kong="kong",
    kind_chow="chow",
    kind_pass="pass",
    act_discard="discard {tile}",
    act_chow="chow {meld}",
    act_pung="pung {tile}",
    act_kong="kong {tile}",
    act_concealed_kong="concealed kong {tile}",
    act_add_kong="add kong {tile}",
    act_win="win",
    act_pass="pass",
    dealer_mark="dealer",
    flowers="flowers",
    round_hand="{round} round  hand {n}",
    dealer_is="dealer {name}",
    dice="dice {pairs}",
    wall_left="wall {n} left",
    offer="offer {tile} {name}",
    call_chow="Chow!",
    call_pung="Pung!",
    call_kong="Kong!",
    call_win="{name}: Win! ({how}, {fan} fan)",
    call_draw="Draw: the wall is exhausted",
    called="{name}: {call}",
    prompt_discards="{name} ({wind}) discards {tile}",
    prompt_adds="{name} ({wind}) adds {tile} to a pung",
    prompt_ways_to_chow="{n} ways to chow: press c to choose",
    prompt_hint="1-{n} or the letters choose · ←→ and Enter · Esc passes",
    prompt_hint_pass_only="Enter, x or Esc: pass",
    choice_hint="1-{n} choose · ←→ and Enter · Esc goes back",
    no_kind_here="No {kind} possible here",
    choose_range="Choose 1-{n}",
    which_kong="Which kong?",
    which_one="Which one?",
    call_window="To claim it, press your number: {who}",
    call_who="{key} {name}",
    call_none="Space, Enter or Esc: nobody claims",
    call_timer=" · goes on in {n} s",
    auto_pass_of="auto-pass claims ({name})",
    saving="Saving",
    curtain=("Pass the keyboard to {name} ({wind}).\n\n"
             "{name}: press Enter when the others cannot see the screen."),
    leave_game="Leave this game?",
    leave_saved="It is saved: Resume continues it.",
    leave_unsaved="It is not saved.",
    confirm_hint="y or Enter: yes · n or Esc: no",
    score_draw="Hand {n}: draw. ",
    score_exhausted="The wall is exhausted; nobody won and no points move.",
    score_nobody="Nobody won.",
    score_wins="Hand {n}: {name} wins on {tile} ({how})",
    how_self_drawn="self-drawn",
    how_on_discard="on {name}'s discard",
    how_robbing="robbing {name}'s kong",
    col_fan="Fan",
    col_points="pts",
    col_count="x",
    col_sum="sum",
    col_sets="sets",
    total="Total",
    next_hand="Enter: next hand",
    standings_title="Final standings",
    col_rank="#",
    col_player="Player",
    col_match_points="points",
    col_table_points="table",
    done="Enter: done",
    log_hand_started="Hand {n} ({round} round): {name} deals",
    log_wall_built="The wall is built: 4 x {stacks} stacks",
    log_dice="{name} throws {a}+{b} = {sum}",
    log_wall_broken="The wall is broken {n} stacks into {name}'s wall",
    log_dealt="{name} is dealt {tiles}",
    log_dealt_hidden="{name} is dealt {n} tiles",
    log_flower="{name} sets aside {tile}",
    log_flower_replaced="{name} sets aside {tile} and draws a replacement",
    log_flower_replaced_tile="{name} sets aside {tile} and draws a replacement ({drawn})",
    log_drew="{name} draws a tile",
    log_drew_tile="{name} draws {tile}",
    log_drew_replacement="{name} draws a replacement",
    log_drew_replacement_tile="{name} draws a replacement ({tile})",
    log_discarded="{name} discards {tile}",
    log_chowed="{name} chows {meld} from {other}",
    log_punged="{name} pungs {tile} from {other}",
    log_konged="{name} kongs {tile} from {other}",
    log_concealed_kong="{name} declares a concealed kong",
    log_concealed_kong_tile="{name} declares a concealed kong of {tile}",
    log_added_kong="{name} adds {tile} to a pung",
    log_won="{name} wins on {tile} ({how}): {fan} fan",
    log_won_points="{name} wins on {tile} ({how}): {points} points each",
    log_false_win="{name} declares a false win on {tile} ({what}) and pays {penalty} to each",
    false_not_ready="not even ready",
    false_not_legal="not a legal win",
    log_exhausted="The wall is exhausted",
    log_hand_ended="Hand {n} ends: {parts}",
    log_match_over="Match over: {parts}",
    log_delta="{name} {delta}",
    log_standing="{rank}. {name} {score} ({points})",
    log_payment="{name}: {what}: {parts}",
    payment_reasons={"kong": "kong", "kong transfer": "kong income handed to the winner (呼叫转移)",
                     "kong refund": "kong income refunded",
                     "flower pig": "holding three suits (查花猪)",
                     "not ready": "not ready at the draw (查大叫)", "penalty": "penalty",
                     "dou": "kong money (豆)",
                     "hot shot": "discard won right after a kong (热炮)",
                     "kong money": "kong money (杠钱)", "follow dealer": "dealer followed (跟庄)"},
    log_sep=", ",
    log_reason="  ({name}: {reason})",
    master_reason="{action}: {win}% win, {points:+.1f} pts expected over {playouts} playouts",
    master_win="win: taken, as the expert would",
    log_won_times="{name} wins on {tile} ({how}): ×{times}",
    log_turned_up="Turned up: {tiles}",
    log_exchange_direction="The die shows {die}: the tiles go {where}",
    exchange_where={1: "to the next player", 2: "across", 3: "to the previous player"},
    log_exchanged="{name} passes {given} to {to}, receiving {received}",
    log_hidden_tiles="{n} tiles",
    log_voids="Void suits: {parts}",
    log_void="{name} {letter}",
    log_abandoned="The hand is a draw: {reason}",
    notes={"wilds": "wild", "indicator": "turned up", "floor": "floor",
           "kept_back": "kept back", "dou": "dou"},
    help_keys=HELP_KEYS,
    help_exchange=HELP_EXCHANGE,
    help_void=HELP_VOID,
    help_tiles=HELP_TILES,
    help_flowers=HELP_FLOWERS,
    help_wilds=HELP_WILDS,
    help_melds=HELP_MELDS,
    help_rules={"mcr": HELP_MCR},
    settings_title="Settings",
    save="Save",
    too_small=("Terminal too small: {w}x{h}. mahjong-tui needs at least {min_w}x{min_h}; "
               "please enlarge the window."),
    start_title=" mahjong-tui\n Chinese Official (MCR) mahjong",
    start_play="New game vs 3 bots  [n]",
    start_hotseat="Hot-seat: {n} humans  [{n}]",
    start_watch="Watch bots play  [w]",
    start_online="Play online  [l]",
    start_resume="Resume a saved game  [r]",
    start_stats="Statistics  [t]",
    start_encyclopedia="Fan encyclopedia  [e]",
    start_calculator="What-if calculator  [s]",
    start_help="Help  [?]",
    start_settings="Settings  [o]",
    start_quit="Quit  [q]",
    start_rules="Rules: {name}  [u]",
    rules_title="Which rules?",
    rules_in_use="Rules in use: {name}",
    rules_names={},
    sichuan_void="void {suit}",
    sichuan_won="won {place}",
    sichuan_balance="hand {delta}",
    sichuan_void_first="{suit} first (void suit)",
    sichuan_bright_only="only the bright tiles may be discarded",
    sichuan_exchange_title="换三张 Exchange three: ",
    sichuan_exchange_help="pick three tiles of one suit to pass on;\nthe die then says where "
                          "they go.\n",
    sichuan_suggested="Suggested: {tiles}",
    sichuan_exchange_keys="  (←→ move · space pick · Enter give · r suggested)",
    sichuan_three_picked="Three are picked: unpick one first",
    sichuan_pick_three="Pick three tiles of one suit ({n} picked)",
    sichuan_void_title="定缺 Void suit: ",
    sichuan_void_help="its tiles must be discarded first;\nit can never be punged, "
                      "konged or won on.\n",
    sichuan_void_option="{letter}  {zh} {en:<10} {n} tiles{suggested}",
    sichuan_suggested_mark=" (suggested)",
    sichuan_void_keys="m/p/s or ↑↓ choose · Enter declares",
    sichuan_gave_received="gave {given} · received {received}",
    sichuan_die="die {die}",
    sichuan_exchange_route="given to {to}, received from {giver}",
    sichuan_win_callout="{name} wins {place} ({how}, {tile})",
    sichuan_callout_on="on {name}",
    sichuan_multiple_callout="一炮多响 multiple win on {tile}: {who}",
    sichuan_callout_place="{name} ({place})",
    sichuan_hand_over="Hand over: {who}",
    sichuan_hand_over_place="{place} {name}",
    sichuan_draw_callout="Draw: the wall is exhausted",
    sichuan_hand_title="Hand {n}: ",
    sichuan_nobody_won="nobody won",
    sichuan_one_win="1 win",
    sichuan_wins="{n} wins",
    sichuan_wall_exhausted=" · the wall is exhausted",
    sichuan_win_line="{place}  {name} wins on {tile} ({how})",
    sichuan_multiple_win="  一炮多响 multiple win",
    sichuan_plain_win="     平胡 plain win: 0 fan",
    sichuan_fan_line="     {zh} {en}{count}: {total} fan",
    sichuan_fan_total="     = {total} fan{capped}, value {value}",
    sichuan_capped_from=" (capped from {raw})",
    sichuan_payers="     {name} {gain} from {payers}",
    sichuan_payments="Payments",
    sichuan_net_total="Net this hand -> match total",
    sichuan_won_mark="  won {place}",
    sichuan_details={},
    stats_mcr_heading="MCR:",
    sichuan_stats_title="Sichuan (your seats):",
    sichuan_stats_rows=("games with you", "hands", "wins", "multiple wins (一炮多响)",
                        "average fan", "average value", "kong income",
                        "paid as 花猪 (查花猪)", "paid as not ready (查大叫)",
                        "查花猪/查大叫 net"),
    suit_names={"m": "characters", "p": "dots", "s": "bamboo"},
    ordinals=("1st", "2nd", "3rd", "4th"),
    names_title="Players' names",
    names_hint=("Enter: next name, then start · Tab, space: hints for you · empty: the "
                "name shown · Esc: back"),
    names_hints="hints",
    names_hints_note="Hints only if every player ticks their box",
    names_differ="The names must be different",
    saves_title="Resume a saved game",
    saves_hint="started, mode, hand/hands, scores · 1-9 or a click choose · Esc goes back",
    no_saves="No unfinished game to resume",
    replay="Replay",
    replay_titled="Replay {title}",
    replay_hand="hand {k}/{n}",
    replay_action="action {i}/{n}",
    replay_dealt="hand {n} dealt",
    replay_playing="PLAYING",
    replay_keys="←/→ step · [ ] hand · j jump · space play",
    picker_title="Jump to hand (Enter), Esc to cancel",
    picker_line="Hand {n}: {result}",
    in_progress="in progress",
    draw="draw",
    cli_not_a_win="{hand}: not a winning hand",
    cli_col_points="Points",
    cli_col_count="Count",
    cli_col_subtotal="Subtotal",
    cli_without_flowers="Without flowers",
    cli_minimum="{minimum}-fan minimum (without flowers): {verdict}",
    cli_met="met",
    cli_not_met="NOT met",
    cli_sets="sets: {sets}",
    cli_concealed="concealed",
    stats_games="Games finished: {games}    unfinished: {unfinished}",
    stats_hands="Hands: {hands}    drawn (wall exhausted): {draws}",
    stats_columns=("group", "games", "hands", "wins", "win rate", "deal-ins", "deal-in rate",
                   "avg fan", "avg rank", "1st", "points"),
    stats_average_columns={"jindi": "avg 番", "guizhou": "avg points",
                           "hangzhou": "avg doublings"},
    stats_you="you (all human seats)",
    stats_you_vs="you vs {level} bots",
    stats_bots="{level} bots",
    stats_fans="Most frequent fans in your wins:",
    stats_fans_none="Most frequent fans in your wins: none yet",
    stats_fan_line="  {fan}: {n} ({share})",
    export_title=("mahjong-tui game record {file}\n"
                  "Seed {seed}, ruleset {ruleset}, {hands} hand(s) played ({state})\n"
                  "Players: {players}"),
    export_complete="complete match",
    export_unfinished="unfinished game",
    export_hand="=== Hand {n} - {round} round, {name} deals ===",
    export_seats="Seats: {seats}",
    export_scores="Scores: {scores}",
    export_dealt="Dealt to {name}: {tiles}",
    export_hidden="{n} hidden tiles",
    export_win_hand="  Hand: {shown}  + {tile}",
    export_fans="  Fans:",
    export_sets="  Sets: {sets}",
    export_total="{total} fan",
    export_shape="  Shape: {shape}",
    export_raw_fan=" (raw {raw})",
    export_sichuan_total="{total} fan{capped}, value {value}",
    export_payments="  Payments: {payments}",
    export_drawn="Drawn hand: nobody won",
    export_result="Hand {n} result: {deltas}",
    export_final="=== Final standings ===",
    export_standing="{rank}. {name}: {score} points, {points} table points",
    export_words={
        "sep": ", ",
        "beijing_heading": "  Fans (番, added):",
        "beijing_total": "{total} fan{capped}",
        "beijing_capped": " (capped, from {raw})",
        "shares": "  Owed: {shares}",
        "share": "{payer} {amount}",
        "payer_discarder": "the discarder",
        "payer_dealer": "the dealer",
        "payer_non_dealer": "a non-dealer",
        "jindi_heading": "  Bills (番, 1 番 = 1 chip):",
        "jindi_bill": "    {name}: {items} = {total} 番",
        "jindi_total": "    Total from the three payers: {total} 番",
        "guizhou_heading": "  Points (分, each payer):",
        "guizhou_total": "{value} points × {payers} payer(s) = {received}",
        "hangzhou_heading": "  Multipliers (倍):",
        "hangzhou_base": "Base",
        "hangzhou_total": "{base} × {times} = {value} per payer",
        # The sets of a Sichuan shape, as its scorer writes them.
        "set chow": "chow", "set pung": "pung", "set kong": "kong",
        "set added kong": "added kong", "set concealed kong": "concealed kong",
        "set pair": "pair", "set seven pairs": "seven pairs", "set_sep": ", ",
        "pair_sep": "; ",
    },
    family_stats_title="{family} (your seats):",
    family_stats={
        "games": "games", "hands": "hands", "wins": "wins",
        "self_drawn": "self-drawn", "deal_ins": "deal-ins",
        "average_beijing": "avg fan (floors in, capped)",
        "average_jindi": "avg 番 received",
        "average_guizhou": "avg points per payer",
        "average_hangzhou": "avg multiplier ×",
        "floor_wins": "wins up a floor (上楼)", "capped_wins": "capped wins (6 fan / 640)",
        "kong_money": "杠钱 net", "follow_dealer": "跟庄 net",
        "all_pungs_wins": "漂 wins", "closed_wait_wins": "夹和 wins",
        "kong_bloom_wins": "杠上开花 wins",
        "dou_formed": "豆 formed", "dou_net": "豆 net",
        "hot_shot_paid": "热炮 paid", "hot_shot_won": "热炮 received",
        "after_kong_wins": "杠上胡 wins",
        "bao_tou_wins": "暴头 wins", "cai_piao_wins": "财飘 wins",
        "seven_pairs_wins": "七对 wins",
    },
    coach=COACH_EN,
)
