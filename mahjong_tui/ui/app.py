"""The Textual app: thin. It owns the settings, the too-small guard, help and
settings screens, and switches between the start screen and the table."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.app import App
from textual.binding import Binding, BindingType

from mahjong_tui.i18n import catalogue
from mahjong_tui.i18n.problems import problem_text
from mahjong_tui.persistence.settings import Settings, SettingsError, save_settings
from mahjong_tui.rulesets import get_ruleset, ruleset_names
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.ui.screens.misc import (
    MIN_SIZE,
    NO_AUTO_PASS,
    HelpScreen,
    SettingsScreen,
    TooSmallScreen,
)
from mahjong_tui.ui.screens.names import HotseatPlayers, NamesScreen
from mahjong_tui.ui.screens.start import StartScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.session import LiveSession, TableSource
from mahjong_tui.ui.setup import GameSpec, close_session, new_session
from mahjong_tui.ui.words import translate_bindings

if TYPE_CHECKING:
    from mahjong_tui.ui.online.forms import Connection
    from mahjong_tui.ui.online.start import OnlineStart

__all__ = ["MahjongApp"]

_STYLES = Path(__file__).parent / "styles"


class MahjongApp(App[int]):
    """The application.

    Args:
        settings: the user's settings.
        session: start straight at the table with this session (``play``,
            ``hotseat``, ``watch`` commands); ``None`` opens the start screen.
        save: persist settings changed in the settings screen.
        seed_source: seeds for games started from the start screen.
        autosave: save games started from the start screen (resumable).
        online: open a server's lobby instead of the start screen (``join``).
    """

    CSS_PATH = str(_STYLES / "app.tcss")
    TITLE = "mahjong-tui"
    ENABLE_COMMAND_PALETTE = False
    """No command palette: every action has its key, shown in the footer."""
    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+q", "quit", "quit", show=False)]

    def __init__(self, settings: Settings, session: TableSource | None = None, *,
                 save: bool = True, seed_source: Callable[[], int] | None = None,
                 autosave: bool = False, online: OnlineStart | None = None) -> None:
        super().__init__()
        self.online = online
        self.settings = settings
        self.initial_session = session
        self.save = save
        self.seed_source = seed_source or (lambda: random.randrange(2**31))
        self.autosave = autosave
        self._too_small: TooSmallScreen | None = None
        self.ruleset = "mcr"
        """The rules chosen on the start screen."""

    def on_mount(self) -> None:
        if self.initial_session is not None:
            self.push_screen(TableScreen(self.initial_session, self.settings),
                             callback=lambda _: self.exit(0))
        elif self.online is not None:
            self.push_screen(self.online.lobby(self.settings), callback=lambda _: self.exit(0))
        else:
            self.show_start()
        self.call_after_refresh(self._check_size)

    # -- navigation ------------------------------------------------------------
    def show_start(self) -> None:
        """Open the start screen; its choice starts a game or quits."""
        start = StartScreen(self.settings.language, self.ruleset)
        self.push_screen(start, callback=lambda choice: self._start_choice(choice, start))

    def _start_choice(self, choice: str | None, start: StartScreen | None = None) -> None:
        if choice in (None, "quit"):
            self.exit(0)
            return
        if start is not None:
            self.ruleset = start.ruleset
        from mahjong_tui.ui.launch import default_level

        level = default_level(self.settings)
        levels = (level, level, level, level)
        seed = self.seed_source()
        lang = self.settings.language
        rules = self.ruleset
        if choice == "play":
            spec = GameSpec(seed, (0,), levels, lang=lang, ruleset=rules)
        elif choice is not None and choice.startswith("hotseat"):
            humans = tuple(range(int(choice[-1])))

            def named(players: HotseatPlayers | None) -> None:
                if players is None:
                    self.show_start()
                    return
                spec = GameSpec(seed, humans, levels, lang=lang, names=players.names,
                                ruleset=rules, hints=players.hints)
                self._open_table(new_session(spec, autosave=self.autosave))

            self.push_screen(NamesScreen(len(humans), lang=lang), callback=named)
            return
        elif choice == "resume":
            self._resume()
            return
        elif choice == "online":
            self._online()
            return
        else:
            spec = GameSpec(seed, (), levels, watch=True, lang=lang, ruleset=rules)
        self._open_table(new_session(spec, autosave=self.autosave))

    def _open_table(self, session: LiveSession) -> None:
        def closed(_: object) -> None:
            error = close_session(session)
            if error:
                from mahjong_tui.ui.launch import report_at_exit

                self.notify(problem_text(error, self.settings.language), severity="warning")
                report_at_exit(error)
            self.show_start()

        self.push_screen(TableScreen(session, self.settings), callback=closed)

    def _online(self) -> None:
        """The start screen's "Play online": where to connect, then the lobby."""
        # Loaded on demand: the network layer is not needed to start the app.
        from mahjong_tui.net.client import server_url
        from mahjong_tui.ui.online.forms import AddressScreen
        from mahjong_tui.ui.online.start import OnlineStart, default_name

        def chosen(connection: Connection | None) -> None:
            if connection is None:
                self.show_start()
                return
            try:
                url = server_url(connection.address)
            except ValueError as exc:
                self.notify(str(exc), severity="warning", markup=False)
                self._online()
                return
            lobby = OnlineStart(url, connection.name).lobby(self.settings)
            self.push_screen(lobby, callback=lambda _: self.show_start())

        self.push_screen(AddressScreen("127.0.0.1", default_name(),
                                       lang=self.settings.language), callback=chosen)

    def _resume(self) -> None:
        """The start screen's "Resume": a list of the unfinished games to choose from."""
        from mahjong_tui.persistence.save_list import resume_order, summaries
        from mahjong_tui.ui.screens.saves import SavesScreen

        items = [s for s in resume_order(summaries()) if s.save.error is None]
        if not items:
            self.notify(catalogue(self.settings.language).no_saves, severity="warning")
            self.show_start()
            return
        self.push_screen(SavesScreen(items, lang=self.settings.language),
                         callback=self._resume_file)

    def _resume_file(self, path: Path | None) -> None:
        from mahjong_tui.cli.resume import ResumeError, resume_session

        if path is None:
            self.show_start()
            return
        try:
            session, _ = resume_session(path)
        except ResumeError as exc:
            self.notify(problem_text(str(exc), self.settings.language), severity="warning")
            self.show_start()
            return
        self._open_table(session)

    def action_quit_game(self) -> None:
        """Leave the table (back to the start screen, or exit when started directly),
        after asking when a game is in progress."""
        tables = [s for s in self.screen_stack if isinstance(s, TableScreen)]
        if not tables:
            self.exit(0)
            return
        if isinstance(self.screen, ConfirmScreen):
            return
        table = tables[-1]
        question = getattr(table.session, "leave_question", None)
        if question is not None:  # an online seat: a bot plays it meanwhile
            self.push_screen(ConfirmScreen(question, lang=self.settings.language),
                             callback=lambda yes: self._leave(table) if yes else None)
            return
        game = getattr(table.session, "game", None)
        if game is None or game.is_over or table.session.watch:  # nobody's game is lost
            self._leave(table)
            return
        saved = getattr(table.session, "autosave", None) is not None
        c = catalogue(self.settings.language)
        question = c.leave_game + "\n" + (c.leave_saved if saved else c.leave_unsaved)
        self.push_screen(ConfirmScreen(question, lang=self.settings.language),
                         callback=lambda yes: self._leave(table) if yes else None)

    def _leave(self, table: TableScreen) -> None:
        table.workers.cancel_all()
        while self.screen is not table:  # prompts over the table go with it
            self.pop_screen()
        table.dismiss(None)

    def action_help(self) -> None:
        """Keys and rules: those of the game at the table (or replayed), else those
        chosen on the start screen."""
        if not isinstance(self.screen, HelpScreen):
            tables = [s for s in self.screen_stack if isinstance(s, TableScreen)]
            game = getattr(tables[-1].session, "game", None) if tables else None
            rules = getattr(game, "ruleset", None)
            if rules is None:
                # A replayed game names its rules on the table; else the start screen's.
                shown = tables[-1].session.display().rules if tables else ""
                name = shown or self.ruleset
                rules = get_ruleset(name) if name in ruleset_names() else None
            self.push_screen(HelpScreen(self.settings.language, rules))

    @property
    def rules_in_play(self) -> str:
        """The name of the rules of the game on screen (under any dialog), else the
        rules chosen on the start screen."""
        table = next((s for s in reversed(self.screen_stack) if hasattr(s, "session")), None)
        session = getattr(table, "session", None)
        rules = getattr(getattr(session, "game", None), "ruleset", None) \
            or getattr(session, "ruleset", None)
        return str(getattr(rules, "name", None) or self.ruleset)

    def action_toggle_hints(self) -> None:
        """The table's hint panel, from a prompt over the table (the Sichuan exchange
        and void prompts leave the panel in view)."""
        from mahjong_tui.ui.screens.table import TableScreen

        table = next((s for s in reversed(self.screen_stack) if isinstance(s, TableScreen)),
                     None)
        if table is not None:
            table.action_toggle_hints()

    def action_encyclopedia(self) -> None:
        """The fan encyclopedia (start screen and table)."""
        from mahjong_tui.coach.encyclopedia import table_for_ruleset
        from mahjong_tui.ui.encyclopedia_screen import EncyclopediaScreen

        if isinstance(self.screen, EncyclopediaScreen):
            return
        # It opens on the table of the rules in play (or chosen on the start screen).
        self.push_screen(EncyclopediaScreen(lang=self.settings.language,
                                            style=self.settings.tile_style,
                                            table_name=table_for_ruleset(self.rules_in_play)))

    def action_calculator(self) -> None:
        """The what-if fan calculator (start screen and table)."""
        from mahjong_tui.ui.calculator_screen import CalculatorScreen

        if isinstance(self.screen, CalculatorScreen):
            return
        # It scores by the rules in play (or chosen on the start screen).
        rules = self.rules_in_play
        self.push_screen(CalculatorScreen(lang=self.settings.language,
                                          style=self.settings.tile_style,
                                          rules=rules if rules.startswith("sichuan") else "mcr"))

    def action_settings(self) -> None:
        """Open settings; saved when accepted."""
        if not isinstance(self.screen, SettingsScreen):
            self.push_screen(SettingsScreen(self.settings, self._auto_pass_owner()),
                             callback=self._settings_chosen)

    def _auto_pass_owner(self) -> str | None:
        """Whose auto-pass rule the settings show: the hot-seat player at the
        keyboard (none while nobody has it), else the player against bots."""
        table = next((s for s in self.screen_stack if isinstance(s, TableScreen)), None)
        session = getattr(table, "session", None)
        if not getattr(session, "hotseat", False):
            return None
        keyboard = getattr(session, "keyboard", None)
        if keyboard is None:
            return NO_AUTO_PASS
        return str(session.names[keyboard])  # type: ignore[union-attr]

    def _settings_chosen(self, settings: Settings | None) -> None:
        if settings is None:
            return
        self.settings = settings
        if self.save:
            try:
                save_settings(settings)
            except SettingsError as exc:
                self.notify(problem_text(str(exc), settings.language), severity="error")
        for screen in self.screen_stack:
            if isinstance(screen, TableScreen):
                screen.apply_settings(settings)
            elif isinstance(screen, StartScreen) and screen.lang != settings.language:
                screen.lang = settings.language
                translate_bindings(screen, settings.language)
                screen.refresh(recompose=True)

    # -- too small -------------------------------------------------------------
    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(self._check_size)

    def _check_size(self) -> None:
        w, h = self.size
        small = w < MIN_SIZE[0] or h < MIN_SIZE[1]
        if small and self._too_small is None:
            self._too_small = TooSmallScreen()
            self.push_screen(self._too_small)
        elif not small and self._too_small is not None:
            screen, self._too_small = self._too_small, None
            if screen in self.screen_stack:
                if self.screen is screen:
                    self.pop_screen()
                else:
                    self._screen_stack.remove(screen)
