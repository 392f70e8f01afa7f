"""The Word finder card (Word Challenge tab): a pattern, letters and lengths in; counts, and words a page at a time."""

from __future__ import annotations

import time
from collections.abc import Generator, Iterable, Iterator
from itertools import islice
from typing import Any

from ...finder import FinderError, Matches, Query, ScanMatches, find, preparing
from ...i18n import _, duration, ngettext, number, percent
from ...lengths import MAX_LENGTH, MIN_LENGTH
from ...lexicon import Lexicon, Word
from ...spelt import usual_spellings
from ..definitions import define, hide
from ..dictionary import InUse
from ..dom import by_id, closest, element, fill, later, listen, next_paint, say, spawn
from ..engine_messages import retold
from ..slices import run_in_slices

PAGE = 300  # words a group draws at a time; "Show more" draws the next ones (a group may hold 53,402)
OPEN_UP_TO = 60  # groups of up to this many words show open; larger ones draw their first page when opened


def rare_note(count: int, shown: bool) -> str:
    """What a group's heading says of its rare words: how many it lists last, or leaves out."""
    if not count:
        return ""
    said = (
        ngettext("({count} rare)", "({count} rare)", count)  # a form for 1 and for more ('1 rara', '2 raras')
        if shown
        else "· " + ngettext("{count} rare left out", "{count} rare left out", count)
    )
    return " " + said.format(count=number(count))


def query_text(query: Query) -> str:
    """The search in the player's language, e.g. 'c?t with E, without XZ, 3–20 letters' (Query.describe's English)."""
    upper = query.alphabet.upper
    pattern, must, exclude = query.spelt()  # as the player spelt them (città), not as searched (citta)
    parts = [_("{pattern} with {letters}").format(pattern=pattern, letters=upper(must))] if must else [pattern]
    if exclude:
        parts.append(_("without {letters}").format(letters=upper(exclude)))
    parts.append(letters_text(query.min_length, query.max_length))
    return ", ".join(parts)


def letters_text(low: int, high: int | None = None) -> str:
    """'7 letters', '3–20 letters': a length or a range of lengths, as the language counts letters ('7 liter')."""
    if high is None or high == low:
        return ngettext("{count} letter", "{count} letters", low).format(count=number(low))
    range_ = ngettext("{low}–{high} letter", "{low}–{high} letters", high)  # the form of its last figure ('3–4 litery')
    return range_.format(low=number(low), high=number(high))


def words_text(count: int) -> str:
    """'1 word', '2 words': a count of words in the player's language."""
    return ngettext("{count} word", "{count} words", count).format(count=number(count))


MARKUP = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})  # text kept text in markup


def word_items(words: list[Word], known: int) -> str:
    """Listed words as markup, escaped (one parse instead of two to four calls into JavaScript a word: most of a
    first answer's drawing); those from place ``known`` on are rare: marked, and said to be to a screen reader."""
    rare = f'<li class="rare" title="{_("a rare word").translate(MARKUP)}">'
    return "".join(f"{'<li>' if i < known else rare}{word.translate(MARKUP)}</li>" for i, word in enumerate(words))


def group_markup(length: int, heading: str, words: list[Word] | None, known: int) -> str:
    """A length's group as markup: open with its ``words`` (the first ``known`` of them known), or closed (None)
    until it is opened; its "Show more" hidden (an open group holds at most OPEN_UP_TO words: all drawn)."""
    listing = "" if words is None else word_items(words, known)
    return (
        f'<details class="group" data-length="{length}"{"" if words is None else " open"}>'
        f'<summary>{heading.translate(MARKUP)}</summary><ul class="words">{listing}</ul>'
        f'<button type="button" class="more" hidden>{_("Show more").translate(MARKUP)}</button></details>'
    )


def first_needs(lexicon: Lexicon, query: Query) -> Generator[float, None, bool]:
    """What a search needs done first, in steps yielding the share done: the finder's own (``preparing``), then
    what spells its words as usual (``spelt.usual_spellings``: a tenth of the time). Returns True: ready."""
    yield from (0.9 * share for share in preparing(lexicon, query))
    if lexicon.spellings:
        yield from (0.9 + 0.1 * share for share in lexicon.counting_suffixes())
    return True


class FinderView:
    """Binds the finder form; each length's group takes its words from the engine's iterator, a page at a time."""

    def __init__(self, words: InUse) -> None:
        self.words = words
        self.matches: Matches | ScanMatches | None = None
        self.asked: Query | None = None  # the search in progress: a newer one replaces it
        self.pages: dict[int, Iterator[Word]] = {}  # per length: the words not drawn yet
        self.shown_counts: dict[int, int] = {}  # per length: the words listed (the known ones, or all)
        self.known: dict[int, int] = {}  # per length: the known words, listed first
        self.took = 0.0  # milliseconds the last search took

    def bind(self) -> None:
        for select in ("finder-min", "finder-max"):
            fill(by_id(select), [element("option", str(n), value=str(n)) for n in range(MIN_LENGTH, MAX_LENGTH + 1)])
        by_id("finder-max").value = str(MAX_LENGTH)
        listen(by_id("finder-form"), "submit", self.on_find)
        listen(by_id("finder-common"), "change", lambda event: self.draw())
        listen(by_id("finder-rare"), "change", lambda event: self.draw())
        listen(by_id("finder-results"), "click", self.on_click)

    def clear(self) -> None:
        """Forget the words shown (another dictionary is in use)."""
        self.matches, self.pages = None, {}
        say("finder-message", "")
        by_id("finder-summary").textContent = ""
        fill(by_id("finder-results"), [])
        hide(by_id("finder-definition"))

    def on_find(self, event: Any) -> None:
        """A search asked for: answered within the submit's own task when its groundwork is done (the usual
        case once the texts are built after ready: no turn of the event loop, no frame, before the answer)."""
        fields = ("finder-pattern", "finder-must", "finder-exclude", "finder-min", "finder-max")
        try:
            lexicon = self.words.lexicon
            query = Query.parse(*(by_id(name).value for name in fields), alphabet=lexicon.alphabet)  # its letters
        except FinderError as reason:
            self.asked = None  # a search still preparing is replaced too: its answer would hide this refusal
            self.refuse(reason)
            return
        self.asked = query
        start = time.perf_counter()
        groundwork = first_needs(lexicon, query)
        try:
            next(groundwork)
        except StopIteration:
            self.answer(lexicon, query, start)
            return
        say("finder-message", _("Searching…"))  # a first search's groundwork: seconds, so say so first
        spawn(self.answer_after(lexicon, query, groundwork, start))

    async def answer_after(
        self, lexicon: Lexicon, query: Query, groundwork: Generator[float, None, bool], start: float
    ) -> None:
        """The answer once ``groundwork`` is done, in slices (seconds at once for the whole dictionary's texts);
        timed from the submit, as the player waited."""
        await next_paint()
        if await run_in_slices(groundwork, self.progress, lambda: self.asked is query) is None:
            return  # a newer search replaced this one
        self.answer(lexicon, query, start)

    def answer(self, lexicon: Lexicon, query: Query, start: float) -> None:
        later(0.1, lambda answer: None, (self.matches, self.pages))  # the last answer freed after this one is drawn
        try:
            self.matches = find(lexicon, query)
            total = self.matches.total  # a scan runs on first need: timed with the search
            self.matches.known_counts()  # and the known words' counts the summary gives, as the command line's answer
        except FinderError as reason:
            self.refuse(reason)
            return
        self.took = (time.perf_counter() - start) * 1000
        say("finder-message", "" if total else _("No word matches {query}.").format(query=query_text(query)))
        self.draw()

    def refuse(self, reason: FinderError) -> None:
        self.matches = None
        say("finder-message", _("Not searched: {reason}.").format(reason=retold(str(reason))), "error")
        by_id("finder-summary").textContent = ""
        fill(by_id("finder-results"), [])

    def progress(self, share: float) -> None:
        say("finder-message", _("Searching… {share}").format(share=percent(share)))

    def draw(self) -> None:
        """One group per length, shortest first: the known words, then the rare ones if the checkbox asks
        for them (else counted), in the order the other checkbox asks for; small groups open."""
        if self.matches is None:
            return
        common, rare = by_id("finder-common").checked, by_id("finder-rare").checked
        known = self.matches.known_counts()
        counts = self.matches.counts if rare else known
        self.pages = {length: self.matches.shown(length, common, rare) for length in counts}
        self.shown_counts, self.known = counts, known
        shown = sum(counts.values())
        left_out = self.matches.total - shown
        steps = self.matches.steps  # none where the finder scanned the words rather than walked the trie
        visited = ngettext("{count} node visited", "{count} nodes visited", steps)
        how = visited.format(count=number(steps)) if steps else _("scan of the word list")  # not a count: no number
        rare_part = ngettext("{count} rare word left out", "{count} rare words left out", left_out)
        rare_part = " · " + rare_part.format(count=number(left_out)) if left_out else ""
        words = words_text(shown)
        took = duration(self.took / 1000) if self.took >= 1000 else f"{number(self.took, 1)} ms"
        by_id("finder-summary").textContent = f"{words}{rare_part} · {query_text(self.matches.query)} · {how} · {took}"
        if left_out and not shown:
            say("finder-message", _("Only rare words match: tick Include rare words to see them."))
        groups = []
        for length, count in counts.items():
            rare_count = self.matches.counts[length] - known.get(length, 0)
            heading = letters_text(length) + f" · {words_text(count)}{rare_note(rare_count, rare)}"
            words = self.spelt(islice(self.pages[length], PAGE)) if count <= OPEN_UP_TO else None  # small ones open
            groups.append(group_markup(length, heading, words, known.get(length, 0)))
        by_id("finder-results").innerHTML = "".join(groups)  # one call into JavaScript for every group

    def spelt(self, words: Iterable[Word]) -> list[str]:
        """``words`` as they are usually spelt (élève for the eleve matched), as the lists show them."""
        return usual_spellings(self.words.lexicon, words)

    def on_click(self, event: Any) -> None:
        """A word tapped: its definition; 'Show more', or a closed group opened for the first time:
        draw the group's next page."""
        word = closest(event, "ul.words li")
        if word:  # a JS null when the tap was elsewhere
            define(by_id("finder-definition"), word.textContent)
            return
        block = closest(event, "details.group")
        if not block:  # a JS null when the tap was outside every group
            return
        opening = closest(event, "summary") and not block.open and not block.querySelector("li")
        if opening or closest(event, "button.more"):
            self.more(block)

    def more(self, block: Any) -> None:
        length = int(block.getAttribute("data-length"))
        listing = block.querySelector("ul")
        drawn, known = listing.childElementCount, self.known.get(length, 0)
        listing.insertAdjacentHTML("beforeend", word_items(self.spelt(islice(self.pages[length], PAGE)), known - drawn))
        left = self.shown_counts[length] - listing.childElementCount
        button = block.querySelector("button.more")
        button.hidden = left <= 0
        button.textContent = ngettext(
            "Show {count} more ({left} left)", "Show {count} more ({left} left)", left
        ).format(count=number(min(PAGE, left)), left=number(left))
