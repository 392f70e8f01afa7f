"""A fast Word Challenge index: per word length, bitsets of words by letter count, combined with big-integer logic.

For every word length L and letter c the index keeps ``at_least[c][k - 1]``: a Python int
with bit i set when the i-th L-letter word (alphabetically) has at least k copies of c.
Without blanks a word is writable exactly when, for every letter, it does not have more
copies than the rack: OR together ``at_least[c][rack[c]]`` over the alphabet's letters and keep the
words outside. With b blanks a word may lack up to b letters in all, so the shortfalls are
added up per word in saturating unary counters (bitsets "short by at least 1, 2, ... b+1").
Letters that must be used AND in ``at_least[c][need - 1]``. Every step is one big-integer
operation over all words of a length at once, done in C; the surviving bits are turned back
into words a byte (eight words) at a time, still in alphabetical order, so the result needs
no sorting. Results are identical to the reference search (`search.solve`). The counting runs
over the words' code texts (``Alphabet.code_text``: a byte a letter), so every alphabet costs
what English's a-z does.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import chain, compress
from operator import call, itemgetter

from ..alphabet import CODE_CHARS, ENGLISH, MAX_LETTERS, Alphabet
from ..lengths import MAX_LENGTH, MIN_LENGTH
from ..lexicon import Lexicon, Word
from .search import Rack, Solution


def _picker(byte: int) -> Callable:
    """A function taking an eight-word chunk to the tuple of its words whose bits are set in ``byte``."""
    bits = [i for i in range(8) if byte >> i & 1]
    if len(bits) == 1:  # itemgetter of one index would return the word itself, not a tuple
        return itemgetter(slice(bits[0], bits[0] + 1))
    return itemgetter(*bits) if bits else itemgetter(slice(0, 0))


WordsOfLength = Callable[[int], Sequence[Word]]
_PICK = [_picker(byte) for byte in range(256)]
_NONZERO = bytes([0] + [1] * 255)  # translate table: 1 for a byte with any bit set
_ZERO = b"\x00"
_SPARSE = 16  # fewer than one word per this many chunks: find the non-zero bytes one by one (measured)
# Translate tables for building: letter code c's byte -> 1, others 0; a count -> "1" if >= k else "0".
_MARK = [bytes(1 if v == ord(CODE_CHARS[c]) else 0 for v in range(256)) for c in range(MAX_LETTERS)]
_AT_LEAST = [bytes(0x31 if v >= k else 0x30 for v in range(256)) for k in range(MAX_LENGTH + 2)]


@dataclass(frozen=True)
class LengthGroup:
    """The bitsets of the words of one length (bit i = the i-th word alphabetically)."""

    length: int
    everything: int  # all words of the length
    at_least: tuple[tuple[int, ...], ...]  # per letter code: words with >= 1, >= 2, ... copies
    chunks: tuple[tuple[Word, ...], ...]  # the words, eight at a time (one byte of a bitset)

    @classmethod
    def build(cls, length: int, words: tuple[Word, ...], alphabet: Alphabet = ENGLISH) -> LengthGroup:
        """Letter counts of every word at once, via byte columns summed as big integers."""
        n = len(words)
        text = alphabet.code_text("".join(words)).encode("latin-1")
        at_least = []
        for code in range(len(alphabet)):
            marks = text.translate(_MARK[code])
            # Column i holds the marks of every word's i-th letter; as little-endian integers the
            # columns add up byte by byte (at most 20 per byte, so no carries): the count per word.
            total = sum(int.from_bytes(marks[i::length], "little") for i in range(length))
            counts = total.to_bytes(n, "little")
            sets = []
            for k in range(1, length + 1):
                marks = counts.translate(_AT_LEAST[k])  # "1" where the word has at least k copies
                if b"1" not in marks:
                    break
                sets.append(int(marks[::-1], 2))  # reversed: the first word becomes bit 0
            at_least.append(tuple(sets))
        return cls.of_sets(length, words, tuple(at_least))

    @classmethod
    def of_sets(cls, length: int, words: Sequence[Word], at_least: tuple[tuple[int, ...], ...]) -> LengthGroup:
        """The group of ``words`` (alphabetically) whose letter counts ``at_least`` holds already (kept bitsets)."""
        words = tuple(words)
        chunks = tuple(words[i : i + 8] for i in range(0, len(words), 8))
        return cls(length, (1 << len(words)) - 1, at_least, chunks)

    def writable(self, counts: tuple[int, ...], blanks: int, need: dict[int, int]) -> int:
        """The bitset of words writable with ``counts`` letters and ``blanks`` blanks, using ``need``."""
        at_least = self.at_least
        if blanks >= self.length:
            good = self.everything
        elif blanks == 0:
            bad = 0
            for c in range(len(at_least)):
                sets = at_least[c]
                if counts[c] < len(sets):
                    bad |= sets[counts[c]]
            good = self.everything & ~bad
        else:
            # short[j] = words lacking at least j + 1 letters so far (j = 0 .. blanks), saturating.
            short = [0] * (blanks + 1)
            for c in range(len(at_least)):
                sets = at_least[c]
                for k in range(counts[c], min(len(sets), counts[c] + blanks + 1)):
                    extra = sets[k]
                    for j in range(blanks, 0, -1):
                        if short[j - 1]:
                            short[j] |= short[j - 1] & extra
                    short[0] |= extra
            good = self.everything & ~short[blanks]
        for c, k in need.items():
            sets = at_least[c]
            if k > len(sets):
                return 0
            good &= sets[k - 1]
        return good

    def words(self, bits: int) -> list[Word]:
        """The words whose bits are set, alphabetically (a byte of the bitset at a time).

        Few words: jump from one non-zero byte to the next with ``find``. Many: let
        ``compress`` run over every chunk in C, which costs less than a Python step per hit.
        """
        chunks = self.chunks
        data = bits.to_bytes(len(chunks), "little")
        if bits.bit_count() * _SPARSE < len(chunks):
            found: list[Word] = []
            find = data.translate(_NONZERO).find
            i = find(1)
            while i >= 0:
                found += _PICK[data[i]](chunks[i])
                i = find(1, i + 1)
            return found
        hit_chunks = compress(chunks, data.translate(_NONZERO))
        return list(chain.from_iterable(map(call, map(_PICK.__getitem__, data.translate(None, _ZERO)), hit_chunks)))


class ChallengeIndex:
    """Word Challenge answers for one lexicon from per-length bitsets (see the module docstring)."""

    def __init__(self, groups: dict[int, LengthGroup], build_ms: float, alphabet: Alphabet = ENGLISH):
        self.groups = groups
        self.build_ms = build_ms
        self.alphabet = alphabet

    @classmethod
    def build(cls, lexicon: Lexicon, words_of_length: WordsOfLength | None = None) -> ChallengeIndex:
        """The index of ``lexicon``, whose words of a length ``words_of_length`` gives, alphabetically
        (by default the lexicon spells them; a command line reads them from its kept texts instead)."""
        start = time.perf_counter()
        words_of_length, alphabet = words_of_length or lexicon.words_of_length, lexicon.alphabet
        groups = {n: LengthGroup.build(n, tuple(words_of_length(n)), alphabet) for n in lexicon.lengths()}
        return cls(groups, (time.perf_counter() - start) * 1000, alphabet)

    def writable(self, rack: Rack, min_length: int = MIN_LENGTH, must: str = "") -> list[tuple[LengthGroup, int]]:
        """Each length's group, shortest first, with the bitset of its words the rack writes (none empty)."""
        need: dict[int, int] = {}
        for ch in must:
            code = self.alphabet.codes[ch]
            need[code] = need.get(code, 0) + 1
        found = []
        for length in range(max(min_length, 1), rack.size + 1):
            group = self.groups.get(length)
            if group is not None:
                bits = group.writable(rack.counts, rack.blanks, need)
                if bits:
                    found.append((group, bits))
        return found

    def solve(self, rack: Rack, min_length: int = MIN_LENGTH, must: str = "") -> Solution:
        """The same words as ``search.solve`` (by length, then alphabetically); it visits no trie
        nodes, so ``nodes_visited`` is 0."""
        start = time.perf_counter()
        found: list[Word] = []
        for group, bits in self.writable(rack, min_length, must):
            found += group.words(bits)
        return Solution(tuple(found), 0, (time.perf_counter() - start) * 1000)


_INDEXES: weakref.WeakKeyDictionary[Lexicon, ChallengeIndex] = weakref.WeakKeyDictionary()


def challenge_index(lexicon: Lexicon, words_of_length: WordsOfLength | None = None) -> ChallengeIndex:
    """The index of ``lexicon``, built on first use (``ChallengeIndex.build``) and kept as long as the lexicon lives."""
    index = _INDEXES.get(lexicon)
    if index is None:
        index = _INDEXES[lexicon] = ChallengeIndex.build(lexicon, words_of_length)
    return index


def adopt_index(lexicon: Lexicon, index: ChallengeIndex) -> None:
    """Make ``index`` (read back where a command line kept it) the one ``challenge_index`` gives for ``lexicon``."""
    _INDEXES[lexicon] = index


def fast_solve(lexicon: Lexicon, rack: Rack, min_length: int = MIN_LENGTH, must: str = "") -> Solution:
    """``search.solve`` through the lexicon's index (built on the first call)."""
    return challenge_index(lexicon).solve(rack, min_length, must)


__all__ = ["ChallengeIndex", "LengthGroup", "adopt_index", "challenge_index", "fast_solve"]
