"""The page's language: its gettext catalog loaded at boot, the pack it plays, and the question before a switch.

static/i18n.js picks the language (``?lang=``, the choice remembered, ``navigator.languages``),
swaps index.html's text and reloads the page on a pick; this module loads the same language's
catalog for every message the game code draws, names the pack the games play (``static/<asset>``, the
one static/loader.js fetched early), and checks a pick first (a pack never downloaded, offline; a round's clock).
"""

from __future__ import annotations

import datetime
from collections.abc import Awaitable, Callable
from typing import Any

from pyodide.ffi import JsException, create_proxy, to_js

from ..i18n import ENGLISH, LANGUAGES, CatalogError, _, language, use_catalog
from ..languages import LANGUAGES as PACKED
from .dialogs import confirm
from .dom import show_notices, window

CATALOG_URL = "./static/locale/{code}/LC_MESSAGES/wordgames.mo"  # compiled by wordgames_build/catalogs.py
# The languages whose word lists the page plays: every pack wordgames/languages.py lists (static/<asset>).
PACKS = tuple(PACKED)

Fetcher = Callable[[str], Awaitable[tuple[bytes | None, str]]]  # app.fetch_optional


def chosen() -> str:
    """The language static/i18n.js picked (English when it did not run)."""
    api = getattr(window, "wordGamesI18n", None)
    code = str(getattr(api, "code", ENGLISH)) if api is not None else ENGLISH
    return code if code in LANGUAGES else ENGLISH


def local_date(day: datetime.date, long: bool) -> str:
    """A day as the player's language writes it: 'Thursday 5 March 2026' (long) or 'Thu 5 Mar' in English."""
    if language() == ENGLISH:
        return f"{day:%A} {day.day} {day:%B %Y}" if long else f"{day:%a} {day.day} {day:%b}"
    parts = (
        {"weekday": "long", "day": "numeric", "month": "long", "year": "numeric"}
        if long
        else {"weekday": "short", "day": "numeric", "month": "short"}
    )
    date = window.Date.new(day.year, day.month - 1, day.day)
    return str(date.toLocaleDateString(language(), to_js(parts, dict_converter=window.Object.fromEntries)))


def lexicon_language(code: str) -> str:
    """The language of the word lists played when the page is in ``code``: its own pack, else English's."""
    return code if code in PACKS else ENGLISH


def asset_url(code: str) -> str:
    """The address of the pack the page plays in ``code`` (static/loader.js asks for the same one early)."""
    return f"./static/{PACKED[lexicon_language(code)].asset}"


async def load_language(fetch: Fetcher) -> list[str]:
    """Translate every message into the chosen language from now on; the notices to show (a
    missing or damaged catalog, which leaves the page's text English)."""
    code = chosen()
    if code == ENGLISH:
        return []
    data, problem = await fetch(CATALOG_URL.format(code=code))
    if data is None:
        return [f"The {LANGUAGES[code]} messages could not be loaded ({problem}); the page stays in English."]
    try:
        use_catalog(code, data)
    except CatalogError as reason:
        return [f"{reason}; the page stays in English."]
    return []


async def reachable(code: str) -> bool:
    """Whether the pack of ``code`` can be had now: kept by the service worker from an earlier visit, or the
    site answers (navigator.onLine is no guide: it says true on a network that is down)."""
    url = asset_url(code)
    caches = getattr(window, "caches", None)
    if caches is not None and await caches.match(url):
        return True
    try:
        probe = to_js({"method": "HEAD", "cache": "no-store"}, dict_converter=window.Object.fromEntries)
        await window.fetch(url, probe)
    except JsException:  # no answer at all: offline (a missing pack is said by the page in that language)
        return False
    return True


def bind_language(playing: Callable[[], bool]) -> None:
    """Before static/i18n.js reloads the page in another language: keep the page as it is (saying why) when
    that language's pack cannot be had offline, and say that a Word Challenge round in progress waits for the
    player's return with its clock running (each language keeps its own games)."""
    api = getattr(window, "wordGamesI18n", None)
    if api is None:
        return

    async def confirm_switch(code: Any) -> bool:
        code = str(code)
        if code in LANGUAGES and not await reachable(code):
            said = _("{language} cannot be played offline: its word list was never downloaded. Your game goes on.")
            show_notices((said.format(language=LANGUAGES[code]),))
            return False
        if not playing():
            return True
        return await confirm(
            _("Change the language?"),
            _("Your Word Challenge round waits for you in this language, but its clock keeps running."),
            _("Change"),
        )

    api.confirmSwitch = create_proxy(confirm_switch)
