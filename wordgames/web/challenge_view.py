"""The Word Challenge tab: the solver form and results, and the timed game."""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

from ..challenge import ChallengeGame, RackError, SolveRequest
from ..challenge.game import GAME_LENGTHS
from ..lexicon import MAX_LENGTH, MIN_LENGTH, Word
from .dom import by_id, element, fill, listen, next_paint, say

if TYPE_CHECKING:
    from .app import App

GAME_SECONDS = 180
OPEN_UP_TO = 60  # result groups of up to this many words show expanded; larger ones open with a click
CHIPS_UP_TO = 400  # groups up to this size list each word as a chip; larger ones as plain text


def word_groups(words: tuple[Word, ...] | list[Word], what: str = "words") -> list[Any]:
    """One collapsible block per word length (shortest first, as the engine orders words), every word listed."""
    groups: dict[int, list[Word]] = {}
    for word in words:
        groups.setdefault(len(word), []).append(word)
    blocks = []
    for length in sorted(groups):
        members = sorted(groups[length])
        block = element("details", cls="group", data_length=str(length))
        block.open = len(members) <= OPEN_UP_TO
        count = f"{len(members):,} {what if len(members) != 1 else what.rstrip('s')}"
        block.appendChild(element("summary", f"{length} letters · {count}"))
        if len(members) <= CHIPS_UP_TO:
            listing = element("ul", cls="words")
            fill(listing, [element("li", word) for word in members])
        else:  # one text block: a quarter of a million words still draw in a moment
            listing = element("p", " ".join(members), cls="word-text")
        block.appendChild(listing)
        blocks.append(block)
    return blocks


class ChallengeView:
    """Binds the solver and the game to the page; the game itself is an engine ChallengeGame."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.game: ChallengeGame | None = None
        self.deadline = 0.0
        self.clock_task: asyncio.Task | None = None

    def bind(self) -> None:
        fill(by_id("min-length"), [element("option", str(n), value=str(n)) for n in range(MIN_LENGTH, MAX_LENGTH + 1)])
        fill(by_id("cg-length"), [element("option", str(n), value=str(n)) for n in GAME_LENGTHS])
        by_id("cg-length").value = str(GAME_LENGTHS[1])
        listen(by_id("solver-form"), "submit", self.on_solve)
        listen(by_id("cg-settings"), "submit", self.on_new_game)
        listen(by_id("cg-form"), "submit", self.on_attempt)
        listen(by_id("cg-word"), "keydown", self.on_word_key)
        listen(by_id("cg-shuffle"), "click", lambda event: self.shuffle())
        listen(by_id("cg-giveup"), "click", lambda event: self.finish("You gave up."))

    # ----- solver -------------------------------------------------------------------------

    async def on_solve(self, event: Any) -> None:
        try:
            request = SolveRequest.parse(by_id("letters").value, by_id("min-length").value, by_id("must").value)
        except RackError as reason:
            say("solver-message", f"Not solved: {reason}.", "error")
            by_id("solver-summary").textContent = ""
            fill(by_id("solver-results"), [])
            return
        say("solver-message", "Solving…")
        await next_paint()
        solution = request.solve(self.app.lexicon)
        shown = request.rack.letters().upper()
        say("solver-message", "")
        count = len(solution.words)
        by_id("solver-summary").textContent = (
            f"{count:,} word{'s' if count != 1 else ''} from {shown} · {solution.nodes_visited:,} nodes visited · "
            f"{solution.milliseconds:.1f} ms"
        )
        fill(by_id("solver-results"), word_groups(solution.words))

    # ----- game ---------------------------------------------------------------------------

    def on_new_game(self, event: Any) -> None:
        self.game = ChallengeGame.new(self.app.lexicon, int(by_id("cg-length").value), self.app.rng())
        self.deadline = time.monotonic() + GAME_SECONDS
        by_id("cg-play").hidden = False
        fill(by_id("cg-missed"), [])
        say("cg-message", f"Go! {len(self.game.answers)} words to find.")
        self.render()
        word = by_id("cg-word")
        word.disabled = False
        word.value = ""
        word.focus()
        if self.clock_task is None or self.clock_task.done():
            self.clock_task = asyncio.ensure_future(self.tick())

    def on_attempt(self, event: Any) -> None:
        if self.game is None:
            return
        box = by_id("cg-word")
        attempt = self.game.attempt(box.value)
        box.value = ""
        shown = attempt.word.upper() if len(attempt.word) <= 30 else attempt.word[:30].upper() + "…"
        if attempt.accepted:
            say("cg-message", f"{shown}: +{attempt.points}", "success")
        else:
            say("cg-message", f"{shown or 'Nothing typed'}: {attempt.reason}", "error")
        self.render()
        if self.game.over and attempt.accepted:
            self.finish("You found every word!")

    def on_word_key(self, event: Any) -> None:
        if event.key == " ":
            event.preventDefault()
            self.shuffle()

    def shuffle(self) -> None:
        if self.game is not None and not self.game.over:
            self.game.shuffle()
            self.render()

    def finish(self, why: str) -> None:
        if self.game is None or by_id("cg-word").disabled:
            return
        missed = self.game.give_up()
        by_id("cg-word").disabled = True
        say(
            "cg-message",
            f"{why} Final score {self.game.score} of {self.game.best_score}.",
            "success" if not missed else "",
        )
        heading = element("h3", f"Missed words ({len(missed)})" if missed else "No words missed")
        fill(by_id("cg-missed"), [heading, *word_groups(missed)])
        self.render()

    async def tick(self) -> None:
        while self.game is not None and not self.game.over:
            left = max(0, round(self.deadline - time.monotonic()))
            by_id("cg-clock").textContent = f"{left // 60}:{left % 60:02d}"
            if left <= 0:
                self.finish("Time is up.")
                break
            await asyncio.sleep(0.5)

    def render(self) -> None:
        game = self.game
        fill(by_id("cg-tiles"), [element("span", ch.upper(), cls="tile letter") for ch in game.tiles])
        by_id("cg-tiles").setAttribute("aria-label", f"Tiles: {' '.join(game.tiles.upper())}")
        by_id("cg-score").textContent = f"{game.score} point{'s' if game.score != 1 else ''}"
        by_id("cg-count").textContent = f"{len(game.found)} of {len(game.answers)} words"
        found = element("h3", f"Found ({len(game.found)})")
        fill(by_id("cg-found"), [found, *word_groups(game.found)] if game.found else [])
