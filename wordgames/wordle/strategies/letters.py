"""Which letters words hold: a word's letters as a bit mask, and how many words of a list contain each letter."""

from __future__ import annotations

from collections.abc import Sequence

from ...alphabet import ENGLISH
from ...lexicon import Word

_A_Z = frozenset(ENGLISH.letters)


def letter_mask(word: Word) -> int:
    """The distinct letters of ``word`` as a bitmask: bit 0 for a, ..., bit 25 for z; another alphabet's
    letters (all after a in Unicode: ß, é, я, ω) at their code point less a's."""
    return sum(1 << (ord(letter) - 97) for letter in set(word))


def word_letters(words: Sequence[Word]) -> str:
    """The letters a table over ``words`` counts, in order: a-z for words of a-z alone (English's tables as
    they always were), else the letters the words use (their alphabet's, as far as they show it)."""
    used = set("".join(words))
    return ENGLISH.letters if used <= _A_Z else "".join(sorted(used))


def presence_counts(words: Sequence[Word]) -> dict[str, int]:
    """Per letter (``word_letters``), how many of ``words`` contain it."""
    counts = dict.fromkeys(word_letters(words), 0)
    for word in words:
        for letter in set(word):
            counts[letter] += 1
    return counts
