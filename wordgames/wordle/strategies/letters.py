"""Which letters words hold: a word's letters as a bit mask, and how many words of a list contain each letter."""

from __future__ import annotations

from collections.abc import Sequence

from ...alphabet import ENGLISH
from ...lexicon import Word

_A_Z = frozenset(ENGLISH.letters)


class _LetterBits(dict):
    """Each letter's bit in a ``letter_mask``: a-z at 0-25, any other letter the next free bit when first seen."""

    def __missing__(self, letter: str) -> int:
        bit = self[letter] = len(self)
        return bit


# Small bits for every alphabet: at their code points less a's, Cyrillic and Greek masks ran to
# 1,000 bits, and the splitters' AND-and-count over every allowed word took 3x as long (bench/README).
_BITS = _LetterBits((letter, bit) for bit, letter in enumerate(ENGLISH.letters))


def letter_mask(word: Word) -> int:
    """The distinct letters of ``word`` as a bitmask: bit 0 for a, ..., bit 25 for z; another alphabet's
    letters (ß, é, я, ω) at bits from 26 up, given in the order the process first meets them."""
    bits = _BITS
    return sum(1 << bits[letter] for letter in set(word))


def word_letters(words: Sequence[Word]) -> str:
    """The letters a table over ``words`` counts, in order: a-z for words of a-z alone (English's tables as
    they always were), else the letters the words use (their alphabet's, as far as they show it)."""
    used = set("".join(words))
    return ENGLISH.letters if used <= _A_Z else "".join(sorted(used))


class LetterCounts(dict):
    """A count per letter; 0 for a letter none of the words counted holds (an allowed word's letter that no
    candidate has, in a pack: ñ, ß, β), without adding it."""

    def __missing__(self, letter: str) -> int:
        return 0


def presence_counts(words: Sequence[Word]) -> LetterCounts:
    """Per letter (``word_letters``), how many of ``words`` contain it."""
    counts = LetterCounts.fromkeys(word_letters(words), 0)
    for word in words:
        for letter in set(word):
            counts[letter] += 1
    return counts
