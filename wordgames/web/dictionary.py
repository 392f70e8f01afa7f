"""The dictionary in use: the built-in list of the page's language or one of the person's own, the one place
every view asks."""

from __future__ import annotations

import math
import unicodedata

from ..i18n import _, ngettext, number
from ..lexicon import Lexicon
from ..plain import check_header, entry, header
from ..text import normalize

RESERVED_NAME = "English"  # no list of the person's is named so: the built-in English list was, in every record
CHOICE = "page-dictionary"  # the kind of the stored choice (Memory kind "dictionary")
LONGEST_NAME = 40
MOST_WORDS = 10_000_000  # far past any list the card builds (MAX_LINES words at most)


class InUse:
    """Which dictionary the games, the solver, the finder and the Lab use now; only the App changes it."""

    def __init__(self, built_in: Lexicon, language: str = "English") -> None:
        self.built_in = built_in
        self.language = language  # the built-in list's language, named in itself ("Français")
        self.name = ""  # "" for the built-in list, else the name the person gave
        self.lexicon = built_in

    @property
    def custom(self) -> bool:
        return bool(self.name)

    def use(self, name: str, lexicon: Lexicon | None) -> None:
        """Use the person's dictionary ``name`` (``lexicon`` None: the built-in list)."""
        self.name, self.lexicon = (name, lexicon) if lexicon is not None else ("", self.built_in)

    def label(self) -> str:
        """'English (built in, 369,880 words)' or 'mine (9,031 words)', in the player's language."""
        count = len(self.lexicon)
        if not self.custom:
            said = ngettext("{language} (built in, {count} word)", "{language} (built in, {count} words)", count)
            return said.format(language=self.language, count=number(count))
        said = ngettext("{name} ({count} word)", "{name} ({count} words)", count)
        return said.format(name=self.name, count=number(count))

    def to_data(self) -> dict:
        return header(CHOICE, 1) | {"name": self.name}


def read_choice(data: object) -> str:
    """The name of the dictionary chosen last time ("" for the built-in list); DataError otherwise."""
    return entry(check_header(data, CHOICE, 1), "name", str)


def read_name(text: str) -> str:
    """The name a person gave, trimmed; ValueError when empty, too long or the built-in list's."""
    name = " ".join(text.split())
    if not name:
        raise ValueError(_("give the dictionary a name"))
    if len(name) > LONGEST_NAME:
        raise ValueError(_("a name has at most {most} characters").format(most=LONGEST_NAME))
    if normalize(name) == normalize(RESERVED_NAME):
        raise ValueError(_("{name} is the built-in list's name").format(name=repr(RESERVED_NAME)))
    hidden = [c for c in name if unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs", "Cn")]
    if hidden:  # a NUL, or U+202E that shows a name backwards: names are read by people, in lists and dialogs
        said = _("a name cannot hold control or direction characters ({character})")
        raise ValueError(said.format(character=f"U+{ord(hidden[0]):04X}"))
    return name


def record_fault(name: object, words: object, has_bytes: bool) -> str:
    """What is wrong with a stored dictionary record ('' when nothing is): every field checked, as
    another page of the origin or a damaged disk may have written anything there. In the player's language."""
    if not isinstance(name, str):
        return _("its name is not text")
    try:
        read_name(name)
    except ValueError as reason:
        return _("its name is refused: {reason}").format(reason=reason)
    if isinstance(words, bool) or not isinstance(words, int | float) or not math.isfinite(words):
        return _("its word count is not a number of words ({value})").format(value=str(words)[:20])
    if words != int(words) or not 0 < words <= MOST_WORDS:
        said = _("its word count ({value}) is not a number of words from 1 to {most}")
        return said.format(value=f"{words:g}", most=number(MOST_WORDS))
    if not has_bytes:
        return _("it holds no dictionary bytes")
    return ""
