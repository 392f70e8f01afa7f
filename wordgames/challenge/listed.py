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
from itertools import compress

from ..known import KNOWN_RANK, NO_RANK
from ..lengths import MIN_LENGTH
from ..lexicon import Lexicon, Word
from .index import ChallengeIndex, LengthGroup, WordsOfLength, challenge_index, in_order
from .search import ListedAnswer, Rack

_KNOWN_BITS = bytes(0x31 if KNOWN_RANK <= rank < NO_RANK else 0x30 for rank in range(256))  # "1" for a known rank


def known_mask(ranks: bytes) -> int:
    """The bitset of the known words among words whose ranks are ``ranks`` (bit i: the i-th word)."""
    return int(ranks.translate(_KNOWN_BITS)[::-1], 2) if ranks else 0


_MASKS: weakref.WeakKeyDictionary[Lexicon, dict[tuple[int, int], int]] = weakref.WeakKeyDictionary()


def known_masks(lexicon: Lexicon) -> dict[tuple[int, int], int]:
    """Each index group's ``known_mask`` of ``lexicon`` made so far, by (length, the group's keys)
    (``listed_solve`` fills it), kept while it lives."""
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
    left_out = 0

    def known_of(group: LengthGroup) -> int:
        known = masks.get((group.length, group.keys))
        if known is None:
            every = lexicon.ranks_of_length(group.length)
            ranks = every if group.part_of is None else bytes(compress(every, group.members()))
            known = masks[group.length, group.keys] = known_mask(ranks)
        return known

    writable = index.writable(rack, min_length, must)
    by_length: dict[int, list[tuple[LengthGroup, int]]] = {}
    for group, bits in writable:
        by_length.setdefault(group.length, []).append((group, bits))
    words: list[Word] = []
    for groups in by_length.values():  # a length's known words (of all its groups, sorted), then its rare ones
        words += in_order(groups, lambda group, bits: bits & known_of(group))
        if rare:
            words += in_order(groups, lambda group, bits: bits & ~known_of(group))
        else:
            left_out += sum((bits & ~known_of(group)).bit_count() for group, bits in groups)
    return ListedAnswer(tuple(words), left_out, (time.perf_counter() - start) * 1000)


__all__ = ["ListedAnswer", "known_mask", "known_masks", "listed_solve"]
