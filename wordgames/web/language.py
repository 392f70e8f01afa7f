"""The page's language: its gettext catalog loaded at boot, the word lists it plays, and the question before a switch.

static/i18n.js picks the language (``?lang=``, the choice remembered, ``navigator.languages``),
swaps index.html's text and reloads the page on a pick; this module loads the same language's
catalog for every message the game code draws, says when the language has no word list yet, and
asks before a pick would lose a Word Challenge round.
"""

from __future__ import annotations

import datetime
from collections.abc import Awaitable, Callable
from typing import Any

from pyodide.ffi import create_proxy, to_js

from ..i18n import ENGLISH, LANGUAGES, CatalogError, _, language, use_catalog
from .dialogs import confirm
from .dom import window

CATALOG_URL = "./static/locale/{code}/LC_MESSAGES/wordgames.mo"  # compiled by wordgames_build/catalogs.py
# The languages whose word lists the page plays. The language packs add theirs here, with the
# lexicon each loads (``lexicon_language``), so that a pick switches the games' words with the text.
PACKS = (ENGLISH,)

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


async def load_language(fetch: Fetcher) -> list[str]:
    """Translate every message into the chosen language from now on; the notices to show (a
    missing or damaged catalog, which leaves the page English, or word lists still English)."""
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
    if lexicon_language(code) != code:
        return [
            _("The word lists are in English: the {language} ones are not built yet.").format(language=LANGUAGES[code])
        ]
    return []


def bind_language(playing: Callable[[], bool]) -> None:
    """Before static/i18n.js reloads the page in another language, ask if a round in progress would be lost."""
    api = getattr(window, "wordGamesI18n", None)
    if api is None:
        return

    async def confirm_switch(code: Any) -> bool:
        if not playing():
            return True
        return await confirm(
            _("Change the language?"), _("The Word Challenge round in progress will be lost."), _("Change")
        )

    api.confirmSwitch = create_proxy(confirm_switch)
