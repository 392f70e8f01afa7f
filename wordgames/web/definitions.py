"""Definitions on the page: the asset fetched once the page is ready (never in its boot), and a word's meaning drawn
(WordNet's in English; in another language a link to its Wiktionary entry, which the player opens)."""

from __future__ import annotations

import asyncio
from typing import Any

from ..definitions import Definitions, DefinitionsError
from ..i18n import ENGLISH, _
from .dom import document, element, fill, spawn, window
from .language import chosen, lexicon_language
from .slices import run_in_slices
from .spelling import in_capitals

DEFINITIONS_URL = "./static/definitions.bin"
MOST_LINES = 4  # lines of a definition shown: the form and the commonest senses
WIKTIONARY = "https://{code}.wiktionary.org/wiki/{word}"  # a pack's meanings: opened by the player, never fetched


class PageDefinitions:
    """The definitions asset, fetched once on first need or soon after the page is ready."""

    def __init__(self) -> None:
        self.task: asyncio.Task | None = None
        self.problem = ""

    def start(self) -> asyncio.Task:
        if self.task is None:
            self.task = asyncio.ensure_future(self._load())
            # read or not, the body says so (tests of the heap wait for it: the asset takes about 12 MB of it)
            self.task.add_done_callback(lambda task: document.body.setAttribute("data-definitions", ""))
        return self.task

    async def _load(self) -> Definitions | None:
        try:
            response = await window.fetch(DEFINITIONS_URL)
            if not response.ok:
                self.problem = f"{DEFINITIONS_URL} answered HTTP {response.status}"
                return None
            data = (await response.arrayBuffer()).to_bytes()
            # read in slices: at once, the asset would hold the page for a third of a second
            return await run_in_slices(Definitions.reading(data), lambda _: None, lambda: True)
        except DefinitionsError as reason:
            self.problem = f"{DEFINITIONS_URL} is damaged ({reason})"
        except Exception as exc:  # noqa: BLE001 - a network failure surfaces as a JS error
            self.problem = f"{DEFINITIONS_URL} did not arrive ({str(exc).removeprefix('Error: ')})"
        return None

    async def lines(self, word: str) -> list[str] | None:
        """The definition of ``word`` as lines; None when there is none (or no asset, ``problem`` says why)."""
        definitions = await self.start()
        definition = definitions.lookup(word) if definitions is not None else None
        return definition.lines() if definition is not None else None


DEFINITIONS = PageDefinitions()


def fetch_definitions() -> None:
    """Fetch the definitions ahead of need, once the page's other groundwork is done (app.compute_facts: read in
    slices beside the finder's texts, the two made tasks of 70-100 ms), so that the first one shown is at hand
    (English's only: another language's words are looked up in its Wiktionary)."""
    if lexicon_language(chosen()) == ENGLISH:
        DEFINITIONS.start()


def define(node: Any, word: str) -> asyncio.Future:
    """Show ``word``'s definition in ``node`` (in the background: the asset may still be on its way)."""
    node.hidden = False
    node.setAttribute("data-word", word)
    code = lexicon_language(chosen())
    if code != ENGLISH:
        look_up(node, word, code)
        return spawn(asyncio.sleep(0))
    fill(node, [element("p", _("{word}: looking it up…").format(word=in_capitals(word)), cls="hint")])

    async def draw() -> None:
        lines = await DEFINITIONS.lines(word)
        if node.getAttribute("data-word") != word:
            return  # another word was asked for meanwhile
        if lines is None:
            said = (
                _("No definition of {word} here.")
                if DEFINITIONS.problem == ""
                else _("No definition of {word} here ({why}).")
            )
            fill(node, [element("p", said.format(word=in_capitals(word), why=DEFINITIONS.problem), cls="hint")])
            return
        listing = element("ul", cls="senses")
        fill(listing, [element("li", line) for line in lines[:MOST_LINES]])
        fill(node, [element("h3", in_capitals(word)), listing])
        node.setAttribute("data-defined", word)

    return spawn(draw())


def look_up(node: Any, word: str, code: str) -> None:
    """The word and a link to its entry in the language's Wiktionary, in a new tab: the page itself asks nothing."""
    link = element("a", _("Look {word} up in Wiktionary").format(word=in_capitals(word)))
    link.href = WIKTIONARY.format(code=code, word=window.encodeURIComponent(word))  # not urllib: kept off the boot
    link.target, link.rel = "_blank", "noopener noreferrer"
    paragraph = element("p")
    fill(paragraph, [link])
    fill(node, [element("h3", in_capitals(word)), paragraph])
    node.setAttribute("data-defined", word)


def hide(node: Any) -> None:
    node.hidden = True
    node.removeAttribute("data-word")
    fill(node, [])
