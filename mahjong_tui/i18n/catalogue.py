"""The catalogue type: every string of the user interface, as a field.

Fields hold ``str.format`` templates; the docstring of each group names the
fields a template may use.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_tui.i18n.coach_words import CoachWords

__all__ = ["Catalogue"]


@dataclass(frozen=True, slots=True)
class Catalogue:
    """One language's strings.

    Attributes:
        code: the language code (``en``, ``zh``).
        winds: the four wind names, East first (``东``... or ``East``...).
        keys: footer descriptions of key bindings, by their English description.
        speeds: speed names by setting value.
        setting_names: settings screen labels by setting name.
        setting_values: settings screen choices by value (missing: shown as is).
        messages: other layers' one-line messages (undo's reasons) in this language, by
            their English text (missing: shown as is).
        second_person: replacements that make a sentence about ``you`` grammatical
            (``You discards`` -> ``You discard``, ``You's`` -> ``your``); applied by
            :meth:`speak`.
        coach: the hint panel's words.
    """

    code: str
    winds: tuple[str, str, str, str]
    second_person: tuple[tuple[str, str], ...]
    keys: dict[str, str]
    speeds: dict[str, str]
    setting_names: dict[str, str]
    setting_values: dict[str, str]
    messages: dict[str, str]

    # -- names (setup) --------------------------------------------------------
    you: str
    bot: str  # {n}
    player: str  # {n}

    # -- the table: status line ({who}, {names}, {name}, {speed}, {kind}) ---------
    watching: str
    all_hands: str
    speed: str
    paused: str
    your_turn: str
    claim_or_pass: str
    waiting_for: str
    not_saved: str
    no_kind_now: str
    not_your_turn: str
    no_undo_hotseat: str
    no_undo_online: str
    name_list_sep: str

    # -- action kinds (footer, call-outs, feedback) ---------------------------------
    kind_win: str
    kind_pung: str
    kind_kong: str
    kind_chow: str
    kind_pass: str
    act_discard: str  # {tile}
    act_chow: str  # {meld}
    act_pung: str  # {tile}
    act_kong: str  # {tile}
    act_concealed_kong: str  # {tile}
    act_add_kong: str  # {tile}
    act_win: str
    act_pass: str

    # -- seats and the centre ({name}, {n}, {round}, {pairs}, {tile}) -------------
    dealer_mark: str
    flowers: str
    round_hand: str  # {round}, {n}
    dealer_is: str  # {name}
    dice: str  # {pairs}
    wall_left: str  # {n}
    offer: str  # {tile}, {name}

    # -- call-outs ({name}, {how}, {fan}) ----------------------------------------
    call_chow: str
    call_pung: str
    call_kong: str
    call_win: str  # {name}, {how}, {fan}
    call_draw: str
    called: str  # {name}, {call}

    # -- claim prompt and lists ({name}, {wind}, {tile}, {n}) ----------------------
    prompt_discards: str
    prompt_adds: str
    prompt_ways_to_chow: str
    prompt_hint: str  # {n}
    prompt_hint_pass_only: str
    choice_hint: str  # {n}
    no_kind_here: str  # {kind}
    choose_range: str  # {n}
    which_kong: str
    which_one: str

    # -- hot-seat call window ({who}, {key}, {name}, {n}) -------------------------
    call_window: str  # {who}
    call_who: str  # {key}, {name}
    call_none: str
    call_timer: str  # {n}
    auto_pass_of: str  # {name}: the settings label of a hot-seat player's auto-pass
    saving: str  # the title of a saving problem's notice

    # -- curtain, confirm ---------------------------------------------------------
    curtain: str  # {name}, {wind}
    leave_game: str
    leave_saved: str
    leave_unsaved: str
    confirm_hint: str

    # -- scoring ({n}, {name}, {tile}, {how}, {other}) -------------------------------
    score_draw: str  # {n}
    score_exhausted: str
    score_nobody: str
    score_wins: str  # {n}, {name}, {tile}, {how}
    how_self_drawn: str
    how_on_discard: str  # {name}
    how_robbing: str  # {name}
    col_fan: str
    col_points: str
    col_count: str
    col_sum: str
    col_sets: str
    total: str
    next_hand: str
    standings_title: str
    col_rank: str
    col_player: str
    col_match_points: str
    col_table_points: str
    done: str

    # -- the log ({name}, {other}, {tile}, {tiles}, {n}, ...) ----------------------
    log_hand_started: str  # {n}, {round}, {name}
    log_wall_built: str  # {stacks}
    log_dice: str  # {name}, {a}, {b}, {sum}
    log_wall_broken: str  # {n}, {name}
    log_dealt: str  # {name}, {tiles}
    log_dealt_hidden: str  # {name}, {n}
    log_flower: str  # {name}, {tile}
    log_flower_replaced: str  # {name}, {tile}
    log_flower_replaced_tile: str  # {name}, {tile}, {drawn}
    log_drew: str  # {name}
    log_drew_tile: str  # {name}, {tile}
    log_drew_replacement: str  # {name}
    log_drew_replacement_tile: str  # {name}, {tile}
    log_discarded: str  # {name}, {tile}
    log_chowed: str  # {name}, {meld}, {other}
    log_punged: str  # {name}, {tile}, {other}
    log_konged: str  # {name}, {tile}, {other}
    log_concealed_kong: str  # {name}
    log_concealed_kong_tile: str  # {name}, {tile}
    log_added_kong: str  # {name}, {tile}
    log_won: str  # {name}, {tile}, {how}, {fan}
    log_won_points: str  # {name}, {tile}, {how}, {points}: a win valued in points (Guizhou)
    log_false_win: str  # {name}, {tile}, {what}, {penalty}
    false_not_ready: str
    false_not_legal: str
    log_exhausted: str
    log_hand_ended: str  # {n}, {parts}
    log_match_over: str  # {parts}
    log_delta: str  # {name}, {delta}
    log_standing: str  # {rank}, {name}, {score}, {points}
    log_payment: str  # {name}, {what}, {parts}
    payment_reasons: dict[str, str]  # by Payment.reason
    log_sep: str
    log_reason: str  # {name}, {reason}
    master_reason: str  # {action}, {win} (percent), {points}, {playouts}
    master_win: str
    log_won_times: str  # {name}, {tile}, {how}, {times}: a win valued by multipliers
    log_turned_up: str  # {tiles}
    log_exchange_direction: str  # {die}, {where}: Sichuan's exchange die
    exchange_where: dict[int, str]  # where the exchanged tiles go, by play-order offset
    log_exchanged: str  # {name}, {given}, {to}, {received}
    log_hidden_tiles: str  # {n}: tiles the reader may not see
    log_voids: str  # {parts}
    log_void: str  # {name}, {letter} (m, p, s), {suit} (its name)
    log_abandoned: str  # {reason}
    notes: dict[str, str]  # the label of each public note of a ruleset, by its key

    # -- screens ------------------------------------------------------------------
    help_keys: str  # the keys, watch mode and hot-seat play
    help_exchange: str  # the exchange prompt's keys (rulesets with 换三张)
    help_void: str  # the void prompt's keys (rulesets with 定缺)
    help_tiles: str  # the tile legend's heading, suits and honours
    help_flowers: str  # the tile legend's flowers (rulesets with flowers)
    help_wilds: str  # the tile legend's wild tiles (rulesets with 财神)
    help_melds: str  # the tile legend's melds
    help_rules: dict[str, str]  # a rule family's own rules block (MCR's), by family
    settings_title: str
    save: str
    too_small: str  # {w}, {h}, {min_w}, {min_h}
    start_title: str
    start_play: str
    start_hotseat: str  # {n}
    start_watch: str
    start_online: str
    start_resume: str
    start_stats: str
    start_encyclopedia: str
    start_calculator: str
    start_help: str
    start_settings: str
    start_quit: str
    start_rules: str  # {name}
    rules_title: str
    rules_in_use: str  # {name}
    rules_names: dict[str, str]  # the start screen's short name, by ruleset name; a
    # ruleset not listed shows its name (labels and summaries: the ruleset's own)
    sichuan_void: str  # {suit}
    sichuan_won: str  # {place}
    sichuan_balance: str  # {delta}
    sichuan_void_first: str  # {suit}
    sichuan_bright_only: str
    # -- Sichuan: the exchange and void prompts ({tiles}, {n}, {letter}, {zh}, {en},
    # {given}, {received}, {die}, {to}, {giver}) ---------------------------------------
    sichuan_exchange_title: str
    sichuan_exchange_help: str
    sichuan_suggested: str  # {tiles}
    sichuan_exchange_keys: str
    sichuan_three_picked: str
    sichuan_pick_three: str  # {n}
    sichuan_void_title: str
    sichuan_void_help: str
    sichuan_void_option: str  # {letter}, {zh}, {en}, {n}, {suggested}
    sichuan_suggested_mark: str
    sichuan_void_keys: str
    sichuan_gave_received: str  # {given}, {received}
    sichuan_die: str  # {die}
    sichuan_exchange_route: str  # {to}, {giver}
    # -- Sichuan: call-outs and the settlement ({place}, {name}, {tile}, {how}, {n},
    # {who}, {zh}, {en}, {count}, {total}, {raw}, {value}, {gain}, {payers}) ----------
    sichuan_win_callout: str  # {name}, {place}, {how}, {tile}
    sichuan_callout_on: str  # {name}
    sichuan_multiple_callout: str  # {tile}, {who}
    sichuan_callout_place: str  # {name}, {place}
    sichuan_hand_over: str  # {who}
    sichuan_hand_over_place: str  # {place}, {name}
    sichuan_draw_callout: str
    sichuan_hand_title: str  # {n}
    sichuan_nobody_won: str
    sichuan_one_win: str
    sichuan_wins: str  # {n}
    sichuan_wall_exhausted: str
    sichuan_win_line: str  # {place}, {name}, {tile}, {how}
    sichuan_multiple_win: str
    sichuan_plain_win: str
    sichuan_fan_line: str  # {zh}, {en}, {count}, {total}
    sichuan_fan_total: str  # {total}, {capped}, {value}
    sichuan_capped_from: str  # {raw}
    sichuan_payers: str  # {name}, {gain}, {payers}
    sichuan_payments: str
    sichuan_net_total: str
    sichuan_won_mark: str  # {place}
    sichuan_details: dict[str, str]  # the rules' payment details, by their English text
    # -- Sichuan statistics (``stats`` and the statistics screen) ----------------------
    stats_mcr_heading: str
    sichuan_stats_title: str
    sichuan_stats_rows: tuple[str, ...]  # games, hands, wins, multiple wins, average fan,
    # average value, kong income, paid as 花猪, paid as not ready, 查花猪/查大叫 net
    suit_names: dict[str, str]  # by suit letter: m, p, s
    ordinals: tuple[str, ...]  # 1st, 2nd, 3rd, 4th
    names_title: str
    names_hint: str
    names_hints: str
    names_hints_note: str
    names_differ: str
    saves_title: str
    saves_hint: str
    no_saves: str

    def speak(self, text: str) -> str:
        """``text`` with the :attr:`second_person` forms where it speaks of ``you``."""
        if self.you not in text:
            return text
        for old, new in self.second_person:
            text = text.replace(old, new)
        return text

    # -- the replay viewer ({title}, {k}, {n}, {i}, {result}) ------------------------
    replay: str
    replay_titled: str  # {title}
    replay_hand: str  # {k}, {n}
    replay_action: str  # {i}, {n}
    replay_dealt: str  # {n}
    replay_playing: str
    replay_keys: str
    picker_title: str
    picker_line: str  # {n}, {result}
    in_progress: str
    draw: str

    # -- command line: score ------------------------------------------------------
    cli_not_a_win: str  # {hand}
    cli_col_points: str
    cli_col_count: str
    cli_col_subtotal: str
    cli_without_flowers: str
    cli_minimum: str  # {minimum}, {verdict}
    cli_met: str
    cli_not_met: str
    cli_sets: str  # {sets}
    cli_concealed: str

    # -- command line: stats ------------------------------------------------------
    stats_games: str  # {games}, {unfinished}
    stats_hands: str  # {hands}, {draws}
    stats_columns: tuple[str, ...]
    stats_average_columns: dict[str, str]  # the average column by family, where not fan
    stats_you: str
    stats_you_vs: str  # {level}
    stats_bots: str  # {level}
    stats_fans: str
    stats_fans_none: str
    stats_fan_line: str  # {fan}, {n}, {share}

    # -- command line: export -----------------------------------------------------
    export_title: str  # {file}, {seed}, {ruleset}, {hands}, {state}, {players}
    export_complete: str
    export_unfinished: str
    export_hand: str  # {n}, {round}, {name}
    export_seats: str  # {seats}
    export_scores: str  # {scores}
    export_dealt: str  # {name}, {tiles}
    export_hidden: str  # {n}
    export_win_hand: str  # {shown}, {tile}
    export_fans: str
    export_sets: str  # {sets}
    export_total: str  # {total}
    export_shape: str  # {shape}
    export_raw_fan: str  # {raw}
    export_sichuan_total: str  # {total}, {capped}, {value}
    export_payments: str  # {payments}
    export_drawn: str
    export_result: str  # {n}, {deltas}
    export_final: str
    export_standing: str  # {rank}, {name}, {score}, {points}
    export_words: dict[str, str]  # the regional rulesets' breakdowns, by key (en.py lists them)
    # -- the regional families' statistics (``stats`` and the statistics screen) -------
    family_stats_title: str  # {family}
    family_stats: dict[str, str]  # by figure key (family_stats.FAMILY_FIGURES and the common ones)
    # -- the hint panel (the coach's words) -----------------------------------------
    coach: CoachWords
