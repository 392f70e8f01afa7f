"""The Wordle tab: reads the settings, starts games, hands input to the current mode, and reveals each move."""

from __future__ import annotations

import asyncio
import datetime
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ...i18n import _
from ...stats import WordleResult
from ...wordle.archive import daily_key, is_archive
from ...wordle.rules import GameError
from ..definitions import define
from ..dialogs import open_dialog
from ..dictionary import InUse
from ..dom import (
    by_id,
    closest,
    document,
    event_element,
    keeps_keys,
    listen,
    next_paint,
    pasted_text,
    pressed_key,
    spawn,
    window,
)
from ..engine_messages import refusal, retold
from ..page import BookLoader
from ..params import PageOptions
from ..prefs import Prefs, Remembered
from ..randoms import GameRandoms
from ..records import Records
from ..storage import Memory
from .analysis import AnalysisView
from .board import draw_board, draw_entry, draw_info, draw_keyboard, show_candidates
from .daily_dialog import DailyDialog
from .first_game import FirstGame, Maker
from .mode import Mode, Note
from .modes import MODES
from .result_dialog import ResultDialog
from .reveal import animations_ending, settled
from .saved_game import saved_data
from .settings import read_settings
from .settings_dialog import SettingsDialog
from .toasts import THINKING, Toasts

MAX_QUEUED = 64  # inputs kept while a row turns over; a flood beyond that is dropped


class WordleView:
    """The current mode and the tab around it; work begun for an earlier game never touches a later one."""

    name = "wordle"

    def __init__(
        self,
        words: InUse,
        randoms: GameRandoms,
        opening_book: BookLoader,
        memory: Memory | None = None,
        today: datetime.date | None = None,
        records: Records | None = None,
        remembered: Remembered | None = None,
    ) -> None:
        self.words = words
        self.memory = memory if memory is not None else Memory()
        self.today = today or datetime.date.today()
        self.remembered = remembered if remembered is not None else Remembered(self.memory)  # the page's
        self.records = records if records is not None else Records(self.memory, words)
        self.randoms = randoms
        self.opening_book = opening_book
        self.options = PageOptions()  # the URL's (and memory's), once bound
        self.mode: Mode | None = None
        self.played_on = words.name  # the dictionary of the game on the board (its result counts there)
        self.game_number = 0  # each start takes the next number; async work checks it is still current
        self.busy = False  # the computer is thinking: input is dropped
        self.revealing = False  # the last move's row is turning over: input waits in ``queue``
        self.queue: list[Callable[[], None]] = []
        self.toast = Toasts("w-message").show
        self.settings = SettingsDialog(lambda: self.mode, self.start, self.toast)
        self.analysis = AnalysisView(words, opening_book, lambda: self.mode)
        self.records.dailies  # noqa: B018 - read now: a damaged log is said with the other stored values
        self.results = ResultDialog(
            self.records, words, self.today, lambda: self.mode, lambda: self.prefs.palette, self.start
        )
        self.daily_dialog = DailyDialog(
            words, self.today, self.records, self.results, lambda: self.mode, self.settings.ask_first, self.toast
        )
        self.visit = FirstGame(self, self.memory, words, randoms, self.today, self.records, self.daily_dialog)

    # ----- set-up -------------------------------------------------------------------------

    def bind(self, options: PageOptions) -> None:
        self.options = options
        self.settings.bind(options)
        listen(by_id("w-digits"), "change", self.on_looks)
        listen(by_id("p-theme"), "change", self.on_looks)
        listen(by_id("p-palette"), "change", self.on_looks)
        self.show_looks()
        listen(by_id("open-help"), "click", lambda event: open_dialog("help-dialog"))
        listen(by_id("w-candidates-list"), "click", self.on_candidate)
        listen(by_id("w-list"), "click", lambda event: show_candidates())
        listen(by_id("w-rare"), "change", lambda event: draw_info(self.mode) if self.mode is not None else None)
        listen(by_id("open-stats"), "click", lambda event: self.show_result(False))
        self.results.bind()
        self.daily_dialog.bind()
        listen(by_id("w-submit"), "click", lambda event: self.from_button(self.submit))
        listen(by_id("w-undo"), "click", lambda event: self.from_button(self.undo))
        listen(by_id("w-use"), "click", lambda event: self.from_button(self.use_suggestion))
        self.analysis.bind()
        listen(by_id("w-board"), "click", self.on_board_click)
        listen(by_id("w-keyboard"), "click", self.on_screen_key)
        listen(document, "keydown", self.on_key)
        listen(window, "resize", lambda event: self.fit())
        listen(document, "paste", self.on_paste)

    def show(self) -> asyncio.Future | None:
        """The tab is shown: the first visit starts a game (a future while the computer thinks)."""
        if self.mode is None:
            return self.visit.first_game(self.options)
        self.fit()  # drawn while hidden, several boards had no area to fit
        return None

    def playing(self) -> bool:
        return self.mode is not None and self.mode.in_progress()

    def use_dictionary(self) -> None:
        if self.mode is not None:
            self.start()

    # ----- games --------------------------------------------------------------------------

    def start(self, maker: Maker | None = None) -> asyncio.Future | None:
        """A new game (with the chosen settings, or made by ``maker``), dropping the old one's work;
        a future while the computer starts."""
        self.analysis.clear()  # the old game's analysis goes at once, even if the new game takes a while
        self.game_number += 1
        self.busy = self.revealing = False
        self.queue.clear()
        try:
            settings = read_settings()
            kind = MODES[settings.mode]
            make = maker or (lambda book: kind.new(settings, self.words.lexicon, self.randoms.next(), book))
            if not kind.thinks:  # at once, so that typing right after works
                self.begin(make(None))
                return None
        except GameError as reason:
            self.not_started(reason)
            return None
        self.busy = True
        self.toast(THINKING)
        return spawn(self.start_computer(make, self.game_number))

    async def start_computer(self, make: Maker, number: int) -> None:
        try:
            await next_paint()
            book = await self.opening_book()
            if number != self.game_number:
                return  # another game was asked for meanwhile
            started = time.perf_counter()
            try:
                mode = make(book)
            except GameError as reason:
                self.not_started(reason)
                return
            self.begin(mode)
            if self.words.custom:  # the opening book knows only the built-in list
                seconds = time.perf_counter() - started
                live = _("No opening book for {name}: the first guess took {seconds} s live.")
                self.toast(live.format(name=repr(self.words.name), seconds=number(seconds, 1)))
        finally:
            if number == self.game_number:
                self.busy = False

    def not_started(self, reason: GameError) -> None:
        self.toast(_("Not started: {reason}.").format(reason=retold(str(reason))), "error")
        if self.mode is not None:
            self.render()  # the old game stays, at rest

    def begin(self, mode: Mode) -> None:
        """Show a new game; one the player left under way counts as a loss."""
        old = self.mode
        if old is not None and old is not mode and old.in_progress() and not old.recorded:
            self.count(old, abandoned=True)
        self.mode, self.played_on = mode, self.words.name
        linked = self.visit.linked
        if linked is not None and linked.plays(mode.secrets(), mode.name):
            mode.friend = linked.friend
        self.settings.shown(mode)
        by_id("w-help").textContent = _(mode.help)
        by_id("w-strategy-field").hidden = not mode.thinks  # the person guesses; no strategy involved
        self.toast("" if not mode.friend_line() else _("{line}: beat that!").format(line=mode.friend_line()))
        self.render()
        self.remember(settings=mode.settings)
        self.save_game()
        focused = document.activeElement
        if focused and focused.closest("#w-tools, dialog") and not focused.closest("dialog[open]"):
            focused.blur()  # so that typing goes to the board, and Enter guesses instead of restarting

    # ----- input --------------------------------------------------------------------------

    def active(self) -> bool:
        return (
            self.mode is not None
            and not by_id("panel-wordle").hidden
            and not self.busy
            and not self.analysis.analysing
            and not document.querySelector("dialog[open]")  # keys belong to the dialog then (null is falsy)
        )

    def act(self, action: Callable[[], None]) -> None:
        """Run an input now; while a row turns over it waits its turn; while the computer thinks it is dropped."""
        if not self.active():
            return
        if self.revealing:
            if len(self.queue) < MAX_QUEUED:
                self.queue.append(action)
            return
        action()

    def on_key(self, event: Any) -> None:
        target, key = event_element(event), pressed_key(event)
        if not key or not self.active() or keeps_keys(target, key):
            return
        if key == " " and target is not None and target.hasAttribute("data-index"):
            event.preventDefault()
            index = int(target.getAttribute("data-index"))
            self.act(lambda: self.cycle(index))
        elif key in ("Enter", "Backspace") or (len(key) == 1 and (key.isalpha() or key.isdigit())):
            event.preventDefault()
            if key not in ("Enter", "Backspace") and target is not None and target.tagName == "BUTTON":
                target.blur()  # typing a guess means playing: the next Enter is the game's, not this button's
            self.act(lambda: self.press(key))

    def on_screen_key(self, event: Any) -> None:
        button = closest(event, "button[data-key]")
        if button:
            button.blur()
            key = button.getAttribute("data-key")
            self.act(lambda: self.press(key))

    def on_board_click(self, event: Any) -> None:
        tile = closest(event, "[data-index]")
        if tile:
            index = int(tile.getAttribute("data-index"))
            self.act(lambda: self.cycle(index))

    def on_paste(self, event: Any) -> None:
        if not self.active() or keeps_keys(event_element(event), ""):
            return
        event.preventDefault()
        text = pasted_text(event)
        self.act(lambda: self.tell(self.mode.paste(text)))

    def on_looks(self, event: Any) -> None:
        """Theme, palette or digits changed in the settings dialog: shown at once and remembered."""
        palette = "colour-blind" if by_id("p-palette").checked else "standard"
        self.remember(theme=by_id("p-theme").value, palette=palette, digits=bool(by_id("w-digits").checked))
        self.show_looks()

    def show_looks(self) -> None:
        prefs, root = self.prefs, document.documentElement
        by_id("p-theme").value, by_id("p-palette").checked = prefs.theme, prefs.palette == "colour-blind"
        by_id("w-digits").checked = prefs.digits
        by_id("w-board").classList.toggle("show-digits", prefs.digits)
        if prefs.theme == "auto":
            root.removeAttribute("data-theme")
        else:
            root.setAttribute("data-theme", prefs.theme)
        root.setAttribute("data-palette", prefs.palette)

    def from_button(self, action: Callable[[], None]) -> None:
        """A click on Submit, Undo or Use: the action, then the focus back on the board, where Enter submits."""
        self.act(action)
        tile = document.querySelector("#w-board .row.current [tabindex]")
        if tile:
            tile.focus()
        elif document.activeElement:
            document.activeElement.blur()

    def press(self, key: str) -> None:
        """One key from the physical or on-screen keyboard."""
        if key == "Enter":
            self.submit()
        else:
            self.tell(self.mode.press(key))

    def cycle(self, index: int) -> None:
        """A tap on a tile of the row being entered: grey → yellow → green → grey."""
        self.mode.cycle(index)
        draw_board(self.mode)

    def tell(self, note: Note | None) -> None:
        """Say ``note`` (if any) and redraw the row being entered (a key changes nothing else)."""
        if note is not None:
            self.toast(note.text, note.kind)
        draw_entry(self.mode)

    def undo(self) -> None:
        if self.mode.can_undo():
            note = self.mode.undo()
            self.render()
            self.save_game()
            self.toast(note.text, note.kind)

    def use_suggestion(self) -> None:
        self.mode.use_suggestion()
        draw_board(self.mode)

    # ----- moves --------------------------------------------------------------------------

    def submit(self) -> None:
        """Enter or the submit button: play the row at once, or after "Thinking…" when the computer answers."""
        mode = self.mode
        if mode.pending() is None:
            note = mode.closed()
            if note is not None:
                self.toast(note.text, note.kind)
            return
        if not mode.thinks:
            self.play(mode)
            return
        self.busy = True  # no typing or second submission while the computer thinks
        self.toast(THINKING)
        spawn(self.think(mode, self.game_number))

    async def think(self, mode: Mode, number: int) -> None:
        try:
            await next_paint()
            if number == self.game_number:
                self.play(mode)
        finally:
            if number == self.game_number:
                self.busy = False

    def play(self, mode: Mode) -> None:
        """Submit the row; a refusal is shown and changes nothing, a move is revealed, then announced."""
        try:
            mode.submit()
        except GameError as reason:
            self.toast(refusal(str(reason)), "error")
            self.shake()
            return
        self.toast("")
        over = mode.finished() and not mode.recorded
        if over:  # counted now, not once the row has turned: a reload or a new game meanwhile must not lose it
            self.count(mode)
        self.save_game()
        self.revealing = True
        draw_board(mode, reveal=True)
        spawn(self.end_reveal(mode, self.game_number, animations_ending(by_id("w-board")), over))

    async def end_reveal(self, mode: Mode, number: int, animations: list[Any], over: bool) -> None:
        """Once the row has turned over: the note, the keyboard's colours, the result of a game this move
        ended, then the input that waited."""
        try:
            await settled(animations)
        finally:
            if number == self.game_number:
                self.revealing = False
        if number != self.game_number:
            return
        note = mode.announce()
        self.toast(note.text, note.kind)
        self.render()
        if over and mode.about.counts:
            self.show_result(True)
        while self.queue and self.active() and not self.revealing:
            self.queue.pop(0)()

    def shake(self) -> None:
        row = document.querySelector("#w-board .row.current")
        if row:
            row.classList.remove("shake")
            _width = row.offsetWidth  # reading the layout restarts the animation
            row.classList.add("shake")

    def fit(self) -> None:
        """Lay several boards out again for the board area's new size (not while a row turns over)."""
        if self.mode is not None and len(self.mode.boards()) > 1 and not self.revealing:
            draw_board(self.mode)

    def render(self) -> None:
        draw_board(self.mode)
        draw_keyboard(self.mode)
        draw_info(self.mode)
        self.analysis.update()
        self.results.offer(self.mode)

    # ----- memory, statistics and the end of a game ---------------------------------------

    @property
    def prefs(self) -> Prefs:
        return self.remembered.prefs

    def remember(self, **changes: Any) -> None:
        self.remembered.remember(**changes)

    def save_game(self) -> None:
        if self.mode is not None:
            self.memory.save("wordle", saved_data(self.mode, self.randoms.seed))

    def count(self, mode: Mode, abandoned: bool = False) -> None:
        """Count the finished (or ``abandoned``) game in the statistics (once) of the dictionary it was played
        on (left by a change of dictionary, not the new one's). The keeper's games are the computer's: one left
        under way is nobody's loss. A daily, finished or left, goes in the log of dailies; one from the archive
        only there (as the NYT's archive, it moves neither the statistics nor the daily streak), and the daily
        streak is the one board's."""
        mode.recorded = True
        if not mode.about.counts or not (mode.about.person_guesses or not abandoned):
            return
        number = mode.daily()
        if number is not None and self.records.dailies.played(daily_key(mode.game)) is not None:
            return  # played on another device and imported meanwhile: it counts there, once
        if number is not None:  # finished or left, a daily is played once (DailyDialog.play)
            self.records.add_daily(mode.game, is_archive(number, self.today), abandoned, self.played_on)
        if number is not None and is_archive(number, self.today):
            return
        result = WordleResult.of(mode.game, mode.name, abandoned)
        self.records.add(result if mode.about.boards == 1 else replace(result, daily=None), self.played_on)

    def on_candidate(self, event: Any) -> None:
        """A candidate tapped (the assistant's, the keeper's): its definition."""
        word = closest(event, "li")
        if word:
            define(by_id("w-candidate-definition"), word.textContent)

    def show_result(self, finished: bool) -> None:
        self.results.show(self.mode, finished)

    def daily(self) -> None:
        """Today's daily in the chosen mode and length (once a day each: after that, its result)."""
        self.daily_dialog.pick(self.today)
