"""The page's application object: loads the dictionary, holds the tabs' views, binds them, marks the page ready."""

from __future__ import annotations

import asyncio
import datetime
from dataclasses import replace
from importlib import import_module
from typing import Any

from ..finder.scan import word_texts
from ..i18n import LANGUAGES, N_, _
from ..lexicon import Lexicon, LexiconError
from ..wordle.daily import parse_day
from ..wordle.strategies import strategy_names
from ..wordle.strategies.book import BookError, OpeningBook
from .challenge.ranking import known_tables
from .definitions import fetch_definitions
from .dialogs import bind_dialogs, confirm, open_dialog
from .dictionary import InUse, read_choice
from .dictionary_store import StoreError, load_dictionary
from .dictionary_view import DictionaryView
from .dom import bind_notices, book_notice, by_id, document, listen, show_notices, spawn, window
from .engine_messages import retold
from .language import chosen, lexicon_language
from .page import Page, Tab
from .params import PageOptions, parse_query
from .prefs import GAME_SETTINGS, Remembered, with_prefs
from .records import Records
from .slices import run_in_slices
from .storage import Memory
from .tabs import FIRST_VISIT, TABS
from .travel_view import TravelView

BOOK_URL = "./static/openings.bin"  # precomputed guesses of the slow strategies (optional)
# What to do about a file of the page's own that did not come: static/loader.js's words for it, so that one
# translation serves both (the boot says them in the page's language: boot.py).
SITE_ADVICE = N_(
    "The page's own files are incomplete or damaged. If you serve this page yourself, build it again and copy every "
    "file (`python3 build.py site` writes them into _site/; `python3 build.py serve` serves a checkout); otherwise "
    "reload the page later."
)
CONNECTION_ADVICE = N_(
    "Check your connection and reload the page. If you serve this page yourself, check that the server is still "
    "running."
)
FIRST_PAUSE = 0.2  # seconds after ready when the groundwork starts if the player has not moved yet
QUIET_SECONDS = 3.0  # else a pause of the player's (no key, no tap) after which it starts
SEARCH_FORMS = ("solver-form", "finder-form")  # a field of theirs focused: a search is coming, the groundwork starts


def today(options: PageOptions) -> datetime.date:
    """The day of the daily word: ``?date=`` when given, else the player's local date (as the NYT's)."""
    if options.date:
        return parse_day(options.date)
    now = window.Date.new()
    return datetime.date(now.getFullYear(), now.getMonth() + 1, now.getDate())


class AssetError(Exception):
    """An asset (the dictionary, the opening book) could not be fetched; ``advice`` says what may help."""

    def __init__(self, reason: str, advice: str) -> None:
        super().__init__(reason)
        self.advice = advice


async def fetch_asset(url: str) -> bytes:
    """The bytes at ``url``; AssetError if the server refuses, the network fails or the download
    stalls (static/loader.js aborts any download that gets no data for a few seconds)."""
    try:
        loader = getattr(window, "wordGamesLoader", None)
        early = None if loader is None else loader.take(url)  # asked for before Python started (static/loader.js)
        response = await (window.fetch(url) if early is None else early)
        if not response.ok:
            raise AssetError(f"{url} answered HTTP {response.status} {response.statusText}".strip(), SITE_ADVICE)
        return (await response.arrayBuffer()).to_bytes()
    except AssetError:
        raise
    except Exception as exc:  # noqa: BLE001 - a network failure or an abort surfaces as a JS error
        raise AssetError(f"{url} did not arrive ({str(exc).removeprefix('Error: ')})", CONNECTION_ADVICE) from None


async def fetch_optional(url: str) -> tuple[bytes | None, str]:
    """(bytes, '') or (None, why not): for assets the page can do without."""
    try:
        return await fetch_asset(url), ""
    except AssetError as reason:
        return None, str(reason)


class App:
    """Everything the page holds: the dictionary in use, the preferences, and its tabs (tabs.py names them)."""

    def __init__(self, words: InUse, options: PageOptions, memory: Memory) -> None:
        self.first_visit = memory.is_empty()  # nothing remembered: a first visit, welcomed by the daily Wordle
        self.words = words  # the dictionary in use: every tab reads it, only ``switch`` changes it
        self.memory = memory
        self.book: asyncio.Task | None = None  # fetching or fetched; every caller awaits the same one
        self.remembered = Remembered(memory)
        self.options = with_prefs(options, self.remembered.prefs)
        if self.first_visit and "tab" not in options.given:
            self.options = replace(self.options, tab=FIRST_VISIT)
        records = Records(memory, words)
        self.device = records.device  # read (or made) at boot: a damaged one is said with the other notices
        page = Page(words, options.seed, memory, records, self.remembered, self.opening_book, today(options))
        # Each tab is the package of its name, whose tab.Tab(page) makes it: the names are said once, in tabs.py.
        self.tabs: dict[str, Tab] = {name: import_module(f"{__package__}.{name}.tab").Tab(page) for name in TABS}
        self.dictionaries = DictionaryView(words, self.switch, records)
        self.travel = TravelView(records, self.remembered)

    async def opening_book(self) -> OpeningBook | None:
        """The opening book, fetched on first use; None (with a notice) when it is missing, stalled or damaged."""
        if self.book is None:
            self.book = asyncio.ensure_future(load_book())
        return await self.book

    def bind(self) -> None:
        bind_dialogs()
        bind_notices()
        for tab in self.tabs.values():
            tab.bind(self.options)
        self.dictionaries.bind()
        self.travel.bind()
        for name in TABS:
            listen(by_id(f"tab-{name}"), "click", self.on_tab)
            listen(by_id(f"tab-{name}"), "keydown", self.on_tab_key)

    async def switch(self, name: str, lexicon: Lexicon | None) -> bool:
        """Use another dictionary (``lexicon`` None: the built-in list), asking first when a game is
        under way; every tab then works on it: the games start again and old results go."""
        if any(tab.playing() for tab in self.tabs.values()) and not await confirm(
            _("Change the dictionary?"),
            _("The Wordle game or Word Challenge round in progress will be lost."),
            _("Change"),
        ):
            return False
        self.words.use(name, lexicon)
        self.memory.save("dictionary", self.words.to_data())
        for tab in self.tabs.values():
            tab.use_dictionary()
        return True

    def welcome(self, plain: bool) -> None:
        """A first visit: How to play, once, over today's daily word (unless a link asked for another game)."""
        if plain:
            self.tabs["wordle"].daily()
        first_screen = getattr(window, "wordGamesFirstScreen", None)
        if not (first_screen is not None and first_screen.welcomed):  # shown before ready: never again over a guess
            open_dialog("help-dialog")

    def on_tab(self, event: Any) -> None:
        self.show_tab(event.currentTarget.id.removeprefix("tab-"))

    def on_tab_key(self, event: Any) -> None:
        if event.key in ("ArrowLeft", "ArrowRight"):
            current = TABS.index(event.currentTarget.id.removeprefix("tab-"))
            name = TABS[(current + (1 if event.key == "ArrowRight" else -1)) % len(TABS)]
            by_id(f"tab-{name}").focus()
            self.show_tab(name)

    def show_tab(self, name: str) -> asyncio.Future | None:
        """Switch tabs (and the header's tools that belong to one: ``data-tab``); a future while the tab
        starts something (the first visit to Wordle starts a game)."""
        for tab in TABS:
            selected = tab == name
            by_id(f"tab-{tab}").setAttribute("aria-selected", "true" if selected else "false")
            by_id(f"tab-{tab}").setAttribute("tabindex", "0" if selected else "-1")
            by_id(f"panel-{tab}").hidden = not selected
        for tools in document.querySelectorAll("header [data-tab]"):
            tools.hidden = tools.getAttribute("data-tab") != name
        self.remembered.remember(tab=name)
        return self.tabs[name].show()


async def load_book() -> OpeningBook | None:
    """The opening book, or None with a notice saying why not (the page can do without it)."""
    data, problem = await fetch_optional(BOOK_URL)
    if data is not None:
        try:
            return OpeningBook.from_bytes(data)
        except BookError as reason:
            problem = f"{BOOK_URL} is damaged ({reason})"
    show_notices((book_notice(problem),))
    return None


async def chosen_dictionary(built_in: Lexicon, memory: Memory) -> InUse:
    """The dictionary chosen last time, read back from IndexedDB; the built-in list (with a notice)
    when there is none or it cannot be read."""
    words = InUse(built_in, LANGUAGES[lexicon_language(chosen())])
    name = memory.load("dictionary", read_choice)
    if name:
        try:
            words.use(name, Lexicon.from_bytes(await load_dictionary(name)))
        except (StoreError, LexiconError) as reason:
            memory.forget("dictionary")
            said = _("Your dictionary {name} could not be read ({reason}); the {language} list is in use.")
            memory.notices.append(
                said.format(name=repr(name[:40]), reason=retold(str(reason)), language=words.language)
            )
    return words


async def start(lexicon: Lexicon, options: PageOptions, memory: Memory) -> App:
    """The app on the built-in ``lexicon``: the remembered values read (each bad one dropped with a
    notice), every handler bound and the first tab shown, its first game started."""
    app = App(await chosen_dictionary(lexicon, memory), options, memory)
    app.bind()
    show_notices(tuple(retold(notice) for notice in options.notices))  # written before the language was known
    first_game = app.show_tab(app.options.tab)
    show_notices(tuple(memory.notices))
    memory.said = True
    if first_game is not None:
        await first_game
    if app.first_visit and app.options.tab == FIRST_VISIT:
        app.welcome(plain=not set(options.given) & {*GAME_SETTINGS, "challenge", "tab", "seed"})
    return app


async def open_language(lexicon: Lexicon, code: str) -> App:
    """The app drawn in language ``code`` (its catalog in use, static/i18n.js's text in it) on its pack ``lexicon``:
    the language's own games and statistics read back, the link's options read, every view bound, the first tab
    shown; then, in slices, what searches need of the trie. The boot and each change of language (web/switch.py)."""
    memory = Memory(language=lexicon_language(code))  # each language its own games and statistics
    app = await start(lexicon, parse_query(str(window.location.search), strategy_names()), memory)
    document.body.setAttribute("data-language", code)  # tests and bench/language_page.py wait for it
    spawn(groundwork(lexicon))
    return app


async def groundwork(lexicon: Lexicon) -> None:
    """What searches need of the trie (skipped by a checked dictionary's load), the texts the finder scans and the
    definitions, in slices (seconds of work in one piece): at once if the player has not moved yet, else once they
    pause or head for a search, so that it never shares the processor with their first moves (a guess typed as
    the page comes) and is under way before a first search."""
    await quiet_or_searching()
    await compute_facts(lexicon)


async def quiet_or_searching() -> None:
    """Return FIRST_PAUSE from now if no key or tap came meanwhile; else after QUIET_SECONDS without one, or as
    soon as a field of a search form is focused."""
    loop = asyncio.get_running_loop()
    last_move: float | None = None
    searching = loop.create_future()

    def moved(event: Any) -> None:
        nonlocal last_move
        last_move = loop.time()

    stops = [listen(document, kind, moved) for kind in ("keydown", "pointerdown")]
    stops += [
        listen(by_id(form), "focusin", lambda event: searching.done() or searching.set_result(None))
        for form in SEARCH_FORMS
    ]
    await asyncio.sleep(FIRST_PAUSE)  # what was typed before ready is answered first
    while last_move is not None and (wait := last_move + QUIET_SECONDS - loop.time()) > 0 and not searching.done():
        await asyncio.wait([searching], timeout=wait)
    for stop in stops:  # no Python call a key for the rest of the visit
        stop()


async def compute_facts(lexicon: Lexicon) -> None:
    """Run the trie's suffix masks in slices, then mark the body ``data-facts`` (tests wait for it); then each
    length's word text that the finder scans (a first ``*ing`` took 1.26 s building them) and the solver's
    tables of known words (``challenge.ranking``), marking the body ``data-texts-ready`` (ms since navigation start);
    then the definitions (one thing at a time: two computations in slices at once make tasks of 70-100 ms)."""
    await run_in_slices(lexicon.computing_suffix_lengths(), lambda share: None, lambda: True)
    if lexicon.spellings:  # what looks a word's usual spelling up (``spelt.usual_spellings``)
        await run_in_slices(lexicon.counting_suffixes(), lambda share: None, lambda: True)
    document.body.setAttribute("data-facts", "")
    await run_in_slices(word_texts(lexicon).building(list(lexicon.lengths())), lambda share: None, lambda: True)
    await run_in_slices(known_tables(lexicon).building(lexicon.lengths()), lambda _: None, lambda: True)
    document.body.setAttribute("data-texts-ready", str(round(window.performance.now())))
    fetch_definitions()
