"""English."""

from __future__ import annotations

from mahjong_tui.i18n.catalogue import Catalogue

__all__ = ["EN"]

_KEYS = ("I am ready", "back", "cancel", "chow", "close", "continue", "discard", "done",
         "end", "faster", "follow", "hands", "help", "hot-seat 2", "hot-seat 3", "hot-seat 4",
         "jump", "kong", "log", "new game", "next", "next hand", "no", "pass", "pause",
         "play/pause", "prev hand", "pung", "quit", "resume", "settings", "slower", "start",
         "statistics", "step", "take highlighted", "undo", "watch", "win", "yes", "fans",
         "calculator", "hints", "review")

HELP = """\
KEYS
  ← → (h l)   move between your tiles   1-9 0 ! @ # $  tiles 1..14
  Enter or d  discard the chosen tile   click a tile   choose it;
              click it again to discard (settings: click discard = at once)
  w  win      k  kong (several: list)   c  chow (several: list)
  p  pung     x or Esc  pass a claim    digits choose in a prompt
  ?  help     o  settings   q  leave (asks first)   L  the log
  u  undo your last decision (games against bots)
  i  hints   e  fan encyclopedia   s  what-if fan calculator
WATCH MODE
  space pause/resume   n step one action   + / - speed
  a all hands on/off   f follow next seat  1-4 follow a seat
TILE LETTERS
  1m-9m characters   1p-9p dots   1s-9s bamboo
  E S W N  the winds East, South, West, North
  C F P    the dragons: red (C), green (F), white (P)
  Sp Su Au Wi  the seasons   Pl Or Ch Bm  plum, orchid, chrysanthemum,
  bamboo (flowers: set aside, 1 fan each for a winner)
  345m<S   a meld: the tile in reverse video came from the South seat
RULES (Chinese Official, MCR)
  144 tiles: three suits 1-9, four winds, three dragons, 8 flowers.
  Win with 4 sets and a pair (or 7 pairs, 13 orphans, knitted hands)
  worth at least 8 fan, flowers not counted. Chow only from the player
  on your left; pung/kong from anyone; win beats pung/kong beats chow.
  Self-drawn: everyone pays 8 + fan. On a discard: the discarder pays
  8 + fan, the others 8 each. The dealer passes every hand; 16 hands
  make a match; final table points 4/2/1/0 (tied players share the
  points of the places they tie for: two tied first get 3 each).
  Hot-seat: when the curtain shows, hand the keyboard to the player
  it names; only that player's hand is ever on screen.
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
    ),
    keys={k: k for k in _KEYS},
    speeds={s: s for s in ("instant", "fast", "normal", "slow", "step")},
    setting_names={"tile_style": "tile style", "bot_level": "bot level", "speed": "speed",
                   "language": "language", "click": "click on a tile",
                   "fan_names": "fan names", "bell": "bell on your turn",
                   "hints": "hint panel"},
    setting_values={"zh": "中文", "en": "English", "select": "select, then discard",
                    "discard": "discard at once", "language": "in this language",
                    "both": "Chinese and English", "off": "off", "on": "on"},
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
    log_false_win="{name} declares a false win on {tile} ({what}) and pays {penalty} to each",
    false_not_ready="not even ready",
    false_not_legal="not a legal win",
    log_exhausted="The wall is exhausted: the hand is a draw",
    log_hand_ended="Hand {n} ends: {parts}",
    log_match_over="Match over: {parts}",
    log_delta="{name} {delta}",
    log_standing="{rank}. {name} {score} ({points})",
    log_sep=", ",
    log_reason="  ({name}: {reason})",
    help_text=HELP,
    settings_title="Settings",
    save="Save",
    too_small=("Terminal too small: {w}x{h}. mahjong-tui needs at least {min_w}x{min_h}; "
               "please enlarge the window."),
    start_title=" mahjong-tui\n Chinese Official (MCR) mahjong",
    start_play="New game vs 3 bots  [n]",
    start_hotseat="Hot-seat: {n} humans  [{n}]",
    start_watch="Watch bots play  [w]",
    start_resume="Resume a saved game  [r]",
    start_stats="Statistics  [t]",
    start_encyclopedia="Fan encyclopedia  [e]",
    start_calculator="What-if calculator  [s]",
    start_help="Help  [?]",
    start_settings="Settings  [o]",
    start_quit="Quit  [q]",
    names_title="Players' names",
    names_hint="Enter: next name, then start · empty: the name shown · Esc: back",
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
    export_payments="  Payments: {payments}",
    export_drawn="Drawn hand: nobody won",
    export_result="Hand {n} result: {deltas}",
    export_final="=== Final standings ===",
    export_standing="{rank}. {name}: {score} points, {points} table points",
)
