"""The Word Challenge solver: every word a rack of letters makes, listed by length in slices."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import partial
from itertools import groupby
from typing import Any

from ...alphabet import capitals
from ...challenge import RackError, SolveRequest
from ...challenge.search import Progress, Rack
from ...i18n import _, ngettext, number
from ...known import Listing, known_first
from ...lengths import MAX_LENGTH, MIN_LENGTH
from ...lexicon import Lexicon, Word
from ...spelt import usual_spelling
from ..definitions import define
from ..dictionary import InUse
from ..dom import by_id, closest, document, element, fill, listen, next_task, say, spawn
from ..engine_messages import retold
from ..slices import run_in_slices
from .finder import letters_text, rare_note, words_text
from .ranking import AnswerRanks, needs_lookups

OPEN_UP_TO = 60  # result groups of up to this many words show expanded; larger ones open with a click
CHIPS_UP_TO = 400  # groups up to this size list each word as a chip; larger ones as plain text
CHIP_STEP = 50  # chips a step makes (20 blank letters a chip: a thousand elements, about 10 ms on the page)
SLICE_SECONDS = 0.03  # the search's and the listing's slices: a task of one is 10-13 ms more (no task over 50 ms)
WORDS_PER_PARAGRAPH = 500  # a long group's words go in paragraphs this long (the browser lays out those in view)


def word_chip(word: str, blanks: tuple[int, ...], rare: bool = False) -> Any:
    """A listed word as it is spelt; the letters that blanks fill are marked (and named for screen readers), and a
    rare word."""
    chip = element("li", None if blanks else word, cls="rare" if rare else None)
    if blanks:
        for i, letter in enumerate(word):
            marked = i in blanks
            chip.appendChild(element("span", letter, cls="from-blank") if marked else document.createTextNode(letter))
        chip.setAttribute(
            "aria-label",
            _("{word}, {letters} from a blank").format(word=word, letters=" ".join(word[i] for i in blanks)),
        )
    return chip


def word_groups(
    words: Iterable[Word],
    lexicon: Lexicon,
    by_commonness: bool = False,
    rare: bool = False,
    blanks: Callable[[Word], tuple[int, ...]] | None = None,
    ranked: AnswerRanks | None = None,
) -> Iterator[tuple[Any, Iterator[None]] | None]:
    """One collapsible block per word length (or None: a step of the work between two) for ``words``
    ordered by length (as the engine gives them), shortest first, with the steps that fill in its words:
    the known words, then with ``rare`` the rare ones (else counted in the heading), each part
    alphabetically or commonest first (``known_first``); in short groups the letters ``blanks`` names
    are marked, and rare words too. ``ranked`` keeps each length's ranks (``ranking``) across calls for
    the same words.

    The blocks come one at a time and their words later, so that every heading (and the summary above
    them) can be drawn first and the lists after, in slices. A long group's words go in paragraphs
    that the browser lays out only when they scroll into view (``content-visibility`` in style.css):
    opening 50,000 words then takes a moment, not a second.
    """
    ranked = AnswerRanks() if ranked is None else ranked
    exact = rare and by_commonness  # the one list that orders rare words by their own ranks
    for length, group in groupby(words, len):
        group = list(group)
        ranks = yield from ranked.of(lexicon, length, group, exact)  # once an answer (the options' redraws reuse them)
        listing = known_first(lexicon, group, by_commonness, rare, ranks)
        if not listing.words:
            continue
        count = len(listing.words)
        block = element("details", cls="group", data_length=str(length), data_count=str(count))
        block.open = count <= OPEN_UP_TO
        heading = f"{letters_text(length)} · {words_text(count)}"
        block.appendChild(element("summary", heading + rare_note(listing.rare, rare)))
        yield block, listing_steps(block, listing, blanks, partial(usual_spelling, lexicon))


def listing_steps(
    block: Any, listing: Listing, blanks: Callable[[Word], tuple[int, ...]] | None, usual: Callable[[Word], str]
) -> Iterator[None]:
    """Fill ``block`` with the words of ``listing`` as they are ``usual``ly spelt (élève for eleve): a chip a word in
    short groups, CHIP_STEP chips a step (an element a word, and one a letter from a blank: a word whose spelling
    has other letters, cœur for coeur, shown as played), else paragraphs of plain text, a few a step."""
    members = listing.words
    if len(members) <= CHIPS_UP_TO:
        listing_node = block.appendChild(element("ul", cls="words word-list"))
        for start in range(0, len(members), CHIP_STEP):
            for i in range(start, min(start + CHIP_STEP, len(members))):
                word, spelt = members[i], usual(members[i])
                places = blanks(word) if blanks else ()
                if places and len(spelt) != len(word):
                    spelt = word  # the blanks' places are the played word's
                listing_node.appendChild(word_chip(spelt, places, i >= listing.known))
            yield
        return
    parts = [(members[: listing.known], "word-text"), (members[listing.known :], "word-text rare")]
    node = block.appendChild(element("div", cls="word-list"))
    for part, cls in parts:
        for i in range(0, len(part), WORDS_PER_PARAGRAPH):
            node.appendChild(element("p", " ".join(map(usual, part[i : i + WORDS_PER_PARAGRAPH])), cls=cls))
            if i % (10 * WORDS_PER_PARAGRAPH) == 0:
                yield  # a pack's spellings are looked up a word at a time (~10 µs): a slice of 5,000 words
    yield


class SolverView:
    """The solver form and its results; a newer request replaces the one in flight."""

    def __init__(self, words: InUse) -> None:
        self.words = words
        self.solving: object | None = None  # the solver request in flight
        self.shown: tuple[Rack, tuple[Word, ...]] | None = None  # the rack and words listed
        self.about = ("", "")  # the rack's letters and the search's figures, for the summary
        self.ranked = AnswerRanks()  # per length: the ranks of the words shown (once an answer)
        self.unfilled: dict[str, Iterator[None]] = {}  # per length drawn without its words yet: the steps left
        self.drawing: object | None = None  # the drawing in progress: an option changed replaces it

    def bind(self) -> None:
        fill(by_id("min-length"), [element("option", str(n), value=str(n)) for n in range(MIN_LENGTH, MAX_LENGTH + 1)])
        listen(by_id("solver-form"), "submit", self.on_solve)
        for option in ("solver-common", "solver-rare"):
            listen(by_id(option), "change", lambda event: spawn(self.draw(self.solving)) if self.shown else None)
        listen(by_id("solver-results"), "click", self.on_click)

    def on_click(self, event: Any) -> None:
        """A listed word tapped: its definition; a group opened before its words are drawn: drawn at once."""
        word = closest(event, "ul li")
        if word:  # a JS null when the tap was elsewhere
            define(by_id("solver-definition"), word.textContent)
            return
        block = closest(event, "details.group")
        if block and closest(event, "summary"):
            for _ in self.unfilled.pop(block.getAttribute("data-length"), ()):  # (the slices' run then ends)
                pass

    def clear(self) -> None:
        """Forget the request in flight and the words shown (another dictionary is in use)."""
        self.solving, self.shown = object(), None
        say("solver-message", "")
        by_id("solver-summary").textContent = ""
        fill(by_id("solver-results"), [])

    # ----- solver -------------------------------------------------------------------------

    async def on_solve(self, event: Any) -> None:
        """Solve in slices, showing progress; a newer request (even a refused one) replaces this one."""
        ticket = self.solving = object()
        self.shown = None
        by_id("solver-summary").textContent = ""
        fill(by_id("solver-results"), [])
        try:
            request = SolveRequest.parse(
                by_id("letters").value, by_id("min-length").value, by_id("must").value, self.words.lexicon.alphabet
            )
        except RackError as reason:
            say("solver-message", _("Not solved: {reason}.").format(reason=retold(str(reason))), "error")
            return
        shown = capitals(request.spelt())  # as the player spelt it (CITTÀ), not as searched (ACITT)
        say("solver-message", _("Solving {letters}…").format(letters=shown))

        def report(progress: Progress) -> None:
            say(
                "solver-message",
                ngettext(
                    "Solving {letters}… {count} word so far (at {prefix})",
                    "Solving {letters}… {count} words so far (at {prefix})",
                    progress.words_found,
                ).format(letters=shown, count=number(progress.words_found), prefix=capitals(progress.prefix)),
            )

        def wanted() -> bool:
            return self.solving is ticket

        # What the search needs of the trie, in slices too (known already after the page's first seconds).
        if await run_in_slices(self.words.lexicon.computing_suffix_lengths(), lambda share: None, wanted) is None:
            return
        solution = await run_in_slices(request.search(self.words.lexicon), report, wanted, seconds=SLICE_SECONDS)
        if solution is None:  # a newer request took over
            return
        count = len(solution.words)
        say("solver-message", _("Listing {count} words…").format(count=number(count)) if count > CHIPS_UP_TO else "")
        self.shown, self.ranked = (request.rack, solution.words), AnswerRanks()
        visited = ngettext("{count} node visited", "{count} nodes visited", solution.nodes_visited)
        self.about = (
            shown,
            visited.format(count=number(solution.nodes_visited)) + f" · {number(solution.milliseconds, 1)} ms",
        )
        await self.draw(ticket)

    async def draw(self, ticket: object) -> None:
        """List the words shown, by length, the known ones first (alphabetically or the most common first),
        the rare ones after them if asked for, in slices; then say how many are listed and left out."""
        rack, words = self.shown
        lexicon = self.words.lexicon
        drawing = self.drawing = object()

        def wanted() -> bool:
            return self.solving is ticket and self.drawing is drawing

        common, rare = by_id("solver-common").checked, by_id("solver-rare").checked
        by_id("solver-summary").textContent = ""
        fill(by_id("solver-results"), [])
        listed = 0
        await next_task()  # a turn between the search's last slice and the listing's first (one task of both before)
        if not wanted():
            return

        def headings() -> Iterator[None]:
            nonlocal listed
            blanks = rack.blank_places if rack.blanks else None
            if words and needs_lookups(lexicon, range(len(words[0]), len(words[-1]) + 1)):  # texts not built yet
                yield from lexicon.counting_suffixes()  # what a look-up needs (once a page; a second at once)
            for drawn in word_groups(words, lexicon, common, rare, blanks, self.ranked):
                if drawn is not None:
                    block, steps = drawn
                    by_id("solver-results").appendChild(block)
                    listed += int(block.getAttribute("data-count"))
                    if block.open or len(words) <= CHIPS_UP_TO:  # in view, or few words in all: now
                        yield from steps
                    else:  # a closed group's words after every heading (the first screenful)
                        self.unfilled[block.getAttribute("data-length")] = steps
                yield

        def lists() -> Iterator[None]:
            while self.unfilled:
                length = next(iter(self.unfilled))
                yield from self.unfilled[length]  # (a tap on its heading may have drawn it meanwhile)
                self.unfilled.pop(length, None)

        self.unfilled = {}
        await run_in_slices(headings(), lambda _: None, wanted, seconds=SLICE_SECONDS)
        if not wanted():
            return
        left_out = len(words) - listed
        rare_part = ngettext("{count} rare word left out", "{count} rare words left out", left_out)
        rare_part = " · " + rare_part.format(count=number(left_out)) if left_out else ""
        letters, figures = self.about
        listed_text = _("{words} from {letters}").format(words=words_text(listed), letters=letters)
        by_id("solver-summary").textContent = f"{listed_text}{rare_part} · {figures}"
        if self.unfilled:
            await next_task()  # the first screenful painted before the lists' first slice
            await run_in_slices(lists(), lambda _: None, wanted, seconds=SLICE_SECONDS)
        if not wanted():
            return
        only_rare = left_out and not listed
        say("solver-message", _("Only rare words: tick Include rare words to see them.") if only_rare else "")
