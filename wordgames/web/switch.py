"""A pick of another language, played in place: the language loaded whole while the game goes on, then the views
made again in it (static/i18n.js draws index.html's text afresh); one that cannot be had changes nothing, saying why."""

from __future__ import annotations

import asyncio
from typing import Any

from pyodide.ffi import JsException, create_proxy

from ..i18n import LANGUAGES, CatalogError, _, use_catalog
from ..lexicon import LexiconError
from .app import App, AssetError, open_language
from .dialogs import confirm, open_dialog
from .dom import by_id, document, end_views, show_notices, window
from .engine_messages import retold
from .language import chosen, reachable
from .packs import Loaded, Packs

# The tools' text fields, typed in by the player: drawn afresh in the new language, they keep their text.
KEPT_FIELDS = ("letters", "must", "finder-pattern", "finder-must", "finder-exclude")
PICKER_DIALOGS = ("settings-dialog",)  # a pick in Settings leaves it open (How to play, a first visit's, closes)


class Switcher:
    """Answers static/i18n.js's ``switchTo(code)`` (a language picker's pick) for as long as the page lives."""

    def __init__(self, app: App, packs: Packs) -> None:
        self.app = app
        self.packs = packs
        self.picks = 0  # picks so far: one overtaken by a later pick is dropped, so the last one wins
        self.drawing = asyncio.Lock()  # one language drawn at a time

    def bind(self) -> None:
        api = getattr(window, "wordGamesI18n", None)
        if api is not None:
            api.switchTo = create_proxy(self.switch)

    async def switch(self, code: Any) -> bool:
        """Draw the page in language ``code``; False when it stays as it was (static/i18n.js puts the pickers back)."""
        code = str(code)
        self.picks += 1
        pick = self.picks
        if code not in LANGUAGES:
            return False
        if code == chosen():
            say_by_pickers("")
            return True  # back to the language shown: a pick on its way is dropped
        if self.app.tabs["challenge"].playing() and not await confirm(
            _("Change the language?"),
            _("Your Word Challenge round waits for you in this language, but its clock keeps running."),
            _("Change"),
        ):
            return False
        say_by_pickers(_("Loading {language}…").format(language=LANGUAGES[code]))
        picked = window.performance.now()
        loaded, table, problem = await self.load(code)
        document.body.setAttribute("data-switch-load-ms", str(round(window.performance.now() - picked)))
        if pick != self.picks:
            return True  # overtaken: the later pick decides
        if loaded is None:
            said = await refusal(code, problem)
            show_notices((said,))
            say_by_pickers(said, "error")
            return False
        async with self.drawing:
            if pick != self.picks:
                return True
            drawn = window.performance.now()
            kept_open = [
                dialog.id for dialog in document.querySelectorAll("dialog[open]") if dialog.id in PICKER_DIALOGS
            ]
            focused = document.activeElement.id if document.activeElement else ""
            if not self.draw(loaded, table):
                return False
            await self.open(loaded)
            for name in kept_open:  # the dialog the language was picked in, drawn afresh in it: open again
                open_dialog(name)
                picker = by_id(focused) if focused else None
                if picker:
                    picker.focus()
            document.body.setAttribute("data-switch-draw-ms", str(round(window.performance.now() - drawn)))
            return True

    async def load(self, code: str) -> tuple[Loaded | None, Any, str]:
        """The language's pack and catalog, and static/i18n.js's table of index.html's text; (None, None, why not)
        when any of them cannot be had (a stalled download ends within seconds: static/loader.js aborts it)."""

        async def page_text() -> Any:
            return await window.wordGamesI18n.loadTable(code)

        # Both awaited to the end, whichever fails: a failure left behind would be an unhandled one.
        loaded, table = await asyncio.gather(self.packs.load(code), page_text(), return_exceptions=True)
        for failed in (loaded, table):
            if isinstance(failed, (AssetError, LexiconError, JsException)):
                return None, None, str(failed).removeprefix("Error: ")
            if isinstance(failed, BaseException):
                raise failed
        return (None, None, loaded.problem) if loaded.catalog is None and loaded.problem else (loaded, table, "")

    def draw(self, loaded: Loaded, table: Any) -> bool:
        """The language's catalog in use and index.html's views drawn afresh in it, the old views' work ended;
        False (nothing changed, said) when the catalog is damaged."""
        try:
            use_catalog(loaded.code, loaded.catalog)
        except CatalogError as reason:
            said = unloaded(loaded.code, str(reason))
            show_notices((said,))
            say_by_pickers(said, "error")
            return False
        kept = {name: by_id(name).value for name in KEPT_FIELDS}
        end_views()
        window.wordGamesI18n.apply(loaded.code, table)
        for name, text in kept.items():
            by_id(name).value = text  # what the player typed in the tools is theirs, in any language
        return True

    async def open(self, loaded: Loaded) -> None:
        """The app made again in the language drawn; the body marks when (ms since navigation start: its board is
        playable), and how long loading and drawing took (bench/language_page.py)."""
        self.app = await open_language(loaded.lexicon, loaded.code)
        document.body.setAttribute("data-switched-ms", str(round(window.performance.now())))


def say_by_pickers(text: str, kind: str = "") -> None:
    """Beside the dialogs' language pickers (How to play's, Settings'), where a player who picked there reads it: a
    notice sits behind an open dialog's backdrop. A language drawn clears it (its views are index.html's afresh)."""
    for status in document.querySelectorAll("[data-language-status]"):
        status.textContent = text
        status.className = f"message language-status {kind}".strip()
        if text and status.closest("dialog[open]"):
            status.scrollIntoView(False)  # a tall Settings on a phone: the line may be below the fold


async def refusal(code: str, problem: str) -> str:
    """Why the page stays in its language, in that language: offline for a pack never downloaded, else the reason."""
    if not await reachable(code):
        said = _("{language} cannot be played offline: its word list was never downloaded. Your game goes on.")
        return said.format(language=LANGUAGES[code])
    return unloaded(code, problem)


def unloaded(code: str, reason: str) -> str:
    """A language that could not be loaded, and why, in the language shown."""
    return _("{language} could not be loaded ({reason}). Your game goes on.").format(
        language=LANGUAGES[code], reason=retold(reason)
    )
