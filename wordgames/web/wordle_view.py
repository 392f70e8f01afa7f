"""The Wordle tab: reads the settings, starts games, hands input to the current mode, and reveals each move."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from pyodide.ffi import JsException

from ..lexicon import Lexicon
from ..wordle.game import GameError
from .analysis_view import AnalysisView, BookLoader
from .dom import by_id, document, listen, next_paint, say, spawn
from .params import PageOptions
from .randoms import GameRandoms
from .wordle_board import draw_board, draw_info, draw_keyboard
from .wordle_mode import Mode, Note, Settings
from .wordle_modes import MODES
from .wordle_settings import CONTROLS, read_settings, show_settings

MAX_QUEUED = 64  # inputs kept while a row turns over; a flood beyond that is dropped
REVEAL_LIMIT = 5.0  # seconds a reveal may hold input back, whatever the animations do
NOT_TEXT = ("checkbox", "radio", "button", "submit", "reset", "range", "color", "file", "image")  # input types


def keeps_keys(target: Any, key: str) -> bool:
    """Whether the focused element needs ``key`` itself: a text field any key, a button reached by keyboard Enter."""
    # Elsewhere (a tab, a button clicked with the mouse, a checkbox, a list) the game's keys are the game's.
    tag = str(getattr(target, "tagName", "") or "").upper()
    if tag == "TEXTAREA" or (tag == "INPUT" and str(target.type).lower() not in NOT_TEXT):
        return True
    if getattr(target, "isContentEditable", False):
        return True
    if tag == "BUTTON" and key in ("Enter", " "):
        return target.getAttribute("role") != "tab" and bool(target.matches(":focus-visible"))
    return False


def animations_ending(board: Any) -> list[Any]:
    """Promises that settle when the animations now running inside ``board`` end (none under reduced motion)."""
    return [animation.finished for animation in document.getAnimations() if board.contains(animation.effect.target)]


async def settled(promises: list[Any]) -> None:
    """Until every promise has settled (a cancelled animation counts), REVEAL_LIMIT seconds at most."""

    async def all_settled() -> None:
        for promise in promises:
            try:
                await promise
            except JsException:  # cancelled: its tile was redrawn
                pass

    try:
        await asyncio.wait_for(all_settled(), REVEAL_LIMIT)
    except TimeoutError:
        pass


class WordleView:
    """The current mode and the tab around it; work begun for an earlier game never touches a later one."""

    def __init__(self, lexicon: Lexicon, randoms: GameRandoms, opening_book: BookLoader) -> None:
        self.lexicon = lexicon
        self.randoms = randoms
        self.opening_book = opening_book
        self.mode: Mode | None = None
        self.game_number = 0  # each start takes the next number; async work checks it is still current
        self.busy = False  # the computer is thinking: input is dropped
        self.revealing = False  # the last move's row is turning over: input waits in ``queue``
        self.queue: list[Callable[[], None]] = []
        self.analysis = AnalysisView(lexicon, opening_book, lambda: self.mode)

    # ----- set-up -------------------------------------------------------------------------

    def bind(self, options: PageOptions) -> None:
        show_settings(options)
        for control in (*document.querySelectorAll("input[name=mode]"), *map(by_id, CONTROLS)):
            listen(control, "change", lambda event: self.start())
        listen(by_id("w-settings"), "submit", lambda event: self.start())
        listen(by_id("w-digits"), "change", self.on_digits)
        listen(by_id("w-submit"), "click", lambda event: self.from_button(self.submit))
        listen(by_id("w-undo"), "click", lambda event: self.from_button(self.undo))
        listen(by_id("w-use"), "click", lambda event: self.from_button(self.use_suggestion))
        self.analysis.bind()
        listen(by_id("w-board"), "click", self.on_board_click)
        listen(by_id("w-keyboard"), "click", self.on_screen_key)
        listen(document, "keydown", self.on_key)
        listen(document, "paste", self.on_paste)

    # ----- games --------------------------------------------------------------------------

    def start(self) -> asyncio.Future | None:
        """A new game with the chosen settings, dropping the old one's work; a future while the computer starts."""
        self.analysis.clear()  # the old game's analysis goes at once, even if the new game takes a while
        self.game_number += 1
        self.busy = self.revealing = False
        self.queue.clear()
        try:
            settings = read_settings()
            kind = MODES[settings.mode]
            if not kind.thinks:  # at once, so that typing right after works
                self.begin(kind.new(settings, self.lexicon, self.randoms.next(), None))
                return None
        except GameError as reason:
            self.not_started(reason)
            return None
        self.busy = True
        say("w-message", "Thinking…")
        return spawn(self.start_computer(kind, settings, self.game_number))

    async def start_computer(self, kind: type[Mode], settings: Settings, number: int) -> None:
        try:
            await next_paint()
            book = await self.opening_book()
            if number != self.game_number:
                return  # another game was asked for meanwhile
            try:
                mode = kind.new(settings, self.lexicon, self.randoms.next(), book)
            except GameError as reason:
                self.not_started(reason)
                return
            self.begin(mode)
        finally:
            if number == self.game_number:
                self.busy = False

    def not_started(self, reason: GameError) -> None:
        say("w-message", f"Not started: {reason}.", "error")
        if self.mode is not None:
            self.render()  # the old game stays, at rest

    def begin(self, mode: Mode) -> None:
        """Show a new game."""
        self.mode = mode
        by_id("w-help").textContent = mode.help
        by_id("w-strategy-field").hidden = not mode.thinks  # the person guesses; no strategy involved
        say("w-message", "")
        self.render()
        focused = document.activeElement
        if focused and focused.closest("#w-settings"):
            focused.blur()  # so that typing goes to the board, and Enter guesses instead of restarting

    # ----- input --------------------------------------------------------------------------

    def active(self) -> bool:
        return (
            self.mode is not None and not by_id("panel-wordle").hidden and not self.busy and not self.analysis.analysing
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
        if event.ctrlKey or event.metaKey or event.altKey or not self.active():
            return
        target, key = event.target, event.key
        if keeps_keys(target, key):
            return
        if key == " " and target.hasAttribute("data-index"):
            event.preventDefault()
            index = int(target.getAttribute("data-index"))
            self.act(lambda: self.cycle(index))
        elif key in ("Enter", "Backspace") or (len(key) == 1 and (key.isalpha() or key.isdigit())):
            event.preventDefault()
            self.act(lambda: self.press(key))

    def on_screen_key(self, event: Any) -> None:
        button = event.target.closest("button[data-key]")
        if button:
            button.blur()
            key = button.getAttribute("data-key")
            self.act(lambda: self.press(key))

    def on_board_click(self, event: Any) -> None:
        tile = event.target.closest("[data-index]")
        if tile:
            index = int(tile.getAttribute("data-index"))
            self.act(lambda: self.cycle(index))

    def on_paste(self, event: Any) -> None:
        if not self.active() or keeps_keys(event.target, ""):
            return
        event.preventDefault()
        text = event.clipboardData.getData("text") if event.clipboardData else ""
        self.act(lambda: self.show(self.mode.paste(text)))

    def on_digits(self, event: Any) -> None:
        by_id("w-board").classList.toggle("show-digits", bool(event.currentTarget.checked))

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
            self.show(self.mode.press(key))

    def cycle(self, index: int) -> None:
        """A tap on a tile of the row being entered: grey → yellow → green → grey."""
        self.mode.cycle(index)
        draw_board(self.mode)

    def show(self, note: Note | None) -> None:
        """Say ``note`` (if any) and redraw the board."""
        if note is not None:
            say("w-message", note.text, note.kind)
        draw_board(self.mode)

    def undo(self) -> None:
        if self.mode.can_undo():
            note = self.mode.undo()
            self.render()
            say("w-message", note.text, note.kind)

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
                say("w-message", note.text, note.kind)
            return
        if not mode.thinks:
            self.play(mode)
            return
        self.busy = True  # no typing or second submission while the computer thinks
        say("w-message", "Thinking…")
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
            text = str(reason)
            say("w-message", text[:1].upper() + text[1:] + ".", "error")
            self.shake()
            return
        say("w-message", "")
        self.revealing = True
        draw_board(mode, reveal=True)
        spawn(self.end_reveal(mode, self.game_number, animations_ending(by_id("w-board"))))

    async def end_reveal(self, mode: Mode, number: int, animations: list[Any]) -> None:
        """Once the row has turned over: the result, the keyboard's colours, then the input that waited."""
        try:
            await settled(animations)
        finally:
            if number == self.game_number:
                self.revealing = False
        if number != self.game_number:
            return
        note = mode.announce()
        say("w-message", note.text, note.kind)
        self.render()
        while self.queue and self.active() and not self.revealing:
            self.queue.pop(0)()

    def shake(self) -> None:
        row = document.querySelector("#w-board .row.current")
        if row:
            row.classList.remove("shake")
            _ = row.offsetWidth  # reading the layout restarts the animation
            row.classList.add("shake")

    def render(self) -> None:
        draw_board(self.mode)
        draw_keyboard(self.mode)
        draw_info(self.mode)
        self.analysis.update()
