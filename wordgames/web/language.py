"""The page's language: the one static/i18n.js picked, where its catalog and pack are, and its dates.

static/i18n.js picks the language (``?lang=``, the choice remembered, ``navigator.languages``) and
swaps index.html's text; the game code loads the same language's catalog for every message it draws and
the pack the games play (``static/<asset>``, the one static/loader.js fetched early): web/boot.py at boot,
web/switch.py on a pick.
"""

from __future__ import annotations

import datetime

from pyodide.ffi import JsException, to_js

from ..i18n import ENGLISH, LANGUAGES, language
from ..languages import LANGUAGES as PACKED
from .dom import window

CATALOG_URL = "./static/locale/{code}/LC_MESSAGES/wordgames.mo"  # compiled by wordgames_build/catalogs.py
# The languages whose word lists the page plays: every pack wordgames/languages.py lists (static/<asset>).
PACKS = tuple(PACKED)


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
