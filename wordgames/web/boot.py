"""The page's boot: the chosen language loaded (its pack and catalog), the app drawn in it, the page marked ready."""

from __future__ import annotations

import asyncio
import contextlib
import time

from ..i18n import ENGLISH, LANGUAGES, CatalogError, _, use_catalog
from ..lexicon import LexiconError
from .app import SITE_ADVICE, AssetError, open_language
from .dom import by_id, document, show_failure, show_notices, window
from .language import chosen
from .packs import Loaded, Packs
from .switch import Switcher

TABLE_WAIT_S = 10  # beyond static/loader.js's stall watch (8 s), which says a stalled table itself
CATALOG_WAIT_S = 2  # for the words of a failure: a clear message within seconds, in English if need be


def stage(name: str) -> None:
    """Mark a loading stage as the current one (static/loader.js draws the stages)."""
    loader = getattr(window, "wordGamesLoader", None)  # None: static/loader.js missing (first-screen.js says so)
    if loader is not None:
        loader.stage(name)


def catalog_notices(loaded: Loaded) -> list[str]:
    """Translate every message into the loaded language from now on; the notices to show (a missing or damaged
    catalog, which leaves the page's text English)."""
    if loaded.code == ENGLISH:
        return []
    if loaded.catalog is None:
        return [
            f"The {LANGUAGES[loaded.code]} messages could not be loaded ({loaded.problem}); the page stays in English."
        ]
    try:
        use_catalog(loaded.code, loaded.catalog)
    except CatalogError as reason:
        return [f"{reason}; the page stays in English."]
    return []


async def speak(packs: Packs, code: str) -> None:
    """The chosen language's catalog in use, for a failure of the boot before it was (its fetch, beside the pack's,
    has mostly come by then); English if it has not come within CATALOG_WAIT_S, or cannot be read."""
    with contextlib.suppress(TimeoutError):
        catalog, _problem = await asyncio.wait_for(packs.catalog(code), CATALOG_WAIT_S)
        if catalog is not None:
            with contextlib.suppress(CatalogError):
                use_catalog(code, catalog)


async def language_table_failed() -> bool:
    """Wait for index.html's text in the chosen language (static/i18n.js); whether it could not come (said by
    static/loader.js: the page must not then report ready half in English)."""
    i18n = getattr(window, "wordGamesI18n", None)  # None: static/i18n.js missing (first-screen.js says so)
    if i18n is None or i18n.applied is None:
        return False
    with contextlib.suppress(TimeoutError):  # a table still on its way then is drawn when it comes
        await asyncio.wait_for(i18n.applied, TABLE_WAIT_S)
    return bool(i18n.failed)


async def main() -> None:
    """Boot: fetch and check the dictionary, build the app, bind every handler, then mark the page ready."""
    started = time.perf_counter()
    document.body.setAttribute("data-imported-ms", str(round(window.performance.now())))
    document.documentElement.setAttribute("data-python-started", "")
    stage("dictionary")  # drawn while the fetch is awaited: the parse that follows is short (a checked dictionary)
    packs = Packs()
    code = chosen()
    try:
        loaded = await packs.load(code)
    except (AssetError, LexiconError) as reason:
        from .engine_messages import retold  # (only on a failure: not the boot's to import)

        await speak(packs, code)
        if isinstance(reason, AssetError):
            title, advice = _("The dictionary could not be loaded: {reason}."), reason.advice
        else:
            title, advice = _("The dictionary file is damaged: {reason}."), SITE_ADVICE
        show_failure(title.format(reason=retold(str(reason))), _(advice))
        return
    language_notices = catalog_notices(loaded)  # before any view draws a message
    stage("games")
    app = await open_language(loaded.lexicon, loaded.code)
    if await language_table_failed():
        return
    by_id("loading").hidden = True
    show_notices(tuple(language_notices))
    document.body.setAttribute("data-python-boot-ms", str(round((time.perf_counter() - started) * 1000)))
    document.body.setAttribute("data-ready-ms", str(round(window.performance.now())))  # since navigation start
    document.body.setAttribute("data-ready", "")
    first_screen = getattr(window, "wordGamesFirstScreen", None)  # None: static/first-screen.js missing or damaged
    if first_screen is not None:
        first_screen.takeOver()  # what was typed or tapped before now reaches the games
    Switcher(app, packs).bind()  # a pick of another language from now on draws the page again in it
