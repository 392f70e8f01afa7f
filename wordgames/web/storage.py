"""The page's memory: one localStorage key per kind of value (and language), each read back only when it is valid."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TypeVar

from pyodide.ffi import JsException

from ..i18n import N_, _, number
from ..plain import MAX_CHARACTERS, DataError, parse_json
from ..wordle.rules import GameError
from .dom import show_notices, window
from .engine_messages import retold

T = TypeVar("T")

PREFIX = "wordgames."
ENGLISH = "en"  # its kinds keep the keys they always had ("wordgames.stats"): no player loses anything
SHARED = ("prefs", "device")  # the same in every language; the others (games, statistics, dailies) are each
# language's own, under "wordgames.<code>.<kind>"
KINDS = {  # kind -> what a notice calls it; the value itself carries its kind and version
    "prefs": N_("settings"),
    "wordle": N_("Wordle game in progress"),
    "challenge": N_("Word Challenge game"),
    "stats": N_("statistics"),
    "dailies": N_("dailies played"),
    "lab": N_("Lab results"),
    "dictionary": N_("choice of dictionary"),
    "devices": N_("statistics from other devices"),
    "device": N_("device id"),
}


UNREADABLE = (ValueError, DataError, GameError, TypeError, RecursionError)  # what a bad stored value raises

REFUSED = N_(
    "Your {what} could not be saved: the browser refused ({why}); its storage for this site may be full. "
    "You can play on, but what is not saved is lost when the page is reloaded. Clearing the Lab's kept "
    "results, or this site's data in the browser's settings, makes room."
)
TOO_LARGE = N_(
    "Your {what} could not be saved: it has grown to {size} characters, more than the {most} this page reads "
    "back. The copy saved before is kept; what changed since is lost when the page is reloaded."
)


class Memory:
    """Reads and writes the page's values; a value that cannot be read is dropped with a notice."""

    def __init__(self, storage: object | None = None, language: str = ENGLISH) -> None:
        self.storage = storage if storage is not None else _local_storage()
        self.scope = "" if language == ENGLISH else f"{language}."  # the language pack's keys (see SHARED)
        self.notices: list[str] = []  # said together once the page is up (start in app.py); later ones at once
        self.said = False
        self.refused = False  # a save was refused during this visit (said once)
        self.too_large: set[str] = set()  # the kinds refused for their size during this visit (each said once)

    def load(self, kind: str, read: Callable[[object], T]) -> T | None:
        """The stored value of ``kind`` read by ``read`` (a from_data), or None when there is none or it is bad."""
        if self.storage is None:
            return None
        try:
            text = self.storage.getItem(self.key(kind))
        except JsException:
            return None
        if not isinstance(text, str):  # missing (null, which Pyodide does not turn into None)
            return None
        try:
            return read_stored(text, read)
        except UNREADABLE as reason:
            self.forget(kind)
            what = _(KINDS[kind.partition(":")[0]])  # "stats:mine": the statistics of the dictionary "mine"
            unread = _("Your saved {what} could not be read ({reason}); it was reset.")
            self.tell(unread.format(what=what, reason=retold(str(reason))[:120]))  # in the player's language
            return None

    def tell(self, notice: str) -> None:
        """A notice of the stored values: kept for the boot's notices, or shown at once after them."""
        if self.said:
            show_notices((notice,))
        else:
            self.notices.append(notice)

    def save(self, kind: str, data: dict) -> bool:
        """Store ``data`` (plain JSON-able data); False when it is too long to be read back (the last copy is
        kept) or the storage refused it (full, or blocked): the game goes on, and each is said once a visit."""
        if self.storage is None:
            return False
        text = stored_text(data)
        if len(text) > MAX_CHARACTERS:  # stored, the next visit would reset it: keep the last copy it can read
            if kind not in self.too_large:
                self.too_large.add(kind)
                what = _(KINDS[kind.partition(":")[0]])
                self.tell(_(TOO_LARGE).format(what=what, size=number(len(text)), most=number(MAX_CHARACTERS)))
            return False
        try:
            self.storage.setItem(self.key(kind), text)
            return True
        except JsException as reason:
            if not self.refused:
                self.refused = True
                why = str(reason).removeprefix("Error: ")[:120]
                show_notices((_(REFUSED).format(what=_(KINDS[kind.partition(":")[0]]), why=why),))
            return False

    def key(self, kind: str) -> str:
        """The localStorage key of ``kind`` in this language ("wordgames.fr.stats"; English's "wordgames.stats")."""
        return PREFIX + (kind if kind.partition(":")[0] in SHARED else self.scope + kind)

    def is_empty(self) -> bool:
        """Whether nothing of this page is stored (a first visit; storage switched off counts as one)."""
        try:
            count = int(self.storage.length) if self.storage is not None else 0
            return not any(str(self.storage.key(i) or "").startswith(PREFIX) for i in range(count))
        except (JsException, AttributeError, TypeError):
            return False

    def kinds(self, first: str) -> list[str]:
        """The stored kinds ``first`` and ``first:...`` (e.g. every dictionary's statistics), sorted."""
        found = set()
        try:
            for i in range(int(self.storage.length) if self.storage is not None else 0):
                kind = str(self.storage.key(i) or "").removeprefix(self.key(first).removesuffix(first))
                if kind == first or kind.startswith(first + ":"):
                    found.add(kind)
        except (JsException, AttributeError, TypeError):
            pass
        return sorted(found)

    def forget(self, kind: str) -> None:
        if self.storage is not None:
            try:
                self.storage.removeItem(self.key(kind))
            except JsException:
                pass


def stored_text(data: dict) -> str:
    """The text a value is stored as."""
    return json.dumps(data, separators=(",", ":"))


def read_stored(text: str, read: Callable[[object], T]) -> T:
    """The value of a stored text, as ``read`` (a from_data) makes it: the one rule of what the memory reads
    back (``parse_json``'s length and depth, then ``read``'s checks); one of UNREADABLE for anything else."""
    return read(parse_json(text))


def check_stored(data: dict, read: Callable[[object], object]) -> None:
    """DataError unless ``data``, once stored, would be read back by ``read``: a value the next visit would
    reset (too long, say) is refused before it is stored."""
    try:
        read_stored(stored_text(data), read)
    except UNREADABLE as reason:
        raise DataError(str(reason)) from None


def _local_storage() -> object | None:
    """The browser's localStorage, or None where it is disabled (reading it then throws)."""
    try:
        return window.localStorage
    except (JsException, AttributeError):
        return None
