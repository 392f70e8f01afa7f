"""How the finder's word texts write a language's letters: as themselves when each is one Latin-1 byte, else as codes.

The scan (``finder.scan``) runs regular expressions over each length's words kept as one text of
one-byte characters. An alphabet whose letters are all below U+0100 (a-z, and German's, Swedish's,
Spanish's) has its words kept as they are: the scan's matches are the words, with nothing to
translate back. Any other (Polish, Russian, Greek) is kept as code texts (``Alphabet.code_text``:
letter i as ``CODE_CHARS[i]``); its words are listed from the part of a text decoded to letters at
once, in C, and scanned in letters, so a match is its word (German's ``*e*`` 65 ms with codes, 42 ms
without: journal 32; Russian's ``*x*`` 1.8x English's a word with the matches translated back, 1.2x
so: journal 33). Counts and marks are read from the code texts themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..alphabet import Alphabet
from .query import Query


@dataclass(frozen=True)
class TextLetters:
    """An alphabet as the finder's texts write it."""

    alphabet: Alphabet
    plain: bool  # the texts hold the letters themselves
    letters: str  # the characters the texts' letters are, in the alphabet's order

    def encode(self, text: str) -> str:
        """``text`` as the texts write it (its letters' codes, unless plain)."""
        return text if self.plain else self.alphabet.code_text(text)

    def decode(self, text: str) -> str:
        """The letters of ``text`` as the texts write it (``encode`` undone)."""
        return text if self.plain else self.alphabet.from_code_text(text)

    def query(self, query: Query) -> Query:
        """``query`` with its letters as the texts write them."""
        return query if self.plain else query.in_codes()


@cache
def text_letters(alphabet: Alphabet) -> TextLetters:
    """How the finder's texts write ``alphabet``'s letters (see the module docstring)."""
    plain = max(alphabet.letters) < "\u0100"
    return TextLetters(alphabet, plain, alphabet.letters if plain else alphabet.code_letters)


__all__ = ["TextLetters", "text_letters"]
