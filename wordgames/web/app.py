"""The page's application object: loads the dictionary, holds the two tabs' views, binds them, marks the page ready."""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

from ..lexicon import Lexicon, LexiconError
from ..wordle.strategies import strategy_names
from .challenge_view import ChallengeView
from .dom import by_id, document, element, fill, listen, next_paint, show_failure, window
from .params import TABS, PageOptions, parse_query
from .wordle_view import WordleView

ASSET_URL = "./static/dictionary.bin"
STAGES = ("runtime", "code", "dictionary", "games")
BUILD_ADVICE = ("If you serve this page yourself, run `python3 build.py` (it builds static/dictionary.bin), "
                "then reload. Otherwise reload the page later.")


class AssetError(Exception):
    """The dictionary asset could not be fetched."""


def stage(name: str) -> None:
    """Mark a loading stage as the current one (earlier ones done)."""
    index = STAGES.index(name)
    for i, item in enumerate(document.querySelectorAll("#loading-stages li[data-stage]")):
        item.className = "done" if i < index else "active" if i == index else ""
    by_id("loading-bar").style.width = f"{round(100 * (index + 0.5) / len(STAGES))}%"


async def fetch_asset(url: str) -> bytes:
    try:
        response = await window.fetch(url)
    except Exception as exc:  # noqa: BLE001 - a network failure surfaces as a JS error
        raise AssetError(f"the request for {url} failed ({exc})") from None
    if not response.ok:
        raise AssetError(f"{url} answered HTTP {response.status} {response.statusText}".strip())
    return (await response.arrayBuffer()).to_bytes()


class App:
    """Everything the page holds: the dictionary, the options from the URL, and one view per tab."""

    def __init__(self, lexicon: Lexicon, options: PageOptions) -> None:
        self.lexicon = lexicon
        self.options = options
        self.challenge = ChallengeView(self)
        self.wordle = WordleView(self)

    def rng(self) -> random.Random:
        """A fresh generator for a new game: fixed by ?seed=N, otherwise seeded by the system."""
        return random.Random(self.options.seed) if self.options.seed is not None else random.Random()

    def bind(self) -> None:
        self.challenge.bind()
        self.wordle.bind(self.options)
        for name in TABS:
            listen(by_id(f"tab-{name}"), "click", self.on_tab)
            listen(by_id(f"tab-{name}"), "keydown", self.on_tab_key)

    def on_tab(self, event: Any) -> None:
        asyncio.ensure_future(self.show_tab(event.currentTarget.id.removeprefix("tab-")))

    def on_tab_key(self, event: Any) -> None:
        if event.key in ("ArrowLeft", "ArrowRight"):
            current = TABS.index(event.currentTarget.id.removeprefix("tab-"))
            name = TABS[(current + (1 if event.key == "ArrowRight" else -1)) % len(TABS)]
            by_id(f"tab-{name}").focus()
            asyncio.ensure_future(self.show_tab(name))

    async def show_tab(self, name: str) -> None:
        for tab in TABS:
            selected = tab == name
            by_id(f"tab-{tab}").setAttribute("aria-selected", "true" if selected else "false")
            by_id(f"tab-{tab}").setAttribute("tabindex", "0" if selected else "-1")
            by_id(f"panel-{tab}").hidden = not selected
        if name == "wordle" and self.wordle.game is None:
            await self.wordle.start()


def show_notices(notices: tuple[str, ...]) -> None:
    if notices:
        box = by_id("notices")
        fill(box, [element("p", text) for text in notices])
        box.hidden = False


async def main() -> None:
    """Boot: fetch and check the dictionary, build the app, bind every handler, then mark the page ready."""
    started = time.perf_counter()
    document.body.setAttribute("data-imported-ms", str(round(window.performance.now())))
    document.documentElement.setAttribute("data-python-started", "")
    stage("dictionary")
    await next_paint()
    try:
        lexicon = Lexicon.from_bytes(await fetch_asset(ASSET_URL))
    except AssetError as reason:
        show_failure(f"The dictionary could not be loaded: {reason}.", BUILD_ADVICE)
        return
    except LexiconError as reason:
        show_failure(f"The dictionary file is damaged: {reason}.", BUILD_ADVICE)
        return
    stage("games")
    await next_paint()
    options = parse_query(str(window.location.search), strategy_names())
    app = App(lexicon, options)
    app.bind()
    show_notices(options.notices)
    by_id("app").hidden = False
    await app.show_tab(options.tab)
    by_id("loading").hidden = True
    document.body.setAttribute("data-python-boot-ms", str(round((time.perf_counter() - started) * 1000)))
    document.body.setAttribute("data-ready-ms", str(round(window.performance.now())))  # since navigation start
    document.body.setAttribute("data-ready", "")
