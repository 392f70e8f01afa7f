"""Which letters words hold: a word's letters as a 26-bit mask, and how many words of a list contain each letter."""

from __future__ import annotations

from collections.abc import Sequence

from ...lexicon import ALPHABET, Word


def letter_mask(word: Word) -> int:
    """The distinct letters of ``word`` as a bitmask: bit 0 for a, ..., bit 25 for z."""
    return sum(1 << (ord(letter) - 97) for letter in set(word))


def presence_counts(words: Sequence[Word]) -> dict[str, int]:
    """Per letter a-z, how many of ``words`` contain it."""
    counts = dict.fromkeys(ALPHABET, 0)
    for word in words:
        for letter in set(word):
            counts[letter] += 1
    return counts
