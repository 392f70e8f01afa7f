"""The Word Challenge tab: the solver form and results, and the timed game."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable, Iterator
from itertools import groupby
from typing import TYPE_CHECKING, Any

from ..challenge import ChallengeGame, RackError, SolveRequest
from ..challenge.game import GAME_LENGTHS
from ..challenge.search import Progress
from ..lexicon import MAX_LENGTH, MIN_LENGTH, Word
from .dom import by_id, element, fill, listen, say
from .slices import run_in_slices

if TYPE_CHECKING:
    from .app import App

GAME_SECONDS = 180
OPEN_UP_TO = 60  # result groups of up to this many words show expanded; larger ones open with a click
CHIPS_UP_TO = 400  # groups up to this size list each word as a chip; larger ones as plain text
WORDS_PER_PARAGRAPH = 500  # a long group's words go in paragraphs this long (the browser lays out those in view)


def word_groups(words: Iterable[Word], what: str = "words") -> Iterator[Any]:
    """One collapsible block per word length for ``words`` ordered by length (as the engine gives
    them), shortest first, every word listed alphabetically.

    The blocks come one at a time, so that a long list can be drawn in slices. A long group's
    words go in paragraphs that the browser lays out only when they scroll into view
    (``content-visibility`` in style.css): opening 50,000 words then takes a moment, not a second.
    """
    for length, group in groupby(words, len):
        members = sorted(group)
        block = element("details", cls="group", data_length=str(length))
        block.open = len(members) <= OPEN_UP_TO
        count = f"{len(members):,} {what if len(members) != 1 else what.rstrip('s')}"
        block.appendChild(element("summary", f"{length} letters · {count}"))
        if len(members) <= CHIPS_UP_TO:
            listing = element("ul", cls="words word-list")
            fill(listing, [element("li", word) for word in members])
        else:
            listing = element("div", cls="word-list")
            paragraphs = range(0, len(members), WORDS_PER_PARAGRAPH)
            fill(
                listing,
                [element("p", " ".join(members[i : i + WORDS_PER_PARAGRAPH]), cls="word-text") for i in paragraphs],
            )
        block.appendChild(listing)
        yield block


class ChallengeView:
    """Binds the solver and the game to the page; the game itself is an engine ChallengeGame."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.game: ChallengeGame | None = None
        self.deadline = 0.0
        self.clock_task: asyncio.Task | None = None
        self.solving: object | None = None  # the solver request in flight (a newer one replaces it)

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
        """Solve in slices, showing progress; a newer request (even a refused one) replaces this one."""
        ticket = self.solving = object()
        by_id("solver-summary").textContent = ""
        fill(by_id("solver-results"), [])
        try:
            request = SolveRequest.parse(by_id("letters").value, by_id("min-length").value, by_id("must").value)
        except RackError as reason:
            say("solver-message", f"Not solved: {reason}.", "error")
            return
        shown = request.rack.letters().upper()
        say("solver-message", f"Solving {shown}…")

        def report(progress: Progress) -> None:
            say(
                "solver-message",
                f"Solving {shown}… {progress.words_found:,} words so far (at {progress.prefix.upper()})",
            )

        solution = await run_in_slices(request.search(self.app.lexicon), report, lambda: self.solving is ticket)
        if solution is None:  # a newer request took over
            return
        count = len(solution.words)
        say("solver-message", f"Listing {count:,} words…" if count > CHIPS_UP_TO else "")
        by_id("solver-summary").textContent = (
            f"{count:,} word{'s' if count != 1 else ''} from {shown} · {solution.nodes_visited:,} nodes visited · "
            f"{solution.milliseconds:.1f} ms"
        )

        def draw() -> Iterator[None]:
            for block in word_groups(solution.words):
                by_id("solver-results").appendChild(block)
                yield

        await run_in_slices(draw(), lambda _: None, lambda: self.solving is ticket)
        if self.solving is ticket:
            say("solver-message", "")

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
        fill(by_id("cg-found"), [found, *word_groups(sorted(game.found, key=len))] if game.found else [])
