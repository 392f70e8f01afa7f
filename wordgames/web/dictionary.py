"""The dictionary in use: the built-in English list or one of the person's own, the one place every view asks."""

from __future__ import annotations

from ..lexicon import Lexicon
from ..plain import check_header, entry, header

BUILT_IN = "English"  # what the page calls its own list
CHOICE = "page-dictionary"  # the kind of the stored choice (Memory kind "dictionary")


class InUse:
    """Which dictionary the games, the solver, the finder and the Lab use now; only the App changes it."""

    def __init__(self, built_in: Lexicon) -> None:
        self.built_in = built_in
        self.name = ""  # "" for the built-in list, else the name the person gave
        self.lexicon = built_in

    @property
    def custom(self) -> bool:
        return bool(self.name)

    def use(self, name: str, lexicon: Lexicon | None) -> None:
        """Use the person's dictionary ``name`` (``lexicon`` None: the built-in list)."""
        self.name, self.lexicon = (name, lexicon) if lexicon is not None else ("", self.built_in)

    def label(self) -> str:
        """'English (built in, 369,351 words)' or 'mine (9,031 words)'."""
        if not self.custom:
            return f"{BUILT_IN} (built in, {len(self.lexicon):,} words)"
        return f"{self.name} ({len(self.lexicon):,} words)"

    def to_data(self) -> dict:
        return header(CHOICE, 1) | {"name": self.name}


def read_choice(data: object) -> str:
    """The name of the dictionary chosen last time ("" for the built-in list); DataError otherwise."""
    return entry(check_header(data, CHOICE, 1), "name", str)
