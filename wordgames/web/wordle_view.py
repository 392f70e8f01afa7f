"""The Wordle tab: settings, the board (an accessible grid), the keyboards, and the three modes."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from ..wordle.assistant import AssistantSession
from ..wordle.feedback import ABSENT, STATE_NAMES, Pattern
from ..wordle.game import LOST, PLAYING, WON, GameError, GuesserGame, KeeperGame, check_guess, keyboard_states
from ..wordle.strategies import DEFAULT_STRATEGY, make_strategy, strategy_names
from .analysis_view import AnalysisView
from .dom import by_id, document, element, fill, listen, next_paint, say
from .params import MODES, PageOptions

if TYPE_CHECKING:
    from .app import App

GUESS_LIMITS = [str(n) for n in (*range(1, 13), 15, 20)] + ["unlimited"]
KEY_ROWS = ("qwertyuiop", "asdfghjkl", "+zxcvbnm-")  # + is Enter, - is Backspace
MIN_ROWS = 6  # rows drawn when guesses are unlimited
CANDIDATES_SHOWN = 300
HELP = {
    "guesser": "Find the secret word: type on your keyboard or tap the keys below; Enter guesses. "
    "Green: right letter, right place. Yellow: in the word elsewhere. Grey: not in the word.",
    "keeper": "Think of a word. The computer guesses: tap each tile (or type 0, 1, 2) to give it the "
    "colours grey, yellow or green, then Submit colours (Enter).",
    "assistant": "Playing Wordle elsewhere? Type each guess you made, tap its tiles (or type 0, 1, 2) to "
    "copy the colours you got, then Add guess (Enter). You get the words still possible and a suggestion.",
}


class WordleView:
    """Holds the current engine game (GuesserGame, KeeperGame or AssistantSession) and what is being typed."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.game: GuesserGame | KeeperGame | AssistantSession | None = None
        self.draft = ""  # letters typed for the current row (guesser, assistant)
        self.marks: list[int] = []  # colours being given to the pending row (keeper, assistant)
        self.cursor = 0  # the tile the next typed digit colours
        self.reveal = -1  # the row that just got its colours (animated)
        self.suggested: str | None = None
        self.busy = False
        self.analysis = AnalysisView(self)

    # ----- set-up -------------------------------------------------------------------------

    def bind(self, options: PageOptions) -> None:
        names = strategy_names()
        fill(by_id("w-strategy"), [element("option", name, value=name) for name in names])
        fill(by_id("w-guesses"), [element("option", n, value=n) for n in GUESS_LIMITS])
        by_id("w-strategy").value = options.strategy or DEFAULT_STRATEGY
        by_id("w-guesses").value = "unlimited" if options.guesses is None else str(options.guesses)
        if by_id("w-guesses").value == "":  # a limit the list does not offer
            by_id("w-guesses").appendChild(element("option", str(options.guesses), value=str(options.guesses)))
            by_id("w-guesses").value = str(options.guesses)
        by_id("w-length").value = str(options.length)
        by_id("w-pool").value = options.pool
        by_id("w-hard").checked = options.hard
        for radio in document.querySelectorAll("input[name=mode]"):
            radio.checked = radio.value == options.mode
        listen(by_id("w-settings"), "submit", self.on_new_game)
        for control in ("w-length", "w-guesses", "w-pool", "w-strategy", "w-hard"):
            listen(by_id(control), "change", self.on_new_game)
        for radio in document.querySelectorAll("input[name=mode]"):
            listen(radio, "change", self.on_new_game)
        listen(by_id("w-digits"), "change", lambda event: self.render_board())
        listen(by_id("w-submit"), "click", self.on_submit_click)
        listen(by_id("w-undo"), "click", lambda event: self.active() and self.undo())
        listen(by_id("w-use"), "click", lambda event: self.active() and self.use_suggestion())
        self.analysis.bind()
        listen(by_id("w-board"), "click", self.on_board_click)
        listen(by_id("w-keyboard"), "click", self.on_screen_key)
        listen(document, "keydown", self.on_key)
        listen(document, "paste", self.on_paste)

    def settings(self) -> tuple[str, int, int | None, str, bool, str]:
        mode = next((r.value for r in document.querySelectorAll("input[name=mode]") if r.checked), "guesser")
        text = by_id("w-length").value.strip()
        if not text.isdigit():
            raise GameError("length must be a whole number from 3 to 20")
        limit = by_id("w-guesses").value
        guesses = None if limit == "unlimited" else int(limit)
        return (
            mode if mode in MODES else "guesser",
            int(text),
            guesses,
            by_id("w-pool").value,
            bool(by_id("w-hard").checked),
            by_id("w-strategy").value,
        )

    def on_new_game(self, event: Any) -> None:
        self.start()

    def start(self) -> asyncio.Future | None:
        """A new game of the chosen mode with the chosen settings.

        A guesser game starts at once (so typing right after works); the computer's modes may
        think a while about their first guess, so they start after the page shows "Thinking…"
        (the returned future is done when they have).
        """
        self.analysis.clear()  # the old game's analysis goes at once, even if the new game takes a while
        try:
            mode, length, guesses, pool, hard, strategy_name = self.settings()
            if mode == "guesser":
                self.begin(GuesserGame.new(self.app.lexicon, length, self.app.rng(), pool, guesses, hard))
                return None
        except GameError as reason:
            say("w-message", f"Not started: {reason}.", "error")
            return None
        self.busy = True
        return asyncio.ensure_future(self.start_computer(mode, length, guesses, pool, hard, strategy_name))

    async def start_computer(
        self, mode: str, length: int, guesses: int | None, pool: str, hard: bool, strategy_name: str
    ) -> None:
        say("w-message", "Thinking…")
        await next_paint()
        try:
            strategy = make_strategy(strategy_name, await self.app.opening_book())
            lexicon, rng = self.app.lexicon, self.app.rng()
            if mode == "keeper":
                self.begin(KeeperGame(lexicon, length, strategy, rng, hard, pool, max_guesses=guesses))
            else:
                self.begin(AssistantSession(lexicon, length, strategy, rng, hard, pool))
        except GameError as reason:
            say("w-message", f"Not started: {reason}.", "error")
        finally:
            self.busy = False
            self.analysis.update()

    def begin(self, game: GuesserGame | KeeperGame | AssistantSession) -> None:
        """Show a new game."""
        mode = "guesser" if isinstance(game, GuesserGame) else "keeper" if isinstance(game, KeeperGame) else "assistant"
        self.game = game
        length = game.length
        self.draft, self.marks, self.cursor, self.reveal = "", [ABSENT] * length, 0, -1
        self.suggested = game.suggestion() if isinstance(game, AssistantSession) else None
        by_id("w-help").textContent = HELP[mode]
        by_id("w-strategy-field").hidden = mode == "guesser"  # the person guesses; no strategy involved
        by_id("w-submit").textContent = "Add guess" if mode == "assistant" else "Submit colours"
        say("w-message", "")
        self.render()
        focused = document.activeElement
        if focused is not None and focused.closest("#w-settings"):
            focused.blur()  # so that typing goes to the board, and Enter guesses instead of restarting

    # ----- input --------------------------------------------------------------------------

    def active(self) -> bool:
        return (
            self.game is not None and not by_id("panel-wordle").hidden and not self.busy and not self.analysis.analysing
        )

    def finished(self) -> bool:
        """Whether the game on the board is over and makes sense to analyse."""
        game = self.game
        if isinstance(game, GuesserGame):
            return game.status != PLAYING
        if isinstance(game, KeeperGame):
            return game.status != PLAYING and not game.impossible
        return game is not None and game.solved and not game.impossible

    def on_key(self, event: Any) -> None:
        if not self.active() or event.ctrlKey or event.metaKey or event.altKey:
            return
        target = event.target
        tag = str(getattr(target, "tagName", "") or "").upper()
        if tag in ("INPUT", "SELECT", "TEXTAREA"):
            return
        key = event.key
        if tag == "BUTTON" and key in ("Enter", " "):
            return  # the focused button does its own job
        if key == " " and target.hasAttribute("data-index"):
            event.preventDefault()
            self.cycle(int(target.getAttribute("data-index")))
            return
        if key in ("Enter", "Backspace") or (len(key) == 1 and (key.isalpha() or key.isdigit())):
            event.preventDefault()
            self.press(key)

    def on_screen_key(self, event: Any) -> None:
        button = event.target.closest("button[data-key]")
        if button is None or not self.active():
            return
        button.blur()
        self.press(button.getAttribute("data-key"))

    def on_board_click(self, event: Any) -> None:
        tile = event.target.closest("[data-index]")
        if tile is not None and self.active():
            self.cycle(int(tile.getAttribute("data-index")))

    def on_paste(self, event: Any) -> None:
        if not self.active():
            return
        tag = str(getattr(event.target, "tagName", "") or "").upper()
        if tag in ("INPUT", "TEXTAREA"):
            return
        event.preventDefault()
        text = event.clipboardData.getData("text") if event.clipboardData else ""
        game = self.game
        if isinstance(game, KeeperGame):
            say(
                "w-message", "Pasting is for guesses; give the colours by tapping the tiles or typing 0, 1, 2.", "error"
            )
            return
        if isinstance(game, GuesserGame) and game.status != PLAYING:
            return
        try:
            hard = game.hard_mode if isinstance(game, GuesserGame) else False
            word = check_guess(self.app.lexicon, game.knowledge, text, hard)
        except GameError as reason:
            say("w-message", f"Pasted text refused: {reason}.", "error")
            return
        self.draft = word
        say("w-message", "")
        self.render_board()

    def press(self, key: str) -> None:
        """One key from the physical or on-screen keyboard."""
        game = self.game
        length = len(self.marks)
        if key == "Enter":
            self.submit()
        elif isinstance(game, KeeperGame):
            if key in "012" and len(key) == 1 and self.cursor < length:
                self.marks[self.cursor] = int(key)
                self.cursor += 1
            elif key == "Backspace" and self.cursor > 0:
                self.cursor -= 1
                self.marks[self.cursor] = ABSENT
            elif key.isalpha() and len(key) == 1:
                say("w-message", "In Keeper mode you give colours: tap a tile or type 0, 1 or 2.", "error")
            self.render_board()
        else:
            if isinstance(game, GuesserGame) and game.status != PLAYING:
                return
            if key == "Backspace":
                self.draft = self.draft[:-1]
                self.marks[len(self.draft) :] = [ABSENT] * (length - len(self.draft))
                self.cursor = min(self.cursor, len(self.draft))
            elif key.isdigit():
                if isinstance(game, AssistantSession) and key in "012" and self.cursor < length:
                    self.marks[self.cursor] = int(key)
                    self.cursor += 1
                else:
                    say(
                        "w-message",
                        "Only letters go in a guess."
                        if isinstance(game, GuesserGame)
                        else "Colours are 0 (grey), 1 (yellow) or 2 (green).",
                        "error",
                    )
            elif not key.isascii():
                say("w-message", "Only letters a-z go in a guess.", "error")
            elif key.isalpha() and len(self.draft) < length:
                self.draft += key.lower()
            self.render_board()

    def cycle(self, index: int) -> None:
        """Tap on a tile of the pending row: grey → yellow → green → grey."""
        if isinstance(self.game, GuesserGame) or not 0 <= index < len(self.marks):
            return
        if isinstance(self.game, AssistantSession) and index >= len(self.draft):
            return
        self.marks[index] = (self.marks[index] + 1) % len(STATE_NAMES)
        self.render_board()

    def on_submit_click(self, event: Any) -> None:
        event.currentTarget.blur()
        if self.active():
            self.submit()

    def submit(self) -> None:
        """Enter or the submit button: play the guess at once, or give colours (the computer may think a while)."""
        game = self.game
        if isinstance(game, GuesserGame):
            if game.status == PLAYING:
                self.attempt(lambda: game.guess(self.draft))
        else:
            self.busy = True  # no typing or double submission while the strategy thinks
            asyncio.ensure_future(self.give_colours())

    async def give_colours(self) -> None:
        game = self.game
        try:
            say("w-message", "Thinking…")
            await next_paint()
            if isinstance(game, KeeperGame):
                if game.proposal is not None:
                    self.attempt(lambda: game.answer(Pattern(tuple(self.marks))))
                else:
                    say("w-message", "")
            else:
                self.attempt(lambda: game.add(self.draft, Pattern(tuple(self.marks))))
        finally:
            self.busy = False

    def attempt(self, move: Any) -> None:
        """Make a move on the engine game; a refusal is shown and changes nothing."""
        game = self.game
        try:
            move()
        except GameError as reason:
            text = str(reason)
            say("w-message", text[:1].upper() + text[1:] + ".", "error")
            self.shake()
            return
        if not isinstance(game, KeeperGame):
            self.draft = ""
        if isinstance(game, AssistantSession):
            self.suggested = game.suggestion()
        self.reveal = len(game.history) - 1
        self.marks, self.cursor = [ABSENT] * len(self.marks), 0
        self.announce()
        self.render()

    def undo(self) -> None:
        game = self.game
        if isinstance(game, GuesserGame) or not game.history:
            return
        guess, pattern = game.history[-1]
        game.undo()
        self.marks, self.cursor, self.reveal = list(pattern.marks), len(pattern), -1
        if isinstance(game, AssistantSession):
            self.draft = guess
            self.suggested = game.suggestion()
        say("w-message", f"Took back the colours of {guess.upper()}.")
        self.render()

    def use_suggestion(self) -> None:
        if isinstance(self.game, AssistantSession) and self.suggested:
            self.draft = self.suggested
            self.marks, self.cursor = [ABSENT] * len(self.marks), 0
            self.render_board()

    def announce(self) -> None:
        game = self.game
        turns = len(game.history)
        if isinstance(game, GuesserGame):
            if game.status == WON:
                say(
                    "w-message",
                    f"You found {game.secret.upper()} in {turns} guess{'es' if turns != 1 else ''}!",
                    "success",
                )
            elif game.status == LOST:
                say("w-message", f"Out of guesses. The word was {game.secret.upper()}.", "error")
            else:
                say("w-message", "")
        elif isinstance(game, KeeperGame):
            if game.impossible:
                say("w-message", game.explain(), "error")
            elif game.status == WON:
                say(
                    "w-message",
                    f"Got it: {game.history[-1][0].upper()} in {turns} guess{'es' if turns != 1 else ''}.",
                    "success",
                )
            elif game.status == LOST:
                say("w-message", "Out of guesses: you win this one.", "success")
            else:
                say("w-message", "")
        else:
            if game.impossible:
                say("w-message", game.explain(), "error")
            elif game.solved:
                say("w-message", f"Solved: {game.history[-1][0].upper()}.", "success")
            else:
                say("w-message", "")

    def shake(self) -> None:
        row = document.querySelector("#w-board .row.current")
        if row is not None:
            row.classList.remove("shake")
            _ = row.offsetWidth  # reading the layout restarts the animation
            row.classList.add("shake")

    # ----- drawing ------------------------------------------------------------------------

    def render(self) -> None:
        self.render_board()
        self.render_info()
        self.analysis.update()

    def pending_row(self) -> tuple[str, list[int] | None] | None:
        """The row being entered: (letters, marks or None while only letters are typed)."""
        game = self.game
        if isinstance(game, GuesserGame):
            return (self.draft, None) if game.status == PLAYING else None
        if isinstance(game, KeeperGame):
            return (game.proposal, self.marks) if game.proposal is not None else None
        return (self.draft, self.marks) if not game.solved and not game.impossible else None

    def render_board(self) -> None:
        game = self.game
        if game is None:
            return
        length = len(self.marks)
        board = by_id("w-board")
        board.style.setProperty("--len", str(length))
        board.classList.toggle("show-digits", bool(by_id("w-digits").checked))
        board.classList.toggle("long", length > 10)
        rows = [self.scored_row(i, guess, pattern) for i, (guess, pattern) in enumerate(game.history)]
        pending = self.pending_row()
        if pending is not None:
            rows.append(self.entry_row(len(rows), *pending))
        limit = getattr(game, "max_guesses", None)
        while len(rows) < (limit if limit is not None else MIN_ROWS):
            rows.append(self.row(len(rows), [self.tile("", None, "empty") for _ in range(length)]))
        fill(board, rows)
        self.render_keyboard()

    def row(self, index: int, tiles: list[Any], cls: str = "") -> Any:
        node = element("div", cls=f"row {cls}".strip(), role="row", aria_rowindex=str(index + 1))
        fill(node, tiles)
        return node

    def tile(self, letter: str, mark: int | None, label: str, cls: str = "") -> Any:
        state = STATE_NAMES[mark] if mark is not None else ""
        node = element("div", cls=f"tile {state} {cls}".strip(), role="gridcell", aria_label=label)
        if letter:
            node.appendChild(element("span", letter.upper(), cls="letter", aria_hidden="true"))
        if mark is not None:
            node.appendChild(element("span", str(mark), cls="digit", aria_hidden="true"))
        return node

    def scored_row(self, index: int, guess: str, pattern: Pattern) -> Any:
        tiles = []
        for i, (letter, mark) in enumerate(zip(guess, pattern.marks)):
            node = self.tile(letter, mark, f"{letter}, {STATE_NAMES[mark]}", "flip" if index == self.reveal else "")
            node.style.setProperty("--i", str(i))
            tiles.append(node)
        node = self.row(index, tiles, "scored")
        node.setAttribute("aria-label", f"{guess.upper()}: {pattern.digits}")
        node.setAttribute("data-digits", pattern.digits)
        return node

    def entry_row(self, index: int, letters: str, marks: list[int] | None) -> Any:
        length = len(self.marks)
        tiles = []
        for i in range(length):
            letter = letters[i] if i < len(letters) else ""
            if not letter:
                tiles.append(self.tile("", None, "empty"))
            elif marks is None:
                tiles.append(self.tile(letter, None, f"{letter}, typed", "typed"))
            else:
                node = self.tile(letter, marks[i], f"{letter}, {STATE_NAMES[marks[i]]}", "editable")
                node.setAttribute("data-index", str(i))
                node.setAttribute("tabindex", "0")
                if i == self.cursor:
                    node.classList.add("cursor")
                tiles.append(node)
        node = self.row(index, tiles, "current")
        node.setAttribute("aria-label", "Colours to give" if marks is not None else "Your guess")
        return node

    def render_keyboard(self) -> None:
        keyboard = by_id("w-keyboard")
        if isinstance(self.game, KeeperGame):
            if self.pending_row() is None:  # the game is over, or no word fits: no colours to give
                fill(keyboard, [])
                return
            keys = [
                ("0", "0 grey", "absent"),
                ("1", "1 yellow", "present"),
                ("2", "2 green", "correct"),
                ("Backspace", "⌫", ""),
                ("Enter", "Enter", ""),
            ]
            row = element("div", cls="keys colours")
            fill(
                row,
                [
                    element(
                        "button",
                        text,
                        cls=f"key {cls}",
                        type="button",
                        data_key=key,
                        aria_label="Backspace" if key == "Backspace" else text,
                    )
                    for key, text, cls in keys
                ],
            )
            fill(keyboard, [row])
            return
        states = keyboard_states(self.game.knowledge)
        rows = []
        for letters in KEY_ROWS:
            row = element("div", cls="keys")
            buttons = []
            for ch in letters:
                if ch == "+":
                    buttons.append(element("button", "Enter", cls="key wide", type="button", data_key="Enter"))
                elif ch == "-":
                    buttons.append(
                        element(
                            "button", "⌫", cls="key wide", type="button", data_key="Backspace", aria_label="Backspace"
                        )
                    )
                else:
                    state = STATE_NAMES[states[ch]] if ch in states else ""
                    label = f"{ch}, {state}" if state else ch
                    buttons.append(
                        element(
                            "button",
                            ch.upper(),
                            cls=f"key {state}".strip(),
                            type="button",
                            data_key=ch,
                            aria_label=label,
                        )
                    )
            fill(row, buttons)
            rows.append(row)
        fill(keyboard, rows)

    def render_info(self) -> None:
        game = self.game
        info = by_id("w-info")
        by_id("w-submit").hidden = isinstance(game, GuesserGame) or self.pending_row() is None  # nothing to submit
        by_id("w-undo").hidden = isinstance(game, GuesserGame) or not game.history
        by_id("w-use").hidden = not (isinstance(game, AssistantSession) and self.suggested)
        listing = by_id("w-candidates")
        if isinstance(game, GuesserGame):
            of_limit = f" of {game.max_guesses}" if game.max_guesses is not None else ""
            used = len(game.history)
            text = f"Guess {used + 1}{of_limit}" if game.status == PLAYING else f"{used}{of_limit} guesses used"
            info.textContent = text + (" · hard mode" if game.hard_mode else "")
            listing.hidden = True
            return
        count = len(game.candidates)
        text = f"{count:,} candidate word{'s' if count != 1 else ''} remain{'s' if count == 1 else ''}"
        if isinstance(game, AssistantSession) and self.suggested:
            text += f" · suggested next guess: {self.suggested.upper()} ({by_id('w-strategy').value})"
            by_id("w-use").textContent = f"Use {self.suggested.upper()}"
        info.textContent = text
        info.setAttribute("data-candidates", str(count))
        listing.hidden = count == 0
        words = list(game.candidates[:CANDIDATES_SHOWN])
        by_id("w-candidates-title").textContent = (
            f"Candidates ({count:,})"
            if count <= CANDIDATES_SHOWN
            else f"Candidates (first {CANDIDATES_SHOWN} of {count:,})"
        )
        fill(by_id("w-candidates-list"), [element("li", w) for w in words])
