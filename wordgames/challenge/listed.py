"""A rack's words as a list shows them, straight from the index's bitsets: each length's known words by one mask.

``known.known_first`` ranks a list a word at a time (a look-up each: 112,000 of them for a
20-letter rack with two blanks). The index already holds a length's answers as a bitset over
its words in alphabetical order, the order of ``KnownWords.ranks_of_length``; so the known
words of a length are one more bitset, made once from those ranks, and a rack's known and
rare words are one AND each, turned into words in order as the index turns any bitset.
"""

from __future__ import annotations

import time
import weakref

from ..known import KNOWN_RANK, NO_RANK
from ..lengths import MIN_LENGTH
from ..lexicon import Lexicon, Word
from .index import ChallengeIndex, WordsOfLength, challenge_index
from .search import ListedAnswer, Rack

_KNOWN_BITS = bytes(0x31 if KNOWN_RANK <= rank < NO_RANK else 0x30 for rank in range(256))  # "1" for a known rank


def known_mask(ranks: bytes) -> int:
    """The bitset of the known words among words whose ranks are ``ranks`` (bit i: the i-th word)."""
    return int(ranks.translate(_KNOWN_BITS)[::-1], 2) if ranks else 0


_MASKS: weakref.WeakKeyDictionary[Lexicon, dict[int, int]] = weakref.WeakKeyDictionary()


def known_masks(lexicon: Lexicon) -> dict[int, int]:
    """Each length's ``known_mask`` of ``lexicon`` made so far (``listed_solve`` fills it), kept while it lives."""
    masks = _MASKS.get(lexicon)
    if masks is None:
        masks = _MASKS[lexicon] = {}
    return masks


def listed_solve(
    lexicon: Lexicon,
    rack: Rack,
    min_length: int = MIN_LENGTH,
    must: str = "",
    rare: bool = False,
    words_of_length: WordsOfLength | None = None,
) -> ListedAnswer:
    """The words of ``rack`` as ``known_first`` lists them, a length at a time, through ``lexicon``'s index
    (built on first use from ``words_of_length``, see ``ChallengeIndex.build``)."""
    start = time.perf_counter()
    index: ChallengeIndex = challenge_index(lexicon, words_of_length)
    masks = known_masks(lexicon)
    words: list[Word] = []
    left_out = 0
    for group, bits in index.writable(rack, min_length, must):
        known = masks.get(group.length)
        if known is None:
            known = masks[group.length] = known_mask(lexicon.ranks_of_length(group.length))
        words += group.words(bits & known)
        rare_bits = bits & ~known
        if rare:
            words += group.words(rare_bits)
        else:
            left_out += rare_bits.bit_count()
    return ListedAnswer(tuple(words), left_out, (time.perf_counter() - start) * 1000)


__all__ = ["ListedAnswer", "known_mask", "known_masks", "listed_solve"]
