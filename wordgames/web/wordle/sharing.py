"""What Share and Challenge a friend pass on: the result's text, a link to the same game with the score to
beat, through the share sheet or the clipboard."""

from __future__ import annotations

from typing import Any

from ...i18n import ENGLISH, LANGUAGES, _, ngettext, number
from ...wordle.share import Score, share_text
from ..dom import window
from ..language import chosen, lexicon_language
from .mode import Mode, shared_variant


def challenge_link(mode: Mode) -> str:
    """A link that opens the same game (its words not readable in it) and says the score to beat (the person's:
    not the keeper's, where the computer guessed); '' when the game has none."""
    query = mode.challenge_query()
    if not query:
        return ""
    if mode.about.person_guesses:
        query += "&score=" + Score.of(mode.shared_game()).link_text.replace("/", "%2F")
    code = lexicon_language(chosen())
    if code != ENGLISH:  # the friend plays the same language's words (English's links stay as they were)
        query += f"&lang={code}"
    location = window.location
    return f"{location.origin}{location.pathname}?{query}"


def result_text(mode: Mode, palette: str) -> str:
    """What Share passes on: the grid (a number per board for several) and a link to play the same game (an
    unlimited game's as a challenge to beat the count of guesses, as Absurdle's players pass theirs on)."""
    link = challenge_link(mode)
    if link and mode.about.unlimited:
        count = len(mode.shared_game().history)
        beat = ngettext("Beat my {count} guess: {link}", "Beat my {count} guesses: {link}", count)
        link = beat.format(count=number(count), link=link)
    code = lexicon_language(chosen())
    language = "" if code == ENGLISH else LANGUAGES[code]  # named in its own words: "Français", "Русский"
    text = share_text(mode.shared_game(), palette, shared_variant(mode.about), language, _("Daily #{number}"))
    return text + (f"\n{link}" if link else "")


async def pass_on(text: str) -> str:
    """The share sheet where the browser has one, else the clipboard; what happened, for the dialog."""
    navigator = window.navigator
    if getattr(navigator, "share", None) and getattr(navigator, "canShare", None):
        try:
            await navigator.share(_object(text=text))
            return _("Shared.")
        except Exception:  # noqa: BLE001 - cancelled, or not allowed here: fall back to the clipboard
            pass
    try:
        await navigator.clipboard.writeText(text)
        return _("Copied to the clipboard.")
    except Exception:  # noqa: BLE001 - no permission, or no clipboard: show the text instead
        return _("Could not copy; here it is: {text}").format(text=text)


def _object(**fields: str) -> Any:
    from pyodide.ffi import to_js

    return to_js(fields, dict_converter=window.Object.fromEntries)
